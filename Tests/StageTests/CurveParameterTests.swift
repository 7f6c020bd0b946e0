import Curves
import Drawing
import Foundation
import Geometry
@testable import Stage
import Testing
import ZoetropeTestSupport

/// A scene that animates one value from 0 to 100 on the action `go`, with the timing curve
/// `curve` over 1 s, or with the spring `spring` when `useSpring` is on.
private struct CurveScene: Scene {
    static let curve = ParameterKey.timingCurve("curve", default: .easeInOut, y: -1...2, summary: "Curve")
    static let spring = ParameterKey.spring("spring", default: .perceptual(duration: 0.5, bounce: 0.3), summary: "Spring")
    static let useSpring = ParameterKey.toggle("useSpring", default: false, summary: "Spring instead of the curve")
    static let info = SceneInfo(
        id: "curve-test", title: "Curve test", summary: "One animated value.", viewport: Size(width: 200, height: 100),
        actions: ["go"], parameters: [curve.parameter, spring.parameter, useSpring.parameter])

    @Animated var x = 0.0

    init(_ context: SceneContext) {}

    mutating func perform(_ action: String, in context: SceneContext) {
        let p = context.parameters
        let animation: Animation = p[Self.useSpring]
            ? .interpolatingSpring(p[Self.spring]) : .timingCurve(p[Self.curve], duration: 1)
        withAnimation(animation) { x = 100 }
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {
        context.fill(Path(Rect(x: $x.at(time), y: 0, width: 10, height: 10)), with: .color(.black), name: "box")
    }

    func state(at time: SceneTime) -> JSONValue { ["x": .number($x.at(time))] }
}

@Suite("Timing-curve and spring parameters")
struct CurveParameterTests {
    static let curveValue = ParameterValue.timingCurve(start: UnitPoint(x: 0.24, y: 1.4), end: UnitPoint(x: 1, y: -1))
    static let perceptual = ParameterValue.spring(.perceptual(duration: 0.4, bounce: -0.25))
    static let physical = ParameterValue.spring(.physical(mass: 2, stiffness: 80, damping: 4))

