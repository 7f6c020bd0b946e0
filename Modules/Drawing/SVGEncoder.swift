import Geometry

extension Frame {
    /// The frame as a standalone SVG 1.1 document (UTF-8 text), `size.width` × `size.height`
    /// user units with a matching `viewBox`.
    ///
    /// Every drawing operation becomes one element carrying its absolute transform as
    /// `transform="matrix(…)"` and its opacity as `opacity`; each clip opens a `<g clip-path>`
    /// that closes at the matching `restore`. Names of drawing operations become `<title>`
    /// children (browsers show them as tooltips). Linear and radial gradients become
    /// `userSpaceOnUse` gradients (a radial start radius is folded into the stop offsets, since
    /// SVG 1.1 has no focal radius).
    ///
    /// **Conic gradients** do not exist in SVG 1.1. They are approximated by 180 wedges of 2°
    /// around the centre, each filled with the gradient's colour at its middle angle and
    /// overlapping the next by 1° to hide seams, drawn inside a `<mask>` that holds the filled
    /// or stroked shape (or the text) in white. Viewed at normal sizes this matches canvas
    /// `createConicGradient` to within the colour change across 2°.
    ///
    /// What paints nothing on canvas paints nothing here: gradients without stops, a linear
    /// gradient whose end points coincide, a radial gradient with equal radii, strokes of width 0.
    /// Numbers use the canonical JSON formatting (at most four decimals).
    public func svgDocument() -> String {
        var writer = SVGWriter()
        writer.document(self)
        return String(decoding: writer.out, as: UTF8.self)
    }
}

/// Streams SVG text for one frame, tracking the drawing state.
struct SVGWriter {
    var out: [UInt8] = []
    private var nextID = 0
    private var transform = AffineTransform.identity
    private var opacity = 1.0
    private var filters: [Filter] = []
    /// Groups opened (by clips) since the innermost save or layer.
    private var openGroups = 0
    /// The states pushed by `save` and `beginLayer` (whose `<g>` closes with it).
    private var saved: [(transform: AffineTransform, opacity: Double, filters: [Filter], openGroups: Int, isLayer: Bool)] = []
    /// The viewport, which filter regions cover.
    private var viewport = Size(width: 0, height: 0)
    /// The `<filter>` defined for each filter list so far.
    private var filterIDs: [[Filter]: String] = [:]

    /// Number of wedges approximating a conic gradient.
    static let conicWedges = 180

