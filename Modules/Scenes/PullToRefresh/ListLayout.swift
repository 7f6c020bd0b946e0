/// The event list's geometry (pull-to-refresh.md B.3) [reconstructed from the starter project].
///
/// Card i (0-based, display order) has its top at `L + O + inset + i·pitch`, where L is the
/// content origin and O the animated list offset; it spans x = inset … W − inset.
package enum ListLayout {
    /// Left, right and top inset of each card (16).
    package static let inset = 16.0
    /// Distance between the tops of consecutive cards (214: 198 + 16).
    package static let pitch = 214.0
    /// A card's height (198).
    package static let cardHeight = 198.0
    /// The height of a card's coloured image band (100).
    package static let bandHeight = 100.0
    /// A card's corner radius (10).
    static let cornerRadius = 10.0
    /// The card border's width (1.5).
    static let borderWidth = 1.5

    /// The top of card `index` for content origin `origin` and list offset `listOffset`.
    static func top(ofCard index: Int, origin: Double, listOffset: Double) -> Double {
        origin + listOffset + inset + Double(index) * pitch
    }

    /// How far `count` cards can be scrolled in a viewport `height` points tall below a header
    /// of `headerHeight`: `max(0, (16 + n·214) − (H − L0))`.
    static func maxScroll(cardCount count: Int, height: Double, headerHeight: Double) -> Double {
        Swift.max(0, (inset + Double(count) * pitch) - (height - headerHeight))
    }

    /// The indices of the cards that overlap the vertical band 0 ..< `height` (culling).
    static func visibleCards(count: Int, origin: Double, listOffset: Double, height: Double) -> Range<Int> {
        guard count > 0, origin.isFinite, listOffset.isFinite else { return 0..<0 }
        let first = origin + listOffset + inset
        // Card i is visible when first + i·pitch < height and first + i·pitch + cardHeight > 0.
        let lower = Swift.max(0, ((-cardHeight - first) / pitch).rounded(.down) + 1)
        let upper = Swift.min(Double(count), ((height - first) / pitch).rounded(.up))
        guard lower < upper else { return 0..<0 }
        return Int(lower)..<Int(upper)
    }
}
