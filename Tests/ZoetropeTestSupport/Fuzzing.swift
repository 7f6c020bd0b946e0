#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Seeded fuzzing of decoders: how many inputs a run tries, byte-level mutations of valid inputs,
/// and a run loop that names the input a trap happened on.
///
/// The test suites try a bounded count (`defaultCount`, fast); `scripts/bench fuzz` sets
/// `ZOETROPE_FUZZ_INPUTS` (10⁶) and every fuzz test then tries that many per decoder and prints
/// what it saw. A failure names its seed and input index, so `Fuzzing.input(seed:index:)`-style
/// replays need nothing else: each input's generator is `SplitMix64(seed: inputSeed(seed:index:))`,
/// so different seeds never share inputs (seed `s` input `i` and seed `s + 1` input `i − 1` did when
/// the two were simply added).
public enum Fuzzing {
    /// Inputs for one run: `defaultCount`, or when `ZOETROPE_FUZZ_INPUTS` is set (the inputs
    /// wanted per decoder), that number divided among the decoder's `runs` runs (seeds × tests).
    public static func inputCount(default defaultCount: Int, runs: Int = 1) -> Int {
        guard let text = getenv("ZOETROPE_FUZZ_INPUTS"), let count = Int(String(cString: text)), count > 0 else { return defaultCount }
        return (count + runs - 1) / max(runs, 1)
    }

    /// Whether `ZOETROPE_FUZZ_INPUTS` asked for a large run (then each run prints a summary).
    public static var isLargeRun: Bool { getenv("ZOETROPE_FUZZ_INPUTS") != nil }

    /// What one input did.
    public enum Outcome: Sendable {
        /// It decoded.
        case decoded
        /// It was rejected with the decoder's own error.
        case rejected
    }

    /// The generator seed of input `index` of run `seed`: the seed in the high 32 bits, the index in
    /// the low 32, so runs with seeds below 2³² and fewer than 2³² inputs never overlap.
    public static func inputSeed(seed: UInt64, index: Int) -> UInt64 {
        (seed << 32) ^ UInt64(truncatingIfNeeded: index)
    }

    /// Runs `body` on inputs `0..<count`, each with its own generator
    /// `SplitMix64(seed: inputSeed(seed: seed, index: index))`.
    /// A trap (precondition, overflow, out-of-bounds) while an input runs prints
    /// `fuzz <name>: trapped on seed S input I` to standard error before the process dies.
    ///
    /// - Returns: How many inputs decoded and how many were rejected.
    @discardableResult
    public static func run(
        _ name: StaticString, seed: UInt64, count: Int, _ body: (_ generator: inout SplitMix64) throws -> Outcome
    ) rethrows -> (decoded: Int, rejected: Int) {
        TrapReporter.install()
        var decoded = 0, rejected = 0
        var slowest = (seconds: 0.0, index: 0)
        for index in 0..<count {
            TrapReporter.current = (name, seed, index)
            var generator = SplitMix64(seed: inputSeed(seed: seed, index: index))
            let started = threadCPUSeconds()
            switch try body(&generator) {
            case .decoded: decoded += 1
            case .rejected: rejected += 1
            }
            let seconds = threadCPUSeconds() - started
            if seconds > slowest.seconds { slowest = (seconds, index) }
        }
        TrapReporter.current = nil
        if isLargeRun {
            print("fuzz \(name) seed \(seed): \(count) inputs, \(decoded) decoded, \(rejected) rejected, slowest \(Int(slowest.seconds * 1e6)) µs CPU (input \(slowest.index))")
        }
        return (decoded, rejected)
    }

    /// `bytes` with 1…4 random edits: a bit flip, a byte replaced, removed or inserted, a cut,
    /// a span duplicated, or a token from `dictionary` spliced in (for text formats: keywords,
    /// numbers at the edges of the ranges, quotes and brackets).
    public static func mutate(_ bytes: [UInt8], dictionary: [[UInt8]] = [], using generator: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<generator.nextInt(in: 1...4) {
            let at = bytes.isEmpty ? 0 : generator.nextInt(in: 0...(bytes.count - 1))
            switch generator.nextInt(in: 0...6) {
            case 0 where !bytes.isEmpty: bytes[at] ^= UInt8(1) << UInt8(generator.nextInt(in: 0...7))
            case 1 where !bytes.isEmpty: bytes[at] = UInt8(generator.nextInt(in: 0...255))
            case 2 where !bytes.isEmpty: bytes.remove(at: at)
            case 3: bytes.insert(UInt8(generator.nextInt(in: 0...255)), at: at)
            case 4 where !bytes.isEmpty: bytes.removeLast(generator.nextInt(in: 0...(bytes.count - at)))
            case 5 where !bytes.isEmpty:
                let length = generator.nextInt(in: 1...min(16, bytes.count - at))
                bytes.insert(contentsOf: bytes[at..<(at + length)], at: at)
            case 6 where !dictionary.isEmpty:
                let token = dictionary[generator.nextInt(in: 0...(dictionary.count - 1))]
                let length = bytes.isEmpty ? 0 : generator.nextInt(in: 0...min(8, bytes.count - at))
                bytes.replaceSubrange(at..<(at + length), with: token)
            default:
                bytes.insert(UInt8(generator.nextInt(in: 0...255)), at: at)
            }
        }
        return bytes
    }

    /// Processor time of the calling thread, in seconds: an input's cost without the time other
    /// processes took the core (the machine is shared; wall time would measure the load).
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

/// Prints the input being fuzzed when the process traps (SIGILL, SIGTRAP, SIGSEGV, SIGBUS).
enum TrapReporter {
    nonisolated(unsafe) static var current: (name: StaticString, seed: UInt64, index: Int)?
    nonisolated(unsafe) private static var installed = false

    static func install() {
        #if canImport(Glibc)
        guard !installed else { return }
        installed = true
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS] {
            _ = Glibc.signal(signal) { number in
                if let (name, seed, index) = TrapReporter.current {
                    // Only async-signal-safe calls: write(2) of preformatted pieces.
                    TrapReporter.write("\nfuzz ")
                    name.withUTF8Buffer { _ = Glibc.write(2, $0.baseAddress, $0.count) }
                    TrapReporter.write(": trapped on seed ")
                    TrapReporter.write(number: seed)
                    TrapReporter.write(" input ")
                    TrapReporter.write(number: UInt64(index))
                    TrapReporter.write("\n")
                }
                Glibc.signal(number, SIG_DFL)
                Glibc.raise(number)
            }
        }
        #endif
    }

    #if canImport(Glibc)
    private static func write(_ text: StaticString) {
        text.withUTF8Buffer { _ = Glibc.write(2, $0.baseAddress, $0.count) }
    }

    private static func write(number: UInt64) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var value = number, at = 20
            repeat {
                at -= 1
                digits[at] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            _ = Glibc.write(2, digits.baseAddress! + at, 20 - at)
        }
    }
    #endif
}
