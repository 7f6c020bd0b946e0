import Drawing

/// The constants of pull-to-refresh.md D.1 and the scene's colours.
enum EventDetailsStyle {
    /// Spacing S, M, L: 8, 16, 24 points.
    static let spacingS = 8.0, spacingM = 16.0, spacingL = 24.0
    /// The corner radius of chips, the expanded header and the big button: 24 points.
    static let cornersRadius = 24.0
    /// Icon sizes S and L: 16 and 24 points.
    static let iconSizeS = 16.0, iconSizeL = 24.0
    /// The header's full and minimum heights: 220 and 120 points.
    static let headerHeight = 220.0, minHeaderHeight = 120.0
    /// The offset below which the details collapse: −80 points.
    static let minHeaderOffset = -80.0
    /// The floating button's width: 110 points (48 tall).
    static let floatingButtonWidth = 110.0, floatingButtonHeight = 48.0
    /// The accent orange, #FA8128.
    static let accent = Color(hex: 0xFA8128)
    /// A chip's idle fill, #F2F2F7.
    static let chipIdle = Color(hex: 0xF2F2F7)
    /// Soft shadows: black at alpha 0.25, 2 points of blur.
    static let shadow = Color(hex: 0x000000, opacity: 0.25)
    /// The list's header band height (B.3): 96 points.
    static let listHeaderHeight = 96.0
}
