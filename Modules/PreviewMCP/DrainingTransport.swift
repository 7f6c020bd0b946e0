import Foundation
import Logging
import MCP

/// The stdio transport of `preview mcp`: newline-delimited JSON-RPC on standard input and
/// output, in place of the SDK's `StdioTransport`, for four reasons (issue #43):
///
/// - **One writer.** Every message goes out whole, one after another, through a single
///   ``LineWriter`` (a thread of its own, blocking writes). The SDK's transport wrote with
///   non-blocking writes and slept on `EAGAIN`, so concurrent answers (an agent calling tools in
///   parallel) interleaved on standard output.
/// - **Linear reading.** ``LineReader`` scans each byte once for the end of a line; the SDK's
///   searched the whole pending line again after every 4 KiB read (quadratic in a line's length).
/// - **Every malformed request answered.** ``JSONRPCEnvelope`` checks each line before the SDK
///   sees it and answers what the SDK would drop or answer with a made-up id: a line that is not
///   JSON (-32700), and one that is not a JSON-RPC 2.0 message or whose id is not a string or an
///   integer (-32600), each with `"id": null` unless the id itself is valid.
/// - **Draining.** When standard input ends, the server's input ends only once every request
///   read has been answered: `printf '…' | preview mcp` gets all its answers (the SDK answers
///   requests concurrently and would otherwise stop before sending them). Requests whose answer
///   we write ourselves are never pending, so the end of input always ends the server once the
///   SDK has answered what it was given.
actor DrainingTransport: Transport {
    nonisolated let logger: Logger
    private let writer: LineWriter
    private let reader: LineReader
    /// Ids (as JSON text) of requests handed to the SDK and not yet answered.
    private var pending: Set<String> = []
    private var inputEnded = false
    private var finish: (@Sendable () -> Void)?

    /// - Parameters:
    ///   - input: The descriptor requests are read from (standard input).
    ///   - output: The descriptor answers are written to (standard output).
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        var logger = Logger(label: "preview.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
        logger.logLevel = .critical
        self.logger = logger
        self.writer = LineWriter(descriptor: output)
        self.reader = LineReader(descriptor: input)
    }

    func connect() async throws {}

    func disconnect() async {}

    func send(_ data: Data) async throws {
        await writer.write(data)
        if let id = JSONRPCEnvelope.id(ofResponse: data) { pending.remove(id) }
        finishIfDrained()
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let lines = reader.lines()
        Task {
            for await line in lines {
                if let forwarded = await read(line) { continuation.yield(forwarded) }
            }
            await endInput { continuation.finish() }
        }
        return stream
    }

    /// The line to hand to the SDK, or nil when it was answered here (or is blank).
    private func read(_ line: Data) async -> Data? {
        switch JSONRPCEnvelope.classify(line) {
        case .blank:
            return nil
        case .forward(let requestID):
            if let requestID { pending.insert(requestID) }
            return line
        case .answer(let error):
            await writer.write(error)
            return nil
        }
    }

    private func endInput(_ finish: @escaping @Sendable () -> Void) {
        inputEnded = true
        self.finish = finish
        finishIfDrained()
    }

    private func finishIfDrained() {
        guard inputEnded, pending.isEmpty, let finish else { return }
        self.finish = nil
        finish()
    }
}
