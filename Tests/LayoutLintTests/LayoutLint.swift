import Drawing
import Geometry
import Raster

/// One thing the layout lint found in a frame.
struct LayoutFinding: Hashable, CustomStringConvertible {
    /// The rule broken.
    enum Rule: String, CaseIterable, Sendable {
        /// A text run's ink runs past the left or right edge of the viewport.
        case textPastViewport = "text past the viewport"
        /// A text run's ink runs past the left or right edge of the clip it is drawn through.
        case textPastClip = "text past its clip"
        /// A text run's ink runs past, or within `LayoutLint.containerMargin` of, the left or right
        /// edge of the filled shape it sits on (its card, chip, button or band: the smallest fill
        /// drawn before it under its centre).
        case textPastContainer = "text past (or touching) its container"
        /// Two text runs' inks overlap (in motion: two that both show at 90 % or more).
        case textOverlap = "text overlaps text"
        /// At rest, a text run's ink crosses or touches (within `LayoutLint.touchingDistance`)
        /// the edge of a filled shape (a ball, a disc, a button) that does not hold it.
        case textCrossesShape = "text crosses a shape"
        /// A text run is drawn smaller than `LayoutLint.smallestTextSize` on the screen.
        case textTooSmall = "text too small to read"
        /// At rest, a draw is partly inside the viewport and partly outside.
        case partlyInside = "partly inside the viewport"
    }

    var rule: Rule
    /// The operation's name (or its text for unnamed text runs, or "op <index>").
    var element: String
    /// What exactly: the boxes and by how much.
    var detail: String

    var description: String { "\(rule.rawValue): \(element) — \(detail)" }
}

/// A finding the scene means to have, with the reason: a draw left partly outside the viewport
/// at rest (a list cut by the fold, a picture that bleeds off an edge), or text a demo scales
/// past its clip on purpose.
struct LayoutExemption: Sendable {
    /// Which edges of the viewport.
    enum Edge: CaseIterable, Sendable { case left, right, top, bottom }

    /// The rule it excuses.
    var rule: LayoutFinding.Rule
    /// For `partlyInside`, the edges the draw may cross (every edge for other rules).
    var edges: Set<Edge>
    /// Operation names it covers: a name equal to one of these or starting with one and a "/"
    /// or "."; nil covers every draw (also unnamed ones).
    var names: [String]?
    /// Why the scene wants it.
    var reason: String
    /// The narrowest viewport it applies to, points (nil: every width).
    var minimumWidth: Double?

    /// Excuses draws crossing `edges` at rest.
    init(_ edges: Set<Edge>, names: [String]? = nil, reason: String) {
        rule = .partlyInside
        self.edges = edges
        self.names = names
        self.reason = reason
    }

    /// Excuses `rule` for the draws `names` (nil: every draw) in viewports at least
    /// `minimumWidth` wide; for `textCrossesShape` a name may be the text's or the shape's.
    init(_ rule: LayoutFinding.Rule, names: [String]?, minimumWidth: Double? = nil, reason: String) {
        self.rule = rule
        edges = Set(Edge.allCases)
        self.names = names
        self.minimumWidth = minimumWidth
        self.reason = reason
    }

    func covers(_ name: String?, rule: LayoutFinding.Rule, edge: Edge? = nil, width: Double) -> Bool {
        guard rule == self.rule else { return false }
        if let minimumWidth, width < minimumWidth { return false }
        if let edge, !edges.contains(edge) { return false }
        guard let names else { return true }
        guard let name else { return false }
        return names.contains { name == $0 || name.hasPrefix($0 + "/") || name.hasPrefix($0 + ".") }
    }
}

/// The layout lint over one frame (issue #42): text that runs past the viewport, its clip or its
/// container, text over text, text too small to read and — at rest — draws left partly inside
/// the viewport. Boxes come from `FrameRasterizer.drawnBoxes(of:)`, so they are measured with
/// the renderer's own fonts, advances and stroke geometry.
struct LayoutLint {
    /// Points of slack before an overflow or an overlap counts (anti-aliasing, rounding).
    static let tolerance = 0.5
    /// Text drawn smaller than this (points on the screen: the font size times the transform's
    /// scale) is too small to read on a phone; iOS's smallest text style is 11 points.
    static let smallestTextSize = 9.0
    /// The least room text keeps from the left and right edges of the shape it sits on, points.
    static let containerMargin = 4.0
    /// How close text may come to a shape it does not sit on before it touches it, points.
    static let touchingDistance = 1.0

