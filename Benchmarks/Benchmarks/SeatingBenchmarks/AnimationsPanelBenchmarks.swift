import Benchmark
import Seating
import Stage

// Issue 23: one Animations panel update (the description: Mirror walk + JSON text) on the largest
// scene state there is — every tribune's seats created, each seat's fill an @Animated colour —
// against that session's frame ("zoomed frame with seats (all 240 tribunes' seats created)").

func animationsPanelBenchmarks(everyTribune make: @escaping () -> (session: SceneSession<SeatingScene>, start: Double)) {
    final class Source: @unchecked Sendable {
        var session: SceneSession<SeatingScene>?
        var time = 0.0
        var bytes = 0
    }
    let source = Source()
    Benchmark("Animations panel: one description, all 240 tribunes' seats created (per update; bytes as throughput)",
              configuration: .init(metrics: [.wallClock, threadCPU, .throughput], timeUnits: .microseconds,
                                   maxDuration: .seconds(3), maxIterations: 300),
              closure: { benchmark in
                  source.time += 0.1
                  let time = SceneTime(seconds: source.time)
                  blackHole(source.session!.frame(at: time))
                  let start = threadCPUNanoseconds()
                  let text = source.session!.animations(at: time, restingLimit: 200).json.serialized()
                  benchmark.measurement(threadCPU, threadCPUNanoseconds() - start)
                  source.bytes = text.utf8.count
                  blackHole(text)
              },
              setup: {
                  let made = make()
                  source.session = made.session
                  source.time = made.start
                  print("Animations panel description on every tribune: \(source.session!.animations(at: SceneTime(seconds: made.start), restingLimit: 200).json.serialized().utf8.count) bytes, \(source.session!.animations(at: SceneTime(seconds: made.start), restingLimit: 200).properties.count) properties")
              })
}
