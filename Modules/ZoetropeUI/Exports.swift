// What a file that imports only ZoetropeUI sees besides ZoetropeUI's own declarations.
//
// Foundation: SwiftUI's geometry types are Core Graphics' (`CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`), which Foundation declares on Linux; ZoetropeUI adds `CGAffineTransform` and
// `CGVector`, which it lacks. Curves: SwiftUI's animation vocabulary (`Animation`, `Spring`,
// `UnitCurve`, `Animatable`, `VectorArithmetic`, `AnimatablePair`, `EmptyAnimatableData`) has the
// same shape there. Stage is deliberately *not* re-exported: its `Scene`, `Transaction`,
// `DragGesture`, … have other shapes than SwiftUI's, and ZoetropeUI declares the SwiftUI ones.
@_exported import Curves
@_exported import Foundation
import Drawing
import Geometry

/// An angle (SwiftUI's `Angle`): `.degrees(45)`, `.radians(.pi)`; positive is clockwise on
/// screen (y points down).
public typealias Angle = Geometry.Angle

/// A point in a view's unit square (SwiftUI's `UnitPoint`): `(0, 0)` is the top-leading corner,
/// `(1, 1)` the bottom-trailing one.
public typealias UnitPoint = Geometry.UnitPoint

/// Insets from the four edges of a rectangle, in points (SwiftUI's `EdgeInsets`).
public typealias EdgeInsets = Geometry.EdgeInsets

/// A colour in the sRGB space with an opacity, each component nominally 0…1 (SwiftUI's
/// `Color`; also a view that fills the space it is offered, and a shape style).
public typealias Color = Drawing.Color

/// A font: size in points, weight, design (SwiftUI's `Font`, with the iOS text styles' sizes).
public typealias Font = Drawing.Font

/// A colour gradient: ordered stops at locations 0…1 (SwiftUI's `Gradient`).
public typealias Gradient = Drawing.Gradient

/// How a shape's outline is stroked: line width in points, caps, joins, dashes (SwiftUI's
/// `StrokeStyle`).
public typealias StrokeStyle = Drawing.StrokeStyle

/// The corner style of rounded rectangles: `.circular` arcs or iOS's `.continuous` curvature.
public typealias RoundedCornerStyle = Geometry.RoundedCornerStyle
