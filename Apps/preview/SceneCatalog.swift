import PullToRefresh
import Stage
import Timer

/// The scenes this build of `preview` can run. Scene modules add their type here.
enum SceneCatalog {
    static let registry = SceneRegistry([
        DemoScene.self,
        PullToRefreshScene.self,
        TimerScene.self,
    ])
}
