import Geometry

/// Why a JSON text is not a frame in the canonical JSON form.
public struct CanonicalJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// The index of the operation where it was found, or nil for the document itself.
    public var operationIndex: Int?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: What was wrong.
    ///   - operationIndex: The operation it concerns, if any.
    public init(message: String, operationIndex: Int? = nil) {
        self.message = message
        self.operationIndex = operationIndex
    }

    /// One line: where and what.
    public var description: String {
        if let operationIndex { return "canonical JSON, operation \(operationIndex): \(message)" }
        return "canonical JSON: \(message)"
    }
}

extension Frame {
    /// Reads a frame back from its canonical JSON form (any JSON layout is accepted; keys are
    /// checked strictly: unknown or missing keys are errors).
    ///
    /// Numbers come back as written (four decimals), so `Frame(canonicalJSON: f.canonicalJSON())`
    /// equals `f` exactly when every number of `f` has at most four decimals and every colour is
    /// 8-bit; re-encoding is always byte-identical.
    ///
    /// - Parameter text: The JSON text.
    /// - Throws: `CanonicalJSONError` naming the operation and the problem.
    public init(canonicalJSON text: String) throws(CanonicalJSONError) {
        let root: JSONValue
        do {
            // A frame nests only a few levels; 32 leaves room and bounds hostile input.
            root = try JSONValue.parse(text, maximumDepth: 32)
        } catch {
            throw CanonicalJSONError(message: "\(error.message) at line \(error.line), column \(error.column)")
        }
        let reader = JSONReader(operationIndex: nil)
        let doc = try reader.object(root, required: ["height", "operations", "version", "width"])
        let version = try reader.number(doc["version"]!, "version")
        guard version == Double(Frame.canonicalJSONVersion) else {
            throw CanonicalJSONError(
                message: "unsupported version \(DecimalFormat.string(version)); this reader reads version \(Frame.canonicalJSONVersion)")
        }
        let size = Size(width: try reader.number(doc["width"]!, "width"), height: try reader.number(doc["height"]!, "height"))
        guard case .array(let ops) = doc["operations"]! else {
            throw CanonicalJSONError(message: "\"operations\" must be an array")
        }
        var operations: [Operation] = []
        operations.reserveCapacity(ops.count)
        for (i, value) in ops.enumerated() {
            let r = JSONReader(operationIndex: i)
            operations.append(try r.operation(value))
        }
        self.init(size: size, operations: operations)
    }
}

/// Maps JSON values to frame values, with errors that name the operation.
private struct JSONReader {
    var operationIndex: Int?

    func fail(_ message: String) -> CanonicalJSONError {
        CanonicalJSONError(message: message, operationIndex: operationIndex)
    }

    func object(_ v: JSONValue, required: Set<String>, optional: Set<String> = []) throws(CanonicalJSONError) -> [String: JSONValue] {
        guard case .object(let o) = v else { throw fail("expected an object") }
        for key in required where o[key] == nil { throw fail("missing key \"\(key)\"") }
        for key in o.keys.sorted() where !required.contains(key) && !optional.contains(key) {
            throw fail("unknown key \"\(key)\"")
        }
        return o
    }

    func number(_ v: JSONValue, _ what: String) throws(CanonicalJSONError) -> Double {
        guard case .number(let n) = v else { throw fail("\"\(what)\" must be a number") }
        return n
    }

    func string(_ v: JSONValue, _ what: String) throws(CanonicalJSONError) -> String {
        guard case .string(let s) = v else { throw fail("\"\(what)\" must be a string") }
        return s
    }

    func bool(_ v: JSONValue, _ what: String) throws(CanonicalJSONError) -> Bool {
        guard case .bool(let b) = v else { throw fail("\"\(what)\" must be true or false") }
        return b
    }

    func numbers(_ v: JSONValue, count: Int, _ what: String) throws(CanonicalJSONError) -> [Double] {
        guard case .array(let items) = v, items.count == count else {
            throw fail("\"\(what)\" must be an array of \(count) numbers")
        }
        var out: [Double] = []
        for item in items { out.append(try number(item, what)) }
        return out
    }

    func point(_ v: JSONValue, _ what: String) throws(CanonicalJSONError) -> Point {
        let n = try numbers(v, count: 2, what)
        return Point(x: n[0], y: n[1])
    }

