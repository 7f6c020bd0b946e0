import Geometry

extension Frame {
    /// The frame exactly as a decoder of the wire format will see it: every value sanitised as
    /// the encoders do (NaN → 0; coordinates clamped to ±1e9; opacity and stop locations to 0…1;
    /// widths, radii and sizes ≥ 0; miter limit ≥ 1; weights 1…1000; at most 1024 stops and 64
    /// dash lengths; stops sorted; a dash phase of 0 without dashes; filter radii 0…256; layers
    /// deeper than `Frame.maximumLayerDepth` dropped), then rounded to float32,
    /// colours to 8 bits, and paths rebuilt through `Path(elements:)`.
    ///
    /// For every frame `f`, decoding `f`'s wire message gives `f.wireQuantized()`, and encoding
    /// `f.wireQuantized()` gives the same bytes as encoding `f`.
    public func wireQuantized() -> Frame {
        Frame(
            size: Size(width: Q.nonNegative(size.width), height: Q.nonNegative(size.height)),
            operations: LayerDepthGuard.kept(operations).map { Operation($0.command.wireQuantized(), name: $0.name) })
    }
}

/// Sanitise-then-float32 helpers.
private enum Q {
    static func number(_ v: Double) -> Double { Double(Float(Sanitize.number(v))) }
    static func nonNegative(_ v: Double) -> Double { Double(Float(Sanitize.nonNegative(v))) }
    static func unit(_ v: Double) -> Double { Double(Float(Sanitize.unit(v))) }
    static func point(_ p: Point) -> Point { Point(x: number(p.x), y: number(p.y)) }
}

extension Frame.Command {
    func wireQuantized() -> Frame.Command {
        switch self {
        case .save, .restore, .resetFilters, .beginLayer, .endLayer: self
        case .addFilter(let filter): .addFilter(filter.wireQuantized())
        case .concatenate(let t): .concatenate(t.wireQuantized())
        case .setTransform(let t): .setTransform(t.wireQuantized())
        case .clip(let path, let rule): .clip(path.wireQuantized(), rule)
        case .setOpacity(let v): .setOpacity(Q.unit(v))
        case .fill(let path, let paint, let rule): .fill(path.wireQuantized(), paint.wireQuantized(), rule)
        case .stroke(let path, let paint, let style):
            .stroke(path.wireQuantized(), paint.wireQuantized(), style.wireQuantized())
        case .text(let run):
            .text(
                TextRun(
                    run.string, at: Q.point(run.position),
                    font: Font(
                        size: Q.nonNegative(run.font.size), weight: Font.Weight(Sanitize.weight(run.font.weight.value)),
                        design: run.font.design, isItalic: run.font.isItalic,
                        hasMonospacedDigits: run.font.hasMonospacedDigits),
                    paint: run.paint.wireQuantized(), alignment: run.alignment, baseline: run.baseline))
        }
    }
}

extension AffineTransform {
    func wireQuantized() -> AffineTransform {
        AffineTransform(
            a: Q.number(a), b: Q.number(b), c: Q.number(c), d: Q.number(d), tx: Q.number(tx), ty: Q.number(ty))
    }
}

extension Path {
    func wireQuantized() -> Path {
        Path(
            elements: elements.map { e -> Path.Element in
                switch e {
                case .move(let p): .move(to: Q.point(p))
                case .line(let p): .line(to: Q.point(p))
                case .quadCurve(let p, let c): .quadCurve(to: Q.point(p), control: Q.point(c))
                case .curve(let p, let c1, let c2): .curve(to: Q.point(p), control1: Q.point(c1), control2: Q.point(c2))
                case .closeSubpath: .closeSubpath
                }
            })
    }
}

extension Paint {
    func wireQuantized() -> Paint {
        switch self {
        case .color(let c): .color(c.quantized())
        case .linearGradient(let g, let s, let e): .linearGradient(g.wireQuantized(), startPoint: Q.point(s), endPoint: Q.point(e))
        case .radialGradient(let g, let c, let r0, let r1):
            .radialGradient(g.wireQuantized(), center: Q.point(c), startRadius: Q.nonNegative(r0), endRadius: Q.nonNegative(r1))
        case .conicGradient(let g, let c, let a):
            .conicGradient(g.wireQuantized(), center: Q.point(c), angle: .radians(Q.number(a.radians)))
        }
    }
}

extension Gradient {
    func wireQuantized() -> Gradient {
        Gradient(stops: normalizedStops.map { Stop(color: $0.color.quantized(), location: Double(Float($0.location))) })
    }
}

extension StrokeStyle {
    func wireQuantized() -> StrokeStyle {
        let dash = Sanitize.dash(self.dash).map { Double(Float($0)) }
        return StrokeStyle(
            lineWidth: Q.nonNegative(lineWidth), lineCap: lineCap, lineJoin: lineJoin,
            miterLimit: Double(Float(Sanitize.miterLimit(miterLimit))), dash: dash,
            dashPhase: dash.isEmpty ? 0 : Q.number(dashPhase))
    }
}

extension Filter {
    func wireQuantized() -> Filter {
        switch self {
        case .shadow(let color, let radius, let x, let y):
            .shadow(color: color.quantized(), radius: Double(Float(Sanitize.radius(radius))), x: Q.number(x), y: Q.number(y))
        case .blur(let radius):
            .blur(radius: Double(Float(Sanitize.radius(radius))))
        }
    }
}
