import Drawing
import Geometry
import Raster

/// Renders `commands` on a `width` × `height` point frame at `scale`.
func raster(_ commands: [Frame.Command], width: Double = 100, height: Double = 100, scale: Double = 1) throws -> RasterImage {
    try FrameRasterizer().render(Frame(size: Size(width: width, height: height), operations: commands.map { Frame.Operation($0) }), scale: scale)
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(Rect(x: x, y: y, width: w, height: h))
}

func fill(_ path: Path, _ color: Color, _ rule: FillRule = .nonZero) -> Frame.Command {
    .fill(path, .color(color), rule)
}

/// Whether every channel of `a` is within `tolerance` of `b`'s.
func near(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 0) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

let clear = RGBA8(0, 0, 0, 0)
let white = RGBA8(255, 255, 255)
let black = RGBA8(0, 0, 0)
