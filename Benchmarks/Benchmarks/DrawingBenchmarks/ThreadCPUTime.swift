import Benchmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Shared by several suites through symbolic links (one copy, like BenchmarkFrames.swift).
//
// On a shared 2-core machine the wall clock counts the time a benchmark waits for a core, and
// the harness's CPU-time metric ticks in 10 ms steps. The calling thread's own CPU time
// (CLOCK_THREAD_CPUTIME_ID, nanosecond resolution) measures the work itself under any load.

/// The calling thread's CPU time so far, in nanoseconds.
func threadCPUNanoseconds() -> Int {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return t.tv_sec * 1_000_000_000 + t.tv_nsec
}

/// The custom metric every suite reports: thread CPU time per frame (or per evaluation), in
/// nanoseconds, as measured (not divided by the harness's scaling factor).
let threadCPU = BenchmarkMetric.custom("Thread CPU per frame (ns)", polarity: .prefersSmaller, useScalingFactor: false)

/// Runs `body` `count` times and records the thread CPU time per run (ns) under `threadCPU`.
func recordingThreadCPU(_ benchmark: Benchmark, runs count: Int = 1, _ body: () -> Void) {
    let start = threadCPUNanoseconds()
    for _ in 0..<count { body() }
    benchmark.measurement(threadCPU, (threadCPUNanoseconds() - start) / count)
}
