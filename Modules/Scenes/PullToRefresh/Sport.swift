import Drawing

/// The sports of the event list, with the colour of a card's image band and its label
/// (pull-to-refresh.md B.3).
public enum Sport: String, Hashable, Sendable, CaseIterable {
    /// Football: band #3A7D44, "Football 🏈".
    case football
    /// Basketball: band #C8553D, "Basketball 🏀".
    case basketball
    /// Ice hockey: band #5DA9E9, "Ice Hockey 🏒".
    case iceHockey
    /// Baseball: band #8D6A9F, "Baseball ⚾".
    case baseball
    /// Tennis: band #B5BD2E, "Tennis 🎾".
    case tennis

    /// The image band's fill.
    public var color: Color {
        switch self {
        case .football: Color(hex: 0x3A7D44)
        case .basketball: Color(hex: 0xC8553D)
        case .iceHockey: Color(hex: 0x5DA9E9)
        case .baseball: Color(hex: 0x8D6A9F)
        case .tennis: Color(hex: 0xB5BD2E)
        }
    }

    /// The label in the band's bottom-left corner, e.g. "Ice Hockey 🏒".
    public var label: String {
        switch self {
        case .football: "Football 🏈"
        case .basketball: "Basketball 🏀"
        case .iceHockey: "Ice Hockey 🏒"
        case .baseball: "Baseball ⚾"
        case .tennis: "Tennis 🎾"
        }
    }
}
