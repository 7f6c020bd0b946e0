import Foundation
import Testing
import ZoetropeUI
@testable import ZoetropeUIExamples

/// Prints every example's frames and drawn operation names (`DUMP=1 swift test --filter DumpTests`):
/// how the paths the tests use were found.
@Suite("Dump", .disabled(if: ProcessInfo.processInfo.environment["DUMP"] == nil))
struct DumpTests {
    func dump<V: View>(_ v: V) {
        let host = ViewHost(v)
        print("=== \(V.self)")
        for (k, f) in host.frames.sorted(by: { $0.key < $1.key }) { print("F \(k) \(f)") }
        var seen = Set<String>()
        for n in host.render(at: 0).operationNames where seen.insert(n).inserted { print("O \(n)") }
    }
    @Test func all() {
        dump(JumpingBall()); dump(AnimationRows()); dump(SlidingDigit()); dump(WaveShape()); dump(RadarChart())
        dump(ProgressRing()); dump(PulsingHeart()); dump(SpringToggle()); dump(LoadingSpinner()); dump(CardFlip())
        dump(StaggeredBars()); dump(BouncingDots()); dump(ExpandingButton()); dump(ColorShiftGradient())
        dump(ShakeEffect()); dump(CountingModifier()); dump(PopButton())
    }
}

