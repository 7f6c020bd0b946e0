import Hummingbird
import NIOPosix

/// Answers `GET` and `HEAD` for files under the web root.
///
/// The raw request path goes through ``WebPath`` (decoding and traversal checks) and
/// ``WebRoot`` (symbolic links, regular files only); the file is read on NIO's blocking thread
/// pool so the event loop never waits for the disk. Errors are thrown for
/// ``ErrorResponseMiddleware`` to answer.
struct StaticFileResponder: Sendable {
    let root: WebRoot

    func respond(to request: Request, headOnly: Bool) async throws -> Response {
        let path = try WebPath(rawPath: request.uri.path)
        let root = self.root
        let bytes = try await NIOThreadPool.singleton.runIfActive { () throws(StaticFileError) -> [UInt8] in
            try root.read(path)
        }
        var headers: HTTPFields = [.contentType: MediaTypes.forExtension(path.fileExtension)]
        headers[.contentLength] = String(bytes.count)
        let body: ResponseBody = headOnly ? .init() : .init(byteBuffer: ByteBuffer(bytes: bytes))
        return Response(status: .ok, headers: headers, body: body)
    }
}
