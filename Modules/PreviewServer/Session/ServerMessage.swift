import Stage

/// A JSON message from the server to the page: a text message, or (``frame(_:)``) the info that
/// leads a binary frame message (``FrameMessage``).
public enum ServerMessage: Equatable, Sendable {
    /// The first message of every session.
    case hello(Hello)
    /// The info of a frame, sent in the frame's own binary message (``FrameMessage``).
    case frame(FrameInfo)
    /// A client message was rejected; the session continues.
    case error(message: String)
    /// The answer to a ping.
    case pong(id: ClientMessage.PingID?)

    /// The session protocol version this server speaks (see `docs/session-protocol.md`).
    public static let protocolVersion = 2

    /// The hello message's content.
    public struct Hello: Equatable, Sendable {
        /// The scene's description JSON object, as the scene session gives it.
        public var sceneJSON: String
        /// The clock at the start.
        public var transport: VirtualClock
        /// The limits the session enforces.
        public var limits: SessionLimits
    }

    /// What the page needs to know about a frame besides its drawing.
    public struct FrameInfo: Equatable, Sendable {
        /// 1 for the session's first frame, then counting up.
        public var sequence: Int
        /// The clock when the frame was drawn.
        public var transport: VirtualClock
        /// Server time spent drawing and encoding the frame, in milliseconds.
        public var renderMilliseconds: Double
        /// Size of the wire-format frame, in bytes (before compression).
        public var byteCount: Int
        /// The client time (ms) of the latest input applied since the previous frame, so the page
        /// can measure input-to-frame latency; `nil` when no input arrived in between.
        public var inputClientTime: Double?
        /// The scene's state (JSON) when it differs from the last one sent, else nil.
        public var stateJSON: String?
    }

    /// The message as compact JSON text.
    public var json: String {
        var object = JSONText()
        switch self {
        case .hello(let hello):
            object.string("type", "hello")
            object.integer("protocol", Self.protocolVersion)
            object.raw("scene", hello.sceneJSON)
            object.raw("transport", Self.transportJSON(hello.transport))
            var limits = JSONText()
            limits.integer("maxMessageBytes", hello.limits.maximumMessageBytes)
            limits.number("messagesPerSecond", hello.limits.messagesPerSecond)
            limits.number("messageBurst", hello.limits.messageBurst)
            object.raw("limits", limits.result)
        case .frame(let info):
            object.string("type", "frame")
            object.integer("seq", info.sequence)
            object.number("time", info.transport.time.seconds)
            object.bool("playing", info.transport.isPlaying)
            object.number("speed", info.transport.speed)
            object.number("renderMs", (info.renderMilliseconds * 1000).rounded() / 1000)
            object.integer("bytes", info.byteCount)
            if let input = info.inputClientTime { object.number("inputT", input) } else { object.null("inputT") }
            if let state = info.stateJSON { object.raw("state", state) }
        case .error(let message):
            object.string("type", "error")
            object.string("message", message)
        case .pong(let id):
            object.string("type", "pong")
            switch id {
            case .number(let number): object.number("id", number)
            case .string(let text): object.string("id", text)
            case nil: object.null("id")
            }
        }
        return object.result
    }

    private static func transportJSON(_ transport: VirtualClock) -> String {
        var object = JSONText()
        object.number("time", transport.time.seconds)
        object.bool("playing", transport.isPlaying)
        object.number("speed", transport.speed)
        return object.result
    }
}
