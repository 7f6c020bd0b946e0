import Curves
import Drawing
import Geometry

extension ParameterValue {
    /// What JSON a parameter value may be, for error messages.
    public static let jsonForms = "a number, a boolean, a string, a timing curve {\"x1\", \"y1\", \"x2\", \"y2\"} "
        + "or a spring {\"duration\", \"bounce\"} / {\"mass\", \"stiffness\", \"damping\"}"

    /// Reads a value as events files, their headers and `--set` write it: a number, a Boolean,
    /// a string, a timing curve `{"x1": 0.42, "y1": 0, "x2": 0.58, "y2": 1}` (exactly those four
    /// numbers) or a spring (`SpringForm.init(json:)`). Nil for anything else (null, arrays,
    /// other objects). Ranges are not checked here: `Parameter.validate` does that.
    public init?(json: JSONValue) {
        switch json {
        case .number(let n): self = .number(n)
        case .bool(let b): self = .bool(b)
        case .string(let s): self = .string(s)
        case .object(let o) where Set(o.keys) == ["x1", "y1", "x2", "y2"]:
            guard case .number(let x1)? = o["x1"], case .number(let y1)? = o["y1"],
                case .number(let x2)? = o["x2"], case .number(let y2)? = o["y2"]
            else { return nil }
            self = .timingCurve(start: UnitPoint(x: x1, y: y1), end: UnitPoint(x: x2, y: y2))
        default:
            guard let form = SpringForm(json: json) else { return nil }
            self = .spring(form)
        }
    }

    /// The timing curve, or nil: `UnitCurve.bezier(startControlPoint:endControlPoint:)` of the
    /// control points.
    public var timingCurveValue: UnitCurve? {
        guard case .timingCurve(let start, let end) = self else { return nil }
        return .bezier(startControlPoint: start, endControlPoint: end)
    }

    /// The spring, or nil: the form's `spring`.
    public var springValue: Spring? {
        guard case .spring(let form) = self else { return nil }
        return form.spring
    }
}
