import NIOCore
import NIOPosix
import NIOSSL

/// One HTTP exchange over TLS with a server on 127.0.0.1 (server name `localhost`): sends a raw
/// request and reads the response head and, by `Content-Length`, its body (a 101, its head).
enum TLSExchange {
    struct TimedOut: Error {}
    /// The connection ended before a whole response arrived; `received` is what did.
    struct Incomplete: Error { var received: String }

    /// Sends `request` and returns the response (head and body) as text.
    ///
    /// - Throws: The TLS error when the handshake fails (an untrusted certificate, say);
    ///   ``TimedOut`` after `timeout`.
    static func send(_ request: String, port: Int, context: NIOSSLContext, timeout: Duration = .seconds(30)) async throws -> String {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: context, serverHostname: "localhost"))
                    return try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await withThrowingTaskGroup(of: String.self) { group in
                group.addTask {
                    try await outbound.write(ByteBuffer(string: request))
                    var received = ""
                    for try await buffer in inbound {
                        received += String(buffer: buffer)
                        if RawHTTPClient.isComplete(Array(received.utf8)) { return received }
                    }
                    throw Incomplete(received: received)
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw TimedOut()
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        }
    }

    /// A GET of `path` as a browser on `https://localhost:port` sends it.
    static func get(_ path: String, port: Int, context: NIOSSLContext) async throws -> String {
        try await send("GET \(path) HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n", port: port, context: context)
    }

}
