import DesignKitCore

/// The model of `VTextFieldRow`: a text field whose header is the row's title, the field's model kept whole as a
/// child.
///
/// Each group nests the field's group (`layout.field`, `colors.field`, `fonts.field`, `misc.field`), so a preset
/// reaches the field as `components.VTextFieldRow.colors.field.border` and the title as `colors.field.header`;
/// `textField` reads and writes them as one `VTextFieldModel`. Animations stay flat, one per slot of the row's one
/// machine, and are the field's animations.
public typealias VTextFieldRowModel = GroupedModel<VTextFieldRowRole>

/// The groups of `VTextFieldRowModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VTextFieldRowRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The field; its header is the row's title, flush with the field's edge.
    public var field = VTextFieldModel.Layout()
    /// The defaults.
    public init() {
      field.headerFooterSpacing = Metrics.spacing(0.75)
      field.headerFooterMargin = 0
    }
  }

  /// Colors per interaction state.
  public struct Colors: ModelGroup {
    /// The field; its header (the row's title) is tinted with the accent while the field has focus.
    public var field = VTextFieldModel.Colors()
    /// The defaults.
    public init() {
      field.header = StateTable(
        enabled: Palette.primaryText, pressed: Palette.primaryText, disabled: Palette.secondaryText,
        focused: Palette.accentText)
    }
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The field; its header is the row's title.
    public var field = VTextFieldModel.Fonts()
    /// The defaults.
    public init() { field.header = Typography.font(.subheadline, weight: .medium) }
  }

  /// Animations per transition slot: the field's, which the title's tint follows.
  public typealias Animations = VTextFieldModel.Animations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// What the row edits: it picks the keyboard, secure entry and autocapitalization.
    public var contentType = TextRowContent.text
    /// The field (its own secure content type also hides the text).
    public var field = VTextFieldModel().misc
    /// The defaults.
    public init() {}
  }
}

extension VTextFieldRowModel {
  /// The field's model, assembled from the nested groups; setting it writes them back.
  public var textField: VTextFieldModel {
    get {
      var model = VTextFieldModel()
      model.layout = layout.field
      model.colors = colors.field
      model.fonts = fonts.field
      model.animations = animations
      model.misc = misc.field
      return model
    }
    set {
      layout.field = newValue.layout
      colors.field = newValue.colors
      fonts.field = newValue.fonts
      animations = newValue.animations
      misc.field = newValue.misc
    }
  }

  /// Whether entry is secure: the row's content type or the field's own says so.
  public var isSecure: Bool { misc.contentType.isSecure || misc.field.contentType == .secure }
}
