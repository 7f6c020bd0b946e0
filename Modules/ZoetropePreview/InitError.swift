/// Why `preview init` wrote nothing.
enum InitError: Error, Equatable, CustomStringConvertible {
    /// NAME (or the folder's name) is not a valid Swift identifier.
    case invalidName(String, suggestion: String)
    /// NAME is the name of a target of Zoetrope or of a dependency.
    case takenName(String)
    /// No NAME was given and the folder's name is not a valid identifier.
    case folderNameNotAnIdentifier(folder: String, suggestion: String)
    /// The target folder has files in it (`entries`: some of their names).
    case folderNotEmpty(String, entries: [String])
    /// The target path exists and is a file.
    case notAFolder(String)
    /// `--zoetrope-path` is not a Zoetrope checkout.
    case notZoetrope(String)
    /// A file `preview init` copies or reads could not be read from the Zoetrope checkout.
    case missingTemplate(String)
    /// Creating a folder or writing a file failed.
    case cannotWrite(String, reason: String)

    var description: String {
        switch self {
        case .invalidName(let name, let suggestion):
            return "NAME \"\(name)\" is not a valid Swift identifier (letters, digits and _, not starting with a digit, "
                + "not a keyword); it names the package's scenes module. Try \(suggestion)"
        case .takenName(let name):
            return "NAME \"\(name)\" is already the name of a target in the new package's graph (Zoetrope's or a dependency's), "
                + "and SwiftPM wants target names unique across a package graph; choose another, e.g. \(name)Scenes"
        case .folderNameNotAnIdentifier(let folder, let suggestion):
            return "the folder name \"\(folder)\" is not a valid Swift identifier for the package's module; "
                + "pass NAME, e.g. `preview init \(suggestion)`"
        case .folderNotEmpty(let path, let entries):
            let shown = entries.prefix(5).joined(separator: ", ") + (entries.count > 5 ? ", …" : "")
            return "\(path) is not empty (it has \(shown)); preview init writes only into an empty or new folder, "
                + "so it never overwrites a file; choose another --path"
        case .notAFolder(let path):
            return "\(path) is a file, not a folder; choose another --path"
        case .notZoetrope(let path):
            return "--zoetrope-path \(path) is not a Zoetrope checkout (no Package.swift with Modules/ZoetropePreview); "
                + "give the folder of Zoetrope's clone"
        case .missingTemplate(let path):
            return "cannot read \(path) from the Zoetrope checkout this tool was built from; "
                + "build preview from a complete checkout"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
