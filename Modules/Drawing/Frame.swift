import Geometry

/// One picture: a flat display list of drawing operations over a viewport, in points (origin
/// top-left, y down).
///
/// Operations run in order against a drawing state like a canvas 2D context's: a current
/// transform (initially the identity, mapping user space to viewport points), a clip (initially
/// the whole viewport), an opacity (initially 1) and a list of filters (initially empty). `save`
/// pushes that state and `restore` pops it; a `restore` without a matching `save` does nothing,
/// and saves left open at the end are closed implicitly. `beginLayer` … `endLayer` draws into a
/// transparent layer that is composited as a whole (group opacity, filters on the group); see
/// `Command.beginLayer`. Any operation may carry a stable `name` so that tests, the browser's
/// inspector and hit-region overlays can find it (`"ball"`, `"seat/3/17"`); names need not be
/// unique (a fill and a stroke of one seat may share one).
///
/// Frames are plain values: two frames are equal when their sizes and operations are equal,
/// compared exactly. Build them with `GraphicsContext` (see `Frame(size:_:)`) or by hand.
public struct Frame: Hashable, Sendable {
    /// The viewport size in points.
    public var size: Size
    /// The operations, in drawing order.
    public var operations: [Operation]

    /// Creates a frame from a list of operations.
    ///
    /// - Parameters:
    ///   - size: The viewport size in points.
    ///   - operations: The operations in drawing order.
    @inlinable
    public init(size: Size, operations: [Operation] = []) {
        self.size = size
        self.operations = operations
    }

    /// The operations named `name`, in drawing order.
    ///
    /// - Parameter name: The exact name to look for.
    /// - Returns: Every operation whose name equals `name`; empty if there is none.
    public func operations(named name: String) -> [Operation] {
        operations.filter { $0.name == name }
    }
}

extension Frame {
    /// One entry of the display list: a command and an optional stable name.
    public struct Operation: Hashable, Sendable {
        /// What to do.
        public var command: Command
        /// A stable name for tests, the inspector and hit regions, or nil.
        public var name: String?

        // No initializer here: the implicit memberwise `init(command:name:)` is what the
        // recorder uses, because it moves the command into the operation where an explicit
        // initializer makes the optimizer copy the operation and destroy the original (a retain
        // and a release of each path, name and dash array per recorded operation).
    }

    /// A drawing command. Geometry is in user space: the current transform maps it to viewport
    /// points when the command runs.
    public enum Command: Hashable, Sendable {
        /// Pushes the current transform, clip, opacity and filters.
        case save
        /// Pops the state pushed by the matching `save`; does nothing without one (a `save` made
        /// outside the innermost open layer does not match: only `endLayer` closes a layer).
        case restore
        /// Makes `transform` act first, in local space: current = `transform` then current (the
        /// canvas `transform()` call, SwiftUI's `GraphicsContext.concatenate`).
        case concatenate(AffineTransform)
        /// Replaces the current transform: `transform` maps user space straight to viewport
        /// points (the canvas `setTransform()` call, relative to the frame, not the device).
        case setTransform(AffineTransform)
        /// Intersects the clip with the inside of `path` (transformed by the current transform)
        /// under `rule`.
        case clip(Path, FillRule)
        /// Sets the opacity applied to each later drawing command, 0…1 (canvas `globalAlpha`):
        /// an absolute value, not a factor. Overlapping draws are composited one by one; there
        /// is no group opacity.
        case setOpacity(Double)
        /// Fills the inside of `path` under `rule` with `paint`.
        case fill(Path, Paint, FillRule)
        /// Strokes `path` with `paint` and `style`.
        case stroke(Path, Paint, StrokeStyle)
        /// Draws one line of text.
        case text(TextRun)
        /// Appends `filter` to the state's filters: later draws (and layers) are filtered, in the
        /// order the filters were added, before the opacity applies. The filter's values are
        /// viewport points, not affected by the current transform.
        indirect case addFilter(Filter)
        /// Empties the state's filter list.
        case resetFilters
        /// Opens a layer: pushes the state like `save`, then later draws go to a fresh
        /// transparent layer with the same transform and clip, an opacity of 1 and no filters.
        /// Layers nest at most `Frame.maximumLayerDepth` deep; the encoders drop a deeper
        /// `beginLayer` and its `endLayer` (its content is then drawn directly).
        case beginLayer
        /// Closes the innermost open layer: closes the saves still open inside it, composites
        /// the layer with the filters and opacity in effect at its `beginLayer`, through the clip
        /// in effect then, and pops the state to that of its `beginLayer`. Does nothing when no
        /// layer is open; layers left open at the end are closed implicitly.
        case endLayer
    }

    /// The deepest layer nesting a frame may use (each level costs the renderer an offscreen
    /// surface of the viewport's size).
    public static let maximumLayerDepth = 8
}

extension Frame.Operation {
    /// Creates an operation.
    ///
    /// - Parameters:
    ///   - command: What to do.
    ///   - name: An optional stable name.
    public init(_ command: Frame.Command, name: String? = nil) {
        self.init(command: command, name: name)
    }
}
