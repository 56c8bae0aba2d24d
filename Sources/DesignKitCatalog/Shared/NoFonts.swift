import DesignKitCore

/// The fonts of a container part that draws no text of its own (its children have their own fonts).
public struct NoFonts: Codable, Sendable, Equatable {
  public init() {}
}
