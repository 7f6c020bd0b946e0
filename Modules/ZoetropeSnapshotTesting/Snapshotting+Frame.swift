import Drawing
import SnapshotTesting

extension Snapshotting where Value == Frame, Format == String {
    /// A frame as its canonical JSON (`Frame.canonicalJSON()`: sorted keys, numbers with fixed
    /// decimals, one drawing operation per line), compared line by line; references end in
    /// `.json`.
    ///
    ///     assertSnapshot(of: session.frame(at: 0.5), as: .canonicalJSON)
    public static var canonicalJSON: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (frame: Frame) in frame.canonicalJSON() }
        strategy.pathExtension = "json"
        return strategy
    }

    /// A frame as an SVG document (`Frame.svgDocument()`), compared line by line; references end
    /// in `.svg` and open in any browser.
    public static var svg: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (frame: Frame) in frame.svgDocument() }
        strategy.pathExtension = "svg"
        return strategy
    }
}
