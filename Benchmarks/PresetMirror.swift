import DesignKit

/// The complete default preset as a plain `Codable` struct, decoded by Foundation's `JSONDecoder` as the
/// baseline for theme loading: one property per registered component, synthesized conformance.
///
/// When the catalog grows, add the new component here: the benchmark refuses to run (exit status 1, "baseline
/// incomplete") while the registry has a component the mirror lacks.
struct PresetMirror: Codable {
  struct Components: Codable {
    var VBaseButton: VBaseButtonModel
    var VPrimaryButton: VPrimaryButtonModel
    var VSecondaryButton: VSecondaryButtonModel
    var VSquareButton: VSquareButtonModel
    var VPlainButton: VPlainButtonModel
    var VChevronButton: VChevronButtonModel
    var VCloseButton: VCloseButtonModel
    var VNavigationLink: VNavigationLinkModel
    var VLink: VLinkModel
    var VToggle: VToggleModel
    var VCheckBox: VCheckBoxModel
    var VRadioButton: VRadioButtonModel
    var VRadioGroup: VRadioGroupModel
    var VSegmentedPicker: VSegmentedPickerModel
    var VMenuPicker: VMenuPickerModel
    var VWheelPicker: VWheelPickerModel
    var VStepper: VStepperModel
    var VSlider: VSliderModel
    var VRangeSlider: VRangeSliderModel
    var VBaseTextField: VBaseTextFieldModel
    var VTextField: VTextFieldModel
    var VBaseList: VBaseListModel
    var VList: VListModel
    var VSectionList: VSectionListModel
    var VAccordion: VAccordionModel
    var VTabNavigationView: VTabNavigationViewModel
    var VNavigationView: VNavigationViewModel
    var VModal: VModalModel
    var VHalfModal: VHalfModalModel
    var VSideBar: VSideBarModel
    var VDialog: VDialogModel
    var VMenu: VMenuModel
    var VActionSheet: VActionSheetModel
    var VToast: VToastModel
    var VSpinner: VSpinnerModel
    var VProgressBar: VProgressBarModel
    var VPageIndicator: VPageIndicatorModel
    var VText: VTextModel
    var VSheet: VSheetModel
    var VLazyScrollView: VLazyScrollViewModel
    var VBaseView: VBaseViewModel
    var VBadge: VBadgeModel
    var VEmptyState: VEmptyStateModel
    var VCard: VCardModel
    var VAvatar: VAvatarModel
    var VListSection: VListSectionModel
    var VRow: VRowModel
    var VTextFieldRow: VTextFieldRowModel
    var VCardHeader: VCardHeaderModel
    var VCardTitle: VCardTitleModel
    var VCardDescription: VCardDescriptionModel
    var VCardContent: VCardContentModel
    var VCardFooter: VCardFooterModel
    var VFieldGroup: VFieldGroupModel
    var VField: VFieldModel
    var VFieldLabel: VFieldLabelModel
    var VFieldDescription: VFieldDescriptionModel
    var VFieldError: VFieldErrorModel
    var VFieldControl: VFieldControlModel
    var VRectangularCaptionButton: VRectangularCaptionButtonModel
    var VStretchedToggleButton: VStretchedToggleButtonModel
    var VWrappedToggleButton: VWrappedToggleButtonModel
    var VRectangularToggleButton: VRectangularToggleButtonModel
    var VTextView: VTextViewModel
    var VCodeEntryView: VCodeEntryViewModel
    var VCarousel: VCarouselModel
    var VDynamicPagerTabView: VDynamicPagerTabViewModel
    var VStretchedIndicatorStaticPagerTabView: VStretchedIndicatorStaticPagerTabViewModel
    var VWrappedIndicatorStaticPagerTabView: VWrappedIndicatorStaticPagerTabViewModel
    var VNotification: VNotificationModel
    var VFetchingAsyncImage: VFetchingAsyncImageModel
    var VBouncingMarquee: VBouncingMarqueeModel
    var VWrappingMarquee: VWrappingMarqueeModel
    var VRollingCounter: VRollingCounterModel
  }

  var schema: String
  var name: String
  var components: Components

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case name, components
  }

  /// The decoded models by component name (the property names), read by reflection so the list cannot drift from
  /// the properties.
  var models: [(name: String, model: any ComponentModel)] {
    Mirror(reflecting: components).children.compactMap { child in
      guard let name = child.label, let model = child.value as? any ComponentModel else { return nil }
      return (name, model)
    }
  }

  /// The registered components this mirror does not decode.
  func missing(from registry: ComponentRegistry) -> [String] {
    let covered = Set(models.map(\.name))
    return registry.names.filter { !covered.contains($0) }
  }

  /// Whether the decoded models equal DesignKit's, by component name: equal, or drawn alike (equal trees, which keep
  /// only the table cells of states the component shows: Foundation's decoder gives a cell a preset leaves out, of
  /// a state the component never shows, the table's first value where DesignKit keeps the default).
  func matches(_ decoded: [String: any ComponentModel], in registry: ComponentRegistry) -> Bool {
    func same<M: ComponentModel>(_ model: M, _ other: (any ComponentModel)?) -> Bool { other as? M == model }
    let mine = models
    guard mine.count == decoded.count else { return false }
    var differing: [String] = []
    for (name, model) in mine where !same(model, decoded[name]) {
      if let component = registry[name], let other = decoded[name],
        let tree = try? component.tree(of: model), tree == (try? component.tree(of: other))
      {
        continue
      }
      differing.append(name)
    }
    if !differing.isEmpty { print("models that differ: \(differing.joined(separator: ", "))") }
    return differing.isEmpty
  }
}
