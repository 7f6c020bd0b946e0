import Curves
import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Stage

/// The animation inspector's description of a scene (issue #23): names found by `Mirror`, values,
/// SwiftUI descriptions, start and end times.
@Suite struct SceneAnimationsTests {
    private func session(_ actions: [(String, Double)]) throws -> SceneSession<InspectedScene> {
        var session = try SceneSession<InspectedScene>()
        for (name, time) in actions { try session.append(.action(name: name, time: SceneTime(seconds: time))) }
        return session
    }

    @Test func propertiesAreNamedByTheirSwiftPathsInDeclarationOrder() throws {
        var session = try session([])
        let paths = session.animations(at: .zero).properties.map(\.path)
        #expect(paths == ["x", "ball.offset", "rows[0].offset", "rows[1].offset", "rows[2].offset", "fills[a]", "fills[b]", "maybe"])
    }

    @Test func aPropertyAtRestShowsItsValueAndNoAnimation() throws {
        var session = try session([])
        let description = session.animations(at: SceneTime(seconds: 2))
        let ball = try #require(description.property("ball.offset"))
        #expect(ball.valueType == "Point")
        #expect(ball.presented == [0, 0] && ball.model == [0, 0] && ball.velocity == [0, 0])
        #expect(ball.animations.isEmpty)
        #expect(description.property("fills[b]")?.presented == [0.5])
        #expect(description.property("maybe")?.presented == [7])
        #expect(description.animatingCount == 0)
        #expect(description.time == SceneTime(seconds: 2))
    }

