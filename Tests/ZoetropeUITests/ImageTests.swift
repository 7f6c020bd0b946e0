import Foundation
import Testing
@testable import ZoetropeUI

@Suite("Image(systemName:)")
struct ImageTests {
    /// Every listed symbol draws as outlines (no "?" placeholder text); another name draws the
    /// labelled placeholder (view-layer.md §4).
    @Test func listedSymbolsDrawOutlinesAndOthersAPlaceholder() throws {
        let names = SymbolLibrary.names
        #expect(names.contains("calendar") && names.contains("cart.fill") && names.contains("mappin") && names.contains("chevron.right"))
        let frame = ViewHost(Symbols(names: names + ["no.such.symbol"])).render(at: 0)
        for name in names {
            let ops = frame.drawn("Symbols/VStack/ForEach[\(name)]/Image[\(name)]")
            #expect(!ops.isEmpty, "\(name) drew nothing")
            #expect(ops.allSatisfy { $0.text == nil }, "\(name) drew a placeholder")
        }
        let unknown = frame.drawn("Symbols/VStack/ForEach[no.such.symbol]/Image[no.such.symbol]")
        #expect(unknown.contains { $0.text == "?" })
    }
}
