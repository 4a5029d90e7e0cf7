import OpenCombineShim

/// What a subscriber asked for and what it got, as EntwineTest's demand ledger keeps it:
/// Combine forbids a publisher to send more values than were requested, and a publisher
/// that does (a hand-written one that ignores `request(_:)`) is caught here.
struct DemandLedger {
    /// A value that arrived with no demand outstanding.
    struct Excess {
        /// Its index among the recorder's events.
        let event: Int
        /// Everything requested until then, and how many values had arrived before it.
        let requested: Subscribers.Demand
        let delivered: Int
    }

    private(set) var requested: Subscribers.Demand = .none
    private(set) var delivered = 0
    private(set) var excess: [Excess] = []

    mutating func request(_ demand: Subscribers.Demand) {
        requested += demand
    }

    /// Notes a value (the recorder's event `index`); returns nothing, as the recorder asks
    /// for no more from `receive(_:)`.
    mutating func deliver(event index: Int) {
        if requested != .unlimited, let max = requested.max, delivered >= max {
            excess.append(Excess(event: index, requested: requested, delivered: delivered))
        }
        delivered += 1
    }
}
