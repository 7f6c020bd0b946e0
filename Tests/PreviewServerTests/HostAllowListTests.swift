import Testing
@testable import PreviewServer

@Suite("HostAllowList")
struct HostAllowListTests {
    let list = HostAllowList(boundHost: "127.0.0.1")

    @Test("loopback names are allowed with any port, case-insensitively", arguments: [
        "localhost", "localhost:7070", "LOCALHOST:1", "127.0.0.1", "127.0.0.1:65535", "[::1]", "[::1]:7070",
    ])
    func allowed(host: String) {
        #expect(list.allows(host: host))
    }

    @Test("other, look-alike and malformed hosts are refused", arguments: [
        "evil.example", "evil.example:7070", "localhost.", "localhost.evil.example", "127.0.0.2", "127.0.0.1.nip.io",
        "0.0.0.0", "[::]", "::1", "localhost:", "localhost:abc", "localhost:99999", "localhost:7070:1", "",
        "[::1", "user@localhost", "localhost/x", "localhost 1",
    ])
    func refused(host: String) {
        #expect(!list.allows(host: host))
    }

    @Test("a missing Host is refused")
    func missing() {
        #expect(!list.allows(host: nil))
    }

    @Test("the bound host and additional names are allowed; wildcard addresses add nothing")
    func boundAndAdditional() {
        let wide = HostAllowList(boundHost: "0.0.0.0", additionalNames: ["devbox.lan"])
        #expect(wide.allows(host: "devbox.lan:7070"))
        #expect(!wide.allows(host: "0.0.0.0:7070"))
        let named = HostAllowList(boundHost: "MyHost")
        #expect(named.allows(host: "myhost:1"))
        let v6 = HostAllowList(boundHost: "fe80::1")
        #expect(v6.allows(host: "[fe80::1]:7070"))
    }

    @Test("an Origin must be http and the same host and port as the request", arguments: [
        ("http://127.0.0.1:7070", "127.0.0.1:7070", true),
        ("http://LOCALHOST:7070", "localhost:7070", true),
        ("http://localhost", "localhost:80", true),
        ("http://[::1]:7070", "[::1]:7070", true),
        ("http://localhost:7071", "localhost:7070", false),
        ("http://127.0.0.1:7070", "localhost:7070", false),
        ("https://localhost:7070", "localhost:7070", false),
        ("http://evil.example", "localhost:7070", false),
        ("null", "localhost:7070", false),
        ("", "localhost:7070", false),
        ("http://localhost:7070/path", "localhost:7070", false),
        ("ws://localhost:7070", "localhost:7070", false),
    ])
    func sameOrigin(origin: String, host: String, expected: Bool) {
        #expect(list.isSameOrigin(origin, host: host) == expected)
    }

    @Test("a server serving TLS: an Origin must be https (port 443 implied) and the same host and port", arguments: [
        ("https://localhost:7070", "localhost:7070", true),
        ("https://127.0.0.1:7070", "127.0.0.1:7070", true),
        ("https://localhost", "localhost:443", true),
        ("https://localhost:443", "localhost", true),
        ("http://localhost:7070", "localhost:7070", false),
        ("https://localhost", "localhost:80", false),
        ("https://localhost:7071", "localhost:7070", false),
        ("wss://localhost:7070", "localhost:7070", false),
    ])
    func sameOriginOverTLS(origin: String, host: String, expected: Bool) {
        let secure = HostAllowList(boundHost: "127.0.0.1", secure: true)
        #expect(secure.isSameOrigin(origin, host: host) == expected)
        if expected {
            #expect(throws: Never.self) { try secure.check(hosts: [host], origins: [origin], requireOrigin: true) }
        } else {
            #expect(throws: RequestGuardError.originNotAllowed(origin)) { try secure.check(hosts: [host], origins: [origin], requireOrigin: true) }
        }
    }
}
