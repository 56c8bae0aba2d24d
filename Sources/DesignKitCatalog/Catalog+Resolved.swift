import DesignKitCore

// Generated from the registry by Scripts/regenerate.sh (ResolvedTablesTests checks it): each model group's fields
// in declaration order, so that `Resolved` reads them by key path (`m.layout.cornerRadius`) at their index.

extension ActionHaptics: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.actionFired, "actionFired")])
}

extension AvailabilityAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.stateChange, "stateChange")])
}

extension BackgroundColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background")])
}

extension BouncingMarqueeRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.edges, "edges")])
}

extension ButtonColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.content, "content"), (\.focusRing, "focusRing"), (\.border, "border")])
}

extension CardColumnLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.padding, "padding"), (\.spacing, "spacing"), (\.alignment, "alignment")])
}

extension CardFooterPart.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.separator, "separator")])
}

extension CardFooterPart.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.padding, "padding"), (\.spacing, "spacing"), (\.alignment, "alignment"), (\.separatorWidth, "separatorWidth")])
}

extension CardPart.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.border, "border")])
}

extension CardPart.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.padding, "padding"), (\.cornerRadius, "cornerRadius"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.clearsPaddingWithParts, "clearsPaddingWithParts")])
}

extension CheckBoxPickerRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.fill, "fill"), (\.border, "border"), (\.icon, "icon"), (\.title, "title"), (\.titleIcon, "titleIcon"), (\.focusRing, "focusRing")])
}

extension CheckBoxPickerRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dimension, "dimension"), (\.cornerRadius, "cornerRadius"), (\.borderWidth, "borderWidth"), (\.iconDimension, "iconDimension"), (\.onIcon, "onIcon"), (\.indeterminateIcon, "indeterminateIcon"), (\.hitBox, "hitBox"), (\.titleSpacing, "titleSpacing"), (\.label, "label"), (\.focusRingWidth, "focusRingWidth")])
}

extension CloseButtonRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.icon, "icon"), (\.focusRing, "focusRing")])
}

extension CloseButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dimension, "dimension"), (\.iconDimension, "iconDimension"), (\.touchTarget, "touchTarget"), (\.focusRingWidth, "focusRingWidth")])
}

extension CloseButtonRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.isVisible, "isVisible")])
}

extension DismissSources: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dismissesOnCloseButton, "dismissesOnCloseButton"), (\.dismissesOnTapOutside, "dismissesOnTapOutside"), (\.dismissesOnEscape, "dismissesOnEscape"), (\.dismissesOnSwipe, "dismissesOnSwipe"), (\.swipeThreshold, "swipeThreshold")])
}

extension DynamicPagerTabViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.tabBar, "tabBar"), (\.tabBarSideMargin, "tabBarSideMargin"), (\.tabSpacing, "tabSpacing"), (\.indicatorWidth, "indicatorWidth"), (\.tabBarScrolls, "tabBarScrolls")])
}

extension FieldControlPart.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background")])
}

extension FieldControlPart.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.contentMargins, "contentMargins"), (\.minHeight, "minHeight"), (\.fillsWidth, "fillsWidth")])
}

extension FieldGroupPart.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.spacing, "spacing"), (\.padding, "padding"), (\.isHorizontal, "isHorizontal")])
}

extension GroupedModel: ResolvedModel {
  /// The fields in declaration order.
  public static var resolvedFields: ResolvedFieldTable<Self> { .cached { ResolvedFieldTable<Self>([(\.layout, "layout"), (\.colors, "colors"), (\.fonts, "fonts"), (\.animations, "animations"), (\.misc, "misc")]) } }
}

extension HeaderColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.divider, "divider")])
}

extension HeaderFonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.headerTitle, "headerTitle"), (\.headerTitleConfiguration, "headerTitleConfiguration")])
}

extension HeaderLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.margins, "margins"), (\.spacing, "spacing"), (\.closeButtonLeads, "closeButtonLeads"), (\.dividerHeight, "dividerHeight")])
}

extension IconButtonLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dimension, "dimension"), (\.iconDimension, "iconDimension"), (\.hitBox, "hitBox"), (\.focusRingWidth, "focusRingWidth"), (\.borderWidth, "borderWidth")])
}

extension LabelButtonColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.content, "content"), (\.icon, "icon"), (\.focusRing, "focusRing"), (\.border, "border")])
}

extension LabelLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.placement, "placement"), (\.spacing, "spacing"), (\.iconSize, "iconSize")])
}

extension ListRowColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text"), (\.separator, "separator")])
}

extension MarqueeAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.scroll, "scroll"), (\.stateChange, "stateChange")])
}

extension MarqueeBehavior: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.velocity, "velocity"), (\.legDuration, "legDuration"), (\.delay, "delay"), (\.initialDelay, "initialDelay")])
}

extension MarqueeLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.inset, "inset"), (\.scrollDirection, "scrollDirection"), (\.stationaryAlignment, "stationaryAlignment"), (\.gradientMaskWidth, "gradientMaskWidth"), (\.gradientMaskEdgeOpacity, "gradientMaskEdgeOpacity"), (\.gradientMaskInnerOpacity, "gradientMaskInnerOpacity")])
}

extension MenuRowColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.disabledTitle, "disabledTitle"), (\.highlightedBackground, "highlightedBackground"), (\.checkmark, "checkmark")])
}

extension MenuRowFonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.titleConfiguration, "titleConfiguration")])
}

extension MenuRowLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.margins, "margins"), (\.checkmarkDimension, "checkmarkDimension"), (\.label, "label")])
}

extension NoColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([])
}

extension NoFonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([])
}

extension NoMisc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([])
}

extension PageIndicatorAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.selection, "selection"), (\.stateChange, "stateChange")])
}

extension PageIndicatorAutoLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.finiteDotLimit, "finiteDotLimit"), (\.finite, "finite"), (\.infinite, "infinite")])
}

