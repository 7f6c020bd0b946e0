import Drawing
import Geometry
import PullToRefresh
import Stage

extension EventDetailsScene {
    /// The semantic state at `time`:
    ///
    /// - `screen` ("list" or "details"), `filterShown`, `selectedSports` (in chip order),
    ///   `panelHeight` (presented, points), `listScroll` (the content offset c, points),
    ///   `eventCount`, `visibleEventIDs` (the filter's result);
    /// - `refresh`: the list's pull to refresh (`RefreshingList.refreshStateFields(at:)`, B.10);
    /// - `chips`: drawn chips back to front: `sport`, `x`, `y`, `width`, `height` (the laid-out box,
    ///   points), `selected`, `direction`, `presence`, `rotationDegrees` (current);
    /// - `cards`: drawn cards back to front: `id`, `sport`, `top` (points, with the list offset O), `direction`,
    ///   `presence`;
    /// - `details`: null, or `event`, `push` (0…1), `off`, `collapsed`, `collapse` (0…1),
    ///   `headerHeight`, `buttonWidth`, `cornerRadius`, `overlayAlpha`, `matched` (the matched pairs'
    ///   shared places: `title`, `date`, `label` {`x`, `y`}; `calendar` {`x`, `y`, `width`,
    ///   `height`}; the content-side member is drawn at opacity 1 − `collapse`, the header-side
    ///   one at `collapse`).
    public func state(at time: SceneTime) -> JSONValue {
        let boxes = Dictionary(uniqueKeysWithValues: SportChip.layout(width: viewport.width).map { ($0.sport, $0.box) })
        let listOffset = refresh.listOffset(at: time)
        let chipsJSON: [JSONValue] = chips.items(at: time).map { item in
            let box = boxes[item.element.sport]!.offsetBy(dx: 0, dy: contentTop + listOffset)
            let spin = item.appearance(in: box).values["spin"] ?? 0
            return [
                "sport": .string(item.element.sport.rawValue), "x": .number(box.origin.x), "y": .number(box.origin.y),
                "width": .number(box.size.width), "height": .number(box.size.height),
                "selected": .bool(selected.contains(item.element.sport)),
                "direction": .string(item.direction == .insertion ? "insertion" : "removal"),
                "presence": .number(item.presence), "rotationDegrees": .number(spin * item.element.rotationDegrees),
            ]
        }
        let panel = $panelHeight.at(time)
        let cardsJSON: [JSONValue] = items.items(at: time).map { item in
            let slot = slots[item.element.id]?.at(time) ?? 0
            return [
                "id": JSONValue(item.element.id),
                "sport": .string(feed.events.first { $0.id == item.element.id }?.sport.rawValue ?? ""),
                "top": .number(cardTop(slot: slot, panel: panel) + listOffset),
                "direction": .string(item.direction == .insertion ? "insertion" : "removal"),
                "presence": .number(item.presence),
            ]
        }
        var detailsJSON = JSONValue.null
        if detailsVisible(at: time), let id = details {
            let off = $offset.at(time), p = $collapse.at(time)
            let m = MatchedPlaces(offset: off, progress: p, viewport: viewport)
            detailsJSON = [
                "event": JSONValue(id), "push": .number($push.at(time)), "off": .number(off),
                "collapsed": .bool(DetailsGeometry.isCollapsed(offset: offset)), "collapse": .number(p),
                "headerHeight": .number(DetailsGeometry.headerHeight(offset: off)),
                "buttonWidth": .number(DetailsGeometry.buttonWidth(offset: off, width: viewport.width)),
                "cornerRadius": .number(EventDetailsStyle.cornersRadius * (1 - p)), "overlayAlpha": .number(0.2 + 0.2 * p),
                "matched": [
                    "title": ["x": .number(m.title.x), "y": .number(m.title.y)],
                    "calendar": ["x": .number(m.calendar.origin.x), "y": .number(m.calendar.origin.y),
                                 "width": .number(m.calendar.size.width), "height": .number(m.calendar.size.height)],
                    "date": ["x": .number(m.date.x), "y": .number(m.date.y)],
                    "label": ["x": .number(m.label.x), "y": .number(m.label.y)],
                ],
            ]
        }
        return [
            "screen": .string(detailsVisible(at: time) ? "details" : "list"), "filterShown": .bool(filterShown),
            "selectedSports": .array(Sport.allCases.filter { selected.contains($0) }.map { .string($0.rawValue) }),
            "panelHeight": .number(panel), "listScroll": .number(listScroll), "eventCount": JSONValue(feed.events.count),
            "visibleEventIDs": .array(visibleEvents.map { JSONValue($0.id) }),
            "chips": .array(chipsJSON), "cards": .array(cardsJSON), "details": detailsJSON,
            "refresh": .object(refreshStateFields(at: time)),
        ]
    }
}
