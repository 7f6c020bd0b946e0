/// A tile whose stage has sliders (C1, C2): their values, in `TileSpec.sliders` order.
protocol SlidersTile: GalleryTile {
    /// The sliders' values; a slider never animates anything by itself (§3.3).
    var sliders: [Double] { get set }
}

extension SlidersTile {
    func sliderValue(_ index: Int) -> Double { sliders.indices.contains(index) ? sliders[index] : 0 }

    mutating func setSlider(_ index: Int, to value: Double) {
        if sliders.indices.contains(index) { sliders[index] = value }
    }
}