extension PageIndicatorColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dot, "dot"), (\.selectedDot, "selectedDot"), (\.dotBorder, "dotBorder"), (\.selectedDotBorder, "selectedDotBorder")])
}

extension PageIndicatorFiniteLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.direction, "direction"), (\.dotWidth, "dotWidth"), (\.selectedDotWidth, "selectedDotWidth"), (\.dotHeight, "dotHeight"), (\.selectedDotHeight, "selectedDotHeight"), (\.dotCornerRadius, "dotCornerRadius"), (\.selectedDotCornerRadius, "selectedDotCornerRadius"), (\.dotBorderWidth, "dotBorderWidth"), (\.selectedDotBorderWidth, "selectedDotBorderWidth"), (\.spacing, "spacing")])
}

extension PageIndicatorInfiniteLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.direction, "direction"), (\.dotWidth, "dotWidth"), (\.dotHeight, "dotHeight"), (\.dotCornerRadius, "dotCornerRadius"), (\.selectedDotCornerRadius, "selectedDotCornerRadius"), (\.dotBorderWidth, "dotBorderWidth"), (\.selectedDotBorderWidth, "selectedDotBorderWidth"), (\.spacing, "spacing"), (\.visibleDots, "visibleDots"), (\.centerDots, "centerDots"), (\.edgeDotScale, "edgeDotScale")])
}

extension PageIndicatorMisc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.autoAdvanceInterval, "autoAdvanceInterval")])
}

extension PageIndicatorTypeModel: ResolvedModel {
  /// The fields in declaration order.
  public static var resolvedFields: ResolvedFieldTable<Self> { .cached { ResolvedFieldTable<Self>([(\.layout, "layout"), (\.colors, "colors"), (\.fonts, "fonts"), (\.animations, "animations"), (\.misc, "misc")]) } }
}

extension PagerTabBarLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.tabBarPageSpacing, "tabBarPageSpacing"), (\.tabMargins, "tabMargins"), (\.tabMinHeight, "tabMinHeight"), (\.tabTitleMinimumScaleFactor, "tabTitleMinimumScaleFactor"), (\.indicatorTrackHeight, "indicatorTrackHeight"), (\.indicatorHeight, "indicatorHeight"), (\.indicatorCornerRadius, "indicatorCornerRadius"), (\.tabBarEdge, "tabBarEdge"), (\.indicatorEdge, "indicatorEdge")])
}

extension PagerTabViewColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.tabBarBackground, "tabBarBackground"), (\.tabTitle, "tabTitle"), (\.selectedTabTitle, "selectedTabTitle"), (\.pressedTabTitle, "pressedTabTitle"), (\.pressedSelectedTabTitle, "pressedSelectedTabTitle"), (\.disabledTabTitle, "disabledTabTitle"), (\.indicatorTrack, "indicatorTrack"), (\.indicator, "indicator"), (\.pageBackground, "pageBackground")])
}

extension PagerTabViewFonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.tabTitle, "tabTitle"), (\.selectedTabTitle, "selectedTabTitle")])
}

extension PagingAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.selection, "selection"), (\.stateChange, "stateChange")])
}

extension PagingBehavior: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.isDragEnabled, "isDragEnabled"), (\.pagingThreshold, "pagingThreshold"), (\.flickVelocity, "flickVelocity")])
}

extension PresentationAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.appear, "appear"), (\.disappear, "disappear")])
}

extension PresentationHaptics: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.presented, "presented")])
}

extension PressAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.press, "press"), (\.release, "release"), (\.stateChange, "stateChange"), (\.focus, "focus"), (\.hover, "hover")])
}

extension PressBehavior: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.pressDriftTolerance, "pressDriftTolerance"), (\.haptics, "haptics")])
}

extension PressReleaseAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.press, "press"), (\.release, "release")])
}

extension RadioButtonPickerRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.fill, "fill"), (\.border, "border"), (\.bullet, "bullet"), (\.title, "title"), (\.titleIcon, "titleIcon"), (\.focusRing, "focusRing")])
}

extension RadioButtonPickerRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dimension, "dimension"), (\.cornerRadius, "cornerRadius"), (\.borderWidth, "borderWidth"), (\.bulletDimension, "bulletDimension"), (\.bulletCornerRadius, "bulletCornerRadius"), (\.hitBox, "hitBox"), (\.titleSpacing, "titleSpacing"), (\.label, "label"), (\.focusRingWidth, "focusRingWidth")])
}

extension RectangularToggleButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.size, "size"), (\.cornerRadius, "cornerRadius"), (\.borderWidth, "borderWidth"), (\.contentMargins, "contentMargins"), (\.iconDimension, "iconDimension"), (\.scale, "scale"), (\.focusRingWidth, "focusRingWidth"), (\.backgroundScale, "backgroundScale"), (\.labelScale, "labelScale"), (\.shadow, "shadow")])
}

extension RowColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text"), (\.separator, "separator")])
}

extension RowLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.margins, "margins"), (\.minHeight, "minHeight"), (\.separatorHeight, "separatorHeight"), (\.separatorMargins, "separatorMargins")])
}

extension SecondaryButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.hitBox, "hitBox"), (\.cornerRadius, "cornerRadius"), (\.contentMargins, "contentMargins"), (\.focusRingWidth, "focusRingWidth"), (\.label, "label"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.backgroundScale, "backgroundScale"), (\.labelScale, "labelScale")])
}

extension SelectionAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.selection, "selection"), (\.press, "press"), (\.release, "release"), (\.stateChange, "stateChange"), (\.focus, "focus"), (\.hover, "hover")])
}

extension SliderAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.progress, "progress"), (\.stateChange, "stateChange"), (\.focus, "focus"), (\.hover, "hover")])
}

extension SliderBehavior: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.largeStepMultiplier, "largeStepMultiplier"), (\.bodyIsDraggable, "bodyIsDraggable")])
}

extension SliderColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.track, "track"), (\.progress, "progress"), (\.thumb, "thumb"), (\.border, "border"), (\.thumbBorder, "thumbBorder"), (\.focusRing, "focusRing")])
}

