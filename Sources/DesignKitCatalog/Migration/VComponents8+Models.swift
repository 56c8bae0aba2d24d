import DesignKitCore

// Generated from the registry by `DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter VComponents8Migration`: VComponents 7's `…UIModel` and 8's
// `…Appearance` names of every component's model, deprecated in favour of the model's own name.

/// VComponents 7's name of `VBaseButtonModel`.
@available(*, deprecated, renamed: "VBaseButtonModel")
public typealias VBaseButtonUIModel = VBaseButtonModel

/// VComponents 8's name of `VBaseButtonModel`.
@available(*, deprecated, renamed: "VBaseButtonModel")
public typealias VBaseButtonAppearance = VBaseButtonModel

/// VComponents 7's name of `VPrimaryButtonModel`.
@available(*, deprecated, renamed: "VPrimaryButtonModel")
public typealias VPrimaryButtonUIModel = VPrimaryButtonModel

/// VComponents 8's name of `VPrimaryButtonModel`.
@available(*, deprecated, renamed: "VPrimaryButtonModel")
public typealias VPrimaryButtonAppearance = VPrimaryButtonModel

/// VComponents 7's name of `VSecondaryButtonModel`.
@available(*, deprecated, renamed: "VSecondaryButtonModel")
public typealias VSecondaryButtonUIModel = VSecondaryButtonModel

/// VComponents 8's name of `VSecondaryButtonModel`.
@available(*, deprecated, renamed: "VSecondaryButtonModel")
public typealias VSecondaryButtonAppearance = VSecondaryButtonModel

/// VComponents 7's name of `VSquareButtonModel`.
@available(*, deprecated, renamed: "VSquareButtonModel")
public typealias VSquareButtonUIModel = VSquareButtonModel

/// VComponents 8's name of `VSquareButtonModel`.
@available(*, deprecated, renamed: "VSquareButtonModel")
public typealias VSquareButtonAppearance = VSquareButtonModel

/// VComponents 7's name of `VPlainButtonModel`.
@available(*, deprecated, renamed: "VPlainButtonModel")
public typealias VPlainButtonUIModel = VPlainButtonModel

/// VComponents 8's name of `VPlainButtonModel`.
@available(*, deprecated, renamed: "VPlainButtonModel")
public typealias VPlainButtonAppearance = VPlainButtonModel

/// VComponents 7's name of `VChevronButtonModel`.
@available(*, deprecated, renamed: "VChevronButtonModel")
public typealias VChevronButtonUIModel = VChevronButtonModel

/// VComponents 8's name of `VChevronButtonModel`.
@available(*, deprecated, renamed: "VChevronButtonModel")
public typealias VChevronButtonAppearance = VChevronButtonModel

/// VComponents 7's name of `VCloseButtonModel`.
@available(*, deprecated, renamed: "VCloseButtonModel")
public typealias VCloseButtonUIModel = VCloseButtonModel

/// VComponents 8's name of `VCloseButtonModel`.
@available(*, deprecated, renamed: "VCloseButtonModel")
public typealias VCloseButtonAppearance = VCloseButtonModel

/// VComponents 7's name of `VNavigationLinkModel`.
@available(*, deprecated, renamed: "VNavigationLinkModel")
public typealias VNavigationLinkUIModel = VNavigationLinkModel

/// VComponents 8's name of `VNavigationLinkModel`.
@available(*, deprecated, renamed: "VNavigationLinkModel")
public typealias VNavigationLinkAppearance = VNavigationLinkModel

/// VComponents 7's name of `VLinkModel`.
@available(*, deprecated, renamed: "VLinkModel")
public typealias VLinkUIModel = VLinkModel

/// VComponents 8's name of `VLinkModel`.
@available(*, deprecated, renamed: "VLinkModel")
public typealias VLinkAppearance = VLinkModel

/// VComponents 7's name of `VRectangularCaptionButtonModel`.
@available(*, deprecated, renamed: "VRectangularCaptionButtonModel")
public typealias VRectangularCaptionButtonUIModel = VRectangularCaptionButtonModel