    /// The frame's draws with their boxes and what the lint needs of their operation.
    struct Draw {
        var box: DrawnBox
        var name: String?
        var text: TextRun?
        var isFill: Bool
        /// Whether it hides what lies under it: a solid fill at full opacity.
        var isOpaque: Bool
        /// The font size on the screen (text only).
        var screenSize: Double
        var label: String {
            if let name { return text.map { "\(name) \"\($0.string)\"" } ?? name }
            if let text { return "\"\(text.string)\"" }
            return "op \(box.operationIndex)"
        }
    }

    let rasterizer = FrameRasterizer()

    /// The draws of `frame` that show (effective opacity and paint alpha above 2 %).
    func draws(of frame: Frame) throws -> [Draw] {
        let boxes = try rasterizer.drawnBoxes(of: frame)
        // The transform's scale at each operation, for text sizes.
        var scales = [Double](repeating: 1, count: frame.operations.count)
        var transform = AffineTransform.identity
        var stack: [AffineTransform] = []
        for (i, op) in frame.operations.enumerated() {
            switch op.command {
            case .save, .beginLayer: stack.append(transform)
            case .restore, .endLayer: if let t = stack.popLast() { transform = t }
            case .concatenate(let t): transform = t.concatenating(transform)
            case .setTransform(let t): transform = t
            default: break
            }
            scales[i] = (Swift.abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        }
        return boxes.compactMap { box in
            let op = frame.operations[box.operationIndex]
            guard box.opacity > 0.02 else { return nil }
            switch op.command {
            case .fill(_, let paint, _):
                guard Self.alpha(paint) > 0.02 else { return nil }
                return Draw(box: box, name: op.name, text: nil, isFill: true,
                            isOpaque: box.opacity >= 0.999 && Self.alpha(paint) >= 0.999 && paint.gradient == nil, screenSize: 0)
            case .stroke(_, let paint, _):
                guard Self.alpha(paint) > 0.02 else { return nil }
                return Draw(box: box, name: op.name, text: nil, isFill: false, isOpaque: false, screenSize: 0)
            case .text(let run):
                guard Self.alpha(run.paint) > 0.02, !run.string.allSatisfy(\.isWhitespace) else { return nil }
                return Draw(box: box, name: op.name, text: run, isFill: false, isOpaque: false,
                            screenSize: run.font.size * scales[box.operationIndex])
            default:
                return nil
            }
        }
    }

    /// The largest alpha a paint shows.
    static func alpha(_ paint: Paint) -> Double {
        if case .color(let c) = paint { return c.opacity }
        return paint.gradient?.stops.map(\.color.opacity).max() ?? 1
    }

    /// Everything the lint finds in `frame`.
    ///
    /// - Parameters:
    ///   - frame: The frame (viewport = its size).
    ///   - atRest: Whether nothing moves: then draws left partly inside the viewport count too.
    ///   - exemptions: What the scene means to leave partly outside.
    func findings(in frame: Frame, atRest: Bool, exemptions: [LayoutExemption] = []) throws -> [LayoutFinding] {
        let all = try draws(of: frame)
        let viewport = Rect(origin: .zero, size: frame.size)
        // What a later opaque rectangle-ish fill covers is not seen (a pushed screen's background
        // over the screen below): the lint looks at what shows.
        var draws: [Draw] = []
        for (i, d) in all.enumerated() {
            let shown = d.box.bounds.intersection(d.box.clip).intersection(viewport)
            let hidden = all[(i + 1)...].contains { $0.isOpaque && $0.box.bounds.intersection($0.box.clip).contains(shown) }
            if !hidden { draws.append(d) }
        }
        let t = Self.tolerance
        var out: [LayoutFinding] = []
        func report(_ rule: LayoutFinding.Rule, _ draw: Draw, _ detail: String, other: Draw? = nil) {
            let w = frame.size.width
            guard !exemptions.contains(where: { $0.covers(draw.name, rule: rule, width: w) || (other != nil && $0.covers(other!.name, rule: rule, width: w)) })
            else { return }
            out.append(LayoutFinding(rule: rule, element: draw.label, detail: detail))
        }
        func box(_ r: Rect) -> String {
            "x \(f(r.minX))…\(f(r.maxX)), y \(f(r.minY))…\(f(r.maxY))"
        }
        for (i, d) in draws.enumerated() {
            let ink = d.box.bounds
            let visible = ink.intersection(d.box.clip)
            guard !visible.isNull, visible.width > 0 || visible.height > 0 else { continue }
            if let run = d.text {
                // Past the viewport, left or right, while partly on screen.
                if visible.intersects(viewport), ink.maxX > viewport.maxX + t || ink.minX < viewport.minX - t {
                    report(.textPastViewport, d, "ink \(box(ink)) in a viewport \(f(viewport.width)) wide")
                }
                // Past its clip, left or right, when the clip is narrower than the viewport.
                let clip = d.box.clip
                if clip.width < viewport.width - t, visible.width > 0,
                   ink.maxX > clip.maxX + t || ink.minX < clip.minX - t {
                    report(.textPastClip, d, "ink \(box(ink)), clip \(box(clip))")
                }
                // Past the fill it sits on.
                let centre = Point(x: ink.midX, y: ink.midY)
                let containers = draws[..<i].filter {
                    $0.isFill && $0.box.bounds.contains(centre) && $0.box.bounds.height >= ink.height - t
                        && $0.box.bounds.width >= 24 && !$0.box.bounds.contains(viewport)
                }
                if let container = containers.min(by: { $0.box.bounds.width * $0.box.bounds.height < $1.box.bounds.width * $1.box.bounds.height }) {
                    let c = container.box.bounds
                    let m = Self.containerMargin
                    if ink.maxX > c.maxX - m || ink.minX < c.minX + m {
                        report(.textPastContainer, d, "ink \(box(ink)) on \(container.label) \(box(c))")
                    }
                }
                if d.screenSize < Self.smallestTextSize, visible.intersects(viewport) {
                    report(.textTooSmall, d, "\(f(d.screenSize)) points on the screen (\(f(run.font.size)) × scale)")
                }
                // Over another text run drawn later.
                // (In motion, only between runs that both show fully: a cross-fade is not a clash.)
                for e in draws[(i + 1)...] where e.text != nil && (atRest || (d.box.opacity >= 0.9 && e.box.opacity >= 0.9)) {
                    let other = e.box.bounds.intersection(e.box.clip)
                    let overlap = visible.intersection(other)
                    guard !overlap.isNull, overlap.width > 1, overlap.height > 1 else { continue }
                    if e.text?.string == run.string && other == visible { continue }  // one run drawn twice (outline, shadow)
                    report(.textOverlap, d, "and \(e.label) overlap by \(f(overlap.width)) × \(f(overlap.height))")
                }
                // Across the edge of a filled shape that does not hold it (drawn before or after).
                for (j, e) in draws.enumerated() where atRest && j != i && e.isFill {
                    let shape = e.box.bounds.intersection(e.box.clip)
                    guard shape.width >= 8, shape.height >= 8, !shape.contains(visible.insetBy(dx: t, dy: t)),
                          !shape.contains(viewport) else { continue }
                    // Touching counts: the ink grown by `touchingDistance`.
                    let overlap = visible.insetBy(dx: -Self.touchingDistance, dy: -Self.touchingDistance).intersection(shape)
                    guard !overlap.isNull, overlap.width > 1, overlap.height > 1 else { continue }
                    // A band or card the text starts on and runs off is `textPastContainer`'s.
                    if shape.contains(Point(x: visible.midX, y: visible.midY)) { continue }
                    report(.textCrossesShape, d, "ink \(box(visible)) crosses \(e.label) \(box(shape))", other: e)
                }
            }
            // Left partly inside at rest.
            if atRest, visible.intersects(viewport) {
                var edges: [LayoutExemption.Edge] = []
                let spansX = visible.minX <= viewport.minX + t && visible.maxX >= viewport.maxX - t
                let spansY = visible.minY <= viewport.minY + t && visible.maxY >= viewport.maxY - t
                // The draw reaches past an edge (a clip along the viewport's edge cuts it there just
                // the same) while some of it shows inside.
                if !spansX, ink.minX < viewport.minX - t, visible.minX <= viewport.minX + t, visible.maxX > viewport.minX + t { edges.append(.left) }
                if !spansX, ink.maxX > viewport.maxX + t, visible.maxX >= viewport.maxX - t, visible.minX < viewport.maxX - t { edges.append(.right) }
                if !spansY, ink.minY < viewport.minY - t, visible.minY <= viewport.minY + t, visible.maxY > viewport.minY + t { edges.append(.top) }
                if !spansY, ink.maxY > viewport.maxY + t, visible.maxY >= viewport.maxY - t, visible.minY < viewport.maxY - t { edges.append(.bottom) }
                let unexcused = edges.filter { edge in !exemptions.contains { $0.covers(d.name, rule: .partlyInside, edge: edge, width: frame.size.width) } }
                if !unexcused.isEmpty {
                    out.append(LayoutFinding(rule: .partlyInside, element: d.label,
                                             detail: "\(box(visible)) crosses the \(unexcused.map { "\($0)" }.joined(separator: ", ")) edge"))
                }
            }
        }
        return out
    }
}

/// `value` with at most two decimals.
func f(_ value: Double) -> String {
    let r = (value * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(r)
}
