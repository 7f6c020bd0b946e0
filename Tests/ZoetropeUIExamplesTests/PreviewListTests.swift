import Stage
import Testing
import ZoetropeUI
@testable import ZoetropeUIExamples

@Suite("Example previews")
struct PreviewListTests {
    @Test func idsAreTheViewsNames() {
        #expect(JumpingBall_Previews.scene.info.id == "jumping-ball")
        #expect(ColorShiftGradient_Previews.scene.info.id == "color-shift-gradient")
    }
}