/// VComponents 8's name of `VRectangularCaptionButtonModel`.
@available(*, deprecated, renamed: "VRectangularCaptionButtonModel")
public typealias VRectangularCaptionButtonAppearance = VRectangularCaptionButtonModel

/// VComponents 7's name of `VToggleModel`.
@available(*, deprecated, renamed: "VToggleModel")
public typealias VToggleUIModel = VToggleModel

/// VComponents 8's name of `VToggleModel`.
@available(*, deprecated, renamed: "VToggleModel")
public typealias VToggleAppearance = VToggleModel

/// VComponents 7's name of `VCheckBoxModel`.
@available(*, deprecated, renamed: "VCheckBoxModel")
public typealias VCheckBoxUIModel = VCheckBoxModel

/// VComponents 8's name of `VCheckBoxModel`.
@available(*, deprecated, renamed: "VCheckBoxModel")
public typealias VCheckBoxAppearance = VCheckBoxModel

/// VComponents 7's name of `VRadioButtonModel`.
@available(*, deprecated, renamed: "VRadioButtonModel")
public typealias VRadioButtonUIModel = VRadioButtonModel

/// VComponents 8's name of `VRadioButtonModel`.
@available(*, deprecated, renamed: "VRadioButtonModel")
public typealias VRadioButtonAppearance = VRadioButtonModel

/// VComponents 7's name of `VRadioGroupModel`.
@available(*, deprecated, renamed: "VRadioGroupModel")
public typealias VRadioGroupUIModel = VRadioGroupModel

/// VComponents 8's name of `VRadioGroupModel`.
@available(*, deprecated, renamed: "VRadioGroupModel")
public typealias VRadioGroupAppearance = VRadioGroupModel

/// VComponents 7's name of `VStretchedToggleButtonModel`.
@available(*, deprecated, renamed: "VStretchedToggleButtonModel")
public typealias VStretchedToggleButtonUIModel = VStretchedToggleButtonModel

/// VComponents 8's name of `VStretchedToggleButtonModel`.
@available(*, deprecated, renamed: "VStretchedToggleButtonModel")
public typealias VStretchedToggleButtonAppearance = VStretchedToggleButtonModel

/// VComponents 7's name of `VWrappedToggleButtonModel`.
@available(*, deprecated, renamed: "VWrappedToggleButtonModel")
public typealias VWrappedToggleButtonUIModel = VWrappedToggleButtonModel

/// VComponents 8's name of `VWrappedToggleButtonModel`.
@available(*, deprecated, renamed: "VWrappedToggleButtonModel")
public typealias VWrappedToggleButtonAppearance = VWrappedToggleButtonModel

/// VComponents 7's name of `VRectangularToggleButtonModel`.
@available(*, deprecated, renamed: "VRectangularToggleButtonModel")
public typealias VRectangularToggleButtonUIModel = VRectangularToggleButtonModel

/// VComponents 8's name of `VRectangularToggleButtonModel`.
@available(*, deprecated, renamed: "VRectangularToggleButtonModel")
public typealias VRectangularToggleButtonAppearance = VRectangularToggleButtonModel

/// VComponents 7's name of `VSegmentedPickerModel`.
@available(*, deprecated, renamed: "VSegmentedPickerModel")
public typealias VSegmentedPickerUIModel = VSegmentedPickerModel

/// VComponents 8's name of `VSegmentedPickerModel`.
@available(*, deprecated, renamed: "VSegmentedPickerModel")
public typealias VSegmentedPickerAppearance = VSegmentedPickerModel

/// VComponents 7's name of `VMenuPickerModel`.
@available(*, deprecated, renamed: "VMenuPickerModel")
public typealias VMenuPickerUIModel = VMenuPickerModel

/// VComponents 8's name of `VMenuPickerModel`.
@available(*, deprecated, renamed: "VMenuPickerModel")
public typealias VMenuPickerAppearance = VMenuPickerModel

