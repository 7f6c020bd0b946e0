// The load client behind `scripts/bench serve`: opens N preview sessions of a scene on a running
// `preview serve`, asks each for frames at a fixed rate the way the page does (a new request only
// when the previous frame has arrived), drags a pointer in a circle on every session, and reports
// frames delivered vs asked, the share delivered within their slot, the frame interval and
// response percentiles with their maximum, and CPU: the server's per frame delivered (and, given
// the scene's own draw + encode cost from its benchmark, the serving overhead per frame), and
// this client's own CPU separately — it shares the machine with the server.
//
//   ServeLoad --port P [--sessions 50] [--fps 60] [--seconds 20] [--scene demo] [--server-pid PID] [--no-deflate]
//             [--scene-work-us US] [--hostile N] [--hostile-scene pull-to-refresh]
//
// With `--hostile N`, N more sessions (of a ticking scene, so that seeking an hour ahead means
// simulating an hour) do expensive but legal work the whole time (issue #26 item 5):
// `seek 0, pointerDown, pointerUp, seek 3600, frame` 90 times a second, without
// waiting for replies, and the run also probes `GET /api/health` (a new connection every
// 100 ms) and a new session's upgrade-to-hello time (every second), reporting their latencies.
//
// Event-loop code only (one NIO thread for all sessions) so the client stays light next to the
// server on a small machine.

import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import ServeClient

struct Options {
    var port = 0
    var sessions = 50
    var fps = 60.0
    var seconds = 20.0
    var scene = "demo"
    var serverPID: Int32?
    var deflate = true
    var hostile = 0
    var hostileScene = "pull-to-refresh"
    /// The scene's own draw + encode cost per frame (µs, from its benchmark), subtracted from the
    /// server's CPU per frame to give the serving overhead.
    var sceneWork: Double?

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            let value = { () -> String in
                guard let value = iterator.next() else { fatalError("\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--port": port = Int(value())!
            case "--sessions": sessions = Int(value())!
            case "--fps": fps = Double(value())!
            case "--seconds": seconds = Double(value())!
            case "--scene": scene = value()
            case "--server-pid": serverPID = Int32(value())!
            case "--no-deflate": deflate = false
            case "--hostile": hostile = Int(value())!
            case "--hostile-scene": hostileScene = value()
            case "--scene-work-us": sceneWork = Double(value())!
            default: fatalError("unknown argument \(argument)")
            }
        }
        precondition(port > 0, "--port is required")
    }
}


/// What one session measured. Written only on its channel's event loop while the run lasts, read
/// after every session has completed, hence `@unchecked Sendable`.
final class SessionRecord: @unchecked Sendable {
    var asked = 0
    var delivered = 0
    var inSlot = 0
    var lateOrMissing = 0
    var bytes = 0
    var intervals: [Double] = []      // ms between consecutive frame arrivals
    var responseTimes: [Double] = []  // ms from request to frame
    var errors = 0
    var closed: String?
    var errorReplies = 0
}

