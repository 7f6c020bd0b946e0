import Geometry

/// The path-cache key: a path compared coordinate by coordinate, hashed with a cheap
/// multiplicative digest of its coordinates fed to the `Hasher` once, instead of one
/// `Hasher.combine` per coordinate (the encoder looks a path up for every fill, stroke and clip).
///
/// Unlike `Path ==`, the key equality is reflexive even for NaN coordinates (identical bit
/// patterns are equal), which the cache needs to find — and forget — such paths again.
struct PathKey: Hashable {
    let path: Path
    /// `digest(path)`, computed once: a key is hashed for its lookup, its insertion and its
    /// removal, and the digest also rejects most unequal keys before the coordinates compare.
    let digest: UInt64

    init(path: Path) {
        self.path = path
        self.digest = PathKey.digest(path)
    }

    static func == (lhs: PathKey, rhs: PathKey) -> Bool {
        guard lhs.digest == rhs.digest else { return false }
        let a = lhs.path.storedElements, b = rhs.path.storedElements
        guard a.count == b.count else { return false }
        @inline(__always) func same(_ x: Double, _ y: Double) -> Bool { x == y || x.bitPattern == y.bitPattern }
        @inline(__always) func same(_ p: Point, _ q: Point) -> Bool { same(p.x, q.x) && same(p.y, q.y) }
        for i in a.indices {
            switch (a[i], b[i]) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                guard same(p, q) else { return false }
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                guard same(p, q), same(c, d) else { return false }
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                guard same(p, q), same(c1, d1), same(c2, d2) else { return false }
            case (.closeSubpath, .closeSubpath):
                continue
            default:
                return false
            }
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// A 64-bit digest consistent with `Path ==`: `-0` and `0` digest alike (they compare equal).
    static func digest(_ path: Path) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        @inline(__always) func mix(_ v: UInt64) {
            h = (h ^ v) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 29
        }
        @inline(__always) func mix(_ p: Point) {
            mix(p.x == 0 ? 0 : p.x.bitPattern)
            mix(p.y == 0 ? 0 : p.y.bitPattern)
        }
        for e in path.storedElements {
            switch e {
            case .move(let p):
                mix(1)
                mix(p)
            case .line(let p):
                mix(2)
                mix(p)
            case .quadCurve(let p, let c):
                mix(3)
                mix(p)
                mix(c)
            case .curve(let p, let c1, let c2):
                mix(4)
                mix(p)
                mix(c1)
                mix(c2)
            case .closeSubpath:
                mix(5)
            }
        }
        return h
    }
}

/// The string-table key: strings compared and hashed by their UTF-8 bytes, so canonically
/// equivalent spellings (`"é"` and `"e\u{301}"`, equal under Swift's `==`) stay distinct and
/// the decoder gets exactly the bytes that were drawn.
struct StringKey: Hashable {
    let string: String

    static func == (lhs: StringKey, rhs: StringKey) -> Bool {
        sameBytes(lhs.string, rhs.string)
    }

    /// A string's two words as stored: equal representations hold equal bytes (the same small
    /// string, up to 15 UTF-8 bytes stored inline, the common case for names, or the same
    /// buffer); equal bytes need not have equal representations.
    struct Representation: Equatable {
        var low: UInt64
        var high: UInt64
    }

    /// The representation of `string` (see `Representation`), or nil where a String is not
    /// the two 64-bit words this reads.
    @inline(__always)
    static func representation(of string: String) -> Representation? {
        guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return nil }
        let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
        return Representation(low: words.0, high: words.1)
    }

    /// Whether two strings have identical UTF-8 bytes: the lengths (O(1) for native and small
    /// strings), then the bytes. Swift's `==` is not asked first: it would compare the same
    /// bytes again for every equal pair, which is the common case here (a name looked up where the
    /// previous frame had it).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        // Identical representations hold identical bytes (see `Representation`); where a
        // String is not two words the bytes decide alone.
        if let r = representation(of: a), r == representation(of: b) { return true }
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { pa in
            b.withUTF8 { pb in
                // Eight bytes at a time, then the rest (`elementsEqual` goes byte by byte).
                let n = pa.count
                var i = 0
                if let x = pa.baseAddress, let y = pb.baseAddress {
                    while i + 8 <= n {
                        if UnsafeRawPointer(x + i).loadUnaligned(as: UInt64.self)
                            != UnsafeRawPointer(y + i).loadUnaligned(as: UInt64.self)
                        {
                            return false
                        }
                        i += 8
                    }
                }
                while i < n {
                    if pa[i] != pb[i] { return false }
                    i += 1
                }
                return true
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var s = string
        let h = s.withUTF8 { bytes in
            var h: UInt64 = 0xCBF2_9CE4_8422_2325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            return h
        }
        hasher.combine(h)
    }
}