    func choice<T>(_ v: JSONValue, _ what: String, _ options: [(String, T)]) throws(CanonicalJSONError) -> T {
        let s = try string(v, what)
        guard let match = options.first(where: { $0.0 == s }) else {
            throw fail("\"\(what)\" must be one of \(options.map { "\"\($0.0)\"" }.joined(separator: ", ")), not \"\(s)\"")
        }
        return match.1
    }

    func path(_ v: JSONValue) throws(CanonicalJSONError) -> Path {
        let s = try string(v, "path")
        guard let p = PathData.parse(s) else { throw fail("\"path\" is not path data of the form \"M x y L x y … Z\"") }
        return p
    }

    func color(_ v: JSONValue, _ what: String) throws(CanonicalJSONError) -> Color {
        let s = try string(v, what)
        do {
            return try Color(hex: s)
        } catch {
            throw fail(error.description)
        }
    }

    func rule(_ v: JSONValue) throws(CanonicalJSONError) -> FillRule {
        try choice(v, "rule", [("nonZero", .nonZero), ("evenOdd", .evenOdd)])
    }

    func transform(_ v: JSONValue) throws(CanonicalJSONError) -> AffineTransform {
        let n = try numbers(v, count: 6, "transform")
        return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    func operation(_ v: JSONValue) throws(CanonicalJSONError) -> Frame.Operation {
        guard case .object(let raw) = v, let opValue = raw["op"] else { throw fail("expected an object with an \"op\" key") }
        let op = try string(opValue, "op")
        let o: [String: JSONValue]
        let command: Frame.Command
        switch op {
        case "save":
            o = try object(v, required: ["op"], optional: ["name"])
            command = .save
        case "restore":
            o = try object(v, required: ["op"], optional: ["name"])
            command = .restore
        case "concatenate", "setTransform":
            o = try object(v, required: ["op", "transform"], optional: ["name"])
            let t = try transform(o["transform"]!)
            command = op == "concatenate" ? .concatenate(t) : .setTransform(t)
        case "clip":
            o = try object(v, required: ["op", "path", "rule"], optional: ["name"])
            command = .clip(try path(o["path"]!), try rule(o["rule"]!))
        case "setOpacity":
            o = try object(v, required: ["op", "opacity"], optional: ["name"])
            command = .setOpacity(try number(o["opacity"]!, "opacity"))
        case "fill":
            o = try object(v, required: ["op", "path", "paint", "rule"], optional: ["name"])
            command = .fill(try path(o["path"]!), try paint(o["paint"]!), try rule(o["rule"]!))
        case "stroke":
            o = try object(v, required: ["op", "path", "paint", "style"], optional: ["name"])
            command = .stroke(try path(o["path"]!), try paint(o["paint"]!), try strokeStyle(o["style"]!))
        case "text":
            o = try object(
                v, required: ["op", "text", "position", "font", "alignment", "baseline", "paint"], optional: ["name"])
            command = .text(try textRun(o))
        case "addFilter":
            o = try object(v, required: ["op", "filter"], optional: ["name"])
            command = .addFilter(try filter(o["filter"]!))
        case "resetFilters", "beginLayer", "endLayer":
            o = try object(v, required: ["op"], optional: ["name"])
            command = op == "resetFilters" ? .resetFilters : op == "beginLayer" ? .beginLayer : .endLayer
        default:
            throw fail("unknown op \"\(op)\"")
        }
        let name: String? = if let n = o["name"] { try string(n, "name") } else { nil }
        return Frame.Operation(command, name: name)
    }

    func paint(_ v: JSONValue) throws(CanonicalJSONError) -> Paint {
        guard case .object(let raw) = v, let typeValue = raw["type"] else { throw fail("\"paint\" needs a \"type\"") }
        switch try string(typeValue, "type") {
        case "color":
            let o = try object(v, required: ["type", "color"])
            return .color(try color(o["color"]!, "color"))
        case "linearGradient":
            let o = try object(v, required: ["type", "start", "end", "stops"])
            return .linearGradient(
                try gradient(o["stops"]!), startPoint: try point(o["start"]!, "start"), endPoint: try point(o["end"]!, "end"))
        case "radialGradient":
            let o = try object(v, required: ["type", "center", "startRadius", "endRadius", "stops"])
            return .radialGradient(
                try gradient(o["stops"]!), center: try point(o["center"]!, "center"),
                startRadius: try number(o["startRadius"]!, "startRadius"), endRadius: try number(o["endRadius"]!, "endRadius"))
        case "conicGradient":
            let o = try object(v, required: ["type", "center", "angle", "stops"])
            return .conicGradient(
                try gradient(o["stops"]!), center: try point(o["center"]!, "center"),
                angle: .radians(try number(o["angle"]!, "angle")))
        case let other:
            throw fail("unknown paint type \"\(other)\"")
        }
    }

    func filter(_ v: JSONValue) throws(CanonicalJSONError) -> Filter {
        guard case .object(let raw) = v, let typeValue = raw["type"] else { throw fail("\"filter\" needs a \"type\"") }
        switch try string(typeValue, "type") {
        case "shadow":
            let o = try object(v, required: ["type", "color", "radius", "x", "y"])
            return .shadow(
                color: try color(o["color"]!, "color"), radius: try number(o["radius"]!, "radius"),
                x: try number(o["x"]!, "x"), y: try number(o["y"]!, "y"))
        case "blur":
            let o = try object(v, required: ["type", "radius"])
            return .blur(radius: try number(o["radius"]!, "radius"))
        case let other:
            throw fail("unknown filter type \"\(other)\"")
        }
    }

    func gradient(_ v: JSONValue) throws(CanonicalJSONError) -> Gradient {
        guard case .array(let items) = v else { throw fail("\"stops\" must be an array") }
        var stops: [Gradient.Stop] = []
        for item in items {
            let o = try object(item, required: ["color", "location"])
            stops.append(Gradient.Stop(color: try color(o["color"]!, "color"), location: try number(o["location"]!, "location")))
        }
        return Gradient(stops: stops)
    }

    func strokeStyle(_ v: JSONValue) throws(CanonicalJSONError) -> StrokeStyle {
        let o = try object(v, required: ["width", "cap", "join", "miterLimit", "dash", "dashPhase"])
        guard case .array(let dashItems) = o["dash"]! else { throw fail("\"dash\" must be an array of numbers") }
        var dash: [Double] = []
        for item in dashItems { dash.append(try number(item, "dash")) }
        return StrokeStyle(
            lineWidth: try number(o["width"]!, "width"),
            lineCap: try choice(o["cap"]!, "cap", [("butt", .butt), ("round", .round), ("square", .square)]),
            lineJoin: try choice(o["join"]!, "join", [("miter", .miter), ("round", .round), ("bevel", .bevel)]),
            miterLimit: try number(o["miterLimit"]!, "miterLimit"), dash: dash,
            dashPhase: try number(o["dashPhase"]!, "dashPhase"))
    }

    func textRun(_ o: [String: JSONValue]) throws(CanonicalJSONError) -> TextRun {
        let f = try object(o["font"]!, required: ["size", "weight", "design", "italic", "monospacedDigit"])
        let weight = try number(f["weight"]!, "weight")
        guard weight >= 1, weight <= 1000, weight.rounded() == weight else {
            throw fail("\"weight\" must be a whole number 1…1000")
        }
        let font = Font(
            size: try number(f["size"]!, "size"), weight: Font.Weight(Int(weight)),
            design: try choice(
                f["design"]!, "design",
                [("default", .default), ("serif", .serif), ("rounded", .rounded), ("monospaced", .monospaced)]),
            isItalic: try bool(f["italic"]!, "italic"), hasMonospacedDigits: try bool(f["monospacedDigit"]!, "monospacedDigit"))
        return TextRun(
            try string(o["text"]!, "text"), at: try point(o["position"]!, "position"), font: font,
            paint: try paint(o["paint"]!),
            alignment: try choice(
                o["alignment"]!, "alignment", [("leading", .leading), ("center", .center), ("trailing", .trailing)]),
            baseline: try choice(
                o["baseline"]!, "baseline",
                [("alphabetic", .alphabetic), ("top", .top), ("middle", .middle), ("bottom", .bottom)]))
    }
}
