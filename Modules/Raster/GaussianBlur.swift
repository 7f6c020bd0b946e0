/// Gaussian blur of premultiplied ARGB32 pixels, approximated by three box blurs per axis as the
/// SVG/CSS filter specification prescribes for `feGaussianBlur` (and browsers implement): for a
/// standard deviation σ pixels, d = ⌊σ · 3√(2π) / 4 + 0.5⌋; an odd d gives three centred boxes of
/// width d, an even d two boxes of width d shifted half a pixel left then right, and one of
/// width d + 1. Pixels outside the buffer count as transparent.
enum GaussianBlur {
    /// The three boxes for σ pixels as (pixels left, pixels right) of the output pixel, or empty
    /// when σ is too small to change anything (d < 2).
    static func boxes(sigma: Double) -> [(left: Int, right: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d >= 2 else { return [] }
        if d % 2 == 1 { return Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3) }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// Blurs `width` × `height` words (rows `wordsPerRow` apart) in place with σ pixels.
    static func blur(_ words: UnsafeMutablePointer<UInt32>, width: Int, height: Int, wordsPerRow: Int, sigma: Double) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        let longest = Swift.max(width, height)
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: longest)
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: longest)
        defer {
            line.deallocate()
            scratch.deallocate()
        }
        for y in 0..<height {
            let row = words + y * wordsPerRow
            line.update(from: row, count: width)
            for p in passes { boxPass(line, scratch, count: width, left: p.left, right: p.right) }
            row.update(from: line, count: width)
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = words[y * wordsPerRow + x] }
            for p in passes { boxPass(line, scratch, count: height, left: p.left, right: p.right) }
            for y in 0..<height { words[y * wordsPerRow + x] = line[y] }
        }
    }

    /// One box pass over `count` words of `data` (using `scratch`): each output is the rounded
    /// mean of the inputs from `left` before to `right` after it, per 8-bit channel.
    private static func boxPass(_ data: UnsafeMutablePointer<UInt32>, _ scratch: UnsafeMutablePointer<UInt32>, count: Int, left: Int, right: Int) {
        let n = UInt32(left + right + 1)
        let half = n / 2
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
        // The window for output 0 covers inputs -left…right.
        for i in 0...Swift.min(right, count - 1) {
            let v = data[i]
            s0 += v & 0xFF; s1 += v >> 8 & 0xFF; s2 += v >> 16 & 0xFF; s3 += v >> 24
        }
        for i in 0..<count {
            scratch[i] = ((s0 + half) / n) | ((s1 + half) / n) << 8 | ((s2 + half) / n) << 16 | ((s3 + half) / n) << 24
            let entering = i + right + 1, leaving = i - left
            if entering < count {
                let v = data[entering]
                s0 += v & 0xFF; s1 += v >> 8 & 0xFF; s2 += v >> 16 & 0xFF; s3 += v >> 24
            }
            if leaving >= 0 {
                let v = data[leaving]
                s0 -= v & 0xFF; s1 -= v >> 8 & 0xFF; s2 -= v >> 16 & 0xFF; s3 -= v >> 24
            }
        }
        data.update(from: scratch, count: count)
    }
}
