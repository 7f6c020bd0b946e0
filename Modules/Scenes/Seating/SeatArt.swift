import Geometry

/// A seat of the selected tribune as the chart draws it: its operation name (`seat/<id>`) and its
/// untrimmed path in chart space, both built once per selection (or resize) so that a frame only
/// looks them up.
struct SeatArt: Sendable {
    /// The operation name, `seat/<id>`.
    var name: String
    /// The glyph under the seat's matrix, chart units.
    var path: Path
}
