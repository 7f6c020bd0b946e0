import Testing
@testable import ZoetropeWatch

@Suite("DiagnosticParser")
struct DiagnosticParserTests {
    static let output = """
        Building for debugging...
        [3/7] Compiling Orbits OrbitScene.swift
        /tmp/p/Sources/Orbits/OrbitScene.swift:42:17: error: cannot find 'colr' in scope
        40 |     func draw(in context: inout GraphicsContext) {
           |                 `- error: cannot find 'colr' in scope
        /tmp/p/Sources/Orbits/OrbitScene.swift:42:17: error: cannot find 'colr' in scope
        /tmp/p/Sources/Orbits/Other.swift:3:1: warning: variable 'y' was never used
        /tmp/p/Sources/Orbits/Other.swift:3:1: note: did you mean 'z'?
        error: fatalError
        """

    @Test("error and warning lines become diagnostics, repeats dropped, notes and bare errors skipped")
    func parses() {
        #expect(DiagnosticParser.parse(Self.output) == [
            Diagnostic(file: "/tmp/p/Sources/Orbits/OrbitScene.swift", line: 42, column: 17, severity: .error, message: "cannot find 'colr' in scope"),
            Diagnostic(file: "/tmp/p/Sources/Orbits/Other.swift", line: 3, column: 1, severity: .warning, message: "variable 'y' was never used"),
        ])
    }

    @Test("source lines around the line are attached, clipped at the file's ends")
    func source() throws {
        let file = "a\nb\nc\nd\ne\n"
        let diagnostic = try #require(DiagnosticParser.parse(line: "/x.swift:2:3: error: boom"))
        let attached = DiagnosticParser.attachingSource(to: diagnostic, fileText: file)
        #expect(attached.source.map(\.number) == [1, 2, 3, 4])
        #expect(attached.source.map(\.text) == ["a", "b", "c", "d"])
        #expect(attached.terminalText == """
            /x.swift:2:3: error: boom
               1 | a
             > 2 | b
                 |   ^
               3 | c
               4 | d
            """)
    }
}
