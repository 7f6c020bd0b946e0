/// Finds a scene's `@Animated` properties by walking its stored properties with `Mirror`, so a
/// scene author writes nothing for the inspector: names come from the Swift declarations.
///
/// Paths: `name` for a property of the scene, `outer.name` inside a nested struct (an
/// `@Animated` wrapper's storage `_name` shows as `name`), `list[3]` for an array element,
/// `map[key]` for a dictionary value (keys as `String(describing:)`, entries sorted by that text so
/// the order does not depend on hashing), `state.caseName` for an enum payload; optionals are
/// transparent. Properties come in declaration order.
///
/// Resting properties can be limited (`restingLimit`, for a message that must stay small): every
/// property with a running animation is kept, and properties at rest only while fewer than the
/// limit have been kept; a collection of `@Animated` values whose resting entries do not all fit
/// keeps none of them (so which ones are kept never depends on a dictionary's order). The others
/// are counted in ``omittedCount``.
///
/// The walk skips every value whose type cannot hold an `@Animated` property and, in a struct,
/// every stored property whose type cannot (``ReflectedShape``, learned once per type): a
/// description costs in proportion to the part of the scene that may animate, not to the
/// scene's size (its paths, text, artwork, lists of plain data).
///
/// The walk is bounded: it goes at most ``maximumDepth`` levels deep, visits at most
/// ``maximumNodes`` values (then ``isTruncated``), and does not enter collections whose first
/// element has no stored parts (arrays of numbers, strings, points' coordinates…) — nothing
/// animated can be inside those. It costs nothing unless asked: scenes never call it.
struct AnimatedPropertyFinder {
    /// Deepest nesting walked (the scene itself is depth 0).
    static let maximumDepth = 24
    /// Most values visited in one walk.
    static let maximumNodes = 200_000

    /// Only paths for which this is true (or that lead to one) are entered.
    private let wanted: (String) -> Bool
    /// The time `restingLimit` judges "at rest" at.
    private let time: SceneTime
    private let restingLimit: Int?
    /// Whether types are looked up in ``ReflectedShape`` to skip what cannot hold a property
    /// (off only to check that the shapes change nothing found).
    private let usesShapes: Bool
    private var restingKept = 0
    private var nodesLeft = Self.maximumNodes
    /// Whether the walk stopped early (too many values); what was found is still right.
    private(set) var isTruncated = false
    /// Resting properties left out by `restingLimit`.
    private(set) var omittedCount = 0
    /// The properties found, in walk order.
    private(set) var found: [(path: String, property: any AnimatedPropertyReflecting)] = []

    /// A finder that keeps every property (`wanted` nil) or only paths for which `wanted` holds
    /// of the path or of a prefix of it, and at most `restingLimit` properties at rest at `time`.
    init(at time: SceneTime = .zero, restingLimit: Int? = nil, usesShapes: Bool = true, wanted: ((String) -> Bool)? = nil) {
        self.time = time
        self.restingLimit = restingLimit
        self.usesShapes = usesShapes
        self.wanted = wanted ?? { _ in true }
    }

    /// Walks `root` (a scene value).
    mutating func walk(_ root: Any) {
        visit(root, path: "", depth: 0)
    }

    /// The property at `path` in `root`, or nil when there is none.
    static func property(at path: String, in root: Any) -> (any AnimatedPropertyReflecting)? {
        var finder = AnimatedPropertyFinder { candidate in path == candidate || path.hasPrefix(candidate) }
        finder.walk(root)
        return finder.found.first { $0.path == path }?.property
    }

