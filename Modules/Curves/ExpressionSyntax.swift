/// The syntax tree of an animation expression: Swift member accesses, calls with (optionally
/// labelled) arguments, names and numeric literals.
indirect enum ExpressionSyntax: Sendable {
    /// A numeric literal, sign included. `integer` is its exact value for integer literals that
    /// fit `Int`. `column` is where the sign or first digit is.
    case number(Double, integer: Int?, text: String, column: Int)
    /// A bare name: `Spring`, `UnitPoint`, `Animation`, `true`, `false`, `bouncy`.
    case name(String, column: Int)
    /// `.name` (base `nil`) or `base.name`; `column` is the column of the name.
    case member(base: ExpressionSyntax?, name: String, column: Int)
    /// `callee(arguments)`; `open` and `close` are the columns of the parentheses.
    case call(callee: ExpressionSyntax, arguments: [ExpressionArgument], open: Int, close: Int)

    /// The column where the expression starts.
    var column: Int {
        switch self {
        case .number(_, _, _, let column), .name(_, let column): return column
        case .member(let base, _, let column): return base?.column ?? column - 1
        case .call(let callee, _, _, _): return callee.column
        }
    }

    /// How an error message names this expression.
    var quoted: String {
        switch self {
        case .number(_, _, let text, _): return "`\(text)`"
        case .name(let name, _): return "`\(name)`"
        case .member(let base, let name, _):
            if let base { return "`\(base.plainText).\(name)`" }
            return "`.\(name)`"
        case .call: return "`\(plainText)`"
        }
    }

    /// A compact rendering of the expression (for messages).
    var plainText: String {
        switch self {
        case .number(_, _, let text, _): return text
        case .name(let name, _): return name
        case .member(let base, let name, _): return (base?.plainText ?? "") + "." + name
        case .call(let callee, let arguments, _, _):
            let inner = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.plainText }
            return callee.plainText + "(" + inner.joined(separator: ", ") + ")"
        }
    }
}

/// One argument of a call: an optional label and a value.
struct ExpressionArgument: Sendable {
    var label: String?
    /// The column of the label, or of the value when there is no label.
    var column: Int
    var value: ExpressionSyntax

    /// How an error message names this argument.
    var quoted: String {
        if let label { return "`\(label):`" }
        return value.quoted
    }
}

/// A recursive-descent reader for expressions:
///
///     expression := primary ( "." name | "(" arguments ")" )*
///     primary    := ["-" | "+"] number | name | "." name
///     arguments  := [ argument ( "," argument )* ]
///     argument   := [ name ":" ] expression
///
/// Time is linear in the input (one pass over the tokens, no backtracking) and the syntax tree
/// it builds is at most ``maximumDepth`` levels deep: each modifier (`.delay(1)`) and each call
/// nested in an argument (`Spring(` inside `.spring(`) is a level, and everything that walks
/// the tree afterwards (evaluation, messages, even its deallocation) recurses once per level,
/// so an unbounded depth would overflow the stack (issue #43: `Spring(` × 3,000 or
/// `.delay(1)` × N crashed `preview curve` and `preview mcp`). The recursion of the reader
/// itself is bounded by the same limit, checked before each descent.
struct ExpressionParser {
    /// The deepest syntax tree accepted, in levels (a member access or a call is one level).
    /// Real animations use fewer than ten: `.spring(Spring(duration: 0.5)).delay(0.2).speed(2)`
    /// has five.
    static let maximumDepth = 64

    private var tokens: [ExpressionToken]
    private var position = 0
    /// The depth of the tree last returned by ``expression()``.
    private var lastDepth = 0
    /// How many expressions enclose the one being read (calls whose arguments are being read).
    private var enclosingDepth = 0

    init(_ source: String) throws(AnimationExpressionError) {
        tokens = try ExpressionLexer.tokens(source)
    }

    private var current: ExpressionToken { tokens[position] }

    private func peek(_ offset: Int) -> ExpressionToken {
        tokens[Swift.min(position + offset, tokens.count - 1)]
    }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    /// Whether only the end of input is left.
    var isAtEnd: Bool { current.kind == .end }

    /// Whether the input starts like an argument list (`name:`) rather than an expression.
    var startsWithLabel: Bool {
        if case .identifier = current.kind, peek(1).kind == .colon { return true }
        return false
    }

    /// Reads a whole input as one expression.
    static func parseExpression(_ source: String) throws(AnimationExpressionError) -> ExpressionSyntax {
        var parser = try ExpressionParser(source)
        let expression = try parser.expression()
        try parser.expectEnd()
        return expression
    }

