import Drawing
import Foundation
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Timer

/// Canonical-JSON frames of every screen and every isolated component at telling moments
/// (timer.md §4–§10), compared with the references in `__Snapshots__/SnapshotTests/` (record
/// with `ZOETROPE_RECORD=1`). Besides catching unintended changes, each reference is read back
/// and checked for the named operations its moment must show (and those it must not).
@Suite("Frame snapshots")
struct SnapshotTests {
    struct Moment: Sendable, CustomTestStringConvertible {
        var name: String
        var parameters: [String: ParameterValue]
        var events: [SceneEvent] = []
        var viewport: Size? = nil
        var time: Double
        /// Operation names the frame must contain.
        var shows: [String]
        /// Operation names the frame must not contain.
        var hides: [String] = []
        var testDescription: String { name }
    }

    static let size = Size(width: 390, height: 844)
    static let timer = TimerScreenLayout(size: size, face: .digital, ratingCount: 2)
    static let square = Size(width: 400, height: 400)

    static let moments: [Moment] = [
        // The app's screens (390 × 844).
        Moment(name: "list", parameters: [:], time: 1,
               shows: ["list/background", "list/title", "list/card/0", "list/card/4"], hides: ["timer/card"]),
        Moment(name: "push", parameters: [:], events: click(AppLayout(size: size).teaCard(1).center, at: 0.5), time: 0.725,
               shows: ["list/card/1", "timer/card", "timer/back"]),
        Moment(name: "timer-stopped", parameters: ["screen": "timer"], time: 1,
               shows: ["border", "digits/m0", "digits/m", "digits/s1", "digits/s0", "digits/s", "controls/play",
                       "timer/length/thumb", "info/temperature", "info/ratings"],
               hides: ["digits/m1", "dial/border"]),
        Moment(name: "timer-running-slide", parameters: ["screen": "timer"], events: [.action(name: "play", time: 0.5)],
               time: 1.675, shows: ["border", "digits/s0", "controls/pause"]),
        Moment(name: "timer-paused", parameters: ["screen": "timer"],
               events: [.action(name: "play", time: 0.5), .action(name: "pause", time: 2)], time: 2.25,
               shows: ["border", "controls/play", "controls/stop"]),
        Moment(name: "timer-analog-running", parameters: ["screen": "timer", "face": "analog"],
               events: [.action(name: "play", time: 0.5)], time: 3.37,
               shows: ["dial/border", "dial/numeral/0", "dial/tick/9", "hands/second", "hands/minute", "border"],
               hides: ["digits/s0"]),
        Moment(name: "timer-popup-opening", parameters: ["screen": "timer"], events: click(timer.popupButton, at: 1), time: 1.175,
               shows: ["popup/option/0", "popup/option/6", "popup/button", "popup/close"]),
        Moment(name: "ratings", parameters: ["screen": "ratings", "tea": "3"], time: 1,
               shows: ["ratings/pager", "ratings/name", "ratings/stars", "ratings/page/2", "radar/grid/3", "radar/spoke/4",
                       "radar/polygon"],
               hides: ["radar/grid/4"]),
        Moment(name: "ratings-switching", parameters: ["screen": "ratings", "tea": "3"],
               events: [.key("ArrowRight", at: SceneTime(seconds: 1))], time: 1.175,
               shows: ["ratings/pager", "radar/polygon"]),
        Moment(name: "done", parameters: ["screen": "done", "tea": "4"], time: 0.25,
               shows: ["done/background", "pour/drop", "done/card", "done/card/star/1", "done/card/save"], hides: ["timer/card", "timer/background"]),
        // The isolated components (§10).
        Moment(name: "component-dial-stopped", parameters: ["component": "dial"], viewport: square, time: 0,
               shows: ["background", "dial/border", "dial/numeral/7", "hands/second", "hands/minute"],
               hides: ["dial/second/0"]),
        Moment(name: "component-dial-running-second-ticks",
               parameters: ["component": "dial", "status": "running", "remaining": 90, "secondTicks": true],
               viewport: square, time: 0.37,
               shows: ["dial/border", "dial/second/0", "dial/second/11", "hands/second"]),
        Moment(name: "component-digits-sliding", parameters: ["component": "digits", "status": "running", "remaining": 90],
               time: 1.175, shows: ["background", "digits/m0", "digits/s1", "digits/s0"]),
        Moment(name: "component-digits-600", parameters: ["component": "digits", "remaining": 600], time: 0,
               shows: ["digits/m1", "digits/m0", "digits/m", "digits/s1", "digits/s0", "digits/s"]),
        Moment(name: "component-border-running", parameters: ["component": "border"], time: 0.25, shows: ["background", "border"]),
        Moment(name: "component-border-paused", parameters: ["component": "border", "status": "paused"], time: 0.625,
               shows: ["border"]),
        Moment(name: "component-border-stopped", parameters: ["component": "border", "status": "stopped"], time: 0.3,
               shows: ["border"]),
        Moment(name: "component-popup-open", parameters: ["component": "popup"],
               events: click(390 - 40, 844 - 40, at: 0.5), time: 1,
               shows: ["popup/option/0", "popup/option/6", "popup/close"]),
        Moment(name: "component-radar-switching", parameters: ["component": "radar"],
               events: [.key("ArrowRight", at: SceneTime(seconds: 0.5))], viewport: square, time: 0.675,
               shows: ["radar/grid/0", "radar/spoke/0", "radar/polygon"]),
        Moment(name: "component-temperature", parameters: ["component": "temperature", "tea": "0"], time: 0.25,
               shows: ["background", "temperature"]),
    ]

    static func frame(_ moment: Moment) throws -> Frame {
        var s = try session(moment.parameters, events: moment.events, viewport: moment.viewport)
        return s.frame(at: SceneTime(seconds: moment.time))
    }

    @Test("canonical JSON frames match their references", arguments: moments)
    func frames(moment: Moment) throws {
        let json = try Self.frame(moment).canonicalJSON()
        Snapshot.assertMatches(json, named: "\(moment.name).json")
        #expect(try Frame(canonicalJSON: json).canonicalJSON() == json)
    }

    @Test("each reference shows its moment's named operations", arguments: moments)
    func referencesShowTheirMoments(moment: Moment) throws {
        guard !Snapshot.isRecording else { return }
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotTests/\(moment.name).json")
        let data = try #require(FileManager.default.contents(atPath: file.path))
        let names = Set(try Frame(canonicalJSON: String(decoding: data, as: UTF8.self)).operations.compactMap(\.name))
        for name in moment.shows { #expect(names.contains(name), "\(moment.name) lacks \(name)") }
        for name in moment.hides { #expect(!names.contains(name), "\(moment.name) has \(name)") }
    }
}