/// VComponents 7's name of `VWheelPickerModel`.
@available(*, deprecated, renamed: "VWheelPickerModel")
public typealias VWheelPickerUIModel = VWheelPickerModel

/// VComponents 8's name of `VWheelPickerModel`.
@available(*, deprecated, renamed: "VWheelPickerModel")
public typealias VWheelPickerAppearance = VWheelPickerModel

/// VComponents 7's name of `VStepperModel`.
@available(*, deprecated, renamed: "VStepperModel")
public typealias VStepperUIModel = VStepperModel

/// VComponents 8's name of `VStepperModel`.
@available(*, deprecated, renamed: "VStepperModel")
public typealias VStepperAppearance = VStepperModel

/// VComponents 7's name of `VSliderModel`.
@available(*, deprecated, renamed: "VSliderModel")
public typealias VSliderUIModel = VSliderModel

/// VComponents 8's name of `VSliderModel`.
@available(*, deprecated, renamed: "VSliderModel")
public typealias VSliderAppearance = VSliderModel

/// VComponents 7's name of `VRangeSliderModel`.
@available(*, deprecated, renamed: "VRangeSliderModel")
public typealias VRangeSliderUIModel = VRangeSliderModel

/// VComponents 8's name of `VRangeSliderModel`.
@available(*, deprecated, renamed: "VRangeSliderModel")
public typealias VRangeSliderAppearance = VRangeSliderModel

/// VComponents 7's name of `VBaseTextFieldModel`.
@available(*, deprecated, renamed: "VBaseTextFieldModel")
public typealias VBaseTextFieldUIModel = VBaseTextFieldModel

/// VComponents 8's name of `VBaseTextFieldModel`.
@available(*, deprecated, renamed: "VBaseTextFieldModel")
public typealias VBaseTextFieldAppearance = VBaseTextFieldModel

/// VComponents 7's name of `VTextFieldModel`.
@available(*, deprecated, renamed: "VTextFieldModel")
public typealias VTextFieldUIModel = VTextFieldModel

/// VComponents 8's name of `VTextFieldModel`.
@available(*, deprecated, renamed: "VTextFieldModel")
public typealias VTextFieldAppearance = VTextFieldModel

/// VComponents 7's name of `VTextViewModel`.
@available(*, deprecated, renamed: "VTextViewModel")
public typealias VTextViewUIModel = VTextViewModel

/// VComponents 8's name of `VTextViewModel`.
@available(*, deprecated, renamed: "VTextViewModel")
public typealias VTextViewAppearance = VTextViewModel

/// VComponents 7's name of `VCodeEntryViewModel`.
@available(*, deprecated, renamed: "VCodeEntryViewModel")
public typealias VCodeEntryViewUIModel = VCodeEntryViewModel

/// VComponents 8's name of `VCodeEntryViewModel`.
@available(*, deprecated, renamed: "VCodeEntryViewModel")
public typealias VCodeEntryViewAppearance = VCodeEntryViewModel

/// VComponents 7's name of `VBaseListModel`.
@available(*, deprecated, renamed: "VBaseListModel")
public typealias VBaseListUIModel = VBaseListModel

/// VComponents 8's name of `VBaseListModel`.
@available(*, deprecated, renamed: "VBaseListModel")
public typealias VBaseListAppearance = VBaseListModel

/// VComponents 7's name of `VListModel`.
@available(*, deprecated, renamed: "VListModel")
public typealias VListUIModel = VListModel

/// VComponents 8's name of `VListModel`.
@available(*, deprecated, renamed: "VListModel")
public typealias VListAppearance = VListModel

/// VComponents 7's name of `VSectionListModel`.
@available(*, deprecated, renamed: "VSectionListModel")
public typealias VSectionListUIModel = VSectionListModel

/// VComponents 8's name of `VSectionListModel`.
@available(*, deprecated, renamed: "VSectionListModel")
public typealias VSectionListAppearance = VSectionListModel

