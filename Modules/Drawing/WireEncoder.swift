import Geometry

/// Encodes frames into the binary wire format for one session (one connection to one page).
///
/// The encoder keeps a **path cache** and a **string table** in step with the session's
/// decoder: the first time a path (or a name or text string) appears, its definition is sent with
/// a small id, and every later use sends only the id, so static geometry costs a few bytes per
/// frame. Entries unused for `retention` frames are forgotten and their ids reused. The first
/// message of a session, and the first after `reset()`, carries the reset flag that tells the
/// decoder to empty its caches. Every message must reach the decoder, in order; the sequence
/// number in each header lets the decoder detect a gap. See `docs/protocol.md`.
///
/// With `retainsFrames`, a message carries only what changed since the session's previous
/// message — an edit script that keeps, skips, inserts and replaces runs of the previous frame's
/// operations (`RetainedDiff`) — and the decoder rebuilds the whole frame. The base is simply
/// the previous message: one WebSocket delivers in order, and a new connection, a `reset()` or
/// `requestFullFrame()` starts again from a whole frame.
///
/// Encoding is deterministic: the same frames in the same order give byte-identical messages.
/// Values are sanitised on the way (NaN → 0, coordinates clamped to ±1e9, colours to 8 bits,
/// …); `Frame.wireQuantized()` gives the frame a decoder will see.
public struct WireEncoder {
    /// How many frames an unused cache entry survives (≥ 1). With 1, only what the previous
    /// frame used stays cached.
    public let retention: Int
    /// Whether messages after the first carry only what changed since the previous one
    /// (retained frames, docs/protocol.md §2.9).
    public let retainsFrames: Bool
    /// The largest message this encoder writes, in bytes: `WireFormat.maximumMessageSize` (what
    /// decoders accept) unless a lower cap was set.
    public let maximumMessageSize: Int

    private var paths = ResourceTable<PathKey>()
    private var strings = ResourceTable<StringKey>()
    private var frameIndex = 0
    private var nextSequence: UInt32 = 0
    private var needsReset = true
    /// The operations the decoder holds from the previous message (retained frames only), or
    /// nil when the next message must carry a whole frame.
    private var base: [Frame.Operation]?
    /// The last path and string resolved in the current frame, by identity: a fill and a stroke
    /// of one shape usually pass the same path and name values, and comparing identities is much
    /// cheaper than hashing. The path by its storage object, the string by its representation
    /// (the same small string, up to 15 UTF-8 bytes stored inline, or the same buffer): neither
    /// is retained, which is safe because both are reset at the start of every message and the
    /// frame being encoded keeps each of its paths and strings alive meanwhile, so an identity
    /// cannot be reused by another value before they are reset.
    private var lastPath: ObjectIdentifier?
    private var lastPathID: UInt32 = 0
    private var lastString: StringKey.Representation?
    private var lastStringID: UInt32 = 0
    /// The sections of the message being built and the message itself, kept between frames:
    /// emptied, not freed, so a session's steady state allocates only the returned bytes.
    private var body = FrameBody()
    /// The edit script of the message being built (retained frames), kept between frames like
    /// `body`: recomputed in place, so the diff allocates nothing in a session's steady state.
    private var diff = RetainedDiff()

    /// Creates an encoder for a new session.
    ///
    /// - Parameters:
    ///   - retention: Frames an unused cache entry survives; at least 1 (smaller values are a
    ///     programmer error). Defaults to 2.
    ///   - retainsFrames: Whether to send only what changed since the previous message (retained
    ///     frames). Defaults to false: every message carries the whole frame.
    ///   - maximumMessageSize: The largest message to write, in bytes; at most (and by default)
    ///     `WireFormat.maximumMessageSize`, the size decoders accept. A frame whose message would
    ///     be larger is refused (`WireEncodingError.messageTooLarge`).
    public init(retention: Int = 2, retainsFrames: Bool = false, maximumMessageSize: Int = WireFormat.maximumMessageSize) {
        precondition(retention >= 1, "WireEncoder retention must be at least 1 frame")
        precondition(
            (1...WireFormat.maximumMessageSize).contains(maximumMessageSize),
            "WireEncoder maximumMessageSize must be within 1…\(WireFormat.maximumMessageSize)")
        self.retention = retention
        self.retainsFrames = retainsFrames
        self.maximumMessageSize = maximumMessageSize
    }