    mutating func document(_ frame: Frame) {
        let w = DecimalFormat.string(Sanitize.nonNegative(frame.size.width))
        let h = DecimalFormat.string(Sanitize.nonNegative(frame.size.height))
        viewport = Size(width: Sanitize.nonNegative(frame.size.width), height: Sanitize.nonNegative(frame.size.height))
        line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
        )
        let operations = LayerDepthGuard.kept(frame.operations)
        if operations.contains(where: { if case .text(let run) = $0.command { EmojiFont.covers(run.string) } else { false } }) {
            line("<style>\(EmojiFont.fontFaceRule)</style>")
        }
        for op in operations { operation(op) }
        while !saved.isEmpty { pop() }
        closeGroups(openGroups)
        line("</svg>")
    }

    // MARK: Output helpers

    mutating func line(_ s: String) {
        out.append(contentsOf: s.utf8)
        out.append(0x0A)
    }

    mutating func makeID() -> String {
        nextID += 1
        return "z\(nextID)"
    }

    private func number(_ v: Double) -> String { DecimalFormat.string(v) }

    /// Escapes text for XML content or a double-quoted attribute. Characters XML 1.0 forbids
    /// become U+FFFD; tab, line feed and carriage return become character references.
    static func escape(_ s: String) -> String {
        var r = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": r += "&amp;"
            case "<": r += "&lt;"
            case ">": r += "&gt;"
            case "\"": r += "&quot;"
            case "'": r += "&apos;"
            case "\t": r += "&#9;"
            case "\n": r += "&#10;"
            case "\r": r += "&#13;"
            default:
                let v = u.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
                    r.unicodeScalars.append("\u{FFFD}")
                } else {
                    r.unicodeScalars.append(u)
                }
            }
        }
        return r
    }

    /// ` transform="matrix(…)"` unless the transform is the identity.
    var transformAttribute: String {
        let t = transform
        guard !(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0) else { return "" }
        return " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")))\""
    }

    /// ` opacity="…"` unless the opacity is 1.
    var opacityAttribute: String {
        let a = Sanitize.unit(opacity)
        return a < 1 ? " opacity=\"\(number(a))\"" : ""
    }

    private func close(_ tag: String, name: String?) -> String {
        guard let name else { return "/>" }
        return "><title>\(SVGWriter.escape(name))</title></\(tag)>"
    }

    // MARK: State

    private mutating func operation(_ op: Frame.Operation) {
        switch op.command {
        case .save:
            saved.append((transform, opacity, filters, openGroups, false))
            openGroups = 0
        case .restore:
            if let last = saved.last, !last.isLayer { pop() }
        case .addFilter(let filter):
            filters.append(filter)
        case .resetFilters:
            filters = []
        case .beginLayer:
            let filterAttribute = filters.isEmpty ? "" : " filter=\"url(#\(filterID(filters)))\""
            line("<g\(opacityAttribute)\(filterAttribute)>")
            saved.append((transform, opacity, filters, openGroups, true))
            openGroups = 0
            opacity = 1
            filters = []
        case .endLayer:
            guard saved.contains(where: { $0.isLayer }) else { break }
            while let last = saved.last, !last.isLayer { pop() }
            pop()
        case .concatenate(let t):
            transform = t.concatenating(transform)
        case .setTransform(let t):
            transform = t
        case .setOpacity(let a):
            opacity = a
        case .clip(let path, let rule):
            let id = makeID()
            line("<clipPath id=\"\(id)\">")
            line("<path d=\"\(PathData.string(path))\"\(transformAttribute) clip-rule=\"\(ruleName(rule))\"/>")
            line("</clipPath>")
            line("<g clip-path=\"url(#\(id))\">")
            openGroups += 1
        case .fill(let path, let paint, let rule):
            let outer = beginFiltered()
            fill(path, paint, rule, name: op.name)
            endFiltered(outer)
        case .stroke(let path, let paint, let style):
            let outer = beginFiltered()
            stroke(path, paint, style, name: op.name)
            endFiltered(outer)
        case .text(let run):
            let outer = beginFiltered()
            text(run, name: op.name)
            endFiltered(outer)
        }
    }

    /// Pops the innermost save or layer, closing its groups.
    private mutating func pop() {
        closeGroups(openGroups)
        let s = saved.removeLast()
        if s.isLayer { line("</g>") }
        transform = s.transform
        opacity = s.opacity
        filters = s.filters
        openGroups = s.openGroups
    }

    // MARK: Filters

    /// With filters, opens the `<g filter opacity>` a draw goes in (the opacity applies after the
    /// filters, as on canvas) and returns the opacity to restore; nil without filters.
    private mutating func beginFiltered() -> Double? {
        guard !filters.isEmpty else { return nil }
        line("<g filter=\"url(#\(filterID(filters)))\"\(opacityAttribute)>")
        defer { opacity = 1 }
        return opacity
    }

    private mutating func endFiltered(_ outer: Double?) {
        guard let outer else { return }
        line("</g>")
        opacity = outer
    }

    /// The id of a `<filter>` applying `filters` in order, in viewport units, defined on first
    /// use: a shadow is the input's alpha flooded with its colour, blurred (σ = radius), offset
    /// and merged under the input; a blur is `feGaussianBlur` (σ = radius). Filters work in
    /// sRGB, like the canvas.
    private mutating func filterID(_ filters: [Filter]) -> String {
        if let id = filterIDs[filters] { return id }
        let id = makeID()
        filterIDs[filters] = id
        var margin = 0.0
        for f in filters {
            margin += 3 * Sanitize.radius(f.radius)
            if case .shadow(_, _, let x, let y) = f {
                margin += Swift.abs(Sanitize.number(x)) + Swift.abs(Sanitize.number(y))
            }
        }
        let region = [-margin, -margin, viewport.width + 2 * margin, viewport.height + 2 * margin].map(number)
        line(
            "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(region[0])\" y=\"\(region[1])\" width=\"\(region[2])\" height=\"\(region[3])\" color-interpolation-filters=\"sRGB\">"
        )
        var input = "SourceGraphic"
        for (i, f) in filters.enumerated() {
            let radius = Sanitize.radius(f.radius)
            switch f {
            case .shadow(let color, _, let x, let y):
                let q = color.quantized()
                let alpha = q.opacity < 1 ? " flood-opacity=\"\(number(q.opacity))\"" : ""
                line("<feFlood flood-color=\"\(color.hexRGB)\"\(alpha) result=\"flood\(i)\"/>")
                line("<feComposite in=\"flood\(i)\" in2=\"\(input)\" operator=\"in\" result=\"shape\(i)\"/>")
                var shadow = "shape\(i)"
                if radius > 0 {
                    line("<feGaussianBlur in=\"shape\(i)\" stdDeviation=\"\(number(radius))\" result=\"blur\(i)\"/>")
                    shadow = "blur\(i)"
                }
                line("<feOffset in=\"\(shadow)\" dx=\"\(number(x))\" dy=\"\(number(y))\" result=\"shadow\(i)\"/>")
                line("<feMerge result=\"out\(i)\"><feMergeNode in=\"shadow\(i)\"/><feMergeNode in=\"\(input)\"/></feMerge>")
            case .blur:
                if radius > 0 {
                    line("<feGaussianBlur in=\"\(input)\" stdDeviation=\"\(number(radius))\" result=\"out\(i)\"/>")
                } else {
                    line("<feOffset in=\"\(input)\" dx=\"0\" dy=\"0\" result=\"out\(i)\"/>")
                }
            }
            input = "out\(i)"
        }
        line("</filter>")
        return id
    }

    private mutating func closeGroups(_ n: Int) {
        for _ in 0..<n { line("</g>") }
    }

    private func ruleName(_ rule: FillRule) -> String { rule == .evenOdd ? "evenodd" : "nonzero" }

    // MARK: Paint

    /// The attributes that apply `paint` as `property` (`fill` or `stroke`), defining a gradient
    /// first if needed; nil when the paint draws nothing. Conic paints are handled separately.
    private mutating func paintAttributes(_ paint: Paint, _ property: String) -> String? {
        switch paint {
        case .color(let c):
            let q = c.quantized()
            let alpha = q.opacity < 1 ? " \(property)-opacity=\"\(number(q.opacity))\"" : ""
            return " \(property)=\"\(c.hexRGB)\"\(alpha)"
        case .linearGradient(let g, let start, let end):
            let stops = g.normalizedStops
            let s = Point(x: Sanitize.number(start.x), y: Sanitize.number(start.y))
            let e = Point(x: Sanitize.number(end.x), y: Sanitize.number(end.y))
            guard !stops.isEmpty, s != e else { return nil }
            let id = makeID()
            line(
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(number(s.x))\" y1=\"\(number(s.y))\" x2=\"\(number(e.x))\" y2=\"\(number(e.y))\">"
            )
            writeStops(stops)
            line("</linearGradient>")
            return " \(property)=\"url(#\(id))\""
        case .radialGradient(let g, let center, let startRadius, let endRadius):
            var stops = g.normalizedStops
            let r0 = Sanitize.nonNegative(startRadius), r1 = Sanitize.nonNegative(endRadius)
            let outer = Swift.max(r0, r1)
            guard !stops.isEmpty, r0 != r1 else { return nil }
            // SVG 1.1 radial gradients start at the centre: map each location to its radius.
            stops = stops.map { Gradient.Stop(color: $0.color, location: (r0 + $0.location * (r1 - r0)) / outer) }
            if r1 < r0 { stops.reverse() }
            let id = makeID()
            let cx = number(center.x), cy = number(center.y)
            line(
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(cx)\" cy=\"\(cy)\" fx=\"\(cx)\" fy=\"\(cy)\" r=\"\(number(outer))\">"
            )
            writeStops(stops)
            line("</radialGradient>")
            return " \(property)=\"url(#\(id))\""
        case .conicGradient:
            return nil
        }
    }

    private mutating func writeStops(_ stops: [Gradient.Stop]) {
        for s in stops {
            let q = s.color.quantized()
            let alpha = q.opacity < 1 ? " stop-opacity=\"\(number(q.opacity))\"" : ""
            line("<stop offset=\"\(number(s.location))\" stop-color=\"\(s.color.hexRGB)\"\(alpha)/>")
        }
    }

    // MARK: Drawing

    private mutating func fill(_ path: Path, _ paint: Paint, _ rule: FillRule, name: String?) {
        let d = PathData.string(path)
        let ruleAttribute = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
        if case .conicGradient(let g, let center, let angle) = paint {
            conic(g, center: center, angle: angle, bounds: ControlBounds(path), margin: 0, name: name) {
                "<path d=\"\(d)\" fill=\"#FFFFFF\"\(ruleAttribute)/>"
            }
            return
        }
        guard let paintAttribute = paintAttributes(paint, "fill") else { return }
        line("<path d=\"\(d)\"\(paintAttribute)\(ruleAttribute)\(transformAttribute)\(opacityAttribute)\(close("path", name: name))")
    }

    private func strokeAttributes(_ style: StrokeStyle) -> String {
        let cap =
            switch style.lineCap {
            case .butt: "butt"
            case .round: "round"
            case .square: "square"
            }
        let join =
            switch style.lineJoin {
            case .miter: "miter"
            case .round: "round"
            case .bevel: "bevel"
            }
        var s =
            " stroke-width=\"\(number(Sanitize.nonNegative(style.lineWidth)))\" stroke-linecap=\"\(cap)\" stroke-linejoin=\"\(join)\" stroke-miterlimit=\"\(number(Sanitize.miterLimit(style.miterLimit)))\""
        let dash = Sanitize.dash(style.dash)
        if !dash.isEmpty {
            s += " stroke-dasharray=\"\(dash.map(number).joined(separator: " "))\" stroke-dashoffset=\"\(number(style.dashPhase))\""
        }
        return s
    }

    private mutating func stroke(_ path: Path, _ paint: Paint, _ style: StrokeStyle, name: String?) {
        guard Sanitize.nonNegative(style.lineWidth) > 0 else { return }
        let d = PathData.string(path)
        let strokeAttributes = strokeAttributes(style)
        if case .conicGradient(let g, let center, let angle) = paint {
            let w = Sanitize.nonNegative(style.lineWidth)
            let margin = w * Swift.max(Sanitize.miterLimit(style.miterLimit), 2)
            conic(g, center: center, angle: angle, bounds: ControlBounds(path), margin: margin, name: name) {
                "<path d=\"\(d)\" fill=\"none\" stroke=\"#FFFFFF\"\(strokeAttributes)/>"
            }
            return
        }
        guard let paintAttribute = paintAttributes(paint, "stroke") else { return }
        line(
            "<path d=\"\(d)\" fill=\"none\"\(paintAttribute)\(strokeAttributes)\(transformAttribute)\(opacityAttribute)\(close("path", name: name))"
        )
    }

    private func textAttributes(_ run: TextRun) -> String {
        // The colour emoji face comes first (for emoji only, see EmojiFont); the page's stacks match.
        let emoji = "'\(EmojiFont.family)', "
        let family =
            switch run.font.design {
            case .default: emoji + "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
            case .serif: emoji + "ui-serif, Georgia, 'Times New Roman', serif"
            case .rounded: emoji + "ui-rounded, 'SF Pro Rounded', system-ui, sans-serif"
            case .monospaced: emoji + "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace"
            }
        let anchor =
            switch run.alignment {
            case .leading: "start"
            case .center: "middle"
            case .trailing: "end"
            }
        let baseline =
            switch run.baseline {
            case .alphabetic: "alphabetic"
            case .top: "text-before-edge"
            case .middle: "central"
            case .bottom: "text-after-edge"
            }
        var s =
            " x=\"\(number(run.position.x))\" y=\"\(number(run.position.y))\" font-family=\"\(family)\" font-size=\"\(number(Sanitize.nonNegative(run.font.size)))\" font-weight=\"\(Sanitize.weight(run.font.weight.value))\""
        if run.font.isItalic { s += " font-style=\"italic\"" }
        s += " text-anchor=\"\(anchor)\" dominant-baseline=\"\(baseline)\""
        if run.font.hasMonospacedDigits { s += " style=\"font-variant-numeric: tabular-nums\"" }
        return s + " xml:space=\"preserve\""
    }

    private mutating func text(_ run: TextRun, name: String?) {
        let attributes = textAttributes(run)
        let content = SVGWriter.escape(run.string)
        if case .conicGradient(let g, let center, let angle) = run.paint {
            let font = run.font
            let width = font.estimatedWidth(of: run.string)
            let size = Sanitize.nonNegative(font.size)
            var bounds = ControlBounds()
            bounds.add(run.position)
            bounds.margin = width + size
            conic(g, center: center, angle: angle, bounds: bounds, margin: 0, name: name) {
                "<text\(attributes) fill=\"#FFFFFF\">\(content)</text>"
            }
            return
        }
        guard let paintAttribute = paintAttributes(run.paint, "fill") else { return }
        let title = name.map { "<title>\(SVGWriter.escape($0))</title>" } ?? ""
        line("<text\(attributes)\(paintAttribute)\(transformAttribute)\(opacityAttribute)>\(title)\(content)</text>")
    }
}
