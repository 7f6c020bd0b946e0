/// The edit script that turns the operations a decoder holds (the session's previous frame) into
/// a new frame's operations: runs kept, skipped, inserted or replaced (docs/protocol.md §2.9).
///
/// Operations are compared as values: an operation equal to the one at the matching place of the
/// previous frame is kept, never re-sent. Names and text compare by their UTF-8 bytes, as the wire
/// sends them (Swift's `==` on strings is canonical equivalence: `"é"` precomposed equals `"e"` +
/// U+0301, which a kept operation would leave as the previous frame's bytes). Where they differ, **names** identify operations (a
/// changed seat `"seat/3/17"` is replaced where it stands; an operation whose name the previous
/// frame has further on means the ones before it were removed; a name the new frame has further
/// on means operations were inserted), and unnamed operations are matched by **position**, with
/// a one-operation look-ahead for a single insertion or removal. The work is linear in the
/// number of operations (name indexes are built only when names disagree).
///
/// An encoder keeps one diff for its session and recomputes it every frame (`compute`): the
/// arrays and name indexes are emptied, not freed, so a session's steady state allocates
/// nothing here (issue #24).
struct RetainedDiff {
    /// One step of the script.
    struct Edit: Equatable {
        var kind: WireFormat.EditKind
        /// How many operations, ≥ 1.
        var count: Int
    }

    /// The steps, consecutive steps of one kind merged.
    private(set) var edits: [Edit] = []
    /// The ranges of the new operations the message carries, in order.
    private(set) var sent: [Range<Int>] = []
    /// How many operations are copied from the previous frame.
    private(set) var keptCount = 0
    /// How many operations the message carries.
    private(set) var sentCount = 0
    /// The ranges of the new operations that are kept.
    private var keptRanges: [Range<Int>] = []
    /// Where names occur, kept between computations for their storage.
    private var names = NameIndex()

    /// An empty script; allocates nothing.
    init() {}

    /// Whether the script makes a smaller message than the whole frame: its bytes (the edit
    /// count and the edits) are at most what the kept operations would cost, counted by a lower
    /// bound per operation (kind byte, name and ids of one byte, the fixed payload). Definitions
    /// only shrink, since a retained frame defines what its inserted operations use.
    func isSmaller(than operations: [Frame.Operation]) -> Bool {
        guard keptCount > 0 else { return false }
        var cost = Self.varintSize(edits.count)
        for edit in edits { cost += Self.varintSize(edit.count << 2) }
        if cost <= keptCount { return true }  // every operation takes at least a byte
        var saved = 0
        for range in keptRanges {
            for i in range {
                saved += Self.minimumBytes(operations[i])
                if saved >= cost { return true }
            }
        }
        return false
    }

    private static func varintSize(_ v: Int) -> Int {
        v < 1 << 7 ? 1 : v < 1 << 14 ? 2 : v < 1 << 21 ? 3 : v < 1 << 28 ? 4 : 5
    }

    /// The fewest bytes `op` takes on the wire (docs/protocol.md §2.4).
    private static func minimumBytes(_ op: Frame.Operation) -> Int {
        let payload =
            switch op.command {
            case .save, .restore, .resetFilters, .beginLayer, .endLayer: 0
            case .concatenate, .setTransform: 8
            case .clip: 1
            case .setOpacity: 4
            case .fill: 5
            case .stroke: 10
            case .text: 19
            case .addFilter: 4
            }
        return 1 + (op.name == nil ? 0 : 1) + payload
    }

    /// Computes the script from `base` to `new`.
    init(base: [Frame.Operation], new: [Frame.Operation]) {
        compute(base: base, new: new)
    }

