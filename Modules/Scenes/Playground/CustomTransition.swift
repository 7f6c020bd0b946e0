import Geometry
import Stage

/// The Custom preset (C.3, the chapter's challenge): one editor for insertion and one for
/// removal, or the insertion's for both. The editors are the scene's parameters
/// (`insertion`, `insertion-scale`, `insertion-anchor`, `insertion-dx`, `insertion-dy`,
/// `insertion-edge`, the same with `removal-`, and `same-for-both`).
struct CustomTransition: Hashable, Sendable {
    /// One editor: a type and that type's parameters.
    struct Side: Hashable, Sendable {
        /// opacity, scale, offset, move or slide.
        var kind: String
        /// The scale factor, 0–3.
        var scale: Double
        /// The scale anchor, one of `anchors`' names.
        var anchor: String
        /// The offset, points, −200…200 each.
        var dx: Double, dy: Double
        /// The move edge: top, leading, bottom or trailing.
        var edge: String

        /// The transition this editor describes.
        var transition: Transition {
            switch kind {
            case "scale": .scale(scale, anchor: CustomTransition.anchors.first { $0.name == anchor }?.point ?? .center)
            case "offset": .offset(x: dx, y: dy)
            case "move": .move(edge: Edge(rawValue: edge) ?? .leading)
            case "slide": .slide
            default: .opacity
            }
        }

        /// A short description: "scale(0.5, top-leading)", "offset(10.0, 40.0)", "move(top)".
        var summary: String {
            switch kind {
            case "scale": "scale(\(RowSettings.format(scale)), \(anchor))"
            case "offset": "offset(\(RowSettings.format(dx)), \(RowSettings.format(dy)))"
            case "move": "move(\(edge))"
            default: kind
            }
        }

        /// Reads the editor named `side` ("insertion" or "removal").
        init(_ side: String, _ parameters: ParameterValues) {
            kind = parameters.string(side, or: "opacity")
            scale = parameters.number("\(side)-scale")
            anchor = parameters.string("\(side)-anchor", or: "center")
            dx = parameters.number("\(side)-dx")
            dy = parameters.number("\(side)-dy")
            edge = parameters.string("\(side)-edge", or: "leading")
        }
    }

    /// The insertion editor.
    var insertion: Side
    /// The removal editor.
    var removal: Side
    /// Whether the insertion editor is used both ways.
    var sameForBoth: Bool

    /// Reads the editors from the parameters.
    init(_ parameters: ParameterValues) {
        insertion = Side("insertion", parameters)
        removal = Side("removal", parameters)
        sameForBoth = parameters.bool("same-for-both")
    }

    /// The square's transition.
    var transition: Transition {
        sameForBoth ? insertion.transition : .asymmetric(insertion: insertion.transition, removal: removal.transition)
    }

    /// "in: … / out: …".
    var summary: String {
        "in: \(insertion.summary) / out: \((sameForBoth ? insertion : removal).summary)"
    }

    /// The 9 unit points an anchor can be, by name.
    static let anchors: [(name: String, point: UnitPoint)] = [
        ("top-leading", .topLeading), ("top", .top), ("top-trailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottom-leading", .bottomLeading), ("bottom", .bottom), ("bottom-trailing", .bottomTrailing),
    ]

    /// The editors as scene parameters: for each side a type, a scale factor (0–3, step 0.1), an
    /// anchor, dx and dy (−200…200, step 10) and an edge; and `same-for-both`. Insertion defaults
    /// to scale(0.5, top-leading), removal to offset(10, 40).
    static var parameters: [Parameter] {
        func side(_ name: String, kind: String, scale: Double, anchor: String, edge: String) -> [Parameter] {
            [
                .choice(name, default: kind, options: ["opacity", "scale", "offset", "move", "slide"],
                        summary: "Custom \(name): transition type"),
                .number("\(name)-scale", default: scale, in: 0...3, step: 0.1, summary: "Custom \(name): scale factor"),
                .choice("\(name)-anchor", default: anchor, options: anchors.map(\.name),
                        summary: "Custom \(name): scale anchor"),
                .number("\(name)-dx", default: 10, in: -200...200, step: 10, summary: "Custom \(name): offset x (points)"),
                .number("\(name)-dy", default: 40, in: -200...200, step: 10, summary: "Custom \(name): offset y (points)"),
                .choice("\(name)-edge", default: edge, options: Edge.allCases.map(\.rawValue),
                        summary: "Custom \(name): move edge"),
            ]
        }
        return side("insertion", kind: "scale", scale: 0.5, anchor: "top-leading", edge: "leading")
            + side("removal", kind: "offset", scale: 0, anchor: "center", edge: "trailing")
            + [.toggle("same-for-both", default: false, summary: "Custom: use the insertion for removal too")]
    }
}