/// Drives one session on its channel's event loop.
final class LoadSessionHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    let record: SessionRecord
    let index: Int
    let start: UInt64
    let slot: UInt64
    let ticks: Int
    let done: EventLoopPromise<Void>
    private var helloSeen = false
    private var tick = 0
    private var outstandingSince: UInt64?
    private var outstandingSlotEnd: UInt64 = 0
    private var lastArrival: UInt64?
    private var messageOpen = false
    private var messageIsBinary = false
    private var scheduled: Scheduled<Void>?

    init(record: SessionRecord, index: Int, start: UInt64, slot: UInt64, ticks: Int, done: EventLoopPromise<Void>) {
        self.record = record
        self.index = index
        self.start = start
        self.slot = slot
        self.ticks = ticks
        self.done = done
    }

    /// The page-style clock: milliseconds, 10 s at the common start (sessions connect before it).
    private func clientMilliseconds(_ time: UInt64) -> Double { 10_000 + (Double(time) - Double(start)) / 1e6 }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary:
            messageOpen = !frame.fin
            messageIsBinary = frame.opcode == .binary
            if frame.opcode == .text && !helloSeen {
                helloSeen = true
                begin(context)
            } else if frame.isErrorMessage {
                record.errorReplies += 1
            }
            if frame.fin && messageIsBinary { frameArrived(context, bytes: frame.data.readableBytes) }
        case .continuation:
            if frame.fin { messageOpen = false; if messageIsBinary { frameArrived(context, bytes: frame.data.readableBytes) } }
        case .connectionClose:
            var data = frame.unmaskedData
            let code = data.readInteger(as: UInt16.self).map(String.init) ?? "?"
            record.closed = "\(code) \(data.readString(length: data.readableBytes) ?? "")"
            finish(context)
        case .ping:
            context.answerPing(frame)
        default:
            break
        }
    }

    private func begin(_ context: ChannelHandlerContext) {
        let t = clientMilliseconds(now())
        context.writeText(#"{"type":"viewport","width":800,"height":600,"t":\#(t)}"#)
        context.writeText(#"{"type":"pointerDown","id":1,"x":400,"y":300,"buttons":1,"t":\#(t)}"#)
        context.flush()
        scheduleTick(context)
    }

    private func scheduleTick(_ context: ChannelHandlerContext) {
        guard tick < ticks else {
            // Give the last frame its slot, then stop.
            scheduled = context.eventLoop.assumeIsolated().scheduleTask(deadline: .uptimeNanoseconds(start + UInt64(tick) * slot + slot)) { [self] in
                finish(context)
            }
            return
        }
        let deadline = start + UInt64(tick) * slot
        scheduled = context.eventLoop.assumeIsolated().scheduleTask(deadline: .uptimeNanoseconds(deadline)) { [self] in
            onTick(context)
        }
    }

    private func onTick(_ context: ChannelHandlerContext) {
        let time = now()
        record.asked += 1
        if outstandingSince != nil {
            // The previous frame did not come within its slot: this slot gets no new request,
            // exactly as the page would behave.
            record.lateOrMissing += 1
        } else {
            let angle = Double(tick) / 60 * 2 * .pi
            let t = clientMilliseconds(time)
            context.writeText(#"{"type":"pointerMove","id":1,"x":\#(400 + 80 * cos(angle)),"y":\#(300 + 80 * sin(angle)),"buttons":1,"t":\#(t)}"#)
            context.writeText(#"{"type":"frame","t":\#(t)}"#)
            context.flush()
            outstandingSince = time
            outstandingSlotEnd = start + UInt64(tick + 1) * slot
        }
        tick += 1
        scheduleTick(context)
    }

    private func frameArrived(_ context: ChannelHandlerContext, bytes: Int) {
        let time = now()
        guard let since = outstandingSince else { return }
        outstandingSince = nil
        record.delivered += 1
        record.bytes += bytes
        record.responseTimes.append(Double(time - since) / 1e6)
        if time <= outstandingSlotEnd { record.inSlot += 1 }
        if let last = lastArrival { record.intervals.append(Double(time - last) / 1e6) }
        lastArrival = time
    }

    private func finish(_ context: ChannelHandlerContext) {
        if record.closed == nil { record.closed = "1000 client finished" }
        scheduled?.cancel()
        scheduled = nil
        context.closeNormally()
        done.succeed(())
    }

    func channelInactive(context: ChannelHandlerContext) {
        if record.closed == nil { record.closed = "connection lost" }
        done.succeed(())
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        record.errors += 1
        context.close(promise: nil)
    }
}

/// A hostile session: as soon as the hello arrives, sends the costly cycle 90 times a second
/// without waiting for answers (reading and dropping them so TCP never pushes back).
final class HostileSessionHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    let end: UInt64
    let done: EventLoopPromise<Void>
    private var started = false
    private var cycle = 0
    private var scheduled: Scheduled<Void>?

    init(end: UInt64, done: EventLoopPromise<Void>) {
        self.end = end
        self.done = done
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        if frame.opcode == .connectionClose {
            finish(context)
            return
        }
        guard !started, frame.opcode == .text else { return }
        started = true
        sendCycle(context)
    }

    private func sendCycle(_ context: ChannelHandlerContext) {
        guard now() < end else { return finish(context) }
        let t = 10_000 + Double(cycle) * 1000 / 90
        cycle += 1
        for text in [
            #"{"type":"seek","time":0,"t":\#(t)}"#,
            #"{"type":"pointerDown","id":1,"x":100,"y":100,"buttons":1,"t":\#(t)}"#,
            #"{"type":"pointerUp","id":1,"x":100,"y":100,"buttons":0,"t":\#(t)}"#,
            #"{"type":"seek","time":3600,"t":\#(t)}"#,
            #"{"type":"frame","t":\#(t)}"#,
        ] {
            context.writeText(text)
        }
        context.flush()
        scheduled = context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(1_000_000_000 / 90)) { [self] in
            sendCycle(context)
        }
    }

    private func finish(_ context: ChannelHandlerContext) {
        scheduled?.cancel()
        scheduled = nil
        context.close(promise: nil)
        done.succeed(())
    }

    func channelInactive(context: ChannelHandlerContext) {
        scheduled?.cancel()
        done.succeed(())
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// Reads one HTTP response and reports when it has fully arrived.
final class HealthProbeHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    let answered: EventLoopPromise<Void>
    init(answered: EventLoopPromise<Void>) { self.answered = answered }
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            answered.succeed(())
            context.close(promise: nil)
        }
    }
    func channelInactive(context: ChannelHandlerContext) { answered.fail(ChannelError.ioOnClosedChannel) }
}

