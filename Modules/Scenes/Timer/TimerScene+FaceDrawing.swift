import Drawing
import Geometry
import Stage

extension TimerScene {
    /// The digit glyphs' font: largeTitle 34, heavy (CSS 900).
    static let digitFont = Font(size: 34, weight: .black)
    /// The unit labels' font: largeTitle 34 regular.
    static let labelFont = Font(size: 34)
    /// A digit cell's outline around its centre: 30 × 40, corner radius 5.
    static let cellOutline = Path(roundedRect: Rect(x: -15, y: -20, width: 30, height: 40), cornerRadius: 5, style: .circular)
    /// The digits' texts, "0"…"9".
    static let digitStrings = (0...9).map(String.init)

    /// The digit row (§5.3–§5.4) centred on `center` at `time`: each visible or fading item at
    /// its presented x and opacity; each cell clipped to its rounded 30 × 40 box with the
    /// three-row strip inside, then outlined. Named `digits/<item>` (the outline or the label).
    func drawDigitRow(center: Point, at time: SceneTime, in context: GraphicsContext) {
        for item in DigitItem.allCases {
            let opacity = digits.opacity(of: item, at: time)
            guard opacity > 0 else { continue }
            var c = context
            c.opacity *= opacity
            let x = center.x + digits.x(of: item, at: time)
            if let label = item.label {
                c.draw(label, at: Point(x: x, y: center.y), font: Self.labelFont, paint: .color(TimerPalette.blackRussian),
                       name: "digits/\(item.rawValue)")
                continue
            }
            let outline = Self.cellOutline.offsetBy(dx: x, dy: center.y)
            var strip = c
            strip.clip(to: outline)
            let s = DigitStrip(value: digits.value(of: item, at: time), direction: configuration.digitSlide)
            for (digit, offset) in zip(s.digits, s.offsets) where abs(offset) < 37 {
                strip.draw(Self.digitStrings[digit], at: Point(x: x, y: center.y + offset), font: Self.digitFont,
                           paint: .color(TimerPalette.blackRussian))
            }
            c.stroke(outline, with: .color(TimerPalette.blackRussian), lineWidth: 1, name: "digits/\(item.rawValue)")
        }
    }

    /// The border (§5.2): `outline` (the border box's rounded rectangle, radius 20, around
    /// `center`) stroked centred; named `border`.
    func drawBorder(_ look: BorderLook, outline: Path, center: Point, in context: GraphicsContext) {
        var c = context
        c.opacity *= look.opacity
        let paint: Paint = look.color.map { .color($0) }
            ?? .conicGradient(BorderLook.runningGradient, center: center, angle: .degrees(look.startAngle))
        c.stroke(outline, with: paint, style: StrokeStyle(lineWidth: look.lineWidth), name: "border")
    }

    /// The control row (§5.5): Stop, Pause, Play (`glyphs`, from `TimerChrome.glyph`); disabled
    /// glyphs gray at opacity 0.35. Named `controls/stop`, `controls/pause`, `controls/play`.
    func drawControls(_ glyphs: [Path], in context: GraphicsContext) {
        for control in Control.allCases {
            var c = context
            let enabled = isEnabled(control)
            if !enabled { c.opacity *= 0.35 }
            let color: Color
            switch control {
            case .stop: color = TimerPalette.red
            case .pause: color = TimerPalette.blue
            case .play: color = TimerPalette.green
            }
            c.fill(glyphs[control.rawValue], with: .color(enabled ? color : TimerPalette.gray), name: control.operationName)
        }
    }

    /// The static dial layer (§8.1) on the canvas `rect` from its `shapes`: border, minute ticks
    /// and numerals, and the second scale when enabled. Named `dial/border`, `dial/tick/<m>`,
    /// `dial/numeral/<m>`, `dial/second/<j>`.
    func drawDial(in rect: Rect, shapes: DialShapes, context: GraphicsContext) {
        var c = context
        c.translateBy(x: rect.minX, y: rect.minY)
        let black = Paint.color(TimerPalette.black)
        c.stroke(shapes.border, with: black, lineWidth: 3, name: "dial/border")
        for (m, tick) in shapes.ticks.enumerated() {
            c.stroke(tick, with: black, lineWidth: 1, name: Self.tickNames[m])
        }
        for (m, center) in shapes.numeralCenters.enumerated() {
            c.draw(Self.digitStrings[m], at: center, font: .title2, paint: black, name: Self.numeralNames[m])
        }
        guard configuration.secondTicks else { return }
        let dial = shapes.dial
        for j in 0..<12 {
            c.stroke(Self.segment(dial.secondTick(j)), with: black, lineWidth: 1, name: "dial/second/\(j)")
        }
        for (text, center) in dial.secondLabels() {
            c.draw(text, at: center, font: .footnote, paint: black)
        }
    }

    /// The minute ticks' operation names, `dial/tick/<m>`.
    static let tickNames = (0..<10).map { "dial/tick/\($0)" }
    /// The numerals' operation names, `dial/numeral/<m>`.
    static let numeralNames = (0..<10).map { "dial/numeral/\($0)" }

