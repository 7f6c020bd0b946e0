import Drawing
import Geometry

/// A reference interpreter of frame semantics for tests: runs the state operations and reports,
/// for each drawing operation, the state it draws in.
enum FrameInterpreter {
    struct ClipState: Equatable {
        var path: Path
        var rule: FillRule
        var transform: AffineTransform
    }

    struct Draw: Equatable {
        var command: Frame.Command
        var name: String?
        var transform: AffineTransform
        var opacity: Double
        var clips: [ClipState]
    }

    static func draws(_ frame: Frame) -> [Draw] {
        var transform = AffineTransform.identity
        var opacity = 1.0
        var clips: [ClipState] = []
        var stack: [(AffineTransform, Double, [ClipState])] = []
        var out: [Draw] = []
        for op in frame.operations {
            switch op.command {
            case .save: stack.append((transform, opacity, clips))
            case .restore: if let s = stack.popLast() { (transform, opacity, clips) = s }
            case .concatenate(let t): transform = t.concatenating(transform)
            case .setTransform(let t): transform = t
            case .setOpacity(let a): opacity = a
            case .clip(let p, let r): clips.append(ClipState(path: p, rule: r, transform: transform))
            case .fill, .stroke, .text:
                out.append(Draw(command: op.command, name: op.name, transform: transform, opacity: opacity, clips: clips))
            }
        }
        return out
    }
}
