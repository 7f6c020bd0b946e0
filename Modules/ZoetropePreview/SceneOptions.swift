import ArgumentParser
import Drawing
import Geometry
import Stage

/// The options `preview state`, `render` and `record` share: which scene, at what size, with
/// which events, parameters and seed. Validates them and builds the session.
///
/// An events file's header (scene, seed, viewport, parameters; docs/events.md) applies unless the
/// command line says otherwise: `--seed` and `--size` replace the header's, `--set` values are
/// applied after the header's parameters, and a SCENE argument must match the header's scene.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene id (see the `list` command); optional when the events file's header names it.")
    var scene: String?

    @Option(help: ArgumentHelp("Viewport size in points, e.g. 390x844 (default: the scene's).", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("A JSON events file to replay (see docs/events.md).", valueName: "FILE"))
    var events: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Random seed (default: the scene's).", valueName: "N"))
    var seed: UInt64?

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Set a parameter at time 0, e.g. --set ballSize=40 or --set 'listSpring={\"duration\":0.5,\"bounce\":0.3}' "
        + "(repeatable; values are JSON, or text).", valueName: "NAME=VALUE"))
    var parameters: [String] = []

    func validate() throws {
        if let size { _ = try Self.parseSize(size) }
        for p in parameters { _ = try Self.parseParameter(p) }
        if scene == nil && events == nil {
            throw ValidationError("name the scene (see the `list` command), or give an events file whose header names it")
        }
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

    /// Parses `NAME=VALUE` (the value as JSON — a number, true/false, a quoted string, a timing
    /// curve `{"x1":0.42,"y1":0,"x2":0.58,"y2":1}` or a spring `{"duration":0.5,"bounce":0.3}` /
    /// `{"mass":1,"stiffness":80,"damping":4}` — or else as plain text) into a `set` event at time 0.
    static func parseParameter(_ text: String) throws -> SceneEvent {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw ValidationError("--set must look like NAME=VALUE, e.g. --set ballSize=40; got \"\(text)\"")
        }
        let name = String(text[..<equals])
        let raw = String(text[text.index(after: equals)...])
        if let json = try? JSONValue.parse(raw) {
            if let value = ParameterValue(json: json) { return .set(name: name, value: value, time: .zero) }
            if case .object = json {
                throw ValidationError("--set \(name): an object must be \(ParameterValue.jsonForms); got \(raw)")
            }
        }
        return .set(name: name, value: .string(raw), time: .zero)
    }

    /// A session of the scene in `registry`: the events file's header and the `--set` values
    /// applied at time 0, then every event of the events file appended.
    ///
    /// - Parameter inline: An events document given as text instead of the `--events` file
    ///   (`preview mcp`'s events list); when given, `events` is not read.
    func makeSession(in registry: SceneRegistry, events inline: EventsDocument? = nil) throws -> any SceneSessionProtocol {
        var header = EventsFileHeader()
        var parsed: [SceneEvent] = []
        let document = try inline ?? events.map {
            EventsDocument(name: "events file \($0)", text: try CommandFiles.readText($0, what: "the events file"))
        }
        let name = document?.name ?? "events file"
        if let document {
            do {
                (header, parsed) = try EventsFile.parseDocument(document.text)
            } catch {
                throw CommandError("\(name): \(error.description)")
            }
        }
        if let scene, let recorded = header.scene, recorded != scene {
            throw CommandError("\(name): it was recorded on scene \"\(recorded)\", not \"\(scene)\"; "
                               + "leave out the scene argument to replay it on its own scene")
        }
        guard let id = scene ?? header.scene else {
            throw CommandError("\(name): its header names no scene; give the scene id")
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
                throw CommandError("\(name): header parameter: \(error.description)")
            }
        }
        for text in parameters {
            let event = try Self.parseParameter(text)
            do {
                try session.append(event)
            } catch {
                throw CommandError("--set \(text): \(error.description)")
            }
        }
        for (index, event) in parsed.enumerated() {
            do {
                try session.append(event)
            } catch {
                throw CommandError("\(name): event \(index) (t = \(JSONValue.format(event.time.seconds)), "
                                   + "\(EventsFile.typeName(of: event))): \(error.description)")
            }
        }
        return session
    }
}

