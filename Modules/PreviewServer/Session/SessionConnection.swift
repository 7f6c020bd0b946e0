import HummingbirdWebSocket
import Logging
import NIOCore

/// Runs one preview session over an upgraded WebSocket: sends the hello, then reads client
/// messages until the client leaves, answering each through a ``SessionController`` and
/// enforcing the ``SessionLimits`` through a ``MessageAssembler`` and a ``SessionGuard``.
///
/// Threads: the WebSocket is read and written on Swift's cooperative pool (where the
/// library's actors switch without hops); scene work runs there only when it has just proved
/// short (``InlineWorkPolicy``, ``SessionLimits/sceneInlineLimit``), else on the
/// ``SceneExecutor``, so long scene work never holds the threads that serve HTTP.
///
/// Pacing: messages are handled one at a time in arrival order and every reply is written
/// before the next message is read, so the server holds at most one frame per session in
/// memory; a slow client slows its own session (TCP back-pressure) and nobody else's. A session
/// that asks for more scene work than its share waits before its next message (see
/// ``SimulationPacer``), told so by an `error` text at most every 5 s.
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
        let seconds = stopwatch()
        var controller = SessionController(session: session, limits: limits, stopwatch: seconds)
        let pacer = SimulationPacer(limits: limits, seconds: seconds)
        var placement = InlineWorkPolicy(limit: limits.sceneInlineLimit)
        try await serve(opening: [.text(controller.hello.json)], limits: limits, inbound: inbound, outbound: outbound, logger: logger) { text in
            let message: ClientMessage
            do throws(ClientMessageError) {
                message = try ClientMessage(json: text)
            } catch {
                return SessionController.rejection(.invalidMessage(error))
            }
            await pacer.repay()
            var work = 0.0
            var reply: SessionController.Reply?
            if placement.mayRunInline(message) {
                // Short work where the message was read: one step of simulation at most, charged
                // its wall time (no suspension point inside).
                let start = seconds()
                reply = controller.receive(message, workingUntil: -.infinity)
                let elapsed = seconds() - start
                work += elapsed
                pacer.addInlineWork(elapsed)
            }
            if reply == nil {
                // The rest (or all) of it on the scene executor: the only hop of the message. The
                // pacer charges each thread's processor time from here, so the hop's wait is not
                // charged.
                reply = await withTaskExecutorPreference(SceneExecutor.shared) {
                    pacer.begin()
                    let start = seconds()
                    defer {
                        work += seconds() - start
                        pacer.suspend()
                    }
                    return controller.isUnfinished ? await controller.finish(pacer: pacer) : await controller.receive(message, pacer: pacer)
                }
            }
            placement.record(message, work: work)
            pacer.finish()
            guard var reply else { preconditionFailure("every message has a reply") }
            if let notice = pacer.takeNotice() { reply.messages.insert(.text(ServerMessage.error(message: notice).json), at: 0) }
            return reply
        }
    }

    /// Monotonic seconds since the call, for frame timings and the flood guard.
    static func stopwatch() -> @Sendable () -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        return {
            let elapsed = clock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }

    /// The message loop of a session, whoever answers its messages: sends `opening`, then reads
    /// client messages until the client leaves, enforcing the limits (message size, flood and
    /// garbage budgets; binary messages are refused here) and writing each text message's reply
    /// before reading the next.
    ///
    /// - Parameters:
    ///   - inbound: The WebSocket's incoming frames (a shared session's viewer reads them ahead:
    ///     ``InboundReadAhead``).
    ///   - respond: Answers one complete text message (its UTF-8 bytes).
    static func serve(
        opening: [SessionController.Outgoing],
        limits: SessionLimits,
        inbound: some AsyncSequence<WebSocketDataFrame, any Error>,
        outbound: WebSocketOutboundWriter,
        logger: Logger,
        respond: ([UInt8]) async -> SessionController.Reply
    ) async throws {
        let seconds = stopwatch()
        var assembler = MessageAssembler(maximumBytes: limits.maximumMessageBytes)
        var policy = SessionGuard(limits: limits)

        try await write(opening, to: outbound)
        for try await frame in inbound {
            let kind: MessageAssembler.FrameKind = switch frame.opcode {
            case .text: .text
            case .binary: .binary
            case .continuation: .continuation
            }
            // Every data frame counts against the message rate, continuation frames included: a
            // message cut into thousands of frames costs what thousands of messages cost.
            if case .close(let reason) = policy.admit(at: seconds()) { return try await close(outbound, reason: reason, logger: logger) }
            let reply: SessionController.Reply
            switch assembler.append(kind, payload: frame.data.readableBytesView, isFinal: frame.fin) {
            case .incomplete:
                continue
            case .outOfSequence:
                try await outbound.close(.protocolError, reason: "WebSocket frames out of sequence")
                return
            case .text(let bytes):
                // RFC 6455 §8.1: a text message must be UTF-8; one that is not fails the connection.
                guard String(validating: bytes, as: UTF8.self) != nil else {
                    logger.notice("closing a preview session", metadata: ["reason": "text message is not valid UTF-8"])
                    try await outbound.close(.dataInconsistentWithMessage, reason: "text message is not valid UTF-8")
                    return
                }
                reply = await respond(bytes)
            case .binary:
                reply = SessionController.rejection(.binaryMessage)
            case .oversized(let count):
                reply = SessionController.rejection(.oversized(byteCount: count, limit: limits.maximumMessageBytes))
            }
            try await write(reply.messages, to: outbound)
            if reply.isRejection, case .close(let reason) = policy.reject(at: seconds()) {
                return try await close(outbound, reason: reason, logger: logger)
            }
        }
    }

    private static func write(_ messages: [SessionController.Outgoing], to outbound: WebSocketOutboundWriter) async throws {
        for message in messages {
            switch message {
            case .text(let text): try await outbound.write(.text(text))
            case .binary(let bytes): try await outbound.writeBinaryMessage(ByteBuffer(bytes: bytes))
            }
        }
    }

    private static func close(_ outbound: WebSocketOutboundWriter, reason: String, logger: Logger) async throws {
        logger.notice("closing a preview session", metadata: ["reason": "\(reason)"])
        try await outbound.close(.policyViolation, reason: reason)
    }
}
