import ArgumentParser
import Drawing
import Foundation
import PreviewMCP
import Raster
import Stage

/// The tools `preview mcp` serves: the command line's `list --json`, `state`, `state --animations --json`, `render`,
/// `curve --json` and `spring --json`, for `App`'s scenes.
///
/// Each call turns its arguments into the command's own arguments (``ToolArguments``), parses
/// and checks them with the command's parser, and runs the command's own function for its
/// output: the answer is what the command prints, byte for byte, and a refusal is the command's
/// error message. The one file path a tool takes, `eventsFile`, must lie inside the package
/// (``PackageFolder``); the inline `events` list needs no file.
enum PreviewTools<App: PreviewApp> {
    /// Every tool, in the order `tools/list` gives them.
    static var all: [PreviewTool] { [listScenes, sceneState, animationTracks, renderFrame, sampleCurve, spring] }

    /// What every tool description that places things says about units and coordinates.
    static var conventions: String {
        """
        Units: seconds for times, points for lengths and positions (1 point = 1 CSS pixel; a PNG \
        has `scale` pixels per point), radians for angles. Coordinates: origin at the top-left \
        corner of the viewport, x to the right, y down.
        """
    }

    // MARK: list_scenes

    static var listScenes: PreviewTool {
        PreviewTool(
            name: "list_scenes",
            description: """
                List the scenes this preview runs, with their descriptions, viewports, actions and \
                parameters. Returns the JSON `preview list --json` prints: {"scenes": [{"id", \
                "title", "summary", "viewport": {"width", "height"} (points), "actions": [{"name", \
                …}], "parameters": [{"name", "type", "range", "default", …}], "seed", "tickRate" \
                (ticks per second)}]}. Use an id as `scene` in scene_state and render_frame, an \
                action name in an {"type": "action"} event, a parameter in `parameters`.
                """,
            inputSchema: schema([:], required: []),
            call: { arguments throws(PreviewToolError) in
                _ = try ToolArguments(tool: "list_scenes", arguments, allowed: [])
                return [.text(try run { try ListCommand<App>.parse(["--json"]).output() })]
            })
    }

    // MARK: scene_state, render_frame

    /// The arguments `scene_state` and `render_frame` share (the command line's SessionOptions).
    static var sessionProperties: [String: JSONValue] { [
        "scene": property("string", "The scene id (see list_scenes). Optional when eventsFile's header names the scene."),
        "at": property("number", "The scene time in seconds, 0…3600."),
        "events": [
            "type": "array",
            "items": ["type": "object"],
            "description": .string("""
                Input events replayed from t = 0, in time order (the events-file encoding, \
                docs/events.md): {"t": seconds, "type": "pointerDown" | "pointerMove" | "pointerUp" | \
                "pointerCancel", "id": integer, "x": points, "y": points} for a drag or tap; \
                {"t", "type": "wheel", "x", "y", "dx", "dy"} (points, positive dy scrolls down); \
                {"t", "type": "key", "key": "r"}; {"t", "type": "action", "name"}; {"t", "type": \
                "set", "name", "value"}; {"t", "type": "viewport", "width", "height"} (points). \
                Positions are in points from the viewport's top-left corner, y down. A frame at \
                time T sees the events with t ≤ T.
                """),
        ],
        "eventsFile": property("string", """
            An events file (docs/events.md) inside the package, as a path relative to the \
            package folder (the server's working directory): the command line's --events. Its \
            header may name the scene, seed, viewport and parameters. Not with `events`.
            """),
        "seed": [
            "type": ["integer", "string"],
            "description": "The random seed, 0…2⁶⁴−1 (a string of digits above 2⁵³); default: the scene's or the events file's.",
        ],
        "size": property("string", "The viewport size in points, \"WIDTHxHEIGHT\" (e.g. \"390x844\"), each 1…16384; default: the scene's."),
        "parameters": [
            "type": "object",
            "additionalProperties": ["type": ["number", "boolean", "string"]],
            "description": "Parameter values set at t = 0, by name (see list_scenes), applied in name order after the events file's header.",
        ],
    ] }

