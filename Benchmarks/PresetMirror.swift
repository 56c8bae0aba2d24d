import DesignKit

/// The complete default preset as a plain `Codable` struct, decoded by Foundation's `JSONDecoder` as the
/// baseline for theme loading: one property per registered component, synthesized conformance.
///
/// When the catalog grows, add the new component here; `PresetMirror.componentNames` lets the benchmark
/// report a component the baseline does not cover.
struct PresetMirror: Codable {
  struct Components: Codable {
    var VPrimaryButton: VPrimaryButtonModel
    var VToggle: VToggleModel
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
  }

  var schema: String
  var name: String
  var components: Components

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case name, components
  }

  /// The components the mirror decodes.
  static let componentNames = [
    "VPrimaryButton", "VToggle", "VTextField", "VBaseList", "VList", "VSectionList", "VAccordion", "VTabNavigationView",
    "VNavigationView", "VModal", "VHalfModal", "VSideBar", "VDialog", "VMenu", "VActionSheet", "VToast", "VSpinner",
    "VProgressBar", "VPageIndicator", "VText", "VSheet", "VLazyScrollView", "VBaseView",
  ]

  /// Whether the decoded models equal DesignKit's, by component name.
  func matches(_ models: [String: any ComponentModel]) -> Bool {
    func same<M: ComponentModel>(_ name: String, _ model: M) -> Bool { models[name] as? M == model }
    let c = components
    return same("VPrimaryButton", c.VPrimaryButton) && same("VToggle", c.VToggle) && same("VTextField", c.VTextField)
      && same("VBaseList", c.VBaseList)
      && same("VList", c.VList)
      && same("VSectionList", c.VSectionList)
      && same("VAccordion", c.VAccordion)
      && same("VTabNavigationView", c.VTabNavigationView)
      && same("VNavigationView", c.VNavigationView)
      && same("VModal", c.VModal)
      && same("VHalfModal", c.VHalfModal)
      && same("VSideBar", c.VSideBar)
      && same("VDialog", c.VDialog)
      && same("VMenu", c.VMenu)
      && same("VActionSheet", c.VActionSheet)
      && same("VToast", c.VToast)
      && same("VSpinner", c.VSpinner)
      && same("VProgressBar", c.VProgressBar)
      && same("VPageIndicator", c.VPageIndicator)
      && same("VText", c.VText)
      && same("VSheet", c.VSheet)
      && same("VLazyScrollView", c.VLazyScrollView)
      && same("VBaseView", c.VBaseView)
  }
}
