import DesignKitCore

/// The colors of a button per interaction state: its background, its content (title or icon) and its focus ring.
public struct ButtonColors: Codable, Sendable, Equatable {
  /// Background fill.
  public var background: StateTable<InteractionState, AdaptiveColor>
  /// Title or icon.
  public var content: StateTable<InteractionState, AdaptiveColor>
  /// Focus ring, shown when focused from the keyboard.
  public var focusRing = Palette.focusRing
  /// Border, drawn inside the background's edge `layout.borderWidth` wide.
  public var border = Palette.controlBorder

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

  /// An outlined button (the buttons' `bordered` variants): a clear background, the neutral fill while pressed, inside
  /// a border of the accent as text (`Palette.link`, which keeps 4.5:1 on a dark layer where the fill would not), with
  /// content in the same color.
  public static var bordered: ButtonColors {
    var colors = ButtonColors(background: .init(Palette.clear), content: Palette.interactiveContent(Palette.link))
    colors.background[.pressed] = Palette.fill
    colors.border = Palette.interactiveFill(Palette.link)
    return colors
  }

  /// The border width of an outlined button (the `bordered` variants).
  public static let borderedWidth = 1.5

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
