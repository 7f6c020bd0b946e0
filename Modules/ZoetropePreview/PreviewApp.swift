import ArgumentParser
import Foundation
import Stage

/// A package's own `preview` command line: conform a `@main` type, list your scene types, and
/// the executable gets every `preview` subcommand (`serve`, `list`, `state`, `render`, `curve`,
/// `spring`, `init`) for those scenes.
///
///     import Stage
///     import ZoetropePreview
///
///     @main
///     struct Previews: PreviewApp {
///         static let scenes: [any Scene.Type] = [OrbitScene.self]
///     }
///
/// `swift run Previews serve` then starts the live preview of `OrbitScene`. Zoetrope's own
/// `preview` executable is exactly this, listing the built-in scenes.
///
/// At start-up the list is checked before any argument is read: an empty list, an id that is
/// not lowercase letters, digits and hyphens, or two types with one id print an error naming the
/// types and exit with status 1.
///
/// The type is `SendableMetatype`: `preview mcp` answers tool calls concurrently, each reading
/// ``scenes``.
public protocol PreviewApp: SendableMetatype {
    /// The scenes this executable previews, in the order `list` and the page show them.
    static var scenes: [any Scene.Type] { get }
}

extension PreviewApp {
    /// Checks ``scenes`` and runs the command line with the process's arguments.
    public static func main() async {
        do {
            _ = try sceneRegistry()
        } catch {
            FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
            exit(1)
        }
        if let message = unknownCommandMessage(Array(CommandLine.arguments.dropFirst())) {
            FileHandle.standardError.write(Data("Error: \(message)\nSee '\(PreviewCommand<Self>.executableName) --help'.\n".utf8))
            exit(64)  // EX_USAGE, as ArgumentParser exits for other usage errors
        }
        await PreviewCommand<Self>.main()
    }

    /// The error for a first argument that names no subcommand ("did you mean …?"), or nil.
    /// ArgumentParser suggests only option names, not subcommands.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let subcommands = PreviewCommand<Self>.configuration.subcommands
        guard !subcommands.contains(where: { $0._commandName == first }), first != "help" else { return nil }
        let visible = subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
        return CommandSuggestion.message(for: first, among: visible)
    }

    /// ``scenes`` as a checked registry.
    ///
    /// - Throws: ``PreviewAppError`` when the list is empty or a `SceneRegistryError` describes
    ///   its mistake.
    static func sceneRegistry() throws(PreviewAppError) -> SceneRegistry {
        guard !scenes.isEmpty else { throw .noScenes(app: String(reflecting: Self.self)) }
        do {
            return try SceneRegistry(validating: scenes)
        } catch {
            throw .invalidSceneList(error)
        }
    }
}
