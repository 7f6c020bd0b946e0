import Drawing
import Geometry
import Stage

extension PlaygroundScene {
    /// The full-screen editor of `row`: back, the type picker, the steppers, the live
    /// description and the "Tap to Preview" track.
    func drawEditor(_ row: AnimationRow, in context: GraphicsContext, at time: SceneTime) {
        let tint = Paint.color(PlaygroundPalette.tint)
        let text = Paint.color(PlaygroundPalette.text)
        context.draw("‹ Back", at: Point(x: 16, y: 60), font: Font(size: 17), paint: tint, alignment: .leading, name: "editor/back")
        context.draw("Edit Animation", at: Point(x: 16, y: 108), font: Font(size: 28, weight: .bold), paint: text,
                     alignment: .leading, baseline: .alphabetic, name: "editor/title")
        for (k, kind) in AnimationKind.allCases.enumerated() {
            let y = PlaygroundLayout.pickerTop + (Double(k) + 0.5) * PlaygroundLayout.pickerRowHeight
            context.draw(kind.title, at: Point(x: PlaygroundLayout.inset, y: y), font: Font(size: 17), paint: text,
                         alignment: .leading, name: "editor/type/\(kind.rawValue)")
            if kind == row.settings.kind {
                context.draw("✓", at: Point(x: layout.width - 32, y: y), font: Font(size: 17, weight: .semibold), paint: tint)
            }
        }
        for (k, field) in row.settings.fields.enumerated() {
            let (minus, plus) = layout.stepperButtons(k)
            context.draw(field.title, at: Point(x: PlaygroundLayout.inset, y: minus.y), font: Font(size: 17), paint: text,
                         alignment: .leading, name: "editor/field/\(field.rawValue)")
            context.draw(RowSettings.format(row.settings[field]), at: Point(x: minus.x - 36, y: minus.y),
                         font: Font(size: 17).monospacedDigit(), paint: text, alignment: .trailing)
            for (center, label) in [(minus, "−"), (plus, "+")] {
                context.fill(Path(roundedRect: Rect(x: center.x - 22, y: center.y - 16, width: 44, height: 32), cornerRadius: 8),
                             with: .color(PlaygroundPalette.switchOff))
                context.draw(label, at: center, font: Font(size: 20), paint: text)
            }
        }
        let lines = row.settings.description
        context.draw(lines[0], at: Point(x: PlaygroundLayout.inset, y: PlaygroundLayout.editorDescription), font: Self.rowFont,
                     paint: text, alignment: .leading, baseline: .alphabetic, name: "editor/description")
        context.draw(lines[1], at: Point(x: PlaygroundLayout.inset, y: PlaygroundLayout.editorDescription + 20),
                     font: Self.rowFont, paint: .color(PlaygroundPalette.secondary), alignment: .leading, baseline: .alphabetic)
        context.draw("Tap to Preview", at: Point(x: PlaygroundLayout.inset, y: PlaygroundLayout.previewTrackTop - 12),
                     font: Font(size: 13), paint: .color(PlaygroundPalette.secondary), alignment: .leading, baseline: .alphabetic)
        drawTrack(location: $previewLocation.at(time), top: PlaygroundLayout.previewTrackTop, in: context, name: "editor/preview")
    }
}
