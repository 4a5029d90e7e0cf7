/// The reference entries of issue 20's system publishers (NotificationCenter, KVO).
extension LanguageReference {
    package static let systemPublisherStatements: [Entry] = [
        entry("post", .statement, "post NAME VALUE [@TIME], VALUE [@TIME], …",
              "NotificationCenter.default.post: every notifications NAME subscriber with demand gets VALUE "
                  + "(the name must be one a notifications pipeline declared)",
              "post didLogIn 1 @100ms"),
    ]

    package static let systemPublisherSources: [Entry] = [
        entry("notifications", .source, "notifications NAME",
              "NotificationCenter.default.publisher(for:): hot, never completes; each subscriber gets the posts "
                  + "made while it is subscribed and has demand",
              "notifications didLogIn | sink"),
        entry("kvo", .source, "kvo OBJ.PROP [new]",
              "KVO's publisher(for: \\.prop): the value at subscription (at the first demand), then each value after a set; "
                  + "new is options: [.new] (changes only); never completes",
              "kvo vm.text | sink"),
        entry("record", .source, "record [EXPR, …] [finished | fail EXPR]",
              "Combine's Record(output:completion:): replays the values to each subscriber as its demand allows, "
                  + "then the completion (finished unless fail MESSAGE)",
              #"record 1, 2 fail "boom" | sink"#),
    ]
}
