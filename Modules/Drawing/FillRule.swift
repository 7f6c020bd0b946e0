/// Which points count as inside a path that crosses itself or has holes.
///
/// SwiftUI spells this `FillStyle(eoFill:)`; a two-case type says what it means at the call site.
public enum FillRule: Hashable, Sendable, CaseIterable {
    /// Inside if the winding number is not zero (the default for fills and clips).
    case nonZero
    /// Inside if a ray from the point crosses the outline an odd number of times.
    case evenOdd
}
