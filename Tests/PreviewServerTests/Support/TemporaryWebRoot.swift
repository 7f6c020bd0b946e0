import Foundation

/// A throw-away web root for tests:
///
/// ```
/// <base>/secret.txt                 outside the root
/// <base>/web/index.html, app.js, style.css, data.json, icon.svg, README
/// <base>/web/sub/page.html
/// <base>/web/.hidden
/// <base>/web/link-out.txt  -> ../secret.txt       (symlink leaving the root)
/// <base>/web/dir-out       -> ..                  (symlink to a folder outside)
/// <base>/web/abs-out       -> /etc/hostname       (absolute symlink)
/// <base>/web/link-in.js    -> app.js              (symlink inside the root)
/// ```
final class TemporaryWebRoot: Sendable {
    let base: URL
    var web: URL { base.appendingPathComponent("web") }

    static let files: [String: String] = [
        "index.html": "<!doctype html><title>t</title>",
        "app.js": "export const a = 1;\n",
        "style.css": "body{}",
        "data.json": "{}",
        "icon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
        "README": "plain",
        "sub/page.html": "<p>sub</p>",
        "sub/index.html": "<p>sub index</p>",
        ".hidden": "hidden",
    ]

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-web-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: web.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "top secret".write(to: base.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        for (name, text) in Self.files {
            try text.write(to: web.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try manager.createSymbolicLink(atPath: web.appendingPathComponent("link-out.txt").path, withDestinationPath: "../secret.txt")
        try manager.createSymbolicLink(atPath: web.appendingPathComponent("dir-out").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: web.appendingPathComponent("abs-out").path, withDestinationPath: "/etc/hostname")
        try manager.createSymbolicLink(atPath: web.appendingPathComponent("link-in.js").path, withDestinationPath: "app.js")
    }

    deinit {
        try? FileManager.default.removeItem(at: base)
    }
}
