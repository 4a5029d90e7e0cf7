import StreamCore

/// `LaneJSON` written piece by piece: a session at the memory bound holds a million events
/// (or values of 100,000 elements), and building its JSON as one string of strings of
/// strings took seconds and several times the session's memory. Here each event is
/// appended to one buffer, handed to `output` in pieces of about 64 KB.
extension LaneJSON {
    /// Bytes gathered before a piece is handed on.
    static let pieceSize = 64 << 10

    /// DESIGN.md's schema, as `encode` returns it, in pieces.
    public static func write(_ lanes: [Lane], notes: [LaneNote] = [], to output: (String) -> Void) {
        withoutActuallyEscaping(output) { output in write(lanes, notes: notes, into: Writer(output: output)) }
    }

    private static func write(_ lanes: [Lane], notes: [LaneNote], into writer: Writer) {
        var writer = writer
        writer.append("{\"lanes\":[")
        for (index, lane) in lanes.enumerated() {
            writer.append(index == 0 ? "{\"name\":" : ",{\"name\":")
            writer.append(string(lane.name))
            writer.append(",\"events\":[")
            var first = true
            for record in lane.records {
                guard writer.appendEvent(record, first: first) else { continue }
                first = false
            }
            writer.append("]}")
        }
        writer.append("]")
        if !notes.isEmpty {
            writer.append(",\"notes\":[")
            for (index, note) in notes.enumerated() {
                writer.append(index == 0 ? "{\"t\":" : ",{\"t\":")
                writer.append(String(note.time))
                if let lane = note.lane { writer.append(",\"lane\":" + string(lane.name)) }
                writer.append(",\"text\":" + string(note.text) + "}")
            }
            writer.append("]")
        }
        writer.append("}")
        writer.flush()
    }

    private struct Writer {
        package let output: (String) -> Void
        package var buffer = ""

        init(output: @escaping (String) -> Void) {
            self.output = output
            buffer.reserveCapacity(LaneJSON.pieceSize + 1024)
        }

        package mutating func append(_ text: String) {
            buffer += text
            if buffer.utf8.count >= LaneJSON.pieceSize { flush() }
        }

        package mutating func flush() {
            guard !buffer.isEmpty else { return }
            output(buffer)
            buffer.removeAll(keepingCapacity: true)
        }

        /// One event; false for the kinds the schema leaves out (requests).
        mutating func appendEvent(_ record: EventRecord, first: Bool) -> Bool {
            let kind: String
            switch record.kind {
            case .subscribe: kind = "subscribe"
            case .value: kind = "value"
            case .finished: kind = "finished"
            case .failure: kind = "failure"
            case .cancel: kind = "cancel"
            case .taskStarted: kind = "start"
            case .cancelRequested: kind = "cancelRequested"
            // A returned value is the task's end: `finished` with its value.
            case .returned: kind = "finished"
            case .request, .synchronousRequest, .suspended, .resumed, .waiting: return false
            }
            append(first ? "{\"t\":" : ",{\"t\":")
            append(String(record.time))
            append(",\"kind\":\"" + kind + "\"")
            switch record.kind {
            case .value(let value), .returned(let value):
                append(",\"value\":")
                appendValue(value)
            case .failure(let error):
                append(",\"error\":" + LaneJSON.string(error.message))
            default:
                break
            }
            append("}")
            return true
        }

        /// Lists element by element; everything else as `LaneJSON.json` writes it.
        mutating func appendValue(_ value: Value) {
            switch value {
            case .tuple(let items), .array(let items):
                append("[")
                for (index, item) in items.enumerated() {
                    if index > 0 { append(",") }
                    appendValue(item)
                }
                append("]")
            default:
                append(LaneJSON.json(value))
            }
        }
    }
}