/// VComponents 7's name of `VAccordionModel`.
@available(*, deprecated, renamed: "VAccordionModel")
public typealias VAccordionUIModel = VAccordionModel

/// VComponents 8's name of `VAccordionModel`.
@available(*, deprecated, renamed: "VAccordionModel")
public typealias VAccordionAppearance = VAccordionModel

/// VComponents 7's name of `VCarouselModel`.
@available(*, deprecated, renamed: "VCarouselModel")
public typealias VCarouselUIModel = VCarouselModel

/// VComponents 8's name of `VCarouselModel`.
@available(*, deprecated, renamed: "VCarouselModel")
public typealias VCarouselAppearance = VCarouselModel

/// VComponents 7's name of `VTabNavigationViewModel`.
@available(*, deprecated, renamed: "VTabNavigationViewModel")
public typealias VTabNavigationViewUIModel = VTabNavigationViewModel

/// VComponents 8's name of `VTabNavigationViewModel`.
@available(*, deprecated, renamed: "VTabNavigationViewModel")
public typealias VTabNavigationViewAppearance = VTabNavigationViewModel

/// VComponents 7's name of `VNavigationViewModel`.
@available(*, deprecated, renamed: "VNavigationViewModel")
public typealias VNavigationViewUIModel = VNavigationViewModel

/// VComponents 8's name of `VNavigationViewModel`.
@available(*, deprecated, renamed: "VNavigationViewModel")
public typealias VNavigationViewAppearance = VNavigationViewModel

/// VComponents 7's name of `VDynamicPagerTabViewModel`.
@available(*, deprecated, renamed: "VDynamicPagerTabViewModel")
public typealias VDynamicPagerTabViewUIModel = VDynamicPagerTabViewModel

/// VComponents 8's name of `VDynamicPagerTabViewModel`.
@available(*, deprecated, renamed: "VDynamicPagerTabViewModel")
public typealias VDynamicPagerTabViewAppearance = VDynamicPagerTabViewModel

/// VComponents 7's name of `VStretchedIndicatorStaticPagerTabViewModel`.
@available(*, deprecated, renamed: "VStretchedIndicatorStaticPagerTabViewModel")
public typealias VStretchedIndicatorStaticPagerTabViewUIModel = VStretchedIndicatorStaticPagerTabViewModel

/// VComponents 8's name of `VStretchedIndicatorStaticPagerTabViewModel`.
@available(*, deprecated, renamed: "VStretchedIndicatorStaticPagerTabViewModel")
public typealias VStretchedIndicatorStaticPagerTabViewAppearance = VStretchedIndicatorStaticPagerTabViewModel

/// VComponents 7's name of `VWrappedIndicatorStaticPagerTabViewModel`.
@available(*, deprecated, renamed: "VWrappedIndicatorStaticPagerTabViewModel")
public typealias VWrappedIndicatorStaticPagerTabViewUIModel = VWrappedIndicatorStaticPagerTabViewModel

/// VComponents 8's name of `VWrappedIndicatorStaticPagerTabViewModel`.
@available(*, deprecated, renamed: "VWrappedIndicatorStaticPagerTabViewModel")
public typealias VWrappedIndicatorStaticPagerTabViewAppearance = VWrappedIndicatorStaticPagerTabViewModel

/// VComponents 7's name of `VModalModel`.
@available(*, deprecated, renamed: "VModalModel")
public typealias VModalUIModel = VModalModel

/// VComponents 8's name of `VModalModel`.
@available(*, deprecated, renamed: "VModalModel")
public typealias VModalAppearance = VModalModel

/// VComponents 7's name of `VHalfModalModel`.
@available(*, deprecated, renamed: "VHalfModalModel")
public typealias VHalfModalUIModel = VHalfModalModel

/// VComponents 8's name of `VHalfModalModel`.
@available(*, deprecated, renamed: "VHalfModalModel")
public typealias VHalfModalAppearance = VHalfModalModel

