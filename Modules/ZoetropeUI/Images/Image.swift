import Drawing
import Foundation
import Geometry

/// A symbol image (SwiftUI's `Image(systemName:)`): the SF Symbols Zoetrope's scenes use are
/// drawn as vector outlines (`SymbolLibrary.names` lists them); any other name draws a labelled
/// placeholder. Its size follows the font like a symbol's: one line of the environment's font
/// tall and as wide, unless `.resizable()` makes it take the proposal.
public struct Image: View {
    let systemName: String
    var isResizable = false

    /// The SF Symbol named `systemName`.
    public init(systemName: String) { self.systemName = systemName }

    /// An image that stretches to the proposed size instead of its natural one.
    public func resizable() -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    /// An image has no body.
    public var body: Never { fatalError("Image has no body") }
}

extension Image: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        output.append(ViewNode(path: path.appending("Image[\(systemName)]"), content: ImageContent(image: self), environment: environment))
    }
}

struct ImageContent: NodeContent {
    let image: Image

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let side = TextMetrics.lineHeight(of: node.environment.resolvedFont)
        if image.isResizable { return proposal.replacingUnspecifiedDimensions(by: CGSize(width: side, height: side)) }
        return CGSize(width: side, height: side)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {}

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        let color = renderer.presented(node, "color", node.environment.foregroundColor ?? .black)
        let rect = CGRect(origin: .zero, size: size)
        if let symbol = SymbolLibrary.symbol(named: image.systemName) {
            symbol.draw(in: rect, color: color, context: renderer.context, name: node.path.string)
        } else {
            let box = Geometry.Path(roundedRect: Rect(rect.insetBy(dx: 1, dy: 1)), cornerRadius: Double(size.width) * 0.2, style: .continuous)
            renderer.context.stroke(box, with: .color(color), lineWidth: 1, name: node.path.string)
            renderer.context.draw("?", at: Point(x: Double(rect.midX), y: Double(rect.midY)), font: .system(size: Double(size.height) * 0.5), paint: .color(color), name: node.path.string)
        }
    }

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let previous else { return }
        commit.animate(node, "color", from: previous.environment.foregroundColor ?? .black, to: node.environment.foregroundColor ?? .black)
    }

    func hitTest(_ point: CGPoint, node: ViewNode, size: CGSize) -> Bool { CGRect(origin: .zero, size: size).contains(point) }
}

/// A symbol drawn from vector outlines in a unit square.
struct Symbol {
    /// Outlines in a 1 × 1 square (origin top-left), filled or stroked.
    enum Part {
        case fill(Geometry.Path)
        /// A stroke `width` units wide (of the unit square).
        case stroke(Geometry.Path, width: Double)
    }
    let parts: [Part]

    func draw(in rect: CGRect, color: Color, context: GraphicsContext, name: String) {
        var c = context
        c.translateBy(x: Double(rect.minX), y: Double(rect.minY))
        c.scaleBy(x: Double(rect.width), y: Double(rect.height))
        for part in parts {
            switch part {
            case .fill(let p): c.fill(p, with: .color(color), name: name)
            case .stroke(let p, let w): c.stroke(p, with: .color(color), style: StrokeStyle(lineWidth: w, lineCap: .round, lineJoin: .round), name: name)
            }
        }
    }
}

/// The SF Symbols ZoetropeUI draws.
enum SymbolLibrary {
    /// The names drawn as outlines.
    static var names: [String] { symbols.keys.sorted() }

    static func symbol(named name: String) -> Symbol? { symbols[name] }

