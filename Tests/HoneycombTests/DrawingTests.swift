import Drawing
import Geometry
import Stage
import Testing
@testable import Honeycomb
import ZoetropeTestSupport

/// §6: what a frame shows — names, order, geometry and colours of its operations.
@Suite("Drawing")
struct DrawingTests {
    /// A drawing operation with the transform it draws in, whether a clip is active, and the
    /// filters it is drawn with.
    struct Draw {
        var command: Frame.Command
        var name: String?
        var transform: AffineTransform
        var clipped: Bool
        var filters: [Filter]
    }

    /// The drawing operations of `frame` with their effective transforms and filters
    /// (save/restore, concatenations and filters interpreted; the scene opens no layers).
    static func draws(_ frame: Frame) -> [Draw] {
        var state = (transform: AffineTransform.identity, clips: 0, filters: [Filter]())
        var stack: [(transform: AffineTransform, clips: Int, filters: [Filter])] = []
        var out: [Draw] = []
        for op in frame.operations {
            switch op.command {
            case .save, .beginLayer: stack.append(state)
            case .restore, .endLayer: if let s = stack.popLast() { state = s }
            case .concatenate(let t): state.transform = t.concatenating(state.transform)
            case .setTransform(let t): state.transform = t
            case .clip: state.clips += 1
            case .addFilter(let f): state.filters.append(f)
            case .resetFilters: state.filters = []
            case .setOpacity: break
            case .fill, .stroke, .text:
                out.append(Draw(command: op.command, name: op.name, transform: state.transform, clipped: state.clips > 0,
                                filters: state.filters))
            }
        }
        return out
    }

    static func frame(_ s: inout SceneSession<HoneycombScene>, ms t: Double) -> [Draw] { draws(s.frame(at: ms(t))) }

    @Test("the initial frame: background, header, 14 bubbles in spiral order, status, track, fill")
    func names() throws {
        var s = try session()
        let names = Self.frame(&s, ms: 0).compactMap(\.name)
        #expect(names == ["background", "header"] + Topics.initial.map { "bubble/\($0)" } + ["status", "progress/track", "progress/fill"])
    }

    @Test("§6.1: each disc is a circle of radius 58.5 × scale around its drawn centre, clipped to G, purple, with its shadow")
    func discs() throws {
        var s = try session()
        let state = s.sceneState(at: 0)
        let draws = Self.frame(&s, ms: 0)
        for topic in Topics.initial {
            let disc = try #require(draws.first { $0.name == "bubble/\(topic)" })
            let b = try #require(state.bubble(topic))
            guard case .fill(let path, let paint, _) = disc.command else { Issue.record("not a fill"); continue }
            let bounds = path.applying(disc.transform).boundingRect
            let r = 58.5 * b.number("scale")
            #expect(isClose(bounds.midX, b.number("x"), 1e-6) && isClose(bounds.midY, b.number("y"), 1e-6), "\(topic)")
            #expect(isClose(bounds.width, 2 * r, 1e-6) && isClose(bounds.height, 2 * r, 1e-6), "\(topic)")
            #expect(paint == .color(Color(hex: 0x800080)))
            #expect(disc.clipped)
            // The shadow: black 33 %, radius 4 scaled with the bubble, no offset.
            #expect(disc.filters.count == 1)
            if case .shadow(let color, let radius, let x, let y)? = disc.filters.first {
                #expect(color == Color(hex: 0x000000, opacity: 0.33) && x == 0 && y == 0)
                #expect(isClose(radius, 4 * b.number("scale"), 1e-9), "\(topic)")
            } else {
                Issue.record("\(topic): no shadow")
            }
        }
    }

