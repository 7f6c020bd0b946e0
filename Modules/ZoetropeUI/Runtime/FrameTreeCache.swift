import Foundation
import Synchronization

/// The laid-out tree of the last frame, reused by the next frame when nothing it depends on
/// changed: the same storage generation (no update since), the same viewport, and no
/// `Animatable` view or `AnimatableModifier` animating (their bodies depend on the frame's
/// time). A frame with no state change and nothing animating layout then lays out nothing.
///
/// A cache only: what it returns is what a new resolution would give (generations are unique
/// across every copy of every graph, so a checkpoint restored later never matches a tree made
/// from another branch of events). Shared by copies of a graph, hence locked.
final class FrameTreeCache: Sendable {
    private struct Entry: @unchecked Sendable {
        let generation: UInt64
        let viewport: CGSize
        let tree: ViewNode
        let context: ResolveContext
    }

    private let entry = Mutex<Entry?>(nil)

    /// The cached tree for `generation` and `viewport`, if it is the one cached.
    func tree(generation: UInt64, viewport: CGSize) -> (ViewNode, ResolveContext)? {
        entry.withLock { e in
            guard let e, e.generation == generation, e.viewport == viewport else { return nil }
            return (e.tree, e.context)
        }
    }

    /// Caches `tree` (with the pass that made it, whose lifecycle actions an update needs).
    func store(_ tree: ViewNode, context: ResolveContext, generation: UInt64, viewport: CGSize) {
        entry.withLock { $0 = Entry(generation: generation, viewport: viewport, tree: tree, context: context) }
    }

    private static let counter = Mutex<UInt64>(0)

    /// A generation number no graph has had.
    static func nextGeneration() -> UInt64 {
        counter.withLock {
            $0 += 1
            return $0
        }
    }
}
