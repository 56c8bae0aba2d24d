import DesignKitCore

/// The built-in components.
public enum Catalog {
  /// Every built-in component, by family, and the 8.x names of those VComponents renamed (`aliases`).
  public static let registry = ComponentRegistry(
    [
      RegisteredComponent(VBaseButton.self),
      RegisteredComponent(VPrimaryButton.self),
      RegisteredComponent(VSecondaryButton.self),
      RegisteredComponent(VSquareButton.self),
      RegisteredComponent(VPlainButton.self),
      RegisteredComponent(VChevronButton.self),
      RegisteredComponent(VCloseButton.self),
      RegisteredComponent(VNavigationLink.self),
      RegisteredComponent(VLink.self),
      RegisteredComponent(VToggle.self),
      RegisteredComponent(VCheckBox.self),
      RegisteredComponent(VRadioButton.self),
      RegisteredComponent(VRadioGroup.self),
      RegisteredComponent(VSegmentedPicker.self),
      RegisteredComponent(VMenuPicker.self),
      RegisteredComponent(VWheelPicker.self),
      RegisteredComponent(VStepper.self),
      RegisteredComponent(VSlider.self),
      RegisteredComponent(VRangeSlider.self),
      RegisteredComponent(VBaseTextField.self),
      RegisteredComponent(VTextField.self),
      // Lists.
      RegisteredComponent(VBaseList.self),
      RegisteredComponent(VList.self),
      RegisteredComponent(VSectionList.self),
      RegisteredComponent(VAccordion.self),
      // Navigation.
      RegisteredComponent(VTabNavigationView.self),
      RegisteredComponent(VNavigationView.self),
      // Modals.
      RegisteredComponent(VModal.self),
      RegisteredComponent(VHalfModal.self),
      RegisteredComponent(VSideBar.self),
      RegisteredComponent(VDialog.self),
      RegisteredComponent(VMenu.self),
      RegisteredComponent(VActionSheet.self),
      // Messages.
      RegisteredComponent(VToast.self),
      // Indicators.
      RegisteredComponent(VSpinner.self),
      RegisteredComponent(VProgressBar.self),
      RegisteredComponent(VPageIndicator.self),
      // Misc.
      RegisteredComponent(VText.self),
      RegisteredComponent(VSheet.self),
      RegisteredComponent(VLazyScrollView.self),
      RegisteredComponent(VBaseView.self),
      // Lab and composition parts (issue 9).
      RegisteredComponent(VBadge.self), RegisteredComponent(VEmptyState.self), RegisteredComponent(VCard.self),
      RegisteredComponent(VAvatar.self), RegisteredComponent(VListSection.self), RegisteredComponent(VRow.self),
      RegisteredComponent(VTextFieldRow.self), RegisteredComponent(VCardHeader.self),
      RegisteredComponent(VCardTitle.self),
      RegisteredComponent(VCardDescription.self), RegisteredComponent(VCardContent.self),
      RegisteredComponent(VCardFooter.self), RegisteredComponent(VFieldGroup.self), RegisteredComponent(VField.self),
      RegisteredComponent(VFieldLabel.self), RegisteredComponent(VFieldDescription.self),
      RegisteredComponent(VFieldError.self), RegisteredComponent(VFieldControl.self),
    ], aliases: aliases)
}

extension Theme {
  /// The built-in defaults for every built-in component.
  public static var `default`: Theme { Theme(registry: Catalog.registry) }
}

extension PresetLoader {
  /// A loader for the built-in components, reading from the disk, importing DTCG token files.
  public init() { self.init(registry: Catalog.registry, tokenFileImporter: DTCGTokenImporter()) }
}
