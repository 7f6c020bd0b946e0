import PullToRefresh
import Seating
import Stage

/// The scenes this build of `preview` can run. Scene modules add their type here.
enum SceneCatalog {
    static let registry = SceneRegistry([
        DemoScene.self,
        PullToRefreshScene.self,
        SeatingScene.self,
    ])
}
