import Drawing
import Foundation
import Geometry

/// A shape filled or stroked with a style (SwiftUI's `_ShapeView`): what `.fill` and
/// `.stroke` make of a shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let style: Style
    let mode: ShapeDrawMode

    /// A shape view has no body.
    public var body: Never { fatalError("_ShapeView has no body") }
}

/// Whether a shape is filled or stroked.
enum ShapeDrawMode {
    case fill(eoFill: Bool)
    case stroke(StrokeStyle)
}

extension _ShapeView: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        output.append(ViewNode(path: path, content: ShapeContent(shape: shape, style: style, mode: mode), environment: environment))
    }
}

/// A filling style for shapes (SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule fills (else non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are antialiased (always).
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

extension Shape {
    /// The shape filled with `content` (default: the foreground style).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill(eoFill: style.isEOFilled))
    }

    /// The shape's outline stroked with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(StrokeStyle(lineWidth: Double(lineWidth))))
    }

    /// The shape's outline stroked with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(style))
    }

    /// The shape's outline stroked with the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The shape's outline stroked with the foreground style in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }

    /// The part of the outline between the fractions `from` and `to` (0…1) of its length
    /// (SwiftUI's `trim(from:to:)`; both animate).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape cut to a fraction of its outline (SwiftUI's `trim(from:to:)`).
public struct TrimmedShape<Content: Shape>: Shape {
    var shape: Content
    var startFraction: CGFloat
    var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            (startFraction, endFraction) = (newValue.first.first, newValue.first.second)
            shape.animatableData = newValue.second
        }
    }
}

/// A shape that can be inset by an amount (SwiftUI's `InsettableShape`).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in a rectangle inset on every side.
public struct _InsetShape<Content: Shape>: InsettableShape {
    var shape: Content
    var amount: CGFloat

    public func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> _InsetShape<Content> { _InsetShape(shape: shape, amount: self.amount + amount) }

    public var animatableData: AnimatablePair<CGFloat, Content.AnimatableData> {
        get { AnimatablePair(amount, shape.animatableData) }
        set { (amount, shape.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(shape: self, amount: amount) }
}
extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
}
extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
}
extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
}

extension InsettableShape {
    /// The outline stroked inside the shape's frame (SwiftUI's `strokeBorder`).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, S> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// The outline stroked inside the shape's frame with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// A node drawing a shape.
struct ShapeContent<S: Shape, Style: ShapeStyle>: NodeContent {
    let shape: S
    let style: Style
    let mode: ShapeDrawMode

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {}

    /// The colour the style paints with (the environment's for the foreground style).
    func color(in environment: EnvironmentValues) -> Color? {
        if style is ForegroundStyle { return environment.foregroundGradient == nil ? environment.foregroundColor ?? .black : nil }
        return (style as? any PaintingStyle)?.solidColor
    }

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let previous, let old = previous.content as? ShapeContent<S, Style> else { return }
        commit.animate(node, "shape", from: old.shape.animatableData, to: shape.animatableData)
        if let a = old.color(in: previous.environment), let b = color(in: node.environment) {
            commit.animate(node, "color", from: a, to: b)
        }
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        var s = shape
        s.animatableData = renderer.presented(node, "shape", shape.animatableData)
        let rect = CGRect(origin: .zero, size: size)
        let path = s.path(in: rect).storage
        let paint: Paint
        if let c = color(in: node.environment) {
            paint = .color(renderer.presented(node, "color", c))
        } else {
            paint = resolvePaint(style, in: rect, environment: node.environment)
        }
        switch mode {
        case .fill(let eoFill):
            renderer.context.fill(path, with: paint, style: eoFill ? .evenOdd : .nonZero, name: node.path.string)
        case .stroke(let strokeStyle):
            renderer.context.stroke(path, with: paint, style: strokeStyle, name: node.path.string)
        }
    }

    func hitTest(_ point: CGPoint, node: ViewNode, size: CGSize) -> Bool {
        shape.path(in: CGRect(origin: .zero, size: size)).contains(point)
    }
}
