import Drawing
import Foundation
import Geometry
import Stage
import Synchronization

/// The scene descriptions of view scenes, by provider type (a cache only).
enum ViewSceneInfos {
    private static let infos = Mutex<[ObjectIdentifier: SceneInfo]>([:])

    static func info(for type: Any.Type, make: () -> SceneInfo) -> SceneInfo {
        let key = ObjectIdentifier(type)
        if let hit = infos.withLock({ $0[key] }) { return hit }
        let info = make()
        infos.withLock { $0[key] = info }
        return info
    }
}

extension PreviewProvider {
    /// The preview as a scene, for a `PreviewApp`'s list: `[OrbitScene.self, Ball_Previews.scene]`.
    public static var scene: any Stage.Scene.Type { ViewScene<Self>.self }
}

/// A view tree run as a Stage scene: the one adapter through which `list`, `state`, `render`,
/// `record`, `serve`, `mcp` and the snapshot strategies work for views.
///
/// Its value is the tree's storage (`@State`, animated attributes, watched values), so a
/// session checkpoints and replays it like any scene. It ticks 60 times a second of scene time
/// to run `withAnimation` completions on the clock; events are applied at the next tick.
public struct ViewScene<Provider: PreviewProvider>: Stage.Scene, AnimationDescribing {
    var graph: ViewGraph

    /// Made once per provider type: sessions ask for it at every frame, and the id and title
    /// are derived from the type's name.
    public static var info: SceneInfo {
        ViewSceneInfos.info(for: Provider.self) {
            SceneInfo(
                id: Provider.previewID, title: Provider.previewTitle, summary: Provider.previewSummary,
                viewport: Size(Provider.previewViewport), tickRate: 60)
        }
    }

    public init(_ context: SceneContext) {
        graph = ViewGraph(viewport: CGSize(context.viewport))
        graph.start(Provider.previews, at: context.time.seconds)
    }

    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        guard case .pointer(let p) = input else { return }
        let phase: PointerPhase = switch p.phase {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        }
        graph.receive(pointer: phase, id: Int(truncatingIfNeeded: p.id.rawValue), location: CGPoint(p.location), root: Provider.previews, at: context.time.seconds)
    }

    public mutating func tick(in context: SceneContext) {
        graph.runDueCompletions(Provider.previews, at: context.time.seconds)
    }

    public mutating func viewportChanged(in context: SceneContext) {
        graph.setViewport(CGSize(context.viewport), root: Provider.previews, at: context.time.seconds)
    }

    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        graph.draw(Provider.previews, at: time.seconds, in: &context)
    }

    /// The animated attributes for the page's Animations panel, named `path.attribute` (the
    /// node's view path and `frame`, `offset`, `opacity`, `shape`, `data`, …).
    public func animatedProperties(at time: SceneTime) -> [AnimatedPropertyDescription] {
        graph.storage.attributes.keys.sorted().compactMap { key in
            graph.storage.attributes[key]?.describe(path: key, at: time.seconds)
        }
    }

    public func presentedComponents(of path: String, at time: SceneTime) -> [Double]? {
        graph.storage.attributes[path]?.presentedComponents(at: time.seconds)
    }

    /// The view's state at `time`: every `@State` value by view path (`"state"`), every running
    /// animated attribute's presented value and animations (`"animations"`), and diagnostics.
    public func state(at time: SceneTime) -> JSONValue {
        ViewStateDescription.json(of: graph.storage, at: time.seconds)
    }
}
