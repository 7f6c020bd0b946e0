import Drawing
import Geometry
import Stage

/// The effects gallery (effects-gallery.md): 25 small live tiles of timing curves, modifiers,
/// springs, animatable data, geometry effects and animatable modifiers in one grid.
///
/// - Page (§3.1): a 40-point header with the title and "Reset all", then the grid; the column
///   count maximises the tile scale. A tap on a tile's title strip shows that tile alone, full
///   size (focus mode), and another tap returns; the `tile` parameter does the same ("all" or a
///   tile id such as "D2", from a deep link or a `set` event). Hidden tiles keep running.
///   Below 1100 points wide (a phone, a tablet in portrait) the gallery is paged: one tile at a
///   time, full width, with Previous and Next in a bar at the bottom (#42).
/// - Input: only the primary pointer; a control activates on pointer-up when the press began on
///   it and moved at most 10 screen points; a slider follows the press and its drag.
/// - Actions: `reset-all`, and for each tile its controls: `<id>-<button>` (`a1-move`,
///   `c2-rotate`, …), `b2-minus`/`b2-plus`, `<id>-<checkbox>` (`d1-animatable`,
///   `f1-content`), `e3-item-<i>`, `focus-<id>` and `focus-all`.
/// - Drawing: every operation is named, `header/…` and `tile/<ID>/…` (see the README).
/// - State (`preview state gallery`): `layout`, `focused`, and `tiles.<ID>` with each tile's
///   presented values at the time asked.
public struct GalleryScene: Scene {
    /// The `tile` parameter: "all" shows the grid, a tile id shows that tile alone.
    public static let tileKey = ParameterKey.choice(
        "tile", default: "all", options: ["all"] + TileID.allCases.map(\.rawValue),
        summary: "Show one tile full size (focus mode), or all of them")

    /// Id `gallery`, 1280 × 800, event-driven (no ticks).
    public static let info = SceneInfo(
        id: "gallery", title: "Effects gallery",
        summary: "25 live tiles: timing curves, modifiers, springs, animatable data, geometry effects.",
        viewport: Size(width: 1280, height: 800),
        actions: [SceneAction("reset-all", summary: "Reset every tile; restart A5, E4 and E5")]
            + TileID.allCases.flatMap { tile in
                tile.spec.actions(for: tile).map { SceneAction($0.name, summary: "\(tile.rawValue): \($0.name)") }
            }
            + [SceneAction("focus-all", summary: "Show the grid (one tile at a time below 1100 points wide)"),
               SceneAction("next-tile", summary: "Show the next tile alone (the pager's Next)"),
               SceneAction("previous-tile", summary: "Show the previous tile alone (the pager's Previous)")]
            + TileID.allCases.map { SceneAction("focus-\($0.rawValue.lowercased())", summary: "Show \($0.rawValue) full size") },
        parameters: [tileKey.parameter])

    /// The layout for the viewport.
    var layout: GalleryLayout
    /// The tile shown alone, nil for the grid.
    var focused: TileID?
    /// The tiles, in grid order (`TileID.index`).
    var tiles: [any GalleryTile]
    /// The primary pointer's press, while it is down.
    var press: GalleryPress?

    /// The gallery at t = 0: every tile in its initial state, the auto-running tiles started.
    public init(_ context: SceneContext) {
        layout = GalleryLayout(viewport: context.viewport)
        focused = TileID(name: context.parameters[Self.tileKey])
        tiles = TileID.allCases.map { $0.makeTile(startingAt: .zero) }
    }

    /// The tile `id`.
    func tile(_ id: TileID) -> any GalleryTile { tiles[id.index] }

    /// Shows the tile `step` places after (or before) the one shown, wrapping around (the
    /// pager's Next and Previous, the `next-tile` and `previous-tile` actions).
    mutating func page(by step: Int) {
        let all = TileID.allCases
        let current = layout.shown(focused: focused) ?? focused ?? all[all.count - 1]
        focused = all[((current.index + step) % all.count + all.count) % all.count]
    }

    /// Returns every tile to its initial state and restarts the auto-running tiles at `time`.
    mutating func resetAll(at time: SceneTime) {
        tiles = TileID.allCases.map { $0.makeTile(startingAt: time) }
    }

    /// Activates `control` of `tile` at `time` (a tap or an action): the title strip toggles
    /// focus; a stepper button at its bound does nothing.
    mutating func activate(_ control: TileControl, of tile: TileID, at time: SceneTime) {
        switch control {
        case .titleStrip:
            // Paged, a tile is always shown alone: its title does not return to a grid.
            guard !layout.isPaged else { return }
            focused = focused == nil ? tile : nil
        case .stepperMinus, .stepperPlus:
            guard tiles[tile.index].isStepperEnabled(control) else { return }
            tiles[tile.index].activate(control, at: time)
        default:
            tiles[tile.index].activate(control, at: time)
        }
    }
}