extension SliderLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.direction, "direction"), (\.length, "length"), (\.height, "height"), (\.cornerRadius, "cornerRadius"), (\.roundsProgressEnds, "roundsProgressEnds"), (\.hasThumb, "hasThumb"), (\.thumbSize, "thumbSize"), (\.thumbCornerRadius, "thumbCornerRadius"), (\.thumbScale, "thumbScale"), (\.thumbShadow, "thumbShadow"), (\.borderWidth, "borderWidth"), (\.thumbBorderWidth, "thumbBorderWidth"), (\.focusRingWidth, "focusRingWidth"), (\.hitBox, "hitBox")])
}

extension SpinnerAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.spin, "spin"), (\.stateChange, "stateChange")])
}

extension SquareButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dimension, "dimension"), (\.cornerRadius, "cornerRadius"), (\.contentMargins, "contentMargins"), (\.focusRingWidth, "focusRingWidth"), (\.label, "label"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.backgroundScale, "backgroundScale"), (\.labelScale, "labelScale")])
}

extension StaticAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.stateChange, "stateChange"), (\.focus, "focus"), (\.hover, "hover")])
}

extension StatusColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.info, "info"), (\.success, "success"), (\.warning, "warning"), (\.error, "error")])
}

extension StretchedIndicatorStaticPagerTabViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.tabBar, "tabBar"), (\.indicatorSideMargin, "indicatorSideMargin"), (\.indicatorStretchesWhileMoving, "indicatorStretchesWhileMoving")])
}

extension StretchedToggleButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.cornerRadius, "cornerRadius"), (\.borderWidth, "borderWidth"), (\.contentMargins, "contentMargins"), (\.iconTitleSpacing, "iconTitleSpacing"), (\.iconDimension, "iconDimension"), (\.scale, "scale"), (\.focusRingWidth, "focusRingWidth"), (\.backgroundScale, "backgroundScale"), (\.labelScale, "labelScale"), (\.shadow, "shadow"), (\.iconPlacement, "iconPlacement")])
}

extension TextButtonLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.hitBox, "hitBox"), (\.cornerRadius, "cornerRadius"), (\.focusRingWidth, "focusRingWidth"), (\.label, "label"), (\.borderWidth, "borderWidth"), (\.labelScale, "labelScale")])
}

extension TextColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text")])
}

extension TextConfiguration: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minimumLines, "minimumLines"), (\.maximumLines, "maximumLines"), (\.minimumScaleFactor, "minimumScaleFactor"), (\.textCase, "textCase"), (\.alignment, "alignment")])
}

extension TextFonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text"), (\.textConfiguration, "textConfiguration")])
}

extension TextInputAnimations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.stateChange, "stateChange"), (\.validation, "validation"), (\.buttonAppear, "buttonAppear"), (\.focus, "focus"), (\.hover, "hover")])
}

extension TextInputBehavior: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.contentType, "contentType"), (\.hasClearButton, "hasClearButton"), (\.maxLength, "maxLength"), (\.characters, "characters"), (\.input, "input")])
}

extension TextInputFonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text"), (\.placeholder, "placeholder")])
}

extension TextInputSettings: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.keyboardType, "keyboardType"), (\.textContentType, "textContentType"), (\.autocorrection, "autocorrection"), (\.autocapitalization, "autocapitalization"), (\.submitLabel, "submitLabel")])
}

extension TextPartColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text"), (\.opacity, "opacity")])
}

extension TextPartLayout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([])
}

extension TitleBehavior: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.isTitleClickable, "isTitleClickable"), (\.haptics, "haptics")])
}

extension TitleFonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.titleConfiguration, "titleConfiguration")])
}

extension TitleMessageFonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.titleConfiguration, "titleConfiguration"), (\.message, "message"), (\.messageConfiguration, "messageConfiguration")])
}

extension ToggleButtonBehavior: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.pressDriftTolerance, "pressDriftTolerance"), (\.haptics, "haptics")])
}

extension ToggleButtonColors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.content, "content"), (\.border, "border"), (\.focusRing, "focusRing"), (\.icon, "icon")])
}

extension TogglePickerRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.fill, "fill"), (\.thumb, "thumb"), (\.title, "title"), (\.titleIcon, "titleIcon"), (\.focusRing, "focusRing"), (\.border, "border"), (\.thumbOpacity, "thumbOpacity")])
}

extension TogglePickerRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.size, "size"), (\.cornerRadius, "cornerRadius"), (\.thumbDimension, "thumbDimension"), (\.thumbCornerRadius, "thumbCornerRadius"), (\.minHitHeight, "minHitHeight"), (\.titleSpacing, "titleSpacing"), (\.label, "label"), (\.thumbPosition, "thumbPosition"), (\.thumbStretch, "thumbStretch"), (\.thumbShadow, "thumbShadow"), (\.cornerStyle, "cornerStyle"), (\.focusRingWidth, "focusRingWidth"), (\.borderWidth, "borderWidth")])
}

extension VAccordionRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.headerHighlight, "headerHighlight"), (\.header, "header"), (\.chevron, "chevron"), (\.rows, "rows"), (\.focusRing, "focusRing"), (\.border, "border")])
}

extension VAccordionRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.header, "header"), (\.headerConfiguration, "headerConfiguration"), (\.row, "row"), (\.rowConfiguration, "rowConfiguration")])
}

extension VAccordionRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.cornerRadius, "cornerRadius"), (\.reversesCornersRightToLeft, "reversesCornersRightToLeft"), (\.minHeaderHeight, "minHeaderHeight"), (\.headerMargins, "headerMargins"), (\.chevronDimension, "chevronDimension"), (\.chevronIcon, "chevronIcon"), (\.focusRingWidth, "focusRingWidth"), (\.borderWidth, "borderWidth"), (\.chevronRotation, "chevronRotation"), (\.rows, "rows")])
}

extension VAccordionRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.showsSeparators, "showsSeparators")])
}

