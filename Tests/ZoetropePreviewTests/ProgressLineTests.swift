import Testing
@testable import ZoetropePreview

@Suite("preview record: progress line")
struct ProgressLineTests {
    @Test("The progress line: bar, frames, rate and time left")
    func progress() {
        #expect(ProgressLine.text(done: 120, total: 240, seconds: 2) == "[############............] 120/240 frames  60.0 fps  ETA 2.0 s")
        #expect(ProgressLine.text(done: 0, total: 10, seconds: 0) == "[........................] 0/10 frames  0.0 fps  ETA 0.0 s")
    }
}
