#if canImport(SwiftUI)
  import DesignKitCore
  import SwiftUI

  /// SwiftUI's environment as DesignKit reads it: the settings styles resolve under, and the theme and scopes models
  /// come from. Every face view that resolves a style holds one.
  struct HostEnvironment: DynamicProperty {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.designKitTheme) var theme
    @Environment(\.designKitScopes) var scopes

    /// The settings by SwiftUI's case names, measured with the platform's fonts.
    var platform: PlatformEnvironment {
      PlatformEnvironment(
        colorScheme: "\(colorScheme)", contrast: "\(contrast)", dynamicTypeSize: "\(dynamicTypeSize)",
        layoutDirection: "\(layoutDirection)", reducesMotion: reducesMotion, isEnabled: isEnabled,
        textMeasurer: .platform, platform: Self.platformName)
    }

    /// The platform this face was built for, as `StyleEnvironment.Platform` names it (an iPad reads as iOS: telling
    /// it apart needs UIKit's idiom, which the interface does not declare yet).
    static var platformName: String {
      #if os(macOS)
        "macOS"
      #elseif os(watchOS)
        "watchOS"
      #elseif os(tvOS)
        "tvOS"
      #elseif os(visionOS)
        "visionOS"
      #else
        "iOS"
      #endif
    }

    /// The environment styles resolve and drawings lay out in.
    var style: StyleEnvironment { platform.styleEnvironment }
  }
#endif
