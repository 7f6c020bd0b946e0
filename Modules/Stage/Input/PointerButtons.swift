/// The pointer buttons held down, with the bit values of the browser's `PointerEvent.buttons`.
///
/// A touch or pen contact reports `.primary`.
public struct PointerButtons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set from the browser's `buttons` bitmask.
    @inlinable
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary button (left mouse button, touch or pen contact): bit 1.
    public static let primary = PointerButtons(rawValue: 1)
    /// The secondary button (right mouse button): bit 2.
    public static let secondary = PointerButtons(rawValue: 2)
    /// The auxiliary button (middle mouse button or wheel press): bit 4.
    public static let auxiliary = PointerButtons(rawValue: 4)
}
