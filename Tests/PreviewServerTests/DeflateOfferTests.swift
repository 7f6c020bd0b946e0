import HTTPTypes
import HummingbirdWebSocket
import Testing
@testable import PreviewServer

/// `permessage-deflate` offers are checked before swift-websocket sees them (issue #43, item 1):
/// RFC 7692 §5 says to decline an offer with an unknown, repeated or invalid parameter; one
/// legal value zlib cannot honour (`server_max_window_bits=8`) is declined too.
@Suite("DeflateOffer")
struct DeflateOfferTests {
    @Test("offers that may be accepted are handed on in canonical form", .bug(id: "43"), arguments: [
        ("permessage-deflate", "permessage-deflate"),
        ("permessage-deflate; client_max_window_bits", "permessage-deflate; client_max_window_bits"),
        ("permessage-deflate; client_max_window_bits=8", "permessage-deflate; client_max_window_bits"),
        ("permessage-deflate; client_max_window_bits=15", "permessage-deflate; client_max_window_bits"),
        ("permessage-deflate; server_max_window_bits=9", "permessage-deflate; server_max_window_bits=9"),
        ("permessage-deflate;server_max_window_bits=\"10\"", "permessage-deflate; server_max_window_bits=10"),
        ("permessage-deflate; server_max_window_bits=15; server_no_context_takeover; client_no_context_takeover",
         "permessage-deflate; server_no_context_takeover; client_no_context_takeover; server_max_window_bits=15"),
        ("x-webkit-deflate-frame, permessage-deflate", "permessage-deflate"),
        // The first offer declined, the next one taken (RFC 7692 §5: declining is not refusing).
        ("permessage-deflate; server_max_window_bits=8, permessage-deflate; client_max_window_bits",
         "permessage-deflate; client_max_window_bits"),
        ("permessage-deflate; foo=1, , permessage-deflate", "permessage-deflate"),
    ])
    func accepted(_ header: String, _ expected: String) {
        #expect(DeflateOffer.acceptable(in: [header]) == expected)
    }

    @Test("offers RFC 7692 says to decline, and server_max_window_bits=8, are dropped: no compression, no failure",
          .bug(id: "43"), arguments: [
        "permessage-deflate; server_max_window_bits=8",
        "permessage-deflate; server_max_window_bits=0",
        "permessage-deflate; server_max_window_bits=99",
        "permessage-deflate; server_max_window_bits=16",
        "permessage-deflate; server_max_window_bits=09",
        "permessage-deflate; server_max_window_bits=+9",
        "permessage-deflate; server_max_window_bits=-1",
        "permessage-deflate; server_max_window_bits=99999999999999999999999",
        "permessage-deflate; server_max_window_bits",
        "permessage-deflate; client_max_window_bits=7",
        "permessage-deflate; client_max_window_bits=16",
        "permessage-deflate; client_max_window_bits=abc",
        "permessage-deflate; client_max_window_bits; client_max_window_bits",
        "permessage-deflate; server_max_window_bits=10; server_max_window_bits=11",
        "permessage-deflate; server_no_context_takeover; server_no_context_takeover",
        "permessage-deflate; server_no_context_takeover=1",
        "permessage-deflate; client_no_context_takeover=\"\"",
        "permessage-deflate; unknown",
        "permessage-deflate; Server_Max_Window_Bits=10",
        "permessage-deflate; server_max_window_bits=\"10",
        "permessage-deflate; =10",
        "permessage-deflate;; client_max_window_bits",
        "x-webkit-deflate-frame",
        "",
    ])
    func declined(_ header: String) {
        #expect(DeflateOffer.acceptable(in: [header]) == nil, "\(header)")
    }

    @Test("every reason to decline is told apart", .bug(id: "43"), arguments: [
        ("server_max_window_bits", "8", DeflateOffer.Decline.unsupportedWindow),
        ("server_max_window_bits", "0", .invalidValue("server_max_window_bits")),
        ("client_max_window_bits", "7", .invalidValue("client_max_window_bits")),
        ("mystery", nil, .unknownParameter("mystery")),
    ] as [(String, String?, DeflateOffer.Decline)])
    func reasons(_ name: String, _ value: String?, _ reason: DeflateOffer.Decline) {
        #expect(throws: reason) { try DeflateOffer(parameters: [(name, value)]) }
        #expect(throws: DeflateOffer.Decline.duplicateParameter("client_no_context_takeover")) {
            try DeflateOffer(parameters: [("client_no_context_takeover", nil), ("client_no_context_takeover", nil)])
        }
    }

    @Test("several header lines are one list; a header that does not parse declines every offer", .bug(id: "43"))
    func headerLines() {
        #expect(DeflateOffer.acceptable(in: ["foo", "permessage-deflate; server_max_window_bits=12"]) == "permessage-deflate; server_max_window_bits=12")
        #expect(DeflateOffer.acceptable(in: ["permessage-deflate \"x\""]) == nil)
        #expect(ExtensionHeader.parse("a; b=\"c\\\"d\", e") == [
            .init(name: "a", parameters: [("b", "c\"d")]), .init(name: "e", parameters: []),
        ])
    }

    @Test("the extension builder itself declines (no header, no extension) what the library would trap on or fail with",
          .bug(id: "43"), arguments: [
        "permessage-deflate; server_max_window_bits=8", "permessage-deflate; server_max_window_bits=0",
        "permessage-deflate; server_max_window_bits=99", "permessage-deflate; client_max_window_bits=7",
        "permessage-deflate; mystery",
    ])
    func builderGuard(_ header: String) throws {
        let builder = BoundedDeflate(maximumMessageBytes: 65_536, compressionLevel: 1, minimumBytesToCompress: 128)
        let offers = WebSocketExtensionHTTPParameters.parseHeaders([.secWebSocketExtensions: header])
        let offer = try #require(offers.first)
        #expect(builder.serverReponseHeader(to: offer) == nil)
        #expect(try builder.serverExtension(from: offer) == nil)
    }

    @Test("the extension builder still negotiates an acceptable offer", .bug(id: "43"))
    func builderAccepts() throws {
        let builder = BoundedDeflate(maximumMessageBytes: 65_536, compressionLevel: 1, minimumBytesToCompress: 128)
        let offer = try #require(WebSocketExtensionHTTPParameters.parseHeaders([.secWebSocketExtensions: "permessage-deflate; server_max_window_bits=10"]).first)
        #expect(builder.serverReponseHeader(to: offer) == "permessage-deflate;server_max_window_bits=10")
        #expect(try builder.serverExtension(from: offer) != nil)
    }
}
