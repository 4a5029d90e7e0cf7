import Testing

/// Tests that touch the process-wide Ctrl-C flag, directly or through
/// `PlainLineEditor.readLine` (which clears it), run one at a time so that none
/// clears a flag another has just set.
@Suite(.serialized) struct SignalSensitiveTests {}
