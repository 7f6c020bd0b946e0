extension Animation {
    /// Reads an animation written as SwiftUI source, so what works in a SwiftUI view can be
    /// pasted as is: `.easeInOut(duration: 0.35).repeatForever(autoreverses: false)`,
    /// `.spring(response: 0.4, dampingFraction: 0.6)`, `Animation.bouncy`,
    /// `.timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2)`,
    /// `.timingCurve(.circularEaseOut, duration: 1)`,
    /// `.interpolatingSpring(stiffness: 80, damping: 4)`,
    /// `.spring(Spring(duration: 0.5, bounce: 0.3))`.
    ///
    /// Every factory and modifier of `Animation` is understood, with Swift's overload rules
    /// (labels in order, defaulted arguments optional; `.spring()` means
    /// `spring(duration: 0.5, bounce: 0)`). Numbers are literals (integers, decimals, exponents,
    /// a leading sign). Values the API would have to clamp are errors here: negative durations
    /// and speeds, bounces ≤ −1, negative damping or stiffness, non-positive masses and repeat
    /// counts below 1. An accepted expression never produces NaN.
    ///
    /// - Parameter source: The source text; whitespace is ignored.
    /// - Throws: `AnimationExpressionError` naming the column and what was expected there.
    public init(parsing source: String) throws(AnimationExpressionError) {
        self = try Animation.from(try ExpressionParser.parseExpression(source))
    }

    /// A factory: its static property form (if any) and its function overloads.
    struct Factory: Sendable {
        var property: Animation?
        var overloads: [ExpressionOverload<Animation>]
    }

    static let factories: [(name: String, factory: Factory)] = {
        func timing(_ make: @escaping @Sendable (Double) -> Animation) -> Factory {
            Factory(property: make(0.35), overloads: [
                ExpressionOverload([.number("duration", .nonNegative)]) { make($0[0].number) },
            ])
        }
        let blend = ExpressionParameter.number("blendDuration", .nonNegative, default: 0)
        func preset(_ baseBounce: Double) -> Factory {
            let make: @Sendable (Double, Double) -> Animation = {
                .spring(duration: $0, bounce: baseBounce + $1)
            }
            return Factory(property: make(0.5, 0), overloads: [
                ExpressionOverload([
                    .number("duration", .nonNegative, default: 0.5), .number("extraBounce", .any, default: 0),
                ]) { make($0[0].number, $0[1].number) },
            ])
        }
        return [
            ("default", Factory(property: .default, overloads: [])),
            ("linear", timing { .linear(duration: $0) }),
            ("easeIn", timing { .easeIn(duration: $0) }),
            ("easeOut", timing { .easeOut(duration: $0) }),
            ("easeInOut", timing { .easeInOut(duration: $0) }),
            ("timingCurve", Factory(property: nil, overloads: [
                ExpressionOverload([
                    .number(nil), .number(nil), .number(nil), .number(nil),
                    .number("duration", .nonNegative, default: 0.35),
                ]) { .timingCurve($0[0].number, $0[1].number, $0[2].number, $0[3].number, duration: $0[4].number) },
                ExpressionOverload([
                    ExpressionParameter(label: nil, kind: .unitCurve, defaultValue: nil),
                    .number("duration", .nonNegative),
                ]) { .timingCurve($0[0].unitCurve, duration: $0[1].number) },
            ])),
            ("spring", Factory(property: .spring, overloads: [
                ExpressionOverload([
                    .number("duration", .nonNegative, default: 0.5), .number("bounce", .bounce, default: 0), blend,
                ]) { .spring(duration: $0[0].number, bounce: $0[1].number, blendDuration: $0[2].number) },
                ExpressionOverload([
                    .number("response", .nonNegative, default: 0.5),
                    .number("dampingFraction", .nonNegative, default: 0.825), blend,
                ]) { .spring(response: $0[0].number, dampingFraction: $0[1].number, blendDuration: $0[2].number) },
                ExpressionOverload([ExpressionParameter(label: nil, kind: .spring, defaultValue: nil), blend]) {
                    .spring($0[0].spring, blendDuration: $0[1].number)
                },
            ])),
            ("interactiveSpring", Factory(property: .interactiveSpring, overloads: [
                ExpressionOverload([
                    .number("duration", .nonNegative, default: 0.15), .number("extraBounce", .any, default: 0),
                    .number("blendDuration", .nonNegative, default: 0.25),
                ]) { .interactiveSpring(duration: $0[0].number, extraBounce: $0[1].number, blendDuration: $0[2].number) },
                ExpressionOverload([
                    .number("response", .nonNegative, default: 0.15),
                    .number("dampingFraction", .nonNegative, default: 0.86),
                    .number("blendDuration", .nonNegative, default: 0.25),
                ]) { .interactiveSpring(response: $0[0].number, dampingFraction: $0[1].number, blendDuration: $0[2].number) },
            ])),
            ("interpolatingSpring", Factory(property: .interpolatingSpring, overloads: [
                ExpressionOverload([
                    .number("duration", .positive, default: 0.5), .number("bounce", .bounce, default: 0),
                    .number("initialVelocity", .any, default: 0),
                ]) { .interpolatingSpring(duration: $0[0].number, bounce: $0[1].number, initialVelocity: $0[2].number) },
                ExpressionOverload([
                    .number("mass", .positive, default: 1), .number("stiffness", .nonNegative),
                    .number("damping", .nonNegative), .number("initialVelocity", .any, default: 0),
                ]) {
                    .interpolatingSpring(
                        mass: $0[0].number, stiffness: $0[1].number, damping: $0[2].number, initialVelocity: $0[3].number)
                },
                ExpressionOverload([
                    ExpressionParameter(label: nil, kind: .spring, defaultValue: nil),
                    .number("initialVelocity", .any, default: 0),
                ]) { .interpolatingSpring($0[0].spring, initialVelocity: $0[1].number) },
            ])),
            ("smooth", preset(0)),
            ("snappy", preset(0.15)),
            ("bouncy", preset(0.3)),
        ]
    }()

    static let modifiers: [(name: String, overload: ExpressionOverload<@Sendable (Animation) -> Animation>)] = [
        ("delay", ExpressionOverload([.number(nil)]) { values in { $0.delay(values[0].number) } }),
        ("speed", ExpressionOverload([.number(nil, .nonNegative)]) { values in { $0.speed(values[0].number) } }),
        ("repeatCount", ExpressionOverload([.integer(nil, minimum: 1), .boolean("autoreverses", default: true)]) { values in
            { $0.repeatCount(values[0].integer, autoreverses: values[1].boolean) }
        }),
        ("repeatForever", ExpressionOverload([.boolean("autoreverses", default: true)]) { values in
            { $0.repeatForever(autoreverses: values[0].boolean) }
        }),
        ("logicallyComplete", ExpressionOverload([.number("after", .nonNegative)]) { values in
            { $0.logicallyComplete(after: values[0].number) }
        }),
    ]

    static func from(_ syntax: ExpressionSyntax) throws(AnimationExpressionError) -> Animation {
        let factoryNames = factories.map { ".\($0.name)" }.joined(separator: ", ")
        let modifierNames = modifiers.map { ".\($0.name)" }.joined(separator: ", ")
        switch syntax {
        case .member(let base, let name, let column) where ExpressionBinder.isStaticBase(base, typeName: "Animation"):
            guard let factory = factories.first(where: { $0.name == name })?.factory else {
                throw AnimationExpressionError(column: column, expected: "an animation (\(factoryNames))", found: "`\(name)`")
            }
            guard let property = factory.property else {
                throw AnimationExpressionError(
                    column: column + name.count, expected: "`(` with the arguments of `.\(name)`", found: "no arguments")
            }
            return property
        case .call(.member(let base, let name, let column), let arguments, let open, let close)
        where ExpressionBinder.isStaticBase(base, typeName: "Animation"):
            guard let factory = factories.first(where: { $0.name == name })?.factory else {
                throw AnimationExpressionError(column: column, expected: "an animation (\(factoryNames))", found: "`\(name)`")
            }
            if factory.overloads.isEmpty {
                throw AnimationExpressionError(column: open, expected: "no arguments after `.\(name)`", found: "`(`")
            }
            return try ExpressionBinder.resolve(factory.overloads, arguments: arguments, close: close)
        case .member(let base?, let name, let column):
            // A modifier needs its parentheses; check the base first so errors come in order.
            _ = try from(base)
            guard modifiers.contains(where: { $0.name == name }) else {
                throw AnimationExpressionError(column: column, expected: "a modifier (\(modifierNames))", found: "`\(name)`")
            }
            throw AnimationExpressionError(column: column + name.count, expected: "`(` after `.\(name)`", found: "no arguments")
        case .call(.member(let base?, let name, let column), let arguments, _, let close):
            let animation = try from(base)
            guard let modifier = modifiers.first(where: { $0.name == name })?.overload else {
                throw AnimationExpressionError(column: column, expected: "a modifier (\(modifierNames))", found: "`\(name)`")
            }
            let apply = try ExpressionBinder.resolve([modifier], arguments: arguments, close: close)
            return apply(animation)
        case .name(let name, let column) where factories.contains(where: { $0.name == name }),
             .call(.name(let name, let column), _, _, _) where factories.contains(where: { $0.name == name }):
            throw AnimationExpressionError(
                column: column, expected: "`.\(name)` (animations start with a dot)", found: "`\(name)`")
        default:
            throw AnimationExpressionError(
                column: syntax.column, expected: "an animation such as `.easeInOut(duration: 0.35)` (\(factoryNames))",
                found: syntax.quoted)
        }
    }
}
