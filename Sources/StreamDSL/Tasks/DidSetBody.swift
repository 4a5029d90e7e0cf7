/// A `didSet vm.p { … }` body: `x` is the new value and `oldValue` the one it replaced, as in
/// Swift's `didSet` (`if oldValue != query { … }`); both read-only.
package enum DidSetBody {
    package static let oldValue = "oldValue"

    /// Where a didSet body is checked: a handler, with `x` and `oldValue`.
    static var context: BodyContext {
        var context = BodyContext(kind: .handler("a didSet body"), hasX: true)
        context.scopes = [[oldValue: .let]]
        return context
    }
}
