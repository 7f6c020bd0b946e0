import Hummingbird
import NIOPosix

/// Answers `GET` and `HEAD` for files under the web root.
///
/// The raw request path goes through ``WebPath`` (decoding and traversal checks) and
/// ``WebRoot`` (symbolic links, regular files only). The file is streamed in
/// ``chunkSize`` pieces, each read on NIO's blocking thread pool (the event loop never waits
/// for the disk) and written only when the connection has taken the previous one: the response
/// writer waits while the socket is not writable, so a client that does not read holds one
/// piece in memory, not the whole file (issue #43: ten clients not reading a 16 MiB file raised
/// RSS by 208 MB). A file that shrinks while it is sent cuts the response short and closes the
/// connection (its `Content-Length` was promised). Errors are thrown for
/// ``ErrorResponseMiddleware`` to answer.
struct StaticFileResponder: Sendable {
    let root: WebRoot

    /// The bytes read and written at a time.
    static let chunkSize = 64 << 10

    func respond(to request: Request, headOnly: Bool) async throws -> Response {
        let path = try WebPath(rawPath: request.uri.path)
        let root = self.root
        let file = try await NIOThreadPool.singleton.runIfActive { () throws(StaticFileError) -> WebFile in
            try root.open(path)
        }
        var headers: HTTPFields = [.contentType: MediaTypes.forExtension(path.fileExtension)]
        headers[.contentLength] = String(file.size)
        guard !headOnly else { return Response(status: .ok, headers: headers, body: .init()) }
        let body = ResponseBody(contentLength: file.size) { writer in
            var offset = 0
            while offset < file.size {
                let count = Swift.min(Self.chunkSize, file.size - offset)
                let start = offset
                let bytes = try await NIOThreadPool.singleton.runIfActive { file.read(at: start, count: count) }
                guard !bytes.isEmpty else { throw StaticFileError.truncated }
                offset += bytes.count
                try await writer.write(ByteBuffer(bytes: bytes))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
