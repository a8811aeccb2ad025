import LayoutInput
import Testing

/// The `--root` a root that needs arguments is suggested with makes the app's own types by their initialisers, so that
/// the suggestion can be pasted as it is.
@Suite struct RootSamplesTests {
    static let models = """
        import SwiftUI

        enum Category { case food(String), travel; case other }
        enum Status: String { case open = "o", closed = "c" }
        enum Kind { case custom(Int) }
        struct Address { var city: String }
        struct Customer {
            var name: String
            var address: Address
            var note: String?
            var visits = 0
        }
        struct Transaction {
            var id: UUID
            var title: String
            var amount: Double
            var category: Category
            init(id: UUID = UUID(), title: String, amount: Double, category: Category) {
                self.id = id; self.title = title; self.amount = amount; self.category = category
            }
        }
        struct Tag { init(_ name: String, status: Status) {} }
        final class Store { var items: [String] = [] }
        class Session { var token: String }
        struct Loop { var next: Wrapper }
        struct Wrapper { var loop: Loop }
        struct A { var b: B }
        struct B { var c: C }
        struct C { var d: D }
        struct D { var e: Int }
        struct Row<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { content }
        }
        """

    let samples = RootSamples(outlines: [try! SwiftFileOutline.read(Self.models, file: "Models.swift")])

    @Test func structsAreMadeByTheirRequiredParameters() {
        #expect(samples.value(of: "Transaction") == "Transaction(title: \"Title\", amount: 1, category: .travel)")
        #expect(samples.value(of: "Customer") == "Customer(name: \"Title\", address: Address(city: \"Title\"))")
        #expect(samples.value(of: "Tag") == "Tag(\"Title\", status: .open)")
        #expect(samples.value(of: "Binding<Customer>") == ".constant(Customer(name: \"Title\", address: Address(city: \"Title\")))")
    }

    @Test func enumsAreTheirFirstCaseWithoutValues() {
        #expect(samples.value(of: "Category") == ".travel")
        #expect(samples.value(of: "Status") == ".open")
        #expect(samples.value(of: "Kind") == "<Kind>")
    }

    /// A class has no memberwise initialiser: one whose properties all have values is made by `init()`.
    @Test func aClassIsMadeOnlyWhenItsInitialiserIsKnown() {
        #expect(samples.value(of: "Store") == "Store()")
        #expect(samples.value(of: "Session") == "<Session>")
    }

    @Test func typesThatContainThemselvesOrNestDeepStopAtAPlaceholder() {
        #expect(samples.value(of: "Loop") == "Loop(next: Wrapper(loop: <Loop>))")
        #expect(samples.value(of: "A") == "A(b: B(c: C(d: <D>)))")
        #expect(samples.value(of: "Row") == "<Row>")
        #expect(RootSamples.none.value(of: "Transaction") == "<Transaction>")
    }
}
