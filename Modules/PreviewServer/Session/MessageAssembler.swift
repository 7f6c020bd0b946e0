/// Joins WebSocket data frames into messages, enforcing the message size limit without closing
/// the connection: the frames of an oversized message are discarded as they arrive and the
/// message is reported once, when its last frame has come.
public struct MessageAssembler: Sendable {
    /// The kind of a data frame, as the WebSocket layer reports it.
    public enum FrameKind: Sendable {
        /// First frame of a text message.
        case text
        /// First frame of a binary message.
        case binary
        /// A later frame of the current message.
        case continuation
    }

    /// What a frame completed.
    public enum Event: Equatable, Sendable {
        /// The message continues in later frames.
        case incomplete
        /// A whole text message.
        case text([UInt8])
        /// A whole binary message.
        case binary([UInt8])
        /// A whole message that exceeded the limit; `byteCount` is its total size.
        case oversized(byteCount: Int)
        /// A frame out of sequence (a continuation with no message open, or a new message before
        /// the last one ended); the WebSocket layer normally rejects these itself.
        case outOfSequence
    }

    /// Largest message kept, in bytes.
    public let maximumBytes: Int
    private var buffer: [UInt8] = []
    private var isText = false
    private var isOpen = false
    private var total = 0

    /// Creates an assembler.
    ///
    /// - Parameter maximumBytes: The largest message delivered, in bytes (> 0).
    public init(maximumBytes: Int) {
        precondition(maximumBytes > 0, "the message size limit must be positive")
        self.maximumBytes = maximumBytes
    }

    /// Adds one data frame.
    ///
    /// - Parameters:
    ///   - kind: The frame's opcode.
    ///   - payload: The frame's (unmasked, decompressed) payload.
    ///   - isFinal: The frame's FIN bit.
    /// - Returns: What the frame completed.
    public mutating func append(_ kind: FrameKind, payload: some Collection<UInt8>, isFinal: Bool) -> Event {
        switch kind {
        case .text, .binary:
            if isOpen {
                reset()
                return .outOfSequence
            }
            isOpen = true
            isText = kind == .text
        case .continuation:
            guard isOpen else { return .outOfSequence }
        }
        total += payload.count
        if total <= maximumBytes {
            buffer.append(contentsOf: payload)
        } else {
            buffer = []
        }
        guard isFinal else { return .incomplete }
        defer { reset() }
        if total > maximumBytes { return .oversized(byteCount: total) }
        return isText ? .text(buffer) : .binary(buffer)
    }

    private mutating func reset() {
        buffer = []
        isOpen = false
        total = 0
    }
}
