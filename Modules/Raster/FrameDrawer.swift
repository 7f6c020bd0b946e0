import CCairo
import Drawing
import Geometry

/// Replays one frame's operations on Cairo with the page renderer's state rules
/// (`web/render.js`, docs/protocol.md): Cairo's save/restore carries the transform and clip,
/// the drawer's own stack carries opacity (canvas `globalAlpha`, baked into each draw's source)
/// and filters; a layer draws into an offscreen surface of the viewport's size, composited at
/// `endLayer` with the opacity and filters of its `beginLayer`, through the clip in effect then.
/// A filtered draw goes to an offscreen surface around its own bounds, is filtered there (shadow:
/// the draw's alpha in the shadow colour, blurred, offset and put under it; blur), then
/// composited with the opacity through the clip.
struct FrameDrawer {
    private struct State {
        /// User space to viewport points.
        var transform = AffineTransform.identity
        /// How many clips are in effect (for the probe: without one, nothing bounds a draw).
        var clips = 0
        var opacity = 1.0
        var filters: [Filter] = []
    }

    private struct Layer {
        var parent: OpaquePointer
        var surface: CairoSurface
        var opacity: Double
        var filters: [Filter]
        /// The device box of the clip in effect at `beginLayer` (the layer is composited through it).
        var clip: UserExtents
    }

    private enum Entry {
        case save(State)
        case layer(State, Layer)

        var isLayer: Bool { if case .layer = self { true } else { false } }
    }

    private let scale: Double
    private let fonts: FontLibrary
    private let target: CairoSurface
    private let layerSurface: (Int) throws -> CairoSurface
    private var cr: OpaquePointer
    private var state = State()
    private var stack: [Entry] = []
    /// When set, draws are measured instead of drawn (`FrameRasterizer.drawnBoxes(of:)`): the
    /// operation's index, its device box before filters, the device box of the clip it is drawn
    /// through, and its opacity with every enclosing layer's.
    var probe: ((Int, UserExtents, UserExtents, Double) -> Void)?
    /// The index of the operation being replayed.
    private var operationIndex = 0

    init(target: CairoSurface, scale: Double, fonts: FontLibrary, layerSurface: @escaping (Int) throws -> CairoSurface) {
        self.target = target
        self.scale = scale
        self.fonts = fonts
        self.layerSurface = layerSurface
        cr = Self.makeContext(target)
    }

    private static func makeContext(_ surface: CairoSurface) -> OpaquePointer {
        let cr = cairo_create(surface.pointer)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        // Slight (vertical-only) outline hinting, as the page's Chromium draws with Debian's
        // fontconfig default (`hintstyle` hintslight): it cuts the text's difference from the
        // page by a third (Tests/Browser/test_raster_parity.py). Advances stay unhinted.
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        return cr
    }

    /// The current transform in device pixels, shifted by (-`dx`, -`dy`).
    private func deviceTransform(dx: Double = 0, dy: Double = 0) -> AffineTransform {
        let t = state.transform
        return AffineTransform(a: t.a * scale, b: t.b * scale, c: t.c * scale, d: t.d * scale, tx: t.tx * scale - dx, ty: t.ty * scale - dy)
    }

    /// Whether draws show: the transform is invertible.
    private var canDraw: Bool { deviceTransform().isCairoInvertible }

    private func applyMatrix(_ context: OpaquePointer, dx: Double = 0, dy: Double = 0) {
        let t = deviceTransform(dx: dx, dy: dy)
        guard t.isCairoInvertible else { return }
        var m = t.cairoMatrix
        cairo_set_matrix(context, &m)
    }

    mutating func draw(_ frame: Frame) throws {
        applyMatrix(cr)
        for (index, op) in frame.operations.enumerated() {
            operationIndex = index
            try operation(op.command)
        }
        while stack.contains(where: \.isLayer) { try endLayer() }
        while !stack.isEmpty { pop() }
        try checkStatus(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target.pointer)
    }

    private mutating func pop() {
        guard case .save(let s) = stack.removeLast() else { return }
        cairo_restore(cr)
        state = s
        applyMatrix(cr)
    }

