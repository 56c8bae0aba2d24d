#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import SwiftUI

  /// The lab's badge as a SwiftUI view, spelled as the lab spells it (`Badge(text:style:)`): `VBadge` drawn with the
  /// environment's theme, read as "kind: text".
  ///
  ///     Badge(text: "Expires soon", style: .warning)
  public struct Badge: View {
    /// The text.
    public var text: String
    /// The status kind, which picks the colors.
    public var style: StatusKind
    /// The model; the default takes the environment's theme, as components do.
    public var model: VBadgeModel

    /// A badge of `style` showing `text`.
    public init(text: String, style: StatusKind = .info, model: VBadgeModel = .init()) {
      self.text = text
      self.style = style
      self.model = model
    }

    public var body: some View {
      VBadge(model: model, kind: style, text: text)
    }
  }
#endif