    /// Restarts the session: the next message resets the decoder's caches and sequence.
    public mutating func reset() {
        needsReset = true
        base = nil
    }

    /// Makes the next message carry the whole frame (without emptying the caches), for a client
    /// that asks for one. Only matters with `retainsFrames`.
    public mutating func requestFullFrame() {
        base = nil
    }

    /// The number of paths the decoder currently holds for this session.
    public var cachedPathCount: Int { paths.count }

    /// The number of strings the decoder currently holds for this session.
    public var cachedStringCount: Int { strings.count }

    /// Encodes the next frame of the session.
    ///
    /// - Parameter frame: The frame to send.
    /// - Returns: One complete message.
    /// - Throws: `WireEncodingError` when one string exceeds `WireFormat.maximumStringBytes`,
    ///   the frame's distinct paths and strings exceed the cache limits on their own, or the
    ///   message would exceed `maximumMessageSize` (decoders refuse larger ones). Nothing is
    ///   written then, and the session resets with its next message.
    public mutating func encode(_ frame: Frame) throws(WireEncodingError) -> [UInt8] {
        frameIndex += 1
        var reset = needsReset
        if reset {
            paths.removeAll()
            strings.removeAll()
        } else {
            paths.beginFrame(frameIndex, retention: retention)
            strings.beginFrame(frameIndex, retention: retention)
        }
        // Retained frames compare against what the decoder holds: the operations as written.
        let operations = retainsFrames ? LayerDepthGuard.kept(frame.operations) : frame.operations
        // The kept buffers, taken out for this message (a local does not overlap `self`) and put
        // back however it ends. `FrameBody()` and `RetainedDiff()` allocate nothing.
        var body = FrameBody()
        swap(&body, &self.body)
        var diff = RetainedDiff()
        swap(&diff, &self.diff)
        defer {
            swap(&body, &self.body)
            swap(&diff, &self.diff)
        }
        while true {
            lastPath = nil
            lastString = nil
            body.removeAll()
            do {
                var retained = false
                if !reset, let base {
                    diff.compute(base: base, new: operations)
                    retained = diff.isSmaller(than: operations)
                }
                if retained {
                    try encodeEdits(diff, operations, into: &body)
                } else {
                    try encodeOperations(operations, into: &body)
                }
            } catch {
                paths.removeAll()
                strings.removeAll()
                base = nil
                switch error {
                case .overflow(let what):
                    // The caches are full: start over from empty caches, once.
                    if reset {
                        needsReset = true
                        throw .frameTooLarge(what)
                    }
                    reset = true
                    continue
                case .stringTooLong(let n):
                    needsReset = true
                    throw .stringTooLong(bytes: n)
                }
            }
            let sequence = reset ? 0 : nextSequence
            let message = body.message(reset: reset, sequence: sequence, size: frame.size)
            guard message.count <= maximumMessageSize else {
                // The caches now list definitions the decoder will never get: start over.
                paths.removeAll()
                strings.removeAll()
                base = nil
                needsReset = true
                throw .messageTooLarge(bytes: message.count, limit: maximumMessageSize)
            }
            needsReset = false
            if retainsFrames { base = operations }
            nextSequence = sequence &+ 1
            return message
        }
    }

    private enum Failure: Error {
        case overflow(String)
        case stringTooLong(Int)
    }

    /// The sections of a message being built, and the buffer the message is assembled in.
    private struct FrameBody {
        var stringDefinitions = ByteWriter()
        var stringCount = 0
        var pathDefinitions = ByteWriter()
        var pathCount = 0
        var operations = ByteWriter()
        var operationCount = 0
        /// A retained frame's edit script (unused for a whole frame).
        var edits = ByteWriter()
        var editCount = 0
        var isRetained = false
        private var out = ByteWriter()

        /// Empties every section for the next message, keeping the allocations.
        mutating func removeAll() {
            stringDefinitions.removeAll()
            pathDefinitions.removeAll()
            operations.removeAll()
            edits.removeAll()
            stringCount = 0
            pathCount = 0
            operationCount = 0
            editCount = 0
            isRetained = false
        }

