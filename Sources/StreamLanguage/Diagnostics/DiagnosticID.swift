/// One case per message of the diagnostic catalogue (`DiagnosticMessages`). The compiler
/// keeps the cases unique, and a message's stable id is derived from its case's name
/// (`unknownOperator` is `unknown-operator`), as swift-syntax derives its message ids, so two
/// messages can never share an id by accident. `DiagnosticCatalogueTests` checks that every
/// case is used by exactly one message.
public enum DiagnosticID: String, CaseIterable, Sendable {
    case ambiguousLesson
    case assignRootMismatch
    case asyncOperandNeeded
    case asyncSequenceSink
    case asyncTimerIsNotAPublisher
    case asyncNeedsNoConnection
    case autoconnectAfterCombining
    case badDocument
    case badMarbles
    case badWindow
    case bracesNotAllowed
    case cancelBeforeMade
    case cannotConnect
    case cannotFail
    case cannotRead
    case cannotWrite
    case chainTooDeep
    case clauseNotAllowed
    case colourUnavailable
    case conditionalInBraces
    case commandNotHere
    case commandUsage
    case declaredTwice
    case discardWithoutSink
    case duplicateSinkClause
    case emptyCommand
    case expectedBraces
    case exportNeedsScenarios
    case expectedCount
    case expectedDuration
    case expectedDurationUnit
    case expectedExpression
    case expectedExpressionAfter
    case expectedMarbles
    case expectedName
    case expectedOperator
    case expectedProperty
    case expectedPublisher
    case expectedQueue
    case expectedRangeOperator
    case expectedStatement
    case expectedString
    case expectedToken
    case expectedTupleIndex
    case expectedWord
    case exportUnreadable
    case forAwaitNeedsAsyncSequence
    case combineTimerIsNotAsync
    case exportFormat
    case fractionalMilliseconds
    case invalidEscape
    case invalidSetting
    case invalidValue
    case keywordAsName
    case lessonsUnavailable
    case loadsTooDeep
    case malformedOperator
    case missingSink
    case mixedSendTimes
    case namedSendNeedsChannel
    case namedSendIsOneSendNow
    case namedSendInBody
    case nestedAt
    case nestedTooDeeply
    case noExercise
    case noLessons
    case noSuchExercise
    case noAsyncCounterpart
    case notAGeneratedFile
    case notOnPublishers
    case notConnectable
    case notExportable
    case nothingToExport
    case sessionTooLargeToExport
    case numberTooLarge
    case objectReleased
    case programStopped
    case progressNotSaved
    case queueNotAccepted
    case recordingFull
    case scriptMayNotWrite
    case scriptWriteDeclined
    case sendToErased
    case settingAsStatement
    case sinkInDefinition
    case sinkInInnerPipeline
    case sinkNotLast
    case solutionLocked
    case sourceAsOperator
    case swiftSpelling
    case switchToLatestTakesNoBraces
    case throttleModeMissing
    case throttleModeUnknown
    case timeInPast
    case tooManyErrors
    case trap
    case unexpectedCharacter
    case unexpectedToken
    case unknownCommand
    case unknownDurationUnit
    case unknownFunction
    case unknownLesson
    case unknownName
    case unknownOperator
    case unknownQueue
    case unknownProperty
    case unknownSetting
    case unknownStatement
    case unterminatedString
    case valueInBraces
    case valueInMapBraces
    case valueNameOutsideOperator
    case wrongArgumentCount
    case wrongKind
    case zeroInterval
    // Bodies and steps (issue 18).
    case stepOutsideBody
    case unknownStep
    case timeInsideBody
    case reservedForLater
    case unsupportedAwait
    case suspensionInHandler
    case emitOutsideTask
    case localRedeclared
    case assignToLet
    case capturedVarChanged
    case taskNameTaken
    case expectedBody
    case throwsOutOfHandler
    // Milestone 4: continuations and callbacks.
    case expectedResumeValue
    case unknownContinuation
    case resumeOfStream
    // Milestone 5:
    case observableAndPublished
    case observableHasNoPublisher
    case objectValueRead
    case notAnObjectProperty
    // Milestone 3: executors.
    case suspensionOnMain
    case workInHandler
    // Milestone 2: functions, t.value, async let, groups.
    case asyncLetNeedsCall
    case functionNamedLikeBuiltin
    case notAFunction
    case functionArguments
    case notATaskValue
    case notAnAsyncLet
    case groupNotInScope
    // Milestone 3: actors.
    case actorMemberExpected
    case notAnActor
    case unknownActorMember
    case actorFieldWrittenOutside
    case actorMemberWithoutAwait
    case actorNameTaken
    // Issue 18 §3: a task as a value (`loading = task { … }`).
    case taskExpressionNotStored
    // Issue 20: system publishers.
    case undeclaredNotification
    // Issue 20: one awaited value.
    case oneValueIsNotASequence
    case awaitNeedsOneValue
    case asyncFirstNeedsCondition
    // Issue 20: `.async` of a plain sequence.
    case asyncNeedsASequence
    // Issue 18: a property holding another object (`vm.child = other`).
    case objectInValueProperty
    case valueInObjectProperty
    case objectCycle
    case pathNotDeclarable
    // Issue 20: flatMap and flatMapLatest of async sequences.
    case innerSequenceNeeded
    case asyncFlatMapHasNoLimit
    case asyncCounterpart

    /// The id as tools see it: the case name in kebab case.
    public var name: String {
        var result = ""
        for character in rawValue {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
