/// Why a wire message was rejected, and where.
///
/// After any error the decoder forgets its session (path cache and string table) and accepts
/// only a message with the reset flag, because the cache may be half-updated.
public struct WireDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The message is larger than `WireFormat.maximumMessageSize`.
        case tooLarge(size: Int, limit: Int)
        /// The message ended while reading a field.
        case truncated(reading: String)
        /// The message does not start with the magic bytes `"ZF"`: not a Zoetrope frame.
        case badMagic
        /// The message has another format version.
        case unsupportedVersion(UInt8)
        /// Reserved header flag bits are set.
        case unknownFlags(UInt8)
        /// The session has no cache yet (first message, or after an error) but the message does
        /// not carry the reset flag.
        case missingReset
        /// The message's sequence number is not the one after the previous message's, so the
        /// caches are out of step (a message was lost or reordered).
        case sequenceGap(expected: UInt32, found: UInt32)
        /// A variable-length integer is longer than five bytes or exceeds 32 bits.
        case malformedVarint(field: String)
        /// A float is NaN or infinite.
        case nonFiniteNumber(field: String)
        /// A string is not valid UTF-8.
        case invalidUTF8
        /// An operation byte names no known operation, or sets reserved bits.
        case unknownOperation(UInt8)
        /// A field holds a value outside its domain (an enum code, a reserved bit).
        case invalidValue(field: String, value: Double)
        /// An operation refers to a path id the cache does not hold.
        case unknownPath(id: UInt32)
        /// An operation refers to a string id the table does not hold.
        case unknownString(id: UInt32)
        /// A count or id exceeds a protocol limit.
        case limitExceeded(what: String, value: Int, limit: Int)
        /// Bytes remain after the last operation.
        case trailingBytes(count: Int)
    }

    /// What was wrong.
    public var reason: Reason
    /// The byte offset in the message where the problem was found.
    public var offset: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What was wrong.
    ///   - offset: The byte offset where it was found.
    public init(reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// One line saying what was wrong, where, and what to do about it when there is something.
    public var description: String {
        let what: String
        switch reason {
        case .tooLarge(let size, let limit):
            what = "message of \(size) bytes exceeds the \(limit)-byte limit"
        case .truncated(let field):
            what = "message is truncated: it ends while reading \(field)"
        case .badMagic:
            what = "not a Zoetrope frame: the message does not start with \"ZF\""
        case .unsupportedVersion(let v):
            what = "unsupported wire format version \(v); this decoder reads versions \(WireFormat.readableVersions.lowerBound)…\(WireFormat.readableVersions.upperBound)"
        case .unknownFlags(let f):
            what = "unknown header flags 0x\(String(f, radix: 16))"
        case .missingReset:
            what = "the session has no cache yet: the first message (and the one after an error) must carry the reset flag"
        case .sequenceGap(let expected, let found):
            what = "frame sequence \(found) where \(expected) was expected: the path cache is out of step; restart the session"
        case .malformedVarint(let field):
            what = "malformed variable-length integer in \(field)"
        case .nonFiniteNumber(let field):
            what = "non-finite number in \(field)"
        case .invalidUTF8:
            what = "a string is not valid UTF-8"
        case .unknownOperation(let b):
            what = "unknown operation byte 0x\(String(b, radix: 16))"
        case .invalidValue(let field, let value):
            let shown = value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
            what = "invalid \(field) \(shown)"
        case .unknownPath(let id):
            what = "reference to path \(id), which the cache does not hold"
        case .unknownString(let id):
            what = "reference to string \(id), which the table does not hold"
        case .limitExceeded(let w, let value, let limit):
            what = "\(w) \(value) exceeds the limit \(limit)"
        case .trailingBytes(let n):
            what = "\(n) unexpected bytes after the last operation"
        }
        return "wire decoding failed at byte \(offset): \(what)"
    }
}

/// Why a frame could not be encoded for the wire. Only absurdly large frames fail; every other
/// value is sanitised (see `docs/protocol.md`).
public enum WireEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One string is longer than `WireFormat.maximumStringBytes` UTF-8 bytes.
    case stringTooLong(bytes: Int)
    /// The frame's distinct paths or strings do not fit the session limits even in an empty cache.
    case frameTooLarge(String)
    /// The frame's message would be `bytes` long, over the encoder's `limit` (at most
    /// `WireFormat.maximumMessageSize`, beyond which decoders refuse a message).
    case messageTooLarge(bytes: Int, limit: Int)

    /// What was wrong and what to do.
    public var description: String {
        switch self {
        case .stringTooLong(let n):
            "a string of \(n) UTF-8 bytes exceeds the \(WireFormat.maximumStringBytes)-byte limit; shorten the text or name"
        case .frameTooLarge(let what):
            "the frame is too large for the wire format (\(what)); draw fewer distinct paths or strings"
        case .messageTooLarge(let bytes, let limit):
            "the frame's wire message would be \(bytes) bytes, over the \(limit)-byte limit decoders accept; draw fewer operations or paths"
        }
    }
}
