/// A token of the small Swift subset that animation expressions use.
struct ExpressionToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        /// A numeric literal; `integer` is its exact value when written without a fraction or
        /// exponent and within `Int`'s range.
        case number(Double, integer: Int?)
        case dot, openParenthesis, closeParenthesis, comma, colon, minus, plus
        case end
    }

    var kind: Kind
    /// 1-based column of the token's first character.
    var column: Int
    /// The token as written.
    var text: String

    /// How an error message names this token.
    var quoted: String {
        if case .end = kind { return "end of input" }
        return "`\(text)`"
    }
}

/// Splits an expression into tokens. Whitespace separates tokens and is otherwise ignored.
enum ExpressionLexer {
    static func tokens(_ source: String) throws(AnimationExpressionError) -> [ExpressionToken] {
        let characters = Array(source)
        var tokens: [ExpressionToken] = []
        var index = 0
        func isIdentifierStart(_ c: Character) -> Bool { c == "_" || (c.isLetter && c.isASCII) }
        func isIdentifierBody(_ c: Character) -> Bool { isIdentifierStart(c) || (c.isASCII && c.isNumber) }
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

        while index < characters.count {
            let c = characters[index]
            let column = index + 1
            if c.isWhitespace {
                index += 1
                continue
            }
            let single: ExpressionToken.Kind?
            switch c {
            case ".": single = .dot
            case "(": single = .openParenthesis
            case ")": single = .closeParenthesis
            case ",": single = .comma
            case ":": single = .colon
            case "-": single = .minus
            case "+": single = .plus
            default: single = nil
            }
            if let single {
                tokens.append(ExpressionToken(kind: single, column: column, text: String(c)))
                index += 1
                continue
            }
            if isIdentifierStart(c) {
                var end = index
                while end < characters.count && isIdentifierBody(characters[end]) { end += 1 }
                let name = String(characters[index..<end])
                tokens.append(ExpressionToken(kind: .identifier(name), column: column, text: name))
                index = end
                continue
            }
            if isDigit(c) {
                var end = index
                var isInteger = true
                func digits() {
                    while end < characters.count && (isDigit(characters[end]) || characters[end] == "_") { end += 1 }
                }
                digits()
                if end + 1 < characters.count && characters[end] == "." && isDigit(characters[end + 1]) {
                    isInteger = false
                    end += 1
                    digits()
                }
                if end < characters.count && (characters[end] == "e" || characters[end] == "E") {
                    var exponentEnd = end + 1
                    if exponentEnd < characters.count && (characters[exponentEnd] == "-" || characters[exponentEnd] == "+") {
                        exponentEnd += 1
                    }
                    if exponentEnd < characters.count && isDigit(characters[exponentEnd]) {
                        isInteger = false
                        end = exponentEnd
                        digits()
                    }
                }
                let text = String(characters[index..<end])
                let cleaned = text.filter { $0 != "_" }
                guard let value = Double(cleaned), value.isFinite else {
                    throw AnimationExpressionError(
                        column: column, expected: "a number of at most ±1.8e308", found: "`\(text)`")
                }
                let integer = isInteger ? Int(cleaned) : nil
                tokens.append(ExpressionToken(kind: .number(value, integer: integer), column: column, text: text))
                index = end
                continue
            }
            throw AnimationExpressionError(
                column: column, expected: "a name, a number or one of `. ( ) , : -`", found: "`\(c)`")
        }
        tokens.append(ExpressionToken(kind: .end, column: characters.count + 1, text: ""))
        return tokens
    }
}
