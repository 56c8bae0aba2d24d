#if canImport(SwiftUI)
  import DesignKitCore
  import SwiftUI

  extension View {
    /// This view under `environment`, through SwiftUI's own settings (every one set, so a preview shows the same
    /// whatever the canvas's own settings), on the color scheme's plain background.
    func previewEnvironment(_ environment: PreviewEnvironment) -> some View {
      let style = environment.styleEnvironment
      return background(style.colorScheme == .dark ? SwiftUI.Color.black : SwiftUI.Color.white)
        .environment(\.colorScheme, ColorScheme(style.colorScheme))
        .environment(\.dynamicTypeSize, DynamicTypeSize(style.dynamicTypeSize))
        .environment(\.layoutDirection, LayoutDirection(style.layoutDirection))
    }
  }

  extension ColorScheme {
    /// SwiftUI's color scheme for a style environment's.
    init(_ scheme: StyleEnvironment.ColorScheme) {
      switch scheme {
      case .light: self = .light
      case .dark: self = .dark
      }
    }
  }

  extension LayoutDirection {
    /// SwiftUI's layout direction for a style environment's.
    init(_ direction: StyleEnvironment.LayoutDirection) {
      switch direction {
      case .leftToRight: self = .leftToRight
      case .rightToLeft: self = .rightToLeft
      }
    }
  }

  extension SwiftUI.DynamicTypeSize {
    /// SwiftUI's Dynamic Type size for DesignKit's (the same cases by the same names).
    init(_ size: DesignKitCore.DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      }
    }
  }
#endif
