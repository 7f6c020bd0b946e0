import Geometry

/// Decodes wire messages of one session back into frames (the Swift twin of `web/protocol.js`,
/// used for round-trip tests and tools).
///
/// The decoder holds the session's path cache and string table. Messages must arrive in the
/// order they were encoded, each exactly once; the first must carry the reset flag. Any malformed
/// message is rejected with a `WireDecodingError` — never a trap, never unbounded work: every
/// count is checked against the bytes that remain before anything is allocated. After an error
/// the decoder forgets its session and waits for a message with the reset flag.
///
/// A **retained frame** (version 3) carries an edit script over the previous frame's operations;
/// the decoder keeps that frame's operations and returns the whole rebuilt frame.
public struct WireDecoder {
    private var paths: [Path?] = []
    private var pathElementTotal = 0
    private var strings: [String?] = []
    private var stringByteTotal = 0
    private var expectedSequence: UInt32?
    /// The operations of the session's previous frame: the base of a retained frame.
    private var previous: [Frame.Operation] = []

    /// The most operations a decoded frame may hold, whole or rebuilt.
    public let maximumOperations: Int

    /// Creates a decoder for a new session.
    ///
    /// - Parameter maximumOperations: The most operations a frame may hold, whole or rebuilt
    ///   from a retained frame; at most (and by default) `WireFormat.maximumFrameOperations`. A
    ///   frame over it is rejected (`limitExceeded`), so a server cannot grow the frame it holds
    ///   without bound by inserting a few operations per message.
    public init(maximumOperations: Int = WireFormat.maximumFrameOperations) {
        precondition(
            (0...WireFormat.maximumFrameOperations).contains(maximumOperations),
            "WireDecoder maximumOperations must be within 0…\(WireFormat.maximumFrameOperations)")
        self.maximumOperations = maximumOperations
    }

    /// Forgets the session: the next message must carry the reset flag.
    public mutating func reset() {
        paths.removeAll()
        strings.removeAll()
        pathElementTotal = 0
        stringByteTotal = 0
        expectedSequence = nil
        previous = []
    }

