import Drawing
import Geometry
import PullToRefresh

/// The sport's picture for the details' pinned header (D.3: "the sport image band"), drawn from
/// vector shapes instead of the book's photographs (no bitmaps to ship): the playing surface seen
/// from above in the band's colour — its markings in translucent white — and the sport's ball (or
/// puck) in front, right of centre. The picture is laid out once per viewport width, 220 points
/// tall (the expanded header), and placed like a photograph that fills the header: centred on
/// it, cropped as the header shortens and scaled up as it is pulled taller — by a transform, so
/// its paths stay the same from frame to frame (the wire format sends each path once). The
/// caller clips it to the header's shape.
enum SportPicture {
    /// The height the picture is laid out at, points (D.1's headerHeight).
    static let layoutHeight = 220.0

    /// Draws the picture of `sport` in a header `width` × `height` points whose top-left is the
    /// context's origin, the ball at `ballOpacity`.
    static func draw(_ sport: Sport, width: Double, height: Double, ballOpacity: Double = 1, context: GraphicsContext) {
        guard width > 0, height > 0 else { return }
        var g = context
        let scale = Swift.max(1, height / layoutHeight)
        g.translateBy(x: width / 2, y: height / 2)
        g.scaleBy(x: scale, y: scale)
        g.translateBy(x: -width / 2, y: -layoutHeight / 2)
        draw(sport, in: Rect(x: 0, y: 0, width: width, height: layoutHeight), ballOpacity: ballOpacity, context: g)
    }

