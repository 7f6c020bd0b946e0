import Drawing
import EventDetails
import Stage

extension TicketsScene {
    /// The deep-link parameters: which screen, for which event.
    enum DeepLink {
        /// The parameter naming the screen: `list`, `details` or `seating`.
        static let screen = "screen"
        /// Its options, root first.
        static let screens = ["list", "details", "seating"]
        /// The parameter naming the event (its id in the list).
        static let event = "event"
    }

    /// Rebuilds the stack from the deep-link parameters in `context` if they changed since the
    /// last rebuild (`parameterChanged`).
    mutating func openChangedDeepLink(in context: SceneContext) {
        guard deepLinkChanged else { return }
        deepLinkChanged = false
        openDeepLink(in: context)
    }

    /// Rebuilds the stack from the deep-link parameters in `context`: back to the list at once,
    /// then, without transitions, the event's details, then its chart. A value that names no
    /// event stops there (refused, shown in `lastRefusal`): the list, as SwiftUI shows the
    /// root for a path it cannot decode.
    mutating func openDeepLink(in context: SceneContext) {
        stack.popToRoot(in: context)
        keepPoppedCharts()  // a chart on the stack keeps its seats for when the link reopens it
        let screen = context.parameters.string(DeepLink.screen, or: "list")
        guard screen != "list" else { return }
        let details = EventDetailsScene.detailsValue(for: context.parameters.integer(DeepLink.event))
        guard push(details, animated: false, in: context), screen == "seating",
              let event = (stack.top as? EventDetailsScene)?.openEventForNavigation
        else { return }
        _ = push(EventDetailsScene.seatingValue(for: event), animated: false, in: context)
    }

    /// The deep-link parameters that reopen the app on its top screen (the stack's path, as the
    /// page writes it into its address): `screen` and `event` (0, the default, for the list).
    var deepLinkParameters: JSONValue {
        guard let top = stack.path.values.last else { return [DeepLink.screen: "list", DeepLink.event: 0] }
        let isChart = top.route == EventDetailsScene.seatingRoute
        let id = (isChart ? top.value["event"] : top.value["id"])?.intValue ?? 0
        return [DeepLink.screen: .string(isChart ? "seating" : "details"), DeepLink.event: .number(Double(id))]
    }
}
