import Curves
import Drawing
import Foundation
import Geometry

/// The engine that runs a view tree on a scene's clock: it resolves the root view into nodes,
/// lays them out for the viewport, updates animated attributes when state changes, runs
/// lifecycle actions, answers taps, and draws frames. It is a value: everything it keeps is in
/// `storage`.
struct ViewGraph: Sendable {
    /// What the tree keeps between updates.
    var storage = GraphStorage()
    /// The viewport in points.
    var viewport: CGSize
    /// Pointers that went down and where (for taps), by pointer id.
    var pressedPointers: [Int: CGPoint] = [:]
    /// The last tap: which handler, when, where, and how many taps in a row.
    var lastTap: (key: String, time: Double, location: CGPoint, count: Int)?

    /// The longest pause between the taps of a multi-tap, in seconds (Stage's `TapGesture`).
    static let tapInterval = 0.3

    /// Updates caused by one change before the engine stops with a diagnostic.
    static let maximumUpdatesPerEvent = 64
    /// How far a pointer may move between down and up and still tap, in points (Stage's slop).
    static let tapSlop: CGFloat = 10

    /// The last frame's laid-out tree (a cache, see `FrameTreeCache`).
    let frameTrees = FrameTreeCache()

    init(viewport: CGSize) { self.viewport = viewport }

    // MARK: Trees

    /// Resolves and lays out `root` for `purpose` in `runtime`.
    func makeTree<Root: View>(_ root: Root, purpose: ResolveContext.Purpose, runtime: GraphRuntime, time: Double, transaction: Transaction = Transaction()) -> (ViewNode, ResolveContext) {
        let context = ResolveContext(purpose: purpose, graph: runtime, time: time)
        var environment = EnvironmentValues()
        environment.transaction = transaction
        let rootPath = ViewPath(root: "")
        var nodes: [ViewNode] = []
        runtime.resolving { context.resolve(root, path: rootPath, environment: environment, output: &nodes) }
        let tree = ViewNode(path: rootPath, content: RootContent(), children: nodes, environment: environment)
        let pass = LayoutPass(context: context)
        runtime.resolving { pass.layoutRoot(tree, in: viewport) }
        return (tree, context)
    }

    // MARK: Updates

    /// The first update: the tree appears (its `onAppear` actions run).
    mutating func start<Root: View>(_ root: Root, at time: Double) {
        perform(root, at: time, previous: nil) {}
    }

    /// Runs `action` (an event's handler, a completion, a viewport change) and updates the tree
    /// for the state it writes: one update per run of writes in one transaction, then the
    /// lifecycle actions those updates cause, until nothing changes.
    mutating func perform<Root: View>(_ root: Root, at time: Double, previous: (ViewNode, ResolveContext)?, action: () -> Void) {
        let runtime = GraphRuntime(storage: storage)
        let viewport = self.viewport
        var lastCommitted: (ViewNode, ResolveContext)?
        runtime.run {
            var prev = previous ?? (runtime.storage.isStarted
                ? (treeIsReusable(at: time) ? preparedTree(root, at: time) : makeTree(root, purpose: .event, runtime: runtime, time: time))
                : nil)
            runtime.writes = []
            action()
            var writes = runtime.writes
            runtime.writes = []
            if !runtime.storage.isStarted, writes.isEmpty {
                prev = commit(root, transaction: Transaction(), previous: nil, runtime: runtime, viewport: viewport, time: time)
                lastCommitted = prev
                runtime.storage.isStarted = true
                writes = runtime.writes
                runtime.writes = []
            }
            var rounds = 0
            while !writes.isEmpty {
                let groups = Self.groups(writes)
                if groups.count > 1 {
                    // Undo, then apply one transaction's writes at a time.
                    for w in writes.reversed() { runtime.storage.state[w.key] = w.old }
                }
                for group in groups {
                    if groups.count > 1 { for w in group.writes { runtime.storage.state[w.key] = w.value } }
                    prev = commit(root, transaction: group.transaction, previous: prev, runtime: runtime, viewport: viewport, time: time)
                    lastCommitted = prev
                }
                runtime.storage.isStarted = true
                writes = runtime.writes
                runtime.writes = []
                rounds += 1
                if rounds >= Self.maximumUpdatesPerEvent, !writes.isEmpty {
                    runtime.diagnose(ViewDiagnostic(kind: .updateLoop(rounds), path: writes[0].key.owner))
                    lastCommitted = nil   // storage has writes no tree shows yet
                    break
                }
            }
        }
        for c in runtime.orphanCompletions {
            runtime.storage.completions.append(ScheduledCompletion(time: time, action: c.action))
        }
        storage = runtime.storage
        storage.generation = FrameTreeCache.nextGeneration()
        storage.bodiesAnimateUntil = storage.attributes.filter { $0.key.hasSuffix(".data") }.compactMap(\.value.finishTime).max()
        // The last update's tree is the next frame's (an update resolves as a frame does when no
        // Animatable body animates): seeding the cache saves the first frame a layout.
        if let last = lastCommitted, treeIsReusable(at: time) {
            Self.prepareForDrawing(last.0, storage: storage)
            frameTrees.store(last.0, context: last.1, generation: storage.generation, viewport: viewport)
        }
    }

