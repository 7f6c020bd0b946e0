extension Spring {
    /// Reads a spring written as Swift source, or just the arguments of one of its
    /// initialisers, or a preset name:
    ///
    /// - `Spring(duration: 0.5, bounce: 0.3)`, `Spring(response: 0.4, dampingRatio: 0.6)`,
    ///   `Spring(mass: 1, stiffness: 100, damping: 10)` (+ `allowOverDamping:`),
    ///   `Spring(settlingDuration: 1, dampingRatio: 0.8)` (+ `epsilon:`), `Spring()`;
    /// - `duration: 0.5, bounce: 0.3` (any of those argument lists on its own);
    /// - `.smooth`, `Spring.snappy`, `bouncy`, `.bouncy(duration: 0.4, extraBounce: 0.1)`;
    /// - an empty string, meaning `Spring()`.
    ///
    /// Durations must be > 0, bounces in −1 < b ≤ 1 (1 is undamped; SwiftUI clamps larger ones), masses > 0, stiffness and damping ≥ 0; other values
    /// are errors here (the initialisers themselves clamp them instead).
    ///
    /// - Parameter source: The source text; whitespace is ignored.
    /// - Throws: `AnimationExpressionError` naming the column and what was expected there.
    public init(parsing source: String) throws(AnimationExpressionError) {
        var parser = try ExpressionParser(source)
        if parser.isAtEnd {
            self.init()
            return
        }
        if parser.startsWithLabel {
            let arguments = try parser.argumentList(until: .end)
            self = try ExpressionBinder.resolve(
                Spring.initialisers, arguments: arguments, close: parser.currentColumn, closeText: "end of input")
            return
        }
        let syntax = try parser.expression()
        try parser.expectEnd()
        if case .name(let name, let column) = syntax {
            self = try Spring.from(.member(base: nil, name: name, column: column))
        } else if case .call(.name(let name, let column), let arguments, let open, let close) = syntax, name != "Spring" {
            self = try Spring.from(.call(
                callee: .member(base: nil, name: name, column: column), arguments: arguments, open: open, close: close))
        } else {
            self = try Spring.from(syntax)
        }
    }

    /// `Spring(…)` initialisers in the order overloads are tried (the first is `Spring()`).
    static let initialisers: [ExpressionOverload<Spring>] = [
        ExpressionOverload([.number("duration", .positive, default: 0.5), .number("bounce", .bounce, default: 0)]) {
            Spring(duration: $0[0].number, bounce: $0[1].number)
        },
        ExpressionOverload([.number("response", .positive), .number("dampingRatio", .nonNegative)]) {
            Spring(response: $0[0].number, dampingRatio: $0[1].number)
        },
        ExpressionOverload([
            .number("mass", .positive, default: 1), .number("stiffness", .nonNegative),
            .number("damping", .nonNegative), .boolean("allowOverDamping", default: false),
        ]) {
            Spring(mass: $0[0].number, stiffness: $0[1].number, damping: $0[2].number, allowOverDamping: $0[3].boolean)
        },
        ExpressionOverload([
            .number("settlingDuration", .positive), .number("dampingRatio", .nonNegative),
            .number("epsilon", .openUnitInterval, default: 0.001),
        ]) {
            Spring(settlingDuration: $0[0].number, dampingRatio: $0[1].number, epsilon: $0[2].number)
        },
    ]

    /// Presets by name: the static property and the `(duration:extraBounce:)` function.
    static let presets: [(name: String, base: Spring, make: @Sendable (Double, Double) -> Spring)] = [
        ("smooth", .smooth, { Spring.smooth(duration: $0, extraBounce: $1) }),
        ("snappy", .snappy, { Spring.snappy(duration: $0, extraBounce: $1) }),
        ("bouncy", .bouncy, { Spring.bouncy(duration: $0, extraBounce: $1) }),
    ]

    static func from(_ syntax: ExpressionSyntax) throws(AnimationExpressionError) -> Spring {
        let names = presets.map { ".\($0.name)" }.joined(separator: ", ")
        let expected = "a spring (`Spring(…)`, \(names))"
        switch syntax {
        case .call(.name("Spring", _), let arguments, _, let close):
            return try ExpressionBinder.resolve(initialisers, arguments: arguments, close: close)
        case .member(let base, let name, let column) where ExpressionBinder.isStaticBase(base, typeName: "Spring"):
            guard let preset = presets.first(where: { $0.name == name }) else {
                throw AnimationExpressionError(column: column, expected: "a spring preset (\(names))", found: "`\(name)`")
            }
            return preset.base
        case .call(.member(let base, let name, let column), let arguments, _, let close)
        where ExpressionBinder.isStaticBase(base, typeName: "Spring"):
            guard let preset = presets.first(where: { $0.name == name }) else {
                throw AnimationExpressionError(column: column, expected: "a spring preset (\(names))", found: "`\(name)`")
            }
            let overload = ExpressionOverload<Spring>([
                .number("duration", .positive, default: 0.5), .number("extraBounce", .any, default: 0),
            ]) { preset.make($0[0].number, $0[1].number) }
            return try ExpressionBinder.resolve([overload], arguments: arguments, close: close)
        default:
            throw AnimationExpressionError(column: syntax.column, expected: expected, found: syntax.quoted)
        }
    }
}
