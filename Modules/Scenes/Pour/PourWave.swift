import Curves
import Drawing

/// The pour's two waves (pour.md §5, §6.3), drawn back first.
///
/// Both share the rising centre line; they differ in colour, wavelength, height and how their
/// phase sloshes (each phase oscillates forever with autoreverse and easeInOut, from τ = 0).
public enum PourWave: String, Hashable, Sendable, CaseIterable {
    /// Wave 2: `#2158A8`, 5 waves across, 1.2 × the amplitude, phase 0° ↔ 270° in 0.3 s legs.
    case back
    /// Wave 1: `#2E88C7`, 4 waves across, the amplitude, phase 90° ↔ −90° in 0.5 s legs.
    case front

    /// The fill colour.
    public var fill: Color {
        switch self {
        case .back: PourPalette.backWave
        case .front: PourPalette.frontWave
        }
    }

    /// Complete waves across the width (never animates).
    public var wavelength: Double {
        switch self {
        case .back: 5
        case .front: 4
        }
    }

    /// The wave's amplitude as a multiple of A(τ): 1.2 for the back wave, 1 for the front.
    public var amplitudeScale: Double {
        switch self {
        case .back: 1.2
        case .front: 1
        }
    }

    /// The phase at τ = 0, degrees.
    public var initialPhase: Double {
        switch self {
        case .back: 0
        case .front: 90
        }
    }

    /// The phase the oscillation heads for first (its animation's target), degrees.
    public var targetPhase: Double {
        switch self {
        case .back: 270
        case .front: -90
        }
    }

    /// One leg of the oscillation (half a back-and-forth), seconds.
    public var legDuration: Double {
        switch self {
        case .back: 0.3
        case .front: 0.5
        }
    }

    /// The phase animation: easeInOut over one leg, repeated forever with autoreverse.
    public var slosh: Animation {
        .easeInOut(duration: legDuration).repeatForever(autoreverses: true)
    }

    /// The name of the wave's fill operation: `pour/wave/back` or `pour/wave/front`.
    public var operationName: String { "pour/wave/\(rawValue)" }
}
