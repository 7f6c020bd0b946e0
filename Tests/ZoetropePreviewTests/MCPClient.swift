import Drawing
import Foundation

/// A Model Context Protocol client for tests: runs the built `preview mcp` as an agent does
/// (a child process speaking newline-delimited JSON-RPC on its standard input and output) and
/// sends requests one at a time, reading each answer.
final class MCPClient {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffer = Data()
    private var watchdog: DispatchWorkItem?
    private var nextID = 1

    /// Starts `preview mcp` in `folder` (the package folder whose events files it may read).
    init(folder: URL? = nil, executable: URL = CommandRunner.executableURL) throws {
        process.executableURL = executable
        process.arguments = ["mcp"]
        if let folder { process.currentDirectoryURL = folder }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // A server that stops answering fails the test instead of hanging it.
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGTERM) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        self.watchdog = watchdog
    }

    deinit {
        watchdog?.cancel()
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// Writes one line (a JSON-RPC message, or anything else) to the server.
    func send(line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The next line the server writes, parsed; nil at end of output.
    func receive() throws -> JSONValue? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                return try JSONValue.parse(utf8: line)
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    /// Sends a request and returns the answer with its id (a `result` or an `error` object).
    func request(_ method: String, _ params: JSONValue = [:]) throws -> JSONValue {
        let id = nextID
        nextID += 1
        let message: JSONValue = ["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params]
        send(line: message.serialized(.compact))
        return try answer(id: .number(Double(id)))
    }

    /// Reads messages until the answer with `id`; notifications in between are skipped.
    func answer(id: JSONValue?) throws -> JSONValue {
        while let message = try receive() {
            if message["id"] != nil, id == nil || message["id"] == id { return message }
        }
        throw MCPClientError.closed(stderr: String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))
    }

    /// Sends a notification (no answer).
    func notify(_ method: String) {
        send(line: JSONValue.object(["jsonrpc": "2.0", "method": .string(method)]).serialized(.compact))
    }

    /// `initialize` and `notifications/initialized`, as a client opens a session; returns the
    /// result of `initialize`.
    @discardableResult
    func initialize() throws -> JSONValue {
        let answer = try request("initialize", [
            "protocolVersion": "2025-06-18", "capabilities": [:],
            "clientInfo": ["name": "zoetrope-tests", "version": "1"],
        ])
        notify("notifications/initialized")
        guard let result = answer["result"] else { throw MCPClientError.unexpected(answer) }
        return result
    }

    /// Calls a tool; returns the `tools/call` result (content and isError).
    func call(_ tool: String, _ arguments: JSONValue = [:]) throws -> ToolAnswer {
        let answer = try request("tools/call", ["name": .string(tool), "arguments": arguments])
        guard let result = answer["result"], case .array(let content)? = result["content"] else {
            throw MCPClientError.unexpected(answer)
        }
        return ToolAnswer(content: content, isError: result["isError"] == .bool(true))
    }

    /// Closes standard input and waits for the server to exit; returns its status.
    func close() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        watchdog?.cancel()
        return process.terminationStatus
    }
}

/// A `tools/call` result.
struct ToolAnswer {
    var content: [JSONValue]
    var isError: Bool

    /// The text of the only content item, if it is text.
    var text: String? {
        guard content.count == 1, content[0]["type"] == "text" else { return nil }
        return content[0]["text"]?.stringValue
    }
}

enum MCPClientError: Error {
    case closed(stderr: String)
    case unexpected(JSONValue)
}
