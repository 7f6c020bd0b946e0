import HummingbirdWebSocket
import NIOCore
import Synchronization

/// Everything written to one viewer's socket of a shared session goes through its outbox, in
/// order, from one task (``drain(to:)``): frames the session's tick hands over without waiting,
/// and the replies to the viewer's own messages, whose sender waits until they are written (so a
/// client that does not read stops its own reading, as in a session of its own).
///
/// Bounded: the tick hands a frame over only while fewer than
/// ``ShareLimits/maximumUnwritten`` messages are waiting (``unwritten``), and each viewer has at
/// most one reply waiting; nothing else is queued.
final class ViewerOutbox: Sendable {
    /// Messages written together, then `done` (if any) is called.
    struct Batch: Sendable {
        var messages: [SessionController.Outgoing]
        var done: (@Sendable () -> Void)?
    }

    private let stream: AsyncStream<Batch>
    private let continuation: AsyncStream<Batch>.Continuation
    private let waiting = Atomic<Int>(0)

    init() {
        (stream, continuation) = AsyncStream<Batch>.makeStream()
    }

    /// Batches handed over and not yet written.
    var unwritten: Int { waiting.load(ordering: .relaxed) }

    /// Hands `messages` over to be written after what is already waiting; does not wait.
    func offer(_ messages: [SessionController.Outgoing]) {
        waiting.add(1, ordering: .relaxed)
        if case .terminated = continuation.yield(Batch(messages: messages)) { waiting.subtract(1, ordering: .relaxed) }
    }

    /// Hands `messages` over and waits until they are written (or the socket failed).
    func send(_ messages: [SessionController.Outgoing]) async {
        guard !messages.isEmpty else { return }
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            waiting.add(1, ordering: .relaxed)
            if case .terminated = continuation.yield(Batch(messages: messages, done: { resume.resume() })) {
                waiting.subtract(1, ordering: .relaxed)
                resume.resume()
            }
        }
    }

    /// No more messages: ``drain(to:)`` returns once what is waiting is written.
    func finish() {
        continuation.finish()
    }

    /// Writes every batch in order until ``finish()``; after a failed write the rest is dropped
    /// (the connection is gone), every waiting sender released all the same.
    func drain(to outbound: WebSocketOutboundWriter) async {
        await drain { message in
            switch message {
            case .text(let text): try await outbound.write(.text(text))
            case .binary(let bytes): try await outbound.writeBinaryMessage(ByteBuffer(bytes: bytes))
            }
        }
    }

    /// Hands every message to `write` in order until ``finish()``, as ``drain(to:)`` writes them
    /// to a socket (tests stand in for the socket with it).
    func drain(_ write: (SessionController.Outgoing) async throws -> Void) async {
        var failed = false
        for await batch in stream {
            if !failed {
                do {
                    for message in batch.messages { try await write(message) }
                } catch {
                    failed = true
                }
            }
            waiting.subtract(1, ordering: .relaxed)
            batch.done?()
        }
    }
}
