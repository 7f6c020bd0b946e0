/// A bounds-checked little-endian reader over one wire message. Every read either succeeds or
/// throws a `WireDecodingError` carrying the offset; none traps.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - offset }

    func fail(_ reason: WireDecodingError.Reason, at offset: Int? = nil) -> WireDecodingError {
        WireDecodingError(reason: reason, offset: offset ?? self.offset)
    }

    mutating func u8(_ what: StaticString) throws(WireDecodingError) -> UInt8 {
        guard offset < bytes.count else { throw fail(.truncated(reading: "\(what)")) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Unsigned LEB128 of at most five bytes whose value fits 32 bits.
    mutating func varint(_ what: StaticString) throws(WireDecodingError) -> UInt32 {
        let start = offset
        var result: UInt32 = 0
        var shift: UInt32 = 0
        while true {
            guard offset < bytes.count else { throw fail(.truncated(reading: "\(what)")) }
            let b = bytes[offset]
            offset += 1
            if shift == 28 && b > 0x0F {
                throw fail(.malformedVarint(field: "\(what)"), at: start)
            }
            result |= UInt32(b & 0x7F) << shift
            if b & 0x80 == 0 { return result }
            shift += 7
        }
    }

    /// A varint that counts things each taking at least `minimumBytes` bytes later on: it may
    /// not promise more than the rest of the message can hold.
    mutating func count(_ what: StaticString, minimumBytes: Int, limit: Int) throws(WireDecodingError) -> Int {
        let start = offset
        let n = Int(try varint(what))
        if n > limit {
            throw fail(.limitExceeded(what: "\(what)", value: n, limit: limit), at: start)
        }
        if n * minimumBytes > remaining {
            throw fail(.truncated(reading: "\(what) (\(n) promised, \(remaining) bytes left)"), at: start)
        }
        return n
    }

    /// A finite IEEE-754 binary32, little-endian.
    mutating func f32(_ what: StaticString) throws(WireDecodingError) -> Double {
        guard remaining >= 4 else { throw fail(.truncated(reading: "\(what)")) }
        let bits = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
        let v = Float(bitPattern: bits)
        guard v.isFinite else { throw fail(.nonFiniteNumber(field: "\(what)")) }
        offset += 4
        return Double(v)
    }

    /// `n` raw bytes.
    mutating func raw(_ n: Int, _ what: StaticString) throws(WireDecodingError) -> UnsafeRawBufferPointer {
        guard n <= remaining else { throw fail(.truncated(reading: "\(what)")) }
        defer { offset += n }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + n])
    }
}
