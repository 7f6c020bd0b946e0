import Geometry

/// An immediate-mode drawing context that records a `Frame` (SwiftUI's `GraphicsContext`, as a
/// `Canvas` passes it).
///
/// A context is a value with **copy semantics for its state**: a copy keeps its own transform,
/// opacity, filters and clip, so changing a copy never affects the original, while every copy draws into
/// the same frame, in call order. This lets drawing code scope state without save/restore:
///
/// ```swift
/// let frame = Frame(size: Size(width: 390, height: 844)) { context in
///     var ball = context            // a copy
///     ball.translateBy(x: 195, y: 400)
///     ball.fill(Path(Rect(x: -21, y: -21, width: 42, height: 42)), with: .color(.orange), name: "ball")
///     context.fill(Path(Rect(x: 0, y: 800, width: 390, height: 44)), with: .color(.gray6))  // untranslated
/// }
/// ```
///
/// Coordinates are points, origin top-left, y down; angles are radians, positive clockwise on
/// screen. Values are recorded as given (NaN included); the encoders sanitise them.
///
/// A context is not `Sendable`: its copies share one recording.
public struct GraphicsContext {
    private let recorder: FrameRecorder
    /// This copy's clips, filters and layers; nil while it has none (the common case), so that
    /// copying a context — which drawing code does for every scoped change — retains one object,
    /// the recorder, and a draw needs no state reconciliation beyond transform and opacity.
    private var scope: Scope?

    /// The clips, filters and layers of a context copy, shared immutably between copies
    /// (a change makes a new one).
    private final class Scope {
        let state: ScopeState
        init(_ state: ScopeState) { self.state = state }
    }

    private struct ScopeState {
        var clips: [FrameRecorder.Clip] = []
        /// The filters added to this copy, in viewport points, in the order added.
        var filters: [Filter] = []
        /// The layers this copy draws in, outermost first.
        var layers: [Int] = []
        /// Opacity and filters of layers nested past `Frame.maximumLayerDepth`, which are drawn
        /// directly: they apply to each draw instead of the group.
        var flattenedOpacity = 1.0
        var flattenedFilters: [Filter] = []

        var isEmpty: Bool {
            clips.isEmpty && filters.isEmpty && layers.isEmpty && flattenedFilters.isEmpty && flattenedOpacity == 1
        }
    }

    /// This copy's clips, filters and layers (empty ones when it has none).
    private var state: ScopeState { scope?.state ?? ScopeState() }

    /// Changes this copy's clips, filters or layers.
    private mutating func updateState(_ change: (inout ScopeState) -> Void) {
        var state = self.state
        change(&state)
        scope = state.isEmpty ? nil : Scope(state)
    }

    /// The viewport size in points.
    public let size: Size

    /// The current transform from user space to viewport points. Starts at the identity.
    public var transform: AffineTransform = .identity

    /// The opacity applied to each later drawing, nominally 0…1 (an absolute value, like canvas
    /// `globalAlpha`; each draw is composited on its own — use `drawLayer(content:)` for group
    /// opacity). Starts at 1, also inside a layer.
    public var opacity: Double = 1

    /// Creates a context that records into a fresh, empty frame of `size` points.
    ///
    /// - Parameters:
    ///   - size: The viewport size in points.
    ///   - expectedOperations: How many operations the frame is expected to hold (default 0). A
    ///     capacity hint only: the frame is the same whatever it is, but a frame of thousands of
    ///     operations is recorded without growing (and copying) its storage again and again —
    ///     `SceneSession` passes the previous frame's count.
    public init(size: Size, expectedOperations: Int = 0) {
        self.recorder = FrameRecorder(capacity: expectedOperations)
        self.size = size
    }

