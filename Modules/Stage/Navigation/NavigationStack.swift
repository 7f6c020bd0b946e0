import Curves
import Drawing
import Geometry

/// A stack of screens, each an ordinary `Scene`, with the platform's push and pop (SwiftUI's
/// `NavigationStack` with a path). A scene that hosts an app of several screens owns one and
/// forwards its callbacks to it.
///
/// - Screens: the root at the bottom, pushed screens above it, each with its `NavigationValue`
///   (`path`). Only the top screen gets input and actions, and only at rest; every screen gets
///   viewport changes; the screens below otherwise keep their state untouched until they are on
///   top again.
/// - Requests: a screen calls `Navigation.push(_:)` or `Navigation.dismiss()` during any callback.
///   A dismiss pops at once; pushes are handed back to the owner (`receive` and `perform` return
///   them), which maps each value to a scene and calls `push(_:scene:parameters:animated:in:)` — SwiftUI's
///   `navigationDestination(for:)`.
/// - Transition (UIKit's push): the new screen slides in from the right edge while the screen
///   below moves left by a third of the width, easeInOut 0.35 s; a pop is the reverse.
/// - Edge swipe: a press within `edgeWidth` points of the left edge that moves right by
///   `DragGesture`'s 10 points becomes an interactive pop (the screen under the press gets a
///   `cancel` for that pointer): the top screen follows the finger; on release it completes when
///   the predicted end translation passes half the width, otherwise it slides back. Either way
///   with easeInOut 0.35 s from where it is.
/// - Ticks: an owner declares `tickRate(of:)` its screens and forwards its ticks (`tick(in:)`)
///   to the screens on screen.
/// - Refusals: a push, pop or action during a transition or swipe (not queued), a push beyond
///   `maximumDepth`, a pop at the root (silently nothing, as in SwiftUI). Refused requests are
///   kept in `lastRefusal` and the state, never a crash.
///
/// Coordinates are viewport points (origin top-left, y down); times are scene seconds. Drawing
/// never changes state: a screen that finished sliding out is dropped at the next callback.
public struct NavigationStack: Sendable {
    /// The push and pop animation: easeInOut 0.35 s.
    public static let animation = Animation.easeInOut(duration: 0.35)
    /// How far the screen below moves left while a screen is pushed over it, as a fraction of
    /// the width (UIKit: about a third).
    public static let parallax = 1.0 / 3.0
    /// The width of the strip along the left edge where an edge swipe may start, points.
    public static let edgeWidth = 20.0
    /// The most screens that may be pushed above the root.
    public static let maximumDepth = 32

    /// One screen: its scene, the value it was pushed for (nil for the root), and its parameters.
    struct Screen: Sendable {
        var scene: any Scene
        var value: NavigationValue?
        var parameters: ParameterValues
        /// The index k of the screen's next tick, due at k / its type's tick rate (seconds).
        var nextTick = 0
    }

    /// The screens, root first; never empty.
    var screens: [Screen]
    /// A popped screen sliding out to the right, kept until the pop's animation is over.
    var outgoing: Screen?
    /// The screens popped during the current call into the stack (`receive`, `tick`, `perform`
    /// start it afresh) and any the owner made since (`pop`, `popToRoot`), in the order they left,
    /// until the owner takes them (`takePoppedScreens()`). Starting afresh keeps an owner that
    /// never takes them from holding every screen ever popped.
    var popped: [Screen] = []
    /// How far the front screen has come in: 1 at rest, 0 fully off to the right. The front
    /// screen is `leaving` during a pop, else the top screen.
    @Animated var reveal = 1.0
    /// The edge swipe in progress or being recognised.
    var swipe = EdgeSwipe()
    /// The screen each pointer that is down belongs to (where its `down` went), with the
    /// pointer's last location (points).
    var pointerTargets: [PointerID: (screen: Int, location: Point)] = [:]
    /// The last request that was refused, with its scene time. A record, not a current error: it
    /// stays until the next refusal replaces it (accepted navigation does not clear it; its time
    /// tells an old refusal from a new one).
    public private(set) var lastRefusal: (error: NavigationError, time: SceneTime)?

    /// A stack showing `root` alone.
    ///
    /// - Parameters:
    ///   - root: The bottom screen (SwiftUI: the stack's root view), already initialised.
    ///   - parameters: The root's parameter values (default: the defaults its type declares).
    public init(root: any Scene, parameters: ParameterValues? = nil) {
        screens = [Screen(scene: root, value: nil,
                          parameters: parameters ?? ParameterValues(defaults: type(of: root).info.parameters))]
    }

    /// The pushed values, bottom first (the root has none).
    public var path: NavigationPath { NavigationPath(screens.dropFirst().compactMap(\.value)) }

    /// How many screens are pushed above the root.
    public var depth: Int { screens.count - 1 }

    /// The top screen's scene (the one that gets input at rest).
    public var top: any Scene { screens[screens.count - 1].scene }

