import Foundation
import Geometry

/// A view to preview (SwiftUI's `PreviewProvider`), listed in a `PreviewApp` beside scenes with
/// one line, `MyView_Previews.scene`:
///
///     struct Ball_Previews: PreviewProvider {
///         static var previews: some View { Ball() }
///     }
///
///     // Previews.swift
///     static let scenes: [any Scene.Type] = [OrbitScene.self, Ball_Previews.scene]
///
/// The preview's id (`preview render ball …`) and title come from the type's name without its
/// `_Previews`/`Previews`/`Preview` suffix ("Ball_Previews" → `ball`, "Ball"); give
/// `previewID`, `previewTitle`, `previewSummary` or `previewViewport` to choose them.
public protocol PreviewProvider {
    /// The previewed view's type.
    associatedtype Previews: View
    /// The view to preview (built anew for every frame and event; its state is kept by identity).
    @ViewBuilder static var previews: Previews { get }
    /// The id commands and the page use (lowercase letters, digits, hyphens).
    static var previewID: String { get }
    /// The title the page shows.
    static var previewTitle: String { get }
    /// One line saying what the preview shows.
    static var previewSummary: String { get }
    /// The viewport the preview starts with, in points (default 390 × 844, a phone in portrait).
    static var previewViewport: CGSize { get }
}

extension PreviewProvider {
    /// The type name without its preview suffix ("JumpingBall_Previews" → "JumpingBall").
    static var previewBaseName: String {
        var name = String(describing: Self.self)
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    public static var previewID: String { PreviewNaming.kebabCase(previewBaseName) }
    public static var previewTitle: String { PreviewNaming.words(previewBaseName) }
    public static var previewSummary: String { "The \(previewTitle) view." }
    public static var previewViewport: CGSize { CGSize(width: 390, height: 844) }
}

/// Names derived from type names.
enum PreviewNaming {
    /// "JumpingBall" → "jumping-ball", "ABCView" → "abc-view".
    static func kebabCase(_ name: String) -> String {
        let words = split(name)
        let id = words.map { $0.lowercased() }.joined(separator: "-")
        return String(id.unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
    }

    /// "JumpingBall" → "Jumping ball".
    static func words(_ name: String) -> String {
        let ws = split(name)
        guard let first = ws.first else { return name }
        return ([first] + ws.dropFirst().map { $0.count > 1 && $0.uppercased() == $0 ? $0 : $0.lowercased() }).joined(separator: " ")
    }

    private static func split(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let chars = Array(name)
        for (i, c) in chars.enumerated() {
            if c == "_" || c == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            if c.isUppercase, !current.isEmpty,
               !(current.last?.isUppercase ?? false) || (next?.isLowercase ?? false) {
                words.append(current)
                current = ""
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
