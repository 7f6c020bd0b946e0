import Drawing
import Geometry
import Stage

extension PullToRefreshScene {
    /// Draws the frame at `time`, back to front (B.9): the background, the ball layer (shadow,
    /// then ball), the visible cards, the header band. Nothing is clipped: the ball may show
    /// through the transparent header band.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let size = context.size
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                     with: .color(Palette.background), name: "background")

        drawBallLayer(at: time, artwork: ballArtwork, in: context)

        let origin = contentOrigin
        let offset = refresh.listOffset(at: time)
        for i in ListLayout.visibleCards(count: cards.count, origin: origin, listOffset: offset, height: size.height) {
            let top = ListLayout.top(ofCard: i, origin: origin, listOffset: offset)
            cards[i].draw(at: Point(x: ListLayout.inset, y: top), artwork: cardArtwork, in: context)
        }

        drawHeader(width: size.width, in: context)
    }

    /// The header band (B.3): filled, with a hairline, only while the list is scrolled (c < 0);
    /// the title always.
    func drawHeader(width: Double, in context: GraphicsContext) {
        let height = configuration.headerHeight
        if refresh.offset < 0 {
            context.fill(Path(Rect(x: 0, y: 0, width: width, height: height)), with: .color(Palette.headerFill),
                         name: "header/fill")
            context.fill(Path(Rect(x: 0, y: height - 0.25, width: width, height: 0.5)), with: .color(Palette.hairline),
                         name: "header/hairline")
        }
        context.draw("Events", at: Point(x: 16, y: height - 14), font: Self.titleFont, paint: .color(Palette.primaryText),
                     alignment: .leading, baseline: .alphabetic, name: "header/title")
    }

    /// The title's font: bold 34.
    static let titleFont = Font(size: 34, weight: .bold)
}
