/// What is left of a typed or pasted line once control characters are gone: a stray `^D`
/// typed while a build ran, or an escape sequence pasted from a terminal, must reach neither
/// the evaluator nor the history file. A tab becomes a space; a newline (a multi-line entry
/// recalled from history) stays.
///
///     TypedText.cleaned("send a 1\u{04}\tnow")   // "send a 1 now"
public enum TypedText {
    public static func cleaned(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isControl) else { return line }
        var scalars = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if scalar == "\t" {
                scalars.append(" ")
            } else if scalar == "\n" || !isControl(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// C0 controls, DEL and C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
