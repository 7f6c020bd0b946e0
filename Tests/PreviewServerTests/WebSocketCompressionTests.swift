import NIOCore
import Testing
@testable import PreviewServer

/// Which peers negotiate permessage-deflate (issue #24: over loopback it costs ~40–50 µs of server
/// CPU per frame at 150 sessions and saves nothing).
@Suite("WebSocketCompression")
struct WebSocketCompressionTests {
    static func address(_ ip: String) throws -> SocketAddress { try SocketAddress(ipAddress: ip, port: 51_000) }

    @Test("loopback addresses: 127.0.0.0/8, ::1 and IPv4-mapped 127.x; nothing else",
          arguments: [
            ("127.0.0.1", true), ("127.255.3.4", true), ("::1", true), ("::ffff:127.0.0.1", true),
            ("128.0.0.1", false), ("10.0.0.1", false), ("192.168.1.20", false), ("0.0.0.0", false),
            ("::", false), ("::2", false), ("fe80::1", false), ("::ffff:10.0.0.1", false), ("::ffff:128.0.0.1", false),
            ("1::1", false), ("2001:db8::127", false),
          ])
    func loopback(_ ip: String, _ expected: Bool) throws {
        #expect(WebSocketCompression.isLoopback(try Self.address(ip)) == expected)
    }

    @Test("the default compresses for peers on other machines and for unknown peers only; always and never ignore the peer")
    func policy() throws {
        let local = try Self.address("127.0.0.1")
        let mapped = try Self.address("::ffff:127.0.0.1")
        let lan = try Self.address("192.168.1.20")
        #expect(!WebSocketCompression.remotePeers.appliesTo(peer: local))
        #expect(!WebSocketCompression.remotePeers.appliesTo(peer: mapped))
        #expect(WebSocketCompression.remotePeers.appliesTo(peer: lan))
        #expect(WebSocketCompression.remotePeers.appliesTo(peer: nil))
        for peer in [local, lan, nil] {
            #expect(WebSocketCompression.always.appliesTo(peer: peer))
            #expect(!WebSocketCompression.never.appliesTo(peer: peer))
        }
        let fixture = try TemporaryWebRoot()
        #expect(PreviewServerConfiguration(webRoot: try WebRoot(path: fixture.web.path)).compression == .remotePeers)
    }

    @Test("the command line's names: auto, always, never")
    func names() {
        #expect(WebSocketCompression.allCases.map(\.rawValue) == ["auto", "always", "never"])
    }
}
