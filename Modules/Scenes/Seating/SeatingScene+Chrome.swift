import Drawing
import Geometry
import Stage

extension SeatingScene {
    /// The header date text (§11).
    static let dateText = "Sat · 19:30"
    /// The dialog's message (§10.6).
    static let dialogMessage = "Your seats are booked. Enjoy the game!"

    /// The dialog title for `count` tickets: "1 ticket purchased", "2 tickets purchased".
    static func dialogTitle(count: Int) -> String {
        "\(count) ticket\(count == 1 ? "" : "s") purchased"
    }

    /// Layer 7 (§11): the header (sliding up while zoomed), the bottom bar and the dialog.
    func drawChrome(in context: GraphicsContext, at time: SceneTime) {
        let chrome = ChromeLayout(viewport: viewport)
        let shown = $headerShown.at(time)
        if shown > 0 {
            var header = context
            header.translateBy(x: 0, y: -ChromeLayout.headerSlide * (1 - shown))
            drawHeader(chrome, in: header)
        }
        let f = $zoomOutShown.at(time)
        let buy = chrome.buyButton(zoomOutShown: f)
        let capsule = Path(roundedRect: buy, cornerRadius: buy.height / 2, style: .circular)
        softShadow(context).fill(capsule, with: .color(Palette.white), name: "buy")
        context.draw("Buy Tickets", at: Point(x: buy.midX, y: buy.midY), font: Font(size: 17),
                     paint: .color(Palette.black), name: "buy/label")
        if f > 0 {
            var button = context
            button.opacity *= Swift.min(1, f)
            let c = chrome.zoomOutCenter
            button.concatenate(AffineTransform(scaleX: f, y: f, anchor: c))
            let circle = Path(ellipseIn: Rect(x: c.x - ChromeLayout.zoomOutRadius, y: c.y - ChromeLayout.zoomOutRadius,
                                              width: 2 * ChromeLayout.zoomOutRadius, height: 2 * ChromeLayout.zoomOutRadius))
            softShadow(button).fill(circle, with: .color(Palette.white), name: "zoom-out")
            button.stroke(ChromeArtwork.zoomOutArrows(center: c), with: .color(Palette.black), lineWidth: 2,
                          name: "zoom-out/glyph")
        }
        if presented { drawBackChevron(in: softShadow(context)) }
        if dialogShown { drawDialog(chrome, in: context) }
    }

    /// The back chevron of a pushed chart (`header/back`): Stage's `NavigationBar` chevron in
    /// white with the chrome's soft shadow; it stays at the top-left when the header slides away
    /// while zoomed, like a navigation bar's back button.
    private func drawBackChevron(in context: GraphicsContext) {
        NavigationBar(tint: Palette.white).draw(in: context, backName: "header/back")
    }

    private func drawHeader(_ chrome: ChromeLayout, in header: GraphicsContext) {
        if let event {
            header.fill(Path(Rect(x: 0, y: 0, width: viewport.width, height: ChromeLayout.bandHeight)),
                        with: .color(event.color), name: "header/band")
        }
        let x = 16 + (presented ? ChromeLayout.chevronIndent : 0)
        softShadow(header).draw(event?.team ?? configuration.teamName, at: Point(x: x, y: 16), font: Font(size: 22, weight: .bold),
                                paint: .color(Palette.white), alignment: .leading, baseline: .top, name: "header/title")
        header.draw(event?.date ?? Self.dateText, at: Point(x: x, y: 52), font: Font(size: 15), paint: .color(Palette.white),
                    alignment: .leading, baseline: .top, name: "header/date")
        let cart = ChromeArtwork.cart(at: chrome.cart.origin)
        header.stroke(cart.outline, with: .color(Palette.white), style: StrokeStyle(lineWidth: 2, lineJoin: .round),
                      name: "header/cart")
        header.fill(cart.wheels, with: .color(Palette.white), name: "header/cart")
        let count = ticketCount
        guard count > 0 else { return }
        let b = chrome.badgeCenter
        header.fill(Path(ellipseIn: Rect(x: b.x - 8, y: b.y - 8, width: 16, height: 16)), with: .color(Palette.badge),
                    name: "header/badge")
        header.draw("\(count)", at: b, font: Font(size: 12), paint: .color(Palette.white), name: "header/count")
    }

    private func drawDialog(_ chrome: ChromeLayout, in context: GraphicsContext) {
        context.fill(Path(Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)),
                     with: .color(Palette.scrim), name: "dialog/scrim")
        let card = chrome.dialogCard
        context.fill(Path(roundedRect: card, cornerRadius: 14, style: .continuous), with: .color(Palette.dialogCard),
                     name: "dialog/card")
        context.draw(Self.dialogTitle(count: ticketCount), at: Point(x: card.midX, y: card.minY + 32),
                     font: Font(size: 15, weight: .semibold), paint: .color(Palette.dialogText), name: "dialog/title")
        context.draw(Self.dialogMessage, at: Point(x: card.midX, y: card.minY + 58), font: Font(size: 13),
                     paint: .color(Palette.dialogText), name: "dialog/message")
        let ok = chrome.okRow
        context.draw("OK", at: Point(x: ok.midX, y: ok.midY), font: Font(size: 17), paint: .color(Palette.dialogButton),
                     name: "dialog/ok")
    }

    /// A copy of `context` whose later drawing casts the chrome's soft shadow (§11: blur 2,
    /// 33 % black, no offset — SwiftUI's `shadow(radius: 2)` with the spec's colour).
    func softShadow(_ context: GraphicsContext) -> GraphicsContext {
        var shadowed = context
        shadowed.addFilter(.shadow(color: Palette.shadow, radius: 2))
        return shadowed
    }
}
