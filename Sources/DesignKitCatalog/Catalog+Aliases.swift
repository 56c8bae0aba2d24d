import DesignKitCore

extension Catalog {
  /// The names VComponents 8 gives components it renamed since 1.x, each standing for DesignKit's component:
  /// presets, compositions and every CLI command take either name (the registry resolves them).
  public static let aliases: [ComponentAlias] = [
    ComponentAlias("VStretchedButton", for: "VPrimaryButton"),
    ComponentAlias("VLoadingStretchedButton", for: "VPrimaryButton"),
    ComponentAlias("VWrappedButton", for: "VSecondaryButton"),
    ComponentAlias("VRectangularButton", for: "VSquareButton"),
    ComponentAlias("VGroupBox", for: "VSheet"),
    ComponentAlias("VDisclosureGroup", for: "VAccordion"),
    ComponentAlias("VBottomSheet", for: "VHalfModal"),
    ComponentAlias("VAlert", for: "VDialog"),
  ]
}

// The same names in Swift (`Catalog.aliases` lists them for JSON and the CLI; a test keeps the two in step).

/// VComponents 8's name of `VPrimaryButton`.
public typealias VStretchedButton = VPrimaryButton
/// VComponents 8's name of `VPrimaryButtonModel`.
public typealias VStretchedButtonModel = VPrimaryButtonModel
/// VComponents 8's name of `VPrimaryButton` showing its loading state.
public typealias VLoadingStretchedButton = VPrimaryButton
/// VComponents 8's name of `VPrimaryButtonModel` for the loading button.
public typealias VLoadingStretchedButtonModel = VPrimaryButtonModel
/// VComponents 8's name of `VSecondaryButton`.
public typealias VWrappedButton = VSecondaryButton
/// VComponents 8's name of `VSecondaryButtonModel`.
public typealias VWrappedButtonModel = VSecondaryButtonModel
/// VComponents 8's name of `VSquareButton`.
public typealias VRectangularButton = VSquareButton
/// VComponents 8's name of `VSquareButtonModel`.
public typealias VRectangularButtonModel = VSquareButtonModel
/// VComponents 8's name of `VSheet`.
public typealias VGroupBox = VSheet
/// VComponents 8's name of `VSheetModel`.
public typealias VGroupBoxModel = VSheetModel
/// VComponents 8's name of `VAccordion`.
public typealias VDisclosureGroup = VAccordion
/// VComponents 8's name of `VAccordionModel`.
public typealias VDisclosureGroupModel = VAccordionModel
/// VComponents 8's name of `VHalfModal`.
public typealias VBottomSheet = VHalfModal
/// VComponents 8's name of `VHalfModalModel`.
public typealias VBottomSheetModel = VHalfModalModel
/// VComponents 8's name of `VDialog`.
public typealias VAlert = VDialog
/// VComponents 8's name of `VDialogModel`.
public typealias VAlertModel = VDialogModel
