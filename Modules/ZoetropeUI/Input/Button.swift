/// A control that runs an action when tapped (SwiftUI's `Button`), drawn as its label in the
/// accent colour.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    /// A button with `label` that runs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: some View {
        label
            .transformEnvironment(\.foregroundColor) { $0 = $0 ?? .accentColor }
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
    }
}

extension Button where Label == Text {
    /// A button titled `title` that runs `action`.
    public init(_ title: String, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
    }
}
