import DesignKitCore

/// The colors of a button per interaction state: its background, its content (title or icon) and its focus ring.
public struct ButtonColors: Codable, Sendable, Equatable {
  /// Background fill.
  public var background: StateTable<InteractionState, AdaptiveColor>
  /// Title or icon.
  public var content: StateTable<InteractionState, AdaptiveColor>
  /// Focus ring, shown when focused from the keyboard.
  public var focusRing = Palette.focusRing

  /// Colors with a background and content.
  public init(
    background: StateTable<InteractionState, AdaptiveColor>, content: StateTable<InteractionState, AdaptiveColor>
  ) {
    self.background = background
    self.content = content
  }

  /// A filled button: `color` as the background, `content` on it.
  public static func filled(_ color: AdaptiveColor, content: AdaptiveColor) -> ButtonColors {
    ButtonColors(background: Palette.interactiveFill(color), content: Palette.interactiveContent(content))
  }

  /// A borderless button: a clear background, `content` pressed dimmer and disabled faded.
  public static func borderless(_ content: AdaptiveColor) -> ButtonColors {
    var colors = ButtonColors(background: .init(Palette.clear), content: Palette.interactiveContent(content))
    colors.content[.pressed] = content.opacity(Foundations.current.stateLayers.pressedContentOpacity)
    return colors
  }

  /// A title-only button (plain buttons, links): a clear background, `content` darker while pressed in light mode
  /// and lighter in dark mode (a title dimmed by a tenth barely shows), faded when disabled.
  public static func titleOnly(_ content: AdaptiveColor) -> ButtonColors {
    var colors = ButtonColors(background: .init(Palette.clear), content: Palette.interactiveContent(content))
    colors.content[.pressed] = Palette.highlighted(content)
    return colors
  }

  /// The contrast pairs of a button whose content is drawn on its background.
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.content", background: "colors.background")]
  }
}