    static var sceneState: PreviewTool {
        PreviewTool(
            name: "scene_state",
            description: """
                A scene's semantic state at a time, after replaying an events list: the JSON \
                `preview state SCENE --at T` prints, {"scene", "time" (seconds), "viewport" \
                {"width", "height"} (points), "seed", "parameters", "eventsApplied", "state"} with \
                "state" the scene's own state (positions in points, angles in radians). \
                \(conventions)
                """,
            inputSchema: schema(sessionProperties, required: ["at"]),
            call: { arguments throws(PreviewToolError) in
                let args = try ToolArguments(tool: "scene_state", arguments, allowed: sessionProperties.keys.sorted())
                let (argv, inline) = try sessionArguments(args)
                return [.text(try run { try StateCommand<App>.output(SessionOptions.parse(argv), events: inline) })]
            })
    }

    static var renderFrame: PreviewTool {
        var properties = sessionProperties
        properties["format"] = [
            "type": "string", "enum": ["svg", "png", "json"],
            "description": "svg (default): an SVG document, viewBox in points; png: a PNG image drawn without a browser; json: the canonical frame JSON.",
        ]
        properties["scale"] = property("number", "Device pixels per point for png (default 1; 2 for a retina image). At most \(RasterLimits.maximumSide) pixels a side.")
        let allowed = properties.keys.sorted()
        return PreviewTool(
            name: "render_frame",
            description: """
                Render one frame of a scene at a time, after replaying an events list: as SVG text \
                (what `preview render SCENE --at T --format svg` prints), as a PNG image (what \
                `--format png --out` writes), or as canonical frame JSON. \(conventions)
                """,
            inputSchema: schema(properties, required: ["at"]),
            call: { arguments throws(PreviewToolError) in
                let args = try ToolArguments(tool: "render_frame", arguments, allowed: allowed)
                let (argv, inline) = try sessionArguments(args)
                let format = try args.string("format") ?? "svg"
                let scale = try args.number("scale")
                return [try run { () throws -> PreviewToolContent in
                    let parsed = try RenderFrameArguments.parse(["--format=\(format)"] + (scale.map { ["--scale=\($0)"] } ?? []) + argv)
                    var session = try parsed.options.makeSession(in: App.sceneRegistry(), events: inline)
                    let frame = session.frame(at: SceneTime(seconds: parsed.options.time))
                    guard parsed.frameOptions.format == .png else { return .text(parsed.frameOptions.text(of: frame)) }
                    do {
                        return .png(try PNGEncoder.data(parsed.frameOptions.rasterize(frame)))
                    } catch let error as RasterError {
                        throw CommandError(error.description)
                    }
                }]
            })
    }

    /// The command line's arguments for the session options in `args`, and the inline events
    /// document if the call gives an events list.
    static func sessionArguments(_ args: ToolArguments) throws(PreviewToolError) -> ([String], EventsDocument?) {
        var argv: [String] = []
        if let at = try args.number("at") { argv.append("--at=\(at)") }
        if let size = try args.string("size") { argv.append("--size=\(size)") }
        if let seed = try args.seed("seed") { argv.append("--seed=\(seed)") }
        if let parameters = try args.object("parameters") {
            for name in parameters.keys.sorted() {
                argv.append("--set=\(name)=\(parameters[name]!.serialized(.compact))")
            }
        }
        let file = try args.string("eventsFile")
        var inline: EventsDocument?
        if let events = args.value("events") {
            guard case .array = events else {
                throw PreviewToolError("\(args.tool): the argument \"events\" must be an array of event objects, not \(ToolArguments.describe(events))")
            }
            guard file == nil else {
                throw PreviewToolError("\(args.tool): give either events or eventsFile, not both")
            }
            inline = EventsDocument(name: "events", text: JSONValue.object(["events": events]).serialized(.compact))
        }
        if let file {
            argv.append("--events=\(try PackageFolder.current.checkedEventsPath(file))")
        } else if inline != nil, try args.string("scene") == nil {
            throw PreviewToolError("\(args.tool): with an events list, name the scene (see list_scenes)")
        }
        if let scene = try args.string("scene") { argv += ["--", scene] }
        return (argv, inline)
    }

    /// `render_frame`'s arguments as the command line's: `preview render`'s options without
    /// `--out` (the image travels in the answer).
    struct RenderFrameArguments: ParsableArguments {
        @OptionGroup var options: SessionOptions
        @OptionGroup var frameOptions: FrameFormatOptions
    }

