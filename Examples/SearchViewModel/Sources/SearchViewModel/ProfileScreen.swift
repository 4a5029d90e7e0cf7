import OpenCombineShim

/// Why a profile request failed; `Equatable`, so a marble test can name the failure it expects.
public enum ProfileError: Error, Equatable, Sendable {
    case timedOut
    case notFound
}

/// A profile request asks once more when it fails: a second failure reaches the screen.
public func retriedOnce<Attempt: Publisher>(_ attempt: Attempt) -> AnyPublisher<String, ProfileError>
where Attempt.Output == String, Attempt.Failure == ProfileError {
    attempt.retry(1).eraseToAnyPublisher()
}

#if canImport(Observation)
import Observation

/// A profile screen in the Observation style: SwiftUI reads `state`, `load()` runs from the
/// view's `.task`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable public final class ProfileScreen {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(String)
        case failed(ProfileError)
    }

    public private(set) var state = State.idle
    private let fetch: @Sendable () async throws(ProfileError) -> String

    public init(fetch: @escaping @Sendable () async throws(ProfileError) -> String) {
        self.fetch = fetch
    }

    public func load() async {
        state = .loading
        do {
            state = .loaded(try await fetch())
        } catch {
            state = .failed(error)
        }
    }
}
#endif
