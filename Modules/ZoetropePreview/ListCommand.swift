import ArgumentParser
import Drawing
import Stage

/// `preview list`: the scenes of `App`.
struct ListCommand<App: PreviewApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: "List the scenes that can be previewed.",
            discussion: """
                Prints each scene's id (what the `serve`, `state` and `render` commands take), title \
                and one-line summary, with its actions and parameters. With --json, \
                prints {"scenes": [...]} with every scene's id, title, summary, viewport, actions, \
                parameters (type, range, default), seed and tick rate.
                """
        )
    }

    @Flag(name: .long, help: "Print the scene list as a JSON document.")
    var json = false

    func run() throws {
        print(try output(), terminator: "")
    }

    /// What the command prints (`preview mcp`'s `list_scenes` answers the same text).
    func output() throws -> String {
        let registry = try App.sceneRegistry()
        if json {
            return registry.listDocument.serialized(.pretty) + "\n"
        }
        var text = ""
        for info in registry.infos {
            text += "\(info.id)  \(info.title) — \(info.summary)\n"
            if !info.actions.isEmpty {
                text += "    actions: " + info.actions.map(\.name).joined(separator: ", ") + "\n"
            }
            for p in info.parameters {
                text += "    parameter \(p.name): \(Self.describe(p.kind)), default \(p.defaultValue) — \(p.summary)\n"
            }
        }
        return text
    }

    static func describe(_ kind: Parameter.Kind) -> String {
        switch kind {
        case .number(let range, _): return "number \(JSONValue.format(range.lowerBound))…\(JSONValue.format(range.upperBound))"
        case .integer(let range): return "integer \(range.lowerBound)…\(range.upperBound)"
        case .toggle: return "true or false"
        case .choice(let options): return "one of " + options.joined(separator: ", ")
        case .timingCurve(let y):
            return "timing curve {x1, y1, x2, y2}, x in 0…1, y in \(JSONValue.format(y.lowerBound))…\(JSONValue.format(y.upperBound))"
        case .spring: return "spring {duration, bounce} or {mass, stiffness, damping}"
        }
    }
}
