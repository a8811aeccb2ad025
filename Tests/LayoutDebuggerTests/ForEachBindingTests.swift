import LayoutDebugger
import Testing

private struct Pet: Identifiable {
    let id: Int
    var name: String
}

/// A list editing its model in place, as apps write it since iOS 15.
private struct PetList: View {
    @State var pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom")]

    var body: some View {
        VStack(spacing: 0) {
            ForEach($pets) { $pet in
                Color.red.frame(width: 10 * CGFloat(pet.id), height: 10)
            }
        }
    }
}

/// `ForEach($collection) { $element in … }`: a binding to a collection is a collection of bindings, one view each.
@Suite struct ForEachBindingTests {
    @Test func aBindingToACollectionMakesAViewPerElement() throws {
        let trace = try LayoutDebugger.trace(PetList(), proposal: harness, name: "v")
        #expect(trace.frame(of: "VStack/Color[0].frame") == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(trace.frame(of: "VStack/Color[1].frame") == CGRect(x: 0, y: 10, width: 20, height: 10))
    }
}