        mutating func message(reset: Bool, sequence: UInt32, size: Size) -> [UInt8] {
            out.removeAll()
            out.reserveCapacity(
                24 + stringDefinitions.count + pathDefinitions.count + operations.count + (isRetained ? edits.count : 0))
            out.append(contentsOf: WireFormat.magic)
            out.u8(WireFormat.version)
            out.u8(reset ? WireFormat.resetFlag : isRetained ? WireFormat.retainedFlag : 0)
            out.varint(sequence)
            out.f32(Float(Sanitize.nonNegative(size.width)))
            out.f32(Float(Sanitize.nonNegative(size.height)))
            out.varint(stringCount)
            out.append(stringDefinitions)
            out.varint(pathCount)
            out.append(pathDefinitions)
            if isRetained {
                out.varint(editCount)
                out.append(edits)
            }
            out.varint(operationCount)
            out.append(operations)
            return out.bytes
        }
    }

    // MARK: Resources

    private mutating func pathID(_ path: Path, _ body: inout FrameBody) throws(Failure) -> UInt32 {
        // A fill and a stroke of one shape pass the same path value: a pointer comparison.
        let identity = path.storageIdentity
        if identity == lastPath { return lastPathID }
        // Where the previous frame drew the same path at this point (the common case), no key
        // is built and nothing is hashed.
        if let id = paths.resolvePredicted(frame: frameIndex, { $0.path == path }) {
            lastPath = identity
            lastPathID = id
            return id
        }
        guard
            let r = paths.resolve(
                PathKey(path: path), frame: frameIndex, cost: path.elementCount + 1,
                costLimit: WireFormat.maximumCachedPathElements)
        else { throw .overflow("more than \(WireFormat.maximumCachedPathElements) path elements or too many paths") }
        if r.isNew {
            body.pathCount += 1
            body.pathDefinitions.varint(r.id)
            WireEncoder.writeElements(path, into: &body.pathDefinitions)
        }
        lastPath = identity
        lastPathID = r.id
        return r.id
    }

    static func writeElements(_ path: Path, into w: inout ByteWriter) {
        let elements = path.storedElements
        w.varint(elements.count)
        for e in elements {
            switch e {
            case .move(let p):
                w.u8(WireFormat.Verb.move.rawValue)
                w.number(p.x)
                w.number(p.y)
            case .line(let p):
                w.u8(WireFormat.Verb.line.rawValue)
                w.number(p.x)
                w.number(p.y)
            case .quadCurve(let p, let c):
                w.u8(WireFormat.Verb.quadCurve.rawValue)
                w.number(c.x)
                w.number(c.y)
                w.number(p.x)
                w.number(p.y)
            case .curve(let p, let c1, let c2):
                w.u8(WireFormat.Verb.curve.rawValue)
                w.number(c1.x)
                w.number(c1.y)
                w.number(c2.x)
                w.number(c2.y)
                w.number(p.x)
                w.number(p.y)
            case .closeSubpath:
                w.u8(WireFormat.Verb.close.rawValue)
            }
        }
    }

    private mutating func stringID(_ string: String, _ body: inout FrameBody) throws(Failure) -> UInt32 {
        let representation = StringKey.representation(of: string)
        if let representation, representation == lastString { return lastStringID }
        let length = string.utf8.count
        guard length <= WireFormat.maximumStringBytes else { throw .stringTooLong(length) }
        guard
            let r = strings.resolve(
                StringKey(string: string), frame: frameIndex, cost: Swift.max(length, 1),
                costLimit: WireFormat.maximumCachedStringBytes)
        else { throw .overflow("more than \(WireFormat.maximumCachedStringBytes) string bytes or too many strings") }
        if r.isNew {
            body.stringCount += 1
            body.stringDefinitions.varint(r.id)
            body.stringDefinitions.varint(length)
            body.stringDefinitions.append(contentsOf: string.utf8)
        }
        lastString = representation
        lastStringID = r.id
        return r.id
    }

    // MARK: Operations

    /// Encodes every operation the layer-depth guard keeps, deciding as it goes: no filtered
    /// copy of the operations is made, and they are read through a buffer pointer rather than
    /// an array iterator.
    private mutating func encodeOperations(_ operations: [Frame.Operation], into body: inout FrameBody) throws(Failure) {
        // A capacity hint only (most operations take 2–20 bytes): it spares the regrowths.
        body.operations.reserveCapacity(operations.count * 8)
        var depthGuard = LayerDepthGuard()
        var count = 0
        try operations.withUnsafeBufferPointer { (ops) throws(Failure) in
            guard let base = ops.baseAddress else { return }
            for i in ops.indices where depthGuard.keeps(ops[i].command) {
                count += 1
                try encodeOperation(base + i, into: &body)
            }
        }
        body.operationCount = count
    }

