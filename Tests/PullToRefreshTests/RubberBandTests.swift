import Testing
@testable import PullToRefresh

@Suite("RubberBand")
struct RubberBandTests {
    let band = RubberBand(constant: 0.55, dimension: 844)

    @Test("rubberInverse matches the spec's examples: 100 → 206.26, 50 → 96.63, 25 → 46.84",
          arguments: [(100.0, 206.26), (50, 96.63), (25, 46.84)])
    func examples(pull: Double, travel: Double) {
        #expect(close(band.travel(forPull: pull), travel, 0.005))
        #expect(close(band.travel(forPull: pull), Reference.rubberInverse(pull), 1e-9))
    }

    @Test("pull and travel are inverse to each other", arguments: [0.001, 1, 33.3, 100, 500, 843])
    func inverse(pull: Double) {
        #expect(close(band.pull(forTravel: band.travel(forPull: pull)), pull, 1e-9 * max(1, pull)))
    }

    @Test("the pull grows with the travel, slower than it, and never reaches H")
    func monotoneAndBounded() {
        var previous = 0.0
        for q in stride(from: 1.0, through: 100_000, by: 37) {
            let s = band.pull(forTravel: q)
            #expect(s > previous && s < q && s < 844)
            previous = s
        }
        #expect(band.pull(forTravel: .infinity) == 844)
    }

    @Test("bad input: no travel, negative or NaN gives 0; a pull at or beyond H gives a finite travel")
    func badInput() {
        #expect(band.pull(forTravel: 0) == 0)
        #expect(band.pull(forTravel: -10) == 0)
        #expect(band.pull(forTravel: .nan) == 0)
        #expect(band.travel(forPull: -5) == 0)
        #expect(band.travel(forPull: .nan) == 0)
        #expect(band.travel(forPull: 844).isFinite)
        #expect(band.travel(forPull: 10_000).isFinite)
        #expect(RubberBand(constant: 0, dimension: 844).constant == 0.55)
        #expect(RubberBand(constant: 0.55, dimension: .nan).dimension == 1)
    }
}
