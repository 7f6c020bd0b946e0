import Drawing
import Foundation
import Geometry
import Testing

/// Every scene at its key moments, 360, 390 and 1400 points wide, through the layout lint
/// (issue #42): frames go through their canonical JSON form first, as a snapshot would store
/// them. `ZOETROPE_LINT_LIST=1` prints every finding (also when the test passes);
/// `ZOETROPE_LINT_DUMP="timer @ 390 list"` prints that frame's draws with their boxes.
@Suite("Layout lint")
struct LayoutLintTests {
    static let cases: [String] = LintedScenes.all.flatMap { scene in
        LintedScenes.viewports.map { "\(scene.id) @ \(Int($0.width))" }
    }

    @Test("no text past the viewport, its clip or its container, no text over text, nothing left partly inside at rest",
          .bug(id: 42), arguments: cases)
    func scene(_ label: String) throws {
        let parts = label.split(separator: " @ ")
        let scene = try #require(LintedScenes.all.first { $0.id == parts[0] })
        let viewport = try #require(LintedScenes.viewports.first { Int($0.width) == Int(parts[1]) })
        let lint = LayoutLint()
        var lines: [String] = []
        for moment in scene.moments {
            let drawn = try scene.frame(moment, viewport)
            let frame = try Frame(canonicalJSON: drawn.canonicalJSON())
            if let dump = ProcessInfo.processInfo.environment["ZOETROPE_LINT_DUMP"], dump == "\(label) \(moment.name)" {
                for d in try lint.draws(of: frame) {
                    let b = d.box.bounds, c = d.box.clip
                    print("\(d.box.operationIndex) \(d.label): \(f(b.minX))…\(f(b.maxX)) × \(f(b.minY))…\(f(b.maxY))"
                        + (c.width < 1e8 ? " clip \(f(c.minX))…\(f(c.maxX)) × \(f(c.minY))…\(f(c.maxY))" : "")
                        + (d.box.opacity < 1 ? " α \(f(d.box.opacity))" : "") + (d.isOpaque ? " opaque" : ""))
                }
            }
            for finding in try lint.findings(in: frame, atRest: moment.atRest, exemptions: scene.exemptions) {
                lines.append("\(label) \(moment.name): \(finding)")
            }
        }
        if ProcessInfo.processInfo.environment["ZOETROPE_LINT_LIST"] == "1" {
            print(lines.isEmpty ? "\(label): clean" : lines.joined(separator: "\n"))
        }
        for line in lines { Issue.record(Comment(rawValue: line)) }
    }
}
