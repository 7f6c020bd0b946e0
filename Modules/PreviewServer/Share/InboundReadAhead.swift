import HummingbirdWebSocket
import Synchronization

/// A viewer's incoming WebSocket frames, read by a task of their own (``read(_:onEnd:)``) a
/// bounded amount ahead of its message loop, which takes them in order (an `AsyncSequence`).
/// So the end of the stream — the tab closed, the connection gone — is known while the loop
/// waits for an Animations panel reply, not only once it reads on (``SharedConnection``).
///
/// Bounded: the reader waits (and the socket is read no further: TCP back-pressure) while the
/// frames not yet taken cost ``maximumBytes`` or more, each its payload plus
/// ``costPerFrame`` (so empty frames count too); at most that and one frame are held.
final class InboundReadAhead: AsyncSequence, Sendable {
    typealias Element = WebSocketDataFrame

    /// What each frame costs against ``maximumBytes`` beyond its payload, in bytes.
    static let costPerFrame = 64

    /// The most the frames read ahead may cost before the reader waits, in bytes.
    let maximumBytes: Int
    private let state = Mutex(State())

    private struct State {
        var frames: [WebSocketDataFrame] = []
        var cost = 0
        /// How the stream ended, once it did.
        var end: Result<Void, any Error>?
        /// The reader's task was cancelled: it reads nothing more.
        var stopped = false
        /// The reader, waiting for the loop to take frames.
        var reader: CheckedContinuation<Void, Never>?
        /// The loop, waiting for a frame or the end.
        var taker: CheckedContinuation<Void, Never>?
    }

    /// Frames read ahead by at most `maximumBytes` (> 0).
    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// Reads `frames` until they end (or fail, or this task is cancelled), handing each over to
    /// the loop; then the loop's next frame after the last is the end (or the error), and
    /// `onEnd` is called.
    func read(_ frames: some AsyncSequence<WebSocketDataFrame, any Error>, onEnd: () async -> Void) async {
        var end: Result<Void, any Error> = .success(())
        do {
            for try await frame in frames {
                guard await hand(frame) else { break }
            }
        } catch {
            end = .failure(error)
        }
        let taker = state.withLock { state in
            state.end = end
            defer { state.taker = nil }
            return state.taker
        }
        taker?.resume()
        await onEnd()
    }

    /// Hands `frame` to the loop, then waits while what is read ahead costs too much.
    ///
    /// - Returns: `false` once the task is cancelled.
    private func hand(_ frame: WebSocketDataFrame) async -> Bool {
        let taker = state.withLock { state in
            state.frames.append(frame)
            state.cost += Self.cost(of: frame)
            defer { state.taker = nil }
            return state.taker
        }
        taker?.resume()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (room: CheckedContinuation<Void, Never>) in
                let now = state.withLock { state in
                    guard !state.stopped, state.cost >= maximumBytes else { return true }
                    state.reader = room
                    return false
                }
                if now { room.resume() }
            }
            return !state.withLock { $0.stopped }
        } onCancel: {
            let reader = state.withLock { state in
                state.stopped = true
                defer { state.reader = nil }
                return state.reader
            }
            reader?.resume()
        }
    }

    /// The loop's next frame: nil at the end, or the stream's error.
    private func take() async throws -> WebSocketDataFrame? {
        while true {
            let (frame, reader, end) = state.withLock { state -> (WebSocketDataFrame?, CheckedContinuation<Void, Never>?, Result<Void, any Error>?) in
                guard !state.frames.isEmpty else { return (nil, nil, state.end) }
                let frame = state.frames.removeFirst()
                state.cost -= Self.cost(of: frame)
                guard state.cost < maximumBytes else { return (frame, nil, nil) }
                defer { state.reader = nil }
                return (frame, state.reader, nil)
            }
            if let frame {
                reader?.resume()
                return frame
            }
            if let end {
                try end.get()
                return nil
            }
            await withCheckedContinuation { (next: CheckedContinuation<Void, Never>) in
                let now = state.withLock { state in
                    guard state.frames.isEmpty, state.end == nil else { return true }
                    state.taker = next
                    return false
                }
                if now { next.resume() }
            }
        }
    }

    private static func cost(of frame: WebSocketDataFrame) -> Int {
        frame.data.readableBytes + costPerFrame
    }

    /// Takes the frames in order.
    struct AsyncIterator: AsyncIteratorProtocol {
        let source: InboundReadAhead

        /// The next frame; nil at the end of the stream.
        mutating func next() async throws -> WebSocketDataFrame? {
            try await source.take()
        }
    }

    /// The loop's iterator (one at a time).
    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(source: self)
    }
}
