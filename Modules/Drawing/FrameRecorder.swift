import Geometry

/// The shared, append-only sink behind every copy of one `GraphicsContext`.
///
/// Each context copy carries its own wanted state (transform, opacity, filters, clips, and the
/// layers it draws in); the recorder tracks the state its emitted operations have established
/// and, before each drawing command, emits the fewest operations that turn the emitted state
/// into the wanted one:
///
/// - every clip lives in its own save level, so clips are removed with `restore`;
/// - the transform and opacity are set with absolute `setTransform` / `setOpacity`, which
///   also works for singular transforms (a scale of 0 has no inverse to concatenate);
/// - filters are appended with `addFilter` when the wanted list extends the emitted one, and
///   otherwise rebuilt after a `resetFilters`;
/// - a layer is a level of its own: `beginLayer` after establishing the state the layer is
///   composited with, `endLayer` when `drawLayer`'s closure returns. Clip levels opened inside a
///   layer end with it.
final class FrameRecorder {
    /// One clip a context asked for, identified by the order it was made in.
    struct Clip: Equatable {
        var id: Int
        var path: Path
        var rule: FillRule
        var transform: AffineTransform

        static func == (lhs: Clip, rhs: Clip) -> Bool { lhs.id == rhs.id }
    }

    /// The state a context copy wants for its next drawing command.
    struct Wanted {
        var transform: AffineTransform
        var opacity: Double
        var filters: [Filter]
        var clips: [Clip]
        /// The ids of the layers the context draws in, outermost first.
        var layers: [Int]
    }

    /// The emitted transform, opacity and filters.
    private struct State {
        var transform: AffineTransform
        var opacity: Double
        var filters: [Filter]
    }

    /// One emitted level: a clip's save level or a layer, with the state to return to.
    private struct Level {
        enum Kind: Equatable {
            case clip(Int)
            case layer(Int)
        }

        var kind: Kind
        var saved: State
    }

    // `@exclusivity(unchecked)`: a recorder is used by one context family on one thread, and its
    // methods never hand out overlapping accesses; the runtime checks cost a few percent of
    // recording (an access-set entry per property access of a class).
    @exclusivity(unchecked) private(set) var operations: [Frame.Operation] = []
    /// The other operations buffer, once the recorder double-buffers: the previous frame's,
    /// which a holder of that frame may still share while the next one is recorded.
    @exclusivity(unchecked) private var spare: [Frame.Operation] = []
    /// Whether `reset` alternates between `operations` and `spare`: set the first time the
    /// previous frame's buffer was still shared at a reset.
    @exclusivity(unchecked) private(set) var doubleBuffers = false
    @exclusivity(unchecked) private var nextID = 0
    /// The emitted levels, outermost first.
    @exclusivity(unchecked) private var levels: [Level] = []
    /// The ids of the open layers, outermost first.
    @exclusivity(unchecked) private var openLayers: [Int] = []
    /// Clip ids of the emitted clip levels, outermost first (the clip levels of `levels`).
    @exclusivity(unchecked) private var emittedClips: [Int] = []
    @exclusivity(unchecked) private var current = State(transform: .identity, opacity: 1, filters: [])

    /// A recorder with room for `capacity` operations (a hint; at most 1 << 20 is reserved).
    init(capacity: Int = 0) {
        if capacity > 0 { operations.reserveCapacity(Swift.min(capacity, 1 << 20)) }
    }

    /// Empties the recorder for a new frame, keeping its buffers: the operations array is reused
    /// in place when no frame still shares it (otherwise a fresh one of the same capacity is
    /// made), so a session recording frame after frame does not allocate it again.
    ///
    /// A caller that keeps each frame until the next one is recorded — a retained wire encoder
    /// diffs the new frame against the previous one, and the preview server keeps the last
    /// frame for keyframes — shares the buffer at every reset. The first time that happens the
    /// recorder starts double-buffering: each frame is recorded into the buffer of the frame
    /// before the previous one, which its holders have let go by then, while the previous
    /// frame's stays untouched. No operation is copied; the cost is that the buffer not being
    /// recorded into keeps its frame's operations alive until the next reset.
    ///
    /// - Parameter capacity: Room wanted for the next frame's operations (a hint).
    func reset(capacity: Int) {
        if doubleBuffers { swap(&operations, &spare) }
        let storage = operations.withUnsafeBufferPointer { $0.baseAddress }
        let hadStorage = operations.capacity > 0
        operations.removeAll(keepingCapacity: true)
        // A shared buffer is replaced by a new one (an allocation): double-buffer from now on.
        if hadStorage && !doubleBuffers && operations.withUnsafeBufferPointer({ $0.baseAddress }) != storage {
            doubleBuffers = true
        }
        if capacity > operations.capacity { operations.reserveCapacity(Swift.min(capacity, 1 << 20)) }
        nextID = 0
        levels.removeAll(keepingCapacity: true)
        openLayers.removeAll(keepingCapacity: true)
        emittedClips.removeAll(keepingCapacity: true)
        current = State(transform: .identity, opacity: 1, filters: [])
    }

    /// A fresh clip or layer id.
    func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Appends `command` after bringing the emitted state to `wanted`. A context whose layer has
    /// already ended draws nothing.
    func draw(_ command: consuming Frame.Command, name: String?, wanted: Wanted) {
        guard establish(wanted) else { return }
        operations.append(Frame.Operation(command: consume command, name: name))
    }

