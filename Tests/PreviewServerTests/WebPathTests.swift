import Testing
@testable import PreviewServer

@Suite("WebPath")
struct WebPathTests {
    @Test("plain paths become their segments, folders their index.html", arguments: [
        ("/", ["index.html"]),
        ("/app.js", ["app.js"]),
        ("/test/render.test.js", ["test", "render.test.js"]),
        ("/lib/", ["lib", "index.html"]),
        ("/caf%C3%A9.css", ["café.css"]),
        ("/a%20b.txt", ["a b.txt"]),
        ("/a+b.txt", ["a+b.txt"]),
    ])
    func plainPaths(raw: String, segments: [String]) throws {
        #expect(try WebPath(rawPath: raw).segments == segments)
    }

    @Test("every traversal or malformed form is a bad request", arguments: [
        "/../etc/passwd",
        "/..",
        "/a/../../etc/passwd",
        "/./index.html",
        "/%2e%2e/etc/passwd",
        "/%2E%2E/etc/passwd",
        "/.%2e/etc/passwd",
        "/%2e./etc/passwd",
        "/a/%2e%2e%2f%2e%2e%2fetc/passwd",
        "/..%2fetc%2fpasswd",
        "/%252e%252e/etc/passwd",
        "/%252e%252e%252fetc%252fpasswd",
        "/%25",
        "/..\\etc\\passwd",
        "/%5c..%5cetc",
        "/a\\b.js",
        "/index.html%00.js",
        "/index.html\u{0}",
        "/a%0ab",
        "/a%7f",
        "//etc/passwd",
        "/a//b",
        "etc/passwd",
        "",
        "http://example.com/index.html",
        "*",
        "/%",
        "/%2",
        "/%zz",
        "/%c3%28",
        "/%ff",
    ])
    func traversalIsRejected(raw: String) {
        #expect(throws: StaticFileError.self) { try WebPath(rawPath: raw) }
        do {
            _ = try WebPath(rawPath: raw)
        } catch {
            guard case .badPath = error else {
                Issue.record("expected badPath for \(raw), got \(error)")
                return
            }
        }
    }

    @Test("hidden files and folders are not found", arguments: ["/.git/config", "/.env", "/a/.hidden.js", "/%2egit/HEAD"])
    func hiddenIsNotFound(raw: String) {
        #expect(throws: StaticFileError.notFound) { try WebPath(rawPath: raw) }
    }

    @Test("a segment whose first byte is a dot is hidden, whatever follows it: combining marks too (issue #43)",
          .bug(id: "43"), arguments: [
        "/.%CC%81", "/.\u{301}", "/.%CC%81secret.js", "/sub/.%CC%81", "/sub/.%CC%81/index.html", "/.%CC%81/",
        "/..%CC%81", "/.%E2%80%8Benv", "/a/.%CC%A3%CC%81x", "/.%EF%B8%8F",
    ])
    func combiningDotIsHidden(raw: String) {
        #expect(throws: StaticFileError.notFound) { try WebPath(rawPath: raw) }
    }

    @Test("a segment whose first scalar becomes a dot under NFKC is hidden too", .bug(id: "43"), arguments: [
        "/%EF%BC%8Eenv", "/sub/%E2%80%A4git", "/%E2%80%A5", "/%E2%80%A6x", "/%EF%B9%92a", "/%EF%B8%99", "/%EF%B8%B0",
    ])
    func compatibilityDotIsHidden(raw: String) {
        #expect(throws: StaticFileError.notFound) { try WebPath(rawPath: raw) }
    }

    @Test("a dot later in a name, or an accent before it, is not hidden", arguments: [
        ("/a.%CC%81js", ["a.\u{301}js"]), ("/%CC%81.env", ["\u{301}.env"]), ("/e%CC%81.txt", ["e\u{301}.txt"]),
        ("/sub/%CC%81x/y.js", ["sub", "\u{301}x", "y.js"]),
    ])
    func notHidden(raw: String, segments: [String]) throws {
        // Compared by scalars: `/` before a combining mark must still separate segments.
        #expect(try WebPath(rawPath: raw).segments.map { Array($0.unicodeScalars) } == segments.map { Array($0.unicodeScalars) })
    }

    @Test("segments are cut at every `/` byte, even one a combining mark follows (one grapheme with it)", .bug(id: "43"))
    func slashBeforeCombiningMark() throws {
        let path = try WebPath(rawPath: "/%CC%81/etc/passwd")
        #expect(path.segments.map { Array($0.unicodeScalars) } == [["\u{301}"], ["e", "t", "c"], ["p", "a", "s", "s", "w", "d"]])
        #expect(path.segments.allSatisfy { !$0.unicodeScalars.contains("/") })
        #expect(try WebPath(rawPath: "/a.%CC%81js").fileExtension == "\u{301}js")
    }

    @Test("no segment of an accepted path can climb or hide a separator")
    func acceptedSegmentsAreSafe() throws {
        // Law: whatever is accepted contains no separator, control character or dot segment.
        let samples = ["/a.js", "/x/y/z.css", "/%41%42.html", "/d%C3%A9j%C3%A0/vu.txt", "/~user/a", "/a;b", "/a:b"]
        for raw in samples {
            let path = try WebPath(rawPath: raw)
            for segment in path.segments {
                #expect(!segment.isEmpty && segment != "." && segment != "..")
                #expect(!segment.contains("/") && !segment.contains("\\") && !segment.contains("%"))
                #expect(!segment.unicodeScalars.contains { $0.value < 0x20 })
            }
        }
    }

    @Test("over-long and over-deep paths are refused")
    func limits() {
        #expect(throws: StaticFileError.self) { try WebPath(rawPath: "/" + String(repeating: "a", count: WebPath.maximumLength)) }
        #expect(throws: StaticFileError.self) {
            try WebPath(rawPath: String(repeating: "/a", count: WebPath.maximumDepth + 1))
        }
        #expect(throws: Never.self) { try WebPath(rawPath: String(repeating: "/a", count: WebPath.maximumDepth)) }
    }

    @Test("the file extension is lower-cased and empty when absent", arguments: [
        ("/a.JS", "js"), ("/", "html"), ("/x/README", ""), ("/a.b.css", "css"),
    ])
    func fileExtension(raw: String, expected: String) throws {
        #expect(try WebPath(rawPath: raw).fileExtension == expected)
    }
}
