// The soak client behind `scripts/bench soak`: keeps N preview sessions busy on a running
// `preview serve` for M minutes the way pages do — frames requested at a fixed rate (a new
// request only when the previous frame has arrived), pointer drags (down, moves, up), a seek
// every few seconds, and a reconnect (a fresh session) after a seeded random lifetime — and
// samples the server once a minute: resident memory (VmRSS), open descriptors, and the share
// of frames asked in that minute that arrived within their slot. Prints one line per sample as
// it goes, then the start/middle/end summary.
//
//   ServeSoak --port P --server-pid PID [--minutes 60] [--sessions 20] [--fps 60] [--scene demo]
//             [--seed 1] [--sample-seconds 60] [--lifetime 20-60 | --long-lived]
//             [--drag pulses|continuous] [--no-seek] [--settle-seconds 15]
//
// `--lifetime A-B` gives each session a seeded lifetime of A…B whole seconds (default 20-60);
// short lifetimes (e.g. 1-3) turn a soak into a reconnect storm, for hunting per-session leaks.
// `--long-lived` keeps every session open for the whole soak (no reconnects): what a page left
// open all day does, and what shows memory that grows with a session's age (issue #43).
// `--drag continuous` holds the pointer down and moves it every frame (lifted and pressed
// again every 10 s) instead of a one-second drag every 1.5 s; `--no-seek` leaves out the scrubs.
// At the end the sessions close and, `--settle-seconds` later, the server's RSS is read once
// more: the summary gives the growth per session-minute and what closing gave back.
//
// Event-loop code only (one NIO thread for every session), so the client stays light next to
// the server.

import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import ServeClient

struct Options {
    var port = 0
    var serverPID: Int32 = 0
    var minutes = 60.0
    var sessions = 20
    var fps = 60.0
    var scene = "demo"
    var seed: UInt64 = 1
    var sampleSeconds = 60.0
    var lifetime = 20...60
    var longLived = false
    var continuousDrag = false
    var seeks = true
    var settleSeconds = 15.0

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            let value = { () -> String in
                guard let value = iterator.next() else { fatalError("\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--port": port = Int(value())!
            case "--server-pid": serverPID = Int32(value())!
            case "--minutes": minutes = Double(value())!
            case "--sessions": sessions = Int(value())!
            case "--fps": fps = Double(value())!
            case "--scene": scene = value()
            case "--seed": seed = UInt64(value())!
            case "--sample-seconds": sampleSeconds = Double(value())!
            case "--lifetime":
                let bounds = value().split(separator: "-").compactMap { Int($0) }
                precondition(bounds.count == 2 && 1 <= bounds[0] && bounds[0] <= bounds[1], "--lifetime needs A-B whole seconds, 1 ≤ A ≤ B")
                lifetime = bounds[0]...bounds[1]
            case "--long-lived": longLived = true
            case "--drag":
                switch value() {
                case "pulses": continuousDrag = false
                case "continuous": continuousDrag = true
                case let other: fatalError("--drag takes pulses or continuous, not \(other)")
                }
            case "--no-seek": seeks = false
            case "--settle-seconds": settleSeconds = Double(value())!
            default: fatalError("unknown argument \(argument)")
            }
        }
        precondition(port > 0, "--port is required")
        precondition(serverPID > 0, "--server-pid is required")
    }
}

/// Prints a line at once, unbuffered (the soak's log is read while it runs).
func print(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }


/// Counters for the current sample window, shared by every session. Touched only on the one
/// event loop, hence `@unchecked Sendable`.
final class Window: @unchecked Sendable {
    var asked = 0
    var inSlot = 0
    var delivered = 0
    var sessionsOpened = 0
    var abnormalCloses: [String] = []
    var errorReplies = 0
    var firstError: String?
    var responseTimes: [Double] = []

    func reset() {
        asked = 0; inSlot = 0; delivered = 0; sessionsOpened = 0
        abnormalCloses = []; errorReplies = 0; firstError = nil; responseTimes = []
    }
}

