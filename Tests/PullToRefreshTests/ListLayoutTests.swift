import Testing
@testable import PullToRefresh

@Suite("ListLayout")
struct ListLayoutTests {
    @Test("card i's top is L + O + 16 + 214·i")
    func tops() {
        #expect(ListLayout.top(ofCard: 0, origin: 96, listOffset: 0) == 112)
        #expect(ListLayout.top(ofCard: 3, origin: 120, listOffset: 100) == 120 + 100 + 16 + 642)
    }

    @Test("maxScroll = max(0, (16 + n·214) − (H − L0))")
    func maxScroll() {
        #expect(ListLayout.maxScroll(cardCount: 7, height: 844, headerHeight: 96) == 766)
        #expect(ListLayout.maxScroll(cardCount: 1, height: 844, headerHeight: 96) == 0)
        #expect(ListLayout.maxScroll(cardCount: 0, height: 200, headerHeight: 96) == 0)
    }

    @Test("the visible cards are exactly those overlapping 0 ..< H",
          arguments: [(96.0, 0.0, 844.0), (96, 100, 844), (-500, 0, 844), (96, 0, 200), (-2000, 0, 3000), (96, 0, 3000),
                      (-1000, 50, 500), (300, 0, 200)])
    func visible(origin: Double, offset: Double, height: Double) {
        let range = ListLayout.visibleCards(count: 14, origin: origin, listOffset: offset, height: height)
        for i in 0..<14 {
            let top = ListLayout.top(ofCard: i, origin: origin, listOffset: offset)
            let overlaps = top < height && top + ListLayout.cardHeight > 0
            #expect(range.contains(i) == overlaps, "card \(i) at \(top)")
        }
    }

    @Test("no cards, or non-finite offsets, show nothing")
    func empty() {
        #expect(ListLayout.visibleCards(count: 0, origin: 96, listOffset: 0, height: 844).isEmpty)
        #expect(ListLayout.visibleCards(count: 7, origin: .nan, listOffset: 0, height: 844).isEmpty)
    }
}
