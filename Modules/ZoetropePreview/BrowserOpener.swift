import Foundation

/// `preview serve --open`: shows the page in the desktop's browser.
enum BrowserOpener {
    /// Opens `url` with the desktop's opener (`xdg-open`); failures are reported, not fatal.
    static func open(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 {
                FileHandle.standardError.write(Data("warning: could not open a browser (xdg-open failed); open \(url) yourself.\n".utf8))
            }
        }
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("warning: could not open a browser (\(error)); open \(url) yourself.\n".utf8))
        }
    }
}
