import Drawing
import Geometry
import Stage

extension SeatingScene {
    /// The semantic state at `time` (§8), presented values at that time, for tests, scripted
    /// sessions and the inspector:
    ///
    /// - `appear`, `seatsTrim` (fractions), `selectedTribune` (id or null), `chosenSeats` (ids in
    ///   seat order), `ticketCount`;
    /// - `zoom` (presented, before the pinch), `pinch`, `scale` (the effective s), `rotation`,
    ///   `liveRot` (radians), `anchor` {x, y} (unit point), `anchorChart` {x, y} (chart units),
    ///   `offset` {x, y}, `drag` {x, y} (canvas points);
    /// - `zoomed`, `dialogShown`, `dialogTitle` (null unless shown), `headerShown`,
    ///   `zoomOutShown` (fractions);
    /// - `tribuneFills` {id: "#RRGGBB"} and `seatFills` {id: "#RRGGBB"}: every tribune or seat
    ///   whose presented fill (at 8 bits) is not the resting blue (seats: of the selected tribune and any
    ///   still fading);
    /// - `chartSide` (L), `chartOrigin` {x, y} (B), `chartMatrix` [a, b, c, d, tx, ty];
    /// - `phase`: the linked pair's step that has not started (`zoomIn`, `shiftOut`) or null,
    ///   with `phaseDue` (seconds or null); `seatsCreated`: tribunes whose seats exist.
    public func state(at time: SceneTime) -> JSONValue {
        resolved(at: time).resolvedState(at: time)
    }

    private func resolvedState(at time: SceneTime) -> JSONValue {
        let transform = chartTransform(at: time)
        let m = transform.matrix
        let unit = $anchor.at(time)
        let o = $offset.at(time)
        func point(_ x: Double, _ y: Double) -> JSONValue { ["x": .number(x), "y": .number(y)] }
        var tribuneColours: [String: JSONValue] = [:]
        for id in tribuneFills.keys {
            let hex = tribuneFills[id]!.at(time).hexRGB
            if hex != Palette.blue.hexRGB { tribuneColours[id.description] = .string(hex) }
        }
        var seatColours: [String: JSONValue] = [:]
        var seatIDs = Set(seatFills.keys)
        if let s = selectedTribune { seatIDs.formUnion(chosenSeats.filter { $0.tribune == s }) }
        for id in seatIDs {
            let hex = seatColor(id, at: time).hexRGB
            if hex != Palette.blue.hexRGB { seatColours[id.description] = .string(hex) }
        }
        return [
            "appear": .number($appear.at(time)),
            "seatsTrim": .number($seatsTrim.at(time)),
            "selectedTribune": selectedTribune.map { .string($0.description) } ?? .null,
            "chosenSeats": .array(chosenSeats.sorted().map { .string($0.description) }),
            "ticketCount": JSONValue(ticketCount),
            "zoom": .number($zoom.at(time)),
            "pinch": .number(pinch),
            "scale": .number(transform.scale),
            "rotation": .number(rotation),
            "liveRot": .number(liveRotation),
            "anchor": point(unit.x, unit.y),
            "anchorChart": point(unit.x * chartSide, unit.y * chartSide),
            "offset": point(o.dx, o.dy),
            "drag": point(drag.dx, drag.dy),
            "zoomed": .bool(zoomed),
            "dialogShown": .bool(dialogShown),
            "dialogTitle": dialogShown ? .string(Self.dialogTitle(count: ticketCount)) : .null,
            "headerShown": .number($headerShown.at(time)),
            "zoomOutShown": .number($zoomOutShown.at(time)),
            "tribuneFills": .object(tribuneColours),
            "seatFills": .object(seatColours),
            "chartSide": .number(chartSide),
            "chartOrigin": point(chartBox.minX, chartBox.minY),
            "chartMatrix": .array([m.a, m.b, m.c, m.d, m.tx, m.ty].map { .number($0) }),
            "phase": pending.map { .string($0.kind.rawValue) } ?? .null,
            "phaseDue": pending.map { .number($0.due.seconds) } ?? .null,
            "seatsCreated": JSONValue(seatCache.count),
        ]
    }
}
