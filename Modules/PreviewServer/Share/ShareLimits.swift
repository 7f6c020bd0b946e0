/// What shared sessions may use (docs/session-protocol.md §6.4).
public struct ShareLimits: Equatable, Sendable {
    /// Viewers one shared session may have at once (the owner included); one more is refused
    /// with close 1008.
    public var maximumViewers: Int
    /// Shared sessions one server may run at once; one more is refused with close 1008.
    public var maximumSessions: Int
    /// Seconds a shared session lives on after its last viewer left, for reconnects.
    public var gracePeriod: Double
    /// Frames per second the server draws a shared session at (its tick), at most.
    public var framesPerSecond: Double
    /// Frame messages a viewer may have waiting behind its last frame request; one more and it
    /// drops out of step, to be brought back by a keyframe when it asks again.
    public var maximumBacklog: Int
    /// Frame messages handed to a viewer's socket and not yet written (TCP back-pressure) beyond
    /// which it is sent nothing more for now.
    public var maximumUnwritten: Int

    /// The defaults: 32 viewers a session, 16 shared sessions a server, 10 s of grace, 60 fps,
    /// a backlog of 2 frames, 2 unwritten messages.
    public static let standard = ShareLimits(
        maximumViewers: 32, maximumSessions: 16, gracePeriod: 10, framesPerSecond: 60, maximumBacklog: 2, maximumUnwritten: 2)

    /// Creates limits; see the properties for units.
    public init(maximumViewers: Int, maximumSessions: Int, gracePeriod: Double, framesPerSecond: Double, maximumBacklog: Int, maximumUnwritten: Int) {
        self.maximumViewers = maximumViewers
        self.maximumSessions = maximumSessions
        self.gracePeriod = gracePeriod
        self.framesPerSecond = framesPerSecond
        self.maximumBacklog = maximumBacklog
        self.maximumUnwritten = maximumUnwritten
    }
}