    /// Replaces the script with the one from `base` to `new`, reusing this value's storage.
    mutating func compute(base: [Frame.Operation], new: [Frame.Operation]) {
        edits.removeAll(keepingCapacity: true)
        sent.removeAll(keepingCapacity: true)
        keptRanges.removeAll(keepingCapacity: true)
        keptCount = 0
        sentCount = 0
        names.removeAll()
        var i = 0, j = 0
        while i < new.count {
            if j < base.count && Self.same(new[i], base[j]) {
                let start = i
                repeat {
                    i += 1
                    j += 1
                } while i < new.count && j < base.count && Self.same(new[i], base[j])
                append(.keep, i - start)
                keptCount += i - start
                keptRanges.append(start..<i)
                continue
            }
            guard j < base.count else {
                insert(i..<new.count)
                break
            }
            if i + 1 < new.count && Self.same(new[i + 1], base[j]) {
                insert(i..<i + 1)
                i += 1
            } else if j + 1 < base.count && Self.same(new[i], base[j + 1]) {
                append(.skip, 1)
                j += 1
            } else if new[i].name == base[j].name {
                append(.replace, 1)
                sent(i..<i + 1)
                i += 1
                j += 1
            } else {
                // Names disagree: find where each side's name appears next on the other side.
                let removed = names.distance(to: new[i].name, in: base, from: j, side: .base)
                let inserted = names.distance(to: base[j].name, in: new, from: i, side: .new)
                if let removed, removed <= (inserted ?? .max) {
                    append(.skip, removed)
                    j += removed
                } else if let inserted {
                    insert(i..<i + inserted)
                    i += inserted
                } else {
                    append(.replace, 1)
                    sent(i..<i + 1)
                    i += 1
                    j += 1
                }
            }
        }
    }

    /// Whether a decoder holding `old` holds `new`: equal values, and names and text equal byte
    /// for byte.
    private static func same(_ new: Frame.Operation, _ old: Frame.Operation) -> Bool {
        guard new == old else { return false }
        if let name = new.name, !name.utf8.elementsEqual(old.name!.utf8) { return false }
        if case .text(let a) = new.command, case .text(let b) = old.command, !a.string.utf8.elementsEqual(b.string.utf8) {
            return false
        }
        return true
    }

    private mutating func insert(_ range: Range<Int>) {
        append(.insert, range.count)
        sent(range)
    }

    private mutating func sent(_ range: Range<Int>) {
        sentCount += range.count
        if let last = sent.last, last.upperBound == range.lowerBound {
            sent[sent.count - 1] = last.lowerBound..<range.upperBound
        } else {
            sent.append(range)
        }
    }

    private mutating func append(_ kind: WireFormat.EditKind, _ count: Int) {
        if let last = edits.last, last.kind == kind {
            edits[edits.count - 1].count += count
        } else {
            edits.append(Edit(kind: kind, count: count))
        }
    }

    /// Where each name occurs in the previous and the new operations, built on first use.
    ///
    /// Each side is a table from a name to the next of its positions not yet passed, and a
    /// chain linking every position to the next one with the same name: built in one pass, it
    /// allocates only the table's and the chain's storage, which `removeAll()` keeps.
    private struct NameIndex {
        enum Side { case base, new }

        private var base = Occurrences()
        private var new = Occurrences()

        /// One side's positions by name.
        private struct Occurrences {
            /// Per name: its first position not behind the cursor, or -1 when none is left.
            var next: [String?: Int] = [:]
            /// Per position: the next position with the same name, or -1.
            var chain: [Int] = []
            var isBuilt = false

            mutating func removeAll() {
                guard isBuilt else { return }
                next.removeAll(keepingCapacity: true)
                chain.removeAll(keepingCapacity: true)
                isBuilt = false
            }

            mutating func build(_ operations: [Frame.Operation]) {
                chain.append(contentsOf: repeatElement(-1, count: operations.count))
                for k in operations.indices.reversed() {
                    chain[k] = next.updateValue(k, forKey: operations[k].name) ?? -1
                }
                isBuilt = true
            }
        }

        /// Forgets both sides, keeping their storage.
        mutating func removeAll() {
            base.removeAll()
            new.removeAll()
        }

        /// How far from `cursor` the next operation named `name` lies in `operations`, or nil if
        /// none does. Cursors only move forward, so each chain is walked once overall.
        mutating func distance(
            to name: String?, in operations: [Frame.Operation], from cursor: Int, side: Side
        ) -> Int? {
            switch side {
            case .base: Self.distance(to: name, in: operations, from: cursor, occurrences: &base)
            case .new: Self.distance(to: name, in: operations, from: cursor, occurrences: &new)
            }
        }

        private static func distance(
            to name: String?, in operations: [Frame.Operation], from cursor: Int, occurrences: inout Occurrences
        ) -> Int? {
            if !occurrences.isBuilt { occurrences.build(operations) }
            guard let i = occurrences.next.index(forKey: name) else { return nil }
            var position = occurrences.next.values[i]
            while position >= 0 && position < cursor { position = occurrences.chain[position] }
            occurrences.next.values[i] = position
            return position >= 0 ? position - cursor : nil
        }
    }
}
