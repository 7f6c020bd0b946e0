import Geometry

/// A typed argument value.
enum ExpressionValue: Sendable {
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case unitCurve(UnitCurve)
    case unitPoint(UnitPoint)
    case spring(Spring)

    var number: Double { if case .number(let v) = self { return v }; return 0 }
    var integer: Int { if case .integer(let v) = self { return v }; return 0 }
    var boolean: Bool { if case .boolean(let v) = self { return v }; return false }
    var unitCurve: UnitCurve { if case .unitCurve(let v) = self { return v }; return .linear }
    var unitPoint: UnitPoint { if case .unitPoint(let v) = self { return v }; return .zero }
    var spring: Spring { if case .spring(let v) = self { return v }; return Spring() }
}

/// One parameter of a Swift signature: its label (`nil` for `_`), its type, an allowed range
/// for numbers, and its default value if it has one.
struct ExpressionParameter: Sendable {
    enum Kind: Sendable {
        case number(ExpressionRange)
        case integer(minimum: Int)
        case boolean
        case unitCurve
        case unitPoint
        case spring
    }

    var label: String?
    var kind: Kind
    var defaultValue: ExpressionValue?

    static func number(_ label: String?, _ range: ExpressionRange = .any, default value: Double? = nil) -> ExpressionParameter {
        ExpressionParameter(label: label, kind: .number(range), defaultValue: value.map { .number($0) })
    }

    static func integer(_ label: String?, minimum: Int) -> ExpressionParameter {
        ExpressionParameter(label: label, kind: .integer(minimum: minimum), defaultValue: nil)
    }

    static func boolean(_ label: String?, default value: Bool) -> ExpressionParameter {
        ExpressionParameter(label: label, kind: .boolean, defaultValue: .boolean(value))
    }

    /// How an error message names the parameter: "`duration:`" or, unlabelled, its type.
    var expectedText: String {
        if let label { return "`\(label):`" }
        switch kind {
        case .number: return "a number"
        case .integer: return "an integer"
        case .boolean: return "`true` or `false`"
        case .unitCurve: return "a unit curve such as `.easeIn`"
        case .unitPoint: return "a unit point such as `UnitPoint(x: 0.5, y: 0)`"
        case .spring: return "a spring such as `Spring(duration: 0.5, bounce: 0.3)`"
        }
    }
}

/// The values a numeric parameter accepts (the parser rejects the rest with an error naming
/// the column; the API itself clamps such values instead).
enum ExpressionRange: Sendable {
    case any
    case nonNegative
    case positive
    /// −1 < x ≤ 1 (bounce: 1 is undamped, larger values would only be clamped to it).
    case bounce
    /// 0 < x < 1 (epsilon).
    case openUnitInterval

    func contains(_ value: Double) -> Bool {
        switch self {
        case .any: return true
        case .nonNegative: return value >= 0
        case .positive: return value > 0
        case .bounce: return value > -1 && value <= 1
        case .openUnitInterval: return value > 0 && value < 1
        }
    }

    var expectedText: String {
        switch self {
        case .any: return "a number"
        case .nonNegative: return "a number ≥ 0"
        case .positive: return "a number > 0"
        case .bounce: return "a number > -1 and ≤ 1"
        case .openUnitInterval: return "a number between 0 and 1 (exclusive)"
        }
    }
}

/// One overload of a factory or initialiser: its parameters and what it builds.
struct ExpressionOverload<Result>: Sendable {
    var parameters: [ExpressionParameter]
    var build: @Sendable ([ExpressionValue]) -> Result

    init(_ parameters: [ExpressionParameter], build: @escaping @Sendable ([ExpressionValue]) -> Result) {
        self.parameters = parameters
        self.build = build
    }
}

/// Converts syntax to typed values and matches calls against overloads the way Swift does:
/// arguments in parameter order, labels exact, defaulted parameters optional.
enum ExpressionBinder {
    /// Matches `arguments` against each overload in order and builds the first that fits. When
    /// none fits, throws the error of the overload that got furthest (ties: the earlier one).
    ///
    /// - Parameters:
    ///   - close: The column of the closing parenthesis (or the end of a bare argument list).
    ///   - closeText: How messages name what is at `close` (`)` or "end of input").
    static func resolve<Result>(
        _ overloads: [ExpressionOverload<Result>], arguments: [ExpressionArgument], close: Int,
        closeText: String = "`)`"
    ) throws(AnimationExpressionError) -> Result {
        var best: (progress: Int, error: AnimationExpressionError)? = nil
        for overload in overloads {
            switch bind(overload.parameters, arguments: arguments, close: close, closeText: closeText) {
            case .success(let values):
                return overload.build(values)
            case .failure(let failure):
                if best == nil || failure.progress > best!.progress {
                    best = (failure.progress, failure.error)
                }
            }
        }
        throw best?.error ?? AnimationExpressionError(column: close, expected: "no arguments", found: "arguments")
    }

    struct Failure: Error {
        /// How far matching got: four per argument accepted, plus 2 when the failing argument's
        /// label matched but its value did not convert, plus 1 more when the value at least had
        /// the right shape (a number for a number, a member or call for a curve or spring).
        var progress: Int
        var error: AnimationExpressionError
    }