/// Reports when a new session's first message (the hello) has arrived.
final class HelloProbeHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    let answered: EventLoopPromise<Void>
    init(answered: EventLoopPromise<Void>) { self.answered = answered }
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        answered.succeed(())
        context.close(promise: nil)
    }
    func channelInactive(context: ChannelHandlerContext) { answered.fail(ChannelError.ioOnClosedChannel) }
}

/// Latencies (ms) of the probes; a probe still unanswered after 5 s counts as 5000 ms.
final class ProbeRecord: @unchecked Sendable {
    var health: [Double] = []
    var hello: [Double] = []
}

/// Probes `/api/health` every 100 ms and a new session's hello every second until `end`.
func startProbes(on loop: any EventLoop, port: Int, scene: String, end: UInt64, record: ProbeRecord) {
    func timed(_ list: ReferenceWritableKeyPath<ProbeRecord, [Double]>, _ answered: EventLoopPromise<Void>, channel: EventLoopFuture<any Channel>) {
        let sent = now()
        let timeout = loop.scheduleTask(in: .seconds(5)) { answered.fail(ChannelError.connectTimeout(.seconds(5))) }
        answered.futureResult.whenComplete { result in
            timeout.cancel()
            switch result {
            case .success: record[keyPath: list].append(Double(now() - sent) / 1e6)
            case .failure: record[keyPath: list].append(5000)
            }
        }
        channel.whenFailure { answered.fail($0) }
        answered.futureResult.whenComplete { _ in channel.whenSuccess { $0.close(promise: nil) } }
    }
    _ = loop.scheduleRepeatedTask(initialDelay: .milliseconds(500), delay: .milliseconds(100)) { task in
        guard now() < end else { return task.cancel() }
        let answered = loop.makePromise(of: Void.self)
        let channel = ClientBootstrap(group: loop).channelInitializer { channel in
            channel.pipeline.addHTTPClientHandlers().flatMap { channel.pipeline.addHandler(HealthProbeHandler(answered: answered)) }
        }.connect(host: "127.0.0.1", port: port).flatMap { channel in
            var headers = HTTPHeaders()
            headers.add(name: "Host", value: "127.0.0.1:\(port)")
            return channel.writeAndFlush(HTTPClientRequestPart.head(HTTPRequestHead(version: .http1_1, method: .GET, uri: "/api/health", headers: headers)))
                .flatMap { channel.writeAndFlush(HTTPClientRequestPart.end(nil)) }.map { channel }
        }
        timed(\.health, answered, channel: channel)
    }
    _ = loop.scheduleRepeatedTask(initialDelay: .milliseconds(700), delay: .seconds(1)) { task in
        guard now() < end else { return task.cancel() }
        let answered = loop.makePromise(of: Void.self)
        timed(\.hello, answered, channel: connectSession(on: loop, port: port, scene: scene, deflate: false) { HelloProbeHandler(answered: answered) })
    }
}

func ownCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

let options = Options(arguments: CommandLine.arguments)
let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
let slot = UInt64(1e9 / options.fps)
let ticks = Int(options.seconds * options.fps)
let records = (0..<options.sessions).map { _ in SessionRecord() }

// Connect every session first, then start them all on a common clock a moment later.
let start = now() + 500_000_000 + UInt64(options.sessions) * 20_000_000
var completions: [EventLoopFuture<Void>] = []
for index in 0..<options.sessions {
    let loop = group.next()
    let done = loop.makePromise(of: Void.self)
    completions.append(done.futureResult)
    let record = records[index]
    connectSession(on: loop, port: options.port, scene: options.scene, deflate: options.deflate) {
        LoadSessionHandler(record: record, index: index, start: start, slot: slot, ticks: ticks, done: done)
    }.whenFailure { error in
        record.closed = "connect failed: \(error)"
        done.succeed(())
    }
}

