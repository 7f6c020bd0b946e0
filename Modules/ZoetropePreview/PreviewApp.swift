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
public protocol PreviewApp {
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
        await PreviewCommand<Self>.main()
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