    /// Draws the picture of `sport` filling `box` (viewport points), named `details/picture`;
    /// the ball (or puck) at `ballOpacity` (the collapsed header fades it: its title and date
    /// take the band).
    static func draw(_ sport: Sport, in box: Rect, ballOpacity: Double = 1, context: GraphicsContext) {
        var ballContext = context
        ballContext.opacity *= ballOpacity
        let h = box.height, w = box.width
        guard h > 0, w > 0 else { return }
        let lines = Paint.color(Color.white.opacity(0.45))
        let line = StrokeStyle(lineWidth: Swift.max(2, h * 0.014))
        let cx = box.midX, cy = box.midY + h * 0.08
        // The ball sits right of centre, never past the right edge.
        let r = h * 0.2
        let ball = Point(x: Swift.min(box.maxX - r - 16, cx + Swift.max(w * 0.22, r * 1.6)), y: cy)
        switch sport {
        case .basketball:
            var planks = Path()
            var x = box.minX
            while x < box.maxX { planks.addRect(Rect(x: x, y: box.minY, width: 1, height: h)); x += h * 0.11 }
            context.fill(planks, with: .color(Color.black.opacity(0.08)), name: "details/picture")
            var court = Path()
            court.move(to: Point(x: cx, y: box.minY))
            court.addLine(to: Point(x: cx, y: box.maxY))
            court.addEllipse(in: Rect(x: cx - h * 0.22, y: cy - h * 0.22, width: h * 0.44, height: h * 0.44))
            for side in [-1.0, 1.0] {
                let edge = side < 0 ? box.minX : box.maxX
                court.addRect(Rect(x: side < 0 ? edge : edge - h * 0.5, y: cy - h * 0.2, width: h * 0.5, height: h * 0.4))
                court.addArc(center: Point(x: edge, y: cy), radius: h * 0.78, startAngle: .degrees(side < 0 ? -90 : 90),
                             endAngle: .degrees(side < 0 ? 90 : 270), clockwise: false)
            }
            context.stroke(court, with: lines, style: line, name: "details/picture")
            var g = ballContext
            g.translateBy(x: ball.x, y: ball.y)
            g.rotate(by: .degrees(-20))
            g.scaleBy(x: r / 21, y: r / 21)
            BasketballArtwork(ballSize: 42).drawBall(BallPose(center: .zero, rotation: .zero), in: g)
        case .football:
            var stripes = Path()
            var x = box.minX, k = 0
            while x < box.maxX {
                if k % 2 == 0 { stripes.addRect(Rect(x: x, y: box.minY, width: h * 0.25, height: h)) }
                x += h * 0.25
                k += 1
            }
            context.fill(stripes, with: .color(Color.black.opacity(0.1)), name: "details/picture")
            var yards = Path()
            x = box.minX
            while x <= box.maxX {
                yards.move(to: Point(x: x, y: box.minY))
                yards.addLine(to: Point(x: x, y: box.maxY))
                for y in [cy - h * 0.18, cy + h * 0.18] {
                    yards.move(to: Point(x: x + h * 0.125 - 4, y: y))
                    yards.addLine(to: Point(x: x + h * 0.125 + 4, y: y))
                }
                x += h * 0.25
            }
            context.stroke(yards, with: lines, style: line, name: "details/picture")
            var g = ballContext
            g.translateBy(x: ball.x, y: ball.y)
            g.rotate(by: .degrees(-30))
            let body = Path { p in
                p.move(to: Point(x: -1.5 * r, y: 0))
                p.addQuadCurve(to: Point(x: 1.5 * r, y: 0), control: Point(x: 0, y: -1.25 * r))
                p.addQuadCurve(to: Point(x: -1.5 * r, y: 0), control: Point(x: 0, y: 1.25 * r))
                p.closeSubpath()
            }
            g.fill(body, with: .color(Color(hex: 0x7B3F1D)), name: "details/picture/ball")
            var laces = Path()
            laces.move(to: Point(x: -0.55 * r, y: 0))
            laces.addLine(to: Point(x: 0.55 * r, y: 0))
            for k in -2...2 {
                laces.move(to: Point(x: Double(k) * 0.22 * r, y: -0.14 * r))
                laces.addLine(to: Point(x: Double(k) * 0.22 * r, y: 0.14 * r))
            }
            for end in [-1.0, 1.0] {
                laces.move(to: Point(x: end * 1.05 * r, y: -0.32 * r))
                laces.addQuadCurve(to: Point(x: end * 1.05 * r, y: 0.32 * r), control: Point(x: end * 0.9 * r, y: 0))
            }
            g.stroke(laces, with: .color(.white), style: StrokeStyle(lineWidth: Swift.max(1.5, r * 0.07), lineCap: .round),
                     name: "details/picture/laces")
        case .iceHockey:
            var rink = Path()
            rink.addEllipse(in: Rect(x: cx - h * 0.2, y: cy - h * 0.2, width: h * 0.4, height: h * 0.4))
            for side in [-1.0, 1.0] {
                let x = cx + side * h * 0.75
                rink.addEllipse(in: Rect(x: x - h * 0.14, y: cy - h * 0.14, width: h * 0.28, height: h * 0.28))
            }
            context.stroke(rink, with: lines, style: line, name: "details/picture")
            let bar = Swift.max(4, h * 0.035)
            context.fill(Path(Rect(x: cx - bar / 2, y: box.minY, width: bar, height: h)),
                         with: .color(Color(hex: 0xD7263D, opacity: 0.7)), name: "details/picture")
            var blue = Path()
            for side in [-1.0, 1.0] { blue.addRect(Rect(x: cx + side * h * 0.45 - bar / 2, y: box.minY, width: bar, height: h)) }
            context.fill(blue, with: .color(Color(hex: 0x1B4F9C, opacity: 0.6)), name: "details/picture")
            var g = ballContext
            g.translateBy(x: ball.x, y: ball.y)
            let stick = Path { p in
                p.move(to: Point(x: -1.3 * r, y: -1.6 * r))
                p.addLine(to: Point(x: 0.2 * r, y: 0.9 * r))
                p.addQuadCurve(to: Point(x: 1.2 * r, y: 1.0 * r), control: Point(x: 0.5 * r, y: 1.25 * r))
            }
            g.stroke(stick, with: .color(Color(hex: 0x3B2314)), style: StrokeStyle(lineWidth: r * 0.22, lineCap: .round, lineJoin: .round),
                     name: "details/picture/stick")
            g.fill(Path(ellipseIn: Rect(x: -0.45 * r, y: 0.05 * r, width: 0.9 * r, height: 0.5 * r)), with: .color(.black),
                   name: "details/picture/puck")
        case .baseball:
            let d = h * 0.34
            let diamond = Path { p in
                p.addLines([Point(x: cx, y: cy - d), Point(x: cx + d, y: cy), Point(x: cx, y: cy + d), Point(x: cx - d, y: cy)])
                p.closeSubpath()
            }
            context.fill(diamond, with: .color(Color(hex: 0xB07A4F, opacity: 0.55)), name: "details/picture")
            context.stroke(diamond, with: lines, style: line, name: "details/picture")
            var bases = Path()
            for (bx, by) in [(cx, cy - d), (cx + d, cy), (cx - d, cy), (cx, cy + d)] {
                bases.addRect(Rect(x: bx - h * 0.03, y: by - h * 0.03, width: h * 0.06, height: h * 0.06))
            }
            context.fill(bases, with: .color(.white), name: "details/picture")
            ballContext.fill(Path(ellipseIn: Rect(x: ball.x - r, y: ball.y - r, width: 2 * r, height: 2 * r)), with: .color(.white),
                             name: "details/picture/ball")
            var stitches = Path()
            for side in [-1.0, 1.0] {
                stitches.move(to: Point(x: ball.x + side * 0.62 * r, y: ball.y - 0.78 * r))
                stitches.addQuadCurve(to: Point(x: ball.x + side * 0.62 * r, y: ball.y + 0.78 * r),
                                      control: Point(x: ball.x + side * 0.2 * r, y: ball.y))
            }
            ballContext.stroke(stitches, with: .color(Color(hex: 0xD7263D)),
                           style: StrokeStyle(lineWidth: Swift.max(1.5, r * 0.08), lineCap: .round, dash: [r * 0.12, r * 0.1]),
                           name: "details/picture/stitches")
        case .tennis:
            let cw = Swift.min(w - 32, h * 2.2), ch = h * 0.62
            let court = Rect(x: cx - cw / 2, y: cy - ch / 2, width: cw, height: ch)
            var marks = Path()
            marks.addRect(court)
            marks.addRect(court.insetBy(dx: 0, dy: ch * 0.12))
            for side in [-1.0, 1.0] {
                marks.move(to: Point(x: cx + side * cw * 0.27, y: court.minY + ch * 0.12))
                marks.addLine(to: Point(x: cx + side * cw * 0.27, y: court.maxY - ch * 0.12))
            }
            marks.move(to: Point(x: cx - cw * 0.27, y: cy))
            marks.addLine(to: Point(x: cx + cw * 0.27, y: cy))
            context.stroke(marks, with: lines, style: line, name: "details/picture")
            context.fill(Path(Rect(x: cx - 2, y: court.minY - 6, width: 4, height: ch + 12)), with: .color(Color.white.opacity(0.8)),
                         name: "details/picture/net")
            ballContext.fill(Path(ellipseIn: Rect(x: ball.x - r * 0.8, y: ball.y - r * 0.8, width: 1.6 * r, height: 1.6 * r)),
                             with: .color(Color(hex: 0xDFFF4F)), name: "details/picture/ball")
            var seam = Path()
            seam.addArc(center: Point(x: ball.x - r * 1.1, y: ball.y), radius: r * 0.8, startAngle: .degrees(-40),
                        endAngle: .degrees(40), clockwise: false)
            seam.move(to: Point(x: ball.x + r * 1.1 - r * 0.8 * 0.766, y: ball.y + r * 0.8 * 0.643))
            seam.addArc(center: Point(x: ball.x + r * 1.1, y: ball.y), radius: r * 0.8, startAngle: .degrees(140),
                        endAngle: .degrees(220), clockwise: false)
            ballContext.stroke(seam, with: .color(.white), style: StrokeStyle(lineWidth: Swift.max(1.5, r * 0.08)),
                               name: "details/picture/seam")
        }
    }
}
