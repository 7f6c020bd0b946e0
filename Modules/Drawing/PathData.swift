import Geometry

/// SVG path-data text for a `Path`, shared by the canonical JSON and SVG encoders.
///
/// Grammar (a strict subset of SVG path data, absolute commands only, single spaces):
/// `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`, joined by spaces, e.g.
/// `"M 0 0 L 10 0 Q 15 5 10 10 Z"`. Numbers use `DecimalFormat`. The empty path is `""`.
enum PathData {
    /// The path-data text of `path`.
    static func string(_ path: Path) -> String {
        var out: [UInt8] = []
        append(path, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the path-data text of `path` to `out`.
    static func append(_ path: Path, to out: inout [UInt8]) {
        var first = true
        func command(_ letter: Character, _ numbers: Double...) {
            if !first { out.append(UInt8(ascii: " ")) }
            first = false
            out.append(letter.asciiValue!)
            for n in numbers {
                out.append(UInt8(ascii: " "))
                DecimalFormat.append(n, to: &out)
            }
        }
        for e in path.storedElements {
            switch e {
            case .move(let p): command("M", p.x, p.y)
            case .line(let p): command("L", p.x, p.y)
            case .quadCurve(let p, let c): command("Q", c.x, c.y, p.x, p.y)
            case .curve(let p, let c1, let c2): command("C", c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: command("Z")
            }
        }
    }

    /// Parses text written by `string(_:)`; nil for anything else.
    static func parse(_ text: String) -> Path? {
        if text.isEmpty { return Path() }
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false)
        var elements: [Path.Element] = []
        var i = 0
        func numbers(_ n: Int) -> [Double]? {
            var out: [Double] = []
            for k in 1...n {
                guard i + k < tokens.count, let v = Double(tokens[i + k]), v.isFinite else { return nil }
                out.append(v)
            }
            return out
        }
        while i < tokens.count {
            switch tokens[i] {
            case "M":
                guard let v = numbers(2) else { return nil }
                elements.append(.move(to: Point(x: v[0], y: v[1])))
                i += 3
            case "L":
                guard let v = numbers(2) else { return nil }
                elements.append(.line(to: Point(x: v[0], y: v[1])))
                i += 3
            case "Q":
                guard let v = numbers(4) else { return nil }
                elements.append(.quadCurve(to: Point(x: v[2], y: v[3]), control: Point(x: v[0], y: v[1])))
                i += 5
            case "C":
                guard let v = numbers(6) else { return nil }
                elements.append(
                    .curve(
                        to: Point(x: v[4], y: v[5]), control1: Point(x: v[0], y: v[1]),
                        control2: Point(x: v[2], y: v[3])))
                i += 7
            case "Z":
                elements.append(.closeSubpath)
                i += 1
            default:
                return nil
            }
        }
        return Path(elements: elements)
    }
}
