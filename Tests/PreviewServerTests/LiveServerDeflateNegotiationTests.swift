import Testing

/// permessage-deflate negotiation against a real server that compresses for every peer
/// (issue #43, item 1): an offer RFC 7692 says to decline, or one zlib cannot honour, is
/// declined; the handshake succeeds without compression and the server keeps answering.
@Suite("Live server: permessage-deflate negotiation")
struct LiveServerDeflateNegotiationTests {
    static func handshake(port: Int, extensions: [String]) async throws -> RawHTTPClient.Response {
        var headers = [("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
                       ("Sec-WebSocket-Version", "13"), ("Origin", "http://localhost:\(port)")]
        headers += extensions.map { ("Sec-WebSocket-Extensions", $0) }
        return try await RawHTTPClient.get(port: port, target: "/session?scene=dot", host: "localhost:\(port)", headers: headers)
    }

    @Test("a declined offer upgrades without compression, and the server goes on answering", .bug(id: "43"), arguments: [
        "permessage-deflate; server_max_window_bits=8",
        "permessage-deflate; server_max_window_bits=0",
        "permessage-deflate; server_max_window_bits=99",
        "permessage-deflate; client_max_window_bits=7",
        "permessage-deflate; server_max_window_bits=10; server_max_window_bits=10",
        "permessage-deflate; client_no_context_takeover; client_no_context_takeover",
        "permessage-deflate; unknown_parameter",
        "permessage-deflate; server_no_context_takeover=yes",
    ])
    func declined(_ offer: String) async throws {
        try await withLiveServer(compression: .always) { port, _ in
            let response = try await Self.handshake(port: port, extensions: [offer])
            #expect(response.status == 101, "\(offer): \(response.head)")
            #expect(response.header("Sec-WebSocket-Extensions") == nil, "\(offer)")
            let health = try await RawHTTPClient.get(port: port, target: "/api/health", host: "localhost:\(port)")
            #expect(health.status == 200)
        }
    }

    @Test("acceptable offers are negotiated as offered; a declined first offer gives way to the next", .bug(id: "43"), arguments: [
        (["permessage-deflate; server_max_window_bits=9"], "permessage-deflate;server_max_window_bits=9"),
        (["permessage-deflate; client_max_window_bits=8"], "permessage-deflate"),
        (["permessage-deflate; server_max_window_bits=8, permessage-deflate; server_max_window_bits=12"],
         "permessage-deflate;server_max_window_bits=12"),
        (["permessage-deflate; mystery", "permessage-deflate; server_no_context_takeover"],
         "permessage-deflate;server_no_context_takeover"),
    ])
    func accepted(_ offers: [String], _ answer: String) async throws {
        try await withLiveServer(compression: .always) { port, _ in
            let response = try await Self.handshake(port: port, extensions: offers)
            #expect(response.status == 101)
            #expect(response.header("Sec-WebSocket-Extensions") == answer)
        }
    }
}
