import Curves
import Drawing
import Geometry
import Stage

/// The pour (pour.md): liquid pours from the top of a box and the box fills with a rising,
/// wavy liquid. A reusable drawing of (pour time, seed, box) — the standalone `pour` scene draws
/// one, and the tea timer's done overlay embeds one.
///
/// A pour is a value that starts at a scene time `start` (pour time τ = scene time − start)
/// and holds its animated properties, started at τ = 0 as the book starts them: the rise (a
/// one-shot linear 6 s after a 1 s delay) and each wave's phase (easeInOut, autoreverse,
/// forever). They are separate `@Animated` values so the rise never disturbs the sloshing (§1),
/// and they run on the pour's own clock (τ), so a pour started at any scene time shows exactly
/// the frames of one started at 0. The drops are a pure function of τ and the seed
/// (`ParticleEmitter`). Start a fresh pour — a new value — to replay: the same seed gives the
/// same frames.
///
///     var pour = Pour(seed: 1, startingAt: doneInstant)
///     pour.draw(in: &context, in: Rect(origin: .zero, size: context.size), at: time)
///     let state = pour.state(in: context.size, at: time)      // top, amplitude, phases, drops
///
/// Coordinates are points in the box (origin its top-left corner, y down); times are seconds.
/// Everything scales with the box: the surface starts 30 points below its bottom edge and the
/// emitter sits min(100, W/2) from its left edge. Nothing is clipped to the box.
public struct Pour: Sendable {
    /// The seed of the drops' generator (any 64-bit value).
    public let seed: UInt64
    /// The scene time at which the pour starts (pour time 0).
    public let start: SceneTime
    /// How drops are drawn.
    public var particleShape: ParticleShape
    /// The rise r, 0 → 1: linear over 6 s after a 1 s delay. waveTop = top₀·(1 − r) and
    /// A = A₀·(1 − r): the amplitude shares the rise's animation (§6.2).
    @Animated var rise = 0.0
    /// The front wave's phase, degrees.
    @Animated var frontPhase = PourWave.front.initialPhase
    /// The back wave's phase, degrees.
    @Animated var backPhase = PourWave.back.initialPhase

    /// The delay before the rise: 1 s (so the liquid seems to be caused by the pour).
    public static let riseDelay = 1.0
    /// The rise's duration: 6 s.
    public static let riseDuration = 6.0
    /// The rise: `.linear(duration: 6).delay(1)`.
    public static let riseAnimation = Animation.linear(duration: riseDuration).delay(riseDelay)
    /// How far below the box's bottom edge the surface starts: 30 points (top₀ = H + 30), chosen.
    public static let startDepth = 30.0
    /// The tallest front wave: 20 points (A₀ = min(top₀/10, 20)).
    public static let maximumAmplitude = 20.0

    /// A pour that starts at `start` and animates from then on.
    ///
    /// - Parameters:
    ///   - seed: The drops' seed (§7.2); the same seed gives the same drops.
    ///   - start: Scene time of pour time 0 (default 0).
    ///   - particleShape: How drops are drawn (default `.drop`).
    public init(seed: UInt64, startingAt start: SceneTime = .zero, particleShape: ParticleShape = .drop) {
        self.seed = seed
        self.start = start
        self.particleShape = particleShape
        withTransaction(Transaction(time: .zero)) {  // on the pour's own clock
            withAnimation(Self.riseAnimation) { rise = 1 }
            withAnimation(PourWave.front.slosh) { frontPhase = PourWave.front.targetPhase }
            withAnimation(PourWave.back.slosh) { backPhase = PourWave.back.targetPhase }
        }
    }

    /// Pour time τ at scene time `time`: seconds since the start, 0 before it (and for NaN),
    /// read on a 1 µs grid (`ticksPerSecond`).
    ///
    /// The grid makes replays exact: scene time − start carries a rounding error of about
    /// 1e-15 s that depends on the start, and would otherwise make a replay's frames differ
    /// from the first run's in the last bits. Nothing on screen moves measurably in 1 µs.
    public func pourTime(at time: SceneTime) -> Double {
        let t = time.seconds - start.seconds
        guard t > 0 else { return 0 }
        return (t * Self.ticksPerSecond).rounded() / Self.ticksPerSecond
    }

    /// The grid pour time is read on: 10⁶ steps per second (an exact number, so whole and
    /// decimal times such as 7 or 0.25 stay exact).
    public static let ticksPerSecond = 1e6

    /// Scene time `time` on the pour's own clock (where its animations started at 0).
    func clock(_ time: SceneTime) -> SceneTime { SceneTime(seconds: pourTime(at: time)) }

    /// The rise r at `time`, 0 (surface below the box) … 1 (surface at its top edge).
    public func rise(at time: SceneTime) -> Double { $rise.at(clock(time)) }

    /// top₀ = H + 30 for a box `height` points tall: the surface's start, points from its top.
    public static func startTop(height: Double) -> Double { height + startDepth }

    /// A₀ = min(top₀/10, 20): the front wave's starting amplitude, points (20 for H ≥ 170).
    public static func startAmplitude(height: Double) -> Double {
        Swift.min(startTop(height: height) / 10, maximumAmplitude)
    }

    /// top(τ) = top₀·(1 − r): the waves' centre line at `time`, points from the box's top.
    public func waveTop(height: Double, at time: SceneTime) -> Double {
        Self.startTop(height: height) * (1 - rise(at: time))
    }

    /// A(τ) = A₀·(1 − r): the front wave's amplitude at `time`, points (the back wave's is
    /// 1.2 × this).
    public func amplitude(height: Double, at time: SceneTime) -> Double {
        Self.startAmplitude(height: height) * (1 - rise(at: time))
    }

    /// The phase of `wave` at `time`, degrees.
    public func phase(of wave: PourWave, at time: SceneTime) -> Double {
        let t = clock(time)
        switch wave {
        case .front: return $frontPhase.at(t)
        case .back: return $backPhase.at(t)
        }
    }

    /// The shape of `wave` at `time` for a box of `size`.
    public func wave(_ wave: PourWave, in size: Size, at time: SceneTime) -> WaveShape {
        WaveShape(
            waveTop: waveTop(height: size.height, at: time),
            amplitude: wave.amplitudeScale * amplitude(height: size.height, at: time),
            wavelength: wave.wavelength,
            phase: phase(of: wave, at: time))
    }

    /// Whether the particle layer exists at `time`: from τ = 0 until it is removed at τ = 7.
    public func showsParticles(at time: SceneTime) -> Bool {
        pourTime(at: time) < ParticleEmitter.stopTime
    }
}
