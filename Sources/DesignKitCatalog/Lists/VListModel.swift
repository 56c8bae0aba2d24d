import DesignKitCore

/// The model of `VList`: a base list's rows on a sheet, both models kept whole as children.
///
/// Each group nests the base list's group and the sheet's (`layout.list`, `colors.sheet`, `misc.sheet`, …), so a
/// preset reaches the rows as `components.VList.colors.list.rows.text`; `list` and `sheet` read and write them as
/// one `VBaseListModel` and one `VSheetModel`. Animations stay flat, one per slot of the list's one machine, and are
/// both children's.
public typealias VListModel = GroupedModel<VListRole>

/// The groups of `VListModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VListRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The rows.
    public var list = VBaseListModel.Layout()
    /// The sheet; its content margins hold the rows edge to edge, a little from its top and bottom.
    public var sheet = VSheetModel.Layout()
    /// The defaults.
    public init() { sheet.contentMargins = PlatformTable(Insets(horizontal: 0, vertical: Metrics.spacing(0.5))) }
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The rows.
    public var list = VBaseListModel().colors
    /// The sheet.
    public var sheet = VSheetModel().colors
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The rows.
    public var list = VBaseListModel().fonts
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = AvailabilityAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// The rows.
    public var list = VBaseListModel().misc
    /// The sheet.
    public var sheet = VSheetModel().misc
    /// The defaults.
    public init() {}
  }
}

extension VListModel {
  /// The rows' model, assembled from the nested groups; setting it writes them back.
  public var list: VBaseListModel {
    get {
      var model = VBaseListModel()
      (model.layout, model.colors, model.fonts, model.misc) = (layout.list, colors.list, fonts.list, misc.list)
      model.animations = animations
      return model
    }
    set {
      (layout.list, colors.list, fonts.list, misc.list) = (
        newValue.layout, newValue.colors, newValue.fonts, newValue.misc
      )
      animations = newValue.animations
    }
  }

  /// The sheet's model, assembled from the nested groups; setting it writes them back.
  public var sheet: VSheetModel {
    get {
      var model = VSheetModel()
      (model.layout, model.colors, model.misc) = (layout.sheet, colors.sheet, misc.sheet)
      model.animations = animations
      return model
    }
    set {
      (layout.sheet, colors.sheet, misc.sheet) = (newValue.layout, newValue.colors, newValue.misc)
      animations = newValue.animations
    }
  }
}
