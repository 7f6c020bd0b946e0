import HummingbirdWebSocket
import Logging

/// Runs one viewer's WebSocket of a shared session: joins, then reads the viewer's messages
/// until it leaves, with the same limits as a session of its own (``SessionConnection/serve``:
/// message size, flood and garbage budgets, UTF-8), while its outbox's task writes the hello,
/// the frames the session's tick hands over and the replies, in order.
enum SharedConnection {
    /// Serves viewer of `session` until the client leaves; a refused join is answered with an
    /// `error` text and close 1008.
    static func run(
        session: SharedSession, limits: SessionLimits,
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger
    ) async throws {
        let outbox = ViewerOutbox()
        let ordinal: Int
        switch await session.join(outbox: outbox) {
        case .joined(let joined, let hello):
            ordinal = joined
            outbox.offer([.text(hello)])
        case .full(let maximum):
            return try await refuse(.tooManyViewers(maximum: maximum), outbound: outbound, logger: logger)
        case .ended:
            return try await refuse(.ended, outbound: outbound, logger: logger)
        }
        async let drained: Void = outbox.drain(to: outbound)
        do {
            try await SessionConnection.serve(opening: [], limits: limits, inbound: inbound, outbound: outbound, logger: logger) { text in
                let reply = await session.receive(text: text, from: ordinal)
                await outbox.send(reply.messages)
                return SessionController.Reply(messages: [], isRejection: reply.isRejection)
            }
        } catch {
            await session.leave(ordinal: ordinal)
            outbox.finish()
            await drained
            throw error
        }
        await session.leave(ordinal: ordinal)
        outbox.finish()
        await drained
    }

    /// Answers a refused start or join: one `error` text, then close 1008.
    static func refuse(_ refusal: SharedSessionRefusal, outbound: WebSocketOutboundWriter, logger: Logger) async throws {
        logger.notice("refusing a shared session", metadata: ["reason": "\(refusal)"])
        try await outbound.write(.text(ServerMessage.error(message: refusal.description).json))
        try await outbound.close(.policyViolation, reason: String(refusal.description.prefix(100)))
    }
}
