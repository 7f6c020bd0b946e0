import Curves

/// The animations the chapter's platform gave by default (effects-gallery.md §2.1, §2.4).
///
/// The project's `Animation.default` and `.spring()` follow the current SDK (a critically damped
/// spring, animation-semantics.md §1); the gallery keeps the chapter-era values so its demos look
/// the way the chapter describes, and names them here once.
enum ChapterAnimations {
    /// The chapter-era default animation: easeInOut over 0.35 s (§2.1's correction of the
    /// chapter's "same as linear, about 0.5 s").
    static let `default` = Animation.easeInOut(duration: 0.35)
    /// The chapter-era `spring()` defaults: response 0.55 s, damping fraction 0.825, blend 0
    /// (mass 1, k = (2π/0.55)², c = 4π·0.825/0.55).
    static let spring = Animation.spring(response: 0.55, dampingFraction: 0.825, blendDuration: 0)
}
