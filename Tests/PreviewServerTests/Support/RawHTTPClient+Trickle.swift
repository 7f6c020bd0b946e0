import Foundation
import NIOCore
import NIOPosix

extension RawHTTPClient {
    /// Sends `head` at once, then a request body `chunk` bytes (`x`) every `interval` seconds,
    /// for as long as the server keeps the connection open or until `total` bytes are sent, and
    /// reads everything it sends (a slow-POST client, or a slow link). Gives up after `seconds`: a
    /// ceiling for a server that never closes, not a timing bound.
    ///
    /// - Returns: What arrived, and when the server closed the connection (`closedAfter` nil if
    ///   it was still open at the ceiling).
    static func trickle(
        port: Int, head: String, interval: Double, chunk: Int = 1, total: Int = .max, for seconds: Double
    ) async throws -> Exchange {
        let channel = try await connect(port: port)
        let clock = ContinuousClock()
        let start = clock.now
        return try await channel.executeThenClose { inbound, outbound -> Exchange in
            try await outbound.write(ByteBuffer(string: head))
            return await withTaskGroup(of: Exchange?.self) { group in
                group.addTask {
                    var received: [UInt8] = []
                    do {
                        for try await chunk in inbound { received += chunk.readableBytesView }
                    } catch {}
                    let elapsed = clock.now - start
                    let closedAfter = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                    return Exchange(text: String(decoding: received, as: UTF8.self), closedAfter: closedAfter, bytes: received)
                }
                group.addTask {
                    // The trickle: stops when a write fails (the server closed) or at the ceiling.
                    var sent = 0
                    while sent < total, clock.now - start < .seconds(seconds), !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(interval))
                        let count = min(chunk, total - sent)
                        do { try await outbound.write(ByteBuffer(repeating: UInt8(ascii: "x"), count: count)) } catch { break }
                        sent += count
                    }
                    return nil
                }
                group.addTask {
                    try? await Task.sleep(for: .seconds(seconds))
                    return Exchange(text: "", closedAfter: nil)
                }
                // The reader's result, or the ceiling's (the trickle's nil is skipped).
                var result = Exchange(text: "", closedAfter: nil)
                while let next = await group.next() {
                    if let next {
                        result = next
                        break
                    }
                }
                group.cancelAll()
                return result
            }
        }
    }
}
