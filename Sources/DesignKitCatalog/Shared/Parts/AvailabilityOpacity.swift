import DesignKitCore

/// The opacity of content per availability, for content whose colors have no disabled look of their own (a badge,
/// an avatar, a card's title): disabled content is dimmed.
public typealias AvailabilityOpacity = StateTable<Availability, Opacity>

extension StateTable where State == Availability, Value == Opacity {
  /// Opaque when enabled, dimmed to 0.4 when disabled.
  public static var dimmedWhenDisabled: Self { Self { $0 == .disabled ? 0.4 : 1 } }
}
