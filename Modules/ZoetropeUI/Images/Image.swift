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
        // The symbols the book's screens use (the scenes draw the same glyphs by hand).
        let calendar = Symbol(parts: [
            .stroke(Geometry.Path(roundedRect: Rect(x: 0.12, y: 0.18, width: 0.76, height: 0.68), cornerRadius: 0.1, style: .continuous), width: 0.07),
            .fill(Geometry.Path(roundedRect: Rect(x: 0.12, y: 0.18, width: 0.76, height: 0.18), cornerRadius: 0.08, style: .continuous)),
            .stroke(path { p in
                p.move(to: Point(x: 0.32, y: 0.1)); p.addLine(to: Point(x: 0.32, y: 0.24))
                p.move(to: Point(x: 0.68, y: 0.1)); p.addLine(to: Point(x: 0.68, y: 0.24))
            }, width: 0.07),
            .fill(path { p in
                for row in 0..<2 { for column in 0..<3 {
                    p.addRect(Rect(x: 0.25 + Double(column) * 0.19, y: 0.46 + Double(row) * 0.18, width: 0.1, height: 0.1))
                } }
            }),
        ])
        s["calendar"] = calendar
        let cart = Symbol(parts: [
            .stroke(path { p in
                p.move(to: Point(x: 0.06, y: 0.2)); p.addLine(to: Point(x: 0.2, y: 0.2))
                p.addLine(to: Point(x: 0.3, y: 0.66)); p.addLine(to: Point(x: 0.82, y: 0.66))
                p.addLine(to: Point(x: 0.9, y: 0.32)); p.addLine(to: Point(x: 0.24, y: 0.32))
            }, width: 0.07),
            .fill(Geometry.Path(ellipseIn: Rect(x: 0.3, y: 0.74, width: 0.12, height: 0.12))),
            .fill(Geometry.Path(ellipseIn: Rect(x: 0.7, y: 0.74, width: 0.12, height: 0.12))),
        ])
        s["cart"] = cart
        s["cart.fill"] = cart
        let pin = Symbol(parts: [.fill(path { p in
            p.move(to: Point(x: 0.5, y: 0.92))
            p.addCurve(to: Point(x: 0.2, y: 0.38), control1: Point(x: 0.38, y: 0.74), control2: Point(x: 0.2, y: 0.56))
            p.addArc(center: Point(x: 0.5, y: 0.38), radius: 0.3, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            p.addCurve(to: Point(x: 0.5, y: 0.92), control1: Point(x: 0.8, y: 0.56), control2: Point(x: 0.62, y: 0.74))
            p.closeSubpath()
            p.addEllipse(in: Rect(x: 0.4, y: 0.28, width: 0.2, height: 0.2))
        })])
        s["mappin"] = pin
        s["mappin.and.ellipse"] = pin
        s["location.fill"] = Symbol(parts: [.fill(path { p in
            p.move(to: Point(x: 0.88, y: 0.12)); p.addLine(to: Point(x: 0.12, y: 0.46))
            p.addLine(to: Point(x: 0.48, y: 0.52)); p.addLine(to: Point(x: 0.54, y: 0.88)); p.closeSubpath()
        })])
        func arrow(_ angle: Double) -> Symbol {
            let t = Geometry.AffineTransform(rotationAngle: .degrees(angle), anchor: Point(x: 0.5, y: 0.5))
            var p = Geometry.Path()
            p.move(to: Point(x: 0.16, y: 0.5)); p.addLine(to: Point(x: 0.82, y: 0.5))
            p.move(to: Point(x: 0.56, y: 0.24)); p.addLine(to: Point(x: 0.84, y: 0.5)); p.addLine(to: Point(x: 0.56, y: 0.76))
            return Symbol(parts: [.stroke(p.applying(t), width: 0.09)])
        }
        s["arrow.right"] = arrow(0)
        s["arrow.down"] = arrow(90)
        s["arrow.left"] = arrow(180)
        s["arrow.up"] = arrow(270)
        s["arrow.right.circle"] = Symbol(parts: [.stroke(Geometry.Path(ellipseIn: Rect(x: 0.08, y: 0.08, width: 0.84, height: 0.84)), width: 0.07)]
            + arrow(0).parts.map { part in
                if case .stroke(let p, _) = part {
                    return .stroke(p.applying(Geometry.AffineTransform(scaleX: 0.6, y: 0.6, anchor: Point(x: 0.5, y: 0.5))), width: 0.07)
                }
                return part
            })
        s["arrow.clockwise"] = Symbol(parts: [
            .stroke(path { p in p.addArc(center: Point(x: 0.5, y: 0.54), radius: 0.32, startAngle: .degrees(-60), endAngle: .degrees(250), clockwise: false) }, width: 0.08),
            .fill(path { p in
                p.move(to: Point(x: 0.62, y: 0.1)); p.addLine(to: Point(x: 0.82, y: 0.3)); p.addLine(to: Point(x: 0.56, y: 0.34)); p.closeSubpath()
            }),
        ])
        s["thermometer"] = Symbol(parts: [
            .stroke(Geometry.Path(roundedRect: Rect(x: 0.4, y: 0.06, width: 0.2, height: 0.62), cornerRadius: 0.1, style: .circular), width: 0.06),
            .fill(Geometry.Path(ellipseIn: Rect(x: 0.3, y: 0.6, width: 0.4, height: 0.34))),
        ])
        s["magnifyingglass"] = Symbol(parts: [
            .stroke(Geometry.Path(ellipseIn: Rect(x: 0.12, y: 0.12, width: 0.52, height: 0.52)), width: 0.09),
            .stroke(path { p in p.move(to: Point(x: 0.58, y: 0.58)); p.addLine(to: Point(x: 0.86, y: 0.86)) }, width: 0.11),
        ])
        s["bell.fill"] = Symbol(parts: [.fill(path { p in
            p.move(to: Point(x: 0.14, y: 0.76))
            p.addLine(to: Point(x: 0.24, y: 0.62)); p.addLine(to: Point(x: 0.24, y: 0.42))
            p.addCurve(to: Point(x: 0.76, y: 0.42), control1: Point(x: 0.24, y: 0.06), control2: Point(x: 0.76, y: 0.06))
            p.addLine(to: Point(x: 0.76, y: 0.62)); p.addLine(to: Point(x: 0.86, y: 0.76)); p.closeSubpath()
            p.addEllipse(in: Rect(x: 0.41, y: 0.78, width: 0.18, height: 0.14))
        })])
        s["person.fill"] = Symbol(parts: [
            .fill(Geometry.Path(ellipseIn: Rect(x: 0.32, y: 0.08, width: 0.36, height: 0.36))),
            .fill(Geometry.Path(roundedRect: Rect(x: 0.14, y: 0.52, width: 0.72, height: 0.4), cornerRadius: 0.2, style: .continuous)),
        ])
        s["house.fill"] = Symbol(parts: [.fill(path { p in
            p.move(to: Point(x: 0.5, y: 0.1)); p.addLine(to: Point(x: 0.92, y: 0.48)); p.addLine(to: Point(x: 0.8, y: 0.48))
            p.addLine(to: Point(x: 0.8, y: 0.9)); p.addLine(to: Point(x: 0.2, y: 0.9)); p.addLine(to: Point(x: 0.2, y: 0.48))
            p.addLine(to: Point(x: 0.08, y: 0.48)); p.closeSubpath()
        })])
        return s
    }()
}
