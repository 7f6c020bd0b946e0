import Drawing
import Raster
import Stage

/// A decoded, checked export request (docs/session-protocol.md §1.4): the session's log as an
/// events file — the session is a pure function of it, so the server replays it on a fresh
/// session rather than trusting pixels — and what to draw from it.
public struct ExportRequest: Sendable, Equatable {
    /// What to draw.
    public enum Kind: Sendable, Equatable {
        /// One frame at `time` seconds, as a PNG.
        case png(time: Double)
        /// Frames at `from`, `from + 1/fps`, … before `to` (seconds), as a clip.
        case clip(from: Double, to: Double, fps: Int, format: ClipFormat)
    }

    /// The session log: an events file's text (docs/events.md) whose header names the scene.
    public var log: String
    /// The scene id the log's header names.
    public var sceneID: String
    /// Device pixels per point.
    public var scale: Double
    /// What to draw.
    public var kind: Kind

    /// Frames in a clip: (to − from) × fps rounded to a whole frame; 1 for a PNG.
    public var frameCount: Int {
        switch kind {
        case .png: 1
        case .clip(let from, let to, let fps, _): Int(((to - from) * Double(fps)).rounded())
        }
    }

    /// The clip formats the page may ask for: the video formats, and numbered PNG files
    /// (`"png"`), sent as one ZIP archive.
    public static let clipFormats: [ClipFormat] = ClipFormat.allVideo + [.pngFolder]

    /// The file a clip is downloaded as: `SCENE.mp4` (…) or, for PNG files, `SCENE-frames.zip`.
    public var clipFile: (name: String, mediaType: String) {
        guard case .clip(_, _, _, let format) = kind else { preconditionFailure("not a clip request") }
        return format == .pngFolder ? ("\(sceneID)-frames.zip", "application/zip") : ("\(sceneID).\(format.rawValue)", format.mediaType)
    }

    /// Decodes a PNG request, `{"log": {…}, "time": 1.5, "scale": 2}`.
    ///
    /// - Throws: ``ExportError/invalidRequest(_:)`` naming the first problem, or
    ///   ``ExportError/tooLarge(_:)`` for a scale above the limit.
    public static func png(json body: some Collection<UInt8>, limits: ExportLimits) throws(ExportError) -> ExportRequest {
        let fields = try Fields(body, allowed: ["log", "time", "scale"])
        let time = try fields.number("time", in: 0...SceneTime.maximum.seconds, what: "a scene time in seconds from 0 to \(Int(SceneTime.maximum.seconds))")
        let (log, scene) = try fields.log()
        return ExportRequest(log: log, sceneID: scene, scale: try fields.scale(limits), kind: .png(time: time))
    }

    /// Decodes a clip request, `{"log": {…}, "from": 0, "to": 3, "fps": 60, "scale": 2, "format": "mp4"}`.
    ///
    /// - Throws: ``ExportError/invalidRequest(_:)`` naming the first problem, or
    ///   ``ExportError/tooLarge(_:)`` for a clip beyond the limits (duration, frames, scale).
    public static func clip(json body: some Collection<UInt8>, limits: ExportLimits) throws(ExportError) -> ExportRequest {
        let fields = try Fields(body, allowed: ["log", "from", "to", "fps", "scale", "format"])
        let end = SceneTime.maximum.seconds
        let from = try fields.number("from", in: 0...end, what: "a scene time in seconds from 0 to \(Int(end))")
        let to = try fields.number("to", in: 0...end, what: "a scene time in seconds from 0 to \(Int(end))")
        guard to > from else { throw .invalidRequest("\"to\" (\(JSONValue.format(to))) must be later than \"from\" (\(JSONValue.format(from)))") }
        guard to - from <= limits.maximumClipSeconds else {
            throw .tooLarge("a clip of \(JSONValue.format(to - from)) s is too long: at most \(JSONValue.format(limits.maximumClipSeconds)) s")
        }
        guard case .number(let rate)? = fields.object["fps"], rate.rounded() == rate, rate >= 1, rate <= Double(limits.maximumFPS) else {
            throw .invalidRequest("\"fps\" must be a whole number of frames per second from 1 to \(limits.maximumFPS)\(fields.found("fps"))")
        }
        guard case .string(let name)? = fields.object["format"], let format = ClipFormat(rawValue: name), clipFormats.contains(format) else {
            throw .invalidRequest("\"format\" must be one of \(clipFormats.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))\(fields.found("format"))")
        }
        let (log, scene) = try fields.log()
        let request = ExportRequest(log: log, sceneID: scene, scale: try fields.scale(limits), kind: .clip(from: from, to: to, fps: Int(rate), format: format))
        guard request.frameCount >= 1 else { throw .invalidRequest("the range is shorter than one frame at \(Int(rate)) fps") }
        guard request.frameCount <= limits.maximumClipFrames else {
            throw .tooLarge("a clip of \(request.frameCount) frames is too long: at most \(limits.maximumClipFrames) frames")
        }
        return request
    }

    /// The members of the request object, read strictly.
    private struct Fields {
        let object: [String: JSONValue]

        init(_ body: some Collection<UInt8>, allowed: Set<String>) throws(ExportError) {
            let value: JSONValue
            do {
                // request → log → events → event → a value: 5 levels, one spare.
                value = try JSONValue.parse(utf8: body, maximumDepth: 6)
            } catch {
                throw .invalidRequest("the body is not JSON: \(error)")
            }
            guard case .object(let object) = value else { throw .invalidRequest("the body must be a JSON object, not \(value.typeName)") }
            for key in object.keys.sorted() where !allowed.contains(key) {
                throw .invalidRequest("unknown field \"\(Self.shortened(key))\"; expected \(allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            self.object = object
        }

        func found(_ key: String) -> String {
            guard let value = object[key] else { return " (it is missing)" }
            if case .string(let s) = value { return ", not \"\(Self.shortened(s))\"" }
            if case .number(let n) = value { return ", not \(JSONValue.format(n))" }
            return ", not \(value.typeName)"
        }

        func number(_ key: String, in range: ClosedRange<Double>, what: String) throws(ExportError) -> Double {
            guard case .number(let n)? = object[key], n.isFinite, range.contains(n) else {
                throw .invalidRequest("\"\(key)\" must be \(what)\(found(key))")
            }
            return n
        }

        func scale(_ limits: ExportLimits) throws(ExportError) -> Double {
            guard case .number(let s)? = object["scale"], s.isFinite, s > 0 else {
                throw .invalidRequest("\"scale\" must be a number of device pixels per point above 0 (e.g. 1 or 2)\(found("scale"))")
            }
            guard s <= limits.maximumScale else {
                throw .tooLarge("a scale of \(JSONValue.format(s)) is too large: at most \(JSONValue.format(limits.maximumScale))")
            }
            return s
        }

        /// The log as events-file text and the scene its header names.
        func log() throws(ExportError) -> (String, String) {
            guard let log = object["log"] else { throw .invalidRequest("\"log\" (the session's events file) is missing") }
            guard case .object(let members) = log else { throw .invalidRequest("\"log\" must be an events file object, not \(log.typeName)") }
            guard case .string(let scene)? = members["scene"], !scene.isEmpty else {
                throw .invalidRequest("\"log\" must name its scene (\"scene\": \"ID\")")
            }
            return (log.serialized(), scene)
        }

        static func shortened(_ text: String) -> String { text.count > 64 ? String(text.prefix(64)) + "…" : text }
    }
}
