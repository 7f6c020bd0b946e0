/// A tea the app can time (timer.md §3.1, chosen values).
public struct Tea: Hashable, Sendable {
    /// The display name ("Green Tea").
    public var name: String
    /// The brewing temperature, °F.
    public var temperature: Int
    /// The steep time, seconds.
    public var steepTime: Int
    /// The suggested water amount, ounces.
    public var water: Double
    /// The suggested amount of tea, teaspoons.
    public var teaspoons: Double

    /// The five teas in list order (indices 0…4).
    public static let all: [Tea] = [
        Tea(name: "Black Tea", temperature: 200, steepTime: 240, water: 8, teaspoons: 2),
        Tea(name: "Green Tea", temperature: 175, steepTime: 90, water: 8, teaspoons: 2),
        Tea(name: "Herbal Tea", temperature: 208, steepTime: 300, water: 8, teaspoons: 2),
        Tea(name: "Oolong Tea", temperature: 195, steepTime: 150, water: 8, teaspoons: 2),
        Tea(name: "White Tea", temperature: 175, steepTime: 150, water: 8, teaspoons: 2),
    ]

    /// The index of the tea named `name` (exact match), or nil.
    public static func index(named name: String) -> Int? {
        all.firstIndex { $0.name == name }
    }
}
