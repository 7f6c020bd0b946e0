import Foundation
import Testing
import ZoetropeUI

/// Hosts views for the layout conformance tests: `Probe` names the root `Probe` in every path.
struct Probe<Content: View>: View {
    let content: Content
    init(@ViewBuilder _ content: () -> Content) { self.content = content() }
    var body: some View { content }
}

/// The frames of `content` laid out in a viewport of `size` (the root proposes the viewport and
/// centres the view in it, as a hosting view does), by path below `Probe/`.
func layout<Content: View>(_ size: CGSize = CGSize(width: 400, height: 400), @ViewBuilder _ content: () -> Content) -> LayoutResult {
    let host = ViewHost(Probe(content), viewport: size)
    return LayoutResult(frames: host.frames, diagnostics: host.diagnostics.map(\.description))
}

struct LayoutResult: CustomStringConvertible {
    let frames: [String: CGRect]
    let diagnostics: [String]

    /// The frame at `path` below `Probe/` ("" for the root view's own node).
    subscript(_ path: String) -> CGRect? { frames[path.isEmpty || path.hasPrefix("#") ? "Probe" + path : "Probe/" + path] }

    var description: String {
        frames.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// Whether two frames agree within `tolerance` points in every coordinate.
func close(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 0.001) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