/// VComponents 7's name of `VSideBarModel`.
@available(*, deprecated, renamed: "VSideBarModel")
public typealias VSideBarUIModel = VSideBarModel

/// VComponents 8's name of `VSideBarModel`.
@available(*, deprecated, renamed: "VSideBarModel")
public typealias VSideBarAppearance = VSideBarModel

/// VComponents 7's name of `VDialogModel`.
@available(*, deprecated, renamed: "VDialogModel")
public typealias VDialogUIModel = VDialogModel

/// VComponents 8's name of `VDialogModel`.
@available(*, deprecated, renamed: "VDialogModel")
public typealias VDialogAppearance = VDialogModel

/// VComponents 7's name of `VMenuModel`.
@available(*, deprecated, renamed: "VMenuModel")
public typealias VMenuUIModel = VMenuModel

/// VComponents 8's name of `VMenuModel`.
@available(*, deprecated, renamed: "VMenuModel")
public typealias VMenuAppearance = VMenuModel

/// VComponents 7's name of `VActionSheetModel`.
@available(*, deprecated, renamed: "VActionSheetModel")
public typealias VActionSheetUIModel = VActionSheetModel

/// VComponents 8's name of `VActionSheetModel`.
@available(*, deprecated, renamed: "VActionSheetModel")
public typealias VActionSheetAppearance = VActionSheetModel

/// VComponents 7's name of `VToastModel`.
@available(*, deprecated, renamed: "VToastModel")
public typealias VToastUIModel = VToastModel

/// VComponents 8's name of `VToastModel`.
@available(*, deprecated, renamed: "VToastModel")
public typealias VToastAppearance = VToastModel

/// VComponents 7's name of `VNotificationModel`.
@available(*, deprecated, renamed: "VNotificationModel")
public typealias VNotificationUIModel = VNotificationModel

/// VComponents 8's name of `VNotificationModel`.
@available(*, deprecated, renamed: "VNotificationModel")
public typealias VNotificationAppearance = VNotificationModel

/// VComponents 7's name of `VSpinnerModel`.
@available(*, deprecated, renamed: "VSpinnerModel")
public typealias VSpinnerUIModel = VSpinnerModel

/// VComponents 8's name of `VSpinnerModel`.
@available(*, deprecated, renamed: "VSpinnerModel")
public typealias VSpinnerAppearance = VSpinnerModel

/// VComponents 7's name of `VProgressBarModel`.
@available(*, deprecated, renamed: "VProgressBarModel")
public typealias VProgressBarUIModel = VProgressBarModel

/// VComponents 8's name of `VProgressBarModel`.
@available(*, deprecated, renamed: "VProgressBarModel")
public typealias VProgressBarAppearance = VProgressBarModel

/// VComponents 7's name of `VPageIndicatorModel`.
@available(*, deprecated, renamed: "VPageIndicatorModel")
public typealias VPageIndicatorUIModel = VPageIndicatorModel

/// VComponents 8's name of `VPageIndicatorModel`.
@available(*, deprecated, renamed: "VPageIndicatorModel")
public typealias VPageIndicatorAppearance = VPageIndicatorModel

/// VComponents 7's name of `VTextModel`.
@available(*, deprecated, renamed: "VTextModel")
public typealias VTextUIModel = VTextModel

/// VComponents 8's name of `VTextModel`.
@available(*, deprecated, renamed: "VTextModel")
public typealias VTextAppearance = VTextModel

/// VComponents 7's name of `VSheetModel`.
@available(*, deprecated, renamed: "VSheetModel")
public typealias VSheetUIModel = VSheetModel

/// VComponents 8's name of `VSheetModel`.
@available(*, deprecated, renamed: "VSheetModel")
public typealias VSheetAppearance = VSheetModel

/// VComponents 7's name of `VLazyScrollViewModel`.
@available(*, deprecated, renamed: "VLazyScrollViewModel")
public typealias VLazyScrollViewUIModel = VLazyScrollViewModel