    mutating func expectEnd() throws(AnimationExpressionError) {
        guard isAtEnd else {
            throw AnimationExpressionError(
                column: current.column, expected: "`.` followed by a modifier, or the end of the expression",
                found: current.quoted)
        }
    }

    mutating func expression() throws(AnimationExpressionError) -> ExpressionSyntax {
        var result = try primary()
        var depth = 1
        while true {
            switch current.kind {
            case .dot:
                try checkDepth(depth + 1)
                advance()
                let name = try memberName()
                result = .member(base: result, name: name.name, column: name.column)
                depth += 1
            case .openParenthesis:
                try checkDepth(depth + 1)
                let open = current.column
                advance()
                enclosingDepth += 1
                defer { enclosingDepth -= 1 }
                let (arguments, argumentDepth) = try argumentsWithDepth(until: .closeParenthesis)
                let close = current.column
                advance()
                result = .call(callee: result, arguments: arguments, open: open, close: close)
                depth = Swift.max(depth, argumentDepth) + 1
            default:
                lastDepth = depth
                return result
            }
        }
    }

    /// Throws when a tree `depth` levels deep, inside the calls being read, would pass
    /// ``maximumDepth``: at the token that would deepen it.
    private func checkDepth(_ depth: Int) throws(AnimationExpressionError) {
        guard depth + enclosingDepth > Self.maximumDepth else { return }
        throw AnimationExpressionError(
            column: current.column,
            expected: "an expression at most \(Self.maximumDepth) levels deep (each modifier and each nested call is a level)",
            found: current.quoted)
    }

    private mutating func memberName() throws(AnimationExpressionError) -> (name: String, column: Int) {
        let token = current
        if case .identifier(let name) = token.kind {
            advance()
            return (name, token.column)
        }
        if case .number = token.kind {
            throw AnimationExpressionError(
                column: token.column, expected: "a name after `.` (write 0.5, not .5)", found: token.quoted)
        }
        throw AnimationExpressionError(column: token.column, expected: "a name after `.`", found: token.quoted)
    }

    private mutating func primary() throws(AnimationExpressionError) -> ExpressionSyntax {
        let token = current
        switch token.kind {
        case .dot:
            advance()
            let name = try memberName()
            return .member(base: nil, name: name.name, column: name.column)
        case .identifier(let name):
            advance()
            return .name(name, column: token.column)
        case .number(let value, let integer):
            advance()
            return .number(value, integer: integer, text: token.text, column: token.column)
        case .minus, .plus:
            advance()
            let number = current
            guard case .number(let value, let integer) = number.kind else {
                throw AnimationExpressionError(
                    column: number.column, expected: "a number after `\(token.text)`", found: number.quoted)
            }
            advance()
            let negative = token.kind == .minus
            let signedInteger = negative ? integer.flatMap { $0 == Int.min ? nil : -$0 } : integer
            return .number(
                negative ? -value : value, integer: signedInteger, text: token.text + number.text, column: token.column)
        default:
            throw AnimationExpressionError(
                column: token.column, expected: "an expression such as `.easeInOut(duration: 0.35)` or a number",
                found: token.quoted)
        }
    }

    /// Reads `argument, argument, …` up to (not including) `terminator`.
    mutating func argumentList(until terminator: ExpressionToken.Kind) throws(AnimationExpressionError) -> [ExpressionArgument] {
        try argumentsWithDepth(until: terminator).arguments
    }

    /// ``argumentList(until:)`` and the depth of its deepest argument.
    private mutating func argumentsWithDepth(
        until terminator: ExpressionToken.Kind
    ) throws(AnimationExpressionError) -> (arguments: [ExpressionArgument], depth: Int) {
        var arguments: [ExpressionArgument] = []
        var depth = 0
        if current.kind == terminator { return (arguments, depth) }
        while true {
            let start = current
            var label: String? = nil
            if case .identifier(let name) = start.kind, peek(1).kind == .colon {
                label = name
                advance()
                advance()
                if current.kind == .comma || current.kind == terminator {
                    throw AnimationExpressionError(
                        column: current.column, expected: "a value after `\(name):`", found: current.quoted)
                }
            }
            let value = try expression()
            depth = Swift.max(depth, lastDepth)
            arguments.append(ExpressionArgument(label: label, column: start.column, value: value))
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == terminator { return (arguments, depth) }
            let closing = terminator == .end ? "the end of the arguments" : "`)`"
            throw AnimationExpressionError(column: current.column, expected: "`,` or \(closing)", found: current.quoted)
        }
    }

    /// Column of the current token (used for the closing position of a bare argument list).
    var currentColumn: Int { current.column }
}
