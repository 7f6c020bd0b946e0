extension Path: CustomStringConvertible, LosslessStringConvertible {
    /// The path in SwiftUI's text form: one operator per element, its operands first, separated
    /// by single spaces — `x y m` (move), `x y l` (line), `cx cy x y q` (quadratic),
    /// `c1x c1y c2x c2y x y c` (cubic), `h` (close). Example: a 10-point square is
    /// `"0 0 m 10 0 l 10 10 l 0 10 l h"`; the empty path is `""`.
    ///
    /// Stable and exact: numbers print in their shortest round-trip form (integral values
    /// without a fraction, negative zero as `0`), so `Path(p.description) == p` for every
    /// finite path. For snapshots that should not depend on the last bits of a computation,
    /// use `description(fractionDigits:)`. Equality never goes through this text.
    public var description: String { text(NumberFormatting.exact) }

    /// The text form of `description` with every number rounded to `fractionDigits` (0…15)
    /// fraction digits (half away from zero) and trailing zeros dropped: with 3 digits,
    /// 0.55228 prints as `0.552` and 2.5 as `2.5`. For deterministic text snapshots.
    public func description(fractionDigits: Int) -> String {
        text { NumberFormatting.fixed($0, fractionDigits: fractionDigits) }
    }

    private func text(_ number: (Double) -> String) -> String {
        var parts: [String] = []
        parts.reserveCapacity(elementCount * 3)
        func add(_ p: Point) {
            parts.append(number(p.x))
            parts.append(number(p.y))
        }
        for e in storedElements {
            switch e {
            case .move(let p): add(p); parts.append("m")
            case .line(let p): add(p); parts.append("l")
            case .quadCurve(let p, let c): add(c); add(p); parts.append("q")
            case .curve(let p, let c1, let c2): add(c1); add(c2); add(p); parts.append("c")
            case .closeSubpath: parts.append("h")
            }
        }
        return parts.joined(separator: " ")
    }

    /// Parses SwiftUI's path text form (see `description`): numbers and the operators `m`, `l`,
    /// `q`, `c`, `h`, plus `re` (`x y width height re`, a rectangle), separated by whitespace.
    /// The elements are replayed through the building methods.
    ///
    /// Returns nil when a token is neither a number nor an operator, when an operator has the
    /// wrong number of operands, or when numbers are left over at the end.
    public init?(_ description: String) {
        self.init()
        var operands: [Double] = []
        for token in description.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            if let v = Double(token) {
                operands.append(v)
                continue
            }
            let p = { (i: Int) in Point(x: operands[i], y: operands[i + 1]) }
            switch (token, operands.count) {
            case ("m", 2): move(to: p(0))
            case ("l", 2): addLine(to: p(0))
            case ("q", 4): addQuadCurve(to: p(2), control: p(0))
            case ("c", 6): addCurve(to: p(4), control1: p(0), control2: p(2))
            case ("h", 0): closeSubpath()
            case ("re", 4): addRect(Rect(x: operands[0], y: operands[1], width: operands[2], height: operands[3]))
            default: return nil
            }
            operands.removeAll(keepingCapacity: true)
        }
        guard operands.isEmpty else { return nil }
    }
}
