import Geometry

/// The shared, append-only sink behind every copy of one `GraphicsContext`.
///
/// Each context copy carries its own wanted state (transform, opacity, clips); the recorder
/// tracks the state its emitted operations have established and, before each drawing command,
/// emits the fewest operations that turn the emitted state into the wanted one:
///
/// - every clip lives in its own save level, so clips are removed with `restore`;
/// - the transform and opacity are set with absolute `setTransform` / `setOpacity`, which
///   also works for singular transforms (a scale of 0 has no inverse to concatenate).
final class FrameRecorder {
    /// One clip a context asked for, identified by the order it was made in.
    struct Clip: Equatable {
        var id: Int
        var path: Path
        var rule: FillRule
        var transform: AffineTransform

        static func == (lhs: Clip, rhs: Clip) -> Bool { lhs.id == rhs.id }
    }

    /// The emitted state inside one save level.
    private struct Level {
        var transform: AffineTransform
        var opacity: Double
    }

    private(set) var operations: [Frame.Operation] = []
    private var nextClipID = 0
    /// Clip ids of the emitted save levels, outermost first; one level per clip.
    private var emittedClips: [Int] = []
    /// The state to return to at each `restore`, parallel to `emittedClips`.
    private var savedLevels: [Level] = []
    private var current = Level(transform: .identity, opacity: 1)

    /// A fresh clip id.
    func makeClipID() -> Int {
        defer { nextClipID += 1 }
        return nextClipID
    }

    /// Appends `command` after bringing the emitted state to the wanted one.
    func draw(
        _ command: Frame.Command, name: String?, transform: AffineTransform, opacity: Double,
        clips: [Clip]
    ) {
        // 1. Drop emitted clip levels the wanted state does not share.
        var common = 0
        while common < emittedClips.count, common < clips.count, emittedClips[common] == clips[common].id {
            common += 1
        }
        while emittedClips.count > common {
            operations.append(Frame.Operation(.restore))
            emittedClips.removeLast()
            current = savedLevels.removeLast()
        }
        // 2. Add the missing clips, each in a save level of its own.
        for clip in clips[common...] {
            operations.append(Frame.Operation(.save))
            savedLevels.append(current)
            emittedClips.append(clip.id)
            setTransform(clip.transform)
            operations.append(Frame.Operation(.clip(clip.path, clip.rule)))
        }
        // 3. Transform and opacity, then the command itself.
        setTransform(transform)
        if current.opacity != opacity || opacity != opacity {
            operations.append(Frame.Operation(.setOpacity(opacity)))
            current.opacity = opacity
        }
        operations.append(Frame.Operation(command, name: name))
    }

    private func setTransform(_ transform: AffineTransform) {
        if current.transform != transform {
            operations.append(Frame.Operation(.setTransform(transform)))
            current.transform = transform
        }
    }

    /// The operations so far, with every open save level closed.
    func balancedOperations() -> [Frame.Operation] {
        operations + Array(repeating: Frame.Operation(.restore), count: emittedClips.count)
    }
}
