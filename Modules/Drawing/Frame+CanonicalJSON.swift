import Geometry

/// The canonical JSON form of a frame: stable text for snapshot tests, diffs and debugging.
///
/// - Object keys are sorted; there is no insignificant whitespace except one line break after
///   `"operations":[` and after each operation, so **every operation is one line**.
/// - Numbers are fixed-point with at most four decimals (`DecimalFormat`); colours are
///   `"#RRGGBBAA"`; paths are SVG path data (`"M 0 0 L 10 0 Z"`); angles are radians.
/// - The text depends only on the frame's values, so it is byte-identical across runs.
///
/// `docs/protocol.md` lists every key. Values are sanitised exactly as by the wire encoder
/// (NaN → 0, coordinates clamped to ±1e9, colours to 8 bits, stops sorted, …).
extension Frame {
    /// The format version written as `"version"`.
    public static let canonicalJSONVersion = 1

    /// The canonical JSON text of the frame, ending with a line break.
    public func canonicalJSON() -> String {
        var out: [UInt8] = []
        out.append(contentsOf: "{\"height\":".utf8)
        DecimalFormat.append(Sanitize.nonNegative(size.height), to: &out)
        out.append(contentsOf: ",\"operations\":[\n".utf8)
        let operations = LayerDepthGuard.kept(operations)
        for (i, op) in operations.enumerated() {
            op.jsonValue.write(to: &out, layout: .compact, numbers: .fourDecimals)
            out.append(contentsOf: (i + 1 < operations.count ? ",\n" : "\n").utf8)
        }
        out.append(contentsOf: "],\"version\":\(Frame.canonicalJSONVersion),\"width\":".utf8)
        DecimalFormat.append(Sanitize.nonNegative(size.width), to: &out)
        out.append(contentsOf: "}\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }
}

extension Frame.Operation {
    /// The operation as one JSON object.
    var jsonValue: JSONValue {
        var o: [String: JSONValue] = [:]
        if let name { o["name"] = .string(name) }
        switch command {
        case .save:
            o["op"] = .string("save")
        case .restore:
            o["op"] = .string("restore")
        case .concatenate(let t):
            o["op"] = .string("concatenate")
            o["transform"] = JSONValue.transform(t)
        case .setTransform(let t):
            o["op"] = .string("setTransform")
            o["transform"] = JSONValue.transform(t)
        case .clip(let path, let rule):
            o["op"] = .string("clip")
            o["path"] = .string(PathData.string(path))
            o["rule"] = .string(JSONNames.rule(rule))
        case .setOpacity(let v):
            o["op"] = .string("setOpacity")
            o["opacity"] = .number(Sanitize.unit(v))
        case .fill(let path, let paint, let rule):
            o["op"] = .string("fill")
            o["path"] = .string(PathData.string(path))
            o["paint"] = JSONValue.paint(paint)
            o["rule"] = .string(JSONNames.rule(rule))
        case .stroke(let path, let paint, let style):
            o["op"] = .string("stroke")
            o["path"] = .string(PathData.string(path))
            o["paint"] = JSONValue.paint(paint)
            o["style"] = JSONValue.strokeStyle(style)
        case .text(let run):
            o["op"] = .string("text")
            o["text"] = .string(run.string)
            o["position"] = JSONValue.point(run.position)
            o["font"] = .object([
                "size": .number(Sanitize.nonNegative(run.font.size)),
                "weight": .number(Double(Sanitize.weight(run.font.weight.value))),
                "design": .string(JSONNames.design(run.font.design)),
                "italic": .bool(run.font.isItalic),
                "monospacedDigit": .bool(run.font.hasMonospacedDigits),
            ])
            o["alignment"] = .string(JSONNames.alignment(run.alignment))
            o["baseline"] = .string(JSONNames.baseline(run.baseline))
            o["paint"] = JSONValue.paint(run.paint)
        case .addFilter(let filter):
            o["op"] = .string("addFilter")
            o["filter"] = JSONValue.filter(filter)
        case .resetFilters:
            o["op"] = .string("resetFilters")
        case .beginLayer:
            o["op"] = .string("beginLayer")
        case .endLayer:
            o["op"] = .string("endLayer")
        }
        return .object(o)
    }
}

extension JSONValue {
    static func point(_ p: Point) -> JSONValue {
        .array([.number(p.x), .number(p.y)])
    }

    static func transform(_ t: AffineTransform) -> JSONValue {
        .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map { .number($0) })
    }

    static func paint(_ paint: Paint) -> JSONValue {
        switch paint {
        case .color(let c):
            return .object(["type": .string("color"), "color": .string(c.hexRGBA)])
        case .linearGradient(let g, let start, let end):
            return .object([
                "type": .string("linearGradient"), "start": point(start), "end": point(end), "stops": stops(g),
            ])
        case .radialGradient(let g, let center, let r0, let r1):
            return .object([
                "type": .string("radialGradient"), "center": point(center),
                "startRadius": .number(Sanitize.nonNegative(r0)), "endRadius": .number(Sanitize.nonNegative(r1)),
                "stops": stops(g),
            ])
        case .conicGradient(let g, let center, let angle):
            return .object([
                "type": .string("conicGradient"), "center": point(center), "angle": .number(angle.radians),
                "stops": stops(g),
            ])
        }
    }

    static func filter(_ filter: Filter) -> JSONValue {
        switch filter {
        case .shadow(let color, let radius, let x, let y):
            .object([
                "type": .string("shadow"), "color": .string(color.hexRGBA), "radius": .number(Sanitize.radius(radius)),
                "x": .number(x), "y": .number(y),
            ])
        case .blur(let radius):
            .object(["type": .string("blur"), "radius": .number(Sanitize.radius(radius))])
        }
    }

    static func stops(_ g: Gradient) -> JSONValue {
        .array(
            g.normalizedStops.map {
                .object(["color": .string($0.color.hexRGBA), "location": .number($0.location)])
            })
    }

    static func strokeStyle(_ s: StrokeStyle) -> JSONValue {
        let dash = Sanitize.dash(s.dash)
        return .object([
            "width": .number(Sanitize.nonNegative(s.lineWidth)),
            "cap": .string(JSONNames.cap(s.lineCap)),
            "join": .string(JSONNames.join(s.lineJoin)),
            "miterLimit": .number(Sanitize.miterLimit(s.miterLimit)),
            "dash": .array(dash.map { .number($0) }),
            "dashPhase": .number(dash.isEmpty ? 0 : s.dashPhase),
        ])
    }
}

/// The enum spellings used by the JSON form (and by `web/protocol.js`).
enum JSONNames {
    static func rule(_ r: FillRule) -> String { r == .nonZero ? "nonZero" : "evenOdd" }

    static func cap(_ c: StrokeStyle.LineCap) -> String {
        switch c {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }

    static func join(_ j: StrokeStyle.LineJoin) -> String {
        switch j {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }

    static func design(_ d: Font.Design) -> String {
        switch d {
        case .default: "default"
        case .serif: "serif"
        case .rounded: "rounded"
        case .monospaced: "monospaced"
        }
    }

    static func alignment(_ a: TextAlignment) -> String {
        switch a {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        }
    }

    static func baseline(_ b: TextBaseline) -> String {
        switch b {
        case .alphabetic: "alphabetic"
        case .top: "top"
        case .middle: "middle"
        case .bottom: "bottom"
        }
    }
}
