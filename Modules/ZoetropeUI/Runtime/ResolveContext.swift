import Foundation
import Geometry
import Synchronization

/// One pass that turns views into nodes: evaluates bodies (with their `@State` linked to the
/// graph's storage), applies modifiers and collects what the pass needs (value-bound animations,
/// lifecycle actions, handlers).
final class ResolveContext {
    /// What the pass is for.
    enum Purpose {
        /// A frame: nothing may change.
        case render
        /// An update after a change: records new state, compares watched values, collects
        /// lifecycle actions.
        case commit
        /// Finding the handlers an event reaches.
        case event
    }

    /// Bodies nested deeper than this are cut off with a diagnostic (a recursive body).
    static let maximumDepth = 64

    let purpose: Purpose
    let graph: GraphRuntime
    private var depth = 0

    /// The lifecycle actions of the nodes in this tree, by node key, in tree order.
    var lifecycle: [(key: String, appear: (() -> Void)?, disappear: (() -> Void)?)] = []
    /// `onChange` actions whose value changed in this update, in tree order.
    var changeActions: [() -> Void] = []

    /// The owners of state seen in this pass (state of other owners is gone with its views).
    var liveStateOwners: Set<String> = []
    /// The keys of value-bound animation and onChange watchers seen in this pass.
    var liveWatchers: Set<String> = []

    /// The scene time of the frame or update, in seconds.
    let time: Double
    /// Attribute slots of animatable views and modifiers kept by this update.
    var liveAttributeKeys: Set<String> = []
    /// Those of them that started an animation.
    var animatedAttributeKeys: [String] = []

    init(purpose: Purpose, graph: GraphRuntime, time: Double) {
        self.purpose = purpose
        self.graph = graph
        self.time = time
    }

    /// `value` with its `animatableData` as presented at this pass's time (a frame), or
    /// recorded and animated when it changed (an update): how `Animatable` views and
    /// `AnimatableModifier`s animate — their body is evaluated with the interpolated data.
    func animated<A: Animatable>(_ value: A, key: String, environment: EnvironmentValues) -> A {
        if A.AnimatableData.self == EmptyAnimatableData.self { return value }
        let slotKey = key + ".data"
        switch purpose {
        case .render:
            guard let slot = graph.storage.attributes[slotKey] as? TypedSlot<AnimatedData<A.AnimatableData>> else { return value }
            var v = value
            v.animatableData = slot.value.presentationData(at: time)
            return v
        case .commit:
            liveWatchers.insert(slotKey)
            let new = value.animatableData
            let old = graph.storage.watched[slotKey] as? A.AnimatableData
            graph.storage.watched[slotKey] = new
            switch CommitContext.animate(&graph.storage, key: slotKey, from: old ?? new, to: new, animation: environment.transaction.animation, at: time) {
            case .started: liveAttributeKeys.insert(slotKey); animatedAttributeKeys.append(slotKey)
            case .running: liveAttributeKeys.insert(slotKey)
            case .none: break
            }
            return value
        case .event:
            return value
        }
    }

    /// `value` animated if it is `Animatable` (see `animated(_:key:environment:)`).
    func animatedIfAnimatable<V>(_ value: V, key: String, environment: inout EnvironmentValues) -> V {
        // Shapes animate through their node (so the path is made from the presented data once).
        guard !(value is any Shape), let a = value as? any Animatable else { return value }
        func open<A: Animatable>(_ a: A) -> Any { animated(a, key: key, environment: environment) }
        let result = open(a) as? V ?? value
        // While the data animates, the body is evaluated anew for every frame with the
        // interpolated data: what it derives from the data must not animate a second time on
        // its own, so the update below it happens without animation.
        if purpose == .commit, graph.storage.attributes[key + ".data"] != nil {
            environment.transaction.animation = nil
        }
        return result
    }

    /// Reports a problem at `path`.
    func diagnose(_ kind: ViewDiagnostic.Kind, at path: ViewPath) {
        graph.diagnose(ViewDiagnostic(kind: kind, path: path.string))
    }

    /// Resolves `view` at `path` into `output`.
    func resolve<V: View>(_ view: V, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        if let primitive = view as? any PrimitiveView {
            primitive.resolve(in: self, path: path, environment: environment, output: &output)
            return
        }
        let childPath = path.appending(ViewPath.typeName(of: V.self))
        guard depth < Self.maximumDepth else {
            diagnose(.recursionTooDeep(Self.maximumDepth), at: childPath)
            return
        }
        depth += 1
        defer { depth -= 1 }
        var environment = environment
        let view = animatedIfAnimatable(view, key: childPath.key, environment: &environment)
        link(view, owner: childPath.key, environment: environment)
        let body = graph.evaluatingBody(of: childPath.string) { view.body }
        resolve(body, path: childPath, environment: environment, output: &output)
    }

    /// Resolves a view of unknown type.
    func resolveAny(_ view: any View, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        resolve(view, path: path, environment: environment, output: &output)
    }

    /// Resolves a custom modifier: its body, with `content` standing for the modified view.
    func resolveModifier<M: ViewModifier, Content: View>(
        _ modifier: M, content: Content, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]
    ) {
        let bodyPath = path.appending(ViewPath.typeName(of: M.self))
        guard depth < Self.maximumDepth else {
            diagnose(.recursionTooDeep(Self.maximumDepth), at: bodyPath)
            return
        }
        depth += 1
        defer { depth -= 1 }
        // The modified view keeps the transaction it came with, whatever the modifier's body does.
        let contentTransaction = environment.transaction
        var environment = environment
        let modifier = animatedIfAnimatable(modifier, key: bodyPath.key, environment: &environment)
        link(modifier, owner: bodyPath.key, environment: environment)
        // The content is identified by where the body places it (`VStack { content; content }`
        // is two views), under the modifier's body.
        let placeholder = _ViewModifier_Content<M>(resolveContent: { context, p, e, o in
            var e = e
            e.transaction = contentTransaction
            context.resolve(content, path: p.appending("content"), environment: e, output: &o)
        })
        let body = graph.evaluatingBody(of: bodyPath.string) { modifier.body(content: placeholder) }
        resolve(body, path: bodyPath, environment: environment, output: &output)
    }

    /// Links the dynamic properties (`@State`, `@Environment`, …) of `value` to storage owned
    /// by `owner`.
    func link(_ value: Any, owner: String, environment: EnvironmentValues) {
        let type = ObjectIdentifier(Swift.type(of: value))
        if DynamicPropertyTypes.hasNone(type) { return }
        var found = false
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            if let property = child.value as? any StorageLinking {
                found = true
                property.link(in: self, owner: owner, label: label, environment: environment)
            } else if child.value is any DynamicProperty {
                // A custom dynamic property: its own properties, under its label.
                found = true
                link(child.value, owner: owner + "." + label, environment: environment)
            }
        }
        if found {
            liveStateOwners.insert(owner)
        } else {
            DynamicPropertyTypes.recordNone(type)
        }
    }
}

/// The view and modifier types known to have no dynamic properties (so `Mirror` is not asked
/// again). Shared by every pass; a cache only.
enum DynamicPropertyTypes {
    private static let none = Mutex<Set<ObjectIdentifier>>([])

    static func hasNone(_ type: ObjectIdentifier) -> Bool { none.withLock { $0.contains(type) } }
    static func recordNone(_ type: ObjectIdentifier) { _ = none.withLock { $0.insert(type) } }
}