let probes = ProbeRecord()
let runEnd = start + UInt64(options.seconds * 1e9)
if options.hostile > 0 {
    let loop = group.next()
    for _ in 0..<options.hostile {
        let done = loop.makePromise(of: Void.self)
        completions.append(done.futureResult)
        connectSession(on: loop, port: options.port, scene: options.hostileScene, deflate: options.deflate) {
            HostileSessionHandler(end: runEnd, done: done)
        }.whenFailure { _ in done.succeed(()) }
    }
    startProbes(on: loop, port: options.port, scene: options.scene, end: runEnd, record: probes)
}

let serverCPUStart = options.serverPID.flatMap(cpuSeconds)
let clientCPUStart = ownCPUSeconds()
let wallStart = now()
try EventLoopFuture.andAllComplete(completions, on: group.next()).wait()
let wall = Double(now() - wallStart) / 1e9
let serverCPU = options.serverPID.flatMap(cpuSeconds).flatMap { end in serverCPUStart.map { end - $0 } }
let clientCPU = ownCPUSeconds() - clientCPUStart
try group.syncShutdownGracefully()

let asked = records.reduce(0) { $0 + $1.asked }
let delivered = records.reduce(0) { $0 + $1.delivered }
let inSlot = records.reduce(0) { $0 + $1.inSlot }
let bytes = records.reduce(0) { $0 + $1.bytes }
let intervals = records.flatMap(\.intervals)
let responses = records.flatMap(\.responseTimes)
let problems = records.enumerated().filter {
    ($0.element.closed.map { !$0.hasPrefix("1000") } ?? false) || $0.element.errors > 0 || $0.element.errorReplies > 0
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
print("""
    serve load: \(options.sessions) sessions × \(Int(options.fps)) fps × \(Int(options.seconds)) s of scene '\(options.scene)' \
    (pointer drag on every frame, permessage-deflate \(options.deflate ? "offered: the server negotiates it over loopback only with --compression always" : "not offered"))
    | metric | value |
    |---|---|
    | frames asked | \(asked) |
    | frames delivered | \(delivered) (\(format(100 * Double(delivered) / Double(max(asked, 1))))%) |
    | delivered within their \(format(1000 / options.fps, 1)) ms slot | \(inSlot) (\(format(100 * Double(inSlot) / Double(max(asked, 1))))% of asked) |
    | frame interval p50 / p99 | \(format(percentile(intervals, 50))) ms / \(format(percentile(intervals, 99))) ms |
    | request → frame p50 / p99 / max | \(format(percentile(responses, 50))) ms / \(format(percentile(responses, 99))) ms / \(format(responses.max() ?? .nan)) ms |
    | frame message bytes on the wire (info included; after compression, if on) | \(format(Double(bytes) / Double(max(delivered, 1)), 0)) |
    | server CPU | \(serverCPU.map { "\(format($0)) s = \(format(100 * $0 / wall, 0))% of one core" } ?? "n/a (no --server-pid)") |
    | server CPU per frame delivered | \(serverCPU.map { "\(format(1e6 * $0 / Double(max(delivered, 1)), 1)) µs" } ?? "n/a") |
    | serving overhead per frame (server CPU − scene work) | \(serverCPU.flatMap { cpu in options.sceneWork.map { "\(format(1e6 * cpu / Double(max(delivered, 1)) - $0, 1)) µs (scene work \(format($0, 1)) µs)" } } ?? "n/a (give --scene-work-us)") |
    | load client CPU (not the server's) | \(format(clientCPU)) s = \(format(100 * clientCPU / wall, 0))% of one core, \(format(1e6 * clientCPU / Double(max(delivered, 1)), 1)) µs per frame |
    """)
if options.hostile > 0 {
    print("""
        with \(options.hostile) hostile sessions of '\(options.hostileScene)' (seek 0, pointerDown, pointerUp, seek 3600, frame × 90/s each):
        | probe | count | p50 | p99 | max |
        |---|---|---|---|---|
        | GET /api/health (new connection) | \(probes.health.count) | \(format(percentile(probes.health, 50))) ms | \(format(percentile(probes.health, 99))) ms | \(format(probes.health.max() ?? .nan)) ms |
        | new session: upgrade → hello | \(probes.hello.count) | \(format(percentile(probes.hello, 50))) ms | \(format(percentile(probes.hello, 99))) ms | \(format(probes.hello.max() ?? .nan)) ms |
        (unanswered after 5 s counts as 5000 ms)
        """)
}
if !problems.isEmpty {
    print("sessions with problems: " + problems.prefix(5).map {
        "#\($0.offset): closed \($0.element.closed ?? "-"), channel errors \($0.element.errors), error replies \($0.element.errorReplies)"
    }.joined(separator: "; ") + (problems.count > 5 ? "; … (\(problems.count) in all)" : ""))
}
