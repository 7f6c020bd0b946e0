/// The encoder's side of a session cache (paths or strings): which values the decoder holds,
/// under which ids, and when each was last used.
///
/// Ids are small integers reused through a free list, so they stay short as varints. Eviction
/// (an entry unused for `retention` frames) only returns the id to the free list; the decoder
/// learns nothing until a later definition overwrites that id. Everything here is deterministic:
/// freed ids are sorted, so the same frames always produce the same bytes.
struct ResourceTable<Key: Hashable> {
    struct Entry {
        var id: UInt32
        var lastUsed: Int
        var cost: Int
    }

    private(set) var entries: [Key: Entry] = [:]
    /// Free ids, largest first, so `popLast` hands out the smallest.
    private var freeIDs: [UInt32] = []
    private var nextID: UInt32 = 0
    /// Sum of the costs of all entries (path elements or string bytes).
    private(set) var totalCost = 0
    /// Entries used in the current frame.
    private var usedInFrame = 0

    var count: Int { entries.count }

    /// The id for `key`, marking it used in `frame`; `isNew` when the decoder must be sent its
    /// definition. Returns nil when adding it would break `costLimit` or the id limit.
    mutating func resolve(
        _ key: Key, frame: Int, cost: @autoclosure () -> Int, costLimit: Int
    ) -> (id: UInt32, isNew: Bool)? {
        // One hash lookup for hits and insertions alike: the entry is found, or a placeholder
        // inserted, in place; a placeholder that cannot be admitted is removed again.
        let candidate: UInt32? =
            if let free = freeIDs.last { free } else if nextID <= WireFormat.maximumResourceID { nextID } else { nil }
        let budget = costLimit - totalCost
        let outcome = ResourceTable.touch(
            &entries[key, default: Entry(id: Self.placeholderID, lastUsed: frame, cost: -1)], frame: frame,
            candidate: candidate, cost: cost, budget: budget)
        switch outcome {
        case .hit(let id, let firstUseInFrame):
            if firstUseInFrame { usedInFrame += 1 }
            return (id, false)
        case .inserted(let id, let c):
            if freeIDs.popLast() == nil { nextID += 1 }
            totalCost += c
            usedInFrame += 1
            return (id, true)
        case .rejected:
            entries[key] = nil
            return nil
        }
    }

    /// The id a placeholder entry carries until it is admitted (never a valid id).
    private static var placeholderID: UInt32 { .max }

    private enum Outcome {
        case hit(UInt32, firstUseInFrame: Bool)
        case inserted(UInt32, cost: Int)
        case rejected
    }

    /// Marks an existing `entry` used in `frame`, or fills in a placeholder (cost −1) with
    /// `candidate` when one is available and `cost` fits in `budget`.
    private static func touch(
        _ entry: inout Entry, frame: Int, candidate: UInt32?, cost: () -> Int, budget: Int
    ) -> Outcome {
        guard entry.cost < 0 else {
            let first = entry.lastUsed != frame
            entry.lastUsed = frame
            return .hit(entry.id, firstUseInFrame: first)
        }
        let c = cost()
        guard c <= budget, let id = candidate else { return .rejected }
        entry = Entry(id: id, lastUsed: frame, cost: c)
        return .inserted(id, cost: c)
    }

    /// Starts `frame`: forgets entries last used before `frame − retention`.
    mutating func beginFrame(_ frame: Int, retention: Int) {
        // Skip the sweep when every entry was used in the previous frame (a static scene).
        let usedInPrevious = usedInFrame
        usedInFrame = 0
        if entries.count == usedInPrevious && retention >= 1 { return }
        let oldest = frame - retention
        var staleKeys: [Key] = []
        var freed: [UInt32] = []
        for (key, e) in entries where e.lastUsed < oldest {
            staleKeys.append(key)
            freed.append(e.id)
            totalCost -= e.cost
        }
        guard !freed.isEmpty else { return }
        for key in staleKeys { entries[key] = nil }
        freeIDs.append(contentsOf: freed)
        freeIDs.sort(by: >)
    }

    /// Empties the table (session reset).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        freeIDs.removeAll()
        nextID = 0
        totalCost = 0
        usedInFrame = 0
    }
}
