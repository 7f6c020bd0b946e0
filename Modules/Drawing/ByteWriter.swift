/// An append-only little-endian byte buffer for the wire encoder.
struct ByteWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Makes room for at least `capacity` bytes in all (a hint: the bytes are the same).
    mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    @inline(__always)
    mutating func u8(_ v: UInt8) {
        bytes.append(v)
    }

    /// Unsigned LEB128: seven bits per byte, low group first, high bit set on all but the last.
    @inline(__always)
    mutating func varint(_ v: UInt32) {
        var v = v
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    @inline(__always)
    mutating func varint(_ v: Int) {
        varint(UInt32(v))
    }

    /// An IEEE-754 binary32, little-endian. `-0` is written as `+0` (adding zero does that), so
    /// equal frames — `-0 == 0` — always give the same bytes, as they give the same JSON text.
    @inline(__always)
    mutating func f32(_ v: Float) {
        let b = (v + 0).bitPattern
        // Four plain appends: cheaper than appending a temporary raw buffer.
        bytes.append(UInt8(truncatingIfNeeded: b))
        bytes.append(UInt8(truncatingIfNeeded: b >> 8))
        bytes.append(UInt8(truncatingIfNeeded: b >> 16))
        bytes.append(UInt8(truncatingIfNeeded: b >> 24))
    }

    /// A number as float32 after `Sanitize.number`.
    @inline(__always)
    mutating func number(_ v: Double) {
        f32(Float(Sanitize.number(v)))
    }

    mutating func append(_ other: ByteWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(contentsOf other: some Collection<UInt8>) {
        bytes.append(contentsOf: other)
    }
}