/// VComponents 8's name of `VLazyScrollViewModel`.
@available(*, deprecated, renamed: "VLazyScrollViewModel")
public typealias VLazyScrollViewAppearance = VLazyScrollViewModel

/// VComponents 7's name of `VBaseViewModel`.
@available(*, deprecated, renamed: "VBaseViewModel")
public typealias VBaseViewUIModel = VBaseViewModel

/// VComponents 8's name of `VBaseViewModel`.
@available(*, deprecated, renamed: "VBaseViewModel")
public typealias VBaseViewAppearance = VBaseViewModel

/// VComponents 7's name of `VRollingCounterModel`.
@available(*, deprecated, renamed: "VRollingCounterModel")
public typealias VRollingCounterUIModel = VRollingCounterModel

/// VComponents 8's name of `VRollingCounterModel`.
@available(*, deprecated, renamed: "VRollingCounterModel")
public typealias VRollingCounterAppearance = VRollingCounterModel

/// VComponents 7's name of `VBouncingMarqueeModel`.
@available(*, deprecated, renamed: "VBouncingMarqueeModel")
public typealias VBouncingMarqueeUIModel = VBouncingMarqueeModel

/// VComponents 8's name of `VBouncingMarqueeModel`.
@available(*, deprecated, renamed: "VBouncingMarqueeModel")
public typealias VBouncingMarqueeAppearance = VBouncingMarqueeModel

/// VComponents 7's name of `VWrappingMarqueeModel`.
@available(*, deprecated, renamed: "VWrappingMarqueeModel")
public typealias VWrappingMarqueeUIModel = VWrappingMarqueeModel

/// VComponents 8's name of `VWrappingMarqueeModel`.
@available(*, deprecated, renamed: "VWrappingMarqueeModel")
public typealias VWrappingMarqueeAppearance = VWrappingMarqueeModel

/// VComponents 7's name of `VFetchingAsyncImageModel`.
@available(*, deprecated, renamed: "VFetchingAsyncImageModel")
public typealias VFetchingAsyncImageUIModel = VFetchingAsyncImageModel

/// VComponents 8's name of `VFetchingAsyncImageModel`.
@available(*, deprecated, renamed: "VFetchingAsyncImageModel")
public typealias VFetchingAsyncImageAppearance = VFetchingAsyncImageModel

/// VComponents 7's name of `VBadgeModel`.
@available(*, deprecated, renamed: "VBadgeModel")
public typealias VBadgeUIModel = VBadgeModel

/// VComponents 8's name of `VBadgeModel`.
@available(*, deprecated, renamed: "VBadgeModel")
public typealias VBadgeAppearance = VBadgeModel

/// VComponents 7's name of `VEmptyStateModel`.
@available(*, deprecated, renamed: "VEmptyStateModel")
public typealias VEmptyStateUIModel = VEmptyStateModel

/// VComponents 8's name of `VEmptyStateModel`.
@available(*, deprecated, renamed: "VEmptyStateModel")
public typealias VEmptyStateAppearance = VEmptyStateModel

/// VComponents 7's name of `VCardModel`.
@available(*, deprecated, renamed: "VCardModel")
public typealias VCardUIModel = VCardModel

/// VComponents 8's name of `VCardModel`.
@available(*, deprecated, renamed: "VCardModel")
public typealias VCardAppearance = VCardModel

/// VComponents 7's name of `VAvatarModel`.
@available(*, deprecated, renamed: "VAvatarModel")
public typealias VAvatarUIModel = VAvatarModel

/// VComponents 8's name of `VAvatarModel`.
@available(*, deprecated, renamed: "VAvatarModel")
public typealias VAvatarAppearance = VAvatarModel

/// VComponents 7's name of `VListSectionModel`.
@available(*, deprecated, renamed: "VListSectionModel")
public typealias VListSectionUIModel = VListSectionModel

/// VComponents 8's name of `VListSectionModel`.
@available(*, deprecated, renamed: "VListSectionModel")
public typealias VListSectionAppearance = VListSectionModel

