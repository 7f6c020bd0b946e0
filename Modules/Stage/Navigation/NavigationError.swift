/// Why a navigation request was not carried out. The stack keeps the last one in its state
/// (`lastRefusal`) instead of failing the session: bad navigation is input, never a crash.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A push, a pop or an action arrived while a push, a pop or an edge swipe was under way.
    /// Refused, as UIKit's navigation controller (under SwiftUI's `NavigationStack`) takes no
    /// touches during a transition; the request is not queued.
    case transitionInProgress(request: String)
    /// A screen asked to push or dismiss from its `init`, before it is on the stack (SwiftUI
    /// has no navigation from a view's initialiser either). The screen is not pushed.
    case requestDuringInit(request: String)
    /// A push would make the stack deeper than `limit` pushed screens.
    case depthLimit(limit: Int)
    /// The app maps no scene to this route.
    case unknownRoute(String)
    /// The value names something that does not exist (any more), e.g. an event id a deep link
    /// carries that the list no longer has.
    case missingValue(NavigationValue, reason: String)
    /// A navigation value or path that is not well-formed JSON data.
    case malformedValue(String)

    /// One line that says what happened and what to do.
    public var description: String {
        switch self {
        case .transitionInProgress(let request):
            return "\(request) refused: a navigation transition is under way (requests are not queued; retry after 0.35 s)"
        case .requestDuringInit(let request):
            return "\(request) refused: a screen navigates from its callbacks once it is on the stack, not from its init; the screen was not pushed"
        case .depthLimit(let limit):
            return "push refused: the stack already holds \(limit) pushed screens, the limit; pop first"
        case .unknownRoute(let route):
            return "push refused: no screen for route \"\(route)\""
        case .missingValue(let value, let reason):
            return "push refused: \(value.json.serialized()) — \(reason)"
        case .malformedValue(let message):
            return message
        }
    }
}
