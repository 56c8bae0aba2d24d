import DesignKitCore

extension Palette {
  /// Content (a bar's items) per availability: `color`, faded when disabled as `interactiveContent` fades it.
  public static func availableContent(_ color: AdaptiveColor) -> StateTable<Availability, AdaptiveColor> {
    let faded = interactiveContent(color)[.disabled]
    return StateTable { $0 == .disabled ? faded : color }
  }
}

/// The opacity of content per availability, for content whose colors have no disabled look of their own (a badge,
/// an avatar, a card's title): disabled content is dimmed.
public typealias AvailabilityOpacity = StateTable<Availability, Opacity>

extension StateTable where State == Availability, Value == Opacity {
  /// Opaque when enabled, dimmed to 0.4 when disabled.
  public static var dimmedWhenDisabled: Self { Self { $0 == .disabled ? 0.4 : 1 } }
}
