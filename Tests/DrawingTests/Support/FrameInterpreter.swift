import Drawing
import Geometry

/// A reference interpreter of frame semantics for tests: runs the state operations and reports,
/// for each drawing operation, the state it draws in and the layers it draws into.
enum FrameInterpreter {
    struct ClipState: Equatable {
        var path: Path
        var rule: FillRule
        var transform: AffineTransform
    }

    /// An open layer: the state it is composited with, fixed at its `beginLayer`.
    struct LayerState: Equatable {
        var opacity: Double
        var filters: [Filter]
        var clips: [ClipState]
    }

    struct Draw: Equatable {
        var command: Frame.Command
        var name: String?
        var transform: AffineTransform
        var opacity: Double
        var clips: [ClipState]
        var filters: [Filter] = []
        /// The layers the draw goes into, outermost first.
        var layers: [LayerState] = []
    }

    private struct State {
        var transform = AffineTransform.identity
        var opacity = 1.0
        var clips: [ClipState] = []
        var filters: [Filter] = []
    }

    static func draws(_ frame: Frame) -> [Draw] {
        var state = State()
        // Saved states; a layer entry carries the layer it opened.
        var stack: [(state: State, layer: LayerState?)] = []
        var out: [Draw] = []
        for op in frame.operations {
            switch op.command {
            case .save: stack.append((state, nil))
            case .restore: if let top = stack.last, top.layer == nil { state = stack.removeLast().state }
            case .concatenate(let t): state.transform = t.concatenating(state.transform)
            case .setTransform(let t): state.transform = t
            case .setOpacity(let a): state.opacity = a
            case .clip(let p, let r): state.clips.append(ClipState(path: p, rule: r, transform: state.transform))
            case .addFilter(let f): state.filters.append(f)
            case .resetFilters: state.filters = []
            case .beginLayer:
                stack.append((state, LayerState(opacity: state.opacity, filters: state.filters, clips: state.clips)))
                state.opacity = 1
                state.filters = []
            case .endLayer:
                guard let index = stack.lastIndex(where: { $0.layer != nil }) else { break }
                state = stack[index].state
                stack.removeSubrange(index...)
            case .fill, .stroke, .text:
                out.append(
                    Draw(
                        command: op.command, name: op.name, transform: state.transform, opacity: state.opacity,
                        clips: state.clips, filters: state.filters, layers: stack.compactMap(\.layer)))
            }
        }
        return out
    }
}
