import Drawing
import Geometry
import Stage

extension GalleryScene {
    /// The header's title font: 17 points, semibold.
    static let headerFont = Font.system(size: 17, weight: .semibold)
    /// A tile title's font: 14 points, semibold.
    static let tileTitleFont = Font.system(size: 14, weight: .semibold)
    /// Button labels: 14 points.
    static let buttonFont = Font.system(size: 14)
    /// Captions: 11 points.
    static let captionFont = Font.system(size: 11)
    /// Slider labels and values: 12 points.
    static let sliderFont = Font.system(size: 12)

    /// Draws the page at `time` (§3): background, header, then every visible tile.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let size = context.size
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                     with: .color(GalleryPalette.page), name: "background")
        drawHeader(in: &context)
        for id in TileID.allCases {
            guard let placement = layout.placement(of: id, focused: focused) else { continue }
            drawTile(id, at: placement, in: context, time: time)
        }
        if layout.isPaged { drawPager(in: &context) }
    }

    /// The pager bar (paged only): Previous, the shown tile's place "n / N", Next.
    func drawPager(in context: inout GraphicsContext) {
        let bar = layout.pagerBar
        guard bar.height > 0 else { return }
        context.fill(Path(bar), with: .color(GalleryPalette.page), name: "pager/bar")
        let pressedStep: Int? = press.flatMap { p in
            if case .page(let step) = p.target, !p.movedTooFar { step } else { nil }
        }
        drawButton("‹ Previous", in: layout.previousButton, pressed: pressedStep == -1, enabled: true, context: &context,
                   name: "pager/previous")
        drawButton("Next ›", in: layout.nextButton, pressed: pressedStep == 1, enabled: true, context: &context,
                   name: "pager/next")
        if let shown = layout.shown(focused: focused) {
            context.draw("\(shown.index + 1) / \(TileID.allCases.count)", at: bar.center, font: Self.buttonFont,
                         paint: .color(GalleryPalette.title), name: "pager/position")
        }
    }

    /// The header band: the title at x = 16 and the Reset all button.
    func drawHeader(in context: inout GraphicsContext) {
        context.draw("Effects gallery", at: Point(x: 16, y: GalleryLayout.headerHeight / 2), font: Self.headerFont,
                     paint: .color(GalleryPalette.title), alignment: .leading, baseline: .middle, name: "header/title")
        let button = layout.resetButton
        let pressed = press.map { $0.target == .resetAll && !$0.movedTooFar } ?? false
        context.fill(Path(roundedRect: button, cornerRadius: 8, style: .circular),
                     with: .color(pressed ? GalleryPalette.pressedBlue : GalleryPalette.blue), name: "header/reset")
        context.draw("Reset all", at: button.center, font: Self.buttonFont, paint: .color(GalleryPalette.white),
                     name: "header/reset/label")
    }

    /// Draws tile `id` into its area: the cell background (clipped to the rounded cell), then in
    /// tile space the stage, the opaque title and control strips, and the stage's sliders and
    /// checkboxes last (§3.2).
    func drawTile(_ id: TileID, at placement: TilePlacement, in context: GraphicsContext, time: SceneTime) {
        let prefix = "tile/" + id.rawValue + "/"
        var c = context
        let cell = Path(roundedRect: placement.area, cornerRadius: GalleryLayout.cellCornerRadius, style: .circular)
        c.clip(to: cell)
        c.fill(cell, with: .color(GalleryPalette.tile), name: prefix + "background")
        guard placement.scale > 0 else { return }
        let origin = placement.origin
        c.translateBy(x: origin.x, y: origin.y)
        c.scaleBy(x: placement.scale, y: placement.scale)
        let tile = tiles[id.index]
        var stage = c
        tile.drawStage(in: &stage, at: time)
        drawStrips(of: id, tile: tile, in: &c, prefix: prefix)
        drawStageControls(of: id, tile: tile, in: &c, prefix: prefix)
    }

    /// The control of `tile` the primary pointer is holding down (still within the tap slop).
    func pressedControl(of tile: TileID) -> TileControl? {
        guard let press, !press.movedTooFar, case .tile(tile, let control) = press.target else { return nil }
        return control
    }

    /// The title strip (tile y 0…28) and the control strip (256…300) on #F2F2F7, with the
    /// title, and the button, stepper or caption.
    func drawStrips(of id: TileID, tile: any GalleryTile, in c: inout GraphicsContext, prefix: String) {
        let spec = id.spec
        c.fill(Path(Rect(x: 0, y: 0, width: 400, height: TileControl.titleStripHeight)),
               with: .color(GalleryPalette.tile), name: prefix + "title-strip")
        c.draw(id.title, at: Point(x: 12, y: TileControl.titleStripHeight / 2), font: Self.tileTitleFont,
               paint: .color(GalleryPalette.title), alignment: .leading, baseline: .middle, name: prefix + "title")
        c.fill(Path(Rect(x: 0, y: TileControl.controlStripTop, width: 400, height: 300 - TileControl.controlStripTop)),
               with: .color(GalleryPalette.tile), name: prefix + "control-strip")
        let pressed = pressedControl(of: id)
        if let label = spec.button {
            drawButton(label, in: TileControl.buttonRect, pressed: pressed == .button, enabled: true,
                       context: &c, name: prefix + "button")
        }
        if spec.hasStepper {
            drawButton("−", in: TileControl.minusRect, pressed: pressed == .stepperMinus,
                       enabled: tile.isStepperEnabled(.stepperMinus), context: &c, name: prefix + "stepper/minus")
            drawButton("+", in: TileControl.plusRect, pressed: pressed == .stepperPlus,
                       enabled: tile.isStepperEnabled(.stepperPlus), context: &c, name: prefix + "stepper/plus")
        }
        if let caption = spec.stripCaption {
            c.draw(caption, at: Point(x: 200, y: 278), font: Self.captionFont, paint: .color(GalleryPalette.caption),
                   name: prefix + "strip-caption")
        }
    }

    /// A blue button with a white 14-point label: corner radius 8, #0062CC while pressed, 40 %
    /// opacity when disabled.
    func drawButton(_ label: String, in rect: Rect, pressed: Bool, enabled: Bool, context: inout GraphicsContext, name: String) {
        var b = context
        if !enabled { b.opacity *= 0.4 }
        b.fill(Path(roundedRect: rect, cornerRadius: 8, style: .circular),
               with: .color(pressed && enabled ? GalleryPalette.pressedBlue : GalleryPalette.blue), name: name)
        b.draw(label, at: rect.center, font: Self.buttonFont, paint: .color(GalleryPalette.white), name: name + "/label")
    }

    /// Sliders (track, filled part, thumb, label, value) and checkboxes, drawn over everything.
    func drawStageControls(of id: TileID, tile: any GalleryTile, in c: inout GraphicsContext, prefix: String) {
        for (i, slider) in id.spec.sliders.enumerated() {
            let value = tile.sliderValue(i)
            let thumb = slider.thumbX(for: value)
            let name = prefix + "slider/\(i)"
            c.fill(Path(Rect(x: SliderSpec.trackStart, y: slider.y - 2, width: SliderSpec.trackLength, height: 4)),
                   with: .color(GalleryPalette.track), name: name + "/track")
            c.fill(Path(Rect(x: SliderSpec.trackStart, y: slider.y - 2, width: thumb - SliderSpec.trackStart, height: 4)),
                   with: .color(GalleryPalette.blue), name: name + "/fill")
            let r = SliderSpec.thumbRadius
            let disc = Path(ellipseIn: Rect(x: thumb - r, y: slider.y - r, width: 2 * r, height: 2 * r))
            c.fill(disc, with: .color(GalleryPalette.white), name: name + "/thumb")
            c.stroke(disc, with: .color(GalleryPalette.border), lineWidth: 1, name: name + "/thumb-border")
            c.draw(slider.label, at: Point(x: 16, y: slider.y), font: Self.sliderFont, paint: .color(GalleryPalette.title),
                   alignment: .leading, baseline: .middle, name: name + "/label")
            c.draw(GalleryFormat.fixed(value, places: 1), at: Point(x: 344, y: slider.y), font: Self.sliderFont,
                   paint: .color(GalleryPalette.title), alignment: .leading, baseline: .middle, name: name + "/value")
        }
        for (i, checkbox) in id.spec.checkboxes.enumerated() {
            let name = prefix + "checkbox/\(i)"
            let box = Path(roundedRect: checkbox.box, cornerRadius: 4, style: .circular)
            if tile.isChecked(i) {
                c.fill(box, with: .color(GalleryPalette.blue), name: name + "/box")
                let b = checkbox.box
                let tick = Path { p in
                    p.move(to: Point(x: b.minX + 4.5, y: b.midY))
                    p.addLine(to: Point(x: b.minX + 7.5, y: b.maxY - 5))
                    p.addLine(to: Point(x: b.maxX - 4, y: b.minY + 5))
                }
                c.stroke(tick, with: .color(GalleryPalette.white),
                         style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round), name: name + "/tick")
            } else {
                c.fill(box, with: .color(GalleryPalette.white), name: name + "/box")
                c.stroke(box, with: .color(GalleryPalette.border), lineWidth: 1, name: name + "/border")
            }
            c.draw(checkbox.label, at: Point(x: checkbox.labelX, y: checkbox.center.y), font: CheckboxSpec.font,
                   paint: .color(GalleryPalette.title), alignment: .leading, baseline: .middle, name: name + "/label")
        }
    }
}
