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
        if let i = entries.index(forKey: key) {
            let e = entries.values[i]
            if e.lastUsed != frame {
                entries.values[i].lastUsed = frame
                usedInFrame += 1
            }
            return (e.id, false)
        }
        let c = cost()
        guard totalCost + c <= costLimit else { return nil }
        let id: UInt32
        if let free = freeIDs.popLast() {
            id = free
        } else {
            guard nextID <= WireFormat.maximumResourceID else { return nil }
            id = nextID
            nextID += 1
        }
        entries[key] = Entry(id: id, lastUsed: frame, cost: c)
        totalCost += c
        usedInFrame += 1
        return (id, true)
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