    private mutating func operation(_ command: Frame.Command) throws {
        switch command {
        case .save:
            cairo_save(cr)
            stack.append(.save(state))
        case .restore:
            if case .save = stack.last { pop() }
        case .concatenate(let t):
            state.transform = t.concatenating(state.transform)
            applyMatrix(cr)
        case .setTransform(let t):
            state.transform = t
            applyMatrix(cr)
        case .clip(let path, let rule):
            if canDraw {
                setPath(cr, path)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            } else {
                // A clip under a singular transform has no area: nothing shows until restore.
                cairo_new_path(cr)
                cairo_rectangle(cr, 0, 0, 0, 0)
            }
            cairo_clip(cr)
            state.clips += 1
        case .setOpacity(let a):
            state.opacity = a
        case .addFilter(let f):
            state.filters.append(f)
        case .resetFilters:
            state.filters = []
        case .beginLayer:
            let depth = stack.filter(\.isLayer).count
            let surface = try layerSurface(depth)
            let layer = Layer(parent: cr, surface: surface, opacity: state.opacity, filters: state.filters, clip: clipBox())
            stack.append(.layer(state, layer))
            cr = Self.makeContext(surface)
            state.opacity = 1
            state.filters = []
            applyMatrix(cr)
        case .endLayer:
            if stack.contains(where: \.isLayer) { try endLayer() }
        case .fill, .stroke, .text:
            try drawFiltered(command)
        }
    }

    private mutating func endLayer() throws {
        while case .save = stack.last { pop() }
        guard case .layer(let saved, let layer) = stack.removeLast() else { return }
        try checkStatus(cr)
        cairo_destroy(cr)
        cr = layer.parent
        state = saved
        guard probe == nil else { return }
        cairo_surface_flush(layer.surface.pointer)
        let (result, x, y) = try applyFilters(layer.filters, to: layer.surface, x: 0, y: 0)
        composite(result, x: x, y: y, opacity: layer.opacity)
    }

