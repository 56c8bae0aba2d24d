#if canImport(SwiftUI)
  import DesignKitCatalog
  import SwiftUI

  // Generated from the registry by Scripts/regenerate.sh (SwiftUIFaceTests checks it): every drawable component
  // is a SwiftUI view through `ComponentView`, whose `body` `View where Self: DrawableComponent` provides.
  extension CardSection: View {}
  extension LinkButton: View {}
  extension Marquee: View {}
  extension PagerTabView: View {}
  extension StatePicker: View {}
  extension TextInput: View {}
  extension TextPart: View {}
  extension TitledPressButton: View {}
  extension ToggleButton: View {}
  extension VAccordion: View {}
  extension VActionSheet: View {}
  extension VAvatar: View {}
  extension VBadge: View {}
  extension VBaseButton: View {}
  extension VBaseList: View {}
  extension VBaseView: View {}
  extension VCard: View {}
  extension VCarousel: View {}
  extension VChevronButton: View {}
  extension VCloseButton: View {}
  extension VCodeEntryView: View {}
  extension VDialog: View {}
  extension VEmptyState: View {}
  extension VFetchingAsyncImage: View {}
  extension VField: View {}
  extension VFieldControl: View {}
  extension VFieldGroup: View {}
  extension VFieldLabel: View {}
  extension VHalfModal: View {}
  extension VLazyScrollView: View {}
  extension VList: View {}
  extension VListSection: View {}
  extension VMenu: View {}
  extension VMenuPicker: View {}
  extension VModal: View {}
  extension VNavigationView: View {}
  extension VNotification: View {}
  extension VPageIndicator: View {}
  extension VPrimaryButton: View {}
  extension VProgressBar: View {}
  extension VRadioGroup: View {}
  extension VRangeSlider: View {}
  extension VRectangularCaptionButton: View {}
  extension VRollingCounter: View {}
  extension VRow: View {}
  extension VSectionList: View {}
  extension VSegmentedPicker: View {}
  extension VSheet: View {}
  extension VSideBar: View {}
  extension VSlider: View {}
  extension VSpinner: View {}
  extension VStepper: View {}
  extension VTabNavigationView: View {}
  extension VText: View {}
  extension VTextField: View {}
  extension VTextFieldRow: View {}
  extension VToast: View {}
  extension VWheelPicker: View {}
#endif
