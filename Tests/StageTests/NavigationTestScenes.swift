import Drawing
import Geometry
import Stage

/// A screen for the navigation tests: page `number` counts its taps, cancels and actions. A tap
/// pushes page `number + 1`; the action `push` does the same, `dismiss` dismisses, `nowhere`
/// pushes a route no app knows, `stale` a page the app refuses as missing.
struct PageScene: Scene {
    static let info = SceneInfo(id: "page", title: "Page", summary: "A page that pushes the next one.",
                                actions: ["push", "dismiss", "nowhere", "stale"])
    var number = 0
    var taps = 0
    var cancels = 0
    var presented: Bool
    var inStack: Bool
    var tap = TapGesture()

    init(_ context: SceneContext) {
        presented = Navigation.isPresented
        inStack = Navigation.isInStack
    }

    static func value(_ n: Int) -> NavigationValue { NavigationValue(route: "page", value: ["n": .number(Double(n))]) }

    mutating func receive(_ input: InputEvent, in context: SceneContext) {
        if input.pointer?.phase == .cancel { cancels += 1 }
        if case .ended? = tap.update(with: input) {
            taps += 1
            Navigation.push(Self.value(number + 1))
        }
    }

    mutating func perform(_ action: String, in context: SceneContext) {
        switch action {
        case "push": Navigation.push(Self.value(number + 1))
        case "dismiss": Navigation.dismiss()
        case "nowhere": Navigation.push(NavigationValue(route: "nowhere"))
        case "stale": Navigation.push(NavigationValue(route: "page", value: ["n": -1]))
        default: break
        }
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {
        context.fill(Path(Rect(x: 0, y: 0, width: context.size.width, height: context.size.height)),
                     with: .color(.white), name: "page/\(number)")
    }

    func state(at time: SceneTime) -> JSONValue {
        ["number": .number(Double(number)), "taps": .number(Double(taps)), "cancels": .number(Double(cancels)),
         "presented": .bool(presented), "inStack": .bool(inStack)]
    }
}

/// An app of pages on a `NavigationStack`: resolves `page` values (n ≥ 0) to `PageScene`s,
/// refuses other routes and negative pages; the action `back` pops, the others go to the top.
struct PagesApp: Scene {
    static let info = SceneInfo(id: "pages", title: "Pages", summary: "Pages on a navigation stack.",
                                actions: ["back", "push", "dismiss", "nowhere", "stale"])
    var stack: NavigationStack

    init(_ context: SceneContext) {
        stack = NavigationStack(root: PageScene(context))
    }

    mutating func receive(_ input: InputEvent, in context: SceneContext) {
        open(stack.receive(input, in: context), in: context)
    }

    mutating func perform(_ action: String, in context: SceneContext) {
        if action == "back" { try? stack.pop(in: context); return }
        open(stack.perform(action, in: context), in: context)
    }

    mutating func viewportChanged(in context: SceneContext) { stack.viewportChanged(in: context) }

    mutating func open(_ values: [NavigationValue], in context: SceneContext) {
        for value in values {
            guard value.route == "page" else {
                stack.noteRefusal(.unknownRoute(value.route), at: context.time)
                continue
            }
            guard let n = value.value["n"]?.intValue, n >= 0 else {
                stack.noteRefusal(.missingValue(value, reason: "no page \(value.value["n"] ?? .null)"), at: context.time)
                continue
            }
            var page = stack.buildingScreen { PageScene(context) }
            page.number = n
            try? stack.push(value, scene: page, in: context)
        }
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) { stack.draw(in: &context, at: time) }
    func state(at time: SceneTime) -> JSONValue { stack.state(at: time) }
}
