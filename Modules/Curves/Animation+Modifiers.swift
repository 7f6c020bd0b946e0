extension Animation {
    /// Delays the start of the animation by `delay` seconds: the wrapped animation sees
    /// `max(0, t − delay)`, so the value stays at the start (with zero velocity) during the delay.
    ///
    /// Applied before a repeat (`a.delay(1).repeatForever()`) it waits before every pass;
    /// applied after (`a.repeatForever().delay(1)`) it waits once.
    ///
    /// - Parameter delay: Seconds. A negative delay starts the animation that far in (as
    ///   SwiftUI's time mapping does); NaN counts as 0.
    public func delay(_ delay: Double) -> Animation {
        Animation(node: .delay(node, seconds: delay.isNaN ? 0 : delay))
    }

    /// Changes the pace of the animation: the wrapped animation sees `t · speed`, so its
    /// duration is divided by `speed` (2 halves it, 0.25 makes it four times longer).
    ///
    /// - Parameter speed: The factor. NaN counts as 1; negative values count as 0 (the
    ///   animation stays at its start and never finishes); values above 1e6 count as 1e6.
    public func speed(_ speed: Double) -> Animation {
        let factor = speed.isNaN ? 1 : Swift.min(Swift.max(speed, 0), 1e6)
        return Animation(node: .speed(node, factor: factor))
    }

    /// Runs the animation `repeatCount` passes.
    ///
    /// Each pass lasts as long as the wrapped animation (passes follow each other exactly; SwiftUI
    /// starts the next pass on the frame after one ends). With `autoreverses`, odd passes play
    /// backwards and count toward `repeatCount`; without it, every pass starts again from the
    /// beginning (the value jumps back). After the last pass the animation ends and the property
    /// shows its new value — so an even count with `autoreverses` ends with a jump from the start
    /// to the end, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - repeatCount: The number of passes; values below 1 count as 1 (SwiftUI plays one
    ///     pass for them too).
    ///   - autoreverses: Whether odd passes run backwards. Defaults to `true`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(node: .repeating(node, count: Swift.max(1, repeatCount), autoreverses: autoreverses))
    }

    /// Repeats the animation forever (until the property stops being animated).
    ///
    /// - Parameter autoreverses: Whether odd passes run backwards. Defaults to `true`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(node: .repeating(node, count: nil, autoreverses: autoreverses))
    }

    /// Reports the animation logically complete `duration` seconds after it starts if it is not
    /// already; it never makes the animation run longer.
    ///
    /// - Parameter duration: Seconds. Negative values count as 0; NaN means "no earlier than
    ///   otherwise".
    public func logicallyComplete(after duration: Double) -> Animation {
        let after = duration.isNaN ? Double.infinity : Swift.max(0, duration)
        return Animation(node: .logicallyComplete(node, after: after))
    }
}
