import Foundation
import Logging
import MCP

/// The stdio transport, except that when standard input ends the server's input ends only once
/// every request read has been answered: `printf '…' | preview mcp` gets all its answers (the
/// SDK answers requests concurrently and would otherwise stop before sending them).
actor DrainingTransport: Transport {
    private let base: StdioTransport
    /// Ids (as JSON text) of requests read and not yet answered.
    private var pending: Set<String> = []
    private var inputEnded = false
    private var finish: (@Sendable () -> Void)?

    nonisolated var logger: Logger { base.logger }

    init(_ base: StdioTransport = StdioTransport()) { self.base = base }

    func connect() async throws { try await base.connect() }

    func disconnect() async { await base.disconnect() }

    func send(_ data: Data) async throws {
        try await base.send(data)
        if let id = Self.id(of: data, request: false) { pending.remove(id) }
        finishIfDrained()
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        Task {
            do {
                for try await data in await base.receive() {
                    await read(data)
                    continuation.yield(data)
                }
            } catch {
                continuation.finish(throwing: error)
                return
            }
            await endInput { continuation.finish() }
        }
        return stream
    }

    private func read(_ data: Data) {
        if let id = Self.id(of: data, request: true) { pending.insert(id) }
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

    /// The id of a JSON-RPC request (`request`: it has a method) or response (it has none), as
    /// JSON text; nil for anything else (notifications, batches, lines that are not JSON).
    static func id(of data: Data, request: Bool) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let id = object["id"], (object["method"] != nil) == request,
              let text = try? JSONSerialization.data(withJSONObject: [id], options: [.fragmentsAllowed])
        else { return nil }
        return String(decoding: text, as: UTF8.self)
    }
}