    static func bind(
        _ parameters: [ExpressionParameter], arguments: [ExpressionArgument], close: Int, closeText: String
    ) -> Swift.Result<[ExpressionValue], Failure> {
        var values: [ExpressionValue] = []
        var next = 0
        // The first parameter after the last one an argument matched: where an argument could
        // have gone.
        var open = 0
        for (index, parameter) in parameters.enumerated() {
            if next < arguments.count, arguments[next].label == parameter.label {
                do {
                    values.append(try convert(arguments[next].value, to: parameter.kind))
                } catch {
                    let shape = hasShape(arguments[next].value, of: parameter.kind) ? 1 : 0
                    return .failure(Failure(progress: 4 * next + 2 + shape, error: error))
                }
                next += 1
                open = index + 1
            } else if let defaultValue = parameter.defaultValue {
                values.append(defaultValue)
            } else {
                return .failure(Failure(
                    progress: 4 * next,
                    error: unexpected(
                        arguments, at: next, close: close, closeText: closeText,
                        acceptable: Array(parameters[open...index]))))
            }
        }
        if next < arguments.count {
            return .failure(Failure(
                progress: 4 * next,
                error: unexpected(
                    arguments, at: next, close: close, closeText: closeText, acceptable: Array(parameters[open...]))))
        }
        return .success(values)
    }

    /// Whether `syntax` has the form a value of `kind` is written in.
    static func hasShape(_ syntax: ExpressionSyntax, of kind: ExpressionParameter.Kind) -> Bool {
        switch (kind, syntax) {
        case (.number, .number), (.integer, .number), (.boolean, .name): return true
        case (.unitCurve, .member), (.unitCurve, .call), (.unitPoint, .member), (.unitPoint, .call),
             (.spring, .member), (.spring, .call): return true
        default: return false
        }
    }

    /// The error for argument `index` (or the closing parenthesis) not fitting, listing the
    /// parameters an argument could have matched there (`acceptable`; ends with a required one,
    /// or with `)` when all are optional).
    static func unexpected(
        _ arguments: [ExpressionArgument], at index: Int, close: Int, closeText: String,
        acceptable: [ExpressionParameter]
    ) -> AnimationExpressionError {
        var expected = acceptable.map(\.expectedText)
        if acceptable.allSatisfy({ $0.defaultValue != nil }) { expected.append(closeText) }
        let expectedText: String
        switch expected.count {
        case 1: expectedText = expected[0]
        default: expectedText = expected.dropLast().joined(separator: ", ") + " or " + expected.last!
        }
        if index < arguments.count {
            return AnimationExpressionError(column: arguments[index].column, expected: expectedText, found: arguments[index].quoted)
        }
        return AnimationExpressionError(column: close, expected: expectedText, found: closeText)
    }

    // MARK: Conversions

    static func convert(_ syntax: ExpressionSyntax, to kind: ExpressionParameter.Kind) throws(AnimationExpressionError) -> ExpressionValue {
        switch kind {
        case .number(let range):
            guard case .number(let value, _, let text, let column) = syntax else {
                throw AnimationExpressionError(column: syntax.column, expected: range.expectedText, found: syntax.quoted)
            }
            guard range.contains(value) else {
                throw AnimationExpressionError(column: column, expected: range.expectedText, found: "`\(text)`")
            }
            return .number(value)
        case .integer(let minimum):
            guard case .number(_, let integer, let text, let column) = syntax else {
                throw AnimationExpressionError(column: syntax.column, expected: "an integer", found: syntax.quoted)
            }
            guard let integer else {
                throw AnimationExpressionError(column: column, expected: "an integer", found: "`\(text)`")
            }
            guard integer >= minimum else {
                throw AnimationExpressionError(column: column, expected: "an integer ≥ \(minimum)", found: "`\(text)`")
            }
            return .integer(integer)
        case .boolean:
            if case .name(let name, _) = syntax, name == "true" || name == "false" {
                return .boolean(name == "true")
            }
            throw AnimationExpressionError(column: syntax.column, expected: "`true` or `false`", found: syntax.quoted)
        case .unitCurve:
            return .unitCurve(try UnitCurve.from(syntax))
        case .unitPoint:
            return .unitPoint(try unitPoint(syntax))
        case .spring:
            return .spring(try Spring.from(syntax))
        }
    }

    /// Whether `syntax` is `nil`-based or based on the type name `typeName` (`.x` or `Type.x`).
    static func isStaticBase(_ base: ExpressionSyntax?, typeName: String) -> Bool {
        guard let base else { return true }
        if case .name(let name, _) = base, name == typeName { return true }
        return false
    }

    static let namedUnitPoints: [(String, UnitPoint)] = [
        ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing),
        ("top", .top), ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    /// `UnitPoint(x: 0.5, y: 0)`, `.center`, `UnitPoint.topLeading`.
    static func unitPoint(_ syntax: ExpressionSyntax) throws(AnimationExpressionError) -> UnitPoint {
        let expected = "a unit point such as `UnitPoint(x: 0.5, y: 0)` or `.center`"
        switch syntax {
        case .member(let base, let name, let column) where isStaticBase(base, typeName: "UnitPoint"):
            if let point = namedUnitPoints.first(where: { $0.0 == name })?.1 { return point }
            throw AnimationExpressionError(
                column: column,
                expected: "a unit point name (" + namedUnitPoints.map { ".\($0.0)" }.joined(separator: ", ") + ")",
                found: "`\(name)`")
        case .call(.name("UnitPoint", _), let arguments, _, let close):
            let overload = ExpressionOverload<UnitPoint>([.number("x"), .number("y")]) { values in
                UnitPoint(x: values[0].number, y: values[1].number)
            }
            return try resolve([overload], arguments: arguments, close: close)
        default:
            throw AnimationExpressionError(column: syntax.column, expected: expected, found: syntax.quoted)
        }
    }
}