extension VActionSheetRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.dimming, "dimming"), (\.title, "title"), (\.message, "message"), (\.action, "action"), (\.destructiveAction, "destructiveAction"), (\.cancelAction, "cancelAction"), (\.disabledAction, "disabledAction"), (\.separator, "separator")])
}

extension VActionSheetRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.titleConfiguration, "titleConfiguration"), (\.message, "message"), (\.messageConfiguration, "messageConfiguration"), (\.action, "action"), (\.actionConfiguration, "actionConfiguration"), (\.cancelAction, "cancelAction")])
}

extension VActionSheetRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.cornerRadius, "cornerRadius"), (\.margins, "margins"), (\.headerMargins, "headerMargins"), (\.rows, "rows"), (\.cancelSpacing, "cancelSpacing"), (\.label, "label"), (\.screenSize, "screenSize")])
}

extension VAvatarRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.placeholder, "placeholder"), (\.initials, "initials"), (\.status, "status"), (\.statusBorder, "statusBorder"), (\.opacity, "opacity")])
}

extension VAvatarRole.Dimensions: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.small, "small"), (\.medium, "medium"), (\.large, "large")])
}

extension VAvatarRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.initials, "initials")])
}

extension VAvatarRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dimensions, "dimensions"), (\.initialsScale, "initialsScale"), (\.statusScale, "statusScale"), (\.statusBorderWidth, "statusBorderWidth")])
}

extension VAvatarRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.maxInitials, "maxInitials")])
}

extension VBadgeRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text"), (\.background, "background"), (\.opacity, "opacity")])
}

extension VBadgeRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.contentMargins, "contentMargins"), (\.minHeight, "minHeight")])
}

extension VBaseButtonRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.contentOpacity, "contentOpacity"), (\.focusRing, "focusRing"), (\.border, "border"), (\.sampleTitle, "sampleTitle")])
}

extension VBaseButtonRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.sampleTitle, "sampleTitle")])
}

extension VBaseButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.hitBox, "hitBox"), (\.cornerRadius, "cornerRadius"), (\.focusRingWidth, "focusRingWidth"), (\.borderWidth, "borderWidth"), (\.labelScale, "labelScale")])
}

extension VBaseListRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.rows, "rows")])
}

extension VBaseListRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.row, "row")])
}

extension VBaseListRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.rows, "rows")])
}

extension VBaseListRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.showsSeparators, "showsSeparators"), (\.showsFirstSeparator, "showsFirstSeparator"), (\.showsLastSeparator, "showsLastSeparator")])
}

extension VBaseTextFieldRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text"), (\.placeholder, "placeholder"), (\.caret, "caret")])
}

extension VBaseTextFieldRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minimumHeight, "minimumHeight"), (\.caretWidth, "caretWidth")])
}

extension VBaseViewRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.navigationBar, "navigationBar"), (\.title, "title"), (\.items, "items")])
}

extension VBaseViewRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.titleConfiguration, "titleConfiguration"), (\.largeTitle, "largeTitle"), (\.largeTitleConfiguration, "largeTitleConfiguration"), (\.items, "items"), (\.itemsConfiguration, "itemsConfiguration")])
}

extension VBaseViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minNavigationBarHeight, "minNavigationBarHeight"), (\.navigationBarMargins, "navigationBarMargins"), (\.movesTitleBelowItems, "movesTitleBelowItems"), (\.itemSpacing, "itemSpacing"), (\.contentMargins, "contentMargins"), (\.screenSize, "screenSize")])
}

extension VBaseViewRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.titleDisplayMode, "titleDisplayMode")])
}

extension VCarouselRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.sideCardOpacity, "sideCardOpacity"), (\.selectedCardOpacity, "selectedCardOpacity"), (\.disabledOpacity, "disabledOpacity")])
}

extension VCarouselRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.cardSpacing, "cardSpacing"), (\.cardMargins, "cardMargins"), (\.sideCardHeightScale, "sideCardHeightScale"), (\.cardShadow, "cardShadow"), (\.selectedCardHeightScale, "selectedCardHeightScale")])
}

extension VCodeEntryViewRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.cellBackground, "cellBackground"), (\.cellBorder, "cellBorder"), (\.activeCellBorder, "activeCellBorder"), (\.text, "text"), (\.placeholder, "placeholder")])
}

extension VCodeEntryViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.cellSize, "cellSize"), (\.cellSpacing, "cellSpacing"), (\.stretchesSpacing, "stretchesSpacing"), (\.cellCornerRadius, "cellCornerRadius"), (\.cellBorderWidth, "cellBorderWidth")])
}

extension VCodeEntryViewRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.length, "length"), (\.characters, "characters"), (\.placeholder, "placeholder"), (\.submitsWhenFull, "submitsWhenFull"), (\.input, "input")])
}

extension VDialogModel: ResolvedModel {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.layout, "layout"), (\.colors, "colors"), (\.fonts, "fonts"), (\.animations, "animations"), (\.misc, "misc"), (\.primaryButton, "primaryButton"), (\.secondaryButton, "secondaryButton"), (\.destructiveButton, "destructiveButton")])
}

extension VDialogModel.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.dimming, "dimming"), (\.border, "border"), (\.title, "title"), (\.message, "message")])
}

extension VDialogModel.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.widthFraction, "widthFraction"), (\.maxWidth, "maxWidth"), (\.verticalMargin, "verticalMargin"), (\.minHeightFraction, "minHeightFraction"), (\.cornerRadius, "cornerRadius"), (\.reversesCornersRightToLeft, "reversesCornersRightToLeft"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.margins, "margins"), (\.titleSpacing, "titleSpacing"), (\.buttonsSpacing, "buttonsSpacing"), (\.buttonSpacing, "buttonSpacing"), (\.stackedButtonSpacing, "stackedButtonSpacing"), (\.appearScale, "appearScale"), (\.screenSize, "screenSize")])
}

extension VEmptyStateRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.symbol, "symbol"), (\.title, "title"), (\.message, "message")])
}