    /// `draw(_:name:wanted:)` for a context without clips, layers or filters (the common case),
    /// without building a `Wanted` value.
    func draw(_ command: consuming Frame.Command, name: String?, transform: AffineTransform, opacity: Double) {
        if !(levels.isEmpty && current.filters.isEmpty) {
            draw(consume command, name: name, wanted: Wanted(transform: transform, opacity: opacity, filters: [], clips: [], layers: []))
            return
        }
        setTransform(transform)
        if current.opacity != opacity || opacity != opacity {
            operations.append(Frame.Operation(command: .setOpacity(opacity), name: nil))
            current.opacity = opacity
        }
        operations.append(Frame.Operation(command: consume command, name: name))
    }

    /// Opens layer `id` for a context in state `wanted` (whose opacity and filters apply to the
    /// layer as a whole). Returns false, emitting nothing, when the context's layer has ended.
    func beginLayer(_ id: Int, wanted: Wanted) -> Bool {
        guard establish(wanted) else { return false }
        operations.append(Frame.Operation(command: .beginLayer, name: nil))
        levels.append(Level(kind: .layer(id), saved: current))
        openLayers.append(id)
        current = State(transform: current.transform, opacity: 1, filters: [])
        return true
    }

    /// Closes layer `id` and the clip levels opened inside it.
    func endLayer(_ id: Int) {
        guard let index = levels.lastIndex(where: { $0.kind == .layer(id) }) else { return }
        // `endLayer` closes the clip levels inside the layer without a `restore` each; layers
        // nest with the closures, so any level above this layer is a clip level.
        for level in levels[(index + 1)...].reversed() {
            switch level.kind {
            case .clip:
                emittedClips.removeLast()
            case .layer:
                openLayers.removeLast()
                operations.append(Frame.Operation(command: .endLayer, name: nil))
            }
        }
        openLayers.removeLast()
        operations.append(Frame.Operation(command: .endLayer, name: nil))
        current = levels[index].saved
        levels.removeSubrange(index...)
    }

    /// Emits what turns the emitted state into `wanted`; false when the context draws in a layer
    /// that has ended.
    private func establish(_ wanted: Wanted) -> Bool {
        // Nothing emitted to reconcile and no clip or layer wanted (the common case: a scene
        // drawing without clips): steps 1 and 2 below would do nothing.
        if !(levels.isEmpty && wanted.clips.isEmpty && wanted.layers.isEmpty) {
            guard reconcileLevels(wanted) else { return false }
        }
        // 3. Transform, opacity and filters.
        setTransform(wanted.transform)
        if current.opacity != wanted.opacity || wanted.opacity != wanted.opacity {
            operations.append(Frame.Operation(command: .setOpacity(wanted.opacity), name: nil))
            current.opacity = wanted.opacity
        }
        if current.filters != wanted.filters {
            if !wanted.filters.starts(with: current.filters) {
                operations.append(Frame.Operation(command: .resetFilters, name: nil))
                current.filters = []
            }
            for filter in wanted.filters[current.filters.count...] {
                operations.append(Frame.Operation(command: .addFilter(filter), name: nil))
            }
            current.filters = wanted.filters
        }
        return true
    }

    /// Steps 1 and 2 of `establish`: the emitted clip levels brought to the wanted clips; false
    /// when the context draws in a layer that has ended.
    private func reconcileLevels(_ wanted: Wanted) -> Bool {
        // Draws go to the innermost open layer; a context of a closed layer draws nothing.
        guard openLayers.starts(with: wanted.layers) else { return false }
        // 1. Drop emitted clip levels the wanted state does not share, down to the innermost
        //    layer (clips outside it cannot be lifted inside it).
        let floor = levels.lastIndex(where: { if case .layer = $0.kind { true } else { false } }).map { $0 + 1 } ?? 0
        let clipsBelowFloor = levels[..<floor].reduce(0) { n, l in if case .clip = l.kind { n + 1 } else { n } }
        var common = 0
        while common < emittedClips.count, common < wanted.clips.count, emittedClips[common] == wanted.clips[common].id {
            common += 1
        }
        let keep = Swift.max(common, clipsBelowFloor)
        while emittedClips.count > keep {
            operations.append(Frame.Operation(command: .restore, name: nil))
            emittedClips.removeLast()
            current = levels.removeLast().saved
        }
        // 2. Add the missing clips, each in a save level of its own.
        if keep < wanted.clips.count {
            for clip in wanted.clips[keep...] {
                operations.append(Frame.Operation(command: .save, name: nil))
                levels.append(Level(kind: .clip(clip.id), saved: current))
                emittedClips.append(clip.id)
                setTransform(clip.transform)
                operations.append(Frame.Operation(command: .clip(clip.path, clip.rule), name: nil))
            }
        }
        return true
    }

    private func setTransform(_ transform: AffineTransform) {
        if current.transform != transform {
            operations.append(Frame.Operation(command: .setTransform(transform), name: nil))
            current.transform = transform
        }
    }

    /// The operations so far, with every open level closed. Without open levels this is the
    /// recorded array itself (shared, not copied).
    func balancedOperations() -> [Frame.Operation] {
        guard !levels.isEmpty else { return operations }
        return operations
            + levels.reversed().map { level in
                if case .layer = level.kind { Frame.Operation(.endLayer) } else { Frame.Operation(.restore) }
            }
    }
}