    /// Writes a retained frame: the edit script, then the operations it inserts.
    private mutating func encodeEdits(
        _ diff: RetainedDiff, _ operations: [Frame.Operation], into body: inout FrameBody
    ) throws(Failure) {
        for edit in diff.edits { body.edits.varint(UInt32(edit.count) << 2 | UInt32(edit.kind.rawValue)) }
        body.isRetained = true
        body.editCount = diff.edits.count
        body.operationCount = diff.sentCount
        for range in diff.sent {
            for i in range {
                try operations.withUnsafeBufferPointer { (ops) throws(Failure) in
                    try encodeOperation(ops.baseAddress! + i, into: &body)
                }
            }
        }
    }

    /// Encodes one operation.
    ///
    /// The operation is read through a pointer into the frame's buffer: passed by value it was
    /// copied first (retaining its path, name and dash array) and destroyed after.
    private mutating func encodeOperation(_ pointer: UnsafePointer<Frame.Operation>, into body: inout FrameBody) throws(Failure) {
        let nameID: UInt32? = if let name = pointer.pointee.name { try stringID(name, &body) } else { nil }
        func head(_ code: WireFormat.Opcode, _ flags: UInt8 = 0, into body: inout FrameBody) {
            body.operations.u8(code.rawValue | flags | (nameID == nil ? 0 : WireFormat.namedBit))
            if let nameID { body.operations.varint(nameID) }
        }
        switch pointer.pointee.command {
        case .save:
            head(.save, into: &body)
        case .restore:
            head(.restore, into: &body)
        case .concatenate(let t):
            WireEncoder.writeTransform(.concatenate, t, nameID: nameID, into: &body.operations)
        case .setTransform(let t):
            WireEncoder.writeTransform(.setTransform, t, nameID: nameID, into: &body.operations)
        case .clip(let path, let rule):
            let id = try pathID(path, &body)
            head(.clip, rule == .evenOdd ? WireFormat.evenOddBit : 0, into: &body)
            body.operations.varint(id)
        case .setOpacity(let opacity):
            head(.setOpacity, into: &body)
            body.operations.f32(Float(Sanitize.unit(opacity)))
        case .fill(let path, .color(let color), let rule):
            // A solid fill (the common case) matched directly: binding the paint would copy it
            // through its outlined copy function. The bytes are the general case's.
            let id = try pathID(path, &body)
            head(.fill, (rule == .evenOdd ? WireFormat.evenOddBit : 0) | WireFormat.PaintKind.color.rawValue << 5, into: &body)
            body.operations.varint(id)
            WireEncoder.writeColor(color, into: &body.operations)
        case .fill(let path, let paint, let rule):
            let id = try pathID(path, &body)
            let flags = (rule == .evenOdd ? WireFormat.evenOddBit : 0) | WireEncoder.paintKind(paint).rawValue << 5
            head(.fill, flags, into: &body)
            body.operations.varint(id)
            WireEncoder.writePaint(paint, into: &body.operations)
        case .stroke(let path, .color(let color), let style):
            // As for a solid fill: the bytes are the general case's.
            let id = try pathID(path, &body)
            head(.stroke, WireFormat.PaintKind.color.rawValue << 5, into: &body)
            body.operations.varint(id)
            WireEncoder.writeColor(color, into: &body.operations)
            WireEncoder.writeStrokeStyle(style, into: &body.operations)
        case .stroke(let path, let paint, let style):
            let id = try pathID(path, &body)
            head(.stroke, WireEncoder.paintKind(paint).rawValue << 5, into: &body)
            body.operations.varint(id)
            WireEncoder.writePaint(paint, into: &body.operations)
            WireEncoder.writeStrokeStyle(style, into: &body.operations)
        case .text(let run):
            let id = try stringID(run.string, &body)
            head(.text, WireEncoder.paintKind(run.paint).rawValue << 5, into: &body)
            body.operations.varint(id)
            body.operations.number(run.position.x)
            body.operations.number(run.position.y)
            body.operations.f32(Float(Sanitize.nonNegative(run.font.size)))
            body.operations.varint(Sanitize.weight(run.font.weight.value))
            body.operations.u8(WireEncoder.textStyleByte(run))
            WireEncoder.writePaint(run.paint, into: &body.operations)
        case .addFilter(let filter):
            switch filter {
            case .shadow(let color, let radius, let x, let y):
                head(.addFilter, WireFormat.FilterKind.shadow.rawValue << 4, into: &body)
                body.operations.f32(Float(Sanitize.radius(radius)))
                body.operations.number(x)
                body.operations.number(y)
                WireEncoder.writeColor(color, into: &body.operations)
            case .blur(let radius):
                head(.addFilter, WireFormat.FilterKind.blur.rawValue << 4, into: &body)
                body.operations.f32(Float(Sanitize.radius(radius)))
            }
        case .resetFilters:
            head(.resetFilters, into: &body)
        case .beginLayer:
            head(.beginLayer, into: &body)
        case .endLayer:
            head(.endLayer, into: &body)
        }
    }

