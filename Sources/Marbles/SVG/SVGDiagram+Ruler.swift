extension SVGDiagram {
    /// One labelled tick of the time axis: at the x where an event of that time stands.
    struct Tick: Equatable {
        var x: Int
        var text: String
    }

    /// `time`, an axis over the columns (broken at compressed silences, marked `≈`), and
    /// labelled ticks in ms or s (`0ms  500ms  1s  1.5s`): at round times, at the first
    /// column after each silence, and at the last column drawn.
    func drawRuler(_ svg: inout SVGWriter) {
        guard !lanes.isEmpty else { return }
        let axis = theme.margin + theme.rulerHeight - 24
        svg.text("time", x: theme.margin, y: axis + 4, ["fill": theme.muted, "font-family": theme.sansSerif])
        var offset = 0
        for segment in layout.segments {
            switch segment {
            case .columns(_, let count):
                svg.element("line", ["x1": "\(leftEdge(offset))", "y1": "\(axis)", "x2": "\(leftEdge(offset + count))",
                                     "y2": "\(axis)", "stroke": theme.muted, "stroke-width": "1"])
            case .gap:
                svg.text("≈", x: (leftEdge(offset) + leftEdge(offset + segment.width)) / 2, y: axis + 4,
                         ["fill": theme.muted, "text-anchor": "middle"])
            }
            offset += segment.width
        }
        for tick in rulerTicks() {
            svg.element("line", ["x1": "\(tick.x)", "y1": "\(axis - 4)", "x2": "\(tick.x)", "y2": "\(axis + 4)",
                                 "stroke": theme.muted, "stroke-width": "1"])
            svg.text(tick.text, x: tick.x, y: axis - 8,
                     ["fill": theme.ink, "text-anchor": "middle", "font-size": "\(theme.smallestFont)"])
        }
    }

    /// The labelled ticks, left to right, none touching the next. A column's tick stands at
    /// its centre, where its marbles are; a round time inside a column stands in proportion.
    func rulerTicks() -> [Tick] {
        guard !lanes.isEmpty else { return [] }
        let duration = max(1, layout.columnDuration)
        var spans: [(offset: Int, first: Int, last: Int)] = []
        var offset = 0
        for segment in layout.segments {
            if case .columns(let firstTime, let count) = segment, count > 0 {
                spans.append((offset, firstTime, DiagramGrid.saturatingAdd(firstTime, DiagramGrid.saturatingMultiply(count - 1, duration))))
            }
            offset += segment.width
        }
        guard let end = spans.last else { return [] }
        func x(_ time: Int, in span: (offset: Int, first: Int, last: Int)) -> Int {
            // Whole columns, then the part of one: no product that could overflow.
            let since = DiagramGrid.saturatingSubtract(time, span.first)
            return center(span.offset) + since / duration * pitch + since % duration * pitch / duration
        }
        func tick(_ time: Int, in span: (offset: Int, first: Int, last: Int)) -> Tick {
            Tick(x: x(time, in: span), text: formatVirtualTime(time))
        }
        func clear(_ left: Tick, _ right: Tick) -> Bool {
            let half = { (tick: Tick) in (theme.textWidth(tick.text, size: theme.smallestFont) + 1) / 2 }
            return left.x + half(left) + 8 <= right.x - half(right)
        }
        // The finest round step whose ticks all stand clear of each other, so they are
        // evenly spaced (the first column after a silence may still give way).
        var step = Self.roundStep(atLeast: max(1, DiagramGrid.saturatingMultiply(20, duration) / max(1, pitch)))
        var candidates: [Tick] = []
        while true {
            var rounds: [Tick] = []
            for span in spans {
                var time = span.first - span.first % step
                if time < span.first { time += step }
                while time <= span.last {
                    rounds.append(tick(time, in: span))
                    if time > DiagramGrid.saturatingSubtract(span.last, step) { break }
                    time += step
                }
            }
            if zip(rounds, rounds.dropFirst()).allSatisfy({ clear($0, $1) }) || rounds.count < 2 {
                candidates = rounds
                break
            }
            // No round step is coarser: the first round tick alone (times near the limits of Int).
            guard step < Int.max else {
                candidates = Array(rounds.prefix(1))
                break
            }
            step = Self.roundStep(atLeast: step + 1)
        }
        // The first column of each stretch, where no round tick stands too close to it.
        for span in spans {
            let first = tick(span.first, in: span)
            guard !candidates.contains(first), candidates.allSatisfy({ clear($0, first) || clear(first, $0) }) else { continue }
            candidates.append(first)
        }
        candidates.sort { $0.x < $1.x }
        let last = tick(end.last, in: end)
        var ticks: [Tick] = []
        for candidate in candidates where ticks.last.map({ clear($0, candidate) }) ?? true {
            ticks.append(candidate)
        }
        // The last column is always labelled: a round tick too close to it gives way.
        while ticks.count > 1, let previous = ticks.last, previous != last, !clear(previous, last) { ticks.removeLast() }
        if let previous = ticks.last, previous != last, clear(previous, last) { ticks.append(last) }
        return ticks
    }

    /// The smallest of 1, 2, 5 × 10ⁿ ms that is at least `minimum` (`Int.max` beyond them).
    static func roundStep(atLeast minimum: Int) -> Int {
        var scale = 1
        while scale <= Int.max / 50 {
            for factor in [1, 2, 5] where factor * scale >= minimum { return factor * scale }
            scale *= 10
        }
        return Int.max
    }
}
