import Foundation
import HTTPTypes
import Hummingbird
import Testing
@testable import PreviewServer

@Suite("PreviewServerConfiguration")
struct PreviewServerConfigurationTests {
    func configuration(host: String) throws -> PreviewServerConfiguration {
        let fixture = try TemporaryWebRoot()
        return PreviewServerConfiguration(host: host, webRoot: try WebRoot(path: fixture.web.path))
    }

    @Test("loopback hosts are recognised; everything else exposes the server", arguments: [
        ("127.0.0.1", true), ("127.1.2.3", true), ("localhost", true), ("LOCALHOST", true), ("::1", true), ("[::1]", true),
        ("0.0.0.0", false), ("::", false), ("192.168.1.5", false), ("127.0.0.256", false), ("127.0.0", false), ("devbox", false),
        ("::ffff:127.0.0.1", true), ("0:0:0:0:0:0:0:1", true), ("::ffff:10.0.0.1", false), ("128.0.0.1", false),
    ])
    func loopback(host: String, expected: Bool) throws {
        #expect(try configuration(host: host).isLoopback == expected)
    }

    @Test("the URL brackets IPv6 literals and names the real port", arguments: [
        ("127.0.0.1", "http://127.0.0.1:7070/"), ("::1", "http://[::1]:7070/"), ("localhost", "http://localhost:7070/"),
    ])
    func url(host: String, expected: String) throws {
        #expect(try configuration(host: host).url(port: 7070) == expected)
    }

    @Test("with a certificate the URL is https")
    func httpsURL() throws {
        var configuration = try configuration(host: "::1")
        configuration.tls = try TemporaryCertificate().identity
        #expect(configuration.url(port: 7443) == "https://[::1]:7443/")
    }

    @Test("the printed URL of a wildcard-bound server names a host the allow-list accepts", arguments: ["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"])
    func wildcardURL(host: String) throws {
        let url = try configuration(host: host).url(port: 7070)
        let authority = String(url.dropFirst("http://".count).dropLast())
        #expect(HostAllowList(boundHost: host).allows(host: authority), "\(url)")
    }
}

@Suite("WebRootLocator")
struct WebRootLocatorTests {
    @Test("candidates: the source checkout first, then the executable's ancestors, then the working directory")
    func order() {
        let candidates = WebRootLocator.candidates(
            executablePath: "/repo/.build/x86_64-unknown-linux-gnu/debug/preview",
            currentDirectory: "/home/me",
            sourceFilePath: "/checkout/Modules/PreviewServer/Static/WebRootLocator.swift"
        )
        #expect(candidates.prefix(5) == [
            "/checkout/web",
            "/repo/.build/x86_64-unknown-linux-gnu/debug/web", "/repo/.build/x86_64-unknown-linux-gnu/web", "/repo/.build/web", "/repo/web",
        ])
        #expect(candidates.last == "/home/me/web")
        #expect(Set(candidates).count == candidates.count)
    }

    @Test("without an executable path the checkout and the working directory remain")
    func noExecutable() {
        let candidates = WebRootLocator.candidates(executablePath: nil, currentDirectory: "/", sourceFilePath: "/c/Modules/PreviewServer/Static/W.swift")
        #expect(candidates == ["/c/web", "/web"])
    }

    @Test("this test's own checkout has a web root")
    func locatesTheRepositoryPage() throws {
        let root = try #require(WebRootLocator.locate())
        #expect(root.path.hasSuffix("/web"))
        #expect(FileManager.default.fileExists(atPath: root.path + "/index.html"))
    }
}

@Suite("ErrorResponse")
struct ErrorResponseTests {
    @Test("each error maps to its status", arguments: [
        (StaticFileError.badPath("x") as any Error, 400), (StaticFileError.notFound, 404), (StaticFileError.tooLarge, 500),
        (RequestGuardError.hostNotAllowed("evil"), 403), (RequestGuardError.originNotAllowed("http://evil"), 403),
        (RequestGuardError.originMissing, 403), (SessionRequestError.missingScene, 400), (SessionRequestError.unknownScene("x"), 404),
        (SessionRequestError.notAnUpgrade, 426), (SessionRequestError.notAWebSocketPath("/api/health"), 404), (MalformedRequest(), 400), (RequestHeadTimeout(), 408), (RequestBodyTimeout(), 408), (HTTPError(.notFound), 404), (CancellationError(), 500),
    ])
    func statuses(error: any Error, status: Int) {
        #expect(ErrorResponse.statusAndMessage(for: error).0.code == status)
    }

    @Test("bodies are JSON objects with an error message; echoed client text is shortened")
    func bodies() throws {
        let (_, body) = ErrorResponse.statusAndBody(for: SessionRequestError.unknownScene(String(repeating: "x", count: 500)))
        let object = try #require(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String])
        let message = try #require(object["error"])
        #expect(message.count < 200)
        #expect(message.contains("/api/scenes"))
        let unknown = ErrorResponse.statusAndMessage(for: CancellationError()).1
        #expect(unknown == "internal server error", "unexpected errors reveal nothing")
    }
}
