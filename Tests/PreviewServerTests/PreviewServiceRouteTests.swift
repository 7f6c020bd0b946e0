import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PreviewServer
import ZoetropeTestSupport

/// Routes exercised in-process through HummingbirdTesting's router framework.
@Suite("PreviewService routes")
struct PreviewServiceRouteTests {
    func withRouter<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        let fixture = try TemporaryWebRoot()
        let configuration = PreviewServerConfiguration(port: 0, webRoot: try WebRoot(path: fixture.web.path))
        return try await PreviewService(configuration: configuration, scenes: TestSceneProvider()).makeApplication().test(.router) { client in
            try await body(client)
        }
    }

    @Test("GET /api/health answers ok with the protocol version")
    func health() async throws {
        try await withRouter { client in
            try await client.execute(uri: "/api/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(String(buffer: response.body) == #"{"status":"ok","protocol":2}"#)
            }
        }
    }

    @Test("GET /api/scenes answers the scenes's list document")
    func scenes() async throws {
        try await withRouter { client in
            try await client.execute(uri: "/api/scenes", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == TestSceneProvider().listJSON)
            }
        }
    }

    @Test("files are served with their content type", arguments: [
        ("/", "text/html; charset=utf-8", "index.html"),
        ("/index.html", "text/html; charset=utf-8", "index.html"),
        ("/app.js", "text/javascript; charset=utf-8", "app.js"),
        ("/style.css", "text/css; charset=utf-8", "style.css"),
        ("/data.json", "application/json", "data.json"),
        ("/icon.svg", "image/svg+xml", "icon.svg"),
        ("/README", "application/octet-stream", "README"),
        ("/sub/", "text/html; charset=utf-8", "sub/index.html"),
        ("/sub/page.html?v=3", "text/html; charset=utf-8", "sub/page.html"),
    ])
    func files(uri: String, contentType: String, file: String) async throws {
        try await withRouter { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == contentType)
                #expect(String(buffer: response.body) == TemporaryWebRoot.files[file])
            }
        }
    }

    @Test("HEAD answers the headers without a body")
    func head() async throws {
        try await withRouter { client in
            try await client.execute(uri: "/app.js", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLength] == String(TemporaryWebRoot.files["app.js"]!.utf8.count))
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test("every response carries the security headers and never a CORS header", arguments: ["/", "/api/scenes", "/nope", "/%2e%2e/x"])
    func securityHeaders(uri: String) async throws {
        try await withRouter { client in
            try await client.execute(uri: uri, method: .get, headers: [.origin: "http://localhost"]) { response in
                #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
                #expect(response.headers[.accessControlAllowOrigin] == nil)
            }
        }
    }

    @Test("traversal and malformed paths answer 400, hidden and outside files 404", arguments: [
        ("/%2e%2e/secret.txt", 400), ("/..%2fsecret.txt", 400), ("/%252e%252e/secret.txt", 400), ("/a%5c..%5csecret.txt", 400),
        ("/index.html%00", 400), ("//etc/passwd", 400), ("/.hidden", 404), ("/link-out.txt", 404), ("/abs-out", 404),
        ("/nope.js", 404), ("/dir-out/secret.txt", 404),
    ])
    func refusals(uri: String, status: Int) async throws {
        try await withRouter { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status.code == status)
                #expect(response.headers[.contentType] == "application/json")
                #expect(!String(buffer: response.body).contains("top secret"))
            }
        }
    }

    @Test("a cross-site Origin is refused on every route")
    func crossOrigin() async throws {
        try await withRouter { client in
            try await client.execute(uri: "/api/scenes", method: .get, headers: [.origin: "http://evil.example"]) { response in
                #expect(response.status == .forbidden)
                #expect(String(buffer: response.body).contains("is not this page"))
            }
        }
    }

    @Test("/session without an upgrade explains itself", arguments: [
        ("/session?scene=dot", ["Origin": "http://localhost"], 426),
        ("/session?scene=dot", [:], 403),
        ("/session?scene=nope", ["Origin": "http://localhost"], 404),
        ("/session", ["Origin": "http://localhost"], 400),
    ])
    func sessionOverHTTP(uri: String, headers: [String: String], status: Int) async throws {
        var fields = HTTPFields()
        for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
        try await withRouter { [fields] client in
            try await client.execute(uri: uri, method: .get, headers: fields) { response in
                #expect(response.status.code == status)
            }
        }
    }

    @Test("unknown routes and methods are answered as errors, never files", arguments: [("/api/nope", HTTPRequest.Method.get), ("/app.js", .post)])
    func unknownRoutes(uri: String, method: HTTPRequest.Method) async throws {
        try await withRouter { client in
            try await client.execute(uri: uri, method: method) { response in
                #expect(response.status.code >= 400)
                #expect(response.headers[.contentType] == "application/json")
            }
        }
    }
}