    @Test("§6.1: labels are white 13 pt lines, 16 apart, centred on the bubble; the overlay only while dimmed")
    func labels() throws {
        var s = try session([.pointer(.down, id: 1, x: 195, y: 406, at: 0, kind: .touch)])
        let draws = Self.frame(&s, ms: 1000)
        let start = try #require(draws.firstIndex { $0.name == "bubble/Politics" })
        // Politics: disc, overlay (dimmed), one label line; the next bubble's disc follows.
        guard case .fill(_, let overlay, _) = draws[start + 1].command else { Issue.record("no overlay"); return }
        #expect(overlay == .color(Color(hex: 0x000000, opacity: 0.25)))
        #expect(draws[start + 1].filters.isEmpty && draws[start + 2].filters.isEmpty, "only the disc casts the shadow")
        guard case .text(let run) = draws[start + 2].command else { Issue.record("no label"); return }
        #expect(run.string == "Politics" && run.font.size == 13 && run.paint == .color(.white))
        #expect(run.position == Point(x: 0, y: 0) && run.alignment == .center && run.baseline == .middle)
        #expect(draws[start + 3].name == "bubble/Science")
        // A two-line subtopic label.
        let label = BubbleArtwork.label("\u{2022} Politics's subtopic 1")
        #expect(label.count == 2)
        #expect(label.map(\.position.y) == [-8, 8])
        #expect(label.allSatisfy { Font(size: 13).estimatedWidth(of: $0.string) <= 109 })
    }

    @Test("selected discs are green at once (no colour animation)")
    func selectedColour() throws {
        var s = try session(tap(referenceCentre, at: 0))
        let disc = try #require(Self.frame(&s, ms: 40).first { $0.name == "bubble/Politics" })
        guard case .fill(_, let paint, _) = disc.command else { Issue.record("not a fill"); return }
        #expect(paint == .color(Color(hex: 0x34C759)))
    }

    @Test("invisible bubbles (scale ≤ 0.001) are not drawn")
    func invisibleSkipped() throws {
        var s = try session(tap(Point(x: 195 + 95.502, y: 406 + 62.5), at: 0))
        let state = s.sceneState(at: 5)
        let names = Set(Self.draws(s.frame(at: 5)).compactMap(\.name))
        #expect(state.bubble("Finance")?.number("scale") == 0.001)
        #expect(!names.contains("bubble/Finance"))
        #expect(names.contains("bubble/Science"))
    }

    @Test("§6: status text, track and fill geometry for 390 × 844")
    func footer() throws {
        var s = try session(tap(referenceCentre, at: 0))
        let draws = Self.frame(&s, ms: 1000)
        let status = try #require(draws.first { $0.name == "status" })
        guard case .text(let run) = status.command else { Issue.record("status is not text"); return }
        #expect(run.string == "Pick 4 more!" && run.position == Point(x: 195, y: 770) && run.font.size == 17)
        let track = try #require(draws.first { $0.name == "progress/track" })
        let fill = try #require(draws.first { $0.name == "progress/fill" })
        guard case .fill(let trackPath, let trackPaint, _) = track.command, case .fill(let fillPath, _, _) = fill.command else {
            Issue.record("not fills"); return
        }
        #expect(trackPath.boundingRect == Rect(x: 24, y: 808, width: 342, height: 12))
        #expect(trackPaint == .color(Color(hex: 0xE5E5EA)))
        let f = fillPath.boundingRect
        #expect(f.minX == 24 && isClose(f.width, 0.2 * 342, 1e-9) && f.minY == 808 && f.height == 12)
    }

    @Test("the header wraps at W − 32 and stays centred at y = 28")
    func header() throws {
        for width in [320.0, 390, 1000] {
            let lines = HoneycombScene.headerLines(for: ScreenLayout(viewport: Size(width: width, height: 800)))
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { Font(size: 15).estimatedWidth(of: $0.string) <= width - 32 })
            let mid = (lines.first!.position.y + lines.last!.position.y) / 2
            #expect(mid == 28 && lines.allSatisfy { $0.position.x == width / 2 })
            #expect(lines.map(\.string).joined(separator: " ") == "Pick 5 or more topics you're most interested in:")
        }
    }

    @Test("frames are pure: the same time gives the same frame however it is reached")
    func determinism() throws {
        let events = gesture(FlingTests.fling(from: Point(x: 100, y: 300), velocity: Vector(dx: 900, dy: 300), duration: 64))
            + tap(referenceCentre, at: 1500)
        var straight = try session(events)
        var scrubbed = try session(events)
        _ = scrubbed.frame(at: 3)
        _ = scrubbed.frame(at: 0.5)
        for t in [0.05, 0.3, 1.2, 1.6, 2.5] {
            #expect(straight.frame(at: SceneTime(seconds: t)).canonicalJSON() == scrubbed.frame(at: SceneTime(seconds: t)).canonicalJSON())
        }
    }
}
