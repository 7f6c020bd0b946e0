import Drawing
import Foundation
import Geometry

// What a frame drew under a name, with the transform and opacity it was drawn with (the
// frame's save/restore, transform and opacity commands replayed). Adapted from
// Tests/ZoetropeUITests/FrameProbe.swift; this file imports Drawing and Geometry, the test files
// import ZoetropeUI, so `Path` and `withAnimation` are never ambiguous.

/// One drawn operation and the state it was drawn in.
struct DrawnOperation {
    var command: Frame.Command
    var transform: Geometry.AffineTransform
    var opacity: Double

    /// The bounds of the operation's path in viewport points (nil for text).
    var bounds: Rect? {
        switch command {
        case .fill(let p, _, _), .stroke(let p, _, _): p.boundingRect.applying(transform)
        default: nil
        }
    }

    /// The path's points (move, line and curve end points) in viewport points, in order.
    var points: [Point] {
        let path: Geometry.Path
        switch command {
        case .fill(let p, _, _), .stroke(let p, _, _): path = p
        default: return []
        }
        return path.elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): p.applying(transform)
            default: nil
            }
        }
    }

    /// The colour it paints with, if a plain colour.
    var color: Color? {
        switch command {
        case .fill(_, .color(let c), _), .stroke(_, .color(let c), _): c
        case .text(let run): if case .color(let c) = run.paint { c } else { nil }
        default: nil
        }
    }

    /// The text it draws, if text.
    var text: String? {
        if case .text(let run) = command { return run.string }
        return nil
    }

    /// Where the text is anchored, in viewport points, if text.
    var textPosition: Point? {
        if case .text(let run) = command { return run.position.applying(transform) }
        return nil
    }

    /// The rotation of the transform, in degrees (atan2 of its first column).
    var rotationDegrees: Double { atan2(transform.b, transform.a) * 180 / .pi }

    /// The horizontal scale of the transform, signed (its `a` when there is no rotation).
    var scaleX: Double { transform.a }
}

extension Frame {
    /// The operations named `name`, in drawing order, with their transforms.
    func drawn(_ name: String) -> [DrawnOperation] {
        drawn { $0 == name }
    }

    /// The operations whose name satisfies `isIncluded`, in drawing order.
    func drawn(where isIncluded: (String) -> Bool) -> [DrawnOperation] {
        var out: [DrawnOperation] = []
        var stack: [(Geometry.AffineTransform, Double)] = []
        var transform = Geometry.AffineTransform.identity
        var opacity = 1.0
        for op in operations {
            switch op.command {
            case .save: stack.append((transform, opacity))
            case .beginLayer: stack.append((transform, opacity)); opacity = 1
            case .restore, .endLayer: if let s = stack.popLast() { (transform, opacity) = s }
            case .concatenate(let t): transform = t.concatenating(transform)
            case .setTransform(let t): transform = t
            case .setOpacity(let o): opacity = o
            default:
                if let name = op.name, isIncluded(name) { out.append(DrawnOperation(command: op.command, transform: transform, opacity: opacity)) }
            }
        }
        return out
    }

    /// Every operation's name, in drawing order (for finding a view's path).
    var operationNames: [String] { operations.compactMap(\.name) }
}
