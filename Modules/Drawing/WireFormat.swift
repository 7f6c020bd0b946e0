/// Constants of the binary wire format, version 3. `docs/protocol.md` is the full specification.
public enum WireFormat {
    /// The format version this module writes.
    public static let version: UInt8 = 3
    /// The versions this module reads: 1 (no filters or layers), 2 (no retained frames) and 3.
    public static let readableVersions: ClosedRange<UInt8> = 1...3
    /// The two magic bytes that open every message: ASCII `"ZF"`.
    public static let magic: [UInt8] = [0x5A, 0x46]
    /// The largest message a decoder accepts, in bytes (64 MiB).
    public static let maximumMessageSize = 64 << 20
    /// The most operations one frame may hold, whole or rebuilt from a retained frame (64 Mi):
    /// every operation takes at least a byte, so a whole frame within `maximumMessageSize`
    /// never holds more, and a retained frame may not grow past what a whole frame could carry.
    public static let maximumFrameOperations = maximumMessageSize
    /// The largest path or string id (ids are 0…2²⁰−1).
    public static let maximumResourceID: UInt32 = (1 << 20) - 1
    /// The most path elements a session's path cache may hold at once (8 Mi).
    public static let maximumCachedPathElements = 8 << 20
    /// The most UTF-8 bytes a session's string table may hold at once (16 MiB).
    public static let maximumCachedStringBytes = 16 << 20
    /// The longest single string, in UTF-8 bytes (1 MiB).
    public static let maximumStringBytes = 1 << 20
    /// The most stops one gradient may carry (equals `Gradient.maximumStopCount`).
    public static let maximumStopCount = Gradient.maximumStopCount
    /// The most dash lengths one stroke may carry (equals `StrokeStyle.maximumDashCount`).
    public static let maximumDashCount = StrokeStyle.maximumDashCount

    /// Header flag: clear the path cache and string table before reading this message.
    static let resetFlag: UInt8 = 0x01
    /// Header flag (version 3): the message is a **retained frame**, an edit script over the
    /// operations of the session's previous frame (never together with the reset flag).
    static let retainedFlag: UInt8 = 0x02

    /// The kinds of a retained frame's edits: the low two bits of each edit's varint, the
    /// operation count in the bits above.
    enum EditKind: UInt8 {
        /// Copy the next n operations of the previous frame.
        case keep = 0
        /// Drop the next n operations of the previous frame.
        case skip = 1
        /// Take the next n operations of this message.
        case insert = 2
        /// Drop the next n operations of the previous frame and take the next n of this message.
        case replace = 3
    }

    /// Operation kinds: the low four bits of an operation's first byte.
    enum Opcode: UInt8 {
        case save = 0
        case restore = 1
        case concatenate = 2
        case setTransform = 3
        case clip = 4
        case setOpacity = 5
        case fill = 6
        case stroke = 7
        case text = 8
        case addFilter = 9
        case resetFilters = 10
        case beginLayer = 11
        case endLayer = 12
    }

    /// Bits 4–5 for addFilter: the filter kind.
    enum FilterKind: UInt8 {
        case shadow = 0
        case blur = 1
    }

    /// Bit 7 of an operation's first byte: a name string id follows.
    static let namedBit: UInt8 = 0x80
    /// Bit 4 for clip and fill: the even-odd rule.
    static let evenOddBit: UInt8 = 0x10
    /// Bits 4–5 for transforms: which matrix entries follow.
    enum TransformForm: UInt8 {
        /// a, b, c, d, tx, ty.
        case full = 0
        /// tx, ty (a = d = 1, b = c = 0).
        case translation = 1
        /// a, d, tx, ty (b = c = 0).
        case scaleTranslation = 2
    }

    /// Bits 5–6 for fill, stroke and text: the paint kind.
    enum PaintKind: UInt8 {
        case color = 0
        case linear = 1
        case radial = 2
        case conic = 3
    }

    /// Path element verbs.
    enum Verb: UInt8 {
        case move = 0
        case line = 1
        case quadCurve = 2
        case curve = 3
        case close = 4
    }
}

/// Maps frame values into the range every encoder writes (shared by the wire, JSON and SVG
/// encoders so that they agree): NaN becomes 0 and coordinates are clamped to ±1e9 points.
enum Sanitize {
    /// The largest coordinate magnitude written, in points.
    static let limit = 1e9

    /// NaN → 0, then clamped to ±1e9.
    @inline(__always)
    static func number(_ v: Double) -> Double {
        guard v == v else { return 0 }
        return Swift.min(Swift.max(v, -limit), limit)
    }

    /// NaN → 0, then clamped to 0…1e9.
    @inline(__always)
    static func nonNegative(_ v: Double) -> Double {
        Swift.max(number(v), 0)
    }

    /// NaN → 0, then clamped to 0…1.
    @inline(__always)
    static func unit(_ v: Double) -> Double {
        Color.unitClamped(v)
    }

    /// NaN → 1, then clamped to 1…1e9.
    @inline(__always)
    static func miterLimit(_ v: Double) -> Double {
        Swift.max(number(v), 1)
    }

    /// Clamped to 1…1000.
    @inline(__always)
    static func weight(_ w: Int) -> Int {
        Swift.min(Swift.max(w, 1), 1000)
    }

    /// A filter radius: NaN → 0, then clamped to 0…`Filter.maximumRadius`.
    @inline(__always)
    static func radius(_ v: Double) -> Double {
        Swift.min(nonNegative(v), Filter.maximumRadius)
    }

    /// The dash list as written: at most `maximumDashCount` lengths, each ≥ 0.
    static func dash(_ dash: [Double]) -> [Double] {
        dash.prefix(StrokeStyle.maximumDashCount).map(nonNegative)
    }
}

/// Decides, operation by operation, which `beginLayer`/`endLayer` pairs every encoder writes: a
/// `beginLayer` deeper than `Frame.maximumLayerDepth` is dropped together with its `endLayer`
/// (its content is then drawn directly); everything else is kept.
struct LayerDepthGuard {
    /// Whether each open `beginLayer` was kept, innermost last.
    private var open: [Bool] = []
    private var depth = 0

    /// Whether `command`, the next operation of the frame, is written.
    mutating func keeps(_ command: borrowing Frame.Command) -> Bool {
        switch command {
        case .beginLayer:
            let keep = depth < Frame.maximumLayerDepth
            open.append(keep)
            if keep { depth += 1 }
            return keep
        case .endLayer:
            guard let keep = open.popLast() else { return true }
            if keep { depth -= 1 }
            return keep
        default:
            return true
        }
    }

    /// The operations an encoder writes for `operations`.
    static func kept(_ operations: [Frame.Operation]) -> [Frame.Operation] {
        guard operations.contains(where: { if case .beginLayer = $0.command { true } else { false } }) else {
            return operations
        }
        var depthGuard = LayerDepthGuard()
        return operations.filter { depthGuard.keeps($0.command) }
    }
}