    static func writeTransform(
        _ code: WireFormat.Opcode, _ t: AffineTransform, nameID: UInt32?, into w: inout ByteWriter
    ) {
        let a = Float(Sanitize.number(t.a)), b = Float(Sanitize.number(t.b))
        let c = Float(Sanitize.number(t.c)), d = Float(Sanitize.number(t.d))
        let form: WireFormat.TransformForm =
            if b == 0 && c == 0 { a == 1 && d == 1 ? .translation : .scaleTranslation } else { .full }
        w.u8(code.rawValue | form.rawValue << 4 | (nameID == nil ? 0 : WireFormat.namedBit))
        if let nameID { w.varint(nameID) }
        switch form {
        case .full:
            w.f32(a)
            w.f32(b)
            w.f32(c)
            w.f32(d)
        case .scaleTranslation:
            w.f32(a)
            w.f32(d)
        case .translation:
            break
        }
        w.number(t.tx)
        w.number(t.ty)
    }

    static func paintKind(_ paint: Paint) -> WireFormat.PaintKind {
        switch paint {
        case .color: .color
        case .linearGradient: .linear
        case .radialGradient: .radial
        case .conicGradient: .conic
        }
    }

    static func writeColor(_ color: Color, into w: inout ByteWriter) {
        let c = color.rgba8
        w.u8(c.red, c.green, c.blue, c.opacity)
    }

    static func writePaint(_ paint: Paint, into w: inout ByteWriter) {
        switch paint {
        case .color(let c):
            writeColor(c, into: &w)
        case .linearGradient(let g, let start, let end):
            w.number(start.x)
            w.number(start.y)
            w.number(end.x)
            w.number(end.y)
            writeStops(g, into: &w)
        case .radialGradient(let g, let center, let r0, let r1):
            w.number(center.x)
            w.number(center.y)
            w.f32(Float(Sanitize.nonNegative(r0)))
            w.f32(Float(Sanitize.nonNegative(r1)))
            writeStops(g, into: &w)
        case .conicGradient(let g, let center, let angle):
            w.number(center.x)
            w.number(center.y)
            w.number(angle.radians)
            writeStops(g, into: &w)
        }
    }

    static func writeStops(_ gradient: Gradient, into w: inout ByteWriter) {
        let stops = gradient.normalizedStops
        w.varint(stops.count)
        for s in stops {
            w.f32(Float(s.location))
            writeColor(s.color, into: &w)
        }
    }

    static func writeStrokeStyle(_ style: StrokeStyle, into w: inout ByteWriter) {
        let miter = Float(Sanitize.miterLimit(style.miterLimit))
        let dash = Sanitize.dash(style.dash)
        var flags: UInt8 = capCode(style.lineCap) | joinCode(style.lineJoin) << 2
        if miter != 10 { flags |= 0x10 }
        if !dash.isEmpty { flags |= 0x20 }
        w.f32(Float(Sanitize.nonNegative(style.lineWidth)))
        w.u8(flags)
        if miter != 10 { w.f32(miter) }
        if !dash.isEmpty {
            w.varint(dash.count)
            for d in dash { w.f32(Float(d)) }
            w.number(style.dashPhase)
        }
    }

    static func capCode(_ cap: StrokeStyle.LineCap) -> UInt8 {
        switch cap {
        case .butt: 0
        case .round: 1
        case .square: 2
        }
    }

