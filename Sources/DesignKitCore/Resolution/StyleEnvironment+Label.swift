extension StyleEnvironment {
  /// A short name: the color scheme, then whatever differs from the standard environment
  /// (`dark macOS increased-contrast accessibility2 rtl reduce-motion text-measurer-system`).
  public var label: String {
    var parts = [colorScheme.rawValue]
    if platform != .iOS { parts.append(platform.rawValue) }
    if contrast == .increased { parts.append("increased-contrast") }
    if dynamicTypeSize != .large { parts.append(dynamicTypeSize.rawValue) }
    if layoutDirection == .rightToLeft { parts.append("rtl") }
    if reduceMotion { parts.append("reduce-motion") }
    if textMeasurer != .approximate { parts.append("text-measurer-" + textMeasurer.name) }
    return parts.joined(separator: " ")
  }
}
