import Drawing
import Geometry
import Stage

extension TimerScene {
    /// The semantic state at `time` (after the clock-driven changes up to `time`):
    ///
    /// - `component`, `screen` (top of the stack; "done" while the overlay shows), `stack`,
    ///   `transition` (`{"kind": "push"|"pop", "offset"}` or null), `tea`, `face`;
    /// - `timer`: `status`, `length`, `remaining`, `displayed` (D), `end` (or null), `runStart`,
    ///   `pauseStart`, `canPlay`/`canPause`/`canStop`;
    /// - `digits`: `visible` items, and per item `x` (relative to the row centre), `opacity`,
    ///   and for cells `value` (n), `rows` (top to bottom) and `shift` (points, down positive);
    /// - `border`: `status`, `width`, `color` (hex or null), `startAngle` (degrees), `opacity`;
    /// - `temperature` ("<k> °F"), `water`, `ratio`, `teaspoons`;
    /// - `popup`: `open`, `openness`, `crossOpacity`, `button` {x, y}, `options` [{x, y, scale}]
    ///   (empty when not drawn);
    /// - `radar`: `selection`, `count`, `values` (v), `vertices` [{x, y}], `center`, `radius`;
    /// - `hands`: `sampleTime`, `remaining`, `second`, `minute` (clock angles, degrees),
    ///   `secondTip`, `minuteTip` {x, y} (viewport points; analog face or dial component);
    /// - `done`: `stars`, `pourTime` (seconds since the pour started), or null;
    /// - `ratings`: the tea's ratings count; `scroll`: list and timer offsets.
    public func state(at time: SceneTime) -> JSONValue {
        settled(at: time).settledState(at: time)
    }

    func settledState(at time: SceneTime) -> JSONValue {
        var o: [String: JSONValue] = [
            "component": .string(configuration.component.rawValue),
            "tea": .string(tea.name),
            "face": .string(face.rawValue),
            "timer": timerJSON(at: time),
            "digits": digitsJSON(at: time),
            "border": borderJSON(at: time),
            "temperature": .string(temperature.text(at: time)),
            "water": .number(water),
            "ratio": .number(ratio),
            "teaspoons": .number(teaspoons),
            "popup": popupJSON(at: time),
            "radar": radarJSON(at: time),
            "hands": handsJSON(at: time),
            "ratings": JSONValue(teaRatings.count),
            "scroll": ["list": .number(listScroll), "timer": .number(timerScroll)],
        ]
        o["screen"] = .string(done != nil && isApp ? "done" : (stack.last ?? .list).rawValue)
        o["stack"] = .array(stack.map { .string($0.rawValue) })
        if let leaving, leaveOffset.isAnimating(at: time) {
            o["transition"] = ["kind": "pop", "screen": .string(leaving.rawValue), "offset": .number(leaveOffset.at(time))]
        } else if pushOffset.isAnimating(at: time) {
            o["transition"] = ["kind": "push", "screen": .string((stack.last ?? .list).rawValue), "offset": .number(pushOffset.at(time))]
        } else {
            o["transition"] = .null
        }
        o["done"] = done.map { d in ["stars": JSONValue(d.stars), "pourTime": .number((time - d.start).seconds)] } ?? .null
        return .object(o)
    }

    func timerJSON(at time: SceneTime) -> JSONValue {
        [
            "status": .string(timer.status.rawValue), "length": .number(timer.length),
            "remaining": .number(timer.remaining(at: time)), "displayed": JSONValue(timer.displayedSeconds(at: time)),
            "end": JSONValue(timer.end?.seconds), "runStart": .number(timer.runStart.seconds),
            "pauseStart": .number(timer.pauseStart.seconds), "canPlay": .bool(timer.canPlay),
            "canPause": .bool(timer.canPause), "canStop": .bool(timer.canStop),
        ]
    }

