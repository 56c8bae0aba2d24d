import DesignKitCore

extension VSideBarRole: VariantRole {
  /// The named variants VComponents 8 ships for this component, each a built-in rule of the same name.
  public static var variants: [ModelVariant<VSideBarModel>] {
    [
      ModelVariant("leading", "Slides in from the leading edge.") { $0.misc.edge = .leading },
      ModelVariant("trailing", "Slides in from the trailing edge.") { $0.misc.edge = .trailing },
      ModelVariant("insettedContent", "Content inset from the side bar's edges by the theme's padding.") {
        $0.layout.contentMargins = Insets(Metrics.spacing(2))
      },
    ]
  }
}

extension VSideBarModel {
  /// A side bar sliding in from the leading edge.
  public static var leading: Self { variant(named: "leading") }
  /// A side bar sliding in from the trailing edge.
  public static var trailing: Self { variant(named: "trailing") }
  /// Content inset from the side bar's edges (DesignKit insets by default; this keeps it over a preset that does
  /// not).
  public static var insettedContent: Self { variant(named: "insettedContent") }
}
