/// Why a string is not a hex colour.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string that failed to parse.
    public var input: String

    /// Creates the error for `input`.
    public init(input: String) { self.input = input }

    /// A message that says what was wrong and what is accepted.
    public var description: String {
        "\"\(input)\" is not a hex colour: write #RRGGBB or #RRGGBBAA with hexadecimal digits 0-9, A-F"
    }
}

extension Color {
    /// Creates an opaque colour from a 24-bit `0xRRGGBB` value, e.g. `Color(hex: 0xFA8128)`.
    ///
    /// - Parameters:
    ///   - hex: The colour as `0xRRGGBB`; bits above the low 24 are ignored.
    ///   - opacity: Alpha, 0…1; defaults to 1.
    @inlinable
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }

    /// Parses `#RRGGBB` (opaque) or `#RRGGBBAA`; digits are case-insensitive.
    ///
    /// Components become `value / 255`, so `Color(hex: "#FF8000").rgba8` is `(255, 128, 0, 255)`.
    ///
    /// - Parameter string: The colour text, including the leading `#`.
    /// - Throws: `ColorParseError` for anything else (missing `#`, wrong length, non-hex digit,
    ///   surrounding spaces).
    public init(hex string: String) throws(ColorParseError) {
        let utf8 = Array(string.utf8)
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else {
            throw ColorParseError(input: string)
        }
        var bytes: [UInt8] = []
        var index = 1
        while index < utf8.count {
            guard let high = Color.hexDigit(utf8[index]), let low = Color.hexDigit(utf8[index + 1]) else {
                throw ColorParseError(input: string)
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(red8: bytes[0], green8: bytes[1], blue8: bytes[2], opacity8: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The value of one ASCII hex digit, or nil.
    static func hexDigit(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The colour as `#RRGGBBAA` with upper-case digits, at the 8-bit precision of `rgba8`
    /// (components clamped to 0…1, NaN as 0). Used by the canonical JSON encoder.
    public var hexRGBA: String {
        let c = rgba8
        return "#" + Color.hexByte(c.red) + Color.hexByte(c.green) + Color.hexByte(c.blue)
            + Color.hexByte(c.opacity)
    }

    /// The colour as `#RRGGBB` (alpha dropped), upper-case, at 8-bit precision.
    public var hexRGB: String {
        let c = rgba8
        return "#" + Color.hexByte(c.red) + Color.hexByte(c.green) + Color.hexByte(c.blue)
    }

    /// Two upper-case hex digits.
    static func hexByte(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }
}

extension Color: ExpressibleByStringLiteral {
    /// Creates a colour from a hex literal, `let accent: Color = "#FA8128"`.
    ///
    /// A malformed literal is a programmer mistake and stops the program with the parse error;
    /// use `init(hex:)` for text that comes from outside.
    public init(stringLiteral value: String) {
        do {
            try self.init(hex: value)
        } catch {
            preconditionFailure(error.description)
        }
    }
}
