import StreamCore
import StreamLanguage

/// Issue 20: `ignoringDemand`, a publisher that breaks the demand contract on purpose. It
/// asks its upstream for everything and hands every value on, whatever its downstream asked
/// for; each value it sends with no demand outstanding prints a note with the running total.
/// What the downstream does with the extra values is the lesson: a `sink demand N` takes
/// them (as OpenCombine's `Sink` does), a `buffer` holds them until asked.
extension OperatorRegistry {
    package static let ignoringDemand = OperatorDescriptor(
        signature: OperatorSignature(name: "ignoringDemand"),
        summary: "misbehave on purpose: ask upstream for everything, pass every value on beyond downstream's demand",
        example: "a | ignoringDemand | sink demand 1",
        swift: { _, _, _ throws(SwiftExportSkip) in
            throw .noCombineCounterpart("ignoringDemand (a publisher that breaks the demand contract on purpose)")
        },
        check: { _, _, _ in CheckedArguments() },
        instantiate: { _, instantiator in
            { [printLine = instantiator.printLine] upstream, _ in
                upstream.ignoringDemand { total in printLine(RuntimeNotes.sentBeyondDemand(total)) }
            }
        })
}