/// VComponents 7's name of `VRowModel`.
@available(*, deprecated, renamed: "VRowModel")
public typealias VRowUIModel = VRowModel

/// VComponents 8's name of `VRowModel`.
@available(*, deprecated, renamed: "VRowModel")
public typealias VRowAppearance = VRowModel

/// VComponents 7's name of `VTextFieldRowModel`.
@available(*, deprecated, renamed: "VTextFieldRowModel")
public typealias VTextFieldRowUIModel = VTextFieldRowModel

/// VComponents 8's name of `VTextFieldRowModel`.
@available(*, deprecated, renamed: "VTextFieldRowModel")
public typealias VTextFieldRowAppearance = VTextFieldRowModel

/// VComponents 7's name of `VCardHeaderModel`.
@available(*, deprecated, renamed: "VCardHeaderModel")
public typealias VCardHeaderUIModel = VCardHeaderModel

/// VComponents 8's name of `VCardHeaderModel`.
@available(*, deprecated, renamed: "VCardHeaderModel")
public typealias VCardHeaderAppearance = VCardHeaderModel

/// VComponents 7's name of `VCardTitleModel`.
@available(*, deprecated, renamed: "VCardTitleModel")
public typealias VCardTitleUIModel = VCardTitleModel

/// VComponents 8's name of `VCardTitleModel`.
@available(*, deprecated, renamed: "VCardTitleModel")
public typealias VCardTitleAppearance = VCardTitleModel

/// VComponents 7's name of `VCardDescriptionModel`.
@available(*, deprecated, renamed: "VCardDescriptionModel")
public typealias VCardDescriptionUIModel = VCardDescriptionModel

/// VComponents 8's name of `VCardDescriptionModel`.
@available(*, deprecated, renamed: "VCardDescriptionModel")
public typealias VCardDescriptionAppearance = VCardDescriptionModel

/// VComponents 7's name of `VCardContentModel`.
@available(*, deprecated, renamed: "VCardContentModel")
public typealias VCardContentUIModel = VCardContentModel

/// VComponents 8's name of `VCardContentModel`.
@available(*, deprecated, renamed: "VCardContentModel")
public typealias VCardContentAppearance = VCardContentModel

/// VComponents 7's name of `VCardFooterModel`.
@available(*, deprecated, renamed: "VCardFooterModel")
public typealias VCardFooterUIModel = VCardFooterModel

/// VComponents 8's name of `VCardFooterModel`.
@available(*, deprecated, renamed: "VCardFooterModel")
public typealias VCardFooterAppearance = VCardFooterModel

/// VComponents 7's name of `VFieldGroupModel`.
@available(*, deprecated, renamed: "VFieldGroupModel")
public typealias VFieldGroupUIModel = VFieldGroupModel

/// VComponents 8's name of `VFieldGroupModel`.
@available(*, deprecated, renamed: "VFieldGroupModel")
public typealias VFieldGroupAppearance = VFieldGroupModel

/// VComponents 7's name of `VFieldModel`.
@available(*, deprecated, renamed: "VFieldModel")
public typealias VFieldUIModel = VFieldModel

/// VComponents 8's name of `VFieldModel`.
@available(*, deprecated, renamed: "VFieldModel")
public typealias VFieldAppearance = VFieldModel

/// VComponents 7's name of `VFieldLabelModel`.
@available(*, deprecated, renamed: "VFieldLabelModel")
public typealias VFieldLabelUIModel = VFieldLabelModel

/// VComponents 8's name of `VFieldLabelModel`.
@available(*, deprecated, renamed: "VFieldLabelModel")
public typealias VFieldLabelAppearance = VFieldLabelModel

/// VComponents 7's name of `VFieldDescriptionModel`.
@available(*, deprecated, renamed: "VFieldDescriptionModel")
public typealias VFieldDescriptionUIModel = VFieldDescriptionModel

