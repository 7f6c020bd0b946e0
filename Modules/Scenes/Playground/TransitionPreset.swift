import Geometry
import Stage

/// The transitions tab's presets, in the book's order (pull-to-refresh.md C.3), then Custom.
public enum TransitionPreset: String, Hashable, Sendable, CaseIterable {
    /// No animation: the square pops in and out.
    case instant
    /// scale(0, center).
    case scale
    /// scale(2.0, anchor top-leading): on removal the square grows about its top-left corner.
    case scaleTwiceTopLeading = "scale-2-top-leading"
    /// opacity.
    case opacity
    /// offset(10, 40).
    case offset
    /// move(edge: trailing): by the square's own width.
    case moveTrailing = "move-trailing"
    /// slide: in from leading, out to trailing.
    case slide
    /// asymmetric(insertion: move(leading), removal: scale(0, center)).
    case asymmetric
    /// The challenge: the insertion and removal editors (scene parameters).
    case custom

    /// The picker's label.
    public var title: String {
        switch self {
        case .instant: "Instant"
        case .scale: "Scale"
        case .scaleTwiceTopLeading: "Scale ×2, top-leading"
        case .opacity: "Opacity"
        case .offset: "Offset (10, 40)"
        case .moveTrailing: "Move → trailing"
        case .slide: "Slide"
        case .asymmetric: "Asymmetric"
        case .custom: "Custom"
        }
    }

    /// Whether toggling the square animates (every preset but Instant).
    public var isAnimated: Bool { self != .instant }

    /// The square's transition (`custom` is the one the editors describe; Instant's transition
    /// is never seen since its change is not animated).
    func transition(custom: CustomTransition) -> Transition {
        switch self {
        case .instant, .opacity: .opacity
        case .scale: .scale
        case .scaleTwiceTopLeading: .scale(2, anchor: .topLeading)
        case .offset: .offset(x: 10, y: 40)
        case .moveTrailing: .move(edge: .trailing)
        case .slide: .slide
        case .asymmetric: .asymmetric(insertion: .move(edge: .leading), removal: .scale)
        case .custom: custom.transition
        }
    }

    /// The preset `steps` places on in the picker, wrapping around.
    func advanced(by steps: Int) -> TransitionPreset {
        let all = Self.allCases
        let i = all.firstIndex(of: self)! + steps
        return all[((i % all.count) + all.count) % all.count]
    }
}
