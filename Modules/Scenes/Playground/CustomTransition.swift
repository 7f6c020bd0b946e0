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

        /// One editor's parameters, each declared once with its default.
        struct Keys: Sendable {
            /// The type: opacity, scale, offset, move or slide.
            let kind: ParameterKey<String>
            /// The scale factor, 0–3, step 0.1.
            let scale: ParameterKey<Double>
            /// The scale anchor, one of `anchors`' names.
            let anchor: ParameterKey<String>
            /// The offset, points, −200…200, step 10.
            let dx: ParameterKey<Double>, dy: ParameterKey<Double>
            /// The move edge.
            let edge: ParameterKey<String>

            /// The editor named `side` ("insertion" or "removal") defaulting to `initial`.
            init(_ side: String, defaults initial: Side) {
                kind = .choice(side, default: initial.kind, options: ["opacity", "scale", "offset", "move", "slide"],
                               summary: "Custom \(side): transition type")
                scale = .number("\(side)-scale", default: initial.scale, in: 0...3, step: 0.1, summary: "Custom \(side): scale factor")
                anchor = .choice("\(side)-anchor", default: initial.anchor, options: CustomTransition.anchors.map(\.name),
                                 summary: "Custom \(side): scale anchor")
                dx = .number("\(side)-dx", default: initial.dx, in: -200...200, step: 10, summary: "Custom \(side): offset x (points)")
                dy = .number("\(side)-dy", default: initial.dy, in: -200...200, step: 10, summary: "Custom \(side): offset y (points)")
                edge = .choice("\(side)-edge", default: initial.edge, options: Edge.allCases.map(\.rawValue),
                               summary: "Custom \(side): move edge")
            }

            /// The parameters, in the order the page shows them.
            var parameters: [Parameter] {
                [kind.parameter, scale.parameter, anchor.parameter, dx.parameter, dy.parameter, edge.parameter]
            }
        }

        /// An editor with these values.
        init(kind: String, scale: Double, anchor: String, dx: Double, dy: Double, edge: String) {
            self.kind = kind
            self.scale = scale
            self.anchor = anchor
            self.dx = dx
            self.dy = dy
            self.edge = edge
        }

        /// Reads the editor `keys` describe.
        init(_ keys: Keys, _ parameters: ParameterValues) {
            kind = parameters[keys.kind]
            scale = parameters[keys.scale]
            anchor = parameters[keys.anchor]
            dx = parameters[keys.dx]
            dy = parameters[keys.dy]
            edge = parameters[keys.edge]
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
        insertion = Side(Self.insertionKeys, parameters)
        removal = Side(Self.removalKeys, parameters)
        sameForBoth = parameters[Self.sameForBothKey]
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

    /// The insertion editor's parameters; it starts at scale(0.5, top-leading) (chosen: the spec
    /// gives no defaults for the challenge's editors).
    static let insertionKeys = Side.Keys("insertion", defaults: Side(
        kind: "scale", scale: 0.5, anchor: "top-leading", dx: 10, dy: 40, edge: Edge.leading.rawValue))
    /// The removal editor's parameters; it starts at offset(10, 40) (chosen, as the Offset preset).
    static let removalKeys = Side.Keys("removal", defaults: Side(
        kind: "offset", scale: 0, anchor: "center", dx: 10, dy: 40, edge: Edge.trailing.rawValue))
    /// `same-for-both`, off at first.
    static let sameForBothKey = ParameterKey.toggle(
        "same-for-both", default: false, summary: "Custom: use the insertion for removal too")

    /// The editors as scene parameters: for each side a type, a scale factor (0–3, step 0.1), an
    /// anchor, dx and dy (−200…200, step 10) and an edge; and `same-for-both`.
    static var parameters: [Parameter] {
        insertionKeys.parameters + removalKeys.parameters + [sameForBothKey.parameter]
    }
}
