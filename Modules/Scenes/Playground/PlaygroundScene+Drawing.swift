import Drawing
import Geometry
import Stage

extension PlaygroundScene {
    /// Draws the visible tab (or the editor), then the tab bar.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let size = context.size
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                     with: .color(PlaygroundPalette.background), name: "background")
        switch tab {
        case .animations:
            if let id = editing, let i = rowIndex(id) {
                drawEditor(rows[i], in: context, at: time)
            } else {
                drawList(in: context, at: time)
            }
        case .transitions:
            drawTransitions(in: context, at: time)
        }
        drawTabBar(in: context)
    }

    /// The title, "Animate!" and the list (only the rows in view).
    func drawList(in context: GraphicsContext, at time: SceneTime) {
        context.draw(Self.title, at: Point(x: 16, y: PlaygroundLayout.titleBaseline), font: Self.titleFont(width: layout.width),
                     paint: .color(PlaygroundPalette.text), alignment: .leading, baseline: .alphabetic, name: "title")
        var button = context
        if rows.isEmpty { button.opacity *= 0.3 }
        button.draw("Animate!", at: layout.animateCenter, font: Font(size: 28), paint: .color(PlaygroundPalette.tint),
                    name: "animate")

        var list = context
        list.clip(to: Path(Rect(x: 0, y: PlaygroundLayout.listTop, width: layout.width, height: layout.listHeight)))
        let first = Swift.max(0, Int((-scroll / PlaygroundLayout.rowHeight).rounded(.down)))
        let last = Swift.min(rows.count + 1, first + Int((layout.listHeight / PlaygroundLayout.rowHeight).rounded(.up)) + 1)
        guard first <= last else { return }
        for index in first...last {
            let top = layout.rowTop(index, scroll: scroll)
            if index == 0 {
                drawSlowToggle(top: top, in: list)
            } else if index <= rows.count {
                drawRow(rows[index - 1], top: top, in: list, at: time)
            } else {
                drawAddRow(top: top, in: list)
            }
            list.fill(Path(Rect(x: PlaygroundLayout.inset, y: top + PlaygroundLayout.rowHeight - 0.25,
                                width: layout.width - PlaygroundLayout.inset, height: 0.5)),
                      with: .color(PlaygroundPalette.separator))
        }
    }

    /// The slow-motion toggle row: its label and a switch, green when on.
    func drawSlowToggle(top: Double, in context: GraphicsContext) {
        context.draw("Slow Animations (¼ speed)", at: Point(x: PlaygroundLayout.inset, y: top + PlaygroundLayout.rowHeight / 2),
                     font: Font(size: 17), paint: .color(PlaygroundPalette.text), alignment: .leading, name: "slow/label")
        drawSwitch(on: slow, in: layout.slowSwitch(top: top), context: context, name: "slow/switch")
    }

    /// A switch in `rect`: a capsule, green when on, with a white knob at the on or off end.
    func drawSwitch(on: Bool, in rect: Rect, context: GraphicsContext, name: String) {
        context.fill(Path(roundedRect: rect, cornerRadius: rect.size.height / 2),
                     with: .color(on ? PlaygroundPalette.switchOn : PlaygroundPalette.switchOff), name: name)
        let d = rect.size.height - 4
        let x = on ? rect.maxX - 2 - d : rect.origin.x + 2
        context.fill(Path(ellipseIn: Rect(x: x, y: rect.origin.y + 2, width: d, height: d)), with: .color(.white))
    }

    /// One animation row: the description, "×", the chevron and the track.
    func drawRow(_ row: AnimationRow, top: Double, in context: GraphicsContext, at time: SceneTime) {
        let lines = row.settings.description
        context.draw(lines[0], at: Point(x: PlaygroundLayout.inset, y: top + 24), font: Self.rowFont,
                     paint: .color(PlaygroundPalette.text), alignment: .leading, baseline: .alphabetic,
                     name: "row/\(row.id)/description")
        context.draw(lines[1], at: Point(x: PlaygroundLayout.inset, y: top + 44), font: Self.rowFont,
                     paint: .color(PlaygroundPalette.secondary), alignment: .leading, baseline: .alphabetic)
        context.draw("×", at: layout.deleteCenter(top: top), font: Font(size: 22), paint: .color(PlaygroundPalette.destructive),
                     name: "row/\(row.id)/delete")
        context.draw("›", at: layout.chevronCenter(top: top), font: Font(size: 22, weight: .semibold),
                     paint: .color(PlaygroundPalette.chevron))
        drawTrack(location: row.location.at(time), top: top + PlaygroundLayout.trackOffset, in: context,
                  name: "row/\(row.id)")
    }

    /// A track whose top is `top`: the gear turned by 360°·location and the star moved by
    /// 0.8·w·location.
    func drawTrack(location: Double, top: Double, in context: GraphicsContext, name: String) {
        let gear = PlaygroundLayout.gearCenter(trackTop: top)
        var g = context
        g.concatenate(AffineTransform(rotationAngle: .degrees(360 * location)).concatenating(
            AffineTransform(translationX: gear.x, y: gear.y)))
        g.stroke(artwork.ring, with: .color(PlaygroundPalette.tint), lineWidth: 2, name: "\(name)/gear")
        g.fill(artwork.gear, with: .color(PlaygroundPalette.tint), style: .evenOdd)
        let star = PlaygroundLayout.starCenter(trackTop: top)
        var s = context
        s.concatenate(AffineTransform(translationX: star.x + layout.starOffset(location: location), y: star.y))
        s.fill(artwork.star, with: .color(PlaygroundPalette.tint), name: "\(name)/star")
    }

    /// "Add Animation": a "+" and 22 px text in the tint.
    func drawAddRow(top: Double, in context: GraphicsContext) {
        let y = top + PlaygroundLayout.rowHeight / 2
        context.draw("+", at: Point(x: PlaygroundLayout.inset + 10, y: y), font: Font(size: 28), paint: .color(PlaygroundPalette.tint))
        context.draw("Add Animation", at: Point(x: PlaygroundLayout.inset + 32, y: y), font: Font(size: 22),
                     paint: .color(PlaygroundPalette.tint), alignment: .leading, name: "add")
    }

    /// The tab bar: a light band with a hairline and the two labels, the active one tinted.
    func drawTabBar(in context: GraphicsContext) {
        let top = layout.tabBarTop
        context.fill(Path(Rect(x: 0, y: top, width: layout.width, height: PlaygroundLayout.tabBarHeight)),
                     with: .color(PlaygroundPalette.tabBar), name: "tabbar")
        context.fill(Path(Rect(x: 0, y: top - 0.25, width: layout.width, height: 0.5)), with: .color(PlaygroundPalette.separator))
        for (t, label, x) in [(PlaygroundTab.animations, "Animations", layout.width / 4),
                              (.transitions, "Transitions", 3 * layout.width / 4)] {
            context.draw(label, at: Point(x: x, y: top + PlaygroundLayout.tabBarHeight / 2), font: Font(size: 15, weight: .medium),
                         paint: .color(t == tab ? PlaygroundPalette.tint : PlaygroundPalette.secondary), name: "tab/\(t.rawValue)")
        }
    }

    /// The large title.
    static let title = "Animation Compare"
    /// The title's font: bold 34 (C.1), smaller where the title would not fit between 16-point
    /// margins (at 390 points wide it needs 379: 32 points there, 29 at 360), never below 22.
    static func titleFont(width: Double) -> Font {
        var font = Font(size: 34, weight: .bold)
        let needed = font.estimatedWidth(of: title), room = width - 32
        if needed > room { font.size = Swift.max(22, 34 * Swift.max(room, 0) / needed) }
        return font
    }
    /// The row description's font: 15.
    static let rowFont = Font(size: 15)
}
