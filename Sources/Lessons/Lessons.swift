// Executable markdown: lessons and transcripts.
public enum Lessons {}
