// Marble notation. See MarbleParser.swift and DiagramRenderer.swift.
public enum Marbles {}
