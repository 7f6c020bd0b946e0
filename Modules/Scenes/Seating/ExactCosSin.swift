import RealModule

/// `(cos θ, sin θ)` for θ in radians, exact (0, ±1) at whole quarter turns, so that the resting
/// chart matrix and the seats of rectangular tribunes (ψ = 0, −π/2, −π, −3π/2) carry no
/// 6e-17 residues.
func exactCosSin(_ angle: Double) -> (Double, Double) {
    let quarters = angle / (Double.pi / 2)
    let q = quarters.rounded()
    if abs(quarters - q) < 1e-12, abs(q) < 1e6 {
        switch ((Int(q) % 4) + 4) % 4 {
        case 0: return (1, 0)
        case 1: return (0, 1)
        case 2: return (-1, 0)
        default: return (0, -1)
        }
    }
    return (Double.cos(angle), Double.sin(angle))
}
