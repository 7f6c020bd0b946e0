/// One 8-bit RGBA pixel, not premultiplied (straight alpha), gamma-encoded sRGB.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel from its four channels.
    @inlinable
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A raster image: `width` × `height` pixels, rows top to bottom, each pixel 4 bytes R, G, B, A
/// with straight (not premultiplied) alpha — what PNG and ffmpeg's `rgba` expect.
public struct RasterImage: Hashable, Sendable {
    /// Width in pixels (≥ 1).
    public let width: Int
    /// Height in pixels (≥ 1).
    public let height: Int
    /// `width × height × 4` bytes, row-major, RGBA, straight alpha.
    public internal(set) var bytes: [UInt8]

    /// Creates an image from its bytes (`width × height × 4` of them, RGBA, straight alpha).
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width > 0 && height > 0 && bytes.count == width * height * 4, "RasterImage: wrong byte count")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y` (0-based, from the top left).
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "RasterImage: pixel out of bounds")
        let i = (y * width + x) * 4
        return RGBA8(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }
}
