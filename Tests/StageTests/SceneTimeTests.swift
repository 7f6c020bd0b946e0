import Testing
@testable import Stage

@Suite("SceneTime and SceneDuration")
struct SceneTimeTests {
    @Test("instants and durations combine with the expected units")
    func arithmetic() {
        let t: SceneTime = 1.5
        #expect((t + SceneDuration.seconds(0.25)).seconds == 1.75)
        #expect((t - SceneDuration.seconds(0.5)).seconds == 1)
        #expect((t - SceneTime(seconds: 0.5)).seconds == 1)
        #expect(SceneDuration.milliseconds(250).seconds == 0.25)
        #expect((SceneDuration.seconds(0.5) * 4).seconds == 2)
    }

    @Test("instants are ordered by seconds")
    func ordering() {
        #expect(SceneTime(seconds: 1) < SceneTime(seconds: 2))
        #expect(SceneTime.zero < SceneTime.maximum)
    }

    @Test("clamping to the session range maps NaN to 0 and bounds both ends",
          arguments: [(-1.0, 0.0), (.nan, 0.0), (.infinity, 3600.0), (-.infinity, 0.0), (12.5, 12.5), (1e9, 3600.0)])
    func clamping(input: Double, expected: Double) {
        #expect(SceneTime(seconds: input).clampedToSessionRange.seconds == expected)
    }
}
