/// One stored brew result (timer.md §3.2): what was brewed and how it was rated.
public struct BrewRating: Hashable, Sendable {
    /// The tea's name.
    public var teaName: String
    /// The timer length, seconds.
    public var time: Double
    /// The brewing temperature, °F.
    public var temperature: Double
    /// The water amount, ounces.
    public var water: Double
    /// The amount of tea, teaspoons.
    public var teaspoons: Double
    /// The rating, 0…5 stars.
    public var stars: Int

    /// Creates a rating.
    public init(teaName: String, time: Double, temperature: Double, water: Double, teaspoons: Double, stars: Int) {
        self.teaName = teaName
        self.time = time
        self.temperature = temperature
        self.water = water
        self.teaspoons = teaspoons
        self.stars = stars
    }

    /// The seed ratings per tea index (§3.2): Green Tea two, Oolong Tea three, the others none.
    public static let seed: [[BrewRating]] = Tea.all.map { tea in
        func r(_ time: Double, _ temperature: Double, _ water: Double, _ teaspoons: Double, _ stars: Int) -> BrewRating {
            BrewRating(teaName: tea.name, time: time, temperature: temperature, water: water, teaspoons: teaspoons, stars: stars)
        }
        switch tea.name {
        case "Green Tea": return [r(90, 175, 8, 2, 4), r(90, 175, 16, 4, 4)]
        case "Oolong Tea": return [r(90, 200, 12, 4, 3), r(120, 190, 16, 6, 5), r(120, 200, 14, 6, 4)]
        default: return []
        }
    }

    /// The radar chart's normalised values (§7.2): [time/600, temp/212, water/16, tea/16,
    /// stars/5], not clamped.
    public var radarValues: [Double] {
        [time / 600, temperature / 212, water / 16, teaspoons / 16, Double(stars) / 5]
    }
}
