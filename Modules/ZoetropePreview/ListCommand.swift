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
                Prints each scene's id (what `preview serve`, `preview state` and `preview render` \
                take), title and one-line summary, with its actions and parameters. With --json, \
                prints {"scenes": [...]} with every scene's id, title, summary, viewport, actions, \
                parameters (type, range, default), seed and tick rate.
                """
        )
    }

    @Flag(name: .long, help: "Print the scene list as a JSON document.")
    var json = false

    func run() throws {
        let registry = try App.sceneRegistry()
        if json {
            print(registry.listDocument.serialized(.pretty))
            return
        }
        for info in registry.infos {
            print("\(info.id)  \(info.title) — \(info.summary)")
            if !info.actions.isEmpty {
                print("    actions: " + info.actions.map(\.name).joined(separator: ", "))
            }
            for p in info.parameters {
                print("    parameter \(p.name): \(Self.describe(p.kind)), default \(p.defaultValue) — \(p.summary)")
            }
        }
    }

    static func describe(_ kind: Parameter.Kind) -> String {
        switch kind {
        case .number(let range, _): return "number \(JSONValue.format(range.lowerBound))…\(JSONValue.format(range.upperBound))"
        case .integer(let range): return "integer \(range.lowerBound)…\(range.upperBound)"
        case .toggle: return "true or false"
        case .choice(let options): return "one of " + options.joined(separator: ", ")
        }
    }
}
