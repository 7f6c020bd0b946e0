import Geometry

/// The topics of the picker and the naming of subtopics (honeycomb.md §4, §12.1).
enum Topics {
    /// The book's fourteen topics, in spiral order (index → topic).
    static let initial = [
        "Politics", "Science", "Animals", "Plants", "Tech", "Music", "Sports", "Books", "Cooking", "Traveling",
        "TV-series", "Art", "Finance", "Fashion",
    ]

    /// The initial grid: `initial` laid on `Hex.spiral(count:)` from the origin.
    static var initialCells: [HexCell] {
        zip(Hex.spiral(count: initial.count), initial).map { HexCell(hex: $0, topic: $1) }
    }

    /// The marker that makes a topic a subtopic: topics containing it never expand.
    static let subtopicMarker = "subtopic"

    /// The three subtopics of `topic`, in order: "• <topic>'s subtopic 1" … 3 (U+2022 BULLET and
    /// a space first; the possessive "'s" is always added, as in the book).
    static func subtopics(of topic: String) -> [String] {
        (1...3).map { "\u{2022} \(topic)'s subtopic \($0)" }
    }

    /// Whether selecting `topic` expands the grid, given the topics present (§12.1): it is not
    /// itself a subtopic, and no present topic contains `topic + "'s subtopic"` (each topic
    /// expands at most once).
    static func expands(_ topic: String, among present: some Sequence<String>) -> Bool {
        guard !topic.contains(subtopicMarker) else { return false }
        let mark = topic + "'s subtopic"
        return !present.contains { $0.contains(mark) }
    }
}
