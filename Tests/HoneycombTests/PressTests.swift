import Geometry
import Stage
import Testing
@testable import Honeycomb
import ZoetropeTestSupport

/// §11 and check 11: pressing a bubble dims it and shrinks it and its neighbours.
@Suite("Press dimming and shrinking")
struct PressTests {
    /// Tech (−1, 0) at rest: C + centre + fish-eye shift (12.751, 0).
    static let tech = Point(x: 195 - 108.253 + 12.751, y: 406 - 62.5)
    static let shrinking: Set<String> = ["Tech", "Politics", "Plants", "Fashion", "Music"]

    @Test("check 11: pressing Tech dims it, shrinks it with Politics, Plants, Fashion and Music; nothing else changes")
    func pressTech() throws {
        var s = try session([.pointer(.down, id: 1, x: Self.tech.x, y: Self.tech.y, at: 0, kind: .touch)])
        #expect(s.sceneState(at: 0)["touched"] == .string("Tech"))
        for (t, scale, alpha) in [(0.25, 0.95, 0.125), (0.125, 0.98708, 0.03229), (0.6, 0.9, 0.25)] {
            let state = s.sceneState(at: SceneTime(seconds: t))
            for bubble in state["bubbles"]?.arrayValue ?? [] {
                let topic = bubble["topic"]?.stringValue ?? ""
                let expectedScale = Self.shrinking.contains(topic) ? scale : 1
                let expectedAlpha = topic == "Tech" ? alpha : 0
                #expect(isClose(bubble.number("pressScale"), expectedScale, 1e-5), "\(topic) at \(t)")
                #expect(isClose(bubble.number("dimAlpha"), expectedAlpha, 1e-5), "\(topic) at \(t)")
            }
        }
        // Independently: the ease-in-out at half and quarter time.
        #expect(isClose(1 - 0.1 * Reference.easeInOut(0.25), 0.98708, 1e-5))
        #expect(isClose(0.25 * Reference.easeInOut(0.25), 0.03229, 1e-5))
    }

    @Test("§7: the press factor multiplies the fish-eye size")
    func pressScalesTheBubble() throws {
        var s = try session([.pointer(.down, id: 1, x: Self.tech.x, y: Self.tech.y, at: 0, kind: .touch)])
        let state = s.sceneState(at: 1)
        #expect(isClose(state.bubble("Tech")?.number("scale") ?? .nan, 0.9 * 96.310 / 125, 1e-4))
        #expect(isClose(state.bubble("Politics")?.number("scale") ?? .nan, 0.9, 1e-12))
    }

    @Test("§11: the touched bubble stays the one pressed during a drag; release animates back from where it is")
    func keptAndReleased() throws {
        let events = gesture([Sample(ms: 0, x: Self.tech.x, y: Self.tech.y), Sample(ms: 100, x: Self.tech.x + 150, y: Self.tech.y + 40),
                              Sample(ms: 250, x: Self.tech.x + 200, y: Self.tech.y + 60), Sample(ms: 400, x: Self.tech.x + 200, y: Self.tech.y + 60)])
        var s = try session(events)
        #expect(s.state(ms: 250)["touched"] == .string("Tech"))
        let atRelease = 1 - 0.1 * Reference.easeInOut(0.8)
        let after = s.state(ms: 400)
        #expect(after["touched"] == .null)
        #expect(isClose(after.bubble("Tech")?.number("pressScale") ?? .nan, atRelease, 1e-6), "continuous at release")
        // From the presented value back to 1 over 0.5 s, ease-in-out.
        let half = s.state(ms: 650).bubble("Tech")?.number("pressScale") ?? .nan
        #expect(isClose(half, atRelease + (1 - atRelease) * Reference.easeInOut(0.5), 1e-6))
        #expect(s.state(ms: 900).bubble("Tech")?.number("pressScale") == 1)
        #expect(s.state(ms: 900).bubble("Tech")?.number("dimAlpha") == 0)
    }

    @Test("a press in a gap touches nothing")
    func gap() throws {
        var s = try session([.pointer(.down, id: 1, x: 195 - 54, y: 406 + 31, at: 0, kind: .touch)])
        let state = s.sceneState(at: 1)
        #expect(state["touched"] == .null)
        #expect(state["bubbles"]?.arrayValue?.allSatisfy { $0.number("pressScale") == 1 } == true)
    }
}
