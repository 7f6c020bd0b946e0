// The load client behind `scripts/bench serve --shared`: one shared session (docs/session-protocol.md
// §6) watched by N viewers on a running `preview serve`. The first viewer shares the scene
// (`?scene=ID&share=1`) and drags a pointer in a circle; the others join with the id and key of its
// hello. Every viewer asks for its next frame as soon as a frame arrives (a page at the display
// rate never lacks a request), so the server's tick sets the rate.
//
// Per viewer it reports frames received, the server ticks they span, and the share of ticks whose
// frame arrived on time: within one frame period of the tick's scheduled time (the tick times are
// fitted from the earliest arrival: tick k is due at T0 + k/fps; a tick without a frame counts as
// late). Then the server's CPU over the run (with --server-pid), per second and per tick, so runs
// with 1 and with N viewers show whether simulation and encoding run once per tick, and the load
// average at the start and the end.
//
//   ServeShare --port P [--viewers 20] [--seconds 20] [--scene demo] [--server-pid PID] [--deflate]
//
// With --deflate the joiners offer permessage-deflate (as browsers do; zlib runs once per viewer);
// their frame infos are then compressed and not read, so on-time shares are given for the sharer
// only (it never offers deflate, so its hello, with the key, can be read).

import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import ServeClient

struct Options {
    var port = 0
    var viewers = 20
    var seconds = 20.0
    var scene = "demo"
    var serverPID: Int32?
    var deflate = false

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            let value = { () -> String in
                guard let value = iterator.next() else { fatalError("\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--port": port = Int(value())!
            case "--viewers": viewers = Int(value())!
            case "--seconds": seconds = Double(value())!
            case "--scene": scene = value()
            case "--server-pid": serverPID = Int32(value())!
            case "--deflate": deflate = true
            default: fatalError("unknown argument \(argument)")
            }
        }
        precondition(port > 0 && viewers >= 1, "--port is required, --viewers at least 1")
    }
}

/// What one viewer measured; written on its event loop during the run, read after.
final class ViewerRecord: @unchecked Sendable {
    var arrivals: [UInt64] = []
    var ticks: [Int] = []
    /// The frames' `seq`: the server's count of drawn and encoded frames.
    var sequences: [Int] = []
    var bytes = 0
    var closed: String?
    var errors = 0
}

