/// The name `preview init` gives a new package: its package name, its scenes module and, with
/// `Tests`, its test module. A valid ASCII Swift identifier that no target of the package graph
/// already uses.
struct PackageName: Hashable, CustomStringConvertible {
    /// The identifier.
    let description: String

    /// Names a new package's targets may not take besides Zoetrope's own targets
    /// (``ZoetropeCheckout/targetNames(inManifest:)``): SwiftPM wants target names unique across
    /// the package graph. The new package's executable is `Previews`; the rest are modules of
    /// the dependencies a new package builds.
    static let otherTakenNames: Set<String> = [
        "Previews",
        "ArgumentParser", "ArgumentParserToolInfo", "RealModule", "ComplexModule", "Numerics", "SnapshotTesting",
        "Hummingbird", "HummingbirdCore", "HummingbirdWebSocket", "HummingbirdWSCompression", "HTTPTypes",
        "NIO", "NIOCore", "NIOPosix", "NIOHTTP1", "NIOWebSocket", "Logging", "ServiceLifecycle",
        "Foundation", "Testing", "XCTest", "Swift",
    ]

    /// Swift's reserved words, which cannot name a module without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Checks `text`.
    ///
    /// - Parameter taken: Target names of the package graph besides ``otherTakenNames``
    ///   (Zoetrope's).
    /// - Throws: ``InitError/invalidName(_:suggestion:)`` unless it is an ASCII letter or `_`
    ///   followed by letters, digits and `_`, and no keyword; ``InitError/takenName(_:)`` if a
    ///   target of the graph already has it (compared ignoring case, as on case-insensitive
    ///   file systems).
    init(_ text: String, taken: [String]) throws(InitError) {
        let scalars = Array(text.unicodeScalars)
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
        guard let first = scalars.first, isLetter(first),
            scalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) }), !Self.keywords.contains(text)
        else { throw .invalidName(text, suggestion: Self.suggestion(for: text)) }
        if Self.otherTakenNames.union(taken).contains(where: { $0.lowercased() == text.lowercased() }) {
            throw .takenName(text)
        }
        description = text
    }

    /// An identifier made of `text`'s letters and digits in upper camel case (`my-scenes` →
    /// `MyScenes`), `MyScenes` if none remain; prefixed with `Scenes` if it would start with a
    /// digit.
    static func suggestion(for text: String) -> String {
        var result = ""
        var upper = true
        for scalar in text.unicodeScalars {
            let isAlphanumeric = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            if isAlphanumeric {
                result += upper ? String(scalar).uppercased() : String(scalar)
                upper = false
            } else {
                upper = true
            }
        }
        if result.isEmpty { return "MyScenes" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { return "Scenes" + result }
        if keywords.contains(result) || otherTakenNames.contains(result) { return result + "Scenes" }
        return result
    }
}
