import Testing
@testable import PreviewServer

/// How long a request body may take (``RequestBodyDeadline``), and when its timeout may be
/// answered with a 408.
@Suite("Request body deadline")
struct RequestBodyDeadlineTests {
    /// `preview serve`'s rule, from its default configuration's numbers.
    static let standard = RequestBodyDeadline(
        allowance: PreviewServerConfiguration.defaultRequestBodyTimeout,
        minimumBytesPerSecond: PreviewServerConfiguration.defaultRequestBodyMinimumRate,
        maximumCreditedBytes: ExportLimits.standard.maximumBodyBytes)

    @Test("a configuration's rule is its body timeout, its minimum rate and its export body limit")
    func fromConfiguration() throws {
        let fixture = try TemporaryWebRoot()
        var configuration = PreviewServerConfiguration(webRoot: try WebRoot(path: fixture.web.path))
        #expect(configuration.requestBodyDeadline == Self.standard)
        configuration.requestBodyTimeout = 2
        configuration.requestBodyMinimumRate = 1000
        configuration.exportLimits.maximumBodyBytes = 5000
        #expect(configuration.requestBodyDeadline == RequestBodyDeadline(allowance: 2, minimumBytesPerSecond: 1000, maximumCreditedBytes: 5000))
    }

    @Test(
        "preview serve's rule: 10 s + the length at 64 KiB/s, lengths counted up to the 4 MiB export limit",
        .bug(id: 26, "a fixed 10 s refused a 4 MiB export slower than about 400 KB/s"))
    func standardRule() {
        #expect(Self.standard == RequestBodyDeadline(allowance: 10, minimumBytesPerSecond: 65_536, maximumCreditedBytes: 4 << 20))
        #expect(Self.standard.seconds(declaredLength: nil, received: 0) == 10)
        #expect(Self.standard.seconds(declaredLength: 0, received: 0) == 10)
        #expect(Self.standard.seconds(declaredLength: 65_536, received: 0) == 11)
        #expect(Self.standard.seconds(declaredLength: 4 << 20, received: 0) == 74)
        // A 4 MiB body at 100 KB/s takes 42 s: in time now.
        #expect(Self.standard.seconds(declaredLength: 4 << 20, received: 0) > Double(4 << 20) / 100_000)
    }

    @Test("no length buys more than the allowance + the largest accepted body at the minimum rate", arguments: [4 << 20 + 1, 1 << 40, Int.max])
    func capped(length: Int) {
        #expect(Self.standard.seconds(declaredLength: length, received: 0) == 74)
        #expect(Self.standard.seconds(declaredLength: nil, received: length) == 74)
    }

    @Test("a body without a length earns time as its bytes arrive: at the minimum rate or faster its deadline stays ahead", arguments: [1.0, 2.0, 10.0])
    func chunked(rateFactor: Double) {
        let rule = Self.standard
        for t in stride(from: 0.0, through: 60, by: 0.5) {
            let received = Int(rule.minimumBytesPerSecond * rateFactor * t)
            #expect(rule.seconds(declaredLength: nil, received: received) > t, "at \(t) s")
        }
    }

    @Test("a trickle far below the minimum rate gets little more than the allowance")
    func trickle() {
        // A byte every 0.1 s for 10 s.
        #expect(abs(Self.standard.seconds(declaredLength: nil, received: 100) - 10) < 0.002)
    }

    @Test(
        "a 408 is written only when no response is being written and the timed-out request is the only one unanswered",
        .bug(id: 26, "with pipelined requests a 408 head could be written into the middle of another response"),
        arguments: [
            // (request heads, response heads, response ends, may answer)
            (1, 0, 0, true),  // the one request, unanswered
            (2, 1, 1, true),  // the first answered in full, the second timed out
            (2, 1, 0, false),  // the first's response is still being written
            (2, 0, 0, false),  // the first is unanswered too: a 408 would answer it
            (1, 1, 0, false),  // the timed-out request's response has begun
            (1, 1, 1, false),  // and is done
            (3, 1, 1, false),
        ])
    func mayAnswer(requests: Int, heads: Int, ends: Int, expected: Bool) {
        #expect(RequestBodyDeadline.mayAnswer(requestHeads: requests, responseHeads: heads, responseEnds: ends) == expected)
    }
}
