import Curves
import Geometry
import Testing

@Suite("VectorArithmetic")
struct VectorArithmeticTests {
    @Test("interpolated is a + (b − a)·amount", arguments: [0.0, 0.25, 0.5, 1.0, 1.5, -0.5])
    func interpolation(amount: Double) {
        #expect(2.0.interpolated(towards: 10, amount: amount) == 2 + 8 * amount)
    }

    @Test("Double's magnitudeSquared is x² and scale multiplies")
    func doubleConformance() {
        #expect((-3.0).magnitudeSquared == 9)
        #expect(3.0.scaled(by: -2) == -6)
        #expect(Float(1.5).scaled(by: 2) == 3)
        #expect(4.0.animatableData == 4)
    }
}

@Suite("AnimatablePair")
struct AnimatablePairTests {
    typealias Pair = AnimatablePair<Double, AnimatablePair<Double, Double>>
    static let samples: [Pair] = [
        Pair(1, AnimatablePair(2, 3)), Pair(-4, AnimatablePair(0.5, 8)), Pair(0, AnimatablePair(0, 0)),
    ]

    @Test("arithmetic is component-wise and zero is the identity", arguments: samples, samples)
    func componentWise(a: Pair, b: Pair) {
        let sum = a + b
        #expect(sum.first == a.first + b.first)
        #expect(sum.second.second == a.second.second + b.second.second)
        #expect(a - b + b == a)
        #expect(a + .zero == a)
        var c = a
        c += b
        c -= b
        #expect(c == a)
    }

    @Test("magnitudeSquared adds the components' and scale scales both")
    func magnitudeAndScale() {
        let pair = Pair(3, AnimatablePair(4, 12))
        #expect(pair.magnitudeSquared == 169)
        #expect(pair.scaled(by: 2) == Pair(6, AnimatablePair(8, 24)))
        #expect(Pair.zero == Pair(0, AnimatablePair(0, 0)))
    }
}

@Suite("AnimatableVector")
struct AnimatableVectorTests {
    @Test("vectors of different lengths combine as if padded with zeros")
    func padding() {
        let a: AnimatableVector = [1, 2, 3]
        let b: AnimatableVector = [10]
        #expect((a + b).elements == [11, 2, 3])
        #expect((b - a).elements == [9, -2, -3])
        #expect(a + .zero == a)
        #expect(AnimatableVector([1, 0, 0]) == [1])
        #expect(AnimatableVector.zero == [0, 0])
        #expect(a[7] == 0)
    }

    @Test("scale and magnitudeSquared act on every component")
    func scaleAndMagnitude() {
        var v: AnimatableVector = [1, -2, 2]
        #expect(v.magnitudeSquared == 9)
        v.scale(by: -0.5)
        #expect(v.elements == [-0.5, 1, -1])
        v[4] = 3
        #expect(v.count == 5)
        #expect(v.elements == [-0.5, 1, -1, 0, 3])
    }

    @Test("an animatable vector animates like its components")
    func animates() {
        var value = AnimatedValue(AnimatableVector([0, 10]))
        value.set([10, 0, 4], animation: .linear(duration: 1), at: 0)
        #expect(value.presentation(at: 0.5) == [5, 5, 2])
    }
}

@Suite("EmptyAnimatableData")
struct EmptyAnimatableDataTests {
    @Test("the empty vector has no magnitude and absorbs every operation")
    func empty() {
        let e = EmptyAnimatableData()
        #expect(e + e == .zero)
        #expect(e.scaled(by: 5) == e)
        #expect(e.magnitudeSquared == 0)
    }
}

@Suite("Geometry animatable data")
struct GeometryAnimatableDataTests {
    @Test("Point and Size animate as unscaled pairs")
    func pointAndSize() {
        #expect(Point(x: 3, y: -4).animatableData == AnimatablePair(3, -4))
        #expect(Size(width: 5, height: 6).animatableData == AnimatablePair(5, 6))
        var point = Point.zero
        point.animatableData = AnimatablePair(7, 8)
        #expect(point == Point(x: 7, y: 8))
    }

    @Test("Rect animates as (origin, size) and EdgeInsets as (top, (leading, (bottom, trailing)))")
    func rectAndInsets() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData == AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4))))
        var changed = EdgeInsets.zero
        changed.animatableData = insets.animatableData
        #expect(changed == insets)
        var other = Rect.zero
        other.animatableData = rect.animatableData
        #expect(other == rect)
    }

    @Test("Vector is a vector space of its own and animates unscaled")
    func vector() {
        let v = Vector(dx: 3, dy: -4)
        #expect(v.magnitudeSquared == 25)
        #expect(v.scaled(by: 2) == Vector(dx: 6, dy: -8))
        #expect(v.animatableData == v)
        var value = AnimatedValue(Vector.zero)
        value.set(v, animation: .linear(duration: 1), at: 0)
        #expect(value.presentation(at: 0.5) == Vector(dx: 1.5, dy: -2))
    }

    @Test("Angle animates as radians × 128 and UnitPoint as (x × 128, y × 128) (spec §6)")
    func scaledUnits() {
        #expect(Angle(radians: 1.5).animatableData == 192)
        var angle = Angle.zero
        angle.animatableData = 64
        #expect(angle.radians == 0.5)
        #expect(UnitPoint(x: 0.5, y: 0.25).animatableData == AnimatablePair(64, 32))
        var point = UnitPoint.zero
        point.animatableData = AnimatablePair(128, 32)
        #expect(point == UnitPoint(x: 1, y: 0.25))
    }
}
