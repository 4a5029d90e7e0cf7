import StreamCore
import StreamLanguage

/// Operators that work with time on the session's virtual clock: debounce, throttle,
/// delay, timeout, measureInterval. Each takes a trailing `on main|background`, the queue its
/// scheduled work runs on (`QueueArguments.swift`).
extension OperatorRegistry {
    static let timing: [OperatorDescriptor] = [debounce, throttle, delay, timeout, measureInterval]

    package static let debounce = OperatorDescriptor(
        signature: OperatorSignature(name: "debounce", arguments: .duration, takesQueue: true),
        summary: "emit the latest value once the upstream is silent for the interval",
        example: "a | debounce 300ms | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("debounce(for: \(try w.duration(args.duration)), scheduler: \(w.scheduler(args)))")
        },
        check: { arguments, checks, context in
            checks.duration(arguments, context).map { CheckedArguments(duration: $0, queue: arguments.queue) }
        },
        instantiate: { checked, instantiator in
            let (interval, queue) = (checked.duration ?? 0, checked.queue)
            return { [clock = instantiator.clock] upstream, _ in upstream.debounce(interval, on: clock, queue: queue) }
        },
        // AsyncAlgorithms' `debounce(for:)`: a pending element goes out when the base finishes.
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in checks.duration(arguments, context).map { CheckedArguments(duration: $0) } },
            instantiate: { checked, upstream, context in upstream.debounce(checked.duration ?? 0, clock: context.clock) }))

    package static let throttle = OperatorDescriptor(
        signature: OperatorSignature(name: "throttle", arguments: .sequence([.duration, .keyword(.throttleMode)]), takesQueue: true),
        summary: "emit at most one value per interval: the newest (latest) or the oldest (first)",
        example: "a | throttle 300ms latest | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("throttle(for: \(try w.duration(args.duration)), scheduler: \(w.scheduler(args)), latest: \(!args.has(.first)))")
        },
        check: { arguments, checks, context in
            checks.duration(arguments, context).map {
                CheckedArguments(duration: $0, queue: arguments.queue, latest: !arguments.has(.first))
            }
        },
        instantiate: { checked, instantiator in
            let (interval, latest, queue) = (checked.duration ?? 0, checked.latest, checked.queue)
            return { [clock = instantiator.clock, noted = instantiator.throttleTookValueWhileSubscribing] upstream, _ in
                upstream.throttle(interval, latest: latest, on: clock, queue: queue, tookValueWhileSubscribing: noted)
            }
        },
        // AsyncAlgorithms' `_throttle(for:latest:)`: pull-based, no timer while the input is silent.
        asyncMeaning: AsyncMeaning(
            check: { arguments, checks, context in
                checks.duration(arguments, context).map { CheckedArguments(duration: $0, latest: !arguments.has(.first)) }
            },
            instantiate: { checked, upstream, context in
                upstream.throttle(checked.duration ?? 0, latest: checked.latest, clock: context.clock)
            }))

    package static let delay = OperatorDescriptor(
        signature: OperatorSignature(name: "delay", arguments: .duration, takesQueue: true),
        summary: "shift every event, completion included, later",
        example: "a | delay 250ms | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("delay(for: \(try w.duration(args.duration)), scheduler: \(w.scheduler(args)))")
        },
        check: { arguments, checks, context in
            checks.duration(arguments, context).map { CheckedArguments(duration: $0, queue: arguments.queue) }
        },
        instantiate: { checked, instantiator in
            let (interval, queue) = (checked.duration ?? 0, checked.queue)
            return { [clock = instantiator.clock] upstream, _ in upstream.delay(interval, on: clock, queue: queue) }
        })

    static let timeout = OperatorDescriptor(
        signature: OperatorSignature(name: "timeout", arguments: .sequence([.duration, .optional(.word(.fail, .expression))]), takesQueue: true),
        summary: "finish (or fail) when no value arrives within the interval",
        example: #"a | timeout 1s fail "late" | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in
            let interval = try w.duration(args.duration)
            guard let message = args.expression(after: .fail) else {
                return up.then("timeout(\(interval), scheduler: \(w.scheduler(args)))")
            }
            let text = try w.expression(message)
            guard text.type == .string else { throw .noCombineCounterpart("a timeout error that is not text") }
            let failing = try up.failing(as: up.failure == .any ? .any : .marble)
            return failing.then("timeout(\(interval), scheduler: \(w.scheduler(args)), customError: { MarbleError(\(text.code)) })")
        },
        check: { arguments, checks, context in
            guard let interval = checks.duration(arguments, context),
                  let failure = checks.optionalExpression(arguments.expression(after: .fail), context.scope)
            else { return nil }
            return CheckedArguments(expression: failure, duration: interval, queue: arguments.queue)
        },
        instantiate: { checked, instantiator in
            let (interval, queue) = (checked.duration ?? 0, checked.queue)
            let failure = checked.expression.map { instantiator.lower($0) }
            return { [clock = instantiator.clock] upstream, env throws(StreamError) in
                let error = try failure.map { message throws(StreamError) in StreamError(try message(env).description) }
                return upstream.timeout(interval, on: clock, error: error, queue: queue)
            }
        })

    package static let measureInterval = OperatorDescriptor(
        signature: OperatorSignature(name: "measureInterval", takesQueue: true),
        summary: "emit the milliseconds since the previous value (or since subscription, for the first)",
        example: "a | measureInterval | sink",
        // Combine's measureInterval only reads its scheduler's clock; values stay on the
        // upstream's queue, so the queue changes nothing here.
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("measureInterval(using: \(w.scheduler(args)))").then("map { $0.magnitude / 1_000_000 }", output: .int)
        },
        check: { _, _, _ in CheckedArguments() },
        instantiate: { _, instantiator in { [clock = instantiator.clock] upstream, _ in upstream.measureInterval(on: clock) } })
}