    /// Takes the screens popped since the last call, in the order they left (a pop: the top
    /// one; `popToRoot`: every pushed one, top first), each as it was when it was popped and
    /// with its value. Each popped screen is reported at most once: an owner calls it after
    /// every call into the stack to keep what it needs of a popped screen. What is not taken
    /// before the next `receive`, `tick` or `perform` is let go (an owner that does not care
    /// need not call it).
    public mutating func takePoppedScreens() -> [(scene: any Scene, value: NavigationValue?)] {
        defer { popped = [] }
        return popped.map { ($0.scene, $0.value) }
    }

    /// The scene at `index` (0 is the root), nil past the top.
    public func scene(at index: Int) -> (any Scene)? { screens.indices.contains(index) ? screens[index].scene : nil }

    /// Whether a push, a pop or an edge swipe is moving the screens at `time`.
    public func isTransitioning(at time: SceneTime) -> Bool { swipe.isActive || $reveal.isAnimating(at: time) }

    /// The scene time at which the current push or pop ends, nil at rest or while swiping.
    public var transitionEnd: SceneTime? { swipe.isActive ? nil : $reveal.finishTime }

    // MARK: Push and pop

    /// Pushes `scene`, showing `value`, on top: it slides in from the right over 0.35 s.
    ///
    /// - Parameters:
    ///   - value: The value the screen shows (its entry in `path`).
    ///   - scene: The screen, initialised for `context(for:)` of the new depth.
    ///   - parameters: Its parameter values (default: its type's defaults).
    ///   - animated: Whether it slides in (default); false shows it at once (a deep link).
    ///   - context: The owner's context at the push (its time is the push's).
    /// - Throws: `NavigationError.transitionInProgress` during a transition or swipe,
    ///   `.depthLimit` beyond `maximumDepth`; the refusal is also kept in `lastRefusal`.
    public mutating func push(_ value: NavigationValue, scene: any Scene, parameters: ParameterValues? = nil,
                              animated: Bool = true, in context: SceneContext) throws(NavigationError) {
        let time = context.time
        settle(at: time)
        guard !isTransitioning(at: time) else { throw refuse(.transitionInProgress(request: "push \(value.json.serialized())"), at: time) }
        guard depth < Self.maximumDepth else { throw refuse(.depthLimit(limit: Self.maximumDepth), at: time) }
        cancelPointers(ofScreen: screens.count - 1, in: context)
        swipe.reset()  // a press on the edge, not yet a swipe, went with the cancelled pointers
        screens.append(Screen(scene: scene, value: value,
                              parameters: parameters ?? ParameterValues(defaults: type(of: scene).info.parameters)))
        $reveal.reset(to: animated ? 0 : 1)
        if animated { $reveal.set(1, animation: Self.animation, at: time) }
    }

    /// Pops every pushed screen at once, without a transition (a deep link replacing the path;
    /// SwiftUI: assigning an empty path in a transaction that disables animations). Ends any
    /// transition or swipe; the screens' pointers are cancelled.
    ///
    /// - Parameter context: The owner's context (its time is the pop's).
    public mutating func popToRoot(in context: SceneContext) {
        if let pointer = swipe.pointer { pointerTargets[pointer] = nil }
        swipe.reset()
        for index in screens.indices.reversed() where index > 0 { cancelPointers(ofScreen: index, in: context) }
        popped += screens.dropFirst().reversed()
        screens.removeLast(screens.count - 1)
        outgoing = nil
        $reveal.reset(to: 1)
    }

    /// Pops the top screen: it slides out to the right over 0.35 s and the one below comes back
    /// with the state it had. Nothing at the root.
    ///
    /// - Parameter context: The owner's context at the pop (its time is the pop's).
    /// - Throws: `NavigationError.transitionInProgress` during a transition or swipe (kept in
    ///   `lastRefusal`).
    public mutating func pop(in context: SceneContext) throws(NavigationError) {
        let time = context.time
        settle(at: time)
        guard depth > 0 else { return }
        guard !isTransitioning(at: time) else { throw refuse(.transitionInProgress(request: "pop"), at: time) }
        popTop(from: 1, in: context)
    }

    /// Records a refusal the owner decided on (an unknown route, a missing value) in
    /// `lastRefusal`, so the state shows it like the stack's own.
    public mutating func noteRefusal(_ error: NavigationError, at time: SceneTime) {
        lastRefusal = (error, time)
    }

    /// Records `error` as the last refusal and returns it.
    mutating func refuse(_ error: NavigationError, at time: SceneTime) -> NavigationError {
        lastRefusal = (error, time)
        return error
    }

    /// Moves the top screen to `leaving` and slides it out from reveal `start`; nothing at the
    /// root (the stack is never empty).
    mutating func popTop(from start: Double, in context: SceneContext) {
        guard depth > 0 else { return }
        let time = context.time
        cancelPointers(ofScreen: screens.count - 1, in: context)
        swipe.reset()  // a press on the edge, not yet a swipe, went with the cancelled pointers
        let leaving = screens.removeLast()
        outgoing = leaving
        popped.append(leaving)
        $reveal.reset(to: start)
        $reveal.set(0, animation: Self.animation, at: time)
    }

    /// Drops a popped screen whose slide is over (what the frame at `time` already shows).
    mutating func settle(at time: SceneTime) {
        if outgoing != nil, !$reveal.isAnimating(at: time) {
            outgoing = nil
            $reveal.reset(to: 1)
        }
    }
}
