import Foundation
import Testing
@testable import PreviewServer

@Suite("WebRoot")
struct WebRootTests {
    @Test("files inside the root are read byte for byte")
    func readsFiles() throws {
        let fixture = try TemporaryWebRoot()
        let root = try WebRoot(path: fixture.web.path)
        for (name, text) in TemporaryWebRoot.files where !name.hasPrefix(".") {
            #expect(try root.read(WebPath(rawPath: "/" + name)) == Array(text.utf8))
        }
    }

    @Test("symbolic links leading outside the root are not found", arguments: [
        "/link-out.txt", "/dir-out/secret.txt", "/abs-out",
    ])
    func symlinksOut(raw: String) throws {
        let fixture = try TemporaryWebRoot()
        let root = try WebRoot(path: fixture.web.path)
        #expect(throws: StaticFileError.notFound) { try root.read(WebPath(rawPath: raw)) }
    }

    @Test("a symbolic link that resolves inside the root works, wherever it passes through")
    func symlinkInside() throws {
        let fixture = try TemporaryWebRoot()
        let root = try WebRoot(path: fixture.web.path)
        #expect(try root.read(WebPath(rawPath: "/link-in.js")) == Array(TemporaryWebRoot.files["app.js"]!.utf8))
        // dir-out -> .. leaves the root, but dir-out/web/index.html resolves back inside it.
        #expect(try root.read(WebPath(rawPath: "/dir-out/web/index.html")) == Array(TemporaryWebRoot.files["index.html"]!.utf8))
    }

    @Test("missing files and folders without index.html are not found", arguments: ["/nope.js", "/sub/nope/", "/sub"])
    func missing(raw: String) throws {
        let fixture = try TemporaryWebRoot()
        let root = try WebRoot(path: fixture.web.path)
        #expect(throws: StaticFileError.notFound) { try root.read(WebPath(rawPath: raw)) }
    }

    @Test("a root reached through a symbolic link is canonicalised and still confines reads")
    func rootThroughSymlink() throws {
        let fixture = try TemporaryWebRoot()
        let alias = fixture.base.appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: "web")
        let root = try WebRoot(path: alias.path)
        #expect(root.path == fixture.web.resolvingSymlinksInPath().path)
        #expect(try root.read(WebPath(rawPath: "/app.js")).count > 0)
        #expect(throws: StaticFileError.notFound) { try root.read(WebPath(rawPath: "/link-out.txt")) }
    }

    @Test("opening a missing folder, a file, or a folder without index.html fails clearly")
    func openErrors() throws {
        let fixture = try TemporaryWebRoot()
        #expect(throws: WebRoot.OpenError.missing(path: "/no/such/dir")) { try WebRoot(path: "/no/such/dir") }
        let file = fixture.web.appendingPathComponent("app.js").path
        #expect(throws: WebRoot.OpenError.notAFolder(path: file)) { try WebRoot(path: file) }
        let sub = fixture.base.path
        #expect(throws: WebRoot.OpenError.noIndex(path: sub)) { try WebRoot(path: sub) }
        #expect(WebRoot.OpenError.missing(path: "x").description.contains("--web-root"))
    }
}
