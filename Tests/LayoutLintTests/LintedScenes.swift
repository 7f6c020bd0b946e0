import Demo
import Drawing
import EventDetails
@testable import Gallery
import Geometry
import Honeycomb
import Playground
import Pour
import PullToRefresh
import Seating
import Stage
import TicketsApp
import Timer

/// A moment of a scene the lint looks at: a script of events, then a frame at `time`.
struct LintMoment: Sendable {
    var name: String
    /// The events for a viewport (taps depend on where things are).
    var events: @Sendable (Size) -> [SceneEvent]
    var time: Double
    /// Whether nothing moves then (the partly-inside rule applies).
    var atRest: Bool

    init(_ name: String, at time: Double, atRest: Bool = true, _ events: @escaping @Sendable (Size) -> [SceneEvent] = { _ in [] }) {
        self.name = name
        self.events = events
        self.time = time
        self.atRest = atRest
    }
}

/// A scene, its key moments and what it means to leave partly outside the viewport at rest.
struct LintedScene: Sendable {
    var id: String
    var moments: [LintMoment]
    var exemptions: [LayoutExemption]
    /// The frame of `moment` in a viewport.
    var frame: @Sendable (LintMoment, Size) throws -> Frame

    init<S: Scene>(_ type: S.Type, moments: [LintMoment], exemptions: [LayoutExemption] = []) {
        id = S.info.id
        self.moments = moments
        self.exemptions = exemptions
        frame = { moment, viewport in
            var session = try SceneSession<S>(viewport: viewport)
            try session.append(contentsOf: moment.events(viewport))
            return session.frame(at: SceneTime(seconds: moment.time))
        }
    }
}

/// The action `name` at `t` seconds.
func act(_ name: String, at t: Double) -> SceneEvent { .action(name: name, time: SceneTime(seconds: t)) }
/// The parameter `name` set to `value` at 0.
func set(_ name: String, _ value: ParameterValue) -> SceneEvent { .set(name: name, value: value, time: .zero) }
/// A tap at (`x`, `y`) at `t` seconds.
func tap(_ x: Double, _ y: Double, at t: Double) -> [SceneEvent] {
    [.pointer(.down, id: 1, x: x, y: y, at: SceneTime(seconds: t)), .pointer(.up, id: 1, x: x, y: y, at: SceneTime(seconds: t))]
}

/// Every scene of the catalogue with its key moments.
enum LintedScenes {
    /// The widths every moment is drawn at (issue #42): two phones and a desktop window.
    static let viewports = [Size(width: 360, height: 780), Size(width: 390, height: 844), Size(width: 1400, height: 900)]

    /// A scrolling list is cut by the bottom of the viewport: that is what a list does.
    static let fold = LayoutExemption([.bottom], reason: "the content scrolls: its last visible rows are cut by the bottom edge")
    /// The details' floating button and pinned header lie over the scrolling content (D.3), and
    /// the header's picture is a picture, cut by the header.
    static let details = [
        LayoutExemption(.textCrossesShape, names: ["details/floating", "details/floating-icon"],
                        reason: "D.3's floating button floats over the scrolling content"),
        LayoutExemption(.textCrossesShape, names: ["details/header", "details/picture", "details/overlay"],
                        reason: "D.3's header is pinned over the scrolling content, which passes under it"),
        LayoutExemption(.textPastContainer, names: ["details/picture"],
                        reason: "the header's picture is a picture, not the header title's container"),
        LayoutExemption(Set(LayoutExemption.Edge.allCases), names: ["details/picture"],
                        reason: "the header's picture fills the header like a photograph: cut by the header, whose edges are the viewport's"),
    ]

