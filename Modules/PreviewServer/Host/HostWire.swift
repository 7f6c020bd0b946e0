/// The byte encoding of requests and replies on the pipes between the supervisor and the scene
/// host: each message is a 4-byte big-endian length, then that many bytes.
///
/// Request body: kind (1 byte: 1 list, 2 open, 3 message, 4 replay, 5 close, 6 resume, 7 export
/// replay, 8 export frame: then the time as the 8 bytes of a Double), session
/// (4 bytes), then strings as 4-byte length + UTF-8; a replay's log is a count and entries (tag 0:
/// text; tag 1: frame time as the 8 bytes of a Double). Reply body: flags (1 byte: bit 0 rejection,
/// bit 1 unfinished), the work's seconds (the 8 bytes of a Double), message count (4 bytes), then
/// per message kind (0 text, 1 binary) and length-prefixed bytes.
public enum HostWire {
    /// The largest body accepted (64 MiB): a longer length means the stream is corrupt.
    public static let maximumBodyBytes = 64 << 20

    /// Why bytes could not be decoded.
    public struct DecodingError: Error, Equatable, Sendable {
        /// What was wrong.
        public var reason: String
    }

    // MARK: Encoding

    /// One framed request.
    public static func encode(_ request: HostRequest) -> [UInt8] {
        var body: [UInt8] = []
        switch request {
        case .list:
            body.append(1); put(UInt32(0), into: &body)
        case .open(let session, let sceneID):
            body.append(2); put(session, into: &body); put(sceneID, into: &body)
        case .message(let session, let text):
            body.append(3); put(session, into: &body); put(text, into: &body)
        case .replay(let session, let sceneID, let log):
            body.append(4); put(session, into: &body); put(sceneID, into: &body)
            put(UInt32(log.entries.count), into: &body)
            for entry in log.entries {
                switch entry {
                case .message(let text): body.append(0); put(text, into: &body)
                case .frame(let time): body.append(1); put(time.bitPattern, into: &body)
                }
            }
        case .close(let session):
            body.append(5); put(session, into: &body)
        case .resume(let session):
            body.append(6); put(session, into: &body)
        case .exportReplay(let session, let log):
            body.append(7); put(session, into: &body); put(log, into: &body)
        case .exportFrame(let session, let time):
            body.append(8); put(session, into: &body); put(time.bitPattern, into: &body)
        }
        return framed(body)
    }

    /// One framed reply.
    public static func encode(_ answer: HostReply) -> [UInt8] {
        let reply = answer.reply
        var body: [UInt8] = [(reply.isRejection ? 1 : 0) | (answer.isUnfinished ? 2 : 0)]
        put(answer.workSeconds.bitPattern, into: &body)
        put(UInt32(reply.messages.count), into: &body)
        for message in reply.messages {
            switch message {
            case .text(let text): body.append(0); put(text, into: &body)
            case .binary(let bytes): body.append(1); put(UInt32(bytes.count), into: &body); body += bytes
            }
        }
        return framed(body)
    }

    // MARK: Decoding

    /// The body length announced by a 4-byte header.
    public static func bodyLength(header: some Collection<UInt8>) throws(DecodingError) -> Int {
        guard header.count == 4 else { throw DecodingError(reason: "a header has 4 bytes") }
        let length = header.reduce(0) { $0 << 8 | Int($1) }
        guard length <= maximumBodyBytes else { throw DecodingError(reason: "a body of \(length) bytes exceeds the limit") }
        return length
    }

    /// Decodes a request body (without its header).
    public static func decodeRequest(_ body: [UInt8]) throws(DecodingError) -> HostRequest {
        var reader = Reader(bytes: body)
        let kind = try reader.byte()
        let session = try reader.u32()
        switch kind {
        case 1: return .list
        case 2: return .open(session: session, sceneID: try reader.string())
        case 3: return .message(session: session, text: try reader.string())
        case 4:
            let sceneID = try reader.string()
            let count = Int(try reader.u32())
            var log = SessionLog()
            for _ in 0..<count {
                switch try reader.byte() {
                case 0:
                    let text = try reader.string()
                    log.append(.message(text))
                case 1:
                    log.append(.frame(clientTime: Double(bitPattern: try reader.u64())))
                default:
                    throw DecodingError(reason: "unknown log entry tag")
                }
            }
            return .replay(session: session, sceneID: sceneID, log: log)
        case 5: return .close(session: session)
        case 6: return .resume(session: session)
        case 7: return .exportReplay(session: session, log: try reader.string())
        case 8: return .exportFrame(session: session, time: Double(bitPattern: try reader.u64()))
        default: throw DecodingError(reason: "unknown request kind \(kind)")
        }
    }

    /// Decodes a reply body (without its header).
    public static func decodeReply(_ body: [UInt8]) throws(DecodingError) -> HostReply {
        var reader = Reader(bytes: body)
        let flags = try reader.byte()
        let workSeconds = Double(bitPattern: try reader.u64())
        let count = Int(try reader.u32())
        var messages: [SessionController.Outgoing] = []
        for _ in 0..<count {
            switch try reader.byte() {
            case 0: messages.append(.text(try reader.string()))
            case 1: messages.append(.binary(try reader.bytes()))
            default: throw DecodingError(reason: "unknown reply message kind")
            }
        }
        let reply = SessionController.Reply(messages: messages, isRejection: flags & 1 != 0)
        return HostReply(reply, isUnfinished: flags & 2 != 0, workSeconds: workSeconds.isFinite ? max(0, workSeconds) : 0)
    }

    // MARK: Bytes

    private static func framed(_ body: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(body.count + 4)
        put(UInt32(body.count), into: &result)
        return result + body
    }

    private static func put(_ value: UInt32, into bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func put(_ value: UInt64, into bytes: inout [UInt8]) {
        put(UInt32(value >> 32), into: &bytes)
        put(UInt32(value & 0xFFFF_FFFF), into: &bytes)
    }

    private static func put(_ text: String, into bytes: inout [UInt8]) {
        let utf8 = Array(text.utf8)
        put(UInt32(utf8.count), into: &bytes)
        bytes += utf8
    }

    private struct Reader {
        let data: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) { data = bytes }

        mutating func take(_ count: Int) throws(DecodingError) -> ArraySlice<UInt8> {
            guard count >= 0, offset + count <= data.count else { throw DecodingError(reason: "the body ends early") }
            defer { offset += count }
            return data[offset..<offset + count]
        }

        mutating func byte() throws(DecodingError) -> UInt8 { try take(1).first! }
        mutating func u32() throws(DecodingError) -> UInt32 { try take(4).reduce(0) { $0 << 8 | UInt32($1) } }
        mutating func u64() throws(DecodingError) -> UInt64 { UInt64(try u32()) << 32 | UInt64(try u32()) }
        mutating func bytes() throws(DecodingError) -> [UInt8] { Array(try take(Int(try u32()))) }
        mutating func string() throws(DecodingError) -> String { String(decoding: try take(Int(try u32())), as: UTF8.self) }
    }
}