extension VEmptyStateRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.symbolDimension, "symbolDimension"), (\.iconLineWidth, "iconLineWidth"), (\.spacing, "spacing"), (\.padding, "padding"), (\.maxWidth, "maxWidth"), (\.textAlignment, "textAlignment")])
}

extension VFetchingAsyncImageRole.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.appear, "appear"), (\.stateChange, "stateChange")])
}

extension VFetchingAsyncImageRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.placeholder, "placeholder"), (\.loadingIndicator, "loadingIndicator"), (\.failureIcon, "failureIcon"), (\.retryTitle, "retryTitle"), (\.imageOpacity, "imageOpacity")])
}

extension VFetchingAsyncImageRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.retryTitle, "retryTitle")])
}

extension VFetchingAsyncImageRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.contentMode, "contentMode"), (\.cornerRadius, "cornerRadius"), (\.loadingIndicatorDimension, "loadingIndicatorDimension"), (\.failureIconDimension, "failureIconDimension"), (\.failureSpacing, "failureSpacing")])
}

extension VFetchingAsyncImageRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.timeout, "timeout"), (\.retriesAutomatically, "retriesAutomatically"), (\.automaticRetries, "automaticRetries"), (\.retryDelay, "retryDelay"), (\.removesImageOnURLChange, "removesImageOnURLChange"), (\.removesImageOnDisappear, "removesImageOnDisappear")])
}

extension VFieldLabelRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text")])
}

extension VFieldLabelRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.markerSpacing, "markerSpacing")])
}

extension VFieldLabelRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.marksRequired, "marksRequired")])
}

extension VFieldRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background")])
}

extension VFieldRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.spacing, "spacing")])
}

extension VFieldRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.errorReplacesDescription, "errorReplacesDescription")])
}

extension VHalfModalModel: ResolvedModel {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.layout, "layout"), (\.colors, "colors"), (\.fonts, "fonts"), (\.animations, "animations"), (\.misc, "misc"), (\.closeButton, "closeButton")])
}

extension VHalfModalModel.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.appear, "appear"), (\.disappear, "disappear"), (\.snap, "snap"), (\.swipeDismiss, "swipeDismiss")])
}

extension VHalfModalModel.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.dimming, "dimming"), (\.border, "border"), (\.resizeIndicator, "resizeIndicator"), (\.header, "header")])
}

extension VHalfModalModel.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.idealHeight, "idealHeight"), (\.maxHeight, "maxHeight"), (\.widthFraction, "widthFraction"), (\.cornerRadius, "cornerRadius"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.resizeIndicatorSize, "resizeIndicatorSize"), (\.resizeIndicatorCornerRadius, "resizeIndicatorCornerRadius"), (\.resizeIndicatorMargin, "resizeIndicatorMargin"), (\.header, "header"), (\.contentMargins, "contentMargins"), (\.screenSize, "screenSize")])
}

extension VHalfModalModel.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dismissesOnCloseButton, "dismissesOnCloseButton"), (\.dismissesOnTapOutside, "dismissesOnTapOutside"), (\.dismissesOnEscape, "dismissesOnEscape"), (\.dismissesOnSwipe, "dismissesOnSwipe"), (\.swipeThresholdFraction, "swipeThresholdFraction"), (\.flickVelocity, "flickVelocity")])
}

extension VLazyScrollViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.estimatedRowHeight, "estimatedRowHeight"), (\.rowSpacing, "rowSpacing"), (\.contentMargins, "contentMargins")])
}

extension VListRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.list, "list"), (\.sheet, "sheet")])
}

extension VListRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.list, "list")])
}

extension VListRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.list, "list"), (\.sheet, "sheet")])
}

extension VListRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.list, "list"), (\.sheet, "sheet")])
}

extension VListSectionRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.header, "header"), (\.separator, "separator"), (\.background, "background")])
}

extension VListSectionRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.header, "header"), (\.headerConfiguration, "headerConfiguration")])
}

extension VListSectionRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.headerMargins, "headerMargins"), (\.cornerRadius, "cornerRadius"), (\.separatorWidth, "separatorWidth"), (\.separatorInset, "separatorInset")])
}

extension VMenuPickerRole.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.appear, "appear"), (\.disappear, "disappear"), (\.press, "press"), (\.release, "release"), (\.stateChange, "stateChange"), (\.focus, "focus"), (\.hover, "hover")])
}

extension VMenuPickerRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.title, "title"), (\.chevron, "chevron"), (\.menuBackground, "menuBackground"), (\.row, "row"), (\.focusRing, "focusRing")])
}

extension VMenuPickerRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.titleConfiguration, "titleConfiguration"), (\.row, "row")])
}

extension VMenuPickerRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.cornerRadius, "cornerRadius"), (\.contentMargins, "contentMargins"), (\.chevronDimension, "chevronDimension"), (\.menuWidth, "menuWidth"), (\.menuSpacing, "menuSpacing"), (\.menuShadow, "menuShadow"), (\.focusRingWidth, "focusRingWidth"), (\.row, "row")])
}

extension VMenuRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.rows, "rows"), (\.destructiveText, "destructiveText"), (\.disabledText, "disabledText"), (\.sectionDivider, "sectionDivider")])
}

extension VMenuRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.item, "item"), (\.itemConfiguration, "itemConfiguration")])
}

extension VMenuRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minWidth, "minWidth"), (\.cornerRadius, "cornerRadius"), (\.rows, "rows"), (\.sectionDividerHeight, "sectionDividerHeight"), (\.shadow, "shadow"), (\.label, "label")])
}

extension VModalModel: ResolvedModel {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.layout, "layout"), (\.colors, "colors"), (\.fonts, "fonts"), (\.animations, "animations"), (\.misc, "misc"), (\.closeButton, "closeButton")])
}

extension VModalModel.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.dimming, "dimming"), (\.border, "border"), (\.header, "header")])
}

