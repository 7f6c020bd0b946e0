@_spi(Reflection) import Swift
import Synchronization

/// What the animation inspector's walk needs to know about a type: whether a value of it can
/// hold an `@Animated` property at all, and if so which of its stored properties can. Learned
/// once per type from the type's field layout (the runtime's field records, the same ones
/// `Mirror` reads) and cached, so a walk skips whole subtrees — paths, text, artwork, arrays of
/// plain structs — without boxing a single value.
///
/// The analysis is conservative: whatever it cannot prove inert is walked with `Mirror` as
/// before (``dynamic``), so the walk finds exactly what a full `Mirror` walk finds.
/// - A trivial type (`_isPOD`: numbers, points, colours, payload-free enums, structs of those)
///   is inert: an `@Animated` value owns arrays, so it is never trivial.
/// - Functions, metatypes and the runtime's opaque builtins (`Builtin.Int64` in `Int`,
///   `Builtin.BridgeObject` in `String`) are inert: `Mirror` shows nothing inside them.
/// - A struct or tuple is inert when all its stored properties are; otherwise it lists those
///   that may hold one (``fields(_:)``), unless it has a custom mirror (then ``dynamic``: its
///   mirror decides what is shown).
/// - Arrays, sets, dictionaries and optionals are inert when their element (a dictionary's
///   value) is, else ``dynamic``.
/// - A non-generic enum or class declared in Geometry, Curves or Drawing is inert: `Animated` is
///   Stage's, those modules cannot name it, and they store no existentials (keep it so: an
///   `any P` stored there would hide from the inspector whatever a scene put in it).
/// - Other enums with payloads, classes (a subclass may add properties) and existentials (any
///   value may be inside) are ``dynamic``.
enum ReflectedShape: Equatable, Sendable {
    /// No value of the type can hold an `@Animated` property.
    case inert
    /// A struct or tuple (without a custom mirror) of which only these stored properties may
    /// hold one, in declaration order.
    case fields([StoredField])
    /// Each value must be looked at (its `Mirror`).
    case dynamic

    /// The shape of `type` (learned on first use, then cached for the process).
    static func of(_ type: Any.Type) -> ReflectedShape {
        cache.withLock { known in shape(of: type, known: &known) }
    }

    /// Whether values of `type` may hold an `@Animated` property.
    static func mayHoldProperties(_ type: Any.Type) -> Bool {
        of(type) != .inert
    }

    private static let cache = Mutex<[ObjectIdentifier: ReflectedShape]>([:])

    private static func shape(of type: Any.Type, known: inout [ObjectIdentifier: ReflectedShape]) -> ReflectedShape {
        let key = ObjectIdentifier(type)
        if let shape = known[key] { return shape }
        // Provisional while the type's fields are analysed: a type that contains itself (through
        // an array, say) is then taken to hold properties, which is safe.
        known[key] = .dynamic
        let shape = analyse(type, known: &known)
        known[key] = shape
        return shape
    }

    private static func analyse(_ type: Any.Type, known: inout [ObjectIdentifier: ReflectedShape]) -> ReflectedShape {
        if type is any AnimatedPropertyReflecting.Type { return .dynamic }
        if isTrivial(type) { return .inert }
        if let container = type as? any ReflectedContainer.Type {
            let inert = container.reflectedElementTypes.allSatisfy { shape(of: $0, known: &known) == .inert }
            return inert ? .inert : .dynamic
        }
        switch kind(of: type) {
        case .struct, .tuple:
            var fields: [StoredField] = []
            let complete = _forEachField(of: type, options: []) { name, offset, fieldType, fieldKind in
                fields.append(StoredField(index: fields.count, name: String(cString: name), offset: offset, type: fieldType,
                                          isDirect: isValueStorage(fieldType, kind: fieldKind)))
                return true
            }
            guard complete else { return .dynamic }
            let holding = fields.filter { shape(of: $0.type, known: &known) != .inert }
            if holding.isEmpty { return .inert }
            return type is any CustomReflectable.Type ? .dynamic : .fields(holding)
        case .function, .metatype, .existentialMetatype, .opaque:
            return .inert
        case .enum, .class:
            return isDeclaredBelowStage(type) ? .inert : .dynamic
        default:
            return .dynamic
        }
    }

