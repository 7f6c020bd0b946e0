/// Hand-made raw deflate (RFC 1951) for permessage-deflate tests, with no zlib: one block with
/// fixed Huffman codes, ended by the empty stored block of a sync flush whose last four bytes
/// (`00 00 ff ff`) are left out, as RFC 7692 §7.2.1 has senders do.
enum RawDeflate {
    /// A compression bomb: the letter `a` then `matches` copies of the longest match (258 bytes
    /// at distance 1), i.e. ``bombSize(matches:)`` bytes of `a` in about `13 × matches / 8` bytes.
    static func bomb(matches: Int) -> [UInt8] {
        var writer = BitWriter()
        writer.beginBlock()
        writer.literal(UInt8(ascii: "a"))
        for _ in 0..<matches {
            writer.writeCode(0b1100_0101, length: 8)  // length 258 (symbol 285)
            writer.writeCode(0, length: 5)  // distance 1 (code 0)
        }
        return writer.endBlock()
    }

    /// How many bytes ``bomb(matches:)`` inflates to.
    static func bombSize(matches: Int) -> Int { 1 + 258 * matches }

    /// `bytes` as literals only (no matches): a valid, if poor, compression.
    static func literals(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var writer = BitWriter()
        writer.beginBlock()
        for byte in bytes { writer.literal(byte) }
        return writer.endBlock()
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant
    /// bit first.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var current: UInt32 = 0
        private var count = 0

        mutating func beginBlock() {
            write(0, bits: 1)  // BFINAL: more blocks follow
            write(1, bits: 2)  // BTYPE 01: fixed Huffman codes
        }

        /// A literal byte: 0…143 are 8-bit codes from 00110000, 144…255 9-bit codes from 110010000.
        mutating func literal(_ byte: UInt8) {
            if byte < 144 {
                writeCode(0x30 + UInt32(byte), length: 8)
            } else {
                writeCode(0x190 + UInt32(byte) - 144, length: 9)
            }
        }

        /// Ends the block (symbol 256) and appends the sync flush's stored-block header; returns
        /// the bytes, the last one padded with zero bits.
        mutating func endBlock() -> [UInt8] {
            writeCode(0, length: 7)
            write(0, bits: 3)
            if count > 0 { bytes.append(UInt8(current)) }
            return bytes
        }

        mutating func write(_ value: UInt32, bits: Int) {
            for index in 0..<bits { push((value >> index) & 1) }
        }

        mutating func writeCode(_ code: UInt32, length: Int) {
            for index in stride(from: length - 1, through: 0, by: -1) { push((code >> index) & 1) }
        }

        private mutating func push(_ bit: UInt32) {
            current |= bit << count
            count += 1
            if count == 8 {
                bytes.append(UInt8(current))
                current = 0
                count = 0
            }
        }
    }
}
