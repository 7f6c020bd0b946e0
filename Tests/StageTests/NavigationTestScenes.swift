import Drawing
import Geometry
import Stage

/// A screen for the navigation tests: page `number` counts its taps, cancels and actions. A tap
/// pushes page `number + 1`; the action `push` does the same, `dismiss` dismisses, `nowhere`
/// pushes a route no app knows, `stale` a page the app refuses as missing, `eager` an
/// `EagerScene` (which pushes from its init), `shy` a `ShyScene` (which dismisses from its init).
struct PageScene: Scene {
    static let info = SceneInfo(id: "page", title: "Page", summary: "A page that pushes the next one.",
                                actions: ["push", "dismiss", "nowhere", "stale", "eager", "shy"])
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
        case "eager": Navigation.push(NavigationValue(route: "eager"))
        case "shy": Navigation.push(NavigationValue(route: "shy"))
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

/// A screen that asks for a push from its `init`, which the stack refuses.
struct EagerScene: Scene {
    static let info = SceneInfo(id: "eager", title: "Eager", summary: "Pushes page 7 from its init.")

    init(_ context: SceneContext) { Navigation.push(PageScene.value(7)) }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {}
    func state(at time: SceneTime) -> JSONValue { [:] }
}

/// A screen that asks to be dismissed from its `init`, which the stack refuses like a push.
struct ShyScene: Scene {
    static let info = SceneInfo(id: "shy", title: "Shy", summary: "Dismisses itself from its init.")

    init(_ context: SceneContext) { Navigation.dismiss() }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {}
    func state(at time: SceneTime) -> JSONValue { [:] }
}

/// An app of pages on a `NavigationStack`: resolves `page` values (n ≥ 0) to `PageScene`s and
/// `eager` to an `EagerScene` and `shy` to a `ShyScene`, refuses other routes and negative pages; the action `back` pops,
/// `root` pops to the root at once, the others go to the top. `reported` lists the pages the
/// stack reported popped, in order.
struct PagesApp: Scene {
    static let info = SceneInfo(id: "pages", title: "Pages", summary: "Pages on a navigation stack.",
                                actions: ["back", "root", "push", "dismiss", "nowhere", "stale", "eager", "shy"])
    var stack: NavigationStack
    var reported: [Int] = []

    init(_ context: SceneContext) {
        stack = NavigationStack(root: PageScene(context))
    }

    mutating func receive(_ input: InputEvent, in context: SceneContext) {
        open(stack.receive(input, in: context), in: context)
    }

    mutating func perform(_ action: String, in context: SceneContext) {
        switch action {
        case "back": try? stack.pop(in: context)
        case "root": stack.popToRoot(in: context)
        default: open(stack.perform(action, in: context), in: context)
        }
        open([], in: context)
    }

    mutating func viewportChanged(in context: SceneContext) { stack.viewportChanged(in: context) }

    mutating func open(_ values: [NavigationValue], in context: SceneContext) {
        reported += stack.takePoppedScreens().map { ($0.scene as? PageScene)?.number ?? -1 }
        for value in values {
            if value.route == "eager" || value.route == "shy" {
                let type: any Scene.Type = value.route == "eager" ? EagerScene.self : ShyScene.self
                do throws(NavigationError) {
                    try stack.push(value, scene: stack.makeScreen(type, in: context), in: context)
                } catch {
                    stack.noteRefusal(error, at: context.time)
                }
                continue
            }
            guard value.route == "page" else {
                stack.noteRefusal(.unknownRoute(value.route), at: context.time)
                continue
            }
            guard let n = value.value["n"]?.intValue, n >= 0 else {
                stack.noteRefusal(.missingValue(value, reason: "no page \(value.value["n"] ?? .null)"), at: context.time)
                continue
            }
            guard var page = try? stack.buildingScreen({ PageScene(context) }) else { continue }
            page.number = n
            try? stack.push(value, scene: page, in: context)
        }
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) { stack.draw(in: &context, at: time) }
    func state(at time: SceneTime) -> JSONValue {
        guard case .object(var fields) = stack.state(at: time) else { return .null }
        fields["reported"] = .array(reported.map { .number(Double($0)) })
        return .object(fields)
    }
}