    /// The number of paths currently cached.
    public var cachedPathCount: Int { paths.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Decodes the next message of the session.
    ///
    /// - Parameter message: One complete message as produced by `WireEncoder.encode(_:)`.
    /// - Returns: The frame, with every value as the wire carries it (see `Frame.wireQuantized()`).
    /// - Throws: `WireDecodingError` for a message that is too large, truncated, of another
    ///   version, out of sequence, refers to unknown ids, or is otherwise malformed.
    public mutating func decode(_ message: [UInt8]) throws(WireDecodingError) -> Frame {
        let result = message.withUnsafeBytes { raw -> Result<Frame, WireDecodingError> in
            var reader = ByteReader(raw)
            do throws(WireDecodingError) {
                return .success(try decodeMessage(&reader))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let frame):
            return frame
        case .failure(let error):
            reset()
            throw error
        }
    }

    private mutating func decodeMessage(_ r: inout ByteReader) throws(WireDecodingError) -> Frame {
        guard r.bytes.count <= WireFormat.maximumMessageSize else {
            throw r.fail(.tooLarge(size: r.bytes.count, limit: WireFormat.maximumMessageSize), at: 0)
        }
        // Header.
        guard r.remaining >= 2 else { throw r.fail(.truncated(reading: "magic")) }
        let m0 = try r.u8("magic"), m1 = try r.u8("magic")
        guard m0 == WireFormat.magic[0], m1 == WireFormat.magic[1] else { throw r.fail(.badMagic, at: 0) }
        let version = try r.u8("version")
        guard WireFormat.readableVersions.contains(version) else { throw r.fail(.unsupportedVersion(version), at: 2) }
        let flags = try r.u8("flags")
        let knownFlags = version >= 3 ? WireFormat.resetFlag | WireFormat.retainedFlag : WireFormat.resetFlag
        guard flags & ~knownFlags == 0, flags != WireFormat.resetFlag | WireFormat.retainedFlag else {
            throw r.fail(.unknownFlags(flags), at: 3)
        }
        let retained = flags & WireFormat.retainedFlag != 0
        let sequenceOffset = r.offset
        let sequence = try r.varint("sequence")
        if flags & WireFormat.resetFlag != 0 {
            paths.removeAll()
            strings.removeAll()
            pathElementTotal = 0
            stringByteTotal = 0
        } else {
            guard let expected = expectedSequence else { throw r.fail(.missingReset, at: 3) }
            guard sequence == expected else {
                throw r.fail(.sequenceGap(expected: expected, found: sequence), at: sequenceOffset)
            }
        }
        let width = try r.f32("viewport width")
        let height = try r.f32("viewport height")
        guard width >= 0 else { throw r.fail(.invalidValue(field: "viewport width", value: Double(width))) }
        guard height >= 0 else { throw r.fail(.invalidValue(field: "viewport height", value: Double(height))) }

        // Definitions.
        let stringCount = try r.count("string definition count", minimumBytes: 2, limit: Int(WireFormat.maximumResourceID) + 1)
        for _ in 0..<stringCount { try defineString(&r) }
        let pathCount = try r.count("path definition count", minimumBytes: 2, limit: Int(WireFormat.maximumResourceID) + 1)
        for _ in 0..<pathCount { try definePath(&r) }

        // A retained frame's edit script.
        let editsOffset = r.offset
        let edits = retained ? try editScript(&r) : []

        // Operations.
        let opCount = try r.count("operation count", minimumBytes: 1, limit: maximumOperations)
        var operations: [Frame.Operation] = []
        operations.reserveCapacity(opCount)
        // A retained frame's layers are counted once the frame is rebuilt.
        var layers = LayerCount(version: version, checksDepth: !retained)
        for _ in 0..<opCount { operations.append(try operation(&r, &layers)) }
        guard r.remaining == 0 else { throw r.fail(.trailingBytes(count: r.remaining)) }
        if retained {
            operations = try rebuild(edits, inserting: operations, at: editsOffset, &r)
        }
        expectedSequence = sequence &+ 1
        previous = operations
        return Frame(size: Size(width: width, height: height), operations: operations)
    }

    // MARK: Retained frames

    private func editScript(_ r: inout ByteReader) throws(WireDecodingError) -> [RetainedDiff.Edit] {
        let count = try r.count("edit count", minimumBytes: 1, limit: WireFormat.maximumMessageSize)
        var edits: [RetainedDiff.Edit] = []
        edits.reserveCapacity(count)
        for _ in 0..<count {
            let start = r.offset
            let v = try r.varint("edit")
            guard v >> 2 > 0 else { throw r.fail(.invalidValue(field: "edit length", value: 0), at: start) }
            edits.append(RetainedDiff.Edit(kind: WireFormat.EditKind(rawValue: UInt8(v & 3))!, count: Int(v >> 2)))
        }
        return edits
    }

    /// The whole frame: the previous frame's operations edited by `edits`, taking `inserted` in
    /// order. Every edit must fit what remains of both, every inserted operation must be used,
    /// and the result must respect the operation and layer limits.
    private func rebuild(
        _ edits: [RetainedDiff.Edit], inserting inserted: [Frame.Operation], at offset: Int, _ r: inout ByteReader
    ) throws(WireDecodingError) -> [Frame.Operation] {
        var result: [Frame.Operation] = []
        result.reserveCapacity(Swift.min(previous.count + inserted.count, maximumOperations))
        var kept = 0, taken = 0
        for edit in edits {
            let fromBase = edit.kind == .insert ? 0 : edit.count
            let fromMessage = edit.kind == .keep || edit.kind == .skip ? 0 : edit.count
            guard fromBase <= previous.count - kept else {
                throw r.fail(.limitExceeded(what: "operations of the previous frame", value: kept + fromBase, limit: previous.count), at: offset)
            }
            guard fromMessage <= inserted.count - taken else {
                throw r.fail(.limitExceeded(what: "inserted operations", value: taken + fromMessage, limit: inserted.count), at: offset)
            }
            let adding = (edit.kind == .keep ? fromBase : 0) + fromMessage
            guard adding <= maximumOperations - result.count else {
                throw r.fail(
                    .limitExceeded(what: "operations of the rebuilt frame", value: result.count + adding, limit: maximumOperations),
                    at: offset)
            }
            if edit.kind == .keep { result.append(contentsOf: previous[kept..<kept + fromBase]) }
            result.append(contentsOf: inserted[taken..<taken + fromMessage])
            kept += fromBase
            taken += fromMessage
        }
        guard taken == inserted.count else {
            throw r.fail(.invalidValue(field: "operations the edits leave unused", value: Double(inserted.count - taken)), at: offset)
        }
        var depth = 0
        for op in result {
            switch op.command {
            case .beginLayer:
                depth += 1
                guard depth <= Frame.maximumLayerDepth else {
                    throw r.fail(.limitExceeded(what: "layer depth", value: depth, limit: Frame.maximumLayerDepth), at: offset)
                }
            case .endLayer:
                depth = Swift.max(depth - 1, 0)
            default:
                continue
            }
        }
        return result
    }

    // MARK: Definitions

    /// A definition's id: at most `WireFormat.maximumResourceID`, and dense — an id the session
    /// already holds or the next unused one (`next`), so a tiny message cannot make the decoder
    /// allocate a table for a million ids.
    private func resourceID(_ r: inout ByteReader, _ what: StaticString, next: Int) throws(WireDecodingError) -> Int {
        let start = r.offset
        let id = try r.varint(what)
        guard id <= WireFormat.maximumResourceID else {
            throw r.fail(.limitExceeded(what: "\(what)", value: Int(id), limit: Int(WireFormat.maximumResourceID)), at: start)
        }
        guard Int(id) <= next else {
            throw r.fail(.limitExceeded(what: "\(what) (ids are dense)", value: Int(id), limit: next), at: start)
        }
        return Int(id)
    }

    private mutating func defineString(_ r: inout ByteReader) throws(WireDecodingError) {
        let id = try resourceID(&r, "string id", next: strings.count)
        let length = try r.count("string length", minimumBytes: 1, limit: WireFormat.maximumStringBytes)
        let start = r.offset
        let raw = try r.raw(length, "string bytes")
        guard let string = String(validating: raw, as: UTF8.self) else { throw r.fail(.invalidUTF8, at: start) }
        if id == strings.count { strings.append(nil) }
        stringByteTotal += Swift.max(length, 1) - (strings[id].map { Swift.max($0.utf8.count, 1) } ?? 0)
        guard stringByteTotal <= WireFormat.maximumCachedStringBytes else {
            throw r.fail(.limitExceeded(what: "cached string bytes", value: stringByteTotal, limit: WireFormat.maximumCachedStringBytes), at: start)
        }
        strings[id] = string
    }

    private mutating func definePath(_ r: inout ByteReader) throws(WireDecodingError) {
        let id = try resourceID(&r, "path id", next: paths.count)
        let count = try r.count("path element count", minimumBytes: 1, limit: WireFormat.maximumCachedPathElements)
        let start = r.offset
        var elements: [Path.Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            let verbOffset = r.offset
            let verb = try r.u8("path verb")
            switch WireFormat.Verb(rawValue: verb) {
            case .move:
                elements.append(.move(to: try point(&r)))
            case .line:
                elements.append(.line(to: try point(&r)))
            case .quadCurve:
                let c = try point(&r)
                elements.append(.quadCurve(to: try point(&r), control: c))
            case .curve:
                let c1 = try point(&r)
                let c2 = try point(&r)
                elements.append(.curve(to: try point(&r), control1: c1, control2: c2))
            case .close:
                elements.append(.closeSubpath)
            case nil:
                throw r.fail(.invalidValue(field: "path verb", value: Double(verb)), at: verbOffset)
            }
        }
        if id == paths.count { paths.append(nil) }
        pathElementTotal += count + 1 - (paths[id].map { $0.elementCount + 1 } ?? 0)
        guard pathElementTotal <= WireFormat.maximumCachedPathElements else {
            throw r.fail(.limitExceeded(what: "cached path elements", value: pathElementTotal, limit: WireFormat.maximumCachedPathElements), at: start)
        }
        paths[id] = Path(elements: elements)
    }

    private func point(_ r: inout ByteReader) throws(WireDecodingError) -> Point {
        Point(x: try r.f32("x coordinate"), y: try r.f32("y coordinate"))
    }

    private func path(_ r: inout ByteReader) throws(WireDecodingError) -> Path {
        let start = r.offset
        let id = try r.varint("path id")
        guard Int(id) < paths.count, let p = paths[Int(id)] else { throw r.fail(.unknownPath(id: id), at: start) }
        return p
    }

    private func string(_ r: inout ByteReader) throws(WireDecodingError) -> String {
        let start = r.offset
        let id = try r.varint("string id")
        guard Int(id) < strings.count, let s = strings[Int(id)] else { throw r.fail(.unknownString(id: id), at: start) }
        return s
    }

    // MARK: Operations

    /// The open layers while decoding one message, and which operation kinds its version has.
    private struct LayerCount {
        /// The message's version: version 1 has no filters or layers.
        var version: UInt8
        /// Whether `beginLayer` is checked against the layer limit here (not in a retained frame,
        /// whose depth depends on the operations it keeps).
        var checksDepth = true
        /// Layers open at this point of the message.
        var depth = 0
    }

    private func operation(_ r: inout ByteReader, _ layers: inout LayerCount) throws(WireDecodingError) -> Frame.Operation {
        let start = r.offset
        let head = try r.u8("operation")
        guard let code = WireFormat.Opcode(rawValue: head & 0x0F), layers.version >= 2 || code.rawValue <= 8 else {
            throw r.fail(.unknownOperation(head), at: start)
        }
        let flags = (head >> 4) & 0x07
        let allowedFlags: UInt8 =
            switch code {
            case .save, .restore, .setOpacity, .resetFilters, .beginLayer, .endLayer: 0
            case .concatenate, .setTransform: 0x03
            case .clip: 0x01
            case .fill: 0x07
            case .stroke, .text: 0x06
            case .addFilter: 0x01
            }
        guard flags & ~allowedFlags == 0 else { throw r.fail(.unknownOperation(head), at: start) }
        let name: String? = head & WireFormat.namedBit != 0 ? try string(&r) : nil
        let rule: FillRule = flags & 0x01 != 0 ? .evenOdd : .nonZero
        let paintKind = WireFormat.PaintKind(rawValue: flags >> 1)!
        let command: Frame.Command
        switch code {
        case .save:
            command = .save
        case .restore:
            command = .restore
        case .concatenate, .setTransform:
            guard let form = WireFormat.TransformForm(rawValue: flags) else {
                throw r.fail(.invalidValue(field: "transform form", value: Double(flags)), at: start)
            }
            let t = try transform(form, &r)
            command = code == .concatenate ? .concatenate(t) : .setTransform(t)
        case .clip:
            command = .clip(try path(&r), rule)
        case .setOpacity:
            let offset = r.offset
            let opacity = try r.f32("opacity")
            guard (0...1).contains(opacity) else { throw r.fail(.invalidValue(field: "opacity", value: Double(opacity)), at: offset) }
            command = .setOpacity(opacity)
        case .fill:
            let p = try path(&r)
            command = .fill(p, try paint(paintKind, &r), rule)
        case .stroke:
            let p = try path(&r)
            let paint = try paint(paintKind, &r)
            command = .stroke(p, paint, try strokeStyle(&r))
        case .text:
            command = .text(try textRun(paintKind, &r))
        case .addFilter:
            command = .addFilter(try filter(WireFormat.FilterKind(rawValue: flags)!, &r))
        case .resetFilters:
            command = .resetFilters
        case .beginLayer:
            guard !layers.checksDepth || layers.depth < Frame.maximumLayerDepth else {
                throw r.fail(.limitExceeded(what: "layer depth", value: layers.depth + 1, limit: Frame.maximumLayerDepth), at: start)
            }
            layers.depth += 1
            command = .beginLayer
        case .endLayer:
            layers.depth = Swift.max(layers.depth - 1, 0)
            command = .endLayer
        }
        return Frame.Operation(command, name: name)
    }

    private func transform(_ form: WireFormat.TransformForm, _ r: inout ByteReader) throws(WireDecodingError) -> AffineTransform {
        var t = AffineTransform.identity
        switch form {
        case .full:
            t.a = try r.f32("transform a")
            t.b = try r.f32("transform b")
            t.c = try r.f32("transform c")
            t.d = try r.f32("transform d")
        case .scaleTranslation:
            t.a = try r.f32("transform a")
            t.d = try r.f32("transform d")
        case .translation:
            break
        }
        t.tx = try r.f32("transform tx")
        t.ty = try r.f32("transform ty")
        return t
    }

    private func color(_ r: inout ByteReader) throws(WireDecodingError) -> Color {
        let raw = try r.raw(4, "colour")
        return Color(red8: raw[0], green8: raw[1], blue8: raw[2], opacity8: raw[3])
    }

    private func nonNegative(_ r: inout ByteReader, _ what: StaticString) throws(WireDecodingError) -> Double {
        let offset = r.offset
        let v = try r.f32(what)
        guard v >= 0 else { throw r.fail(.invalidValue(field: "\(what)", value: Double(v)), at: offset) }
        return v
    }

    private func paint(_ kind: WireFormat.PaintKind, _ r: inout ByteReader) throws(WireDecodingError) -> Paint {
        switch kind {
        case .color:
            return .color(try color(&r))
        case .linear:
            let start = try point(&r)
            let end = try point(&r)
            return .linearGradient(try gradient(&r), startPoint: start, endPoint: end)
        case .radial:
            let center = try point(&r)
            let r0 = try nonNegative(&r, "start radius")
            let r1 = try nonNegative(&r, "end radius")
            return .radialGradient(try gradient(&r), center: center, startRadius: r0, endRadius: r1)
        case .conic:
            let center = try point(&r)
            let angle = try r.f32("conic angle")
            return .conicGradient(try gradient(&r), center: center, angle: .radians(angle))
        }
    }

    private func filter(_ kind: WireFormat.FilterKind, _ r: inout ByteReader) throws(WireDecodingError) -> Filter {
        let offset = r.offset
        let radius = try r.f32("filter radius")
        guard radius >= 0, radius <= Filter.maximumRadius else {
            throw r.fail(.invalidValue(field: "filter radius", value: Double(radius)), at: offset)
        }
        switch kind {
        case .shadow:
            let x = try r.f32("shadow x")
            let y = try r.f32("shadow y")
            return .shadow(color: try color(&r), radius: radius, x: x, y: y)
        case .blur:
            return .blur(radius: radius)
        }
    }

    private func gradient(_ r: inout ByteReader) throws(WireDecodingError) -> Gradient {
        let n = try r.count("gradient stop count", minimumBytes: 8, limit: WireFormat.maximumStopCount)
        var stops: [Gradient.Stop] = []
        stops.reserveCapacity(n)
        var previous = 0.0
        for _ in 0..<n {
            let offset = r.offset
            let location = try r.f32("stop location")
            guard (0...1).contains(location), location >= previous else {
                throw r.fail(.invalidValue(field: "stop location (must be sorted in 0…1)", value: Double(location)), at: offset)
            }
            previous = location
            stops.append(Gradient.Stop(color: try color(&r), location: location))
        }
        return Gradient(stops: stops)
    }

    private func strokeStyle(_ r: inout ByteReader) throws(WireDecodingError) -> StrokeStyle {
        let width = try nonNegative(&r, "line width")
        let offset = r.offset
        let flags = try r.u8("stroke flags")
        let capCode = flags & 0x03, joinCode = (flags >> 2) & 0x03
        guard capCode < 3, joinCode < 3, flags & 0xC0 == 0 else {
            throw r.fail(.invalidValue(field: "stroke flags", value: Double(flags)), at: offset)
        }
        var style = StrokeStyle(lineWidth: width)
        style.lineCap = [.butt, .round, .square][Int(capCode)]
        style.lineJoin = [.miter, .round, .bevel][Int(joinCode)]
        if flags & 0x10 != 0 {
            let o = r.offset
            style.miterLimit = try r.f32("miter limit")
            guard style.miterLimit >= 1 else { throw r.fail(.invalidValue(field: "miter limit", value: Double(style.miterLimit)), at: o) }
        }
        if flags & 0x20 != 0 {
            let n = try r.count("dash count", minimumBytes: 4, limit: WireFormat.maximumDashCount)
            var dash: [Double] = []
            for _ in 0..<n { dash.append(try nonNegative(&r, "dash length")) }
            style.dash = dash
            style.dashPhase = try r.f32("dash phase")
        }
        return style
    }

    private func textRun(_ kind: WireFormat.PaintKind, _ r: inout ByteReader) throws(WireDecodingError) -> TextRun {
        let string = try string(&r)
        let position = try point(&r)
        let size = try nonNegative(&r, "font size")
        let weightOffset = r.offset
        let weight = try r.varint("font weight")
        guard (1...1000).contains(weight) else { throw r.fail(.invalidValue(field: "font weight", value: Double(weight)), at: weightOffset) }
        let styleOffset = r.offset
        let style = try r.u8("text style")
        let alignmentCode = (style >> 4) & 0x03
        guard alignmentCode < 3 else { throw r.fail(.invalidValue(field: "text alignment", value: Double(alignmentCode)), at: styleOffset) }
        let design: Font.Design = [.default, .serif, .rounded, .monospaced][Int(style & 0x03)]
        let font = Font(
            size: size, weight: Font.Weight(Int(weight)), design: design, isItalic: style & 0x04 != 0,
            hasMonospacedDigits: style & 0x08 != 0)
        let alignment: TextAlignment = [.leading, .center, .trailing][Int(alignmentCode)]
        let baseline: TextBaseline = [.alphabetic, .top, .middle, .bottom][Int(style >> 6)]
        let paint = try paint(kind, &r)
        return TextRun(string, at: position, font: font, paint: paint, alignment: alignment, baseline: baseline)
    }
}

extension Frame {
    /// Decodes a self-contained wire message (one that carries the reset flag, like the first of
    /// a session).
    ///
    /// - Parameter message: The message bytes.
    /// - Throws: `WireDecodingError`, including `.missingReset` for a message that depends on an
    ///   earlier one.
    public init(wireMessage message: [UInt8]) throws(WireDecodingError) {
        var decoder = WireDecoder()
        self = try decoder.decode(message)
    }

    /// Encodes the frame as a self-contained wire message (a fresh session's first message).
    ///
    /// - Returns: The message bytes.
    /// - Throws: `WireEncodingError` only for absurdly large frames.
    public func wireMessage() throws(WireEncodingError) -> [UInt8] {
        var encoder = WireEncoder()
        return try encoder.encode(self)
    }
}
