import Stage
import ZoetropePreview
import ZoetropeStarter
import ZoetropeUI

/// A package's `preview` whose list holds a view beside a scene, as a user's package writes it
/// after adding ZoetropeUI: the executable the view cases of ZoetropePreviewTests run (every
/// command, `serve`, `scene-host` and `mcp` included).
@main
struct ViewPreviews: PreviewApp {
    static let scenes: [any Scene.Type] = [
        OrbitScene.self,
        TapProbe_Previews.scene,
    ]
}
