import Geometry

/// The shapes every card shares for one card width, in the card's local frame (origin at its
/// top-left corner, y down): the rounded body and the image band with rounded top corners.
package struct CardArtwork: Sendable {
    /// The card's width, points.
    package let width: Double
    /// The whole card: a rounded rectangle, corner radius 10 (circular corners).
    let body: Path
    /// The image band: the top 100 points of the card, its top corners rounded like the body's
    /// (the band "clipped to the card's rounded top corners", drawn as one path).
    let band: Path

    /// The shapes for cards `width` points wide (negative widths count as 0).
    package init(width: Double) {
        let w = Swift.max(0, width)
        self.width = w
        let r = Swift.min(ListLayout.cornerRadius, w / 2)
        body = Path(roundedRect: Rect(x: 0, y: 0, width: w, height: ListLayout.cardHeight), cornerRadius: r,
                    style: .circular)
        band = Path { p in
            p.move(to: Point(x: 0, y: ListLayout.bandHeight))
            p.addArc(center: Point(x: r, y: r), radius: r, startAngle: .degrees(180), endAngle: .degrees(270),
                     clockwise: false)
            p.addArc(center: Point(x: w - r, y: r), radius: r, startAngle: .degrees(270), endAngle: .degrees(360),
                     clockwise: false)
            p.addLine(to: Point(x: w, y: ListLayout.bandHeight))
            p.closeSubpath()
        }
    }
}
