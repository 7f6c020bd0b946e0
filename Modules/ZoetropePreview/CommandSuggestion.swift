/// "Did you mean …?" for a mistyped subcommand: the known name closest to what was typed, by
/// edit distance (insertions, deletions, substitutions and swaps of neighbours each count 1).
enum CommandSuggestion {
    /// The closest of `names` to `typed`, or nil when none is close: at most 2 edits away, and
    /// fewer edits than half the typed length (so `x` suggests nothing).
    static func closest(to typed: String, among names: [String]) -> String? {
        let scored = names.map { (name: $0, distance: distance(typed.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        guard best.distance <= 2, best.distance * 2 < max(typed.count, 2) else { return nil }
        return best.name
    }

    /// The error text for an unknown subcommand `typed`, naming the commands there are.
    static func message(for typed: String, among names: [String]) -> String {
        var text = "unknown command '\(typed)'."
        if let suggestion = closest(to: typed, among: names) { text += " Did you mean '\(suggestion)'?" }
        return text + " The commands are: " + names.joined(separator: ", ") + "."
    }

    /// The optimal-string-alignment distance between `a` and `b` (Levenshtein plus adjacent
    /// transpositions).
    static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }
}
