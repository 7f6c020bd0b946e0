/// The direction the digit strip slides (timer.md §5.4): the book's (`up`) or the chapter
/// challenge's (`down`).
public enum DigitSlide: String, Hashable, Sendable, CaseIterable {
    /// Rows wrap(i+1), wrap(i), wrap(i−1), shifted down by 40·f: counting down, the new digit
    /// rises in from below.
    case up
    /// Rows wrap(i−1), wrap(i), wrap(i+1), shifted up by 40·f: counting down, the new digit
    /// comes in from above.
    case down
}
