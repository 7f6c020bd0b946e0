import Curves
import Drawing
import Geometry
import Testing
@testable import Stage

/// What the animation inspector learns from a type's layout (`ReflectedShape`): which values it
/// may skip without looking, which stored properties of a struct it must enter, and where it
/// must look at each value.
@Suite struct ReflectedShapeTests {
    private struct Plain: Sendable {
        var title = "row"
        var point = Point.zero
        var numbers = [1.0, 2.0]
        var lookup = ["a": 1]
        var path = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    }

    private struct Mixed: Sendable {
        var label = "ball"
        @Animated var offset = 0.0
        var plain = Plain()
        var rows: [Row] = []
        var pair: (Double, Animated<Double>) = (1, Animated(wrappedValue: 2))
    }

    private struct Row: Sendable {
        var title = ""
        @Animated var offset = 0.0
    }

    private enum Mode: Sendable { case idle, busy }
    private enum Payload: Sendable { case text(String), number(Double) }
    private enum Holder: Sendable { case none, one(Animated<Double>) }
    private final class Box: Sendable { let value = 1.0 }
    private struct Node: Sendable { var value = 0.0; var children: [Node] = [] }

    /// A custom mirror decides what is shown, so a struct with one is looked at value by value,
    /// unless nothing it stores can hold a property.
    private struct Mirrored: CustomReflectable {
        var hidden = Animated(wrappedValue: 1.0)
        var customMirror: Mirror { Mirror(self, children: ["shown": hidden]) }
    }

    private struct MirroredPlain: CustomReflectable {
        var text = "x"
        var customMirror: Mirror { Mirror(self, children: ["text": text]) }
    }

    @Test func plainDataIsInert() {
        for type in [Double.self, Int.self, Bool.self, String.self, Substring.self, Point.self, Color.self, Path.self,
                     [Double].self, [String: Int].self, Set<String>.self, Optional<String>.self, [[Point]].self,
                     Plain.self, [Plain].self, Mode.self, SceneTime.self, ((Double) -> Double).self, Any.Type.self] as [Any.Type] {
            #expect(ReflectedShape.of(type) == .inert, "\(type)")
        }
    }

    @Test func drawingsAndCurvesCannotHoldAStageProperty() {
        // Enums and classes of the modules below Stage: a paint, a path's storage, an animation.
        for type in [Paint.self, TextRun.self, Path.self, Animation.self, Optional<TextRun>.self, [Paint].self] as [Any.Type] {
            #expect(ReflectedShape.of(type) == .inert, "\(type)")
        }
    }

    @Test func animatedValuesAndWhatMayHoldThemAreNotInert() {
        #expect(!_isPOD(Animated<Double>.self))  // what makes trivial types inert
        for type in [Animated<Double>.self, Animated<Point>.self, [Animated<Double>].self, [String: Animated<Color>].self,
                     Optional<Animated<Double>>.self, [Row].self, Optional<Mixed>.self] as [Any.Type] {
            #expect(ReflectedShape.of(type) == .dynamic, "\(type)")
        }
    }

    @Test func aStructListsOnlyTheStoredPropertiesThatMayHoldOne() {
        // label, _offset, plain, rows, pair: the string and the plain struct are skipped.
        #expect(ReflectedShape.of(Mixed.self) == .fields([1, 3, 4]))
        #expect(ReflectedShape.of(Row.self) == .fields([1]))
        #expect(ReflectedShape.of((Double, Animated<Double>).self) == .fields([1]))
    }

    @Test func whatOnlyItsValueCanTellIsLookedAtValueByValue() {
        // Payloads, subclasses and existentials may hold anything.
        for type in [Payload.self, Holder.self, Box.self, (any Sendable).self, Mirrored.self] as [Any.Type] {
            #expect(ReflectedShape.of(type) == .dynamic, "\(type)")
        }
        #expect(ReflectedShape.of(MirroredPlain.self) == .inert)
    }

    @Test func skippingWhatCannotAnimateFindsWhatAFullMirrorWalkFinds() throws {
        var session = try SceneSession<InspectedScene>()
        for (name, time) in [("spring", 0.1), ("ease", 0.2), ("repeat", 0.3), ("forever", 0.4), ("speed", 0.5)] {
            try session.append(.action(name: name, time: SceneTime(seconds: time)))
        }
        for step in 0...12 {
            let time = SceneTime(seconds: Double(step) / 4)
            let scene = session.scene(at: time)
            for limit in [nil, 0, 3] as [Int?] {
                let skipping = SceneAnimations(of: scene, at: time, restingLimit: limit, usesShapes: true)
                #expect(skipping == SceneAnimations(of: scene, at: time, restingLimit: limit, usesShapes: false))
                #expect(skipping.properties.count + skipping.omittedRestingCount == 8)
            }
        }
    }

    @Test func aTypeThatContainsItselfIsEnteredRatherThanGuessed() {
        #expect(ReflectedShape.of(Node.self) == .fields([1]))
        #expect(ReflectedShape.of([Node].self) == .dynamic)
    }
}