    static func joinCode(_ join: StrokeStyle.LineJoin) -> UInt8 {
        switch join {
        case .miter: 0
        case .round: 1
        case .bevel: 2
        }
    }

    static func textStyleByte(_ run: TextRun) -> UInt8 {
        let design: UInt8 =
            switch run.font.design {
            case .default: 0
            case .serif: 1
            case .rounded: 2
            case .monospaced: 3
            }
        let alignment: UInt8 =
            switch run.alignment {
            case .leading: 0
            case .center: 1
            case .trailing: 2
            }
        let baseline: UInt8 =
            switch run.baseline {
            case .alphabetic: 0
            case .top: 1
            case .middle: 2
            case .bottom: 3
            }
        return design | (run.font.isItalic ? 0x04 : 0) | (run.font.hasMonospacedDigits ? 0x08 : 0) | alignment << 4
            | baseline << 6
    }
}

// MARK: Keyframes (one stream, many decoders)

extension WireEncoder {
    /// A self-contained message that brings a decoder with no session — a viewer that joins a
    /// shared stream, or one that missed some of its messages — to exactly the state this
    /// encoder's decoder is in after the last message: the reset flag, the last message's
    /// sequence number, a definition of every path and string the encoder counts on the decoder
    /// holding (in id order; ids it holds free below the highest are defined empty), and `frame`'s operations whole — with definitions, under ids the
    /// encoder holds free, of what they use that the encoder no longer keeps (a retained frame's
    /// kept operations need none). The stream's next message then decodes after it as after the
    /// message it stands for: it refers only to ids the encoder keeps, or defines them first
    /// (docs/protocol.md §2.3, "Keyframes").
    ///
    /// Nothing of the encoder changes: it works on a copy, so one encoding of the stream serves
    /// every decoder in step with it, and a keyframe costs one whole-frame encoding however many
    /// decoders it brings into step.
    ///
    /// - Parameter frame: The frame last passed to ``encode(_:)``.
    /// - Returns: The keyframe, or nil when there is no stream to join (nothing encoded yet, or the
    ///   last message failed, so the next one carries the reset flag anyway), the frame's
    ///   resources do not fit beside the cached ones, or the keyframe would be larger than
    ///   ``maximumMessageSize`` bytes (it defines every kept resource, so it can be larger than
    ///   any message of the stream). The caller then resets the stream: its next message is
    ///   self-contained and subject to ``encode(_:)``'s own size check.
    public func keyframe(of frame: Frame) -> [UInt8]? {
        guard !needsReset, frameIndex > 0 else { return nil }
        var copy = self
        var body = FrameBody()
        // Ids are dense (a definition names a held id or the next one), so every id up to the
        // highest kept one is defined: kept ones with their value, free ones empty (the stream
        // defines a free id again before using it).
        let keptStrings = Dictionary(uniqueKeysWithValues: strings.entries.map { ($0.value.id, $0.key.string) })
        for id in 0..<(keptStrings.keys.max().map { $0 + 1 } ?? 0) {
            let string = keptStrings[id] ?? ""
            body.stringCount += 1
            body.stringDefinitions.varint(id)
            body.stringDefinitions.varint(string.utf8.count)
            body.stringDefinitions.append(contentsOf: string.utf8)
        }
        let keptPaths = Dictionary(uniqueKeysWithValues: paths.entries.map { ($0.value.id, $0.key.path) })
        for id in 0..<(keptPaths.keys.max().map { $0 + 1 } ?? 0) {
            body.pathCount += 1
            body.pathDefinitions.varint(id)
            WireEncoder.writeElements(keptPaths[id] ?? Path(), into: &body.pathDefinitions)
        }
        copy.lastPath = nil
        copy.lastString = nil
        let operations = retainsFrames ? LayerDepthGuard.kept(frame.operations) : frame.operations
        // Look-ups find the cached ids (defined above) and define the rest under free ids, which
        // the stream's later messages redefine before any use.
        do {
            try copy.encodeOperations(operations, into: &body)
        } catch {
            return nil
        }
        let message = body.message(reset: true, sequence: nextSequence &- 1, size: frame.size)
        // Decoders refuse what ``encode(_:)`` refuses: a keyframe over the size limit is none.
        return message.count <= maximumMessageSize ? message : nil
    }
}
