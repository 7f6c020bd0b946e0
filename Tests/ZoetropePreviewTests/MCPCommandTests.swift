import Drawing
import Foundation
import Testing

/// `preview mcp`, driven over stdio as an agent drives it: every tool's answer equals what the
/// matching command prints for the same input, byte for byte; refusals carry the command's
/// error message.
@Suite("preview mcp", .serialized)
struct MCPCommandTests {
    /// The drag of `dragEventsFile` as a tool's events list.
    static let dragEvents: JSONValue = try! JSONValue.parse(dragEventsFile)["events"]!

    /// A package folder holding `Events/drag.json`, and a file beside (outside) it.
    static func packageFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-mcp-\(UUID().uuidString)")
        let package = root.appendingPathComponent("Package")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Events"), withIntermediateDirectories: true)
        try Data(dragEventsFile.utf8).write(to: package.appendingPathComponent("Events/drag.json"))
        try Data(dragEventsFile.utf8).write(to: root.appendingPathComponent("outside.json"))
        try FileManager.default.createSymbolicLink(
            atPath: package.appendingPathComponent("Events/escape.json").path, withDestinationPath: root.appendingPathComponent("outside.json").path)
        return package
    }

    /// A server started in a new package folder (see ``packageFolder()``), initialized.
    static func openSession() throws -> (URL, MCPClient) {
        let folder = try packageFolder()
        let client = try MCPClient(folder: folder)
        try client.initialize()
        return (folder, client)
    }

    /// Expects a refused tool call whose text is the refused command's message: the command
    /// prints `Error: <message>` and then at most its usage.
    static func expectSameRefusal(_ answer: ToolAnswer, as cli: CommandResult, _ what: String,
                                  renaming: (String, String)? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cli.status != 0, "\(what): the command did not fail", sourceLocation: sourceLocation)
        #expect(answer.isError, "\(what) was not refused: \(answer.content)", sourceLocation: sourceLocation)
        var stderr = cli.stderr
        if let (old, new) = renaming { stderr = stderr.replacingOccurrences(of: old, with: new) }
        let prefix = "Error: " + (answer.text ?? "<no text>") + "\n"
        let rest = stderr.hasPrefix(prefix) ? stderr.dropFirst(prefix.count) : nil
        #expect(rest.map { $0.isEmpty || $0.hasPrefix("Usage: ") || $0.hasPrefix("Help: ") } == true,
                "\(what): tool said \(answer.text ?? "nothing"); the command said \(cli.stderr)", sourceLocation: sourceLocation)
    }

    @Test("initialize names the server and offers tools; tools/list gives the six tools with units and coordinates")
    func initializeAndList() throws {
        let client = try MCPClient()
        let result = try client.initialize()
        #expect(result["serverInfo"]?["name"] == "preview")
        #expect(result["capabilities"]?["tools"] != nil)
        #expect(result["protocolVersion"]?.stringValue?.isEmpty == false)

        let list = try client.request("tools/list")
        let tools = try #require(list["result"]?["tools"]?.arrayValue)
        #expect(tools.compactMap { $0["name"]?.stringValue } == ["list_scenes", "scene_state", "animation_tracks", "render_frame", "sample_curve", "spring"])
        for tool in tools {
            let name = tool["name"]?.stringValue ?? ""
            #expect(tool["inputSchema"]?["type"] == "object")
            let description = tool["description"]?.stringValue ?? ""
            #expect(!description.isEmpty)
            if ["scene_state", "animation_tracks", "render_frame"].contains(name) {
                for phrase in ["seconds", "points", "radians", "top-left", "y down"] {
                    #expect(description.contains(phrase), "\(name) says nothing of \(phrase)")
                }
            }
            if ["sample_curve", "spring"].contains(name) {
                #expect(description.contains("seconds"))
            }
        }
        #expect(client.close() == 0)
    }

    @Test("list_scenes, scene_state, animation_tracks, render_frame (svg, json), sample_curve and spring answer what the command prints")
    func toolsEqualCommands() throws {
        let (folder, client) = try Self.openSession()
        let cases: [(String, JSONValue, [String])] = [
            ("list_scenes", [:], ["list", "--json"]),
            ("scene_state", ["scene": "demo", "at": 0.9, "events": Self.dragEvents],
             ["state", "demo", "--at", "0.9", "--events", "Events/drag.json"]),
            ("scene_state", ["at": 1.3, "eventsFile": "Events/drag.json", "scene": "demo", "seed": 7, "size": "400x700",
                             "parameters": ["size": 60, "color": "blue", "response": 0.3]],
             ["state", "demo", "--at", "1.3", "--events", "Events/drag.json", "--seed", "7", "--size", "400x700",
              "--set", "size=60", "--set", "color=blue", "--set", "response=0.3"]),
            ("animation_tracks", ["scene": "demo", "at": 0.9, "events": Self.dragEvents],
             ["state", "demo", "--at", "0.9", "--events", "Events/drag.json", "--animations", "--json"]),
            ("render_frame", ["scene": "demo", "at": 0.9, "events": Self.dragEvents],
             ["render", "demo", "--at", "0.9", "--events", "Events/drag.json", "--format", "svg"]),
            ("render_frame", ["scene": "demo", "at": 0.25, "format": "json"], ["render", "demo", "--at", "0.25"]),
            ("sample_curve", ["expression": ".spring(response: 0.4, dampingFraction: 0.6)", "start": 0, "end": 1, "step": 0.1],
             ["curve", ".spring(response: 0.4, dampingFraction: 0.6)", "--start", "0", "--end", "1", "--step", "0.1", "--json"]),
            ("sample_curve", ["expression": ".easeInOut(duration: 0.35)", "times": [0, 0.1, 0.25, 0.5],
                              "retargets": ["0.2=2 with .easeIn(duration: 0.3)"]],
             ["curve", ".easeInOut(duration: 0.35)", "--times", "0,0.1,0.25,0.5", "--retarget", "0.2=2 with .easeIn(duration: 0.3)", "--json"]),
            ("spring", ["spring": "duration: 0.5, bounce: 0.3"], ["spring", "duration: 0.5, bounce: 0.3", "--json"]),
            ("spring", [:], ["spring", "--json"]),
        ]
        for (tool, arguments, command) in cases {
            let answer = try client.call(tool, arguments)
            let cli = try CommandRunner.run(command, in: folder)
            #expect(cli.status == 0, "\(command): \(cli.stderr)")
            #expect(!answer.isError, "\(tool): \(answer.content)")
            #expect(answer.text == cli.stdout, "\(tool) \(arguments.serialized(.compact)) differs from \(command)")
        }
        #expect(client.close() == 0)
    }

    @Test("render_frame as png is an image whose bytes are the file `render --format png --out` writes")
    func png() throws {
        let (folder, client) = try Self.openSession()
        let answer = try client.call("render_frame", ["scene": "demo", "at": 0.9, "eventsFile": "Events/drag.json", "format": "png", "scale": 2])
        #expect(!answer.isError, "\(answer.content)")
        try #require(answer.content.count == 1)
        #expect(answer.content[0]["type"] == "image")
        #expect(answer.content[0]["mimeType"] == "image/png")
        let bytes = try #require(Data(base64Encoded: answer.content[0]["data"]?.stringValue ?? ""))
        let out = folder.appendingPathComponent("frame.png")
        let cli = try CommandRunner.run(
            ["render", "demo", "--at", "0.9", "--events", "Events/drag.json", "--format", "png", "--scale", "2", "--out", out.path], in: folder)
        #expect(cli.status == 0, "\(cli.stderr)")
        #expect(bytes == (try Data(contentsOf: out)))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(client.close() == 0)
    }

    @Test("bad arguments are tool errors carrying the command's own message")
    func badArguments() throws {
        let (folder, client) = try Self.openSession()
        let cases: [(String, JSONValue, [String])] = [
            ("scene_state", ["scene": "nosuch", "at": 1], ["state", "nosuch", "--at", "1"]),
            ("scene_state", ["scene": "demo", "at": -1], ["state", "demo", "--at", "-1"]),
            ("scene_state", ["scene": "demo", "at": 99999], ["state", "demo", "--at", "99999"]),
            ("scene_state", ["scene": "demo"], ["state", "demo"]),
            ("scene_state", ["scene": "demo", "at": 1, "seed": -3], ["state", "demo", "--at", "1", "--seed", "-3"]),
            ("scene_state", ["scene": "demo", "at": 1, "parameters": ["size": 5000]], ["state", "demo", "--at", "1", "--set", "size=5000"]),
            ("scene_state", ["scene": "demo", "at": 1, "parameters": ["nosuch": 1]], ["state", "demo", "--at", "1", "--set", "nosuch=1"]),
            ("scene_state", ["scene": "demo", "at": 1, "eventsFile": "Events/missing.json"],
             ["state", "demo", "--at", "1", "--events", "Events/missing.json"]),
            ("render_frame", ["scene": "demo", "at": 1, "size": "0x10"], ["render", "demo", "--at", "1", "--size", "0x10"]),
            ("render_frame", ["scene": "demo", "at": 1, "format": "gif"], ["render", "demo", "--at", "1", "--format", "gif"]),
            ("render_frame", ["scene": "demo", "at": 1, "format": "svg", "scale": 2], ["render", "demo", "--at", "1", "--format", "svg", "--scale", "2"]),
            ("render_frame", ["scene": "demo", "at": 1, "format": "png", "scale": 0],
             ["render", "demo", "--at", "1", "--format", "png", "--scale", "0", "--out", "frame.png"]),
            ("render_frame", ["scene": "demo", "at": 1, "format": "png", "scale": 1000],
             ["render", "demo", "--at", "1", "--format", "png", "--scale", "1000", "--out", "frame.png"]),
            ("sample_curve", ["expression": ".easeInOut(duration: )"], ["curve", ".easeInOut(duration: )", "--json"]),
            ("sample_curve", ["expression": ".bouncy", "start": 0, "end": 1000, "step": 0.001],
             ["curve", ".bouncy", "--start", "0", "--end", "1000", "--step", "0.001", "--json"]),
            ("sample_curve", ["expression": ".bouncy", "times": [0], "step": 0.1], ["curve", ".bouncy", "--times", "0", "--step", "0.1", "--json"]),
            ("sample_curve", ["expression": ".bouncy", "retargets": ["soon=1"]], ["curve", ".bouncy", "--retarget", "soon=1", "--json"]),
            ("sample_curve", [:], ["curve", "--json"]),
            ("spring", ["spring": "duration: 0.5, bounce: 3"], ["spring", "duration: 0.5, bounce: 3", "--json"]),
        ]
        for (tool, arguments, command) in cases {
            let answer = try client.call(tool, arguments)
            Self.expectSameRefusal(answer, as: try CommandRunner.run(command, in: folder), "\(tool) \(arguments.serialized(.compact))")
        }
        #expect(client.close() == 0)
    }

    @Test("the events list is checked as the events file is, and named as the events list")
    func badEventsList() throws {
        let client = try MCPClient()
        try client.initialize()
        let late: JSONValue = [["t": 1, "type": "pointerDown", "id": 1, "x": 0, "y": 0], ["t": 0.5, "type": "pointerUp", "id": 1, "x": 0, "y": 0]]
        let path = try temporaryFile(JSONValue.object(["events": late]).serialized(.compact))
        let cli = try CommandRunner.run(["state", "demo", "--at", "1", "--events", path])
        let answer = try client.call("scene_state", ["scene": "demo", "at": 1, "events": late])
        // The same message, naming the list instead of the file.
        Self.expectSameRefusal(answer, as: cli, "a late event", renaming: ("events file \(path)", "events"))
        #expect(client.close() == 0)
    }

    @Test("arguments of the wrong name or JSON type are refused with what the tool takes")
    func wrongShapes() throws {
        let client = try MCPClient()
        try client.initialize()
        let cases: [(String, JSONValue, String)] = [
            ("scene_state", ["scene": "demo", "at": "soon"], "scene_state: the argument \"at\" must be a number, not a string"),
            ("scene_state", ["scene": "demo", "at": 1, "colour": "red"], "scene_state has no argument \"colour\"; it takes "),
            ("list_scenes", ["verbose": true], "list_scenes has no argument \"verbose\"; it takes no arguments"),
            ("sample_curve", ["expression": ".bouncy", "times": [0, "1"]], "sample_curve: times[1] must be a number, not a string"),
            ("scene_state", ["scene": "demo", "at": 1, "events": "drag"], "scene_state: the argument \"events\" must be an array of event objects, not a string"),
            ("scene_state", ["at": 1, "events": []], "scene_state: with an events list, name the scene"),
            ("scene_state", ["scene": "demo", "at": 1, "events": [], "eventsFile": "x.json"], "scene_state: give either events or eventsFile, not both"),
        ]
        for (tool, arguments, message) in cases {
            let answer = try client.call(tool, arguments)
            #expect(answer.isError)
            #expect(answer.text?.hasPrefix(message) == true, "\(answer.text ?? "")")
        }
        #expect(client.close() == 0)
    }

    @Test("eventsFile must lie inside the package: no absolute path, no way out by .. or a symbolic link")
    func eventsFileStaysInside() throws {
        let (_, client) = try Self.openSession()
        for path in ["/etc/hostname", "../outside.json", "Events/../../outside.json", "Events/escape.json", "~/x.json", ""] {
            let answer = try client.call("scene_state", ["scene": "demo", "at": 1, "eventsFile": .string(path)])
            #expect(answer.isError)
            #expect(answer.text?.hasPrefix("eventsFile \(path): give a path inside the package") == true, "\(path): \(answer.text ?? "")")
        }
        let inside = try client.call("scene_state", ["scene": "demo", "at": 1, "eventsFile": "Events/./drag.json"])
        #expect(!inside.isError, "\(inside.text ?? "")")
        #expect(client.close() == 0)
    }

    @Test("an unknown tool is a JSON-RPC invalid-params error naming the tools; a malformed line a parse error; the server goes on")
    func protocolErrors() throws {
        let client = try MCPClient()
        try client.initialize()
        let unknown = try client.request("tools/call", ["name": "paint", "arguments": [:]])
        #expect(unknown["error"]?["code"] == -32602)
        #expect(unknown["error"]?["message"]?.stringValue?.contains("unknown tool \"paint\"; the tools are: list_scenes, scene_state") == true,
                "\(unknown)")
        #expect(unknown["result"] == nil)

        client.send(line: "{this is not JSON-RPC")
        let parse = try client.answer(id: nil)
        #expect(parse["error"]?["code"] == -32700, "\(parse)")

        let after = try client.call("spring", [:])
        #expect(!after.isError)
        #expect(after.text == (try CommandRunner.run(["spring", "--json"])).stdout)
        #expect(client.close() == 0)
    }

    @Test("every request read before standard input closes is answered (a scripted pipe), then the server exits 0")
    func answersBeforeExit() throws {
        let client = try MCPClient()
        let requests: [JSONValue] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": ["protocolVersion": "2025-06-18", "capabilities": [:], "clientInfo": ["name": "pipe", "version": "1"]]],
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": ["name": "spring", "arguments": [:]]],
            ["jsonrpc": "2.0", "id": "three", "method": "tools/call", "params": ["name": "spring", "arguments": ["spring": "bouncy"]]],
        ]
        for request in requests { client.send(line: request.serialized(.compact)) }
        #expect(client.close() == 0)
        var ids: Set<JSONValue> = []
        while let message = try client.receive() { if let id = message["id"] { ids.insert(id) } }
        #expect(ids == [1, 2, "three"])
    }

    @Test("`preview mcp` writes nothing but JSON-RPC to standard output and exits 0 when its input closes")
    func quietAndClean() throws {
        let client = try MCPClient()
        #expect(client.close() == 0)
        #expect(try client.receive() == nil)
    }
}
