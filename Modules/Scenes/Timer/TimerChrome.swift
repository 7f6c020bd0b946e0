import Drawing
import Geometry
import Pour

/// What the app's screens draw that does not change from frame to frame: the timer screen's
/// layout, its fixed shapes, the header titles fitted to the viewport and the brew-info
/// headings' fonts. It depends only on the viewport, the face, the tea and how many ratings the
/// tea has (`Key`), and is built when one of those changes instead of every frame (measuring
/// text and turning rounded rectangles into curves cost more than the rest of a frame's scene
/// work).
struct TimerChrome: Sendable {
    /// What the chrome depends on.
    struct Key: Hashable, Sendable {
        /// The viewport, points.
        var viewport: Size
        /// The timer face.
        var face: TimerFace
        /// The chosen tea's index.
        var teaIndex: Int
        /// How many ratings the tea has.
        var ratingCount: Int
        /// The length slider's and the water slider's values, 0…1.
        var lengthFraction: Double, waterFraction: Double
    }

    /// One row of the timer screen's ratings card: its text and its five 14-point stars.
    struct RatingRow: Sendable {
        /// "90 s · 175 °F · 2 tsp / 8 oz".
        var text: String
        /// Where the text starts (leading, middle), points, unscrolled.
        var origin: Point
        /// The stars, left to right, and how many are filled.
        var stars: [Path], filled: Int
    }

    /// A header title fitted to the header (`FittedFont.headerTitle`).
    struct Title: Sendable {
        /// The title and the back control's text (nil on the list).
        var text: String, back: String?
        /// Its font, anchor x (points) and alignment.
        var font: Font, x: Double, alignment: TextAlignment
    }

    /// What this chrome was built for.
    let key: Key
    /// The timer screen's layout.
    let layout: TimerScreenLayout
    /// The header title of each screen.
    let titles: [TimerScreen: Title]
    /// The brew-info headings with their fonts (28 bold, shrunk to fit the card): temperature,
    /// water, tea.
    let headings: [(text: String, font: Font)]
    /// The timer card (radius 20), the face toggle's track (radius 8) and its selected half
    /// (radius 6), the brew-info card and the ratings card (radius 20), the border's outline
    /// (radius 20), all circular-cornered.
    let timerCard: Path, toggleTrack: Path, toggleHalf: Path, infoCard: Path, ratingsCard: Path?, border: Path
    /// The control glyphs, Stop, Pause, Play (§5.5).
    let controls: [Path]
    /// The length slider and the water slider.
    let lengthSlider: Slider.Shapes, waterSlider: Slider.Shapes
    /// The ratings card's rows.
    let ratingRows: [RatingRow]
    /// The analog face's dial and hands for the layout's canvas.
    let dial: DialShapes

    /// The chrome for `key`, whose tea has `ratings`.
    init(_ key: Key, ratings: [BrewRating]) {
        self.key = key
        let layout = TimerScreenLayout(size: key.viewport, face: key.face, ratingCount: key.ratingCount)
        self.layout = layout
        let tea = Tea.all[key.teaIndex]
        var titles: [TimerScreen: Title] = [:]
        for (screen, text, back) in [(TimerScreen.list, "Brew Timer", nil), (.timer, "\(tea.name) Timer", "‹ Teas"),
                                     (.ratings, "\(tea.name) Ratings", "‹ Timer")] {
            let fitted = FittedFont.headerTitle(text, back: back, width: key.viewport.width)
            titles[screen] = Title(text: text, back: back, font: fitted.font, x: fitted.x, alignment: fitted.alignment)
        }
        self.titles = titles
        // The headings keep the card's padding on both sides (16 points); see the README.
        let room = layout.infoCard.width - 2 * 16
        headings = ["Brewing Temperature", "Water Amount", "Amount of Tea to Use"].map {
            ($0, FittedFont.font(Font(size: 28, weight: .bold), fitting: $0, in: room))
        }
        timerCard = Path(roundedRect: layout.timerCard, cornerRadius: 20, style: .circular)
        let toggle = layout.toggle
        toggleTrack = Path(roundedRect: toggle, cornerRadius: 8, style: .circular)
        let half = Rect(x: key.face == .digital ? toggle.minX : toggle.midX, y: toggle.minY, width: toggle.width / 2,
                        height: toggle.height)
        toggleHalf = Path(roundedRect: half.insetBy(dx: 2, dy: 2), cornerRadius: 6, style: .circular)
        infoCard = Path(roundedRect: layout.infoCard, cornerRadius: 20, style: .circular)
        ratingsCard = layout.ratingsCard.map { Path(roundedRect: $0, cornerRadius: 20, style: .circular) }
        border = Path(roundedRect: layout.borderBox, cornerRadius: 20, style: .circular)
        controls = TimerScene.Control.allCases.map { Self.glyph($0, center: layout.controlsCenter) }
        lengthSlider = Slider.Shapes(fraction: key.lengthFraction, in: layout.lengthSlider)
        waterSlider = Slider.Shapes(fraction: key.waterFraction, in: layout.waterSlider)
        dial = DialShapes(canvas: layout.canvas.size)
        let card = layout.ratingsCard ?? .zero
        ratingRows = ratings.enumerated().map { i, r in
            let y = layout.ratingRowTop(i) + 12
            let text = "\(BrewArithmetic.format(r.time, decimals: 0)) s · \(BrewArithmetic.format(r.temperature, decimals: 0)) °F · "
                + "\(BrewArithmetic.format(r.teaspoons, decimals: 2)) tsp / \(BrewArithmetic.format(r.water, decimals: 1)) oz"
            return RatingRow(text: text, origin: Point(x: card.minX + 10, y: y),
                             stars: RatingStar.row(first: Point(x: card.maxX - 10 - 7 - 4 * 16, y: y), size: 14, spacing: 2),
                             filled: r.stars)
        }
    }

    /// Control `control`'s glyph in a row centred on `center`, 64 points apart: a 22-point
    /// rounded square (radius 3), two 7 × 24 bars 6 apart, a triangle 22 wide and 24 high.
    static func glyph(_ control: TimerScene.Control, center: Point) -> Path {
        let x = center.x + Double(control.rawValue - 1) * 64, y = center.y
        var p = Path()
        switch control {
        case .stop:
            p.addRoundedRect(in: Rect(x: x - 11, y: y - 11, width: 22, height: 22), cornerSize: Size(width: 3, height: 3), style: .circular)
        case .pause:
            p.addRect(Rect(x: x - 10, y: y - 12, width: 7, height: 24))
            p.addRect(Rect(x: x + 3, y: y - 12, width: 7, height: 24))
        case .play:
            p.addLines([Point(x: x - 9, y: y - 12), Point(x: x - 9, y: y + 12), Point(x: x + 13, y: y)])
            p.closeSubpath()
        }
        return p
    }
}
