import Testing
@testable import PreviewServer

@Suite("MessageAssembler")
struct MessageAssemblerTests {
    @Test("single-frame messages pass through")
    func single() {
        var assembler = MessageAssembler(maximumBytes: 8)
        #expect(assembler.append(.text, payload: Array("abc".utf8), isFinal: true) == .text(Array("abc".utf8)))
        #expect(assembler.append(.binary, payload: [1, 2], isFinal: true) == .binary([1, 2]))
    }

    @Test("fragments are joined in order")
    func fragments() {
        var assembler = MessageAssembler(maximumBytes: 8)
        #expect(assembler.append(.text, payload: Array("ab".utf8), isFinal: false) == .incomplete)
        #expect(assembler.append(.continuation, payload: Array("cd".utf8), isFinal: false) == .incomplete)
        #expect(assembler.append(.continuation, payload: Array("ef".utf8), isFinal: true) == .text(Array("abcdef".utf8)))
    }

    @Test("a message exactly at the limit is kept; one byte more is reported oversized at its end")
    func limit() {
        var assembler = MessageAssembler(maximumBytes: 4)
        #expect(assembler.append(.text, payload: [1, 2, 3, 4], isFinal: true) == .text([1, 2, 3, 4]))
        #expect(assembler.append(.text, payload: [1, 2, 3], isFinal: false) == .incomplete)
        #expect(assembler.append(.continuation, payload: [4, 5], isFinal: false) == .incomplete)
        #expect(assembler.append(.continuation, payload: [6], isFinal: true) == .oversized(byteCount: 6))
        // The assembler recovers for the next message.
        #expect(assembler.append(.text, payload: [9], isFinal: true) == .text([9]))
    }

    @Test("frames out of sequence are reported")
    func sequence() {
        var assembler = MessageAssembler(maximumBytes: 4)
        #expect(assembler.append(.continuation, payload: [1], isFinal: true) == .outOfSequence)
        #expect(assembler.append(.text, payload: [1], isFinal: false) == .incomplete)
        #expect(assembler.append(.binary, payload: [1], isFinal: true) == .outOfSequence)
    }
}