    /// Consecutive writes made in the same transaction.
    static func groups(_ writes: [GraphRuntime.Write]) -> [(transaction: Transaction, writes: [GraphRuntime.Write])] {
        var out: [(transaction: Transaction, writes: [GraphRuntime.Write])] = []
        for w in writes {
            if let last = out.last, Self.same(last.transaction, w.transaction) {
                out[out.count - 1].writes.append(w)
            } else {
                out.append((w.transaction, [w]))
            }
        }
        return out
    }

    static func same(_ a: Transaction, _ b: Transaction) -> Bool {
        a.animation == b.animation && a.disablesAnimations == b.disablesAnimations && a.completion?.id == b.completion?.id
    }

    /// One update in `transaction`: the new tree, its animated attributes against `previous`'s,
    /// watched values, lifecycle. Returns the new tree.
    private func commit<Root: View>(
        _ root: Root, transaction: Transaction, previous: (ViewNode, ResolveContext)?, runtime: GraphRuntime,
        viewport: CGSize, time: Double
    ) -> (ViewNode, ResolveContext) {
        let (tree, context) = makeTree(root, purpose: .commit, runtime: runtime, time: time, transaction: transaction)
        // Animated attributes.
        var previousNodes: [String: ViewNode] = [:]
        previous?.0.forEach { previousNodes[$0.key] = $0 }
        var commit = CommitContext(storage: runtime.storage, time: time)
        if previous != nil { tree.forEach { commit.update($0, previous: previousNodes[$0.key]) } }
        runtime.storage = commit.storage
        for key in runtime.storage.attributes.keys where !commit.liveKeys.contains(key) && !context.liveAttributeKeys.contains(key) {
            runtime.storage.attributes[key] = nil
        }
        if let completion = transaction.completion {
            runtime.storage.completions.append(ScheduledCompletion(
                time: completionTime(keys: commit.animatedKeys + context.animatedAttributeKeys, criteria: completion.criteria, storage: runtime.storage, from: time),
                action: completion.action))
        }
        // State and watchers of views that are gone.
        for key in runtime.storage.state.keys where !context.liveStateOwners.contains(key.owner) {
            runtime.storage.state[key] = nil
        }
        for key in runtime.storage.watched.keys where !context.liveWatchers.contains(key) {
            runtime.storage.watched[key] = nil
        }
        // Lifecycle: disappear (from the tree before), appear, change — then their writes update
        // again.
        let present = Set(context.lifecycle.map(\.key))
        var actions: [(key: String?, action: () -> Void)] = []
        if let previous {
            for entry in previous.1.lifecycle where !present.contains(entry.key) && runtime.storage.appeared.contains(entry.key) {
                if let a = entry.disappear { actions.append((entry.key, a)) }
            }
        }
        for entry in context.lifecycle where !runtime.storage.appeared.contains(entry.key) {
            if let a = entry.appear { actions.append((entry.key, a)) }
        }
        runtime.storage.appeared = present
        actions += context.changeActions.map { (nil, $0) }
        for (key, action) in actions {
            withTransaction(Transaction()) {
                if let key { runtime.acting(for: key, action) } else { action() }
            }
        }
        return (tree, context)
    }

    /// When the animations of `keys` are complete by `criteria` (the update's time when none
    /// started).
    private func completionTime(keys: [String], criteria: AnimationCompletionCriteria, storage: GraphStorage, from time: Double) -> Double {
        var latest = time
        for key in keys {
            // The run this update added is the newest: its end, not that of runs it took over or
            // that keep repeating under it.
            guard let slot = storage.attributes[key],
                  let end = criteria == .removed ? slot.newestRunFinishTime : slot.newestRunLogicalCompletionTime else { continue }
            latest = Swift.max(latest, end)
        }
        return latest
    }

    // MARK: Time

    /// Runs the completions due by `time`, in the order scheduled.
    mutating func runDueCompletions<Root: View>(_ root: Root, at time: Double) {
        guard storage.completions.contains(where: { $0.time <= time }) else { return }
        let due = storage.completions.filter { $0.time <= time }
        storage.completions.removeAll { $0.time <= time }
        perform(root, at: time, previous: nil) {
            for c in due { c.action() }
        }
    }

