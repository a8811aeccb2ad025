// Combine as view models use it beside SwiftUI (`import Combine`, `Set<AnyCancellable>`, a timer a view receives, a
// subject a model sends on). A layout trace is one moment: no time passes and no value is ever delivered, so every
// publisher here is silent and a subscription does nothing; what a view shows comes from the values its state holds.
// Status: no layout effect.

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A subscription that is never delivered to.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    public init() {}
    public init(_ cancel: @escaping () -> Void) {}
    public func cancel() {}
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store(in array: inout [AnyCancellable]) { array.append(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A source of values over time: none arrive during a layout trace.
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
}

/// How a subscription ends, as a completion handler receives it.
public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in },
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { AnyCancellable() }
    public func receive<S>(on scheduler: S) -> Self { self }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init() {}
}

/// A subject a model sends on: the values go nowhere.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public init() {}
    public func send(_ value: Output) {}
}

/// A subject with a current value, which is kept.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

extension Timer {
    /// A timer's publisher (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()`): it never fires here.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> TimerPublisher { TimerPublisher() }

    public struct TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public func autoconnect() -> TimerPublisher { self }
    }
}

/// How many values a subscriber asks for: never used, as nothing is delivered.
extension Subscribers {
    public struct Demand: Sendable, Equatable {
        public static let unlimited = Demand()
        public static let none = Demand()
        public static func max(_ value: Int) -> Demand { Demand() }
    }
}

/// A scheduler's interval (`.milliseconds(300)`, `0.5`): the time that would pass, which a trace never lets pass.
public struct SchedulerStride: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) {}
    public init(floatLiteral value: Double) {}
    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(floatLiteral: value) }
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(integerLiteral: value) }
    public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(integerLiteral: value) }
    public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(integerLiteral: value) }
}

/// The operators view models chain: each gives a publisher as silent as the one it was called on.
extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> { AnyPublisher() }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Failure> where P.Failure == Failure { AnyPublisher() }
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> { AnyPublisher() }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> { AnyPublisher() }
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { AnyPublisher() }
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { AnyPublisher() }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure>
        where P.Output == Output { AnyPublisher() }
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func removeDuplicates() -> AnyPublisher<Output, Failure> where Output: Equatable { AnyPublisher() }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func debounce<S>(for dueTime: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func delay<S>(for interval: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func subscribe<S>(on scheduler: S, options: Any? = nil) -> Self { self }
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func first() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func collect() -> AnyPublisher<[Output], Failure> { AnyPublisher() }
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func share() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func print(_ prefix: String = "") -> Self { self }
    public func assertNoFailure() -> AnyPublisher<Output, Never> { AnyPublisher() }
    public func handleEvents(receiveOutput: ((Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil) -> Self { self }
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure { AnyPublisher() }
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure { AnyPublisher() }
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure { AnyPublisher() }
    public func decode<T: Decodable, D>(type: T.Type, decoder: D) -> AnyPublisher<T, any Error> { AnyPublisher() }
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> where Output: Publisher, Output.Failure == Failure { AnyPublisher() }
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {}
}

/// A publisher of one value that never arrives here, as any other.
public struct Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {}
}

/// A publisher that ends with `error`.
public struct Fail<Output, Failure: Error>: Publisher {
    public init(error: Failure) {}
    public init(outputType: Output.Type, failure: Failure) {}
}

/// A publisher that ends without a value.
public struct Empty<Output, Failure: Error>: Publisher {
    public init(completeImmediately: Bool = true) {}
}

/// A publisher made when it is subscribed to, which it never is here.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public init(createPublisher: @escaping () -> DeferredPublisher) {}
}

/// Publishers that combine others (`Publishers.CombineLatest3(a, b, c)`): as silent as those they combine.
public enum Publishers {
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) {}
    }

    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {}
    }

    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
    }

    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) {}
    }

    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
    }

    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) {}
    }

    /// A sequence's elements, one by one (`[1, 2].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public init(sequence: Elements) {}
    }
}

extension Sequence {
    /// The sequence as a publisher (`[1, 2, 3].publisher`): silent here.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
