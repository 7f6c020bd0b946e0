import Foundation
import Geometry

// Conversions between Core Graphics' types (ZoetropeUI's public API, as SwiftUI's) and
// Geometry's (what Drawing and Stage speak). Internal: users never see Geometry's.

extension Point {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension Size {
    init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension Rect {
    init(_ r: CGRect) { self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.width), height: Double(r.height)) }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
}