    // MARK: sample_curve, spring

    static var sampleCurve: PreviewTool {
        let properties: [String: JSONValue] = [
            "expression": property("string", "The animation as SwiftUI source, e.g. \".easeInOut(duration: 0.35)\", \".spring(response: 0.4, dampingFraction: 0.6)\", \".bouncy\", \".timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2)\"."),
            "times": ["type": "array", "items": ["type": "number"], "description": "Sample times in seconds. Not with start/end/step."],
            "start": property("number", "First sample time in seconds (default 0)."),
            "end": property("number", "Last sample time in seconds (default: when every animation has finished, at most 10)."),
            "step": property("number", "Seconds between samples (default 1/60)."),
            "retargets": [
                "type": "array", "items": ["type": "string"],
                "description": "Changes of the value: \"T=VALUE\" or \"T=VALUE with EXPR\" (seconds; 'with nil' jumps), e.g. \"0.2=0.5 with .easeIn(duration: 0.3)\".",
            ],
        ]
        return PreviewTool(
            name: "sample_curve",
            description: """
                Sample a SwiftUI animation that moves a value from 0 to 1 at t = 0 (and to each \
                retarget's value at its time): the JSON `preview curve EXPR --json` prints, \
                {"animation", "samples": [{"t" (seconds), "value", "velocity" (value units per \
                second)}]}. At most 100000 samples.
                """,
            inputSchema: schema(properties, required: ["expression"]),
            call: { arguments throws(PreviewToolError) in
                let args = try ToolArguments(tool: "sample_curve", arguments, allowed: properties.keys.sorted())
                var argv = ["--json"]
                if let times = try args.array("times", of: "number", { $0.doubleValue.map(JSONValue.format) }) {
                    argv.append("--times=" + times.joined(separator: ","))
                }
                for name in ["start", "end", "step"] {
                    if let value = try args.number(name) { argv.append("--\(name)=\(value)") }
                }
                for retarget in try args.array("retargets", of: "string", \.stringValue) ?? [] {
                    argv.append("--retarget=\(retarget)")
                }
                if let expression = try args.string("expression") { argv += ["--", expression] }
                return [.text(try run { try CurveCommand.parse(argv).output() })]
            })
    }

    static var spring: PreviewTool {
        let properties: [String: JSONValue] = [
            "spring": property("string", "Any Spring initialiser's arguments (\"duration: 0.5, bounce: 0.3\", \"response: 0.4, dampingRatio: 0.6\", \"mass: 1, stiffness: 100, damping: 10\"), a whole \"Spring(…)\" or a preset (\"smooth\", \"snappy\", \"bouncy\"). Default: Spring()."),
        ]
        return PreviewTool(
            name: "spring",
            description: """
                Every parameter of a SwiftUI Spring: the JSON `preview spring SPRING --json` \
                prints, {"mass", "stiffness", "damping", "response" (seconds), "dampingRatio", \
                "duration" (seconds), "bounce", "settlingDuration" (seconds)}. Out-of-range values \
                are refused with the allowed range.
                """,
            inputSchema: schema(properties, required: []),
            call: { arguments throws(PreviewToolError) in
                let args = try ToolArguments(tool: "spring", arguments, allowed: properties.keys.sorted())
                var argv = ["--json"]
                if let spring = try args.string("spring") { argv += ["--", spring] }
                return [.text(try run { try SpringCommand.parse(argv).output() })]
            })
    }

    // MARK: Helpers

    /// Runs `body`, turning any error into the message the command line prints after `Error: `.
    static func run<T>(_ body: () throws -> T) throws(PreviewToolError) -> T {
        do {
            return try body()
        } catch {
            throw PreviewToolError(PreviewCommand<App>.message(for: error))
        }
    }

    static func property(_ type: String, _ description: String) -> JSONValue {
        ["type": .string(type), "description": .string(description)]
    }

    static func schema(_ properties: [String: JSONValue], required: [String]) -> JSONValue {
        ["type": "object", "properties": .object(properties), "required": .array(required.map(JSONValue.string)),
         "additionalProperties": false]
    }
}
