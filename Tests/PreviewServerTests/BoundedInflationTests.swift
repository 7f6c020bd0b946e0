import HTTPTypes
import HummingbirdWebSocket
import HummingbirdWSCompression
import Logging
import NIOCore
import NIOWebSocket
import Synchronization
import Testing
@testable import PreviewServer

/// ``BoundedInflation`` stops inflating a compressed message at its limit (issue #26, item 4),
/// driven directly with swift-websocket's permessage-deflate, configured as ``BoundedDeflate``
/// configures it, and a counter of every byte that library inflates.
@Suite("BoundedInflation")
struct BoundedInflationTests {
    static let limit = 16_384

    /// Counts what the wrapped extension inflates (frames it returns; a frame it refuses
    /// inflated at most its own bound, `limit + 1`).
    final class Counting: WebSocketExtension {
        let base: any WebSocketExtension
        private let counts = Mutex<(total: Int, largest: Int, frames: Int)>((0, 0, 0))
        var total: Int { counts.withLock { $0.total } }
        var largest: Int { counts.withLock { $0.largest } }
        var frames: Int { counts.withLock { $0.frames } }

        init(base: any WebSocketExtension) { self.base = base }
        var name: String { base.name }
        var reservedBits: WebSocketFrame.ReservedBits { base.reservedBits }
        func processReceivedFrame(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws -> WebSocketFrame {
            counts.withLock { $0.frames += 1 }
            let output = try await base.processReceivedFrame(frame, context: context)
            counts.withLock {
                $0.total += output.data.readableBytes
                $0.largest = max($0.largest, output.data.readableBytes)
            }
            return output
        }
        func processFrameToSend(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws -> WebSocketFrame {
            try await base.processFrameToSend(frame, context: context)
        }
        func shutdown() async { await base.shutdown() }
    }

    /// A server's metered extension for an offer of plain `permessage-deflate`, and its counter.
    static func makeExtension() throws -> (BoundedInflation, Counting) {
        let offer = WebSocketExtensionHTTPParameters.parseHeaders([HTTPField.Name("Sec-WebSocket-Extensions")!: "permessage-deflate"])
        let parameters = try #require(offer.first)
        // As BoundedDeflate builds it: each frame inflates to at most one byte past the limit.
        let library = try #require(
            try WebSocketExtensionFactory.perMessageDeflate(compressionLevel: 1, maxDecompressedFrameSize: limit + 1, minFrameSizeToCompress: 128)
                .build().serverExtension(from: parameters)
        )
        let counting = Counting(base: library)
        return (BoundedInflation(library: counting, maximumMessageBytes: limit), counting)
    }

    /// swift-websocket makes its extensions' context itself (its initialiser is internal); the
    /// context is a logger and nothing else, and the deflate extension does not use it.
    static func context() throws -> WebSocketExtensionContext {
        try #require(MemoryLayout<WebSocketExtensionContext>.size == MemoryLayout<Logger>.size)
        return unsafeBitCast(Logger(label: "test"), to: WebSocketExtensionContext.self)
    }

    static func frame(_ bytes: ArraySlice<UInt8>, first: Bool, last: Bool) -> WebSocketFrame {
        WebSocketFrame(fin: last, rsv1: first, opcode: first ? .text : .continuation, data: ByteBuffer(bytes: bytes))
    }

    @Test("a 10 MB deflate bomb in 16-byte frames is refused (1009) after inflating at most the limit and one frame")
    func fragmentedBomb() async throws {
        let bomb = RawDeflate.bomb(matches: 40_000)
        #expect(RawDeflate.bombSize(matches: 40_000) > 10_000_000)
        let chunks = Array(stride(from: 0, to: bomb.count, by: 16).map { bomb[$0..<min($0 + 16, bomb.count)] })
        let (inflation, counting) = try Self.makeExtension()
        let context = try Self.context()
        var failure: (any Error)?
        for (index, chunk) in chunks.enumerated() {
            do {
                _ = try await inflation.processReceivedFrame(Self.frame(chunk, first: index == 0, last: index == chunks.count - 1), context: context)
            } catch {
                failure = error
                break
            }
        }
        // WebSocketFailure.messageTooBig: the error that closes with 1009.
        #expect((failure as? NIOWebSocketError) == .invalidFrameLength, "\(String(describing: failure))")
        // Without the message-wide meter every frame would inflate (10 MB, each frame within the
        // library's per-frame bound).
        #expect(counting.largest > 0 && counting.largest <= Self.limit)
        #expect(counting.total <= Self.limit + counting.largest, "inflated \(counting.total) bytes")
        #expect(counting.frames < chunks.count / 100)
        await inflation.shutdown()
    }

    @Test("a 10 MB deflate bomb in one frame is refused (1009): the library stops one byte past the limit")
    func oneFrameBomb() async throws {
        let bomb = RawDeflate.bomb(matches: 40_000)
        let (inflation, counting) = try Self.makeExtension()
        await #expect(throws: NIOWebSocketError.invalidFrameLength) {
            _ = try await inflation.processReceivedFrame(Self.frame(bomb[...], first: true, last: true), context: try Self.context())
        }
        // The library refused the frame itself (its buffer holds at most limit + 1 bytes).
        #expect(counting.frames == 1 && counting.total == 0)
        await inflation.shutdown()
    }

    @Test("a message within the limit passes whole, in one frame or many")
    func withinLimit() async throws {
        let text = Array(repeating: UInt8(ascii: "b"), count: 10_000)
        let compressed = RawDeflate.literals(text)
        let (inflation, _) = try Self.makeExtension()
        let context = try Self.context()
        var inflated: [UInt8] = []
        let chunks = Array(stride(from: 0, to: compressed.count, by: 100).map { compressed[$0..<min($0 + 100, compressed.count)] })
        for (index, chunk) in chunks.enumerated() {
            let output = try await inflation.processReceivedFrame(Self.frame(chunk, first: index == 0, last: index == chunks.count - 1), context: context)
            inflated += output.data.readableBytesView
        }
        #expect(inflated == text)
        await inflation.shutdown()
    }
}