    // MARK: Input

    /// Answers a pointer event: a press released within the tap slop taps the front-most view
    /// with a tap handler under the release point.
    mutating func receive<Root: View>(pointer phase: PointerPhase, id: Int, location: CGPoint, root: Root, at time: Double) {
        switch phase {
        case .down:
            pressedPointers[id] = location
        case .move:
            if let start = pressedPointers[id], hypot(location.x - start.x, location.y - start.y) >= Self.tapSlop {
                pressedPointers[id] = nil
            }
        case .cancel:
            pressedPointers[id] = nil
        case .up:
            guard let start = pressedPointers.removeValue(forKey: id),
                  hypot(location.x - start.x, location.y - start.y) < Self.tapSlop else { return }
            let event = treeIsReusable(at: time) ? preparedTree(root, at: time) : {
                let runtime = GraphRuntime(storage: storage)
                return runtime.run { makeTree(root, purpose: .event, runtime: runtime, time: time) }
            }()
            guard let handler = HitTest.tapHandler(at: location, in: event.0, handlers: [:]) else {
                lastTap = nil
                return
            }
            var count = 1
            if let last = lastTap, last.key == handler.key, time - last.time <= Self.tapInterval,
               hypot(location.x - last.location.x, location.y - last.location.y) < Self.tapSlop {
                count = last.count + 1
            }
            lastTap = (handler.key, time, location, count)
            guard count % handler.count == 0 else { return }
            perform(root, at: time, previous: event) { GraphRuntime.current?.acting(for: handler.key, handler.action) ?? handler.action() }
        }
    }

    /// A new viewport: the layout changes without animation (running animations continue).
    mutating func setViewport<Root: View>(_ size: CGSize, root: Root, at time: Double) {
        let runtime = GraphRuntime(storage: storage)
        let old = runtime.run { makeTree(root, purpose: .event, runtime: runtime, time: time) }
        storage = runtime.storage
        viewport = size
        perform(root, at: time, previous: old) {}
    }

    // MARK: Frames

    /// Draws the tree as it looks at `time` into `context`.
    func draw<Root: View>(_ root: Root, at time: Double, in context: inout GraphicsContext) {
        Renderer(context: context, storage: storage, time: time).draw(tree(root, at: time))
    }

    /// The laid-out tree (for tests and inspection).
    func tree<Root: View>(_ root: Root, at time: Double = 0) -> ViewNode {
        preparedTree(root, at: time).0
    }

    /// Whether a tree made from this storage is the same at every time from `time` on (no
    /// `Animatable` body animates), so it can be reused.
    func treeIsReusable(at time: Double) -> Bool {
        storage.bodiesAnimateUntil.map { time > $0 } ?? true
    }

    /// The laid-out tree for a frame at `time` (or an event then), with the pass that made it:
    /// the cached one when it is still valid, else made and, when reusable, cached. Its nodes
    /// know which of them have animated attributes.
    func preparedTree<Root: View>(_ root: Root, at time: Double) -> (ViewNode, ResolveContext) {
        let reusable = treeIsReusable(at: time)
        if reusable, let cached = frameTrees.tree(generation: storage.generation, viewport: viewport) { return cached }
        let runtime = GraphRuntime(storage: storage)
        let made = runtime.run { makeTree(root, purpose: .render, runtime: runtime, time: time) }
        Self.prepareForDrawing(made.0, storage: storage)
        if reusable { frameTrees.store(made.0, context: made.1, generation: storage.generation, viewport: viewport) }
        return made
    }

    /// Marks the nodes of `tree` that have animated attributes in `storage` and notes their
    /// draw order, once per tree, so a frame looks up nothing for a node at rest.
    static func prepareForDrawing(_ tree: ViewNode, storage: GraphStorage) {
        var animated: Set<Substring> = []
        for key in storage.attributes.keys {
            if let dot = key.lastIndex(of: ".") { animated.insert(key[..<dot]) }
        }
        tree.forEach { node in
            node.hasAnimatedAttributes = !animated.isEmpty && animated.contains(Substring(node.key))
            node.zIndexValue = node.computedZIndex
        }
        tree.forEach { node in node.childrenHaveZIndex = node.children.contains { ($0.zIndexValue ?? $0.computedZIndex) != 0 } }
    }
}

/// A pointer's phase, as the engine needs it.
enum PointerPhase { case down, move, up, cancel }

/// The root of a tree: the viewport, its views centred in it.
struct RootContent: NodeContent {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
