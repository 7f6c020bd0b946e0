extension Spring: CustomStringConvertible {
    /// The spring as Swift source in physical terms, e.g.
    /// `Spring(mass: 1, stiffness: 157.91367041742973, damping: 17.59291886010284)`; over-damped
    /// springs add `allowOverDamping: true`. Reading it back gives the same spring up to rounding
    /// in the last digit.
    public var description: String {
        let n = SourceFormatting.number
        let overDamped = angularFrequency < 0 ? ", allowOverDamping: true" : ""
        return "Spring(mass: \(n(mass)), stiffness: \(n(stiffness)), damping: \(n(damping))\(overDamped))"
    }
}
