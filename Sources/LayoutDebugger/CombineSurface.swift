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
