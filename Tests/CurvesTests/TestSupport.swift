@testable import Curves

/// Integrates `m·x″ = k·(T − x) − c·x′` from x(0) = 0, x′(0) = v0 with classic Runge–Kutta
/// (step `h`), independently of the closed forms under test. Returns (x, x′) at each requested
/// time (times must be increasing).
func integrateSpring(
    mass m: Double, stiffness k: Double, damping c: Double, target: Double, initialVelocity v0: Double,
    times: [Double], step h: Double = 1e-4
) -> [(x: Double, v: Double)] {
    var x = 0.0
    var v = v0
    var t = 0.0
    var results: [(Double, Double)] = []
    func acceleration(_ x: Double, _ v: Double) -> Double { (k * (target - x) - c * v) / m }
    for time in times {
        while t < time - 1e-12 {
            let dt = min(h, time - t)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + k1v * dt / 2, k2v = acceleration(x + k1x * dt / 2, v + k1v * dt / 2)
            let k3x = v + k2v * dt / 2, k3v = acceleration(x + k2x * dt / 2, v + k2v * dt / 2)
            let k4x = v + k3v * dt, k4v = acceleration(x + k3x * dt, v + k3v * dt)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
        }
        results.append((x, v))
    }
    return results
}