    private mutating func visit(_ value: Any, path: String, depth: Int) {
        if let property = value as? any AnimatedPropertyReflecting {
            if keep(property) { found.append((path, property)) }
            return
        }
        let shape = usesShapes ? ReflectedShape.of(type(of: value)) : .dynamic
        if case .inert = shape { return }
        guard depth < Self.maximumDepth else { return }
        guard nodesLeft > 0 else {
            isTruncated = true
            return
        }
        nodesLeft -= 1
        if let collection = value as? any AnimatedCollectionReflecting {
            visitElements(collection.animatedElements, path: path)
            return
        }
        if case .fields(let fields) = shape {
            // Only the stored properties that may hold one, read at their offsets when they are
            // stored as values (else through `Mirror`: a struct without a custom mirror lists its
            // stored properties, in declaration order).
            if fields.allSatisfy(\.isDirect), let children = StoredField.read(fields, of: type(of: value), from: value) {
                for (field, child) in zip(fields, children) {
                    enter(child, label: field.name, index: field.index, path: path, depth: depth)
                }
            } else {
                let children = Mirror(reflecting: value).children
                for field in fields {
                    let child = children[children.index(children.startIndex, offsetBy: field.index)]
                    enter(child.value, label: child.label, index: field.index, path: path, depth: depth)
                }
            }
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first { visit(some.value, path: path, depth: depth + 1) }
        case .collection, .set:
            guard let first = mirror.children.first, Self.mayHoldProperties(first.value) else { return }
            for (index, child) in mirror.children.enumerated() {
                enter(child.value, path: "\(path)[\(index)]", depth: depth + 1)
            }
        case .dictionary:
            var entries: [(key: String, value: Any)] = []
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { continue }
                entries.append((String(describing: pair[0].value), pair[1].value))
            }
            guard let first = entries.first, Self.mayHoldProperties(first.value) else { return }
            for entry in entries.sorted(by: { $0.key < $1.key }) {
                enter(entry.value, path: "\(path)[\(entry.key)]", depth: depth + 1)
            }
        default:
            for (index, child) in mirror.children.enumerated() {
                enter(child.value, label: child.label, index: index, path: path, depth: depth)
            }
        }
    }

    /// Enters the stored property `value` (labelled `label`, at `index`) of the value at `path`:
    /// `outer.name`, `name` for an `@Animated` wrapper's storage `_name`, `outer.0` for a tuple
    /// element.
    private mutating func enter(_ value: Any, label: String?, index: Int, path: String, depth: Int) {
        var name = label ?? ".\(index)"
        if name.hasPrefix("_"), value is any AnimatedPropertyReflecting { name.removeFirst() }
        let childPath = path.isEmpty ? name : name.hasPrefix(".") ? path + name : "\(path).\(name)"
        enter(value, path: childPath, depth: depth + 1)
    }

    private mutating func enter(_ value: Any, path: String, depth: Int) {
        guard wanted(path) else { return }
        visit(value, path: path, depth: depth)
    }

    /// Whether to keep a property (see `restingLimit`).
    private mutating func keep(_ property: any AnimatedPropertyReflecting) -> Bool {
        guard let restingLimit, !property.isAnimating(at: time) else { return true }
        guard restingKept < restingLimit else {
            omittedCount += 1
            return false
        }
        restingKept += 1
        return true
    }

    /// A collection of `@Animated` values: all of them when its resting ones fit the limit, else
    /// only the animating ones; dictionary keys described only for what is kept.
    private mutating func visitElements(_ elements: [(key: AnimatedElementKey, property: any AnimatedPropertyReflecting)], path: String) {
        var kept = elements
        if let restingLimit {
            let resting = elements.count { !$0.property.isAnimating(at: time) }
            if restingKept + resting <= restingLimit {
                restingKept += resting
            } else {
                kept = elements.filter { $0.property.isAnimating(at: time) }
                omittedCount += resting
            }
        }
        var named = kept.map { element -> (name: String, index: Int, property: any AnimatedPropertyReflecting) in
            switch element.key {
            case .index(let index): ("\(index)", index, element.property)
            case .key(let key): (String(describing: key), -1, element.property)
            }
        }
        if named.contains(where: { $0.index < 0 }) { named.sort { $0.name < $1.name } }
        for element in named {
            let elementPath = "\(path)[\(element.name)]"
            if wanted(elementPath) { found.append((elementPath, element.property)) }
        }
    }

    /// Whether a collection whose first element is `element` may hold animated properties: it is
    /// one, or it has stored parts.
    private static func mayHoldProperties(_ element: Any) -> Bool {
        element is any AnimatedPropertyReflecting || !Mirror(reflecting: element).children.isEmpty
    }
}
