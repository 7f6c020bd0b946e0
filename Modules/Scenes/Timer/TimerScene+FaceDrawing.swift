import Drawing
import Geometry
import Stage

extension TimerScene {
    /// The digit glyphs' font: largeTitle 34, heavy (CSS 900).
    static let digitFont = Font(size: 34, weight: .black)
    /// The unit labels' font: largeTitle 34 regular.
    static let labelFont = Font(size: 34)

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
            let box = Rect(x: x - 15, y: center.y - 20, width: 30, height: 40)
            let outline = Path(roundedRect: box, cornerRadius: 5, style: .circular)
            var strip = c
            strip.clip(to: outline)
            let s = DigitStrip(value: digits.value(of: item, at: time), direction: configuration.digitSlide)
            for (digit, offset) in zip(s.digits, s.offsets) where abs(offset) < 37 {
                strip.draw("\(digit)", at: Point(x: x, y: center.y + offset), font: Self.digitFont,
                           paint: .color(TimerPalette.blackRussian))
            }
            c.stroke(outline, with: .color(TimerPalette.blackRussian), lineWidth: 1, name: "digits/\(item.rawValue)")
        }
    }

    /// The border (§5.2) exactly on `box`, radius 20, stroked centred; named `border`.
    func drawBorder(_ look: BorderLook, box: Rect, in context: GraphicsContext) {
        var c = context
        c.opacity *= look.opacity
        let paint: Paint = look.color.map { .color($0) }
            ?? .conicGradient(BorderLook.runningGradient, center: box.center, angle: .degrees(look.startAngle))
        c.stroke(Path(roundedRect: box, cornerRadius: 20, style: .circular), with: paint,
                 style: StrokeStyle(lineWidth: look.lineWidth), name: "border")
    }

    /// The control row (§5.5) centred on `center`: Stop, Pause, Play; disabled glyphs gray at
    /// opacity 0.35. Named `controls/stop`, `controls/pause`, `controls/play`.
    func drawControls(center: Point, in context: GraphicsContext) {
        for control in Control.allCases {
            let x = center.x + Double(control.rawValue - 1) * 64, y = center.y
            var c = context
            let enabled = isEnabled(control)
            if !enabled { c.opacity *= 0.35 }
            let color: Color
            var p = Path()
            switch control {
            case .stop:
                color = TimerPalette.red
                p.addRoundedRect(in: Rect(x: x - 11, y: y - 11, width: 22, height: 22), cornerSize: Size(width: 3, height: 3), style: .circular)
            case .pause:
                color = TimerPalette.blue
                p.addRect(Rect(x: x - 10, y: y - 12, width: 7, height: 24))
                p.addRect(Rect(x: x + 3, y: y - 12, width: 7, height: 24))
            case .play:
                color = TimerPalette.green
                p.addLines([Point(x: x - 9, y: y - 12), Point(x: x - 9, y: y + 12), Point(x: x + 13, y: y)])
                p.closeSubpath()
            }
            c.fill(p, with: .color(enabled ? color : TimerPalette.gray), name: "controls/\(control)")
        }
    }

    /// The static dial layer (§8.1) on the canvas `rect`: border, minute ticks and numerals,
    /// and the second scale when enabled. Named `dial/border`, `dial/tick/<m>`,
    /// `dial/numeral/<m>`, `dial/second/<j>`.
    func drawDial(in rect: Rect, context: GraphicsContext) {
        var c = context
        c.translateBy(x: rect.minX, y: rect.minY)
        let dial = AnalogDial(size: rect.size)
        let black = Paint.color(TimerPalette.black)
        c.stroke(Path(ellipseIn: Rect(x: dial.center.x - dial.borderRadius, y: dial.center.y - dial.borderRadius,
                                      width: dial.diameter, height: dial.diameter)),
                 with: black, lineWidth: 3, name: "dial/border")
        for m in 0..<10 {
            c.stroke(Self.segment(dial.minuteTick(m)), with: black, lineWidth: 1, name: "dial/tick/\(m)")
        }
        for m in 0..<10 {
            c.draw("\(m)", at: dial.numeralCenter(m), font: .title2, paint: black, name: "dial/numeral/\(m)")
        }
        guard configuration.secondTicks else { return }
        for j in 0..<12 {
            c.stroke(Self.segment(dial.secondTick(j)), with: black, lineWidth: 1, name: "dial/second/\(j)")
        }
        for (text, center) in dial.secondLabels() {
            c.draw(text, at: center, font: .footnote, paint: black)
        }
    }

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
    func drawHands(in rect: Rect, remaining: Double, context: GraphicsContext) {
        var c = context
        c.translateBy(x: rect.minX, y: rect.minY)
        let lh = Hand.lengthUnit(canvas: rect.size)
        let center = Point(x: rect.width / 2, y: rect.height / 2)
        for (hand, angle, name) in [(Hand.second, Hand.secondAngle(remaining: remaining), "second"),
                                    (Hand.minute, Hand.minuteAngle(remaining: remaining), "minute")] {
            var h = c
            h.concatenate(Hand.transform(center: center, degrees: angle))
            let path = hand.path(length: lh)
            h.fill(path, with: .color(hand.color), name: "hands/\(name)")
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
