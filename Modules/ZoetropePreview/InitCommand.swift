import ArgumentParser
import Foundation
import Stage
import ZoetropeStarter

/// `preview init [NAME] [--path DIR]`: a new package that previews and tests its own scenes.
struct InitCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "init",
            abstract: "Create a package that previews and tests its own scenes.",
            discussion: """
                Writes into DIR (default: the current folder), which must be empty or new — init \
                never overwrites a file: Package.swift (depending on Zoetrope \(ZoetropeVersion.current), or on \
                a local checkout with --zoetrope-path), Sources/NAME/OrbitScene.swift (an example \
                scene), Sources/Previews/Previews.swift (the preview executable listing the scenes), \
                Tests/NAMETests (a scene test and a frame snapshot test with its reference) and a README.

                NAME (default: DIR's folder name) names the package and its scenes module; it must \
                be a Swift identifier. Then: cd DIR && swift run Previews serve, and swift test.
                """
        )
    }

    @Argument(help: "The package and scenes-module name, a Swift identifier (default: the folder's name).")
    var name: String?

    @Option(help: ArgumentHelp("The folder to create the package in (default: the current folder).", valueName: "dir"))
    var path: String?

    @Option(name: .customLong("zoetrope-path"),
            help: ArgumentHelp("Depend on the Zoetrope checkout in this folder instead of a released version.", valueName: "dir"))
    var zoetropePath: String?

    func run() throws {
        let folder = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        let template = try makeTemplate(folder: folder)
        try Self.checkEmpty(folder)
        for file in template.files {
            try Self.write(file.contents, to: folder.appendingPathComponent(file.path))
        }
        let shown = folder.path
        print("""
            Created the package \(template.name) in \(shown):
            \(template.files.map { "  " + $0.path }.joined(separator: "\n"))

            Next:
              cd \(shown)
              swift run Previews serve     # the live preview of OrbitScene
              swift test                   # its scene test and frame snapshot test
            """)
    }

    /// The files for `folder`, with every argument checked; writes nothing.
    func makeTemplate(folder: URL) throws(InitError) -> PackageTemplate {
        let root = ZoetropeCheckout.root()
        let taken = ZoetropeCheckout.targetNames(inManifest: try Self.read(root + "/Package.swift"))
        let packageName: PackageName
        if let name {
            packageName = try PackageName(name, taken: taken)
        } else {
            let folderName = folder.lastPathComponent
            do {
                packageName = try PackageName(folderName, taken: taken)
            } catch {
                throw .folderNameNotAnIdentifier(folder: folderName, suggestion: PackageName.suggestion(for: folderName))
            }
        }
        let dependency: PackageTemplate.Dependency
        if let zoetropePath {
            let url = URL(fileURLWithPath: zoetropePath).standardizedFileURL
            let manifest = url.appendingPathComponent("Package.swift").path
            let library = url.appendingPathComponent("Modules/ZoetropePreview").path
            guard FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: library) else {
                throw .notZoetrope(zoetropePath)
            }
            dependency = .path(url.path)
        } else {
            dependency = .version(ZoetropeVersion.current, url: ZoetropeVersion.repositoryURL)
        }
        return PackageTemplate(
            name: packageName, dependency: dependency, sceneSource: try Self.read(root + "/" + ZoetropeCheckout.exampleScenePath),
            snapshotReference: Self.exampleReference())
    }

    /// The text of a file of the Zoetrope checkout.
    static func read(_ path: String) throws(InitError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw .missingTemplate(path) }
        return String(decoding: data, as: UTF8.self)
    }

    /// What the generated snapshot test records: OrbitScene's frame at 0.5 s as canonical JSON,
    /// computed by the compiled copy of the very file the package gets.
    static func exampleReference() -> String {
        do {
            var session = try SceneSession<OrbitScene>()
            return session.frame(at: 0.5).canonicalJSON()
        } catch {
            preconditionFailure("the example scene's default viewport is valid: \(error)")
        }
    }

    /// Refuses a folder that has anything but a `.git` in it, or a path that is a file.
    static func checkEmpty(_ folder: URL) throws(InitError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw .notAFolder(folder.path) }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .cannotWrite(folder.path, reason: error.localizedDescription)
        }
        let present = entries.filter { $0 != ".git" }.sorted()
        guard present.isEmpty else { throw .folderNotEmpty(folder.path, entries: present) }
    }

    /// Writes one new file, creating its folders; fails rather than replace an existing file.
    static func write(_ text: String, to url: URL) throws(InitError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            throw .cannotWrite(url.path, reason: error.localizedDescription)
        }
    }
}
