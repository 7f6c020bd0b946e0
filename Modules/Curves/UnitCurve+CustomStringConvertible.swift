extension UnitCurve: CustomStringConvertible {
    /// The curve as Swift source: `.easeIn`, `.circularEaseOut`, or
    /// `.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 1))`.
    public var description: String {
        switch kind {
        case .circularEaseIn: return ".circularEaseIn"
        case .circularEaseOut: return ".circularEaseOut"
        case .circularEaseInOut: return ".circularEaseInOut"
        case .bezier(let start, let end):
            for (name, preset) in UnitCurve.namedBeziers where preset == self {
                return "." + name
            }
            return ".bezier(startControlPoint: \(SourceFormatting.unitPoint(x: start.x, y: start.y)), "
                + "endControlPoint: \(SourceFormatting.unitPoint(x: end.x, y: end.y)))"
        }
    }

    /// The named Bézier presets, in the order descriptions prefer them.
    static let namedBeziers: [(String, UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]
}
