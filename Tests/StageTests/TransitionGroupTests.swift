import Curves
import Geometry
import Testing
@testable import Stage

@Suite("TransitionGroup")
struct TransitionGroupTests {
    struct Card: Identifiable, Sendable, Equatable {
        var id: Int
        var label = ""
    }

    private func update(_ g: inout TransitionGroup<Card>, _ ids: [Int], at t: SceneTime, _ animation: Animation? = nil) {
        withTransaction(Transaction(time: t, animation: animation)) { g.update(to: ids.map { Card(id: $0) }) }
    }

    @Test("an animated insertion runs from the active look to identity")
    func insertion() throws {
        var g = TransitionGroup<Card>(transition: .opacity)
        update(&g, [1], at: 1, .linear(duration: 1))
        let mid = try #require(g.items(at: 1.5).first)
        #expect(mid.direction == .insertion && !mid.isGhost)
        #expect(abs(mid.presence - 0.5) < 1e-6)
        #expect(abs(mid.appearance(in: Rect(x: 0, y: 0, width: 10, height: 10)).opacity - 0.5) < 1e-6)
        #expect(g.items(at: 2.5).first?.presence == 1)
        #expect(g.elements.map(\.id) == [1])
    }

    @Test("without an animation elements appear and disappear at once")
    func instant() {
        var g = TransitionGroup<Card>()
        update(&g, [1, 2], at: 0)
        #expect(g.items(at: 0).map(\.presence) == [1, 1])
        update(&g, [2], at: 1)
        #expect(g.items(at: 1).map(\.element.id) == [2])
    }

    @Test("disablesAnimations skips the group's own animation (SwiftUI's .animation(_:value:)) but not the transaction's")
    func disablesAnimations() throws {
        var g = TransitionGroup<Card>(transition: .opacity, animation: .linear(duration: 4))
        withTransaction(Transaction(time: 0, animation: .linear(duration: 1), disablesAnimations: true)) {
            g.update(to: [Card(id: 1)])
        }
        #expect(abs(try #require(g.items(at: 0.5).first).presence - 0.5) < 1e-9)
        withTransaction(Transaction(time: 2, disablesAnimations: true)) { g.update(to: [Card(id: 1), Card(id: 2)]) }
        #expect(g.items(at: 2).map(\.presence) == [1, 1])
        withTransaction(Transaction(time: 3)) { g.update(to: [Card(id: 1), Card(id: 2), Card(id: 3)]) }
        #expect(abs(try #require(g.items(at: 4).last).presence - 0.25) < 1e-9)  // the group's own, 4 s
    }

    @Test("a removed element stays as a ghost until its removal ends (A.7 check 14)")
    func removalGhost() throws {
        let box = Rect(x: 120, y: 140, width: 150, height: 150)
        var g = TransitionGroup<Card>([Card(id: 1)], transition: .scale(2, anchor: .topLeading))
        update(&g, [], at: 0, .easeInOut(duration: 0.35))
        let ghost = try #require(g.items(at: 0.175).first)
        #expect(ghost.isGhost)
        let t = ghost.appearance(in: box).transform
        let corner = Point(x: box.minX, y: box.minY).applying(t)
        let far = Point(x: box.maxX, y: box.maxY).applying(t)
        #expect(abs(corner.x - 120) < 1e-9 && abs(corner.y - 140) < 1e-9)
        #expect(abs(far.x - corner.x - 225) < 1e-3)
        #expect(g.items(at: 0.35).isEmpty)
        #expect(g.elements.isEmpty)
    }

    @Test("removal during insertion turns around from where the element is")
    func removalDuringInsertion() throws {
        var g = TransitionGroup<Card>()
        update(&g, [1], at: 0, .linear(duration: 1))
        update(&g, [], at: 0.6, .linear(duration: 1))
        let item = try #require(g.items(at: 0.6).first)
        #expect(item.direction == .removal)
        #expect(abs(item.presence - 0.6) < 1e-6)
        // The insertion keeps running underneath (curves combine), so the removal ends 1 s later.
        #expect(g.items(at: 1.59).count == 1)
        #expect(g.items(at: 1.6).isEmpty)
    }

