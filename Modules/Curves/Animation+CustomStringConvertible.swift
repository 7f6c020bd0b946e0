extension Animation: CustomStringConvertible {
    /// The animation as SwiftUI source, which `AnimationExpression.parse` reads back to an equal
    /// animation: `.easeInOut(duration: 0.35).repeatCount(3, autoreverses: true)`,
    /// `.spring(response: 0.5, dampingFraction: 0.7)`, `.default`.
    ///
    /// Springs print their canonical parameters (`.bouncy` prints as
    /// `.spring(response: 0.5, dampingFraction: 0.7)`); Béziers print the named factory when
    /// their control points match one.
    public var description: String { node.source }
}

extension Animation.Node {
    var source: String {
        let n = SourceFormatting.number
        switch self {
        case .systemDefault:
            return ".default"
        case .bezier(let curve, let duration):
            for (name, preset) in UnitCurve.namedBeziers {
                guard preset.evaluated == curve else { continue }
                return ".\(name)(duration: \(n(duration)))"
            }
            return ".timingCurve(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2)), duration: \(n(duration)))"
        case .unitCurve(let curve, let duration):
            return ".timingCurve(\(curve), duration: \(n(duration)))"
        case .fluidSpring(let spring):
            var text = ".spring(response: \(n(spring.response)), dampingFraction: \(n(spring.dampingFraction))"
            if spring.blendDuration != 0 { text += ", blendDuration: \(n(spring.blendDuration))" }
            return text + ")"
        case .interpolatingSpring(let spring):
            let velocity = spring.initialVelocity == 0 ? "" : ", initialVelocity: \(n(spring.initialVelocity))"
            if spring.allowOverDamping && spring.spring.angularFrequency < 0 {
                return ".interpolatingSpring(Spring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), "
                    + "damping: \(n(spring.damping)), allowOverDamping: true)\(velocity))"
            }
            return ".interpolatingSpring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), "
                + "damping: \(n(spring.damping))\(velocity))"
        case .delay(let base, let seconds):
            return base.source + ".delay(\(n(seconds)))"
        case .speed(let base, let factor):
            return base.source + ".speed(\(n(factor)))"
        case .repeating(let base, let count, let autoreverses):
            if let count {
                return base.source + ".repeatCount(\(count), autoreverses: \(autoreverses))"
            }
            return base.source + ".repeatForever(autoreverses: \(autoreverses))"
        case .logicallyComplete(let base, let after):
            return base.source + ".logicallyComplete(after: \(n(after)))"
        }
    }
}