    /// Creates a context that records into a fresh, empty frame of `size` points, reusing the
    /// buffers `recording` kept from the previous frame when nothing else still uses them (a
    /// frame returned earlier may be kept: its operations are then left alone). The frame is
    /// the same as with `init(size:expectedOperations:)`; only the allocations are spared.
    ///
    /// - Parameters:
    ///   - size: The viewport size in points.
    ///   - recording: The buffers kept between frames; updated to this context's.
    ///   - expectedOperations: A capacity hint, as in `init(size:expectedOperations:)`.
    package init(size: Size, reusing recording: inout Recording, expectedOperations: Int = 0) {
        if isKnownUniquelyReferenced(&recording.recorder), let recorder = recording.recorder {
            recorder.reset(capacity: expectedOperations)
            self.recorder = recorder
        } else {
            self.recorder = FrameRecorder(capacity: expectedOperations)
            recording.recorder = recorder
        }
        self.size = size
    }

    /// The recording buffers a caller keeps between frames for `init(size:reusing:expectedOperations:)`.
    ///
    /// `@unchecked Sendable` like a copy-on-write collection: a recorder is reused only when this
    /// value holds the sole reference to it (`isKnownUniquelyReferenced`), so copies on other
    /// threads never share a recorder being written; they make their own.
    package struct Recording: @unchecked Sendable {
        fileprivate var recorder: FrameRecorder?

        /// No buffers yet: the first frame allocates them.
        package init() {}
    }

    /// The frame recorded so far by this context and all its copies. Clip levels still open are
    /// closed with `restore`s at its end, so the frame is balanced.
    public var frame: Frame {
        Frame(size: size, operations: recorder.balancedOperations())
    }

    // MARK: Transform

