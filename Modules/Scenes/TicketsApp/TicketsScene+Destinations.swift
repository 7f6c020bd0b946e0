import EventDetails
import PullToRefresh
import Seating
import Stage

extension TicketsScene {
    /// Opens the screen for `value` (SwiftUI's `navigationDestination(for:)`): the details of an
    /// event of the list, or the seating chart of a game (the kept one if there is one). An
    /// unknown route or a value naming nothing is refused and shown in the state's `lastRefusal`.
    mutating func open(_ value: NavigationValue, in context: SceneContext) {
        _ = push(value, animated: true, in: context)
    }

    /// Pushes the screen for `value`, sliding in or at once; a refusal goes to the state.
    ///
    /// - Returns: Whether the screen was pushed.
    mutating func push(_ value: NavigationValue, animated: Bool, in context: SceneContext) -> Bool {
        do throws(NavigationError) {
            let scene = try destination(for: value, in: context)
            try stack.push(value, scene: scene, animated: animated, in: context)
            if value.route == EventDetailsScene.seatingRoute, let id = value.value["event"]?.intValue {
                keptCharts[id] = nil  // on the stack now (a refused push keeps it kept)
            }
            return true
        } catch {
            stack.noteRefusal(error, at: context.time)
            return false
        }
    }

    /// The scene that shows `value`.
    ///
    /// - Throws: `NavigationError.unknownRoute`, or `.missingValue` for an event the list does
    ///   not have or a malformed chart value.
    func destination(for value: NavigationValue, in context: SceneContext) throws(NavigationError) -> any Scene {
        switch value.route {
        case EventDetailsScene.detailsRoute:
            guard let list = stack.scene(at: 0) as? EventDetailsScene else { throw .unknownRoute(value.route) }
            let details = try list.detailsScreen(for: value)
            return details
        case EventDetailsScene.seatingRoute:
            guard let id = value.value["event"]?.intValue, let team = value.value["team"]?.stringValue,
                  let date = value.value["date"]?.stringValue,
                  let sport = value.value["sport"]?.stringValue.flatMap(Sport.init(rawValue:))
            else { throw .missingValue(value, reason: "a chart value is {\"event\", \"team\", \"sport\", \"date\"}") }
            if let kept = keptCharts[id] { return kept }
            var chartContext = context
            chartContext.parameters = ParameterValues(defaults: SeatingScene.info.parameters)
            let game = SeatingEvent(team: team, date: date, color: sport.color)
            return try stack.buildingScreen { SeatingScene(chartContext, event: game) }
        default:
            throw .unknownRoute(value.route)
        }
    }
}
