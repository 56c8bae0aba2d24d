import DesignKitValues

extension Font.TextStyle {
  /// Apple's line height (leading) for this style at the default content size category, in points.
  public var defaultLineHeight: Double {
    switch self {
    case .largeTitle: 41
    case .title1: 34
    case .title2: 28
    case .title3: 25
    case .headline, .body: 22
    case .callout: 21
    case .subheadline: 20
    case .footnote: 18
    case .caption1: 16
    case .caption2: 13
    }
  }
}

extension Font {
  /// The height of one line of this font: a text style's default leading scaled as its size is (so a resolved font
  /// at a content size category gives that category's line height); a fixed font 1.2 × its size.
  public var lineHeight: Double {
    guard let textStyle else { return size * 1.2 }
    return size * textStyle.defaultLineHeight / DynamicTypeSize.large.pointSize(of: textStyle)
  }
}

/// A fixed height in a resolved style that is shorter than a line of the style's text: text that would clip.
public struct TextClip: Hashable, Sendable, CustomStringConvertible {
  /// The fixed height's path (`layout.height`).
  public var heightPath: String
  /// The fixed height.
  public var height: Double
  /// The tallest line among the style's fonts.
  public var lineHeight: Double
  /// The font that line belongs to (`fonts.title`).
  public var fontPath: String

  /// Names of parts that hold no text, whatever their height.
  static let textlessParts = ["separator", "divider", "indicator"]

  /// Every fixed height in `style` below the line height of its tallest font; a number counts as a fixed height
  /// when its name is `height` or ends in `Height` (`minHeight`, `tabMinHeight` and `maxHeight` are limits, not
  /// fixed). A part that holds no text (a separator, a divider, an indicator), the height of a fixed box given as a
  /// size (`size.height`: a switch's track, a stepper, whose text if any sits beside it) and a fraction of the
  /// container (`idealHeight` 0.75) are not text heights.
  public static func clips(in style: ResolvedStyle) -> [TextClip] {
    let leaves = style.leaves
    var tallest: (path: String, lineHeight: Double)?
    for leaf in leaves {
      guard case .font(let font) = leaf.value, font.lineHeight > tallest?.lineHeight ?? 0 else { continue }
      tallest = (leaf.path, font.lineHeight)
    }
    guard let tallest else { return [] }
    return leaves.compactMap { leaf in
      guard case .number(let height) = leaf.value else { return nil }
      let names = leaf.path.split(separator: ".")
      let name = names.last.map(String.init) ?? leaf.path
      let parts = leaf.path.lowercased()
      let isBoxSize = name == "height" && names.dropLast().last?.lowercased().hasSuffix("size") == true
      let isLimit = ["min", "max"].contains { name.hasPrefix($0) || name.hasSuffix($0.capitalized + "Height") }
      guard name == "height" || (name.hasSuffix("Height") && !isLimit),
        !isBoxSize, !textlessParts.contains(where: parts.contains), height > 1, height < tallest.lineHeight
      else { return nil }
      return TextClip(heightPath: leaf.path, height: height, lineHeight: tallest.lineHeight, fontPath: tallest.path)
    }
  }

  public var description: String {
    "\(heightPath) \(JSONWriter.format(height)) < line \(JSONWriter.format(lineHeight)) of \(fontPath)"
  }
}
