import DesignKitCore

/// The model of a state picker with a title (a toggle, a checkbox, a radio button): its `Misc` says whether
/// pressing the title presses the control too.
public protocol TitledStatePickerModel: ComponentModel {
  /// How the control takes presses on its title.
  var misc: TitleBehavior { get }
}

/// A state picker with a title beside its control (a toggle, a checkbox, a radio button), read by its title; its
/// machine takes presses on the title when `misc.isTitleClickable`.
public protocol TitledStatePicker: ConfiguredComponent
where Model: TitledStatePickerModel, Machine.Parameters == ToggleParameters {
  /// The title beside the control.
  var title: String { get set }
  /// The icon beside the title (`layout.label` places it); nil: the title alone.
  var icon: DrawingIcon? { get set }
}

extension TitledStatePicker {
  public static var family: ComponentFamily { .statePickers }
  public static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.title")] }
  public static func machineParameters(for model: Model) -> ToggleParameters {
    ToggleParameters(isTitleClickable: model.misc.isTitleClickable)
  }
  public static var machineSettings: [String] { ["misc.isTitleClickable"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title), .init("icon", \.icon)] }
  public var accessibilityLabel: String { title }
}