extension VModalModel.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.widthFraction, "widthFraction"), (\.heightFraction, "heightFraction"), (\.cornerRadius, "cornerRadius"), (\.reversesCornersRightToLeft, "reversesCornersRightToLeft"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.header, "header"), (\.contentMargins, "contentMargins"), (\.appearScale, "appearScale"), (\.screenSize, "screenSize")])
}

extension VNavigationViewRole.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.push, "push"), (\.pop, "pop")])
}

extension VNavigationViewRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.navigationBar, "navigationBar"), (\.title, "title"), (\.backButton, "backButton"), (\.separator, "separator")])
}

extension VNavigationViewRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.titleConfiguration, "titleConfiguration"), (\.backButton, "backButton"), (\.backButtonConfiguration, "backButtonConfiguration")])
}

extension VNavigationViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minNavigationBarHeight, "minNavigationBarHeight"), (\.navigationBarMargins, "navigationBarMargins"), (\.movesTitleBelowItems, "movesTitleBelowItems"), (\.backButtonIconDimension, "backButtonIconDimension"), (\.backButtonSpacing, "backButtonSpacing"), (\.separatorHeight, "separatorHeight"), (\.screenSize, "screenSize")])
}

extension VNavigationViewRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.isSwipeBackEnabled, "isSwipeBackEnabled"), (\.swipeBackThreshold, "swipeBackThreshold")])
}

extension VNotificationRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.border, "border"), (\.icon, "icon"), (\.iconBackground, "iconBackground"), (\.title, "title"), (\.message, "message")])
}

extension VNotificationRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.edgeOffset, "edgeOffset"), (\.sideMargin, "sideMargin"), (\.cornerRadius, "cornerRadius"), (\.borderWidth, "borderWidth"), (\.margins, "margins"), (\.stacksIcon, "stacksIcon"), (\.iconTextSpacing, "iconTextSpacing"), (\.titleMessageSpacing, "titleMessageSpacing"), (\.iconDimension, "iconDimension"), (\.iconBackgroundSize, "iconBackgroundSize"), (\.iconBackgroundCornerRadius, "iconBackgroundCornerRadius"), (\.shadow, "shadow"), (\.screenWidth, "screenWidth")])
}

extension VPageIndicatorModel: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.finite, "finite"), (\.infinite, "infinite"), (\.auto, "auto")])
}

extension VPrimaryButtonRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.title, "title"), (\.icon, "icon"), (\.titleOpacity, "titleOpacity"), (\.focusRing, "focusRing"), (\.border, "border")])
}

extension VPrimaryButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.cornerRadius, "cornerRadius"), (\.contentMargins, "contentMargins"), (\.loaderSpacing, "loaderSpacing"), (\.loaderDimension, "loaderDimension"), (\.backgroundScale, "backgroundScale"), (\.labelScale, "labelScale"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.cornerStyle, "cornerStyle"), (\.focusRingWidth, "focusRingWidth"), (\.label, "label")])
}

extension VProgressBarRole.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.progress, "progress")])
}

extension VProgressBarRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.track, "track"), (\.progress, "progress"), (\.border, "border")])
}

extension VProgressBarRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.direction, "direction"), (\.length, "length"), (\.height, "height"), (\.cornerRadius, "cornerRadius"), (\.roundsProgressEnd, "roundsProgressEnd"), (\.borderWidth, "borderWidth")])
}

extension VProgressBarRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.animatesResetToZero, "animatesResetToZero")])
}

extension VRadioGroupRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.border, "border"), (\.selectedBorder, "selectedBorder"), (\.bullet, "bullet"), (\.title, "title"), (\.disabledOptionOpacity, "disabledOptionOpacity"), (\.focusRing, "focusRing")])
}

extension VRadioGroupRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.optionSpacing, "optionSpacing"), (\.radioButton, "radioButton")])
}

extension VRectangularCaptionButtonRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.rectangle, "rectangle"), (\.rectangleBorder, "rectangleBorder"), (\.icon, "icon"), (\.caption, "caption"), (\.focusRing, "focusRing"), (\.captionIcon, "captionIcon")])
}

extension VRectangularCaptionButtonRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.caption, "caption")])
}

extension VRectangularCaptionButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.rectangleSize, "rectangleSize"), (\.rectangleCornerRadius, "rectangleCornerRadius"), (\.rectangleBorderWidth, "rectangleBorderWidth"), (\.iconDimension, "iconDimension"), (\.iconMargins, "iconMargins"), (\.rectangleCaptionSpacing, "rectangleCaptionSpacing"), (\.captionMaxWidth, "captionMaxWidth"), (\.captionLineLimit, "captionLineLimit"), (\.captionAlignment, "captionAlignment"), (\.captionIconTitleSpacing, "captionIconTitleSpacing"), (\.captionIconDimension, "captionIconDimension"), (\.captionMinimumScaleFactor, "captionMinimumScaleFactor"), (\.scale, "scale"), (\.focusRingWidth, "focusRingWidth"), (\.rectangleScale, "rectangleScale"), (\.iconScale, "iconScale"), (\.captionScale, "captionScale"), (\.shadow, "shadow"), (\.captionIconPlacement, "captionIconPlacement")])
}

extension VRollingCounterRole.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.roll, "roll"), (\.dehighlight, "dehighlight")])
}

extension VRollingCounterRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.digit, "digit"), (\.fractionDigit, "fractionDigit"), (\.groupingSeparator, "groupingSeparator"), (\.decimalSeparator, "decimalSeparator"), (\.incrementHighlight, "incrementHighlight"), (\.decrementHighlight, "decrementHighlight")])
}

extension VRollingCounterRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.digit, "digit"), (\.fractionDigit, "fractionDigit"), (\.groupingSeparator, "groupingSeparator"), (\.decimalSeparator, "decimalSeparator")])
}

