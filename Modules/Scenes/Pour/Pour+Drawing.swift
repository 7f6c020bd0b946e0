import Drawing
import Geometry
import Stage

extension Pour {
    /// The name of every drop's fill operation.
    public static let dropOperationName = "pour/drop"

    /// Draws the pour's layers at `time` into `context`, back to front (pour.md §3, layers 2–4):
    /// the live drops (while τ < 7), the back wave, the front wave. The app background (layer 1)
    /// is not drawn: see `PourPalette.background(in:)`.
    ///
    /// - Each drop is the particle shape scaled by its size at its position, filled with
    ///   `#1898FF` at its opacity (as the colour's alpha), named `pour/drop`, in birth order.
    /// - Each wave is filled with its colour, named `pour/wave/back` / `pour/wave/front`; a wave
    ///   lying entirely below the box (its crests at or below the bottom edge) shows nothing and
    ///   is not drawn.
    ///
    /// - Parameters:
    ///   - context: The context to draw into (its transform, opacity and clip apply).
    ///   - box: Where the pour lies, in the context's points; nothing is clipped to it.
    ///   - time: The scene time to draw.
    public func draw(in context: inout GraphicsContext, in box: Rect, at time: SceneTime) {
        let size = Size(width: box.width, height: box.height)
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        var local = context
        local.translateBy(x: box.minX, y: box.minY)
        drawParticles(in: local, size: size, at: time)
        for wave in PourWave.allCases {
            let shape = self.wave(wave, in: size, at: time)
            guard shape.crestY < size.height else { continue }
            local.fill(shape.path(in: size), with: .color(wave.fill), name: wave.operationName)
        }
    }

    /// The particle layer: every live drop in birth order (older first), in box coordinates.
    func drawParticles(in context: GraphicsContext, size: Size, at time: SceneTime) {
        let tau = pourTime(at: time)
        guard tau < ParticleEmitter.stopTime else { return }
        let unit = particleShape.unitPath
        ParticleEmitter.forEachLive(at: tau, in: size, seed: seed) { particle, position in
            var drop = context
            drop.translateBy(x: position.x, y: position.y)
            drop.scaleBy(x: particle.size, y: particle.size)
            drop.fill(unit, with: .color(PourPalette.drop.opacity(particle.opacity)), name: Self.dropOperationName)
        }
    }
}
