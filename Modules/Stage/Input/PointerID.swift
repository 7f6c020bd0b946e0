/// Identifies one pointer (a mouse, a finger, a pen) for the length of its press, as the
/// browser's `pointerId` does. Ids may be reused after the pointer lifts.
public struct PointerID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The numeric id.
    public var rawValue: Int

    /// The pointer with id `rawValue`.
    @inlinable
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The pointer with a literal id, e.g. `id: 1`.
    @inlinable
    public init(integerLiteral value: Int) { rawValue = value }

    @inlinable
    public static func < (lhs: PointerID, rhs: PointerID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { String(rawValue) }
}
