import HummingbirdWebSocket
import Logging
import NIOCore

/// Runs one preview session over an upgraded WebSocket: sends the hello, then reads client
/// messages until the client leaves, answering each through a ``SessionController`` and
/// enforcing the ``SessionLimits`` through a ``MessageAssembler`` and a ``SessionGuard``.
///
/// Pacing: messages are handled one at a time in arrival order and every reply is written
/// before the next message is read, so the server holds at most one frame per session in
/// memory; a slow client slows its own session (TCP back-pressure) and nobody else's.
enum SessionConnection {
    /// Runs the session until the client closes, the server shuts down, or the guard closes it.
    ///
    /// - Parameters:
    ///   - session: A fresh scene session, used only here.
    ///   - limits: The session limits.
    ///   - inbound: The WebSocket's incoming frames.
    ///   - outbound: The WebSocket's writer.
    ///   - logger: Where to note why a session was closed.
    static func run(
        session: any LiveScene,
        limits: SessionLimits,
        inbound: WebSocketInboundStream,
        outbound: WebSocketOutboundWriter,
        logger: Logger
    ) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let seconds: () -> Double = {
            let elapsed = clock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        var controller = SessionController(session: session, limits: limits, stopwatch: seconds)
        var assembler = MessageAssembler(maximumBytes: limits.maximumMessageBytes)
        var policy = SessionGuard(limits: limits)

        try await outbound.write(.text(controller.hello.json))
        for try await frame in inbound {
            let kind: MessageAssembler.FrameKind = switch frame.opcode {
            case .text: .text
            case .binary: .binary
            case .continuation: .continuation
            }
            let reply: SessionController.Reply
            switch assembler.append(kind, payload: frame.data.readableBytesView, isFinal: frame.fin) {
            case .incomplete:
                continue
            case .outOfSequence:
                try await outbound.close(.protocolError, reason: "WebSocket frames out of sequence")
                return
            case .text(let bytes):
                if case .close(let reason) = policy.admit(at: seconds()) { return try await close(outbound, reason: reason, logger: logger) }
                reply = controller.receive(text: bytes)
            case .binary:
                if case .close(let reason) = policy.admit(at: seconds()) { return try await close(outbound, reason: reason, logger: logger) }
                reply = controller.receiveBinary()
            case .oversized(let count):
                if case .close(let reason) = policy.admit(at: seconds()) { return try await close(outbound, reason: reason, logger: logger) }
                reply = SessionController.rejection(.oversized(byteCount: count, limit: limits.maximumMessageBytes))
            }
            for message in reply.messages {
                switch message {
                case .text(let text): try await outbound.write(.text(text))
                case .binary(let bytes): try await outbound.writeBinaryMessage(ByteBuffer(bytes: bytes))
                }
            }
            if reply.isRejection, case .close(let reason) = policy.reject(at: seconds()) {
                return try await close(outbound, reason: reason, logger: logger)
            }
        }
    }

    private static func close(_ outbound: WebSocketOutboundWriter, reason: String, logger: Logger) async throws {
        logger.notice("closing a preview session", metadata: ["reason": "\(reason)"])
        try await outbound.close(.policyViolation, reason: reason)
    }
}
