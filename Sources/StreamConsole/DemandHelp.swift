/// `:help demand` (issue 20): a CurrentValueSubject's value and subscribers that ask for
/// more as values arrive. Every example line runs as written (DemandHelpTests).
enum DemandHelp {
    /// The statements the page shows, in the order they run.
    static let examples = [
        "current c = 1",
        "subject a",
        "a | map x + c.value | sink as sum",
        "set c.value 5 @100ms",
        "a | buffer | sink demand 0 then 1 as each",
        "request each 1 @150ms",
    ]

    static let text = """
        Subjects' values and demand:
          current c = 1; subject a
          a | map x + c.value | sink as sum    c.value reads the value when x arrives
          set c.value 5 @100ms           CurrentValueSubject.value = 5: before the
                                         completion it sends, as send does; after it the
                                         value still changes, silently (send is ignored)
          a | buffer | sink demand 0 then 1 as each
                                         demand N when subscribing, then each value
                                         received returns .max(1), as a Subscriber's
                                         receive(_:) result
          request each 1 @150ms          the first request; each value then asks for one more
        A subscriber never gets more values than it asked for: a subject drops what finds
        no demand, buffer keeps it. zip gives the demand returned for a tuple only to the
        upstream whose value completed it (OpenCombine's Zip).

        """
}
