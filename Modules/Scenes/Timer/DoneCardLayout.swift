import Drawing
import Geometry

/// The done overlay's card (timer.md §4.4, chosen layout): centred, width min(W − 32, 340),
/// padding 20, 10 points between rows: the title (34, wrapped), the message (17, wrapped),
/// "Rate Your Brew" (17), five 28-point stars and the "Save Rating" button (17).
public struct DoneCardLayout: Sendable {
    /// The title's and message's fonts.
    public static let titleFont = Font(size: 34), bodyFont = Font(size: 17)
    /// Line heights: 41 for the title, 22 for body text; the stars' row is 34 high.
    static let titleLine = 41.0, bodyLine = 22.0, starRow = 34.0

    /// The card.
    public var card: Rect
    /// The title's lines and their centre y.
    public var titleLines: [(text: String, y: Double)]
    /// The message's lines and their centre y.
    public var messageLines: [(text: String, y: Double)]
    /// "Rate Your Brew"'s centre y.
    public var rateY: Double
    /// The stars row's centre y.
    public var starsY: Double
    /// "Save Rating"'s hit box.
    public var saveButton: Rect

    /// The card for a `size` viewport and the tea named `teaName`.
    public init(size: Size, teaName: String) {
        let width = Swift.max(0, Swift.min(size.width - 32, 340))
        let inner = Swift.max(1, width - 40)
        let title = Self.titleFont.lines(wrapping: "Brew Timer Complete", maxWidth: inner)
        let message = Self.bodyFont.lines(wrapping: "Your \(teaName) should be ready. Enjoy.", maxWidth: inner)
        let height = 20 + Double(title.count) * Self.titleLine + 10 + Double(message.count) * Self.bodyLine + 10
            + Self.bodyLine + 10 + Self.starRow + 10 + Self.bodyLine + 20
        card = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        var y = card.minY + 20
        titleLines = title.enumerated().map { i, t in (t, y + (Double(i) + 0.5) * Self.titleLine) }
        y += Double(title.count) * Self.titleLine + 10
        messageLines = message.enumerated().map { i, t in (t, y + (Double(i) + 0.5) * Self.bodyLine) }
        y += Double(message.count) * Self.bodyLine + 10
        rateY = y + Self.bodyLine / 2
        y += Self.bodyLine + 10
        starsY = y + Self.starRow / 2
        y += Self.starRow + 10
        saveButton = Rect(x: card.midX - 60, y: y, width: 120, height: Self.bodyLine)
    }

    /// Star k's (1…5) box, 28 × 28, 6 apart, centred.
    public func star(_ k: Int) -> Rect {
        Rect(x: card.midX - 82 + Double(k - 1) * 34, y: starsY - 14, width: 28, height: 28)
    }
}
