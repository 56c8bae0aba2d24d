#if canImport(SwiftUI)
  import DesignKitCore
  import Foundation
  #if canImport(UIKit)
    import UIKit

    /// The platform's font for a DesignKit font.
    private typealias PlatformFont = UIFont
    private typealias PlatformFontDescriptor = UIFontDescriptor
  #elseif canImport(AppKit)
    import AppKit

    /// The platform's font for a DesignKit font.
    private typealias PlatformFont = NSFont
    private typealias PlatformFontDescriptor = NSFontDescriptor
  #endif

  /// Text measured with the platform's fonts: the system font at the size, weight and design the face draws with
  /// (`SwiftUI.Font.system(size:weight:design:)` resolves to the same font), or the named family.
  struct PlatformTextMeasuring: TextMeasuring {
    func width(of string: String, font: DesignKitCore.Font) -> Double {
      let attributes: [NSAttributedString.Key: Any] = [.font: Self.font(font)]
      return Double((string as NSString).size(withAttributes: attributes).width)
    }

    func lineHeight(of font: DesignKitCore.Font) -> Double {
      let platform = Self.font(font)
      return Double(platform.ascender - platform.descender)
    }

    func baseline(of font: DesignKitCore.Font) -> Double { Double(Self.font(font).ascender) }

    /// The platform font for `font`.
    private static func font(_ font: DesignKitCore.Font) -> PlatformFont {
      let size = CGFloat(font.size)
      if let family = font.family, let named = PlatformFont(name: family, size: size) { return named }
      let weight = PlatformFont.Weight(font.weight)
      if font.design == .monospaced { return PlatformFont.monospacedSystemFont(ofSize: size, weight: weight) }
      let system = PlatformFont.systemFont(ofSize: size, weight: weight)
      let design: PlatformFontDescriptor.SystemDesign
      switch font.design {
      case .rounded: design = .rounded
      case .serif: design = .serif
      case .default, .monospaced: return system
      }
      guard let descriptor = system.fontDescriptor.withDesign(design) else { return system }
      // UIKit's initializer always answers, AppKit's may not.
      let designed: PlatformFont? = PlatformFont(descriptor: descriptor, size: size)
      return designed ?? system
    }
  }

  extension TextMeasurer {
    /// The platform's fonts (`PlatformTextMeasuring`).
    static let platform = TextMeasurer(name: "platform", PlatformTextMeasuring())
  }

  extension PlatformFont.Weight {
    /// A DesignKit weight.
    fileprivate init(_ weight: DesignKitCore.Font.Weight) {
      self = weight.mapped([.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black])
    }
  }
#endif