/// VComponents 8's name of `VFieldDescriptionModel`.
@available(*, deprecated, renamed: "VFieldDescriptionModel")
public typealias VFieldDescriptionAppearance = VFieldDescriptionModel

/// VComponents 7's name of `VFieldErrorModel`.
@available(*, deprecated, renamed: "VFieldErrorModel")
public typealias VFieldErrorUIModel = VFieldErrorModel

/// VComponents 8's name of `VFieldErrorModel`.
@available(*, deprecated, renamed: "VFieldErrorModel")
public typealias VFieldErrorAppearance = VFieldErrorModel

/// VComponents 7's name of `VFieldControlModel`.
@available(*, deprecated, renamed: "VFieldControlModel")
public typealias VFieldControlUIModel = VFieldControlModel

/// VComponents 8's name of `VFieldControlModel`.
@available(*, deprecated, renamed: "VFieldControlModel")
public typealias VFieldControlAppearance = VFieldControlModel

/// VComponents 7's name of `VPrimaryButtonModel`.
@available(*, deprecated, renamed: "VPrimaryButtonModel")
public typealias VStretchedButtonUIModel = VPrimaryButtonModel

/// VComponents 8's name of `VPrimaryButtonModel`.
@available(*, deprecated, renamed: "VPrimaryButtonModel")
public typealias VStretchedButtonAppearance = VPrimaryButtonModel

/// VComponents 7's name of `VPrimaryButtonModel`.
@available(*, deprecated, renamed: "VPrimaryButtonModel")
public typealias VLoadingStretchedButtonUIModel = VPrimaryButtonModel

/// VComponents 8's name of `VPrimaryButtonModel`.
@available(*, deprecated, renamed: "VPrimaryButtonModel")
public typealias VLoadingStretchedButtonAppearance = VPrimaryButtonModel

/// VComponents 7's name of `VSecondaryButtonModel`.
@available(*, deprecated, renamed: "VSecondaryButtonModel")
public typealias VWrappedButtonUIModel = VSecondaryButtonModel

/// VComponents 8's name of `VSecondaryButtonModel`.
@available(*, deprecated, renamed: "VSecondaryButtonModel")
public typealias VWrappedButtonAppearance = VSecondaryButtonModel

/// VComponents 7's name of `VSquareButtonModel`.
@available(*, deprecated, renamed: "VSquareButtonModel")
public typealias VRectangularButtonUIModel = VSquareButtonModel

/// VComponents 8's name of `VSquareButtonModel`.
@available(*, deprecated, renamed: "VSquareButtonModel")
public typealias VRectangularButtonAppearance = VSquareButtonModel

/// VComponents 7's name of `VSheetModel`.
@available(*, deprecated, renamed: "VSheetModel")
public typealias VGroupBoxUIModel = VSheetModel

/// VComponents 8's name of `VSheetModel`.
@available(*, deprecated, renamed: "VSheetModel")
public typealias VGroupBoxAppearance = VSheetModel

/// VComponents 7's name of `VAccordionModel`.
@available(*, deprecated, renamed: "VAccordionModel")
public typealias VDisclosureGroupUIModel = VAccordionModel

/// VComponents 8's name of `VAccordionModel`.
@available(*, deprecated, renamed: "VAccordionModel")
public typealias VDisclosureGroupAppearance = VAccordionModel

/// VComponents 7's name of `VHalfModalModel`.
@available(*, deprecated, renamed: "VHalfModalModel")
public typealias VBottomSheetUIModel = VHalfModalModel

/// VComponents 8's name of `VHalfModalModel`.
@available(*, deprecated, renamed: "VHalfModalModel")
public typealias VBottomSheetAppearance = VHalfModalModel

/// VComponents 7's name of `VDialogModel`.
@available(*, deprecated, renamed: "VDialogModel")
public typealias VAlertUIModel = VDialogModel

/// VComponents 8's name of `VDialogModel`.
@available(*, deprecated, renamed: "VDialogModel")
public typealias VAlertAppearance = VDialogModel
