import Drawing

/// A named action of a scene: a button on the page ("Animate!", "Start", "Reset") and an
/// `{"type": "action", "name": …}` event.
public struct SceneAction: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name events use; also the button's label.
    public var name: String
    /// One line saying what it does (may be empty).
    public var summary: String

    /// An action named `name`.
    public init(_ name: String, summary: String = "") {
        self.name = name
        self.summary = summary
    }

    /// An action written as its name.
    public init(stringLiteral value: String) { self.init(value) }

    /// `{"name": …, "summary": …}`.
    public var json: JSONValue { ["name": .string(name), "summary": .string(summary)] }
}
