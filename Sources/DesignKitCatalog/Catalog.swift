import DesignKitCatalogData
import DesignKitCore

/// The built-in components.
public enum Catalog {
  /// Every built-in component, by family, and the 8.x names of those VComponents renamed (`aliases`). Each is built
  /// when first asked for, so a command pays for the components it uses. In every build configuration, what `list`
  /// shows and the default trees under the standard foundations come from the generated `prebuilt` facts, so
  /// `list` builds none; `PrebuiltFactsTests` fails, naming `Scripts/regenerate.sh`, as soon as a component says
  /// something else.
  public static let registry = ComponentRegistry(
    lazy: [
      LazyComponent("VBaseButton") { RegisteredComponent(VBaseButton.self) },
      LazyComponent("VPrimaryButton") { RegisteredComponent(VPrimaryButton.self) },
      LazyComponent("VSecondaryButton") { RegisteredComponent(VSecondaryButton.self) },
      LazyComponent("VSquareButton") { RegisteredComponent(VSquareButton.self) },
      LazyComponent("VPlainButton") { RegisteredComponent(VPlainButton.self) },
      LazyComponent("VChevronButton") { RegisteredComponent(VChevronButton.self) },
      LazyComponent("VCloseButton") { RegisteredComponent(VCloseButton.self) },
      LazyComponent("VNavigationLink") { RegisteredComponent(VNavigationLink.self) },
      LazyComponent("VLink") { RegisteredComponent(VLink.self) },
      LazyComponent("VRectangularCaptionButton") { RegisteredComponent(VRectangularCaptionButton.self) },
      LazyComponent("VToggle") { RegisteredComponent(VToggle.self) },
      LazyComponent("VCheckBox") { RegisteredComponent(VCheckBox.self) },
      LazyComponent("VRadioButton") { RegisteredComponent(VRadioButton.self) },
      LazyComponent("VRadioGroup") { RegisteredComponent(VRadioGroup.self) },
      LazyComponent("VStretchedToggleButton") { RegisteredComponent(VStretchedToggleButton.self) },
      LazyComponent("VWrappedToggleButton") { RegisteredComponent(VWrappedToggleButton.self) },
      LazyComponent("VRectangularToggleButton") { RegisteredComponent(VRectangularToggleButton.self) },
      LazyComponent("VSegmentedPicker") { RegisteredComponent(VSegmentedPicker.self) },
      LazyComponent("VMenuPicker") { RegisteredComponent(VMenuPicker.self) },
      LazyComponent("VWheelPicker") { RegisteredComponent(VWheelPicker.self) },
      LazyComponent("VStepper") { RegisteredComponent(VStepper.self) },
      LazyComponent("VSlider") { RegisteredComponent(VSlider.self) },
      LazyComponent("VRangeSlider") { RegisteredComponent(VRangeSlider.self) },
      LazyComponent("VBaseTextField") { RegisteredComponent(VBaseTextField.self) },
      LazyComponent("VTextField") { RegisteredComponent(VTextField.self) },
      LazyComponent("VTextView") { RegisteredComponent(VTextView.self) },
      LazyComponent("VCodeEntryView") { RegisteredComponent(VCodeEntryView.self) },
      // Lists.
      LazyComponent("VBaseList") { RegisteredComponent(VBaseList.self) },
      LazyComponent("VList") { RegisteredComponent(VList.self) },
      LazyComponent("VSectionList") { RegisteredComponent(VSectionList.self) },
      LazyComponent("VAccordion") { RegisteredComponent(VAccordion.self) },
      LazyComponent("VCarousel") { RegisteredComponent(VCarousel.self) },
      // Navigation.
      LazyComponent("VTabNavigationView") { RegisteredComponent(VTabNavigationView.self) },
      LazyComponent("VNavigationView") { RegisteredComponent(VNavigationView.self) },
      LazyComponent("VDynamicPagerTabView") { RegisteredComponent(VDynamicPagerTabView.self) },
      LazyComponent("VStretchedIndicatorStaticPagerTabView") {
        RegisteredComponent(VStretchedIndicatorStaticPagerTabView.self)
      },
      LazyComponent("VWrappedIndicatorStaticPagerTabView") {
        RegisteredComponent(VWrappedIndicatorStaticPagerTabView.self)
      },
      // Modals.
      LazyComponent("VModal") { RegisteredComponent(VModal.self) },
      LazyComponent("VHalfModal") { RegisteredComponent(VHalfModal.self) },
      LazyComponent("VSideBar") { RegisteredComponent(VSideBar.self) },
      LazyComponent("VDialog") { RegisteredComponent(VDialog.self) },
      LazyComponent("VMenu") { RegisteredComponent(VMenu.self) },
      LazyComponent("VActionSheet") { RegisteredComponent(VActionSheet.self) },
      // Messages.
      LazyComponent("VToast") { RegisteredComponent(VToast.self) },
      LazyComponent("VNotification") { RegisteredComponent(VNotification.self) },
      // Indicators.
      LazyComponent("VSpinner") { RegisteredComponent(VSpinner.self) },
      LazyComponent("VProgressBar") { RegisteredComponent(VProgressBar.self) },
      LazyComponent("VPageIndicator") { RegisteredComponent(VPageIndicator.self) },
      // Misc.
      LazyComponent("VText") { RegisteredComponent(VText.self) },
      LazyComponent("VSheet") { RegisteredComponent(VSheet.self) },
      LazyComponent("VLazyScrollView") { RegisteredComponent(VLazyScrollView.self) },
      LazyComponent("VBaseView") { RegisteredComponent(VBaseView.self) },
      LazyComponent("VRollingCounter") { RegisteredComponent(VRollingCounter.self) },
      LazyComponent("VBouncingMarquee") { RegisteredComponent(VBouncingMarquee.self) },
      LazyComponent("VWrappingMarquee") { RegisteredComponent(VWrappingMarquee.self) },
      LazyComponent("VFetchingAsyncImage") { RegisteredComponent(VFetchingAsyncImage.self) },
      // Lab and composition parts (issue 9).
      LazyComponent("VBadge") { RegisteredComponent(VBadge.self) },
      LazyComponent("VEmptyState") { RegisteredComponent(VEmptyState.self) },
      LazyComponent("VCard") { RegisteredComponent(VCard.self) },
      LazyComponent("VAvatar") { RegisteredComponent(VAvatar.self) },
      LazyComponent("VListSection") { RegisteredComponent(VListSection.self) },
      LazyComponent("VRow") { RegisteredComponent(VRow.self) },
      LazyComponent("VTextFieldRow") { RegisteredComponent(VTextFieldRow.self) },
      LazyComponent("VCardHeader") { RegisteredComponent(VCardHeader.self) },
      LazyComponent("VCardTitle") { RegisteredComponent(VCardTitle.self) },
      LazyComponent("VCardDescription") { RegisteredComponent(VCardDescription.self) },
      LazyComponent("VCardContent") { RegisteredComponent(VCardContent.self) },
      LazyComponent("VCardFooter") { RegisteredComponent(VCardFooter.self) },
      LazyComponent("VFieldGroup") { RegisteredComponent(VFieldGroup.self) },
      LazyComponent("VField") { RegisteredComponent(VField.self) },
      LazyComponent("VFieldLabel") { RegisteredComponent(VFieldLabel.self) },
      LazyComponent("VFieldDescription") { RegisteredComponent(VFieldDescription.self) },
      LazyComponent("VFieldError") { RegisteredComponent(VFieldError.self) },
      LazyComponent("VFieldControl") { RegisteredComponent(VFieldControl.self) },
    ], aliases: aliases, prebuilt: prebuilt)

  /// Each built-in component's facts written down ahead of time (see `PrebuiltComponent`; generated into the
  /// `DesignKitCatalogData` target), checked against the built components by `PrebuiltFactsTests`.
  public static var prebuilt: [String: PrebuiltComponent] { CatalogData.prebuilt }
}

extension Theme {
  /// The built-in defaults for every built-in component.
  public static var `default`: Theme { Theme(registry: Catalog.registry) }
}

extension PresetLoader {
  /// A loader for the built-in components, reading from the disk, importing DTCG token files; `extends` may name a
  /// built-in preset (`BuiltInPresets.names`).
  public init() {
    self.init(registry: Catalog.registry, tokenFileImporter: DTCGTokenImporter(), namedPresets: BuiltInPresets.named)
  }
}
