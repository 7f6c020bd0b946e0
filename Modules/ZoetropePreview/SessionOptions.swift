import ArgumentParser
import Drawing
import Geometry
import Stage

/// The options `preview state` and `preview render` share: which scene, when, at what size,
/// with which events, parameters and seed. Validates them and builds the session.
///
/// An events file's header (scene, seed, viewport, parameters) applies unless the command line
/// says otherwise: `--seed` and `--size` replace the header's, `--set` values are applied after
/// the header's parameters, and a SCENE argument must match the header's scene.
struct SessionOptions: ParsableArguments {
    @Argument(help: "The scene id (see the `list` command); optional when the events file names it.")
    var scene: String?

    @Option(name: .customLong("at"), parsing: .unconditional,
            help: ArgumentHelp("Scene time in seconds (0…3600).", valueName: "T"))
    var time: Double

    @Option(help: ArgumentHelp("Viewport size in points, e.g. 390x844 (default: the scene's).", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("A JSON events file to replay (see docs/events.md).", valueName: "FILE"))
    var events: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Random seed (default: the events file's, else the scene's).", valueName: "N"))
    var seed: UInt64?

    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("""
                Set a parameter from t = 0 (repeatable), checked like a `set` event: VALUE is a \
                number, true or false, or text (e.g. --set size=120 --set color=teal).
                """, valueName: "NAME=VALUE"))
    var sets: [String] = []

    func validate() throws {
        guard time.isFinite, time >= 0, time <= SceneTime.maximum.seconds else {
            throw ValidationError("--at must be a time in seconds between 0 and \(Int(SceneTime.maximum.seconds)), not \(time)")
        }
        if let size { _ = try Self.parseSize(size) }
        for assignment in sets { _ = try Self.parseAssignment(assignment) }
        if scene == nil && events == nil {
            throw ValidationError("name the scene (see the `list` command), or give an events file whose header names it")
        }
    }

    /// Parses `NAME=VALUE` into a `set` event at t = 0. VALUE is read as JSON when it is a
    /// number, `true`/`false` or a quoted string, otherwise taken as text as it is.
    static func parseAssignment(_ text: String) throws -> SceneEvent {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw ValidationError("--set must look like NAME=VALUE (e.g. --set size=120); got \"\(text)\"")
        }
        let name = String(text[..<equals])
        let raw = String(text[text.index(after: equals)...])
        let value: ParameterValue
        switch try? JSONValue.parse(raw) {
        case .number(let n)?: value = .number(n)
        case .bool(let b)?: value = .bool(b)
        case .string(let s)?: value = .string(s)
        default: value = .string(raw)
        }
        return .set(name: name, value: value, time: .zero)
    }

    /// Parses `WxH` (also `W×H` or `W,H`) into a viewport size within 1…16384 points.
    static func parseSize(_ text: String) throws -> Size {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" || $0 == "," })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite,
            (1...16384).contains(w), (1...16384).contains(h)
        else {
            throw ValidationError("--size must look like 390x844, with width and height between 1 and 16384 points; got \"\(text)\"")
        }
        return Size(width: w, height: h)
    }

    /// A session of the scene in `registry`: the events file's header and `--set` values applied
    /// at t = 0, then every event of the events file appended.
    func makeSession(in registry: SceneRegistry) throws -> any SceneSessionProtocol {
        var header = EventsFileHeader()
        var parsed: [SceneEvent] = []
        if let events {
            let text = try CommandFiles.readText(events, what: "the events file")
            do {
                (header, parsed) = try EventsFile.parseDocument(text)
            } catch {
                throw CommandError("events file \(events): \(error.description)")
            }
        }
        if let scene, let recorded = header.scene, recorded != scene {
            throw CommandError("events file \(events ?? ""): it was recorded on scene \"\(recorded)\", not \"\(scene)\"; "
                               + "leave out the scene argument to replay it on its own scene")
        }
        guard let id = scene ?? header.scene else {
            throw CommandError("events file \(events ?? ""): its header names no scene; give the scene id before --at")
        }
        let viewport = try size.map(Self.parseSize) ?? header.viewport
        var session: any SceneSessionProtocol
        do {
            session = try registry.makeSession(id: id, seed: seed ?? header.seed, viewport: viewport)
        } catch {
            throw CommandError(error.description)
        }
        for event in header.parameterEvents {
            do {
                try session.append(event)
            } catch {
                throw CommandError("events file \(events ?? ""): header parameter: \(error.description)")
            }
        }
        for assignment in sets {
            do {
                try session.append(try Self.parseAssignment(assignment))
            } catch {
                throw CommandError("--set \(assignment): \(error)")
            }
        }
        guard let events else { return session }
        for (index, event) in parsed.enumerated() {
            do {
                try session.append(event)
            } catch {
                throw CommandError("events file \(events): event \(index) (t = \(JSONValue.format(event.time.seconds)), "
                                   + "\(EventsFile.typeName(of: event))): \(error.description)")
            }
        }
        return session
    }
}

