import ZoetropeUI

// The benchmarked view trees, written as a user writes them: this file imports only ZoetropeUI.
//
// A cell is five views — the cell itself, an HStack, a Circle, a Text and a Capsule — with two
// `@State` values: `pulse` drives a repeating scale animation on the circle (so every cell
// animates in every frame), `on` is toggled by a tap with a spring (colour and the capsule's
// width, a layout change). A tree of N views is N / 5 cells in rows of up to ten (a VStack of
// HStacks, ForEach over ranges), which adds one VStack and one HStack per row.

struct BenchCell: View {
    let index: Int
    let animates: Bool
    @State private var pulse = false
    @State private var on = false

    var body: some View {
        HStack(spacing: 2) {
            Circle()
                .fill(on ? Color.orange : Color.blue)
                .frame(width: 12, height: 12)
                .scaleEffect(pulse ? 1.3 : 1)
                .animation(.easeInOut(duration: 0.8).repeatForever(), value: pulse)
            Text("\(index)")
                .font(.caption)
            Capsule()
                .fill(Color.gray)
                .frame(width: on ? 16 : 8, height: 6)
        }
        .onTapGesture { withAnimation(.spring()) { on.toggle() } }
        .onAppear { if animates { pulse = true } }
    }
}

struct BenchTree: View {
    let views: Int
    let animates: Bool

    var body: some View {
        let cells = views / 5
        let columns = min(10, cells)
        let rows = (cells + columns - 1) / columns
        VStack(spacing: 2) {
            ForEach(0..<rows) { row in
                HStack(spacing: 4) {
                    ForEach(0..<min(columns, cells - row * columns)) { column in
                        BenchCell(index: row * columns + column, animates: animates)
                    }
                }
            }
        }
    }
}

let benchViewport = CGSize(width: 480, height: 900)

struct Tree20_Previews: PreviewProvider {
    static var previews: some View { BenchTree(views: 20, animates: true) }
    static var previewViewport: CGSize { benchViewport }
}

struct Tree200_Previews: PreviewProvider {
    static var previews: some View { BenchTree(views: 200, animates: true) }
    static var previewViewport: CGSize { benchViewport }
}

struct Tree2000_Previews: PreviewProvider {
    static var previews: some View { BenchTree(views: 2000, animates: true) }
    static var previewViewport: CGSize { benchViewport }
}

struct Still20_Previews: PreviewProvider {
    static var previews: some View { BenchTree(views: 20, animates: false) }
    static var previewViewport: CGSize { benchViewport }
}

struct Still200_Previews: PreviewProvider {
    static var previews: some View { BenchTree(views: 200, animates: false) }
    static var previewViewport: CGSize { benchViewport }
}

struct Still2000_Previews: PreviewProvider {
    static var previews: some View { BenchTree(views: 2000, animates: false) }
    static var previewViewport: CGSize { benchViewport }
}

/// The tree of a preview, for the ViewHost benchmarks.
func benchTree(views: Int) -> BenchTree { BenchTree(views: views, animates: true) }
