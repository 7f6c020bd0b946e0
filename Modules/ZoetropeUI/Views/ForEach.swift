/// Views made from a collection, one per element, each identified by its element's id
/// (SwiftUI's `ForEach`): `ForEach(items) { … }` for `Identifiable` elements,
/// `ForEach(names, id: \.self) { … }`, `ForEach(0..<5) { … }`.
///
/// An element's id is its identity: an element whose id leaves the collection is removed (its
/// state and animations end), one whose id appears is inserted, and one that moves keeps its
/// state. Duplicate ids give undefined results in SwiftUI; here the first element with an id
/// keeps it, later ones are identified by their id and their occurrence (`id#2`), every run the
/// same, and a diagnostic names the view path.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// The content of one element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// One view per element, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    /// A ForEach has no body.
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// One view per integer of a closed range, identified by the integer.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        var seen: [String: Int] = [:]
        for element in data {
            var key = ViewPath.idText(id(element))
            let count = seen[key, default: 0]
            seen[key] = count + 1
            if count > 0 {
                context.diagnose(.duplicateID(key), at: path)
                key += "#\(count + 1)"
            }
            context.resolve(content(element), path: path.appending("ForEach[\(key)]"), environment: environment, output: &output)
        }
    }
}
