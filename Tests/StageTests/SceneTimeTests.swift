import Testing
@testable import Stage

@Suite("SceneTime")
struct SceneTimeTests {
    @Test("instants and durations combine with the expected units")
    func arithmetic() {
        let t: SceneTime = 1.5
        #expect((t + SceneDuration.seconds(0.25)).seconds == 1.75)
        #expect((t - SceneTime(seconds: 0.5)).seconds == 1)
        #expect(SceneDuration.milliseconds(250).seconds == 0.25)
    }
}