extension VRollingCounterRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.spacing, "spacing"), (\.digitMargins, "digitMargins"), (\.fractionDigitMargins, "fractionDigitMargins"), (\.groupingSeparatorMargins, "groupingSeparatorMargins"), (\.decimalSeparatorMargins, "decimalSeparatorMargins"), (\.incrementRollEdge, "incrementRollEdge"), (\.decrementRollEdge, "decrementRollEdge"), (\.fractionIncrementRollEdge, "fractionIncrementRollEdge"), (\.fractionDecrementRollEdge, "fractionDecrementRollEdge"), (\.digitOffsetY, "digitOffsetY"), (\.fractionDigitOffsetY, "fractionDigitOffsetY"), (\.groupingSeparatorOffsetY, "groupingSeparatorOffsetY"), (\.decimalSeparatorOffsetY, "decimalSeparatorOffsetY")])
}

extension VRollingCounterRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.showsFractionDigits, "showsFractionDigits"), (\.minFractionDigits, "minFractionDigits"), (\.maxFractionDigits, "maxFractionDigits"), (\.groupsDigits, "groupsDigits"), (\.groupingSeparator, "groupingSeparator"), (\.decimalSeparator, "decimalSeparator"), (\.highlightsOnlyChangedDigits, "highlightsOnlyChangedDigits"), (\.highlightsSeparators, "highlightsSeparators")])
}

extension VRowRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.plainBackground, "plainBackground"), (\.insetBackground, "insetBackground"), (\.leading, "leading"), (\.trailing, "trailing"), (\.chevron, "chevron")])
}

extension VRowRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.leading, "leading"), (\.trailing, "trailing")])
}

extension VRowRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.style, "style"), (\.minHeight, "minHeight"), (\.contentMargins, "contentMargins"), (\.spacing, "spacing"), (\.insetCornerRadius, "insetCornerRadius"), (\.showsChevron, "showsChevron"), (\.chevronDimension, "chevronDimension")])
}

extension VSectionListRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.sectionBackground, "sectionBackground"), (\.rows, "rows"), (\.header, "header")])
}

extension VSectionListRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.row, "row"), (\.header, "header")])
}

extension VSectionListRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.rows, "rows"), (\.headerMargins, "headerMargins"), (\.sectionSpacing, "sectionSpacing"), (\.cornerRadius, "cornerRadius")])
}

extension VSegmentedPickerRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.indicator, "indicator"), (\.title, "title"), (\.selectedTitle, "selectedTitle"), (\.disabledTitle, "disabledTitle"), (\.divider, "divider"), (\.focusRing, "focusRing")])
}

extension VSegmentedPickerRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.title, "title"), (\.selectedTitle, "selectedTitle"), (\.titleConfiguration, "titleConfiguration")])
}

extension VSegmentedPickerRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.hitBox, "hitBox"), (\.cornerRadius, "cornerRadius"), (\.indicatorCornerRadius, "indicatorCornerRadius"), (\.indicatorMargin, "indicatorMargin"), (\.indicatorScale, "indicatorScale"), (\.titleMargin, "titleMargin"), (\.dividerWidth, "dividerWidth"), (\.dividerHeight, "dividerHeight"), (\.focusRingWidth, "focusRingWidth"), (\.label, "label")])
}

extension VSheetRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.border, "border")])
}

extension VSheetRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.cornerRadius, "cornerRadius"), (\.reversesCornersRightToLeft, "reversesCornersRightToLeft"), (\.roundedCorners, "roundedCorners"), (\.contentMargins, "contentMargins"), (\.shadow, "shadow"), (\.borderWidth, "borderWidth")])
}

extension VSheetRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.clipsContent, "clipsContent")])
}

extension VSideBarRole.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.appear, "appear"), (\.disappear, "disappear"), (\.swipeDismiss, "swipeDismiss")])
}

extension VSideBarRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.dimming, "dimming"), (\.border, "border")])
}

extension VSideBarRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.widthFraction, "widthFraction"), (\.cornerRadius, "cornerRadius"), (\.reversesCornersRightToLeft, "reversesCornersRightToLeft"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.contentMargins, "contentMargins"), (\.screenSize, "screenSize")])
}

extension VSideBarRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.edge, "edge"), (\.dismissSources, "dismissSources")])
}

extension VSpinnerContinuousRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.spinner, "spinner")])
}

extension VSpinnerContinuousRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dimension, "dimension"), (\.arcLength, "arcLength"), (\.thickness, "thickness")])
}

extension VSpinnerContinuousRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.isClockwise, "isClockwise")])
}

extension VSpinnerDashedRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dash, "dash"), (\.trailingDashOpacity, "trailingDashOpacity")])
}

extension VSpinnerDashedRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.dimension, "dimension"), (\.dashCount, "dashCount"), (\.dashLength, "dashLength"), (\.dashThickness, "dashThickness")])
}

extension VSpinnerModel: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.continuous, "continuous"), (\.dashed, "dashed")])
}

extension VStepperRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.buttonBackground, "buttonBackground"), (\.icon, "icon"), (\.boundIcon, "boundIcon"), (\.divider, "divider"), (\.focusRing, "focusRing")])
}

extension VStepperRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.size, "size"), (\.hitBox, "hitBox"), (\.cornerRadius, "cornerRadius"), (\.iconDimension, "iconDimension"), (\.dividerSize, "dividerSize"), (\.focusRingWidth, "focusRingWidth")])
}

extension VStepperRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.repeatDelay, "repeatDelay"), (\.repeatInterval, "repeatInterval"), (\.accelerationExponent, "accelerationExponent"), (\.accelerationInterval, "accelerationInterval")])
}

extension VTabNavigationViewRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.item, "item"), (\.selectedItem, "selectedItem"), (\.separator, "separator"), (\.focusRing, "focusRing")])
}

extension VTabNavigationViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.height, "height"), (\.iconDimension, "iconDimension"), (\.iconLineWidth, "iconLineWidth"), (\.iconTitleSpacing, "iconTitleSpacing"), (\.separatorHeight, "separatorHeight"), (\.focusRingWidth, "focusRingWidth"), (\.screenSize, "screenSize")])
}