/// One viewer: asks for a frame whenever one arrives, until `end`.
final class ViewerHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    let record: ViewerRecord
    let drags: Bool
    let end: UInt64
    let onHello: (@Sendable (String) -> Void)?
    let done: EventLoopPromise<Void>
    private var text: [UInt8] = []
    private var binary: [UInt8] = []
    private var compressed = false
    /// Whether the hello arrived (frames are asked for from then on).
    private var greeted = false
    private var current: WebSocketOpcode = .text
    private var step = 0

    init(record: ViewerRecord, drags: Bool, end: UInt64, onHello: (@Sendable (String) -> Void)?, done: EventLoopPromise<Void>) {
        self.record = record
        self.drags = drags
        self.end = end
        self.onHello = onHello
        self.done = done
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary, .continuation:
            if frame.opcode != .continuation {
                current = frame.opcode
                compressed = frame.rsv1
                text = []
                binary = []
            }
            if current == .text { text += frame.unmaskedData.readableBytesView } else { binary += frame.unmaskedData.readableBytesView }
            guard frame.fin else { return }
            if current == .text {
                let message = String(decoding: text, as: UTF8.self)
                // A compressed text message is not read: the first one is the hello (a viewer
                // that waited for a readable hello would never ask for a frame).
                if message.contains(#""type":"hello""#) || (compressed && !greeted) {
                    greeted = true
                    onHello?(message)
                    if drags {
                        context.writeText(#"{"type":"pointerDown","id":1,"x":195,"y":422,"buttons":1,"t":0}"#)
                    }
                    request(context)
                } else if message.contains(#""type":"error""#) {
                    record.errors += 1
                }
            } else {
                frameArrived(context)
            }
        case .connectionClose:
            var data = frame.unmaskedData
            record.closed = "\(data.readInteger(as: UInt16.self).map(String.init) ?? "?") \(data.readString(length: data.readableBytes) ?? "")"
            finish(context)
        case .ping:
            context.answerPing(frame)
        default:
            break
        }
    }

    private func frameArrived(_ context: ChannelHandlerContext) {
        record.arrivals.append(now())
        record.bytes += binary.count
        if !compressed, let info = Self.info(binary), let tick = Self.field("tick", in: info) {
            record.ticks.append(tick)
            if let sequence = Self.field("seq", in: info) { record.sequences.append(sequence) }
        }
        guard now() < end else { return finish(context) }
        request(context)
    }

    private func request(_ context: ChannelHandlerContext) {
        if drags {
            step += 1
            let angle = Double(step) / 60 * 2 * .pi
            context.writeText(#"{"type":"pointerMove","id":1,"x":\#(195 + 80 * cos(angle)),"y":\#(422 + 80 * sin(angle)),"buttons":1,"t":0}"#)
        }
        context.writeText(#"{"type":"frame","t":0}"#)
        context.flush()
    }

    /// A frame message's info (varint length, JSON, wire frame).
    static func info(_ message: [UInt8]) -> String? {
        var length = 0, shift = 0, index = 0
        while index < message.count {
            let byte = message[index]
            index += 1
            length |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { break }
            shift += 7
        }
        guard index + length <= message.count else { return nil }
        return String(decoding: message[index..<index + length], as: UTF8.self)
    }

    /// An integer field of a frame info (`"name":123`).
    static func field(_ name: String, in info: String) -> Int? {
        guard let range = info.range(of: "\"\(name)\":") else { return nil }
        return Int(info[range.upperBound...].prefix { $0.isNumber })
    }

    private func finish(_ context: ChannelHandlerContext) {
        if record.closed == nil { record.closed = "1000 client finished" }
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

/// The share of a viewer's ticks whose frame arrived within one period of the tick's due time.
func onTime(_ record: ViewerRecord, period: Double) -> (share: Double, ticks: Int)? {
    guard record.ticks.count == record.arrivals.count, let first = record.ticks.first, let last = record.ticks.last else { return nil }
    let times = zip(record.ticks, record.arrivals).map { (tick: $0, at: Double($1) / 1e9) }
    let origin = times.map { $0.at - Double($0.tick - first) * period }.min()!
    let onTime = times.filter { $0.at - (origin + Double($0.tick - first) * period) <= period }.count
    let span = last - first + 1
    return (Double(onTime) / Double(span), span)
}

func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).map { $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? "n/a"
}

let options = Options(arguments: CommandLine.arguments)
let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
let loop = group.next()
let period = 1.0 / 60
let loadBefore = loadAverage()
let records = (0..<options.viewers).map { _ in ViewerRecord() }
let end = now() + UInt64((options.seconds + 1) * 1e9)
let shared = loop.makePromise(of: String.self)
var completions: [EventLoopFuture<Void>] = []

let ownerDone = loop.makePromise(of: Void.self)
completions.append(ownerDone.futureResult)
connectSession(on: loop, port: options.port, target: "/session?scene=\(options.scene)&share=1", deflate: false) {
    ViewerHandler(record: records[0], drags: true, end: end, onHello: { hello in
        // The credentials are in the hello's `share` object (the scene's description before it
        // has an "id" of its own).
        guard let share = hello.range(of: #""share":{"#).map({ hello[$0.upperBound...] }),
              let id = share.range(of: #""id":""#).map({ share[$0.upperBound...].prefix(16) }),
              let key = share.range(of: #""key":""#).map({ share[$0.upperBound...].prefix(32) })
        else { return shared.fail(ChannelError.inputClosed) }
        shared.succeed("/session?join=\(id)&key=\(key)")
    }, done: ownerDone)
}.whenFailure { shared.fail($0); ownerDone.succeed(()) }

let joinTarget = try shared.futureResult.wait()
for index in 1..<options.viewers {
    let done = loop.makePromise(of: Void.self)
    completions.append(done.futureResult)
    let record = records[index]
    connectSession(on: loop, port: options.port, target: joinTarget, deflate: options.deflate) {
        ViewerHandler(record: record, drags: false, end: end, onHello: nil, done: done)
    }.whenFailure { error in
        record.closed = "connect failed: \(error)"
        done.succeed(())
    }
}
// Measure from a moment after everyone joined.
Thread.sleep(forTimeInterval: 0.5)
let serverCPUStart = options.serverPID.flatMap(cpuSeconds)
let wallStart = now()
try EventLoopFuture.andAllComplete(completions, on: loop).wait()
let wall = Double(now() - wallStart) / 1e9
let serverCPU = options.serverPID.flatMap(cpuSeconds).flatMap { end in serverCPUStart.map { end - $0 } }
try group.syncShutdownGracefully()

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
var rows: [String] = []
var worst = 1.0
for (index, record) in records.enumerated() {
    let intervals = zip(record.arrivals.dropFirst(), record.arrivals).map { Double($0 - $1) / 1e6 }
    let timing = onTime(record, period: period)
    if let timing { worst = min(worst, timing.share) }
    // A viewer that received nothing (it could not join, or was closed) was never on time.
    if record.arrivals.isEmpty { worst = 0 }
    rows.append("| \(index == 0 ? "sharer" : "viewer \(index)") | \(record.arrivals.count) | \(timing.map { "\($0.ticks)" } ?? "–") | "
        + "\(timing.map { format(100 * $0.share, 2) + " %" } ?? "n/a (deflate)") | \(format(percentile(intervals, 50), 2)) / \(format(percentile(intervals, 99), 2)) ms | "
        + "\(format(Double(record.bytes) / Double(max(record.arrivals.count, 1)), 0)) | \(record.closed ?? "-")\(record.errors > 0 ? ", \(record.errors) errors" : "") |")
}
// Drawing and encoding once per tick: every frame of a tick carries the same `seq` for every
// viewer, and `seq` (the server's count of drawn frames) grows by one per tick that drew.
var sequenceOfTick: [Int: Int] = [:]
var disagreements = 0
for record in records {
    for (tick, sequence) in zip(record.ticks, record.sequences) {
        if let seen = sequenceOfTick[tick] { disagreements += seen == sequence ? 0 : 1 } else { sequenceOfTick[tick] = sequence }
    }
}
let tickSpan = sequenceOfTick.keys.max().flatMap { last in sequenceOfTick.keys.min().map { last - $0 + 1 } } ?? 0
let drawnSpan = sequenceOfTick.values.max().flatMap { last in sequenceOfTick.values.min().map { last - $0 + 1 } } ?? 0
let ticks = Double(max(tickSpan, 1))
print("""
    serve --shared: one shared session of '\(options.scene)', \(options.viewers) viewer\(options.viewers == 1 ? "" : "s") × \(Int(options.seconds)) s \
    (the sharer drags every frame; joiners \(options.deflate ? "offer" : "do not offer") permessage-deflate); load average \(loadBefore) → \(loadAverage())
    | viewer | frames | ticks spanned | on time (≤ 16.7 ms after its tick) | interval p50 / p99 | bytes per frame | closed |
    |---|---|---|---|---|---|---|
    \(rows.joined(separator: "\n"))
    worst viewer on time: \(format(100 * worst, 2)) %
    frames drawn and encoded: \(drawnSpan) over \(tickSpan) ticks (\(format(Double(drawnSpan) / ticks, 3)) per tick); \
    ticks whose frame had another seq for another viewer: \(disagreements)
    server CPU: \(serverCPU.map { "\(format($0, 2)) s over \(format(wall, 1)) s = \(format(100 * $0 / wall, 0))% of one core, \(format(1e6 * $0 / (wall * 60), 0)) µs per tick (60 ticks/s)" } ?? "n/a (no --server-pid)")
    """)
