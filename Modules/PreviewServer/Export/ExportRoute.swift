import Drawing
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Raster
import Synchronization

/// `POST /api/export/png` and `POST /api/export/clip` (docs/session-protocol.md §1.4): the page's
/// Export PNG and Export clip buttons. The request carries the session's log; the work runs on a
/// thread of its own (``BlockingThread``), one export of each kind at a time.
struct ExportRoute: Sendable {
    /// The PNG route's path.
    static let pngPath = "/api/export/png"
    /// The clip route's path.
    static let clipPath = "/api/export/clip"

    let source: (any ExportSource)?
    let limits: ExportLimits
    let pngGate = ExportGate()
    let clipGate = ExportGate()

    /// Answers a PNG request: `200 image/png`, the file as an attachment.
    func png(_ request: Request) async throws -> Response {
        let (export, source) = try await decode(request) { body, limits throws(ExportError) in try ExportRequest.png(json: body, limits: limits) }
        guard pngGate.enter() else { throw ExportError.busy }
        let bytes = try await Self.onThread { () throws(ExportError) -> [UInt8] in
            defer { pngGate.leave() }
            return try ExportRenderer.png(export, source: source)
        }
        guard case .png(let time) = export.kind else { preconditionFailure() }
        return Response(
            status: .ok,
            headers: [.contentType: "image/png", .contentDisposition: Self.attachment("\(export.sceneID)-\(JSONValue.format(time))s.png")],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Answers a clip request: `200`, then the progress stream (``ExportStream``).
    func clip(_ request: Request) async throws -> Response {
        let (export, source) = try await decode(request) { body, limits throws(ExportError) in try ExportRequest.clip(json: body, limits: limits) }
        guard case .clip(_, _, _, let format) = export.kind else { preconditionFailure() }
        guard !format.usesFFmpeg || ClipWriter.findFFmpeg() != nil else { throw ExportError.ffmpegMissing }
        guard clipGate.enter() else { throw ExportError.busy }
        let (events, continuation) = AsyncStream.makeStream(of: ExportStream.Event.self)
        let cancelled = CancelFlag()
        continuation.onTermination = { _ in cancelled.set() }
        let total = export.frameCount
        let limits = self.limits
        let gate = clipGate
        // The thread first replays the log and checks the frame size, and says so here: a request
        // refused then gets its status; after that, failures end the stream with an error line.
        let ready: Result<Void, ExportError> = await withCheckedContinuation { readiness in
            BlockingThread.start {
                defer {
                    gate.leave()
                    continuation.finish()
                }
                let prepared: ExportRenderer.PreparedClip
                do throws(ExportError) {
                    prepared = try ExportRenderer.prepareClip(export, source: source, limits: limits)
                } catch {
                    readiness.resume(returning: .failure(error))
                    return
                }
                readiness.resume(returning: .success(()))
                var throttle = ExportStream.Throttle()
                do throws(ExportError) {
                    let bytes = try ExportRenderer.record(prepared, limits: limits, progress: { done in
                        if throttle.shouldReport(done: done, total: total) { continuation.yield(.progress(done: done, total: total)) }
                    }, isCancelled: { cancelled.isSet })
                    continuation.yield(.done(bytes))
                } catch {
                    continuation.yield(.failed(ErrorResponse.statusAndMessage(for: error).1))
                }
            }
        }
        try ready.get()
        let file = export.clipFile
        return Response(
            status: .ok,
            headers: [.contentType: ExportStream.mediaType],
            body: ResponseBody { writer in
                defer { cancelled.set() }
                for await event in events {
                    try await writer.write(ByteBuffer(bytes: ExportStream.encode(event, total: total, mediaType: file.mediaType, name: file.name)))
                    if case .done(let bytes) = event { try await writer.write(ByteBuffer(bytes: bytes)) }
                }
                try await writer.finish(nil)
            })
    }

    /// The checks every export request passes before any work: an `Origin` (the page; the guard
    /// middleware has already checked that it is this page), a JSON body within the size limit,
    /// a server that runs its scenes in process.
    private func decode(
        _ request: Request, _ parse: ([UInt8], ExportLimits) throws(ExportError) -> ExportRequest
    ) async throws -> (ExportRequest, any ExportSource) {
        guard !request.headers[values: .origin].isEmpty else { throw ExportError.originMissing }
        let type = request.headers[.contentType]
        guard let type, type.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() == "application/json" else {
            throw ExportError.notJSON(type)
        }
        guard let source else { throw ExportError.unavailable }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maximumBodyBytes {
            throw ExportError.bodyTooLarge(maximum: limits.maximumBodyBytes)
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limits.maximumBodyBytes)
        } catch is NIOTooManyBytesError {
            throw ExportError.bodyTooLarge(maximum: limits.maximumBodyBytes)
        }
        return (try parse(Array(buffer: body), limits), source)
    }

    /// Runs `work` on a thread of its own and waits for it without holding a cooperative thread.
    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws(ExportError) -> T) async throws(ExportError) -> T {
        let result: Result<T, ExportError> = await withCheckedContinuation { continuation in
            BlockingThread.start {
                do throws(ExportError) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// A `Content-Disposition` for a download named `name` (letters, digits, `.-_` kept).
    static func attachment(_ name: String) -> String {
        let safe = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        return "attachment; filename=\"\(safe)\""
    }
}

/// A flag one thread sets and another reads (a clip's cancellation).
final class CancelFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .acquiring) }
    func set() { flag.store(true, ordering: .releasing) }
}
