import Foundation

/// What `preview mcp` does with one line of input before the SDK sees it (JSON-RPC 2.0 §4, §5):
/// hand it on, or answer it here with an error the SDK would not send.
///
/// The SDK drops a request whose `id` is neither a string nor an integer (it reads it as a
/// notification: no answer, and the request stays pending forever), and answers lines it cannot
/// read with an error under an id it makes up. JSON-RPC wants an error with `"id": null` when
/// the id cannot be known (§5), so these are answered here:
///
/// | line | answer |
/// |---|---|
/// | not JSON | -32700 parse error, `"id": null` |
/// | JSON that is neither an object nor a batch (array) | -32600 invalid request, `"id": null` |
/// | `jsonrpc` missing or not `"2.0"`, `method` not a string, neither `method` nor `result`/`error` | -32600, the id if it is valid, else `null` |
/// | a request whose `id` is `null`, a fraction, a number beyond `Int`, a boolean, an object or an array | -32600, `"id": null` |
///
/// Everything else (requests, notifications, responses, batches) goes to the SDK.
enum JSONRPCEnvelope {
    /// What to do with a line.
    enum Verdict: Equatable {
        /// Nothing but whitespace: ignored.
        case blank
        /// Hand the line to the SDK; `requestID` is the id (as JSON text) of a request, which the
        /// SDK will answer.
        case forward(requestID: String?)
        /// Write this answer (a JSON-RPC error, no newline) instead.
        case answer(Data)
    }

    /// JSON-RPC's error codes used here.
    static let parseError = -32700
    static let invalidRequest = -32600

    /// Sorts one line of input.
    static func classify(_ line: Data) -> Verdict {
        guard let first = line.first(where: { !Self.isWhitespace($0) }) else { return .blank }
        let probe: Probe
        do {
            probe = try JSONDecoder().decode(Probe.self, from: line)
        } catch DecodingError.typeMismatch {
            // Valid JSON, not an object: a batch is the SDK's to answer, anything else is not a request.
            if first == UInt8(ascii: "[") { return .forward(requestID: nil) }
            return .answer(Self.errorAnswer(invalidRequest, "Invalid Request: a JSON-RPC message is an object (or an array of them)", id: nil))
        } catch {
            return .answer(Self.errorAnswer(parseError, "Parse error: the line is not JSON", id: nil))
        }
        let validID = probe.id?.json
        guard probe.jsonrpc == "2.0" else {
            return .answer(Self.errorAnswer(invalidRequest, "Invalid Request: \"jsonrpc\" must be \"2.0\"", id: validID))
        }
        if probe.hasMethod {
            guard probe.method != nil else {
                return .answer(Self.errorAnswer(invalidRequest, "Invalid Request: \"method\" must be a string", id: validID))
            }
            guard probe.hasID else { return .forward(requestID: nil) }  // a notification
            guard let validID else {
                return .answer(Self.errorAnswer(invalidRequest, "Invalid Request: the id must be a string or an integer", id: nil))
            }
            return .forward(requestID: validID)
        }
        guard probe.hasResult, validID != nil else {
            return .answer(Self.errorAnswer(invalidRequest, "Invalid Request: a request needs \"method\", a response \"id\" and \"result\" or \"error\"", id: validID))
        }
        return .forward(requestID: nil)
    }

    /// The id (as JSON text) of a JSON-RPC response the server writes; nil for anything else.
    static func id(ofResponse data: Data) -> String? {
        guard let probe = try? JSONDecoder().decode(Probe.self, from: data), !probe.hasMethod else { return nil }
        return probe.id?.json
    }

    /// A JSON-RPC error answer.
    ///
    /// - Parameter id: The request's id as JSON text, or nil for `null`.
    static func errorAnswer(_ code: Int, _ message: String, id: String?) -> Data {
        let encodedMessage = (try? JSONEncoder().encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? "\"error\""
        return Data(#"{"jsonrpc":"2.0","id":\#(id ?? "null"),"error":{"code":\#(code),"message":\#(encodedMessage)}}"#.utf8)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A request id as the SDK reads one: a string or an integer within `Int`.
    enum RequestID: Decodable, Equatable {
        case string(String)
        case integer(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .string(text)
            } else if let number = try? container.decode(Int.self) {
                self = .integer(number)
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a request id")
            }
        }

        /// The id as JSON text.
        var json: String {
            switch self {
            case .string(let text): (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
            case .integer(let number): String(number)
            }
        }
    }

    /// The envelope's fields, read without decoding `params` or `result`.
    private struct Probe: Decodable {
        var jsonrpc: String?
        var hasMethod = false
        var method: String?
        var hasID = false
        /// The id when it is a valid one.
        var id: RequestID?
        var hasResult = false

        enum Key: String, CodingKey { case jsonrpc, method, id, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            jsonrpc = try? container.decode(String.self, forKey: .jsonrpc)
            hasMethod = container.contains(.method)
            method = try? container.decode(String.self, forKey: .method)
            hasID = container.contains(.id)
            id = try? container.decode(RequestID.self, forKey: .id)
            hasResult = container.contains(.result) || container.contains(.error)
        }
    }
}
