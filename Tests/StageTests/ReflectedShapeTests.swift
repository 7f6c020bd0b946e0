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

    private struct Mixed: Held {
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

    private struct Owned: Sendable {
        @Animated var offset = 1.0
        weak var owner: Box?
    }

    private enum Failure: Error { case notFields }

    private protocol Held: Sendable {}
    /// A struct that stores another as an existential: `Mirror` hands the field over as an `Any`
    /// holding the existential (as TicketsApp's navigation stack holds `any Scene`).
    private struct Wrapper: Sendable { var held: any Held }

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
        #expect(ReflectedShape.of(Mixed.self).fieldIndices == [1, 3, 4])
        #expect(ReflectedShape.of(Mixed.self).fieldNames == ["_offset", "rows", "pair"])
        #expect(ReflectedShape.of(Row.self).fieldIndices == [1])
        #expect(ReflectedShape.of((Double, Animated<Double>).self).fieldIndices == [1])
        #expect(ReflectedShape.of((Double, Animated<Double>).self).fieldNames == [".1"])
    }

    @Test func storedValuesAreReadAtTheirOffsetsAndReferencesThroughMirror() throws {
        guard case .fields(let fields) = ReflectedShape.of(Mixed.self) else { throw Failure.notFields }
        #expect(fields.allSatisfy { $0.isDirect })
        var mixed = Mixed()
        mixed.offset = 4
        mixed.rows = [Row(title: "a"), Row(title: "b")]
        let read = try #require(StoredField.read(fields, of: Mixed.self, from: mixed))
        // The same struct inside an existential: its bytes are the existential's, Mirror is asked.
        let boxed = try #require(Mirror(reflecting: Wrapper(held: mixed)).children.first).value
        #expect(StoredField.read(fields, of: Mixed.self, from: boxed) == nil)
        #expect(type(of: boxed) == Mixed.self)
        #expect((read[0] as? Animated<Double>)?.wrappedValue == 4)
        #expect((read[1] as? [Row])?.map { $0.title } == ["a", "b"])
        #expect((read[2] as? (Double, Animated<Double>))?.1.wrappedValue == 2)
        // A weak reference is stored differently from its optional: never loaded as one.
        guard case .fields(let owned) = ReflectedShape.of(Owned.self) else { throw Failure.notFields }
        #expect(owned.map { $0.name } == ["_offset", "owner"] && owned.map { $0.isDirect } == [true, false])
    }

    @Test func readingAtOffsetsFindsWhatMirrorFinds() {
        var mixed = Mixed()
        mixed.rows = [Row(title: "a"), Row(title: "b")]
        withTransaction(Transaction(time: .zero)) { withAnimation(.linear(duration: 1)) { mixed.rows[1].offset = 10 } }
        let owner = Box()
        var owned = Owned()
        owned.owner = owner
        for value in [mixed, owned] as [Any] {
            let fast = SceneAnimations(of: value, at: SceneTime(seconds: 0.5), restingLimit: nil, usesShapes: true)
            #expect(fast == SceneAnimations(of: value, at: SceneTime(seconds: 0.5), restingLimit: nil, usesShapes: false))
        }
        #expect(SceneAnimations(of: mixed, at: .zero).properties.map { $0.path } == ["offset", "rows[0].offset", "rows[1].offset", "pair.1"])
        #expect(SceneAnimations(of: owned, at: .zero).properties.map { $0.path } == ["offset"])
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
        #expect(ReflectedShape.of(Node.self).fieldIndices == [1])
        #expect(ReflectedShape.of([Node].self) == .dynamic)
    }
}

extension ReflectedShape {
    /// The indices of a struct's listed stored properties (nil: not `fields`).
    fileprivate var fieldIndices: [Int]? {
        if case .fields(let fields) = self { fields.map(\.index) } else { nil }
    }

    /// Their names.
    fileprivate var fieldNames: [String]? {
        if case .fields(let fields) = self { fields.map(\.name) } else { nil }
    }
}
