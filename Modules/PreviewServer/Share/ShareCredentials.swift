/// The id and key of a shared session (docs/session-protocol.md §6).
///
/// The **id** names the session in links and is not a secret; the **key** is: 128 bits from the
/// system's secure random source (`SystemRandomNumberGenerator`, which reads `getrandom(2)` on
/// Linux), written as 32 lowercase hex digits. Joining needs both; keys are compared in constant
/// time, so how long a refusal takes says nothing about how much of a guessed key was right.
public struct ShareCredentials: Hashable, Sendable {
    /// The session's id: 16 hex digits (64 random bits, enough that ids never collide).
    public let id: String
    /// The join key: 32 hex digits (128 random bits).
    public let key: String

    /// Bits of randomness in a key.
    public static let keyBits = 128

    /// Fresh credentials from the system's secure random source.
    public static func generate() -> ShareCredentials {
        var random = SystemRandomNumberGenerator()
        return ShareCredentials(id: hex(random.next() as UInt64), key: hex(random.next() as UInt64) + hex(random.next() as UInt64))
    }

    /// Whether `candidate` is this session's key, comparing every byte whatever the first
    /// difference (a candidate of another length is compared against the key all the same).
    public func accepts(key candidate: String) -> Bool {
        Self.constantTimeEqual(Array(key.utf8), Array(candidate.utf8))
    }

    /// Equality of two byte strings whose running time depends only on their lengths.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(truncatingIfNeeded: a.count ^ b.count) | (a.count == b.count ? 0 : 1)
        for index in a.indices {
            difference |= a[index] ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }

    /// Whether `text` has the shape of an id or key (lowercase hex of the given length), checked
    /// before any look-up.
    static func isHex(_ text: Substring, count: Int) -> Bool {
        text.utf8.count == count && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