extension VTextFieldRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.border, "border"), (\.text, "text"), (\.placeholder, "placeholder"), (\.buttonIcon, "buttonIcon"), (\.clearButtonBackground, "clearButtonBackground"), (\.caret, "caret"), (\.header, "header"), (\.footer, "footer")])
}

extension VTextFieldRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.text, "text"), (\.placeholder, "placeholder"), (\.header, "header"), (\.headerConfiguration, "headerConfiguration"), (\.footer, "footer"), (\.footerConfiguration, "footerConfiguration")])
}

extension VTextFieldRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.cornerRadius, "cornerRadius"), (\.borderWidth, "borderWidth"), (\.contentMargins, "contentMargins"), (\.spacing, "spacing"), (\.searchIconDimension, "searchIconDimension"), (\.clearButtonDimension, "clearButtonDimension"), (\.clearButtonIconDimension, "clearButtonIconDimension"), (\.visibilityButtonDimension, "visibilityButtonDimension"), (\.visibilityButtonIconDimension, "visibilityButtonIconDimension"), (\.searchIcon, "searchIcon"), (\.clearIcon, "clearIcon"), (\.revealIcon, "revealIcon"), (\.cornerStyle, "cornerStyle"), (\.iconLineWidth, "iconLineWidth"), (\.headerFooterSpacing, "headerFooterSpacing"), (\.headerFooterMargin, "headerFooterMargin"), (\.caretWidth, "caretWidth")])
}

extension VTextFieldRowRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.field, "field")])
}

extension VTextFieldRowRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.field, "field")])
}

extension VTextFieldRowRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.field, "field")])
}

extension VTextFieldRowRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.contentType, "contentType"), (\.field, "field")])
}

extension VTextModel: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.singleLine, "singleLine"), (\.multiLine, "multiLine")])
}

extension VTextMultiLineRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.lineSpacing, "lineSpacing")])
}

extension VTextSingleLineRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([])
}

extension VTextSingleLineRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.truncation, "truncation")])
}

extension VTextViewRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.border, "border"), (\.text, "text"), (\.placeholder, "placeholder"), (\.caret, "caret")])
}

extension VTextViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.minLineCount, "minLineCount"), (\.maxLineCount, "maxLineCount"), (\.cornerRadius, "cornerRadius"), (\.cornerStyle, "cornerStyle"), (\.borderWidth, "borderWidth"), (\.contentMargins, "contentMargins"), (\.textAlignment, "textAlignment"), (\.caretWidth, "caretWidth")])
}

extension VTextViewRole.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.hasClearButton, "hasClearButton"), (\.maxLength, "maxLength"), (\.characters, "characters"), (\.input, "input")])
}

extension VToastModel: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.info, "info"), (\.success, "success"), (\.warning, "warning"), (\.error, "error")])
}

extension VToastTypeModel: ResolvedModel {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.layout, "layout"), (\.colors, "colors"), (\.fonts, "fonts"), (\.animations, "animations"), (\.misc, "misc")])
}

extension VToastTypeModel.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.appear, "appear"), (\.disappear, "disappear"), (\.hover, "hover"), (\.focus, "focus"), (\.swipeDismiss, "swipeDismiss")])
}

extension VToastTypeModel.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.text, "text"), (\.icon, "icon"), (\.border, "border")])
}

extension VToastTypeModel.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.edgeOffset, "edgeOffset"), (\.maxWidthFraction, "maxWidthFraction"), (\.cornerRadius, "cornerRadius"), (\.margins, "margins"), (\.borderWidth, "borderWidth"), (\.shadow, "shadow"), (\.iconDimension, "iconDimension"), (\.iconSpacing, "iconSpacing"), (\.screenWidth, "screenWidth")])
}

extension VToastTypeModel.Misc: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.edge, "edge"), (\.displayDuration, "displayDuration"), (\.pausesOnHoverOrFocus, "pausesOnHoverOrFocus"), (\.dismissesOnSwipe, "dismissesOnSwipe"), (\.swipeThresholdFraction, "swipeThresholdFraction"), (\.flickVelocity, "flickVelocity"), (\.haptics, "haptics")])
}

extension VWheelPickerRole.Animations: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.snap, "snap"), (\.stateChange, "stateChange"), (\.focus, "focus"), (\.hover, "hover")])
}

extension VWheelPickerRole.Colors: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.background, "background"), (\.indicator, "indicator"), (\.rowTitle, "rowTitle"), (\.disabledRowTitle, "disabledRowTitle"), (\.neighbourRowOpacity, "neighbourRowOpacity"), (\.focusRing, "focusRing")])
}

extension VWheelPickerRole.Fonts: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.rowTitle, "rowTitle")])
}

extension VWheelPickerRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.height, "height"), (\.cornerRadius, "cornerRadius"), (\.minRowHeight, "minRowHeight"), (\.indicatorCornerRadius, "indicatorCornerRadius"), (\.rowMargin, "rowMargin"), (\.focusRingWidth, "focusRingWidth")])
}

extension ValueHaptics: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.valueChanged, "valueChanged")])
}

extension WrapBehavior: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.wrapsAround, "wrapsAround")])
}

extension WrappedIndicatorStaticPagerTabViewRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.tabBar, "tabBar")])
}

extension WrappedToggleButtonRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.minHeight, "minHeight"), (\.cornerRadius, "cornerRadius"), (\.hitBox, "hitBox"), (\.borderWidth, "borderWidth"), (\.contentMargins, "contentMargins"), (\.iconTitleSpacing, "iconTitleSpacing"), (\.iconDimension, "iconDimension"), (\.scale, "scale"), (\.focusRingWidth, "focusRingWidth"), (\.backgroundScale, "backgroundScale"), (\.labelScale, "labelScale"), (\.shadow, "shadow"), (\.iconPlacement, "iconPlacement")])
}

extension WrappingMarqueeRole.Layout: ResolvedGroup {
  /// The fields in declaration order.
  public static let resolvedFields = ResolvedFieldTable<Self>([(\.edges, "edges"), (\.contentSpacing, "contentSpacing")])
}