    @Test("re-insertion while leaving: a new element enters above the finishing ghost (A.7)")
    func reinsertEnterAnew() {
        var g = TransitionGroup<Card>([Card(id: 1)])
        update(&g, [], at: 0, .linear(duration: 1))
        update(&g, [1], at: 0.5, .linear(duration: 1))
        let items = g.items(at: 0.75)
        #expect(items.count == 2)
        #expect(items.map(\.isGhost) == [true, false])
        #expect(abs(items[1].presence - 0.25) < 1e-6)
        #expect(g.items(at: 1.2).count == 1)
    }

    @Test("re-insertion while leaving with .reverse brings the element back (SwiftUI)")
    func reinsertReverse() throws {
        var g = TransitionGroup<Card>([Card(id: 1)], reinsertion: .reverse)
        update(&g, [], at: 0, .linear(duration: 1))
        update(&g, [1], at: 0.5, .linear(duration: 1))
        let items = g.items(at: 0.5)
        #expect(items.count == 1)
        let item = try #require(items.first)
        #expect(item.direction == .insertion)
        #expect(abs(item.presence - 0.5) < 1e-6)
    }

    @Test("a transition's own animation is used even when the transaction has none")
    func transitionAnimation() {
        var g = TransitionGroup<Card>(transition: .slide, animation: .linear(duration: 2))
        update(&g, [7], at: 0)
        #expect(abs((g.items(at: 1).first?.presence ?? 0) - 0.5) < 1e-6)
    }

    @Test("present elements take the new order; a ghost is drawn before the element that followed it")
    func ordering() {
        var g = TransitionGroup<Card>([1, 2, 3, 4].map { Card(id: $0) })
        update(&g, [1, 3, 4, 5], at: 0, .linear(duration: 1))
        #expect(g.items(at: 0.5).map(\.element.id) == [1, 2, 3, 4, 5])
        update(&g, [4, 3, 1, 5], at: 0.5, .linear(duration: 1))
        #expect(g.elements.map(\.id) == [4, 3, 1, 5])
        #expect(g.items(at: 0.6).map(\.element.id) == [2, 4, 3, 1, 5])
    }

    @Test("updated elements replace their values in place")
    func valuesUpdate() {
        var g = TransitionGroup<Card>([Card(id: 1, label: "a")])
        withTransaction(Transaction(time: 0)) { g.update(to: [Card(id: 1, label: "b")]) }
        #expect(g.elements == [Card(id: 1, label: "b")])
    }

    @Test("an animation attached to the transition animates without a transaction; asymmetric sides keep their own")
    func attachedAnimation() {
        let t = Transition.asymmetric(insertion: Transition.opacity.animation(.linear(duration: 2)),
                                      removal: Transition.scale.animation(.linear(duration: 0.5)))
        #expect(t.attachedAnimation(.insertion) == .linear(duration: 2))
        #expect(t.attachedAnimation(.removal) == .linear(duration: 0.5))
        #expect(Transition.opacity.attachedAnimation(.insertion) == nil)
        #expect(Transition.opacity.animation(nil).attachedAnimation(.removal) == nil)
        #expect(Transition.slide.combined(with: Transition.opacity.animation(.easeIn(duration: 1))).attachedAnimation(.removal)
                == .easeIn(duration: 1))
        var g = TransitionGroup<Card>(transition: t)
        update(&g, [1], at: 0)
        #expect(abs((g.items(at: 1).first?.presence ?? 0) - 0.5) < 1e-6)
        update(&g, [], at: 3)
        #expect(abs((g.items(at: 3.25).first?.presence ?? 0) - 0.5) < 1e-6)
        #expect(g.items(at: 3.5).isEmpty)
        #expect(t.effects(.insertion, presence: 0) == [.opacity(0)])
    }
}
