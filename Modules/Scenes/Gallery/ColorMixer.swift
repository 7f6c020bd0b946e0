import Curves
import Drawing

/// The chapter's explicit colour mixer (effects-gallery.md §2.5): `mix(c1, c2, p) =
/// c1 + (c2 − c1)·p` per RGBA channel in gamma-encoded sRGB. Every `Color` is already RGBA, so
/// greys, white and black mix correctly (the chapter read raw components and assumed three).
enum ColorMixer {
    /// `c1` moved by `p` of the way to `c2`; p may leave 0…1 (channels are then clamped only when
    /// drawn).
    static func mix(_ c1: Color, _ c2: Color, _ p: Double) -> Color {
        c1.interpolated(towards: c2, amount: p)
    }
}
