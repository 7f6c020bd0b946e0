import Testing
@testable import Stage

@Suite("VirtualClock")
struct VirtualClockTests {
    @Test("a playing clock advances by real time × speed", arguments: VirtualClock.presetSpeeds)
    func advanceScalesBySpeed(speed: Double) throws {
        var clock = VirtualClock()
        try clock.setSpeed(speed)
        clock.advance(by: .seconds(2))
        #expect(abs(clock.time.seconds - 2 * speed) < 1e-12)
    }

    @Test("at 0.25× one real second is a quarter of a scene second; at 0.1× a tenth")
    func slowMotion() throws {
        var clock = VirtualClock()
        try clock.setSpeed(0.25)
        for _ in 0..<60 { clock.advance(by: .seconds(1.0 / 60)) }
        #expect(abs(clock.time.seconds - 0.25) < 1e-12)
        try clock.setSpeed(0.1)
        clock.advance(by: .seconds(1))
        #expect(abs(clock.time.seconds - 0.35) < 1e-12)
    }

    @Test("a paused clock does not move; play resumes")
    func pauseAndPlay() {
        var clock = VirtualClock()
        clock.advance(by: .seconds(1))
        clock.pause()
        clock.advance(by: .seconds(5))
        #expect(clock.time.seconds == 1)
        #expect(!clock.isPlaying)
        clock.play()
        clock.advance(by: .seconds(0.5))
        #expect(clock.time.seconds == 1.5)
    }

    @Test("negative, NaN and infinite real durations are ignored", arguments: [-1.0, .nan, .infinity, -.infinity])
    func badRealDurations(real: Double) {
        var clock = VirtualClock(time: 2)
        clock.advance(by: .seconds(real))
        #expect(clock.time.seconds == 2)
    }

    @Test("invalid speeds are rejected and leave the speed unchanged",
          arguments: [0.0, -1.0, .nan, .infinity, 0.001, 1000.0])
    func invalidSpeeds(speed: Double) {
        var clock = VirtualClock()
        #expect(throws: ClockError.self) {
            try clock.setSpeed(speed)
        }
        #expect(clock.speed == 1)
    }

    @Test("seek jumps exactly, clamps negative and huge times, and rejects NaN")
    func seek() throws {
        var clock = VirtualClock()
        try clock.seek(to: 12.25)
        #expect(clock.time.seconds == 12.25)
        try clock.seek(to: -4)
        #expect(clock.time == .zero)
        try clock.seek(to: 1e12)
        #expect(clock.time == SceneTime.maximum)
        #expect(!clock.isPlaying)
        #expect(throws: ClockError.self) { try clock.seek(to: SceneTime(seconds: .nan)) }
        #expect(clock.time == SceneTime.maximum)
    }

    @Test("seek keeps the play state inside the range")
    func seekKeepsPlayState() throws {
        var clock = VirtualClock()
        try clock.seek(to: 3)
        #expect(clock.isPlaying)
        clock.pause()
        try clock.seek(to: 1)
        #expect(!clock.isPlaying)
    }

    @Test("a step pauses and moves one displayed frame at the current speed",
          arguments: [(1.0, 1.0 / 60), (0.25, 0.25 / 60), (0.1, 0.1 / 60)])
    func stepOneFrame(speed: Double, expected: Double) throws {
        var clock = VirtualClock()
        try clock.setSpeed(speed)
        clock.step()
        #expect(!clock.isPlaying)
        #expect(abs(clock.time.seconds - expected) < 1e-15)
    }

    @Test("stepping forward then back returns to the same time; stepping before 0 clamps")
    func stepBackwards() throws {
        var clock = VirtualClock(time: 1)
        clock.step(frames: 3)
        clock.step(frames: -3)
        #expect(abs(clock.time.seconds - 1) < 1e-12)
        clock.step(frames: -1000)
        #expect(clock.time == .zero)
    }

    @Test("the frame interval follows the frame rate; bad rates fall back to 60")
    func frameRate() {
        #expect(VirtualClock(framesPerSecond: 120).frameInterval.seconds == 1.0 / 120)
        #expect(VirtualClock(framesPerSecond: 0).framesPerSecond == 60)
        #expect(VirtualClock(framesPerSecond: .nan).framesPerSecond == 60)
    }

    @Test("a playing clock pauses when it reaches the maximum and cannot be played past it")
    func endOfTape() {
        var clock = VirtualClock(time: SceneTime(seconds: 3599.5))
        clock.advance(by: .seconds(10))
        #expect(clock.time == SceneTime.maximum)
        #expect(!clock.isPlaying)
        clock.play()
        #expect(!clock.isPlaying)
    }

    @Test("errors explain what to do")
    func errorMessages() {
        #expect(ClockError.invalidSpeed(0).description.contains("between 0.01 and 100"))
        #expect(ClockError.invalidTime(.nan).description.contains("not a number"))
    }
}
