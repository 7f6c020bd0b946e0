import Curves
import Stage

/// The scene's tunable values (honeycomb.md §14), with the spec's values as defaults, and the
/// animations built from them.
///
/// Durations are seconds. Every stored value comes from a scene parameter of the same name,
/// already validated against its range. Changes apply from the next animation start.
public struct HoneycombConfiguration: Hashable, Sendable {
    /// The default spring's response (0.55 s: the iOS 16 SDK's default the book gets).
    public var springResponse = 0.55
    /// The default spring's damping fraction (0.825).
    public var springDampingFraction = 0.825
    /// The press animation's duration (0.5 s, ease-in-out).
    public var pressDuration = 0.5
    /// The progress bar's animation duration (0.35 s, ease-in-out).
    public var progressDuration = 0.35
    /// Whether the fish-eye (§13) shrinks and pulls in bubbles near the grid's border (on).
    public var fishEye = true

    /// The spec's values.
    public init() {}

    /// The values of `parameters` (missing ones keep the spec's values).
    public init(_ parameters: ParameterValues) {
        springResponse = parameters[Key.springResponse]
        springDampingFraction = parameters[Key.springDampingFraction]
        pressDuration = parameters[Key.pressDuration]
        progressDuration = parameters[Key.progressDuration]
        fishEye = parameters[Key.fishEye]
    }

    /// The release settle, the centring and the insertion: a persistent spring started at rest.
    public var spring: Animation { .spring(response: springResponse, dampingFraction: springDampingFraction) }
    /// The press: ease-in-out (0.42, 0, 0.58, 1).
    public var pressAnimation: Animation { .easeInOut(duration: pressDuration) }
    /// The progress bar: ease-in-out (0.42, 0, 0.58, 1).
    public var progressAnimation: Animation { .easeInOut(duration: progressDuration) }
}
