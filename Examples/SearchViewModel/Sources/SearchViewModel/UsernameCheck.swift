import CombineSchedulers
import Foundation
import OpenCombineShim

/// Tells a sign-up form whether the name typed is free: waits for a pause in typing on a
/// background queue, asks the service, and hands the answer to the main queue, where the
/// form may read it.
public struct UsernameCheck {
    public let message: AnyPublisher<String, Never>

    /// - Parameters:
    ///   - name: the text field, as it changes.
    ///   - isTaken: the service's answer for one name (on whatever queue the service uses).
    ///   - main: the queue the form reads `message` on (`DispatchQueue.main` in the app).
    ///   - background: where the waiting and the asking happen.
    public init<Name: Publisher>(
        name: Name,
        isTaken: @escaping @Sendable (String) -> AnyPublisher<Bool, Never>,
        main: AnySchedulerOf<DispatchQueue>,
        background: AnySchedulerOf<DispatchQueue>
    ) where Name.Output == String, Name.Failure == Never {
        message = name
            .debounce(for: .milliseconds(300), scheduler: background)
            .map { name in isTaken(name).map { $0 ? "\(name) is taken" : "\(name) is free" } }
            .switchToLatest()
            .receive(on: main)
            .eraseToAnyPublisher()
    }
}

/// A toast that hides itself: each message shows at once and disappears (nil) after `for`,
/// timed on the run loop, as SwiftUI code written with `RunLoop.main` does.
public struct Toast {
    public let shown: AnyPublisher<String?, Never>

    public init<Messages: Publisher>(
        messages: Messages, scheduler: AnySchedulerOf<RunLoop>, for duration: RunLoop.SchedulerTimeType.Stride = .seconds(2)
    ) where Messages.Output == String, Messages.Failure == Never {
        shown = messages
            .map { message in
                Just(String?.none).delay(for: duration, scheduler: scheduler).prepend(message)
            }
            .switchToLatest()
            .eraseToAnyPublisher()
    }
}