    private static let symbols: [String: Symbol] = {
        var s: [String: Symbol] = [:]
        func path(_ build: (inout Geometry.Path) -> Void) -> Geometry.Path { Geometry.Path(build) }
        s["circle.fill"] = Symbol(parts: [.fill(Geometry.Path(ellipseIn: Rect(x: 0.08, y: 0.08, width: 0.84, height: 0.84)))])
        s["circle"] = Symbol(parts: [.stroke(Geometry.Path(ellipseIn: Rect(x: 0.12, y: 0.12, width: 0.76, height: 0.76)), width: 0.08)])
        s["plus"] = Symbol(parts: [.stroke(path { p in
            p.move(to: Point(x: 0.5, y: 0.18)); p.addLine(to: Point(x: 0.5, y: 0.82))
            p.move(to: Point(x: 0.18, y: 0.5)); p.addLine(to: Point(x: 0.82, y: 0.5))
        }, width: 0.1)])
        s["minus"] = Symbol(parts: [.stroke(path { p in p.move(to: Point(x: 0.18, y: 0.5)); p.addLine(to: Point(x: 0.82, y: 0.5)) }, width: 0.1)])
        s["chevron.right"] = Symbol(parts: [.stroke(path { p in
            p.move(to: Point(x: 0.36, y: 0.18)); p.addLine(to: Point(x: 0.66, y: 0.5)); p.addLine(to: Point(x: 0.36, y: 0.82))
        }, width: 0.1)])
        s["chevron.left"] = Symbol(parts: [.stroke(path { p in
            p.move(to: Point(x: 0.64, y: 0.18)); p.addLine(to: Point(x: 0.34, y: 0.5)); p.addLine(to: Point(x: 0.64, y: 0.82))
        }, width: 0.1)])
        s["chevron.down"] = Symbol(parts: [.stroke(path { p in
            p.move(to: Point(x: 0.18, y: 0.36)); p.addLine(to: Point(x: 0.5, y: 0.66)); p.addLine(to: Point(x: 0.82, y: 0.36))
        }, width: 0.1)])
        s["chevron.up"] = Symbol(parts: [.stroke(path { p in
            p.move(to: Point(x: 0.18, y: 0.64)); p.addLine(to: Point(x: 0.5, y: 0.34)); p.addLine(to: Point(x: 0.82, y: 0.64))
        }, width: 0.1)])
        s["xmark"] = Symbol(parts: [.stroke(path { p in
            p.move(to: Point(x: 0.22, y: 0.22)); p.addLine(to: Point(x: 0.78, y: 0.78))
            p.move(to: Point(x: 0.78, y: 0.22)); p.addLine(to: Point(x: 0.22, y: 0.78))
        }, width: 0.1)])
        s["checkmark"] = Symbol(parts: [.stroke(path { p in
            p.move(to: Point(x: 0.18, y: 0.54)); p.addLine(to: Point(x: 0.42, y: 0.78)); p.addLine(to: Point(x: 0.84, y: 0.24))
        }, width: 0.1)])
        s["play.fill"] = Symbol(parts: [.fill(path { p in
            p.move(to: Point(x: 0.26, y: 0.14)); p.addLine(to: Point(x: 0.86, y: 0.5)); p.addLine(to: Point(x: 0.26, y: 0.86)); p.closeSubpath()
        })])
        s["pause.fill"] = Symbol(parts: [
            .fill(Geometry.Path(roundedRect: Rect(x: 0.2, y: 0.14, width: 0.2, height: 0.72), cornerRadius: 0.04, style: .continuous)),
            .fill(Geometry.Path(roundedRect: Rect(x: 0.6, y: 0.14, width: 0.2, height: 0.72), cornerRadius: 0.04, style: .continuous)),
        ])
        s["heart.fill"] = Symbol(parts: [.fill(path { p in
            p.move(to: Point(x: 0.5, y: 0.88))
            p.addCurve(to: Point(x: 0.06, y: 0.36), control1: Point(x: 0.3, y: 0.72), control2: Point(x: 0.06, y: 0.56))
            p.addCurve(to: Point(x: 0.5, y: 0.24), control1: Point(x: 0.06, y: 0.1), control2: Point(x: 0.4, y: 0.06))
            p.addCurve(to: Point(x: 0.94, y: 0.36), control1: Point(x: 0.6, y: 0.06), control2: Point(x: 0.94, y: 0.1))
            p.addCurve(to: Point(x: 0.5, y: 0.88), control1: Point(x: 0.94, y: 0.56), control2: Point(x: 0.7, y: 0.72))
            p.closeSubpath()
        })])
        s["star.fill"] = Symbol(parts: [.fill(path { p in
            for i in 0..<10 {
                let r = i % 2 == 0 ? 0.46 : 0.19
                let a = -Double.pi / 2 + Double(i) * Double.pi / 5
                let pt = Point(x: 0.5 + r * Foundation.cos(a), y: 0.53 + r * Foundation.sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        })])
        return s
    }()
}
