import Geometry
import Testing
@testable import Stage

@Suite("Transition")
struct TransitionTests {
    static let box = Rect(x: 120, y: 140, width: 150, height: 150)

    private func near(_ a: Point, _ b: Point, _ tol: Double = 1e-9) -> Bool { a.distance(to: b) < tol }

    @Test("identity presence is the normal look for every built-in transition",
          arguments: [Transition.identity, .opacity, .scale, .scale(2, anchor: .topLeading), .offset(x: 10, y: 40),
                      .move(edge: .trailing), .slide, .push(from: .bottom),
                      .asymmetric(insertion: .move(edge: .leading), removal: .scale)])
    func identityLook(transition: Transition) {
        for direction in TransitionDirection.allCases {
            let look = transition.appearance(direction, presence: 1, in: Self.box)
            #expect(look.opacity == 1)
            #expect(look.transform.isIdentity || {
                let t = look.transform
                return abs(t.a - 1) < 1e-12 && abs(t.d - 1) < 1e-12 && abs(t.b) < 1e-12 && abs(t.c) < 1e-12
                    && abs(t.tx) < 1e-12 && abs(t.ty) < 1e-12
            }())
        }
    }

    @Test("opacity: active 0; halfway 0.5")
    func opacity() {
        #expect(Transition.opacity.appearance(.insertion, presence: 0, in: Self.box).opacity == 0)
        #expect(Transition.opacity.appearance(.removal, presence: 0.5, in: Self.box).opacity == 0.5)
    }

    @Test("scale ×2 about top-leading: at half the removal the square is 225 wide and its corner stays (A.7 check 14)")
    func scaleAboutAnchor() {
        let look = Transition.scale(2, anchor: .topLeading).appearance(.removal, presence: 0.5, in: Self.box)
        let topLeft = Point(x: Self.box.minX, y: Self.box.minY).applying(look.transform)
        let bottomRight = Point(x: Self.box.maxX, y: Self.box.maxY).applying(look.transform)
        #expect(near(topLeft, Point(x: 120, y: 140)))
        #expect(abs(bottomRight.x - topLeft.x - 225) < 1e-9)
    }

    @Test("scale about the centre keeps the centre fixed")
    func scaleAboutCentre() {
        let look = Transition.scale.appearance(.insertion, presence: 0.3, in: Self.box)
        #expect(near(Self.box.center.applying(look.transform), Self.box.center))
    }

    @Test("move(edge:) displaces by the element's own size toward the edge",
          arguments: [(Edge.top, 0.0, -150.0), (.leading, -150, 0), (.bottom, 0, 150), (.trailing, 150, 0)])
    func move(edge: Edge, dx: Double, dy: Double) {
        let look = Transition.move(edge: edge).appearance(.insertion, presence: 0, in: Self.box)
        #expect(near(Point(x: 0, y: 0).applying(look.transform), Point(x: dx, y: dy)))
    }

    @Test("slide inserts from leading and removes toward trailing")
    func slide() {
        let inserted = Transition.slide.appearance(.insertion, presence: 0, in: Self.box).transform
        let removed = Transition.slide.appearance(.removal, presence: 0, in: Self.box).transform
        #expect(inserted.tx == -150 && removed.tx == 150)
        #expect(Transition.slide.appearance(.removal, presence: 0.75, in: Self.box).transform.tx == 37.5)
    }

    @Test("push(from:) moves in from the edge and out toward the opposite one, fading both ways")
    func push() {
        let t = Transition.push(from: .bottom)
        let inserted = t.appearance(.insertion, presence: 0, in: Self.box)
        let removed = t.appearance(.removal, presence: 0, in: Self.box)
        #expect(inserted.transform.ty == 150 && inserted.opacity == 0)
        #expect(removed.transform.ty == -150 && removed.opacity == 0)
    }

    @Test("asymmetric uses the insertion transition one way and the removal transition the other")
    func asymmetric() {
        let t = Transition.asymmetric(insertion: .move(edge: .leading), removal: .scale)
        #expect(t.effects(.insertion, presence: 0) == [.move(Size(width: -1, height: 0))])
        #expect(t.effects(.removal, presence: 0) == [.scale(0, anchor: .center)])
        #expect(t.effects(at: .willAppear) == [.move(Size(width: -1, height: 0))])
        #expect(t.effects(at: .didDisappear) == [.scale(0)])
    }

    @Test("combined applies both with the same progress, self inner")
    func combined() {
        let t = Transition.scale.combined(with: .opacity)
        let look = t.appearance(.removal, presence: 0.25, in: Self.box)
        #expect(look.opacity == 0.25)
        #expect(abs(look.transform.a - 0.25) < 1e-12)
        #expect(t.effects(.insertion, presence: 0) == [.scale(0), .opacity(0)])
    }

    @Test("combining is associative in effect order")
    func combinedAssociative() {
        let a = Transition.offset(x: 5), b = Transition.scale(0.5), c = Transition.opacity
        #expect(a.combined(with: b).combined(with: c).effects(.insertion, presence: 0.3)
                == a.combined(with: b.combined(with: c)).effects(.insertion, presence: 0.3))
    }

    @Test("a custom modifier interpolates scale, rotation and named values (Part D chip)")
    func customModifier() {
        let t = Transition.asymmetric(
            insertion: .modifier(active: [.scale(0.75), .rotation(.degrees(20), anchor: .center), .custom(name: "blur", value: 8)],
                                 identity: [.scale(1), .rotation(.zero, anchor: .center), .custom(name: "blur", value: 0)]),
            removal: .scale)
        let look = t.appearance(.insertion, presence: 0.5, in: Self.box)
        #expect(look.values["blur"] == 4)
        let expected = AffineTransform(scaleX: 0.875, y: 0.875, anchor: Self.box.center)
            .concatenating(AffineTransform(rotationAngle: .degrees(10), anchor: Self.box.center))
        #expect(abs(look.transform.a - expected.a) < 1e-12 && abs(look.transform.tx - expected.tx) < 1e-9)
    }

    @Test("presence beyond 1 extrapolates (springs may overshoot)")
    func overshoot() {
        #expect(abs(Transition.scale.appearance(.insertion, presence: 1.1, in: Self.box).transform.a - 1.1) < 1e-12)
    }

    @Test("mismatched effects switch halfway instead of interpolating")
    func mismatched() {
        let t = Transition.modifier(active: [.opacity(0)], identity: [.offset(.zero)])
        #expect(t.effects(.insertion, presence: 0.4) == [.opacity(0)])
        #expect(t.effects(.insertion, presence: 0.6) == [.offset(.zero)])
    }

    @Test("phases have values −1, 0, +1")
    func phases() {
        #expect(TransitionPhase.allCases.map(\.value) == [-1, 0, 1])
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(TransitionDirection.removal.activePhase == .didDisappear)
    }

    // MARK: animation-semantics.md §7, rows the tests above do not pin

    @Test("identity: the active phases look exactly like the identity phase (§7)")
    func identityTransitionIsUnchanged() {
        for direction in TransitionDirection.allCases {
            #expect(Transition.identity.appearance(direction, presence: 0, in: Self.box) == .identity)
        }
        #expect(Transition.identity.effects(at: .willAppear).isEmpty && Transition.identity.effects(at: .didDisappear).isEmpty)
    }

    @Test("modifier(active:identity:): the active modifier in both non-identity phases (§7)")
    func modifierInBothActivePhases() {
        let t = Transition.modifier(active: [.opacity(0.2), .offset(Size(width: 7, height: 0))],
                                    identity: [.opacity(1), .offset(.zero)])
        #expect(t.effects(at: .willAppear) == [.opacity(0.2), .offset(Size(width: 7, height: 0))])
        #expect(t.effects(at: .didDisappear) == t.effects(at: .willAppear))
        #expect(t.effects(at: .identity) == [.opacity(1), .offset(.zero)])
        #expect(t.effects(.removal, presence: 0) == t.effects(.insertion, presence: 0))
    }

    @Test("combined: a inner, b outer — an inner offset is scaled by an outer scale about the untransformed centre (§7)")
    func combinedOrderOfTransforms() {
        // Box centre (195, 215); the corner (120, 140) is offset to (150, 140), then scaled ×2
        // about the centre: (195 + 2·(150 − 195), 215 + 2·(140 − 215)) = (105, 65).
        let offsetThenScale = Transition.offset(x: 30).combined(with: .scale(2))
        let corner = Point(x: Self.box.minX, y: Self.box.minY)
        #expect(near(corner.applying(offsetThenScale.appearance(.insertion, presence: 0, in: Self.box).transform),
                     Point(x: 105, y: 65)))
        // The other order scales first, then offsets: (45, 65) + (30, 0) = (75, 65).
        let scaleThenOffset = Transition.scale(2).combined(with: .offset(x: 30))
        #expect(near(corner.applying(scaleThenOffset.appearance(.insertion, presence: 0, in: Self.box).transform),
                     Point(x: 75, y: 65)))
    }

    @Test("push(from: .leading): in from leading, out toward trailing, opacity 0 in both active phases and 1 at identity (§7)")
    func pushFromLeading() {
        let t = Transition.push(from: .leading)
        let inserted = t.appearance(.insertion, presence: 0, in: Self.box)
        let removed = t.appearance(.removal, presence: 0, in: Self.box)
        #expect(inserted.transform.tx == -150 && inserted.transform.ty == 0 && inserted.opacity == 0)
        #expect(removed.transform.tx == 150 && removed.transform.ty == 0 && removed.opacity == 0)
        #expect(t.appearance(.insertion, presence: 1, in: Self.box).opacity == 1)
    }

    @Test("move(edge:) removes toward the same edge it inserts from (§7)", arguments: [(Edge.top, 0.0, -150.0), (.trailing, 150, 0)])
    func moveRemovalTowardEdge(edge: Edge, dx: Double, dy: Double) {
        let look = Transition.move(edge: edge).appearance(.removal, presence: 0, in: Self.box)
        #expect(near(Point(x: 0, y: 0).applying(look.transform), Point(x: dx, y: dy)))
    }

    @Test("offset: displaced by the offset in both active phases, linearly in between (§7)")
    func offsetBothWays() {
        let t = Transition.offset(x: 10, y: 40)
        for direction in TransitionDirection.allCases {
            #expect(near(Point(x: 0, y: 0).applying(t.appearance(direction, presence: 0, in: Self.box).transform), Point(x: 10, y: 40)))
            #expect(near(Point(x: 0, y: 0).applying(t.appearance(direction, presence: 0.5, in: Self.box).transform), Point(x: 5, y: 20)))
        }
    }
}
