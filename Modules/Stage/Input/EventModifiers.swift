/// The modifier keys held during an input event (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set from its raw bits.
    @inlinable
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 0)
    /// Control ("ctrl"; browsers report a trackpad pinch as a wheel event with Control held).
    public static let control = EventModifiers(rawValue: 1 << 1)
    /// Option / Alt.
    public static let option = EventModifiers(rawValue: 1 << 2)
    /// Command / Meta (the Windows key on PC keyboards).
    public static let command = EventModifiers(rawValue: 1 << 3)

    /// Every modifier.
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}