    static let all: [LintedScene] = [
        LintedScene(DemoScene.self, moments: [LintMoment("start", at: 0.5)]),
        LintedScene(PullToRefreshScene.self, moments: [
            LintMoment("idle", at: 1),
            LintMoment("refreshing", at: 1.5, atRest: false) { _ in [act("pull", at: 0.5)] },
            LintMoment("after-refresh", at: 9) { _ in [act("pull", at: 0.5)] },
        ], exemptions: [fold]),
        LintedScene(PlaygroundScene.self, moments: [
            LintMoment("empty", at: 0.5),
            LintMoment("demo-set", at: 0.5) { _ in [act("demo-set", at: 0)] },
            LintMoment("animated", at: 5) { _ in [act("demo-set", at: 0), act("animate", at: 0.5)] },
            LintMoment("transitions", at: 0.5) { _ in [act("transitions-tab", at: 0)] },
        ], exemptions: [fold]),
        LintedScene(EventDetailsScene.self, moments: [
            LintMoment("list", at: 1),
            LintMoment("filter", at: 2) { _ in [act("toggle-filter", at: 0)] },
            LintMoment("details", at: 1.5) { _ in [act("open-first", at: 0)] },
            LintMoment("collapsing", at: 1.175, atRest: false) { _ in [act("open-first", at: 0), act("collapse", at: 1)] },
            LintMoment("collapsed", at: 2.5) { _ in [act("open-first", at: 0), act("collapse", at: 1)] },
        ], exemptions: [fold] + details),
        LintedScene(TimerScene.self, moments: [
            LintMoment("list", at: 1),
            LintMoment("timer", at: 1) { _ in [set("screen", .string("timer"))] },
            LintMoment("running", at: 2, atRest: false) { _ in [set("screen", .string("timer")), act("play", at: 0.5)] },
            LintMoment("ratings", at: 1) { _ in [set("screen", .string("ratings"))] },
            LintMoment("done", at: 10) { _ in [set("screen", .string("done"))] },
        ], exemptions: [fold]),
        LintedScene(PourScene.self, moments: [
            LintMoment("pouring", at: 1, atRest: false),
            LintMoment("covered", at: 8),
            LintMoment("card", at: 8) { _ in [set("card", .bool(true))] },
        ]),
        LintedScene(SeatingScene.self, moments: [
            LintMoment("appearing", at: 0.5, atRest: false),
            LintMoment("overview", at: 2),
        ]),
        LintedScene(TicketsScene.self, moments: [
            LintMoment("list", at: 1),
            LintMoment("details", at: 1.5) { _ in [act("open-first", at: 0)] },
            LintMoment("collapsed", at: 2.5) { _ in [act("open-first", at: 0), act("collapse", at: 1)] },
            LintMoment("seating", at: 4) { _ in [act("open-first", at: 0), act("seating-chart", at: 1)] },
        ], exemptions: [fold] + details),
        LintedScene(HoneycombScene.self, moments: [LintMoment("start", at: 1)], exemptions: [
            LayoutExemption(.textTooSmall, names: nil, reason: "honeycomb.md's fish-eye shrinks the bubbles near the grid's edge, labels with them"),
        ]),
        LintedScene(GalleryScene.self, moments: [
            LintMoment("start", at: 0.2),
            LintMoment("played", at: 1.2, atRest: false) { _ in
                (0..<3).map { act("b2-plus", at: 0.1 * Double($0)) }
                    + ["a1-move", "a3-move", "a4-move", "b1-animate", "b3-animate", "b4-animate", "b5-animate"].map { act($0, at: 0.3) }
            },
            LintMoment("settled", at: 12) { _ in
                (0..<3).map { act("b2-plus", at: 0.1 * Double($0)) }
                    + ["a1-move", "a3-move", "a4-move", "b3-animate"].map { act($0, at: 0.3) }
            },
        ] + TileID.allCases.flatMap { tile in
            // Every tile alone (the pager's page on a phone), at rest and after its first control.
            let focus = act("focus-\(tile.rawValue.lowercased())", at: 0)
            let first = tile.spec.actions(for: tile).first.map { act($0.name, at: 0.1) }
            // A5, E4 and E5 run by themselves from the start: never at rest.
            let rests = ![TileID.a5, .e4, .e5].contains(tile)
            return [
                LintMoment("\(tile.rawValue)", at: 0.05, atRest: rests) { _ in [focus] },
                LintMoment("\(tile.rawValue)-played", at: 12, atRest: rests) { _ in [focus] + (first.map { [$0] } ?? []) },
            ]
        }, exemptions: [
            LayoutExemption(.textTooSmall, names: nil, minimumWidth: 1100,
                            reason: "from 1100 points wide the gallery is §3.1's overview grid, tiles at about half size; a tap on a title shows a tile full size"),
            LayoutExemption(.textPastContainer, names: nil, minimumWidth: 1100,
                            reason: "in the overview grid the tiles' 8-unit margins are 4 points or less"),
            LayoutExemption(.textPastClip, names: ["tile/B2/disc/text", "tile/B2/label/text"],
                            reason: "B2 scales its disc and label about their centres up to 10 times (effects-gallery.md B2); each half of the stage cuts them"),
        ]),
    ]
}
