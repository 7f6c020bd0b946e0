import Curves
import Stage

extension HoneycombScene {
    /// Makes bubble `index` the touched one (nil: none) (§11). Every bubble whose press target
    /// changes animates from its presented value to the new target with the press animation
    /// (ease-in-out, 0.5 s): the touched bubble dims to 0.25 and shrinks to 0.9 with its occupied
    /// neighbours; every other bubble returns to (0, 1).
    mutating func setTouched(_ index: Int?) {
        let now = Transaction.current.time
        let valid = index.flatMap { bubbles.indices.contains($0) ? $0 : nil }
        touched = valid
        let cell = valid.map { bubbles[$0].cell }
        let animation = configuration.pressAnimation
        for i in bubbles.indices {
            let target = bubbles[i].pressTarget(touched: cell)
            if bubbles[i].dimAlpha != target.dim {
                bubbles[i].$dimAlpha.stop(at: now)
                withAnimation(animation) { bubbles[i].dimAlpha = target.dim }
            }
            if bubbles[i].pressScale != target.scale {
                bubbles[i].$pressScale.stop(at: now)
                withAnimation(animation) { bubbles[i].pressScale = target.scale }
            }
        }
    }
}