    /// Paints `surface`, whose top left is at device pixel (`x`, `y`), onto `cr` with `opacity`
    /// through the clip.
    private func composite(_ surface: CairoSurface, x: Double, y: Double, opacity: Double) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface.pointer, x, y)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    // MARK: Draws

    /// The device box of the clip in effect: Cairo's clip extents, within the clip of every
    /// enclosing layer.
    private func clipBox() -> UserExtents {
        var box = UserExtents(x1: -1e9, y1: -1e9,
                              x2: 1e9, y2: 1e9)
        if state.clips > 0 {
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            cairo_restore(cr)
            box = UserExtents(x1: x1, y1: y1, x2: x2, y2: y2)
        }
        for case .layer(_, let layer) in stack {
            box = UserExtents(x1: Swift.max(box.x1, layer.clip.x1), y1: Swift.max(box.y1, layer.clip.y1),
                              x2: Swift.min(box.x2, layer.clip.x2), y2: Swift.min(box.y2, layer.clip.y2))
        }
        return box
    }

    private mutating func drawFiltered(_ command: Frame.Command) throws {
        guard canDraw, state.opacity > 0 else { return }
        if let probe {
            guard let box = deviceBounds(command) else { return }
            var opacity = state.opacity
            for case .layer(_, let layer) in stack { opacity *= layer.opacity }
            probe(operationIndex, box, clipBox(), opacity)
            return
        }
        guard !state.filters.isEmpty else {
            render(command, on: cr, opacity: state.opacity)
            return
        }
        // The draw's device-pixel bounds, grown by how far the filters reach.
        guard let ink = deviceBounds(command) else { return }
        var margin = 2.0
        for f in state.filters {
            margin += 3 * f.radius * scale
            if case .shadow(_, _, let x, let y) = f { margin += (Swift.abs(x) + Swift.abs(y)) * scale }
        }
        let reach = Swift.min(margin, 1024)
        let x0 = (Swift.max(ink.x1 - margin, -reach)).rounded(.down)
        let y0 = (Swift.max(ink.y1 - margin, -reach)).rounded(.down)
        let x1 = (Swift.min(ink.x2 + margin, Double(target.width) + reach)).rounded(.up)
        let y1 = (Swift.min(ink.y2 + margin, Double(target.height) + reach)).rounded(.up)
        guard x1 > x0, y1 > y0 else { return }
        let region = try CairoSurface(width: Int(x1 - x0), height: Int(y1 - y0))
        let context = Self.makeContext(region)
        applyMatrix(context, dx: x0, dy: y0)
        render(command, on: context, opacity: 1)
        try checkStatus(context)
        cairo_destroy(context)
        cairo_surface_flush(region.pointer)
        let (result, x, y) = try applyFilters(state.filters, to: region, x: x0, y: y0)
        composite(result, x: x, y: y, opacity: state.opacity)
    }

    /// The device-pixel box a draw covers before filters (nil for nothing).
    private func deviceBounds(_ command: Frame.Command) -> UserExtents? {
        var e: UserExtents
        switch command {
        case .fill(let path, _, _):
            setPath(cr, path)
            e = extents(cr, cairo_fill_extents)
        case .stroke(let path, _, let style):
            guard style.lineWidth > 0 else { return nil }
            setStrokeStyle(cr, style)
            setPath(cr, path)
            e = extents(cr, cairo_stroke_extents)
        case .text(let run):
            let layout = TextLayout(run, fonts: fonts, cr: cr)
            guard let box = layout.extents(cr) else { return nil }
            e = box
        default:
            return nil
        }
        cairo_new_path(cr)
        var xs: [Double] = [], ys: [Double] = []
        for (ux, uy) in [(e.x1, e.y1), (e.x2, e.y1), (e.x1, e.y2), (e.x2, e.y2)] {
            var x = ux, y = uy
            cairo_user_to_device(cr, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        return UserExtents(x1: xs.min()!, y1: ys.min()!, x2: xs.max()!, y2: ys.max()!)
    }

    /// Draws a fill, stroke or text on `context` with `opacity` folded into its paint.
    private func render(_ command: Frame.Command, on context: OpaquePointer, opacity: Double) {
        switch command {
        case .fill(let path, let paint, let rule):
            setPath(context, path)
            cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            paintPath(context, paint, opacity: opacity, measure: cairo_fill_extents, draw: cairo_fill)
        case .stroke(let path, let paint, let style):
            guard style.lineWidth > 0 else { return }
            setStrokeStyle(context, style)
            setPath(context, path)
            paintPath(context, paint, opacity: opacity, measure: cairo_stroke_extents, draw: cairo_stroke)
        case .text(let run):
            let layout = TextLayout(run, fonts: fonts, cr: context)
            guard let box = layout.extents(context) else { return }
            // Colour glyphs (emoji) ignore the source's alpha: a translucent run goes through a
            // group painted with the opacity.
            let grouped = opacity < 1
            guard let pattern = makePattern(run.paint, opacity: grouped ? 1 : opacity, extents: { box }) else { return }
            if grouped { cairo_push_group(context) }
            cairo_set_source(context, pattern)
            layout.draw(context)
            cairo_pattern_destroy(pattern)
            if grouped {
                cairo_pop_group_to_source(context)
                cairo_paint_with_alpha(context, opacity)
            }
        default:
            break
        }
    }

    private func setStrokeStyle(_ context: OpaquePointer, _ style: StrokeStyle) {
        cairo_set_line_width(context, style.lineWidth)
        let cap: cairo_line_cap_t =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, style.miterLimit)
        // All-zero dashes: Skia (the page's canvas) ignores such a pattern and draws solid;
        // Cairo would fail, so they are dropped here too.
        if style.dash.contains(where: { $0 > 0 }) {
            cairo_set_dash(context, style.dash, Int32(style.dash.count), style.dashPhase)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
    }

    // MARK: Filters

    /// Applies `filters` in order to `surface` (top left at device pixel `x`, `y`); returns the
    /// result, which may be `surface` itself, changed.
    private func applyFilters(_ filters: [Filter], to surface: CairoSurface, x: Double, y: Double) throws -> (CairoSurface, Double, Double) {
        var current = surface
        for f in filters {
            switch f {
            case .blur(let radius):
                blur(current, sigma: radius * scale)
            case .shadow(let color, let radius, let dx, let dy):
                let out = try CairoSurface(width: current.width, height: current.height)
                let c = cairo_create(out.pointer)!
                cairo_set_source_rgba(c, color.red, color.green, color.blue, color.opacity)
                cairo_mask_surface(c, current.pointer, dx * scale, dy * scale)
                cairo_surface_flush(out.pointer)
                blur(out, sigma: radius * scale)
                cairo_set_source_surface(c, current.pointer, 0, 0)
                cairo_paint(c)
                try checkStatus(c)
                cairo_destroy(c)
                cairo_surface_flush(out.pointer)
                current = out
            }
        }
        return (current, x, y)
    }

    private func blur(_ surface: CairoSurface, sigma: Double) {
        surface.withWords { words, perRow in
            GaussianBlur.blur(words, width: surface.width, height: surface.height, wordsPerRow: perRow, sigma: sigma)
        }
    }
}

/// Fills or strokes (`draw`: `cairo_fill`, `cairo_stroke`) the current path with `paint` at
/// `opacity`; a gradient sized by the path's extents by `measure` (`cairo_fill_extents`,
/// `cairo_stroke_extents`). A paint that draws nothing only clears the path.
private func paintPath(
    _ cr: OpaquePointer,
    _ paint: Paint,
    opacity: Double,
    measure: (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void,
    draw: (OpaquePointer?) -> Void
) {
    guard let pattern = makePattern(paint, opacity: opacity, extents: { extents(cr, measure) }) else {
        cairo_new_path(cr)
        return
    }
    cairo_set_source(cr, pattern)
    draw(cr)
    cairo_pattern_destroy(pattern)
}

/// The user-space extents of the current path by `measure` (`cairo_fill_extents`, …).
private func extents(
    _ cr: OpaquePointer,
    _ measure: (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
) -> UserExtents {
    var e = UserExtents(x1: 0, y1: 0, x2: 0, y2: 0)
    measure(cr, &e.x1, &e.y1, &e.x2, &e.y2)
    return e
}