    @Test("values encode as CSS-style control points or SwiftUI's argument labels, and decode back exactly",
          arguments: [
            (curveValue, #"{"x1":0.24,"x2":1,"y1":1.4,"y2":-1}"#),
            (perceptual, #"{"bounce":-0.25,"duration":0.4}"#),
            (physical, #"{"damping":4,"mass":2,"stiffness":80}"#),
          ])
    func roundTrip(value: ParameterValue, json: String) throws {
        #expect(value.json.serialized() == json)
        #expect(ParameterValue(json: try JSONValue.parse(json)) == value)
    }

    @Test("SwiftUI's defaults fill the arguments it lets you omit: bounce 0, mass 1")
    func omittedArguments() throws {
        #expect(ParameterValue(json: try JSONValue.parse(#"{"duration": 0.5}"#)) == .spring(.perceptual(duration: 0.5, bounce: 0)))
        #expect(ParameterValue(json: try JSONValue.parse(#"{"stiffness": 100, "damping": 10}"#))
                == .spring(.physical(mass: 1, stiffness: 100, damping: 10)))
    }

    @Test("other objects are not values", arguments: [
        #"{"x1": 0, "y1": 0, "x2": 1}"#, #"{"x1": 0, "y1": 0, "x2": 1, "y2": 1, "d": 1}"#, #"{"x1": "0", "y1": 0, "x2": 1, "y2": 1}"#,
        #"{"bounce": 0.2}"#, #"{"duration": 0.5, "damping": 3}"#, #"{"mass": 1, "stiffness": 3}"#, #"{"duration": true}"#, "{}", "[1]", "null",
    ])
    func rejectsOtherObjects(text: String) throws {
        #expect(ParameterValue(json: try JSONValue.parse(text)) == nil)
    }

    @Test("a form builds its spring with the initialiser it is named after, bit for bit")
    func forms() {
        #expect(SpringForm.perceptual(duration: 0.4, bounce: -0.25).spring == Spring(duration: 0.4, bounce: -0.25))
        #expect(SpringForm.physical(mass: 2, stiffness: 80, damping: 4).spring == Spring(mass: 2, stiffness: 80, damping: 4))
    }

    @Test("preview list --json describes the kinds: type, control y range, default")
    func description() {
        let curve = CurveScene.curve.parameter.json
        #expect(curve["type"] == "timingCurve" && curve["yMin"] == .number(-1) && curve["yMax"] == .number(2))
        #expect(curve["default"] == ["x1": 0.42, "y1": 0, "x2": 0.58, "y2": 1])
        let spring = CurveScene.spring.parameter.json
        #expect(spring["type"] == "spring" && spring["default"] == ["duration": 0.5, "bounce": 0.3])
    }

    static let accepted: [ParameterValue] = [
        curveValue, .timingCurve(start: UnitPoint(x: 0, y: -1), end: UnitPoint(x: 1, y: 2)),
        perceptual, .spring(.perceptual(duration: 0.01, bounce: 1)), .spring(.perceptual(duration: 3, bounce: -1)),
        physical, .spring(.physical(mass: 0.1, stiffness: 1e-3, damping: 0)),
    ]

    @Test("in-range values are accepted as given", arguments: accepted)
    func accepts(value: ParameterValue) throws {
        let parameter = value.timingCurveValue == nil ? CurveScene.spring.parameter : CurveScene.curve.parameter
        #expect(try parameter.validate(value) == value)
    }

    static let refused: [(String, ParameterValue, String)] = [
        ("curve", .timingCurve(start: UnitPoint(x: 1.2, y: 0), end: UnitPoint(x: 1, y: 1)), "allowed: x1 and x2 in 0…1, y1 and y2 in -1…2"),
        ("curve", .timingCurve(start: UnitPoint(x: 0.5, y: -1.5), end: UnitPoint(x: 1, y: 1)), "y1 and y2 in -1…2"),
        ("curve", .timingCurve(start: UnitPoint(x: .nan, y: 0), end: UnitPoint(x: 1, y: 1)), "x1 and x2 in 0…1"),
        ("curve", .timingCurve(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: .infinity)), "y1 and y2 in -1…2"),
        ("curve", .number(0.5), #"takes a timing curve {"x1", "y1", "x2", "y2"}, not 0.5"#),
        ("curve", perceptual, "takes a timing curve"),
        ("spring", curveValue, #"takes a spring {"duration", "bounce"} or {"mass", "stiffness", "damping"}"#),
        ("spring", .spring(.perceptual(duration: 0, bounce: 0)), "duration must be a finite number of seconds above 0"),
        ("spring", .spring(.perceptual(duration: 0.5, bounce: 1.5)), "bounce must be between -1 and 1"),
        ("spring", .spring(.perceptual(duration: 0.5, bounce: .nan)), "bounce must be between -1 and 1"),
        ("spring", .spring(.physical(mass: 0, stiffness: 1, damping: 1)), "mass must be a finite number above 0"),
        ("spring", .spring(.physical(mass: 1, stiffness: 0, damping: 1)), "stiffness must be a finite number above 0"),
        ("spring", .spring(.physical(mass: 1, stiffness: 1, damping: -1)), "damping must be a finite number, 0 or more"),
    ]

    @Test("out-of-range values are refused with a message naming the parameter and the rule", arguments: refused)
    func refuses(name: String, value: ParameterValue, message: String) throws {
        let parameter = try #require(CurveScene.info.parameter(named: name))
        do {
            _ = try parameter.validate(value)
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.description.contains("parameter \"\(name)\""), "\(error)")
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test("keys read typed: a UnitCurve of the control points and the form's Spring; the default when undeclared")
    func keys() {
        var values = ParameterValues(defaults: CurveScene.info.parameters)
        #expect(values[CurveScene.curve] == .easeInOut)
        #expect(values[CurveScene.spring] == Spring(duration: 0.5, bounce: 0.3))
        values["curve"] = Self.curveValue
        values["spring"] = Self.physical
        #expect(values[CurveScene.curve] == .bezier(startControlPoint: UnitPoint(x: 0.24, y: 1.4), endControlPoint: UnitPoint(x: 1, y: -1)))
        #expect(values[CurveScene.spring] == Spring(mass: 2, stiffness: 80, damping: 4))
        #expect(ParameterValues(defaults: [])[CurveScene.spring] == Spring(duration: 0.5, bounce: 0.3))
    }

    @Test("an events file carries the values, and a session replayed from it gives the same frames")
    func replay() throws {
        let events: [SceneEvent] = [
            .set(name: "curve", value: Self.curveValue, time: 0), .action(name: "go", time: 0.1),
            .set(name: "spring", value: Self.perceptual, time: 1.2), .set(name: "useSpring", value: true, time: 1.2),
            .action(name: "go", time: 1.3),
        ]
        let text = EventsFile.serialize(events, header: EventsFileHeader(parameters: ["spring": Self.physical]))
        let document = try EventsFile.parseDocument(text)
        #expect(document.events == events)
        #expect(document.header.parameters == ["spring": Self.physical])
        var direct = try SceneSession<CurveScene>()
        try direct.append(contentsOf: document.header.parameterEvents + events)
        var replayed = try SceneSession<CurveScene>()
        try replayed.append(contentsOf: document.header.parameterEvents + document.events)
        for t in stride(from: 0.0, through: 3, by: 0.05) {
            #expect(direct.frame(at: SceneTime(seconds: t)) == replayed.frame(at: SceneTime(seconds: t)))
        }
    }

    @Test("the curve shapes the motion: x follows 100·curve(u) over 1 s, overshooting where the curve does",
          arguments: [(UnitPoint(x: 0.24, y: 1.4), UnitPoint(x: 1, y: -1)), (UnitPoint(x: 0.5, y: 1.8), UnitPoint(x: 0.5, y: 1.8))])
    func curveDrivesMotion(start: UnitPoint, end: UnitPoint) throws {
        var s = try SceneSession<CurveScene>()
        try s.append(contentsOf: [.set(name: "curve", value: .timingCurve(start: start, end: end), time: 0), .action(name: "go", time: 0)])
        let curve = UnitCurve.bezier(startControlPoint: start, endControlPoint: end)
        for u in [0.1, 0.25, 0.5, 0.75] {
            #expect(abs(s.sceneState(at: SceneTime(seconds: u)).number("x") - 100 * curve.value(at: u)) < 1e-9)
        }
        // y(s) = 5.4·s(1 − s) + s³ for the second: above 1 in the middle, so x passes 100.
        if start.y == 1.8 { #expect(s.sceneState(at: SceneTime(seconds: 0.5)).number("x") > 130) }
    }

    @Test("a spring value drives an interpolating spring: x = 100·(1 − e^(−ζω0 t)(cos ωd t + ζω0/ωd · sin ωd t))")
    func springDrivesMotion() throws {
        var s = try SceneSession<CurveScene>()
        try s.append(contentsOf: [
            .set(name: "spring", value: .spring(.physical(mass: 1, stiffness: 200, damping: 10)), time: 0),
            .set(name: "useSpring", value: true, time: 0), .action(name: "go", time: 0),
        ])
        let w0 = 200.0.squareRoot(), zeta = 10 / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.1, 0.2, 0.4, 0.8] {
            let expected = 100 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)))
            #expect(abs(s.sceneState(at: SceneTime(seconds: t)).number("x") - expected) < 1e-6)
        }
    }

    @Test("a session refuses an out-of-range set event and keeps its log")
    func sessionRefuses() throws {
        var s = try SceneSession<CurveScene>()
        #expect(throws: SessionError.self) {
            try s.append(.set(name: "spring", value: .spring(.perceptual(duration: -1, bounce: 0)), time: 0))
        }
        #expect(s.log.isEmpty)
    }
}
