import Drawing
import Geometry

/// What a frame drew under a name: each operation with the transform and opacity it was drawn
/// with (the frame's save/restore, transform and opacity commands replayed).
struct DrawnOperation {
    var command: Frame.Command
    var transform: AffineTransform
    var opacity: Double

    /// The bounds of the operation's path in viewport points (nil for text).
    var bounds: Rect? {
        switch command {
        case .fill(let p, _, _), .stroke(let p, _, _): p.boundingRect.applying(transform)
        default: nil
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
}

extension Frame {
    /// The operations named `name`, in drawing order, with their transforms.
    func drawn(_ name: String) -> [DrawnOperation] {
        var out: [DrawnOperation] = []
        var stack: [(AffineTransform, Double)] = []
        var transform = AffineTransform.identity
        var opacity = 1.0
        for op in operations {
            switch op.command {
            case .save: stack.append((transform, opacity))
            case .restore: if let s = stack.popLast() { (transform, opacity) = s }
            case .concatenate(let t): transform = t.concatenating(transform)
            case .setTransform(let t): transform = t
            case .setOpacity(let o): opacity = o
            default:
                if op.name == name { out.append(DrawnOperation(command: op.command, transform: transform, opacity: opacity)) }
            }
        }
        return out
    }
}
