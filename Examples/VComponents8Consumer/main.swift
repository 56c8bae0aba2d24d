// Code written as a VComponents 8 (or 7) user writes it, compiled through DesignKit's deprecated spellings: `swift
// build` builds it, so a spelling the migration guide (MigratingFromVComponents8.md) promises cannot go missing.
// Each use warns with the DesignKit spelling; the guide quotes these blocks.

import DesignKit

// 8.x: an appearance built from `.init()`, changed through its model path, passed as `appearance:`.
var appearance = VStretchedButtonAppearance()
appearance.layout.cornerRadius = 12  // 8.x: appearance.cornerRadius
appearance.layout.minHeight = 48  // 8.x: appearance.height
appearance.layout.borderWidth = 1  // 8.x: appearance.borderWidth
appearance.misc.haptics = ActionHaptics(actionFired: .impactMedium)  // 8.x: appearance.sensoryFeedback
let save = VStretchedButton(appearance: appearance, action: { print("saved") }, title: "Save")

// 7.x: a UI model passed as `uiModel:`.
var uiModel = VToggleUIModel()
uiModel.layout.size = .init(width: 42, height: 26)  // 7.x: uiModel.size
uiModel.layout.thumbDimension = 22  // 7.x: uiModel.thumbDimension
let wifi = VToggle(uiModel: uiModel, title: "Wi-Fi")

// 8.x: an alert with its buttons.
var alertAppearance = VAlertAppearance()
alertAppearance.layout.cornerRadius = 20  // 8.x: appearance.cornerRadius
let alert = VAlert(
  appearance: alertAppearance, title: "Delete?", message: "This cannot be undone.",
  actions: [
    VAlertButton(action: { print("deleted") }, title: "Delete", role: .destructive),
    VAlertButton(action: nil, title: "Later", role: .secondary).disabled(true),
    VAlertButton(action: nil, title: "Cancel", role: .cancel),
  ])

// 8.x's names of models that kept their component's name.
let checkBox = VCheckBox(appearance: VCheckBoxAppearance(), title: "Remember me")
let sheet = VBottomSheetAppearance.noDragIndicator
let field = VTextField(appearance: .secure, placeholder: "Password")

print(save.title, save.model.layout.cornerRadius)  // Save 12.0
print(wifi.model.layout.thumbDimension)  // 22.0
print(alert.actions.map(\.title), alert.actions.map(\.isEnabled))  // ["Delete", "Later", "Cancel"] [true, false, true]
print(checkBox.title, sheet.layout.resizeIndicatorMargin, field.model.misc.contentType)