    /// The straight line from `ends.from` to `ends.to`.
    static func segment(_ ends: (from: Point, to: Point)) -> Path {
        var p = Path()
        p.move(to: ends.from)
        p.addLine(to: ends.to)
        return p
    }

    /// The hands layer (§8.2) on the canvas `rect` for `remaining` seconds: the second hand,
    /// then the minute hand, each filled then stroked (miter joins, limit 10, butt caps). Named
    /// `hands/second`, `hands/minute` (the fills).
    func drawHands(in rect: Rect, shapes: DialShapes, remaining: Double, context: GraphicsContext) {
        var c = context
        c.translateBy(x: rect.minX, y: rect.minY)
        let center = Point(x: rect.width / 2, y: rect.height / 2)
        for (hand, path, angle, name) in [(Hand.second, shapes.secondHand, Hand.secondAngle(remaining: remaining), "hands/second"),
                                          (Hand.minute, shapes.minuteHand, Hand.minuteAngle(remaining: remaining), "hands/minute")] {
            var h = c
            h.concatenate(Hand.transform(center: center, degrees: angle))
            h.fill(path, with: .color(hand.color), name: name)
            h.stroke(path, with: .color(hand.color), style: StrokeStyle(lineWidth: hand.lineWidth, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        }
    }

    /// The popup (§7.1) with its main button at `button`: options first (below the button, in
    /// index order) at their presented centres and scales, then the main button with the value
    /// layer and the × layer cross-fading. Named `popup/option/<i>`, `popup/button`.
    func drawPopup(button: Point, at time: SceneTime, in context: GraphicsContext) {
        let r = RatioPopup.diameter / 2
        let light = Paint.color(TimerPalette.quarterSpanishWhite)
        if popup.showsOptions(at: time) {
            for i in BrewArithmetic.ratios.indices {
                let o = popup.option(i, button: button, at: time)
                guard o.scale > 0 else { continue }
                var c = context
                c.translateBy(x: o.center.x, y: o.center.y)
                c.scaleBy(x: o.scale, y: o.scale)
                c.fill(Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)), with: .color(TimerPalette.oliveGreen),
                       name: "popup/option/\(i)")
                c.draw(BrewArithmetic.format(BrewArithmetic.ratios[i], decimals: 2), at: .zero, font: .title2, paint: light)
            }
        }
        let disc = Path(ellipseIn: Rect(x: button.x - r, y: button.y - r, width: 2 * r, height: 2 * r))
        let cross = popup.crossOpacity(at: time)
        if cross < 1 {
            var c = context
            c.opacity *= 1 - cross
            c.fill(disc, with: .color(TimerPalette.bourbon), name: "popup/button")
            c.draw(BrewArithmetic.format(ratio, decimals: 2), at: button, font: .title2, paint: light)
        }
        if cross > 0 {
            var c = context
            c.opacity *= cross
            c.fill(disc, with: .color(TimerPalette.red), name: "popup/close")
            c.draw("×", at: button, font: .title2, paint: light)
        }
    }

    /// The radar chart (§7.2) around `center` with full-scale radius `g` at `time`: four gray
    /// grid circles, then per spoke the gray guide and the coloured value line, then the
    /// polygon with its conic fill at opacity 0.5. Named `radar/grid/<i>`, `radar/spoke/<k>`
    /// (the value line), `radar/polygon`.
    func drawRadar(center: Point, radius g: Double, at time: SceneTime, in context: GraphicsContext) {
        let gray = Paint.color(TimerPalette.gray)
        for (i, r) in RadarChart.gridRadii(g).enumerated() {
            context.stroke(Path(ellipseIn: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)), with: gray,
                           lineWidth: 1, name: "radar/grid/\(i)")
        }
        let v = radar.values(at: time)
        let points = RadarChart.vertices(v, center: center, radius: g)
        for k in 0..<5 {
            context.stroke(Self.segment((center, RadarChart.spokeEnd(k, center: center, radius: g))), with: gray, lineWidth: 1)
            context.stroke(Self.segment((center, points[k])), with: .color(RadarChart.spokeColors[k]), lineWidth: 2,
                           name: "radar/spoke/\(k)")
        }
        var polygon = Path()
        polygon.addLines(points)
        polygon.closeSubpath()
        var c = context
        c.opacity *= 0.5
        c.fill(polygon, with: .conicGradient(Self.radarGradient, center: center, angle: .degrees(-90)), name: "radar/polygon")
    }

    /// The polygon's conic stops: black 0, red 0.2, blue 0.4, green 0.6, yellow 0.8, black 1.
    static let radarGradient = Gradient(stops: [
        .init(color: TimerPalette.black, location: 0), .init(color: TimerPalette.red, location: 0.2),
        .init(color: TimerPalette.blue, location: 0.4), .init(color: TimerPalette.green, location: 0.6),
        .init(color: TimerPalette.yellow, location: 0.8), .init(color: TimerPalette.black, location: 1),
    ])
}