    /// Moves the origin by `x`, `y` points in the current user space (the translation acts first).
    public mutating func translateBy(x: Double, y: Double) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales user space by `x`, `y` about its origin (the scale acts first).
    public mutating func scaleBy(x: Double, y: Double) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates user space by `angle` about its origin, clockwise on screen for a positive angle
    /// (the rotation acts first).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle)
    }

    /// Prepends `matrix`: it acts first, in the current user space (SwiftUI's `concatenate`).
    public mutating func concatenate(_ matrix: AffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clip

    /// Intersects this context's clip with the inside of `path` under `style`, in the current
    /// user space. Copies made earlier keep their own, larger clip.
    ///
    /// - Parameters:
    ///   - path: The clip outline, in user space.
    ///   - style: The fill rule deciding what is inside; defaults to non-zero.
    public mutating func clip(to path: Path, style: FillRule = .nonZero) {
        let clip = FrameRecorder.Clip(id: recorder.makeID(), path: path, rule: style, transform: transform)
        updateState { $0.clips.append(clip) }
    }

    // MARK: Filters and layers

    /// Adds `filter` to this context: later drawing through it (and its later copies) is
    /// filtered, each draw on its own, then composited with the context's opacity and clip —
    /// SwiftUI's `addFilter`. Filters apply in the order added. Copies made earlier are
    /// unaffected.
    ///
    /// The filter's radius and offset are measured in the **current user space**: the current
    /// transform maps the offset (its linear part) and scales the radius by √|det| (exact for
    /// rotations and uniform scales). A radius is a Gaussian's standard deviation in points
    /// (see `Filter`); negative and NaN radii draw unblurred, radii above
    /// `Filter.maximumRadius` viewport points are clamped.
    ///
    /// - Parameter filter: A `.shadow(color:radius:x:y:)` or `.blur(radius:)`.
    public mutating func addFilter(_ filter: Filter) {
        let filter = filter.applying(transform)
        updateState { $0.filters.append(filter) }
    }

    /// Draws `content` into a transparent layer that is then composited as a whole with this
    /// context's opacity, filters and clip — SwiftUI's `drawLayer`. This is **group opacity**:
    /// overlapping shapes in a layer at 50 % do not show through each other, and a shadow filter
    /// shades the group's outline, not each shape.
    ///
    /// The layer's context starts with this context's transform and clip, an opacity of 1 and no
    /// filters. Layers nest at most `Frame.maximumLayerDepth` deep; past that, `content` draws
    /// directly, with this context's opacity multiplying each draw's and its filters applied to
    /// each draw. Drawing through a layer's context after `content` returns does nothing, and
    /// drawing through an outer context while `content` runs draws into the layer.
    ///
    /// - Parameter content: Draws the layer's content through its context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.opacity = 1
        let state = self.state
        guard state.layers.count < Frame.maximumLayerDepth else {
            layer.updateState {
                $0.filters = []
                $0.flattenedOpacity = state.flattenedOpacity * opacity
                $0.flattenedFilters = state.flattenedFilters + state.filters
            }
            try content(&layer)
            return
        }
        let id = recorder.makeID()
        guard recorder.beginLayer(id, wanted: wanted) else { return }
        defer { recorder.endLayer(id) }
        layer.updateState {
            $0.filters = []
            $0.layers.append(id)
        }
        try content(&layer)
    }

    // MARK: Drawing

    /// Fills the inside of `path`.
    ///
    /// - Parameters:
    ///   - path: The outline, in user space.
    ///   - paint: The fill.
    ///   - style: The fill rule; defaults to non-zero.
    ///   - name: An optional stable name for the operation.
    public func fill(_ path: Path, with paint: Paint, style: FillRule = .nonZero, name: String? = nil) {
        record(.fill(path, paint, style), name: name)
    }

    /// Strokes `path` with a full stroke style.
    ///
    /// - Parameters:
    ///   - path: The outline, in user space.
    ///   - paint: The stroke paint.
    ///   - style: Width, caps, joins and dashes (in user-space points).
    ///   - name: An optional stable name for the operation.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle, name: String? = nil) {
        record(.stroke(path, paint, style), name: name)
    }

    /// Strokes `path` with a plain line of `lineWidth` points (butt caps, miter joins).
    ///
    /// - Parameters:
    ///   - path: The outline, in user space.
    ///   - paint: The stroke paint.
    ///   - lineWidth: The width in user-space points; defaults to 1.
    ///   - name: An optional stable name for the operation.
    public func stroke(_ path: Path, with paint: Paint, lineWidth: Double = 1, name: String? = nil) {
        record(.stroke(path, paint, StrokeStyle(lineWidth: lineWidth)), name: name)
    }

    /// Draws a text run.
    ///
    /// - Parameters:
    ///   - text: The run; its position is in user space.
    ///   - name: An optional stable name for the operation.
    public func draw(_ text: TextRun, name: String? = nil) {
        record(.text(text), name: name)
    }

    /// Draws one line of text anchored at `point`.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - point: The anchor, in user space.
    ///   - font: The font.
    ///   - paint: The glyph fill; defaults to black.
    ///   - alignment: Horizontal placement; defaults to centre.
    ///   - baseline: Vertical placement; defaults to middle.
    ///   - name: An optional stable name for the operation.
    public func draw(
        _ string: String, at point: Point, font: Font, paint: Paint = .color(.black),
        alignment: TextAlignment = .center, baseline: TextBaseline = .middle, name: String? = nil
    ) {
        draw(TextRun(string, at: point, font: font, paint: paint, alignment: alignment, baseline: baseline), name: name)
    }

    /// The state this copy draws in.
    private var wanted: FrameRecorder.Wanted {
        let state = self.state
        return FrameRecorder.Wanted(
            transform: transform, opacity: state.flattenedOpacity * opacity,
            filters: state.flattenedFilters.isEmpty ? state.filters : state.flattenedFilters + state.filters,
            clips: state.clips, layers: state.layers)
    }

    /// `command` is consumed: it moves into the recorded operation without a copy.
    private func record(_ command: consuming Frame.Command, name: String?) {
        if scope == nil {
            recorder.draw(consume command, name: name, transform: transform, opacity: opacity)
        } else {
            recorder.draw(consume command, name: name, wanted: wanted)
        }
    }
}

extension Frame {
    /// Records a frame by running `draw` on a fresh `GraphicsContext` of `size` points.
    ///
    /// - Parameters:
    ///   - size: The viewport size in points.
    ///   - draw: The drawing code. Drawing through a context after `draw` returns does not
    ///     change the returned frame.
    public init(size: Size, _ draw: (inout GraphicsContext) throws -> Void) rethrows {
        var context = GraphicsContext(size: size)
        try draw(&context)
        self = context.frame
    }
}
