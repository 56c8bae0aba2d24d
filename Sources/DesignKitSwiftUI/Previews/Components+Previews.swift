#if canImport(SwiftUI)
  import DesignKitCatalog
  import SwiftUI

  // Generated from the registry by Scripts/regenerate.sh (SwiftUIFacePreviewsTests checks it): every drawable
  // component's states in light, dark, accessibility5 and right to left, drawn by `ComponentPreviews`.
  struct VBaseButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VBaseButton>() }
  }
  struct VPrimaryButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VPrimaryButton>() }
  }
  struct VSecondaryButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TitledPressButton<SecondaryButtonRole>>() }
  }
  struct VSquareButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TitledPressButton<SquareButtonRole>>() }
  }
  struct VPlainButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TitledPressButton<PlainButtonRole>>() }
  }
  struct VChevronButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VChevronButton>() }
  }
  struct VCloseButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VCloseButton>() }
  }
  struct VNavigationLink_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<LinkButton<VNavigationLinkRole>>() }
  }
  struct VLink_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<LinkButton<VLinkRole>>() }
  }
  struct VRectangularCaptionButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VRectangularCaptionButton>() }
  }
  struct VToggle_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<StatePicker<TogglePickerRole>>() }
  }
  struct VCheckBox_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<StatePicker<CheckBoxPickerRole>>() }
  }
  struct VRadioButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<StatePicker<RadioButtonPickerRole>>() }
  }
  struct VRadioGroup_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VRadioGroup>() }
  }
  struct VStretchedToggleButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<ToggleButton<StretchedToggleButtonRole>>() }
  }
  struct VWrappedToggleButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<ToggleButton<WrappedToggleButtonRole>>() }
  }
  struct VRectangularToggleButton_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<ToggleButton<RectangularToggleButtonRole>>() }
  }
  struct VSegmentedPicker_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VSegmentedPicker>() }
  }
  struct VMenuPicker_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VMenuPicker>() }
  }
  struct VWheelPicker_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VWheelPicker>() }
  }
  struct VStepper_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VStepper>() }
  }
  struct VSlider_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VSlider>() }
  }
  struct VRangeSlider_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VRangeSlider>() }
  }
  struct VBaseTextField_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TextInput<VBaseTextFieldRole>>() }
  }
  struct VTextField_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VTextField>() }
  }
  struct VTextView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TextInput<VTextViewRole>>() }
  }
  struct VCodeEntryView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VCodeEntryView>() }
  }
  struct VBaseList_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VBaseList>() }
  }
  struct VList_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VList>() }
  }
  struct VSectionList_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VSectionList>() }
  }
  struct VAccordion_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VAccordion>() }
  }
  struct VCarousel_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VCarousel>() }
  }
  struct VTabNavigationView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VTabNavigationView>() }
  }
  struct VNavigationView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VNavigationView>() }
  }
  struct VDynamicPagerTabView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<PagerTabView<DynamicPagerTabViewRole>>() }
  }
  struct VStretchedIndicatorStaticPagerTabView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<PagerTabView<StretchedIndicatorStaticPagerTabViewRole>>() }
  }
  struct VWrappedIndicatorStaticPagerTabView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<PagerTabView<WrappedIndicatorStaticPagerTabViewRole>>() }
  }
  struct VModal_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VModal>() }
  }
  struct VHalfModal_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VHalfModal>() }
  }
  struct VSideBar_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VSideBar>() }
  }
  struct VDialog_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VDialog>() }
  }
  struct VMenu_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VMenu>() }
  }
  struct VActionSheet_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VActionSheet>() }
  }
  struct VToast_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VToast>() }
  }
  struct VNotification_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VNotification>() }
  }
  struct VSpinner_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VSpinner>() }
  }
  struct VProgressBar_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VProgressBar>() }
  }
  struct VPageIndicator_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VPageIndicator>() }
  }
  struct VText_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VText>() }
  }
  struct VSheet_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VSheet>() }
  }
  struct VLazyScrollView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VLazyScrollView>() }
  }
  struct VBaseView_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VBaseView>() }
  }
  struct VRollingCounter_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VRollingCounter>() }
  }
  struct VBouncingMarquee_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<Marquee<BouncingMarqueeRole>>() }
  }
  struct VWrappingMarquee_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<Marquee<WrappingMarqueeRole>>() }
  }
  struct VFetchingAsyncImage_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VFetchingAsyncImage>() }
  }
  struct VBadge_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VBadge>() }
  }
  struct VEmptyState_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VEmptyState>() }
  }
  struct VCard_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VCard>() }
  }
  struct VAvatar_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VAvatar>() }
  }
  struct VListSection_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VListSection>() }
  }
  struct VRow_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VRow>() }
  }
  struct VTextFieldRow_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VTextFieldRow>() }
  }
  struct VCardHeader_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<CardSection<CardHeaderPart>>() }
  }
  struct VCardTitle_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TextPart<CardTitleText>>() }
  }
  struct VCardDescription_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TextPart<CardDescriptionText>>() }
  }
  struct VCardContent_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<CardSection<CardContentPart>>() }
  }
  struct VCardFooter_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<CardSection<CardFooterPart>>() }
  }
  struct VFieldGroup_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VFieldGroup>() }
  }
  struct VField_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VField>() }
  }
  struct VFieldLabel_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VFieldLabel>() }
  }
  struct VFieldDescription_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TextPart<FieldDescriptionText>>() }
  }
  struct VFieldError_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<TextPart<FieldErrorText>>() }
  }
  struct VFieldControl_Previews: PreviewProvider {
    static var previews: some View { ComponentPreviews<VFieldControl>() }
  }
#endif