/// Drives one session (one WebSocket) on the event loop until its lifetime is over.
final class SoakSessionHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    let window: Window
    let slot: UInt64
    let end: UInt64
    let done: EventLoopPromise<Void>
    let continuousDrag: Bool
    let seeks: Bool
    private var random: SeededGenerator
    private var started: UInt64 = 0
    private var helloSeen = false
    private var tick = 0
    private var outstandingSince: UInt64?
    private var outstandingSlotEnd: UInt64 = 0
    private var messageIsBinary = false
    private var pointerDown = false
    private var pointerID = 0
    private var closedReported = false
    private var scheduled: Scheduled<Void>?

    init(window: Window, slot: UInt64, end: UInt64, seed: UInt64, done: EventLoopPromise<Void>, continuousDrag: Bool = false, seeks: Bool = true) {
        self.continuousDrag = continuousDrag
        self.seeks = seeks
        self.window = window
        self.slot = slot
        self.end = end
        self.random = SeededGenerator(seed: seed)
        self.done = done
    }

    /// The page-style clock: milliseconds since the session started, from 10 s.
    private func clientMilliseconds(_ time: UInt64) -> Double { 10_000 + (Double(time) - Double(started)) / 1e6 }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary:
            messageIsBinary = frame.opcode == .binary
            if frame.opcode == .text && !helloSeen {
                helloSeen = true
                begin(context)
            } else if frame.isErrorMessage {
                window.errorReplies += 1
                if window.firstError == nil { window.firstError = frame.unmaskedData.getString(at: frame.unmaskedData.readerIndex, length: frame.unmaskedData.readableBytes) }
            }
            if frame.fin && messageIsBinary { frameArrived() }
        case .continuation:
            if frame.fin && messageIsBinary { frameArrived() }
        case .connectionClose:
            var data = frame.unmaskedData
            let code = data.readInteger(as: UInt16.self).map(String.init) ?? "?"
            if !closedReported {
                closedReported = true
                window.abnormalCloses.append("server closed \(code) \(data.readString(length: data.readableBytes) ?? "")")
            }
            finish(context)
        case .ping:
            context.answerPing(frame)
        default:
            break
        }
    }

    private func begin(_ context: ChannelHandlerContext) {
        started = now()
        window.sessionsOpened += 1
        context.writeText(#"{"type":"viewport","width":800,"height":600,"t":\#(clientMilliseconds(started))}"#)
        context.flush()
        scheduleTick(context)
    }

    private func scheduleTick(_ context: ChannelHandlerContext) {
        let deadline = started + UInt64(tick + 1) * slot
        guard deadline < end else {
            scheduled = context.eventLoop.assumeIsolated().scheduleTask(deadline: .uptimeNanoseconds(end)) { [self] in
                finish(context)
            }
            return
        }
        scheduled = context.eventLoop.assumeIsolated().scheduleTask(deadline: .uptimeNanoseconds(deadline)) { [self] in
            onTick(context)
        }
    }

    private func onTick(_ context: ChannelHandlerContext) {
        let time = now()
        let t = clientMilliseconds(time)
        window.asked += 1
        // Back from the scrub below before any input, so that no input lands in the past.
        if seeks && tick % 300 == 256 {
            context.writeText(#"{"type":"seek","time":\#(Double(time - started) / 1e9),"t":\#(t)}"#)
        }
        // Pointer traffic: a drag of about a second, a pause, another drag.
        // Continuous: held for 600 frames (10 s at 60 fps), lifted for one, pressed again.
        let phase = continuousDrag ? (tick % 601 == 600 ? 60 : 1) : tick % 90
        let angle = Double(tick) / 60 * 2 * .pi
        let x = 400 + 80 * cos(angle), y = 300 + 80 * sin(angle)
        if (phase == 0 || (continuousDrag && phase == 1)) && !pointerDown {
            pointerID += 1
            context.writeText(#"{"type":"pointerDown","id":\#(pointerID),"x":\#(x),"y":\#(y),"buttons":1,"t":\#(t)}"#)
            pointerDown = true
        } else if phase == 60 && pointerDown {
            context.writeText(#"{"type":"pointerUp","id":\#(pointerID),"x":\#(x),"y":\#(y),"buttons":0,"t":\#(t)}"#)
            pointerDown = false
        } else if pointerDown {
            context.writeText(#"{"type":"pointerMove","id":\#(pointerID),"x":\#(x),"y":\#(y),"buttons":1,"t":\#(t)}"#)
        }
        // A scrub every 5 s: back to a random earlier time for one frame (replayed from the
        // checkpoints), then (next tick, above) forward to where the session was, so input
        // never lands in the replaced past and every drag stays valid.
        if seeks && tick % 300 == 255 {
            let sceneTime = Double(time - started) / 1e9
            context.writeText(#"{"type":"seek","time":\#(Double(random.next() % 1000) / 1000 * sceneTime),"t":\#(t)}"#)
        }
        if outstandingSince != nil {
            // The previous frame did not come within its slot: no new request, as the page does.
        } else {
            context.writeText(#"{"type":"frame","t":\#(t)}"#)
            outstandingSince = time
            outstandingSlotEnd = started + UInt64(tick + 2) * slot
        }
        context.flush()
        tick += 1
        scheduleTick(context)
    }

    private func frameArrived() {
        let time = now()
        guard let since = outstandingSince else { return }
        outstandingSince = nil
        window.delivered += 1
        window.responseTimes.append(Double(time - since) / 1e6)
        if time <= outstandingSlotEnd { window.inSlot += 1 }
    }

    private func finish(_ context: ChannelHandlerContext) {
        closedReported = true
        scheduled?.cancel()
        scheduled = nil
        context.closeNormally()
        done.succeed(())
    }

    func channelInactive(context: ChannelHandlerContext) {
        if !closedReported {
            closedReported = true
            window.abnormalCloses.append("connection lost")
        }
        scheduled?.cancel()
        done.succeed(())
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if !closedReported {
            closedReported = true
            window.abnormalCloses.append("channel error: \(error)")
        }
        context.close(promise: nil)
    }
}

/// The server's resident set in MiB, from /proc/PID/status (VmRSS).
func residentMiB(pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first
        return kilobytes.map { $0 / 1024 }
    }
    return nil
}

/// The server's open file descriptors (entries of /proc/PID/fd).
func openDescriptors(pid: Int32) -> Int? {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count
}

/// One sample of the server and of the window that ended with it.
struct Sample {
    var minute: Double
    var rssMiB: Double
    var descriptors: Int
    var asked: Int
    var inSlot: Int
    var delivered: Int
    var sessionsOpened: Int
    var abnormal: Int
    var errorReplies: Int
    var p50: Double
    var p99: Double
    var cpuPercent: Double

    var onTime: Double { 100 * Double(inSlot) / Double(max(asked, 1)) }

    var line: String {
        String(
            format: "| %5.1f | %7.1f | %4d | %6.2f%% | %6d | %6d | %4d | %3d | %3d | %6.2f / %6.2f | %4.0f%% |",
            minute, rssMiB, descriptors, onTime, asked, delivered, sessionsOpened, abnormal, errorReplies, p50, p99, cpuPercent
        )
    }

    static let header = """
        | minute | RSS MiB | fds | on time | asked | delivered | sessions opened | abnormal closes | error replies | request→frame p50 / p99 ms | server CPU (one core) |
        |---|---|---|---|---|---|---|---|---|---|---|
        """
}

/// The whole soak: the session slots, the sampler and the samples. Touched only on the one event
/// loop (or after it has stopped), hence `@unchecked Sendable`.
final class Soak: @unchecked Sendable {
    let options: Options
    let loop: any EventLoop
    let slot: UInt64
    let start: UInt64
    let end: UInt64
    let window = Window()
    var samples: [Sample] = []
    /// The server's RSS before the first session opened.
    var startRSS: Double = .nan
    private var lastCPU: Double
    private var lastSample: UInt64

    init(options: Options, loop: any EventLoop) {
        self.options = options
        self.loop = loop
        self.slot = UInt64(1e9 / options.fps)
        self.start = now()
        self.end = start + UInt64(options.minutes * 60e9)
        self.lastCPU = cpuSeconds(pid: options.serverPID) ?? 0
        self.lastSample = start
        self.startRSS = residentMiB(pid: options.serverPID) ?? .nan
    }

    /// Runs every slot and the sampler until the end; completes when the last session has ended.
    func run() -> EventLoopFuture<Void> {
        let every = Int64(options.sampleSeconds * 1e9)
        let sampler = loop.scheduleRepeatedTask(initialDelay: .nanoseconds(every), delay: .nanoseconds(every)) { _ in self.sample() }
        var seeds = SeededGenerator(seed: options.seed)
        let slots = (0..<options.sessions).map { index in
            SessionSlot(soak: self, index: index, seed: seeds.next()).run()
        }
        return EventLoopFuture.andAllComplete(slots, on: loop).flatMap {
            self.loop.scheduleTask(in: .milliseconds(200)) { sampler.cancel() }.futureResult
        }
    }

    private func sample() {
        let time = now()
        let pid = options.serverPID
        let cpu = cpuSeconds(pid: pid) ?? lastCPU
        let sample = Sample(
            minute: Double(time - start) / 60e9,
            rssMiB: residentMiB(pid: pid) ?? .nan,
            descriptors: openDescriptors(pid: pid) ?? -1,
            asked: window.asked, inSlot: window.inSlot, delivered: window.delivered,
            sessionsOpened: window.sessionsOpened, abnormal: window.abnormalCloses.count, errorReplies: window.errorReplies,
            p50: percentile(window.responseTimes, 50), p99: percentile(window.responseTimes, 99),
            cpuPercent: 100 * (cpu - lastCPU) / (Double(time - lastSample) / 1e9)
        )
        if let error = window.firstError { print("  error reply: \(error)") }
        if let first = window.abnormalCloses.first {
            print("  abnormal: \(first)\(window.abnormalCloses.count > 1 ? " (+\(window.abnormalCloses.count - 1) more)" : "")")
        }
        lastCPU = cpu
        lastSample = time
        window.reset()
        samples.append(sample)
        print(sample.line)
    }
}

/// One of the N session slots: opens session after session until the soak's end, each living
/// a seeded 20…60 s (`--lifetime`), reconnecting 0.1…0.5 s after the previous one ended.
final class SessionSlot: @unchecked Sendable {
    let soak: Soak
    let index: Int
    private var random: SeededGenerator
    private let finished: EventLoopPromise<Void>

    init(soak: Soak, index: Int, seed: UInt64) {
        self.soak = soak
        self.index = index
        self.random = SeededGenerator(seed: seed)
        self.finished = soak.loop.makePromise(of: Void.self)
    }

    func run() -> EventLoopFuture<Void> {
        // Stagger the first connections over a second.
        soak.loop.scheduleTask(in: .milliseconds(Int64(index * 1000 / max(soak.options.sessions, 1)))) { self.connectNext() }
        return finished.futureResult
    }

    private func connectNext() {
        let loop = soak.loop, options = soak.options, window = soak.window, slot = soak.slot
        let time = now()
        guard time + 1_000_000_000 < soak.end else { return finished.succeed(()) }
        let lifetime = options.lifetime
        let seconds = UInt64(lifetime.lowerBound) + random.next() % UInt64(lifetime.count)
        let sessionEnd = options.longLived ? soak.end : min(soak.end, time + seconds * 1_000_000_000)
        let done = loop.makePromise(of: Void.self)
        let sessionSeed = random.next()
        connectSession(on: loop, port: options.port, scene: options.scene, deflate: true) {
            SoakSessionHandler(
                window: window, slot: slot, end: sessionEnd, seed: sessionSeed, done: done,
                continuousDrag: options.continuousDrag, seeks: options.seeks)
        }.map { channel in
            // A session whose upgrade never completes still ends at its deadline.
            loop.scheduleTask(deadline: .uptimeNanoseconds(sessionEnd + 2_000_000_000)) {
                channel.close(promise: nil)
                done.succeed(())
            }
            channel.closeFuture.whenComplete { _ in done.succeed(()) }
        }.whenFailure { error in
            window.abnormalCloses.append("connect failed: \(error)")
            done.succeed(())
        }
        // Reconnect shortly after the session ends (as the page does after leaving a scene);
        // a long-lived session is not replaced.
        let pause = Int64(100 + random.next() % 400)
        done.futureResult.whenComplete { _ in
            if options.longLived { return self.finished.succeed(()) }
            loop.scheduleTask(in: .milliseconds(pause)) { self.connectNext() }
        }
    }
}

let options = Options(arguments: CommandLine.arguments)
let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
let loop = group.next()
print("soak: \(options.sessions) sessions of '\(options.scene)' at \(Int(options.fps)) fps for \(options.minutes) min against pid \(options.serverPID) (seed \(options.seed))")
print(Sample.header)
let soak = try loop.submit { Soak(options: options, loop: loop) }.wait()
try loop.flatSubmit { soak.run() }.wait()
try group.syncShutdownGracefully()
let samples = soak.samples
let endRSS = residentMiB(pid: options.serverPID) ?? .nan
// What closing the sessions gives back, once the server has had time to tear them down.
Thread.sleep(forTimeInterval: options.settleSeconds)
let settledRSS = residentMiB(pid: options.serverPID) ?? .nan

// The summary: the first sample after warm-up (the first minute), the middle and the last.
let measured = samples.count > 1 ? Array(samples.dropFirst()) : samples
guard let first = measured.first, let last = measured.last else {
    print("soak: no samples (shorter than --sample-seconds)")
    exit(1)
}
let middle = measured[measured.count / 2]
let rss = measured.map(\.rssMiB)
let fds = measured.map(\.descriptors)
let totalAsked = measured.reduce(0) { $0 + $1.asked }
let totalInSlot = measured.reduce(0) { $0 + $1.inSlot }
print("""

    soak summary (after a \(String(format: "%.0f", options.sampleSeconds)) s warm-up):
    | point | minute | RSS MiB | open fds | frames on time |
    |---|---|---|---|---|
    | start | \(String(format: "%.1f", first.minute)) | \(String(format: "%.1f", first.rssMiB)) | \(first.descriptors) | \(String(format: "%.2f", first.onTime))% |
    | middle | \(String(format: "%.1f", middle.minute)) | \(String(format: "%.1f", middle.rssMiB)) | \(middle.descriptors) | \(String(format: "%.2f", middle.onTime))% |
    | end | \(String(format: "%.1f", last.minute)) | \(String(format: "%.1f", last.rssMiB)) | \(last.descriptors) | \(String(format: "%.2f", last.onTime))% |
    RSS after warm-up: min \(String(format: "%.1f", rss.min()!)) MiB, max \(String(format: "%.1f", rss.max()!)) MiB (spread \(String(format: "%.1f", rss.max()! - rss.min()!)) MiB); \
    fds min \(fds.min()!), max \(fds.max()!); frames on time overall \(String(format: "%.2f", 100 * Double(totalInSlot) / Double(max(totalAsked, 1))))% \
    of \(totalAsked); sessions opened \(samples.reduce(0) { $0 + $1.sessionsOpened }); abnormal closes \(samples.reduce(0) { $0 + $1.abnormal })
    """)
// Growth per session-minute: from the first sample after warm-up to the last one, over every
// session that was open meanwhile (long-lived: all of them the whole time).
let measuredMinutes = last.minute - first.minute
let perSessionMinute = measuredMinutes > 0 ? (last.rssMiB - first.rssMiB) * 1024 / (Double(options.sessions) * measuredMinutes) : .nan
print(String(
    format: """
        RSS before the sessions %.1f MiB; after warm-up %.1f; at the end %.1f (growth %.1f MiB over %.1f min × %d sessions: \
        %.1f KiB per session-minute); %.0f s after the sessions closed %.1f MiB (%+.1f MiB against the start)
        """,
    soak.startRSS, first.rssMiB, endRSS, last.rssMiB - first.rssMiB, measuredMinutes, options.sessions,
    perSessionMinute, options.settleSeconds, settledRSS, settledRSS - soak.startRSS))
