import Testing

/// Issue 10 §1's claims about AsyncAlgorithms 1.1.4's operators, on a TestClock. The input of
/// the time operators is SEMANTICS.md's worked example finishing 100ms after its last element:
/// 1@0, 2@100, 3@200, 4@600, 5@700, finished@800.
@Suite struct AlgorithmOracleTests {
    /// Combine's debounce drops the pending 5 when the input finishes (3@500, finished@800);
    /// AsyncAlgorithms' sends it at once.
    @Test func debounceSendsThePendingElementWhenTheInputFinishes() throws {
        let run = try OracleRun("aa-debounce-finish")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "500 value 3", "800 value 5", "800 finished"])
    }

    /// Pull-based: no timer fires while the input is silent, so 3 (pending since 200) is
    /// replaced by 4, which arrives after the interval and goes out at once (Combine sends
    /// 3@300). The pending 5 goes out at the last emission plus the interval (900), after the
    /// input ended at 800.
    @Test func throttleLatest() throws {
        let run = try OracleRun("aa-throttle-latest")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "600 value 4", "900 value 5", "900 finished"])
    }

    /// `first` emits the window's first element (2) when a later element (4) arrives after the
    /// interval; the pending 5 goes out at 900 as with `latest`.
    @Test func throttleFirst() throws {
        let run = try OracleRun("aa-throttle-first")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "600 value 2", "900 value 5", "900 finished"])
    }

    @Test func chunksOfCountSendTheRestWhenTheInputFinishes() throws {
        let run = try OracleRun("aa-chunks-count")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value [1,2]", "300 value [3]", "300 finished"])
    }

    /// The timer starts with the loop (ticks at 300, 600, 900); the tick at 900, with nothing
    /// collected, sends nothing; the input's end (1000) sends what was collected.
    @Test func chunksEveryIntervalFollowTheTimer() throws {
        let run = try OracleRun("aa-chunks-every")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "300 value [1,2,3]", "600 value [4]", "1000 value [5]", "1000 finished"])
    }

    @Test func mergeInterleavesAndFinishesWhenBothHaveFinished() throws {
        let run = try OracleRun("aa-merge")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 3", "250 value 4", "400 finished"])
    }

    @Test func combineLatestStartsOnceBothHaveAValue() throws {
        let run = try OracleRun("aa-combineLatest")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "100 value [1,10]", "200 value [2,10]", "250 value [2,20]", "400 finished"])
    }

    /// s finishes at 300 with 3 unpaired; zip is then waiting on t alone and finishes when t
    /// does, at 350.
    @Test func zipPairsByIndex() throws {
        let run = try OracleRun("aa-zip")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "150 value [1,10]", "250 value [2,20]", "350 finished"])
    }

    /// 1.1's `share` broadcasts without replay: a consumer that starts at 150 misses 1 and 2.
    @Test func shareHasNoReplay() throws {
        let run = try OracleRun("aa-share-late-consumer")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("first") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 3", "300 finished"])
        #expect(run.lane("second") == ["150 subscribe", "200 value 3", "300 finished"])
    }

    /// `bounded(1)` buffers at most one element ahead of the slowest consumer and then stops
    /// pulling from the base: the fast consumer gets 3 and 4 only as the slow one (work 300ms)
    /// makes room, nothing is dropped, and it finishes at 900, not 400.
    @Test func shareBoundedOneHoldsTheFastConsumerToTheSlowOne() throws {
        let run = try OracleRun("aa-share-slow-consumer")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("fast") == ["0 subscribe", "0 value 1", "100 value 2", "300 value 3", "600 value 4", "900 finished"])
        #expect(run.lane("slow") == ["0 subscribe", "0 value 1", "300 value 2", "600 value 3", "900 value 4", "1200 finished"])
    }
}
