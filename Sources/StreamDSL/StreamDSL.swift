// The pipeline language.
public enum StreamDSL {}
