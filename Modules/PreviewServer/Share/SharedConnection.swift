import HummingbirdWebSocket
import Logging

/// Runs one viewer's WebSocket of a shared session: joins, then reads the viewer's messages
/// until it leaves, with the same limits as a session of its own (``SessionConnection/serve``:
/// message size, flood and garbage budgets, UTF-8), while its outbox's task writes the hello,
/// the frames the session's tick hands over and the replies, in order.
///
/// The socket is read by a task of its own, a bounded amount ahead (``InboundReadAhead``): while
/// the viewer's reading waits for an Animations panel reply, the end of its connection is still
/// seen (``SharedSession/connectionEnded(ordinal:)`` answers the request with nothing), so a
/// closed tab leaves at once: its slot is freed, ownership passes, the grace period can start.
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
        // Up to one message's worth read ahead (the page sends little while it waits for a reply).
        let readAhead = InboundReadAhead(maximumBytes: limits.maximumMessageBytes)
        let reading = Task {
            await readAhead.read(inbound) { await session.connectionEnded(ordinal: ordinal) }
        }
        do {
            try await SessionConnection.serve(opening: [], limits: limits, inbound: readAhead, outbound: outbound, logger: logger) { text in
                let reply = await session.receive(text: text, from: ordinal)
                await outbox.send(reply.messages)
                return SessionController.Reply(messages: [], isRejection: reply.isRejection)
            }
        } catch {
            await stop(reading)
            await session.leave(ordinal: ordinal)
            outbox.finish()
            await drained
            throw error
        }
        await stop(reading)
        await session.leave(ordinal: ordinal)
        outbox.finish()
        await drained
    }

    /// Stops the reading task (the loop closed the connection, or it ended) and waits for it: the
    /// socket's stream must not be read once this connection's handler returns.
    private static func stop(_ reading: Task<Void, Never>) async {
        reading.cancel()
        await reading.value
    }

    /// Answers a refused start or join: one `error` text, then close 1008.
    static func refuse(_ refusal: SharedSessionRefusal, outbound: WebSocketOutboundWriter, logger: Logger) async throws {
        logger.notice("refusing a shared session", metadata: ["reason": "\(refusal)"])
        try await outbound.write(.text(ServerMessage.error(message: refusal.description).json))
        try await outbound.close(.policyViolation, reason: String(refusal.description.prefix(100)))
    }
}
