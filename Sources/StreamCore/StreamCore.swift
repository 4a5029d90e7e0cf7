// The reactive engine. See Publisher.swift.
public enum StreamCore {}