    /// Whether a stored property of type `type` (of runtime kind `kind`) is stored as a value of
    /// that type, so it can be read at its offset: not a class reference, which may be `weak` or
    /// `unowned` (stored differently), nor an existential or optional that may hold one.
    private static func isValueStorage(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .struct, .enum, .tuple:
            return true
        case .optional:
            guard let wrapped = (type as? any ReflectedContainer.Type)?.reflectedElementTypes.first else { return false }
            return isValueStorage(wrapped, kind: Self.kind(of: wrapped))
        default:
            return false
        }
    }

    /// Modules Stage builds on, whose types cannot name `Animated` (see the type's notes).
    private static let modulesBelowStage: Set<Substring> = ["Geometry", "Curves", "Drawing"]

    /// Whether `type` is a non-generic type declared in one of ``modulesBelowStage``.
    private static func isDeclaredBelowStage(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)  // "Drawing.Paint", "Curves.AnimatedValue<Swift.Double>.Run"
        guard !name.contains("<"), let dot = name.firstIndex(of: ".") else { return false }
        return modulesBelowStage.contains(name[..<dot])
    }

    /// The runtime's kind of `type`, read from the field record of a one-field wrapper (the
    /// field reflection functions only accept structs, tuples and classes themselves).
    private static func kind(of type: Any.Type) -> _MetadataKind {
        func probe<T>(_: T.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _ = _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return _openExistential(type, do: probe)
    }

    private static func isTrivial(_ type: Any.Type) -> Bool {
        func probe<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: probe)
    }
}

/// A struct of one field of type `T`: its field record tells `T`'s kind.
private struct KindProbe<T> {
    var value: T
}

/// One stored property of a struct or tuple, as its type's field record describes it.
struct StoredField: Equatable, @unchecked Sendable {
    /// Its position among the stored properties (declaration order; `Mirror`'s child index).
    let index: Int
    /// Its name (`Mirror`'s label): `offset`, `_offset` for an `@Animated` wrapper's storage,
    /// `.0` for an unlabelled tuple element.
    let name: String
    /// Where it is stored in a value of the struct, in bytes from its start.
    let offset: Int
    /// Its declared type.
    let type: Any.Type
    /// Whether it is stored as a value of `type` (not a reference that may be weak or unowned),
    /// so ``read(from:)`` may load it.
    let isDirect: Bool

    static func == (lhs: StoredField, rhs: StoredField) -> Bool {
        lhs.index == rhs.index && lhs.name == rhs.name && lhs.offset == rhs.offset
            && ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.isDirect == rhs.isDirect
    }

    /// The properties `fields` (all ``isDirect``) of `value` — a struct or tuple of type `type`,
    /// the one they were read from — loaded at their offsets, without `Mirror`'s labels and
    /// boxes; nil when `value` is stored as another type (an `Any` holding an `any Scene` that
    /// holds the struct: its bytes are the existential's) or a field does not lie within it
    /// (then `Mirror` must be asked).
    static func read(_ fields: [StoredField], of type: Any.Type, from value: Any) -> [Any]? {
        func open<T>(_ value: T) -> [Any]? {
            guard ObjectIdentifier(T.self) == ObjectIdentifier(type) else { return nil }
            return withUnsafeBytes(of: value) { bytes in
                var values: [Any] = []
                values.reserveCapacity(fields.count)
                for field in fields {
                    func load<F>(_: F.Type) -> Any? {
                        guard field.offset >= 0, field.offset + MemoryLayout<F>.size <= bytes.count else { return nil }
                        return bytes.load(fromByteOffset: field.offset, as: F.self)
                    }
                    guard let loaded = _openExistential(field.type, do: load) else { return nil }
                    values.append(loaded)
                }
                return values
            }
        }
        return _openExistential(value, do: open)
    }
}
