import Curves

extension ParameterKey where Value == UnitCurve {
    /// A cubic Bézier timing curve (see `Parameter.timingCurve`), read as a `UnitCurve`.
    public static func timingCurve(
        _ name: String, default value: UnitCurve, y: ClosedRange<Double> = -1...2, summary: String
    ) -> ParameterKey {
        ParameterKey(.timingCurve(name, default: value, y: y, summary: summary), default: value) { $0.timingCurveValue }
    }
}

extension ParameterKey where Value == Spring {
    /// A spring in either form (see `Parameter.spring`), read as a `Spring`.
    public static func spring(_ name: String, default value: SpringForm, summary: String) -> ParameterKey {
        ParameterKey(.spring(name, default: value, summary: summary), default: value.spring) { $0.springValue }
    }
}
