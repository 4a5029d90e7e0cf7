import StreamCore
import StreamDSL
import SwiftSourceText

/// StreamLab values seen from Swift: their static type, their literal, and the text
/// `String(describing:)` gives for them (what a marble token is compared with).
enum SwiftValues {
    package static func type(of value: Value) -> SwiftType? {
        switch value {
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .bool: return .bool
        case .null: return .optional(.unknown)
        case .tuple(let items):
            var types: [SwiftType] = []
            for item in items {
                guard let type = type(of: item) else { return nil }
                types.append(type)
            }
            return .tuple(types)
        case .array(let items):
            var element = SwiftType.unknown
            for item in items {
                guard let type = type(of: item), let joined = element.joined(with: type) else { return nil }
                element = joined
            }
            return .array(element)
        case .publisher, .reference: return nil
        }
    }

    /// A Swift literal of `value` as a `type`.
    package static func code(_ value: Value, as type: SwiftType) -> String {
        switch value {
        case .int(let number): return type == .double ? "\(Double(number))" : String(number)
        case .double(let number): return "\(number)"
        case .string(let text): return SwiftSourceText.stringLiteral(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "nil"
        case .tuple(let items):
            var types: [SwiftType] = []
            if case .tuple(let elements) = type { types = elements }
            return "(" + items.enumerated().map { index, item in
                code(item, as: index < types.count ? types[index] : .unknown)
            }.joined(separator: ", ") + ")"
        case .array(let items):
            var element = SwiftType.unknown
            if case .array(let elementType) = type { element = elementType }
            return "[" + items.map { code($0, as: element) }.joined(separator: ", ") + "]"
        case .publisher, .reference: return "nil"
        }
    }

    /// `String(describing:)` of `value` held as a `type` (`nested`: inside a tuple or array,
    /// where Swift quotes strings).
    package static func description(_ value: Value, as type: SwiftType, nested: Bool = false) -> String? {
        if case .optional(let wrapped) = type {
            if value == .null { return "nil" }
            return description(value, as: wrapped, nested: true).map { "Optional(\($0))" }
        }
        switch value {
        case .int(let number): return type == .double ? String(describing: Double(number)) : String(number)
        case .double(let number): return number.isFinite ? String(describing: number) : nil
        case .string(let text): return nested ? String(reflecting: text) : text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "nil"
        case .tuple(let items):
            guard case .tuple(let types) = type, types.count == items.count else { return nil }
            var parts: [String] = []
            for (item, itemType) in zip(items, types) {
                guard let part = description(item, as: itemType, nested: true) else { return nil }
                parts.append(part)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .array(let items):
            guard case .array(let element) = type else { return nil }
            var parts: [String] = []
            for item in items {
                guard let part = description(item, as: element, nested: true) else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .publisher, .reference: return nil
        }
    }
}