    func digitsJSON(at time: SceneTime) -> JSONValue {
        var items: [String: JSONValue] = [:]
        for item in DigitItem.allCases {
            var o: [String: JSONValue] = ["x": .number(digits.x(of: item, at: time)), "opacity": .number(digits.opacity(of: item, at: time))]
            if item.isCell {
                let n = digits.value(of: item, at: time)
                let strip = DigitStrip(value: n, direction: configuration.digitSlide)
                o["value"] = .number(n)
                o["rows"] = .array(strip.digits.map { JSONValue($0) })
                o["shift"] = .number(strip.shift)
            }
            items[item.rawValue] = .object(o)
        }
        return [
            "seconds": JSONValue(digits.seconds),
            "visible": .array(DigitLayout.visibleItems(for: digits.seconds).map { .string($0.rawValue) }),
            "items": .object(items),
        ]
    }

    func borderJSON(at time: SceneTime) -> JSONValue {
        let look = border.look(for: timer.status, at: time)
        return [
            "status": .string(look.status.rawValue), "width": .number(look.lineWidth),
            "color": look.color.map { .string($0.hexRGB) } ?? .null,
            "startAngle": .number(look.startAngle), "opacity": .number(look.opacity),
        ]
    }

    /// The popup's button centre in the current mode (timer screen or component).
    var popupButtonCenter: Point {
        if configuration.component == .popup { return componentPopupButton }
        let layout = timerLayout
        return Point(x: layout.popupButton.x, y: layout.popupButton.y - timerScroll)
    }

    func popupJSON(at time: SceneTime) -> JSONValue {
        let b = popupButtonCenter
        let options: [JSONValue] = popup.showsOptions(at: time)
            ? BrewArithmetic.ratios.indices.map { i in
                let o = popup.option(i, button: b, at: time)
                return ["x": .number(o.center.x), "y": .number(o.center.y), "scale": .number(o.scale)]
            } : []
        return [
            "open": .bool(popup.isOpen), "openness": .number(popup.openness(at: time)),
            "crossOpacity": .number(popup.crossOpacity(at: time)),
            "button": ["x": .number(b.x), "y": .number(b.y)], "options": .array(options),
        ]
    }

    /// The radar's centre and radius in the current mode.
    var radarGeometry: (center: Point, radius: Double) {
        if configuration.component == .radar { return componentRadar }
        let layout = RatingsScreenLayout(size: viewport)
        return (layout.chartCenter, layout.chartRadius)
    }

    func radarJSON(at time: SceneTime) -> JSONValue {
        let (c, g) = radarGeometry
        let v = radar.values(at: time)
        return [
            "selection": JSONValue(selection), "count": JSONValue(teaRatings.count),
            "values": .array(v.map { .number($0) }),
            "vertices": .array(RadarChart.vertices(v, center: c, radius: g).map { ["x": .number($0.x), "y": .number($0.y)] }),
            "center": ["x": .number(c.x), "y": .number(c.y)], "radius": .number(g),
        ]
    }

    /// The dial canvas in the current mode.
    var dialCanvas: Rect {
        if configuration.component == .dial { return Rect(x: 0, y: 0, width: viewport.width, height: viewport.height) }
        return timerLayout.canvas
    }

    func handsJSON(at time: SceneTime) -> JSONValue {
        let canvas = dialCanvas
        let schedule = configuration.schedule
        let sample = timer.status == .running ? schedule.sampleTime(at: time, runStart: timer.runStart) : time
        let rem = schedule.remaining(of: timer, at: time)
        let center = canvas.center
        let lh = Hand.lengthUnit(canvas: canvas.size)
        func tip(_ hand: Hand, _ angle: Double) -> JSONValue {
            let p = Point(x: hand.end * lh, y: 0).applying(Hand.transform(center: center, degrees: angle))
            return ["x": .number(p.x), "y": .number(p.y)]
        }
        let s = Hand.secondAngle(remaining: rem), m = Hand.minuteAngle(remaining: rem)
        return [
            "sampleTime": .number(sample.seconds), "remaining": .number(rem), "second": .number(s), "minute": .number(m),
            "secondTip": tip(.second, s), "minuteTip": tip(.minute, m), "lengthUnit": .number(lh),
        ]
    }
}
