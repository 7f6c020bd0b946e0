/// A request path that is safe to look up under the web root: a list of plain file-name
/// segments, none of which can climb out of the root.
///
/// `WebPath` is the pure, file-system-free half of static serving (``WebRoot`` is the other
/// half, which also refuses symbolic links that lead outside the root). It decodes the raw
/// request path exactly once and rejects every form of traversal we know of instead of trying to
/// normalise it:
///
/// | input | result |
/// |---|---|
/// | `/`, `/dir/` | the folder's `index.html` |
/// | `/a/b.js` | segments `["a", "b.js"]` |
/// | not starting with `/` (absolute-form `http://…`, `*`, empty) | ``StaticFileError/badPath(_:)`` |
/// | malformed percent escape (`%2`, `%zz`), invalid UTF-8 after decoding | ``StaticFileError/badPath(_:)`` |
/// | `.` or `..` segments, raw or encoded (`%2e%2e`, `.%2E`) | ``StaticFileError/badPath(_:)`` |
/// | a `%` left after decoding (double encoding such as `%252e`) | ``StaticFileError/badPath(_:)`` |
/// | backslash, raw or encoded (`%5c`) | ``StaticFileError/badPath(_:)`` |
/// | NUL or any other control character, raw or encoded (`%00`) | ``StaticFileError/badPath(_:)`` |
/// | empty segments (`//etc/passwd`, `/a//b`) | ``StaticFileError/badPath(_:)`` |
/// | a segment whose first byte is `.` (hidden files such as `.git`, and `.` + U+0301), or whose first scalar becomes `.` under NFKC (`．env`) | ``StaticFileError/notFound`` |
/// | longer than ``maximumLength`` bytes or ``maximumDepth`` segments | ``StaticFileError/badPath(_:)`` |
///
/// A query string (`?…`) must already be removed by the caller.
public struct WebPath: Equatable, Sendable, CustomStringConvertible {
    /// The file-name segments below the web root, in order; never empty, never `.`/`..`, never
    /// containing `/`, `\`, `%` or a control character.
    public let segments: [String]

    /// The longest raw path accepted, in bytes (longer paths are answered 400).
    public static let maximumLength = 1024
    /// The deepest path accepted, in segments.
    public static let maximumDepth = 16
    /// The file served for a path that names a folder (`/` or ending in `/`).
    public static let indexFileName = "index.html"

    /// Parses a raw (still percent-encoded) request path.
    ///
    /// - Parameter rawPath: The path part of the request target, without the query string,
    ///   e.g. `/web/app.js` or `/%2e%2e/etc/passwd`.
    /// - Throws: ``StaticFileError/badPath(_:)`` for every malformed or traversal form (answered
    ///   400), ``StaticFileError/notFound`` for hidden segments (answered 404).
    public init(rawPath: String) throws(StaticFileError) {
        let raw = Array(rawPath.utf8)
        guard raw.count <= Self.maximumLength else { throw .badPath("the path is longer than \(Self.maximumLength) bytes") }
        guard raw.first == UInt8(ascii: "/") else { throw .badPath("the path must start with '/'") }
        let decoded = try Self.percentDecoded(raw)
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw .badPath("the path is not valid UTF-8 after decoding")
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": throw .badPath("the path contains a backslash")
            case "%": throw .badPath("the path is encoded more than once")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                throw .badPath("the path contains a control character")
            default: continue
            }
        }
        // Split on the byte `/`, not on characters: `/` followed by a combining mark is one
        // grapheme cluster, which a `Character` split would not cut (issue #43).
        var parts = decoded.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
            .map { String(decoding: $0, as: UTF8.self) }
        if parts.last == "" {
            parts[parts.count - 1] = Self.indexFileName
        }
        guard parts.count <= Self.maximumDepth else { throw .badPath("the path is deeper than \(Self.maximumDepth) segments") }
        for part in parts {
            if part.isEmpty { throw .badPath("the path contains an empty segment") }
            if part.utf8.elementsEqual(".".utf8) || part.utf8.elementsEqual("..".utf8) {
                throw .badPath("the path contains a '\(part)' segment")
            }
        }
        // Hidden files and folders (.git, .env, …) are never served.
        if parts.contains(where: Self.isHidden) { throw .notFound }
        self.segments = parts
    }

    /// Whether a decoded segment names a hidden file or folder: its first byte is `.`, or its
    /// first scalar is one that Unicode compatibility normalisation (NFKC) turns into `.`.
    ///
    /// Bytes, not characters: Swift compares `String`s by grapheme cluster, so `"."` followed by
    /// a combining accent (U+0301) is one character that is not `"."` and `hasPrefix(".")` is
    /// false, while the file system sees a name starting with a dot (issue #43). No canonical
    /// normalisation (NFC/NFD) moves a leading `.` or produces one, so the first byte decides for
    /// those; the compatibility forms that begin with a dot (`․ ‥ … ︙ ︰ ﹒ ．`, U+2024–2026,
    /// U+FE19, U+FE30, U+FE52, U+FF0E) are hidden as well, for tools that normalise names.
    ///
    /// - Parameter segment: One path segment after percent-decoding.
    static func isHidden(_ segment: String) -> Bool {
        if segment.utf8.first == UInt8(ascii: ".") { return true }
        guard let first = segment.unicodeScalars.first else { return false }
        return compatibilityDots.contains(first.value)
    }

    /// The scalars whose NFKC form starts with `.` (Unicode 14).
    private static let compatibilityDots: Set<UInt32> = [0x2024, 0x2025, 0x2026, 0xFE19, 0xFE30, 0xFE52, 0xFF0E]

    /// The path below the web root, segments joined with `/` (no leading slash).
    public var description: String { segments.joined(separator: "/") }

    /// The extension of the last segment, lower-cased, without the dot (`"js"`), or `""`.
    public var fileExtension: String {
        guard let last = segments.last, let dot = last.unicodeScalars.lastIndex(of: ".") else { return "" }
        return String(last.unicodeScalars[last.unicodeScalars.index(after: dot)...]).lowercased()
    }

    /// Decodes `%XX` escapes once; `+` stays `+` (paths are not form data).
    private static func percentDecoded(_ bytes: [UInt8]) throws(StaticFileError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    throw .badPath("the path contains a malformed percent escape")
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
