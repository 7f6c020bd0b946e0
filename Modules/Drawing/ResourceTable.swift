/// The encoder's side of a session cache (paths or strings): which values the decoder holds,
/// under which ids, and when each was last used.
///
/// Ids are small integers reused through a free list, so they stay short as varints. Eviction
/// (an entry unused for `retention` frames) only returns the id to the free list; the decoder
/// learns nothing until a later definition overwrites that id. Everything here is deterministic:
/// freed ids are sorted, so the same frames always produce the same bytes.
///
/// Look-ups are predicted: a frame usually resolves the same keys in the same order as the
/// previous one, so each look-up first compares the key with the one resolved at the same point
/// of the previous frame and only hashes on a mismatch (after which the prediction resumes
/// behind the key found). The ids are the same either way: only the hashing is spared.
struct ResourceTable<Key: Hashable> {
    struct Entry {
        var id: UInt32
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
    /// The frame each id was last used in, indexed by id (ids below `nextID`).
    private var lastUsed: [Int] = []
    /// The key of each id in the table, indexed by id (nil for a free id): what a prediction
    /// compares against. The order lists below hold bare ids, so recording a look-up neither
    /// retains nor releases a key (a path key holds a reference).
    private var keys: [Key?] = []
    /// The ids resolved in the previous frame and in this one, in order.
    private var previousOrder: [UInt32] = []
    private var currentOrder: [UInt32] = []
    /// For each id, one position of it in `previousOrder` (stale values are checked on use).
    private var previousPosition: [Int] = []
    /// The position in `previousOrder` of the next predicted key.
    private var cursor = 0

    var count: Int { entries.count }

    /// The id for `key`, marking it used in `frame`; `isNew` when the decoder must be sent its
    /// definition. Returns nil when adding it would break `costLimit` or the id limit.
    mutating func resolve(
        _ key: Key, frame: Int, cost: @autoclosure () -> Int, costLimit: Int
    ) -> (id: UInt32, isNew: Bool)? {
        // The prediction: the key resolved at this point of the previous frame. Every entry used
        // in the previous frame is still in the table (eviction needs `retention` ≥ 1 unused
        // frames, and `removeAll` forgets the prediction), so its id is still the key's.
        if let id = resolvePredicted(frame: frame, { $0 == key }) { return (id, false) }
        // One hash lookup for hits and insertions alike: the entry is found, or a placeholder
        // inserted, in place; a placeholder that cannot be admitted is removed again.
        let candidate: UInt32? =
            if let free = freeIDs.last { free } else if nextID <= WireFormat.maximumResourceID { nextID } else { nil }
        let budget = costLimit - totalCost
        let outcome = ResourceTable.touch(
            &entries[key, default: Entry(id: Self.placeholderID, cost: -1)], candidate: candidate, cost: cost,
            budget: budget)
        switch outcome {
        case .hit(let id):
            markUsed(id, frame: frame)
            currentOrder.append(id)
            // Resume the prediction behind this key's place in the previous frame.
            let position = Int(id) < previousPosition.count ? previousPosition[Int(id)] : -1
            if position >= 0, position < previousOrder.count, previousOrder[position] == id {
                cursor = position + 1
            }
            return (id, false)
        case .inserted(let id, let c):
            if freeIDs.popLast() == nil {
                nextID += 1
                lastUsed.append(frame)
                previousPosition.append(-1)
                keys.append(nil)
            }
            lastUsed[Int(id)] = frame
            keys[Int(id)] = key
            totalCost += c
            usedInFrame += 1
            currentOrder.append(id)
            return (id, true)
        case .rejected:
            entries[key] = nil
            return nil
        }
    }

    /// The id of the key resolved at this point of the previous frame when `matches` accepts it
    /// (a hit, marked used in `frame`), else nil and nothing changes. Lets a caller test the
    /// prediction before building a key (a path key hashes every coordinate); the previous
    /// frame's key is kept for the entry, so the caller's equal value is not retained.
    mutating func resolvePredicted(frame: Int, _ matches: (borrowing Key) -> Bool) -> UInt32? {
        guard cursor < previousOrder.count else { return nil }
        let id = previousOrder[cursor]
        // Through a buffer pointer: the key is compared in place, not copied out (and retained).
        let matched = keys.withUnsafeBufferPointer { keys in
            if let key = keys[Int(id)] { matches(key) } else { false }
        }
        guard matched else { return nil }
        cursor += 1
        markUsed(id, frame: frame)
        currentOrder.append(id)
        return id
    }

    /// Records that `id` is used in `frame`.
    @inline(__always)
    private mutating func markUsed(_ id: UInt32, frame: Int) {
        if lastUsed[Int(id)] != frame {
            lastUsed[Int(id)] = frame
            usedInFrame += 1
        }
    }

    /// The id a placeholder entry carries until it is admitted (never a valid id).
    private static var placeholderID: UInt32 { .max }

    private enum Outcome {
        case hit(UInt32)
        case inserted(UInt32, cost: Int)
        case rejected
    }

    /// Finds an existing `entry`, or fills in a placeholder (cost −1) with `candidate` when one
    /// is available and `cost` fits in `budget`.
    private static func touch(
        _ entry: inout Entry, candidate: UInt32?, cost: () -> Int, budget: Int
    ) -> Outcome {
        guard entry.cost < 0 else { return .hit(entry.id) }
        let c = cost()
        guard c <= budget, let id = candidate else { return .rejected }
        entry = Entry(id: id, cost: c)
        return .inserted(id, cost: c)
    }

    /// Starts `frame`: forgets entries last used before `frame − retention`, and makes the
    /// previous frame's look-ups the prediction for this one.
    mutating func beginFrame(_ frame: Int, retention: Int) {
        swap(&previousOrder, &currentOrder)
        currentOrder.removeAll(keepingCapacity: true)
        cursor = 0
        for (position, id) in previousOrder.enumerated() {
            previousPosition[Int(id)] = position
        }
        // Skip the sweep when every entry was used in the previous frame (a static scene).
        let usedInPrevious = usedInFrame
        usedInFrame = 0
        if entries.count == usedInPrevious && retention >= 1 { return }
        let oldest = frame - retention
        var staleKeys: [Key] = []
        var freed: [UInt32] = []
        for (key, e) in entries where lastUsed[Int(e.id)] < oldest {
            staleKeys.append(key)
            freed.append(e.id)
            totalCost -= e.cost
        }
        guard !freed.isEmpty else { return }
        for key in staleKeys { entries[key] = nil }
        for id in freed { keys[Int(id)] = nil }
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
        lastUsed.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        previousPosition.removeAll(keepingCapacity: true)
        previousOrder.removeAll(keepingCapacity: true)
        currentOrder.removeAll(keepingCapacity: true)
        cursor = 0
    }
}
