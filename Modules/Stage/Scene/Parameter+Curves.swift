import Curves
import Drawing
import Geometry

extension Parameter {
    /// A cubic Bézier timing curve, edited as control points.
    ///
    /// - Parameters:
    ///   - value: The default curve; must be a Bézier (`UnitCurve.bezier`, `.easeInOut`, …), not
    ///     one of the circular curves, with control x values in 0…1 and y values in `y`.
    ///   - y: The range control y values may take (progress units; beyond 0…1 overshoots).
    public static func timingCurve(
        _ name: String, default value: UnitCurve, y: ClosedRange<Double> = -1...2, summary: String
    ) -> Parameter {
        guard let points = value.controlPoints else { preconditionFailure("the default of \(name) is not a Bézier curve") }
        return Parameter(name: name, summary: summary, kind: .timingCurve(y: y),
                         defaultValue: .timingCurve(start: points.start, end: points.end))
    }

    /// A spring, given as `Spring(duration:bounce:)` or `Spring(mass:stiffness:damping:)`.
    ///
    /// - Parameter value: The default, in the form the page shows first.
    public static func spring(_ name: String, default value: SpringForm, summary: String) -> Parameter {
        Parameter(name: name, summary: summary, kind: .spring, defaultValue: .spring(value))
    }

    /// Checks a timing curve value: finite control points, x in 0…1, y in `y`.
    func validateTimingCurve(_ value: ParameterValue, y: ClosedRange<Double>) throws(ParameterError) {
        guard case .timingCurve(let start, let end) = value else {
            throw .wrongType(parameter: name, expected: "a timing curve {\"x1\", \"y1\", \"x2\", \"y2\"}", value: value)
        }
        let xs = [start.x, end.x], ys = [start.y, end.y]
        guard xs.allSatisfy({ $0.isFinite && (0...1).contains($0) }), ys.allSatisfy({ $0.isFinite && y.contains($0) }) else {
            throw .outOfRange(parameter: name, value: value,
                              allowed: "x1 and x2 in 0…1, y1 and y2 in \(JSONValue.format(y.lowerBound))…\(JSONValue.format(y.upperBound))")
        }
    }

    /// Checks a spring value against `SpringForm.problem`.
    func validateSpring(_ value: ParameterValue) throws(ParameterError) {
        guard case .spring(let form) = value else {
            throw .wrongType(parameter: name, expected: "a spring {\"duration\", \"bounce\"} or {\"mass\", \"stiffness\", \"damping\"}",
                             value: value)
        }
        if let problem = form.problem { throw .outOfRange(parameter: name, value: value, allowed: problem) }
    }
}
