#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The guides of the user's own that this process has seen, each stored once and named by its index: alignments hold
/// the index, so copying one (which stacks, frames and trace facts do all the time) copies a number, not a string and
/// a tree of arithmetic. Entries are never removed; a program declares few guides. Guarded by a mutex, as readers
/// and tests run on several threads (the model imports no Foundation, so the lock is the C library's).
final class CustomGuideRegistry: @unchecked Sendable {
    /// A guide as stored: its default flattened into postfix operations, plain values in one array. (Held as an
    /// indirect enum, the arithmetic would live in boxes that only tagged pointers reach, which leak checkers take
    /// for leaks in a registry that lives as long as the process.)
    struct Entry: Hashable {
        var name: String
        var operations: [GuideOperation]?

        init(name: String, defaultValue: GuideComputation?) {
            self.name = name
            operations = defaultValue.map { GuideOperation.postfix($0) }
        }

        var defaultValue: GuideComputation? { operations.map(GuideOperation.computation) }
    }

    static let shared = CustomGuideRegistry()

    private var entries: [Entry] = []
    private var indexes: [Entry: UInt32] = [:]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    private init() {}

    func intern(_ entry: Entry) -> UInt32 {
        locked {
            if let known = indexes[entry] { return known }
            let index = UInt32(entries.count)
            entries.append(entry)
            indexes[entry] = index
            return index
        }
    }

    /// Whether any guide of the user's own was ever made in this process: when not, no tree holds one.
    var isEmpty: Bool { locked { entries.isEmpty } }

    func entry(_ index: UInt32) -> Entry {
        locked { entries[Int(index)] }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// One step of a guide computation in postfix order: operands push a value, operators pop theirs.
enum GuideOperation: Hashable {
    case number(Double), width, height, guide(GuideName), stored(Int32)
    case add, subtract, multiply, divide, negate

    static func postfix(_ computation: GuideComputation) -> [GuideOperation] {
        var operations: [GuideOperation] = []
        func visit(_ term: GuideComputation) {
            switch term {
            case .number(let value): operations.append(.number(value))
            case .width: operations.append(.width)
            case .height: operations.append(.height)
            case .guide(let name): operations.append(.guide(name))
            case .stored(let index): operations.append(.stored(index))
            case .add(let a, let b): visit(a); visit(b); operations.append(.add)
            case .subtract(let a, let b): visit(a); visit(b); operations.append(.subtract)
            case .multiply(let a, let b): visit(a); visit(b); operations.append(.multiply)
            case .divide(let a, let b): visit(a); visit(b); operations.append(.divide)
            case .negate(let a): visit(a); operations.append(.negate)
            }
        }
        visit(computation)
        return operations
    }

    /// The computation `postfix` flattened (the operations are always well formed: only `postfix` makes them).
    static func computation(_ operations: [GuideOperation]) -> GuideComputation {
        var stack: [GuideComputation] = []
        for operation in operations {
            switch operation {
            case .number(let value): stack.append(.number(value))
            case .width: stack.append(.width)
            case .height: stack.append(.height)
            case .guide(let name): stack.append(.guide(name))
            case .stored(let index): stack.append(.stored(index))
            case .negate: stack.append(.negate(stack.removeLast()))
            case .add, .subtract, .multiply, .divide:
                let b = stack.removeLast(), a = stack.removeLast()
                switch operation {
                case .add: stack.append(.add(a, b))
                case .subtract: stack.append(.subtract(a, b))
                case .multiply: stack.append(.multiply(a, b))
                default: stack.append(.divide(a, b))
                }
            }
        }
        return stack[0]
    }
}
