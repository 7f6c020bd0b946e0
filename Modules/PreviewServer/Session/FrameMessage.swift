/// The one binary WebSocket message that carries a frame (session protocol 2,
/// `docs/session-protocol.md` §2.2): the frame's info and its drawing together, so a frame costs
/// one message, one compression and one write.
///
/// Layout: a varint (unsigned LEB128) byte count `n`, then `n` bytes of UTF-8 JSON — the frame
/// info object, with the scene's state when it changed — then the wire-format message
/// (`docs/protocol.md`) to the end.
public enum FrameMessage {
    /// Joins a frame's info and its wire message.
    ///
    /// - Parameters:
    ///   - info: The frame info, one JSON object.
    ///   - frame: The wire-format message.
    /// - Returns: The binary message.
    public static func join(info: String, frame: [UInt8]) -> [UInt8] {
        var n = UInt32(info.utf8.count)
        var out: [UInt8] = []
        out.reserveCapacity(5 + Int(n) + frame.count)
        while n >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: n) | 0x80)
            n >>= 7
        }
        out.append(UInt8(n))
        out.append(contentsOf: info.utf8)
        out.append(contentsOf: frame)
        return out
    }

    /// Splits a frame message into its info text and its wire message.
    ///
    /// - Parameter message: A message made by ``join(info:frame:)``.
    /// - Returns: The info and the wire message, or nil when the length prefix is malformed or
    ///   promises more than the message holds.
    public static func split(_ message: [UInt8]) -> (info: String, frame: [UInt8])? {
        var n = 0, shift = 0, i = 0
        while true {
            guard i < message.count, shift <= 28 else { return nil }
            let b = message[i]
            i += 1
            n |= Int(b & 0x7F) << shift
            if b & 0x80 == 0 { break }
            shift += 7
        }
        guard n <= message.count - i else { return nil }
        return (String(decoding: message[i..<i + n], as: UTF8.self), Array(message[(i + n)...]))
    }
}

extension SessionController.Outgoing {
    /// The JSON this message carries: a text message's text, or a frame message's info.
    public var json: String? {
        switch self {
        case .text(let text): text
        case .binary(let bytes): FrameMessage.split(bytes)?.info
        }
    }

    /// The wire-format frame of a frame message, or nil.
    public var wireFrame: [UInt8]? {
        if case .binary(let bytes) = self { FrameMessage.split(bytes)?.frame } else { nil }
    }
}
