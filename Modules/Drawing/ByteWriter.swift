/// An append-only little-endian byte buffer for the wire encoder.
///
/// A value type (copy-on-write) over one manually grown allocation: each write checks for room
/// once and stores its bytes directly, instead of going through `Array.append` byte by byte (two
/// out-of-line calls per byte). Writers can be reused across frames with `removeAll()`, which
/// keeps the allocation. A writer made without a capacity allocates nothing until its first write.
struct ByteWriter {
    /// The allocation: `capacity` bytes of which the first `count` are written.
    /// `@unchecked Sendable` only for `empty`, which is shared but never written.
    private final class Storage: @unchecked Sendable {
        // Unchecked: a storage is written only through its one writer (a shared one is copied
        // first), so accesses never overlap, and the runtime checks would cost a few percent of
        // every write.
        @exclusivity(unchecked) var pointer: UnsafeMutablePointer<UInt8>
        @exclusivity(unchecked) var count = 0
        @exclusivity(unchecked) var capacity: Int

        init(capacity: Int) {
            self.capacity = Swift.max(capacity, 16)
            pointer = .allocate(capacity: self.capacity)
        }

        deinit { pointer.deallocate() }

        /// The storage of every writer made without a capacity, until its first write (a
        /// shared storage is copied before it is written, so this one never is).
        static let empty = Storage(capacity: 0)

        func copy() -> Storage {
            let copy = Storage(capacity: capacity)
            copy.pointer.update(from: pointer, count: count)
            copy.count = count
            return copy
        }

        /// Grows the allocation to hold at least `needed` bytes (doubling, so appends stay
        /// amortised O(1)).
        func grow(to needed: Int) {
            let newCapacity = Swift.max(needed, capacity * 2)
            let newPointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newPointer.update(from: pointer, count: count)
            pointer.deallocate()
            pointer = newPointer
            capacity = newCapacity
        }
    }

    private var storage: Storage

    init(capacity: Int = 0) {
        storage = capacity > 0 ? Storage(capacity: capacity) : .empty
    }

    /// The bytes written so far (a copy).
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage.pointer, count: storage.count))
    }

    /// The number of bytes written so far.
    var count: Int { storage.count }

    /// Makes room for at least `capacity` bytes in all (a hint: the bytes are the same).
    mutating func reserveCapacity(_ capacity: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        if capacity > storage.capacity { storage.grow(to: capacity) }
    }

    /// Forgets the bytes written, keeping the allocation (a storage shared with a copy is left to
    /// it: the writer starts again from none).
    mutating func removeAll() {
        if isKnownUniquelyReferenced(&storage) { storage.count = 0 } else { storage = .empty }
    }

    /// Room for `n` more bytes: the address to write them at. The caller stores exactly `n`
    /// bytes there before any other write.
    @inline(__always)
    private mutating func claim(_ n: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        let s = storage
        let end = s.count + n
        if end > s.capacity { s.grow(to: end) }
        let p = s.pointer + s.count
        s.count = end
        return p
    }

    @inline(__always)
    mutating func u8(_ v: UInt8) {
        claim(1).pointee = v
    }

    /// Four bytes at once, in order (a colour's r, g, b, a).
    @inline(__always)
    mutating func u8(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
        let p = claim(4)
        p[0] = a
        p[1] = b
        p[2] = c
        p[3] = d
    }

    /// Unsigned LEB128: seven bits per byte, low group first, high bit set on all but the last.
    @inline(__always)
    mutating func varint(_ v: UInt32) {
        if v < 0x80 {
            claim(1).pointee = UInt8(v)
            return
        }
        var length = 1
        var rest = v >> 7
        while rest != 0 {
            length += 1
            rest >>= 7
        }
        let p = claim(length)
        var v = v
        for i in 0..<(length - 1) {
            p[i] = UInt8(truncatingIfNeeded: v) | 0x80
            v >>= 7
        }
        p[length - 1] = UInt8(v)
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
        let p = claim(4)
        p[0] = UInt8(truncatingIfNeeded: b)
        p[1] = UInt8(truncatingIfNeeded: b >> 8)
        p[2] = UInt8(truncatingIfNeeded: b >> 16)
        p[3] = UInt8(truncatingIfNeeded: b >> 24)
    }

    /// A number as float32 after `Sanitize.number`.
    @inline(__always)
    mutating func number(_ v: Double) {
        f32(Float(Sanitize.number(v)))
    }

    mutating func append(_ other: ByteWriter) {
        let n = other.storage.count
        guard n > 0 else { return }
        claim(n).update(from: other.storage.pointer, count: n)
    }

    mutating func append(contentsOf other: some Collection<UInt8>) {
        let n = other.count
        guard n > 0 else { return }
        let p = claim(n)
        var i = 0
        for b in other {
            p[i] = b
            i += 1
        }
    }
}
