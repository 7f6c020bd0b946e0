import Foundation
import Stage
import Testing
@testable import PreviewServer

@Suite("ServerMessage")
struct ServerMessageTests {
    func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("the hello carries the protocol version, the scene, the clock and the limits")
    func hello() throws {
        let message = ServerMessage.hello(.init(
            sceneJSON: #"{"id":"dot"}"#,
            transport: VirtualClock(),
            limits: .standard
        ))
        let object = try parse(message.json)
        #expect(object["type"] as? String == "hello")
        #expect(object["protocol"] as? Int == ServerMessage.protocolVersion)
        #expect((object["scene"] as? [String: Any])?["id"] as? String == "dot")
        #expect((object["transport"] as? [String: Any])?["playing"] as? Bool == true)
        #expect((object["limits"] as? [String: Any])?["maxMessageBytes"] as? Int == 65536)
    }

    @Test("errors escape any text into valid JSON")
    func errorEscaping() throws {
        let nasty = "quote \" backslash \\ newline \n tab \t nul \u{0} bell \u{7} sep \u{2028} é 🎞"
        let object = try parse(ServerMessage.error(message: nasty).json)
        #expect(object["message"] as? String == nasty)
    }

    @Test("frame info reports time, transport, size and input time; non-finite numbers become null")
    func frameInfo() throws {
        let info = ServerMessage.FrameInfo(
            sequence: 3, transport: VirtualClock(time: SceneTime(seconds: 1.5), isPlaying: false, speed: 0.25),
            renderMilliseconds: 0.123456, byteCount: 420, inputClientTime: 99.5
        )
        let object = try parse(ServerMessage.frame(info).json)
        #expect(object["seq"] as? Int == 3)
        #expect(object["time"] as? Double == 1.5)
        #expect(object["playing"] as? Bool == false)
        #expect(object["speed"] as? Double == 0.25)
        #expect(object["renderMs"] as? Double == 0.123)
        #expect(object["bytes"] as? Int == 420)
        #expect(object["inputT"] as? Double == 99.5)
        var broken = info
        broken.renderMilliseconds = .nan
        broken.inputClientTime = nil
        let second = try parse(ServerMessage.frame(broken).json)
        #expect(second["renderMs"] is NSNull)
        #expect(second["inputT"] is NSNull)
    }

    @Test("pongs echo the ping id")
    func pong() throws {
        #expect(try parse(ServerMessage.pong(id: .number(7)).json)["id"] as? Int == 7)
        #expect(try parse(ServerMessage.pong(id: .string("x")).json)["id"] as? String == "x")
        #expect(try parse(ServerMessage.pong(id: nil).json)["id"] is NSNull)
    }
}