    @Test func aSpringIsDescribedAsSwiftUISourceFromItsStartToWhenItSettles() throws {
        var session = try session([("spring", 0.5)])
        let x = try #require(session.animations(at: SceneTime(seconds: 0.6)).property("x"))
        #expect(x.animations.count == 1)
        let run = try #require(x.animations.first)
        #expect(run.animation == ".spring(response: 0.55, dampingFraction: 0.825)")
        #expect(run.start == SceneTime(seconds: 0.5))
        let settle = InspectedScene.spring.finishTime(animating: 100.0)
        #expect(settle > 0.55 && settle < 3)
        expectClose(try #require(run.end).seconds, 0.5 + settle, 1e-9)
        #expect(!run.isMerged)
        #expect(x.model == [100])
        #expect(x.presented[0] > 0 && x.presented[0] < 100)
        #expect(x.velocity[0] > 0)
    }

    @Test func aCurveHalfWayIsHalfWayAndEndsAfterItsDuration() throws {
        var session = try session([("ease", 1)])
        let ball = try #require(session.animations(at: SceneTime(seconds: 1.175)).property("ball.offset"))
        // easeInOut is point-symmetric about (0.5, 0.5): half the time is half the way.
        expectClose(ball.presented[0], 5, 1e-9)
        expectClose(ball.presented[1], 10, 1e-9)
        #expect(ball.model == [10, 20])
        #expect(ball.animations == [RunningAnimationDescription(
            animation: ".easeInOut(duration: 0.35)", start: SceneTime(seconds: 1), end: SceneTime(seconds: 1.35))])
        let after = try #require(session.animations(at: SceneTime(seconds: 1.36)).property("ball.offset"))
        #expect(after.animations.isEmpty)
        #expect(after.presented == [10, 20] && after.velocity == [0, 0])
    }

    @Test func repeatsAndDelaysCountInTheEndTime() throws {
        var session = try session([("repeat", 1)])
        let row = try #require(session.animations(at: SceneTime(seconds: 1.1)).property("rows[1].offset"))
        #expect(row.animations.first?.animation == ".easeInOut(duration: 0.5).repeatCount(3, autoreverses: true).delay(0.2)")
        expectClose(try #require(row.animations.first?.end).seconds, 1 + 0.2 + 3 * 0.5, 1e-9)
        // Still inside the delay: not moving yet.
        #expect(row.presented == [0] && row.velocity == [0])
        #expect(session.animations(at: SceneTime(seconds: 2.69)).property("rows[1].offset")?.isAnimating == true)
        #expect(session.animations(at: SceneTime(seconds: 2.71)).property("rows[1].offset")?.isAnimating == false)
    }

    @Test func aRepeatForeverNeverEnds() throws {
        var session = try session([("forever", 0)])
        let row = try #require(session.animations(at: SceneTime(seconds: 100.25)).property("rows[2].offset"))
        #expect(row.animations.count == 1)
        #expect(row.animations[0].end == nil)
        #expect(row.animations[0].animation == ".linear(duration: 1).repeatForever(autoreverses: false)")
        expectClose(row.presented[0], 90, 1e-6)
        expectClose(row.velocity[0], 360, 1e-6)
    }

    @Test func speedShortensTheRun() throws {
        var session = try session([("speed", 0.5)])
        let fill = try #require(session.animations(at: SceneTime(seconds: 0.6)).property("fills[a]"))
        #expect(fill.animations.first?.animation == ".easeOut(duration: 1).speed(2)")
        expectClose(try #require(fill.animations.first?.end).seconds, 1, 1e-9)
    }

    @Test func aSpringRetargetedBySpringMergesIntoOneRunFromTheRetargetTime() throws {
        var session = try session([("spring", 0), ("respring", 0.2)])
        let x = try #require(session.animations(at: SceneTime(seconds: 0.3)).property("x"))
        #expect(x.animations.count == 1)
        #expect(x.animations[0].start == SceneTime(seconds: 0.2))
        #expect(x.animations[0].isMerged)
        #expect(x.model == [0])
    }

    @Test func aCurveRetargetedByACurveShowsBothRunsOldestFirst() throws {
        var session = try session([("ease", 0), ("recurve", 0.3)])
        let ball = try #require(session.animations(at: SceneTime(seconds: 0.32)).property("ball.offset"))
        #expect(ball.animations.map(\.animation) == [".easeInOut(duration: 0.35)", ".easeIn(duration: 1)"])
        #expect(ball.animations.map(\.start) == [SceneTime(seconds: 0), SceneTime(seconds: 0.3)])
        #expect(ball.animations.map(\.end) == [SceneTime(seconds: 0.35), SceneTime(seconds: 1.3)])
        // Once the older run has finished only the newer one is listed.
        let later = try #require(session.animations(at: SceneTime(seconds: 0.5)).property("ball.offset"))
        #expect(later.animations.map(\.animation) == [".easeIn(duration: 1)"])
    }

    @Test func anIdentityResetEndsTheAnimations() throws {
        var session = try session([("spring", 0), ("reset", 0.2)])
        let x = try #require(session.animations(at: SceneTime(seconds: 0.3)).property("x"))
        #expect(x.animations.isEmpty && x.presented == [0] && x.model == [0])
    }

    @Test func describingChangesNoFrame() throws {
        var described = try session([("spring", 0.1), ("ease", 0.2), ("forever", 0.3)])
        var plain = try session([("spring", 0.1), ("ease", 0.2), ("forever", 0.3)])
        for step in 0...60 {
            let time = SceneTime(seconds: Double(step) / 30)
            _ = described.animations(at: time)
            _ = described.animatedValues(of: "x", at: [SceneTime(seconds: 1.5), .zero])
            #expect(described.frame(at: time) == plain.frame(at: time))
        }
    }

    @Test func samplesArePresentedValuesOfTheLogIncludingEventsAfterTheSimulatedTime() throws {
        var session = try session([("ease", 1)])
        _ = session.frame(at: SceneTime(seconds: 0.5))
        let times = [0.9, 1.175, 1.5].map { SceneTime(seconds: $0) }
        let samples = session.animatedValues(of: "ball.offset", at: times)
        var reference = try self.session([("ease", 1)])
        for (time, sample) in zip(times, samples) {
            let expected = try #require(reference.animations(at: time).property("ball.offset")).presented
            #expect(sample == expected)
        }
        expectClose(try #require(samples[1])[1], 10, 1e-9)
        #expect(session.animatedValues(of: "ball.nothing", at: [.zero]) == [nil])
        #expect(session.animatedValues(of: "ball", at: [.zero]) == [nil])
    }

    @Test func aRestingLimitKeepsEveryAnimatingPropertyAndCountsTheRestLeftOut() throws {
        var session = try session([("forever", 0), ("speed", 0)])
        let time = SceneTime(seconds: 0.25)
        let limited = session.animations(at: time, restingLimit: 2)
        // x and ball.offset fit; rows[0], rows[1], fills[b] and maybe do not; the animating ones
        // (rows[2], fills[a]) are always listed. The dictionary's resting entry does not fit, so
        // none of its resting entries is listed.
        #expect(limited.properties.map(\.path) == ["x", "ball.offset", "rows[2].offset", "fills[a]"])
        #expect(limited.omittedRestingCount == 4)
        #expect(limited.json["omitted"] == 4)
        let roomy = session.animations(at: time, restingLimit: 6)
        #expect(roomy.properties.count == 8 && roomy.omittedRestingCount == 0)
        #expect(roomy == session.animations(at: time))
        let none = session.animations(at: time, restingLimit: 0)
        #expect(none.properties.map(\.path) == ["rows[2].offset", "fills[a]"])
        #expect(none.omittedRestingCount == 6)
    }

    @Test func jsonLeavesOutWhatARestingPropertyRepeats() throws {
        var session = try session([("forever", 0)])
        let json = session.animations(at: SceneTime(seconds: 0.5)).json
        let properties = try #require(json["properties"]?.arrayValue)
        #expect(properties[0] == ["path": "x", "type": "Double", "value": [0]])
        let row = try #require(properties.first { $0["path"] == "rows[2].offset" })
        #expect(row["model"] == [360])
        #expect(row["animations"] == [["animation": ".linear(duration: 1).repeatForever(autoreverses: false)", "start": 0, "end": .null]])
        #expect(json["time"] == 0.5)
        #expect(json["truncated"] == nil)
    }
}
