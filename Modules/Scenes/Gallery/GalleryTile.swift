import Drawing
import Geometry
import Stage

/// One live demo of the gallery (effects-gallery.md §4): its state, how its controls change it,
/// how its stage is drawn in tile space (400 × 300, origin top-left, y down) and its semantic
/// state. The scene draws the title strip, the control strip and the controls around it.
protocol GalleryTile: Sendable {
    /// Which tile this is.
    static var id: TileID { get }
    /// Its controls.
    static var spec: TileSpec { get }
    /// The tile in its initial state; auto-running tiles (A5, E4, E5) start their animations at
    /// `time`.
    init(startingAt time: SceneTime)
    /// Activates `control` (a tap, or the matching action) at `time`.
    mutating func activate(_ control: TileControl, at time: SceneTime)
    /// Sets slider `index` to `value` (already within its range). Never animates by itself.
    mutating func setSlider(_ index: Int, to value: Double)
    /// The value of slider `index`.
    func sliderValue(_ index: Int) -> Double
    /// Whether checkbox `index` is checked.
    func isChecked(_ index: Int) -> Bool
    /// The stepper's value, nil without a stepper.
    var stepperValue: Int? { get }
    /// Whether the stepper button `control` (`.stepperMinus` or `.stepperPlus`) takes taps (it
    /// does not at its bound, where it is drawn at 40 % opacity).
    func isStepperEnabled(_ control: TileControl) -> Bool
    /// The stage item under `point` (tile space), if the tile has tappable items.
    func item(at point: Point) -> Int?
    /// Draws the stage content in tile space at `time`.
    func drawStage(in context: inout GraphicsContext, at time: SceneTime)
    /// The tile's semantic state at `time`: its animated values as presented and its controls.
    func state(at time: SceneTime) -> JSONValue
}

extension GalleryTile {
    mutating func setSlider(_ index: Int, to value: Double) {}
    func sliderValue(_ index: Int) -> Double { 0 }
    func isChecked(_ index: Int) -> Bool { false }
    var stepperValue: Int? { nil }
    func isStepperEnabled(_ control: TileControl) -> Bool { true }
    func item(at point: Point) -> Int? { nil }

    /// The stable name of one of this tile's drawing operations: `tile/<ID>/<part>`.
    func name(_ part: String) -> String { "tile/" + Self.id.rawValue + "/" + part }
}
