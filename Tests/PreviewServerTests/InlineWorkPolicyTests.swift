import Geometry
@testable import PreviewServer
import Stage
import Testing

@Suite("InlineWorkPolicy")
struct InlineWorkPolicyTests {
    static let frame = ClientMessage.frame(clientTime: 1)
    static let move = ClientMessage.input(.pointer(.move, id: 1, x: 1, y: 2, at: .zero), clientTime: 1)
    static let seek = ClientMessage.transport(.seek(to: SceneTime(seconds: 3600)), clientTime: 1)
    static let limit = 0.0005

    @Test("a session's first frame and first input hop; pings and full-frame requests never do")
    func unknownWorkHops() {
        let policy = InlineWorkPolicy(limit: Self.limit)
        #expect(!policy.mayRunInline(Self.frame))
        #expect(!policy.mayRunInline(Self.move))
        #expect(policy.mayRunInline(.ping(id: nil)))
        #expect(policy.mayRunInline(.requestFullFrame))
    }

    @Test("a frame or input runs inline exactly when the previous one of its kind took at most the limit",
          arguments: [0.0, 0.0001, 0.0005, 0.0005000001, 0.002, 1.0])
    func previousWorkDecides(work: Double) {
        var policy = InlineWorkPolicy(limit: Self.limit)
        policy.record(Self.frame, work: work)
        policy.record(Self.move, work: work)
        #expect(policy.mayRunInline(Self.frame) == (work <= Self.limit))
        #expect(policy.mayRunInline(Self.move) == (work <= Self.limit))
    }

    @Test("the kinds are judged apart: a long frame does not make input hop, nor a long input frames")
    func kindsApart() {
        var policy = InlineWorkPolicy(limit: Self.limit)
        policy.record(Self.frame, work: 0.1)
        policy.record(Self.move, work: 0.0001)
        #expect(!policy.mayRunInline(Self.frame))
        #expect(policy.mayRunInline(Self.move))
        policy.record(Self.frame, work: 0.0001)
        policy.record(Self.move, work: 0.1)
        #expect(policy.mayRunInline(Self.frame))
        #expect(!policy.mayRunInline(Self.move))
    }

    @Test("after a transport command, frames and input hop until a frame has been drawn")
    func transportMakesWorkHop() {
        var policy = InlineWorkPolicy(limit: Self.limit)
        policy.record(Self.frame, work: 0.0001)
        policy.record(Self.move, work: 0.0001)
        #expect(!policy.mayRunInline(Self.seek))
        policy.record(Self.seek, work: 0.0001)
        #expect(!policy.mayRunInline(Self.frame))
        #expect(!policy.mayRunInline(Self.move))
        #expect(policy.mayRunInline(.ping(id: nil)))
        // The hopped frame was short again: work is inline once more.
        policy.record(Self.frame, work: 0.0001)
        #expect(policy.mayRunInline(Self.frame))
        #expect(policy.mayRunInline(Self.move))
    }

    @Test("inspection requests always hop; a zero limit sends all scene work to the scene executor")
    func alwaysHop() {
        var policy = InlineWorkPolicy(limit: Self.limit)
        policy.record(.inspect(.animations), work: 0)
        #expect(!policy.mayRunInline(.inspect(.animations)))
        var strict = InlineWorkPolicy(limit: 0)
        strict.record(Self.frame, work: 0)
        strict.record(Self.move, work: 0)
        #expect(!strict.mayRunInline(Self.frame))
        #expect(!strict.mayRunInline(Self.move))
    }
}
