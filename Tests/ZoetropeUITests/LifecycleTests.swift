import Foundation
import Testing
import ZoetropeUI

// Lifecycle actions and SwiftUI's runtime warnings as diagnostics (view-layer.md §2).
@Suite("View lifecycle and diagnostics")
struct LifecycleTests {
    /// Apple, `onAppear(perform:)` / `onDisappear(perform:)`: run when the view appears in or
    /// disappears from the tree; `onChange(of:_:)` gets the old and new value.
    @Test func appearDisappearAndChangeRunOnTheClock() throws {
        var host = ViewHost(Lifecycle())
        #expect(host.state(at: 0)["state"]?["Lifecycle"]?["log"] == ["appear"])
        // VStack: "detail" (20.4) + 8 + "toggle" (20.4), centred on 422 → toggle 426…446.4.
        host.tap(at: CGPoint(x: 195, y: 436), time: 1)
        var state = host.state(at: 1)["state"]?["Lifecycle"]
        #expect(state?["log"] == ["appear", "disappear"])
        #expect(state?["changes"] == ["true->false"])
        // Alone, toggle is centred: 411.8…432.2.
        host.tap(at: CGPoint(x: 195, y: 422), time: 2)
        state = host.state(at: 2)["state"]?["Lifecycle"]
        #expect(state?["log"] == ["appear", "disappear", "appear"])
        #expect(state?["changes"] == ["true->false", "false->true"])
    }

    /// Apple, `withAnimation(_:completionCriteria:_:completion:)`: the completion runs when the
    /// animation is logically complete — here at the first scene tick after 0.5 s.
    @Test func completionRunsWhenTheAnimationEnds() {
        var host = ViewHost(Completion())
        host.tap(at: CGPoint(x: 195, y: 422), time: 0)
        host.advance(to: 0.49)
        #expect(host.state(at: 0.49)["state"]?["Completion"]?["done"]?.boolValue == false)
        host.advance(to: 0.5)
        #expect(host.state(at: 0.5)["state"]?["Completion"]?["done"]?.boolValue == true)
    }

    /// SwiftUI: "Modifying state during view update, this will cause undefined behavior." Here
    /// the write is ignored and named.
    @Test func stateWrittenDuringBodyIsADiagnostic() {
        let host = ViewHost(WritesInBody())
        #expect(host.state(at: 0)["state"]?["WritesInBody"]?["count"]?.doubleValue == 0)
        #expect(host.diagnostics.map(\.path) == ["WritesInBody"])
        #expect(host.diagnostics.first?.description.contains("state 'count' written during body") == true)
    }

    /// SwiftUI: ForEach with duplicate ids has undefined results; here every run the same: later
    /// duplicates get `#2`, and a diagnostic names the ForEach.
    @Test func duplicateForEachIDsAreToldApart() {
        let host = ViewHost(DuplicateIDs())
        #expect(host.frame(of: "DuplicateIDs/VStack/ForEach[a]/Text") != nil)
        #expect(host.frame(of: "DuplicateIDs/VStack/ForEach[a#2]/Text") != nil)
        #expect(host.diagnostics.first?.description.contains("more than one element with id a") == true)
    }

    /// A body that recurses without end stops at the depth limit with a diagnostic, no crash.
    @Test func endlessRecursionStopsWithADiagnostic() {
        let host = ViewHost(Recursive())
        #expect(host.diagnostics.contains { $0.description.contains("nested more than") })
    }

    /// SwiftUI logs "Invalid frame dimension (negative or non-finite)" and ignores it.
    @Test func invalidFrameDimensionsAreIgnored() throws {
        let host = ViewHost(BadFrames(), viewport: CGSize(width: 300, height: 200))
        let f = try #require(host.frame(of: "BadFrames/Rectangle"))
        #expect(f.size == CGSize(width: 300, height: 200))
        #expect(host.diagnostics.contains { $0.description.contains("invalid frame dimension") })
    }

    /// An onChange that changes its own value again forever stops with a diagnostic.
    @Test func updateLoopStops() {
        let host = ViewHost(Loop())
        #expect(host.diagnostics.contains { $0.description.contains("updates caused by one change") })
    }

    /// `onTapGesture(count: 2)` fires on the second tap within 0.3 s and 10 points; a single tap
    /// elsewhere is counted on its own.
    @Test func doubleTapNeedsTwoTaps() {
        var host = ViewHost(DoubleTap())
        // VStack 40 + 8 + 40, centred on 422: circle 378…418, rectangle 426…466.
        host.tap(at: CGPoint(x: 195, y: 398), time: 0)
        #expect(host.state(at: 0)["state"]?["DoubleTap"]?["doubles"]?.doubleValue == 0)
        host.tap(at: CGPoint(x: 196, y: 399), time: 0.2)
        #expect(host.state(at: 0.2)["state"]?["DoubleTap"]?["doubles"]?.doubleValue == 1)
        host.tap(at: CGPoint(x: 195, y: 398), time: 1)
        host.tap(at: CGPoint(x: 195, y: 398), time: 1.5)
        #expect(host.state(at: 1.5)["state"]?["DoubleTap"]?["doubles"]?.doubleValue == 1)
        host.tap(at: CGPoint(x: 195, y: 446), time: 2)
        #expect(host.state(at: 2)["state"]?["DoubleTap"]?["singles"]?.doubleValue == 1)
    }
}
