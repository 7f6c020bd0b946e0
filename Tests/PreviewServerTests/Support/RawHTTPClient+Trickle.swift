import Foundation
import NIOCore
import NIOPosix

extension RawHTTPClient {
    /// Sends `head` at once, then a request body one byte (`x`) every `interval` seconds, for as
    /// long as the server keeps the connection open, and reads everything it sends (a slow-POST
    /// client). Gives up after `seconds`: a ceiling for a server that never closes, not a timing
    /// bound.
    ///
    /// - Returns: What arrived, and when the server closed the connection (`closedAfter` nil if
    ///   it was still open at the ceiling).
    static func trickle(port: Int, head: String, interval: Double, for seconds: Double) async throws -> Exchange {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
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
                    while clock.now - start < .seconds(seconds), !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(interval))
                        do { try await outbound.write(ByteBuffer(string: "x")) } catch { break }
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
