import Testing
@testable import PreviewServer

extension TokenBucket {
    /// Takes at each time in turn and reports which succeeded.
    mutating func take(at times: [Double]) -> [Bool] {
        times.map { take(at: $0) }
    }
}

@Suite("TokenBucket")
struct TokenBucketTests {
    @Test("a full bucket allows exactly its capacity at one instant")
    func burst() {
        var bucket = TokenBucket(capacity: 5, ratePerSecond: 1)
        let results = bucket.take(at: Array(repeating: 100, count: 10))
        #expect(results == Array(repeating: true, count: 5) + Array(repeating: false, count: 5))
    }

    @Test("tokens come back at the rate, never above capacity")
    func refill() {
        var bucket = TokenBucket(capacity: 3, ratePerSecond: 2)
        let results = bucket.take(at: [0, 0, 0, 0, 0.4, 0.5, 0.5])
        #expect(results == [true, true, true, false, false, true, false], "0.4 s refills 0.8 tokens, 0.5 s one")
        let later = bucket.take(at: Array(repeating: 1000, count: 10))
        #expect(later.filter { $0 }.count == 3)
    }

    @Test("a sustained rate at or below the refill rate is never refused")
    func sustained() {
        var bucket = TokenBucket(capacity: 1, ratePerSecond: 60)
        let results = bucket.take(at: (0..<600).map { Double($0) / 60 })
        #expect(results.allSatisfy { $0 })
    }

    @Test("time going backwards or NaN refills nothing")
    func badTime() {
        var bucket = TokenBucket(capacity: 1, ratePerSecond: 1000)
        let results = bucket.take(at: [10, 5, .nan, 10.001 + 1e-9])
        #expect(results == [true, false, false, true])
    }
}

@Suite("SessionGuard")
struct SessionGuardTests {
    @Test("flooding beyond the burst closes; a steady client never is")
    func flood() {
        var limits = SessionLimits.standard
        limits.messageBurst = 10
        limits.messagesPerSecond = 100
        var steady = SessionGuard(limits: limits)
        let steadyVerdicts = (0..<1000).map { steady.admit(at: Double($0) / 100) }
        #expect(steadyVerdicts.allSatisfy { $0 == .proceed })
        var flooder = SessionGuard(limits: limits)
        let verdicts = (0..<11).map { _ in flooder.admit(at: 0) }
        #expect(verdicts.prefix(10).allSatisfy { $0 == .proceed })
        guard case .close(let reason) = verdicts[10] else {
            Issue.record("expected close")
            return
        }
        #expect(reason.contains("too many messages"))
        #expect(reason.utf8.count <= 123, "a close reason must fit a control frame")
    }

    @Test("garbage beyond the rejection burst closes, and the budget refills")
    func garbage() {
        var policy = SessionGuard(limits: .standard)
        let burst = Int(SessionLimits.standard.rejectionBurst)
        let verdicts = (0...burst).map { _ in policy.reject(at: 1) }
        #expect(verdicts.prefix(burst).allSatisfy { $0 == .proceed })
        #expect(verdicts[burst] != .proceed)
        let later = policy.reject(at: 2)
        #expect(later == .proceed, "refilled at 2/s")
    }
}
