import Testing
@testable import PreviewServer

@Suite("HostWire")
struct HostWireTests {
    static func log() -> SessionLog {
        var log = SessionLog()
        log.record(text: #"{"type":"pause","t":5}"#, message: .transport(.pause, clientTime: 5))
        log.record(text: #"{"type":"frame","t":16.5}"#, message: .frame(clientTime: 16.5))
        log.record(text: #"{"type":"ping"}"#, message: .ping(id: nil))
        return log
    }

    static func body(_ framed: [UInt8]) throws -> [UInt8] {
        let length = try HostWire.bodyLength(header: framed.prefix(4))
        #expect(length == framed.count - 4)
        return Array(framed.dropFirst(4))
    }

    @Test("every request survives encoding and decoding", arguments: [
        HostRequest.list,
        .open(session: 7, sceneID: "orbit"),
        .message(session: 4_000_000_000, text: #"{"type":"set","name":"size","value":"é","t":1}"#),
        .replay(session: 2, sceneID: "demo", log: HostWireTests.log()),
        .replay(session: 3, sceneID: "demo", log: SessionLog()),
        .close(session: 9),
        .resume(session: 12),
        .exportReplay(session: 13, log: #"{"scene":"demo","events":[{"t":0.5,"type":"action","name":"é"}]}"#),
        .exportFrame(session: 14, time: 1.0 / 3),
        .exportFrame(session: 15, time: 0),
    ])
    func requests(request: HostRequest) throws {
        #expect(try HostWire.decodeRequest(Self.body(HostWire.encode(request))) == request)
    }

    @Test("replies keep text and binary messages in order, the rejection and unfinished flags, and the work's seconds", arguments: [
        (true, false, 0.0), (false, true, 0.0025), (true, true, 1e-9), (false, false, 3.5),
    ])
    func replies(isRejection: Bool, isUnfinished: Bool, workSeconds: Double) throws {
        let reply = SessionController.Reply(messages: [.text("{}"), .binary([0, 255, 7]), .text("ünï")], isRejection: isRejection)
        let answer = HostReply(reply, isUnfinished: isUnfinished, workSeconds: workSeconds)
        #expect(try HostWire.decodeReply(Self.body(HostWire.encode(answer))) == answer)
    }

    @Test("the log keeps messages and frame times, not pings")
    func logRecords() {
        #expect(Self.log().entries == [.message(#"{"type":"pause","t":5}"#), .frame(clientTime: 16.5)])
        #expect(Self.log().messageCount == 1)
    }

    @Test("a truncated body, an unknown kind and an oversized length are refused")
    func corrupt() throws {
        let body = try Self.body(HostWire.encode(HostRequest.open(session: 1, sceneID: "orbit")))
        #expect(throws: HostWire.DecodingError.self) { try HostWire.decodeRequest(Array(body.dropLast())) }
        #expect(throws: HostWire.DecodingError.self) { try HostWire.decodeRequest([9, 0, 0, 0, 0]) }
        #expect(throws: HostWire.DecodingError.self) { try HostWire.bodyLength(header: [0xFF, 0, 0, 0]) }
    }
}
