import Geometry

extension UnitCurve {
    /// Reads a unit curve written as Swift source: `.easeIn`, `UnitCurve.circularEaseOut`,
    /// `.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.75), endControlPoint: .center)`, and
    /// any of these followed by `.inverse`.
    ///
    /// - Parameter source: The source text; whitespace is ignored.
    /// - Throws: `AnimationExpressionError` naming the column and what was expected there.
    public init(parsing source: String) throws(AnimationExpressionError) {
        self = try UnitCurve.from(try ExpressionParser.parseExpression(source))
    }

    static let namedCurves: [(String, UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("easeInEaseOut", .easeInOut), ("circularEaseIn", .circularEaseIn),
        ("circularEaseOut", .circularEaseOut), ("circularEaseInOut", .circularEaseInOut),
    ]

    static func from(_ syntax: ExpressionSyntax) throws(AnimationExpressionError) -> UnitCurve {
        let expected = "a unit curve (" + namedCurves.map { ".\($0.0)" }.joined(separator: ", ")
            + ", .bezier(startControlPoint:endControlPoint:))"
        switch syntax {
        case .member(let base?, "inverse", _) where !ExpressionBinder.isStaticBase(base, typeName: "UnitCurve"):
            return try from(base).inverse
        case .member(let base, let name, let column) where ExpressionBinder.isStaticBase(base, typeName: "UnitCurve"):
            if let curve = namedCurves.first(where: { $0.0 == name })?.1 { return curve }
            if name == "bezier" {
                throw AnimationExpressionError(
                    column: column + name.count, expected: "`(startControlPoint:endControlPoint:)` after `.bezier`",
                    found: "no arguments")
            }
            throw AnimationExpressionError(column: column, expected: expected, found: "`\(name)`")
        case .call(.member(let base, "bezier", _), let arguments, _, let close)
        where ExpressionBinder.isStaticBase(base, typeName: "UnitCurve"):
            let overload = ExpressionOverload<UnitCurve>([
                ExpressionParameter(label: "startControlPoint", kind: .unitPoint, defaultValue: nil),
                ExpressionParameter(label: "endControlPoint", kind: .unitPoint, defaultValue: nil),
            ]) { values in
                .bezier(startControlPoint: values[0].unitPoint, endControlPoint: values[1].unitPoint)
            }
            return try ExpressionBinder.resolve([overload], arguments: arguments, close: close)
        default:
            throw AnimationExpressionError(column: syntax.column, expected: expected, found: syntax.quoted)
        }
    }
}
