import DesignKitCore

/// A color for each status kind (info, success, warning, error): a badge's tint, a message's accent.
public struct StatusColors: Codable, Sendable, Equatable {
  /// Neutral information.
  public var info: AdaptiveColor
  /// Success.
  public var success: AdaptiveColor
  /// Warning.
  public var warning: AdaptiveColor
  /// Error.
  public var error: AdaptiveColor

  /// The theme's status roles, each through `transform` (`{ $0.opacity(0.15) }` for a tint).
  public init(roles transform: (AdaptiveColor) -> AdaptiveColor = { $0 }) {
    info = transform(Palette.info)
    success = transform(Palette.success)
    warning = transform(Palette.warning)
    error = transform(Palette.error)
  }

  /// The same color for every kind.
  public init(_ all: AdaptiveColor) { self.init(roles: { _ in all }) }

  /// The color of `kind`.
  public subscript(kind: StatusKind) -> AdaptiveColor {
    switch kind {
    case .info: info
    case .success: success
    case .warning: warning
    case .error: error
    }
  }
}

extension StatusColors {
  /// The field of `kind`'s color, for a typed read (`try m.colors.status[StatusColors.field(kind)]`).
  static func field(_ kind: StatusKind) -> KeyPath<StatusColors, AdaptiveColor> {
    switch kind {
    case .info: \.info
    case .success: \.success
    case .warning: \.warning
    case .error: \.error
    }
  }
}

/// The status a badge or message shows.
public enum StatusKind: String, CaseIterable, Sendable, Codable {
  /// The four statuses, from neutral to failure.
  case info, success, warning, error

  /// The word assistive technologies read before the text ("Warning").
  public var spokenName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
