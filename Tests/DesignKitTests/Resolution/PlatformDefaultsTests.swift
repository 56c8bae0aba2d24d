import DesignKit
import Testing

/// The defaults that follow the platform, as VComponents 8.1's `#if os(...)` defaults do: each row is a component,
/// a field and its value per platform, read from the resolved default style under that platform.
@Suite struct PlatformDefaultsTests {
  /// One per-platform default: 8.1's value where 8.1 gives a platform its own, DesignKit's iOS default elsewhere
  /// (iPadOS, and tvOS and visionOS unless 8.1 names them, follow iOS).
  struct Row: Sendable, CustomStringConvertible {
    var component: String
    var path: String
    var iOS: Double
    var macOS: Double? = nil
    var watchOS: Double? = nil
    var tvOS: Double? = nil
    var visionOS: Double? = nil
    /// The interaction state the value is read in (a pressed scale is read pressed).
    var state = InteractionState.enabled
    /// The state the value is read in where the component's interaction is not `InteractionState` (a slider's idle).
    var selection: StateSelection? = nil
    var description: String { "\(component) \(path)" + (state == .enabled ? "" : " \(state)") }

    func expected(on platform: StyleEnvironment.Platform) -> Double {
      switch platform {
      case .iOS, .iPadOS: iOS
      case .macOS: macOS ?? iOS
      case .watchOS: watchOS ?? iOS
      case .tvOS: tvOS ?? iOS
      case .visionOS: visionOS ?? iOS
      }
    }
  }

  /// 8.1's pressed scales (`Motion.pressScale`): 0.98 pressed on watchOS, 1 elsewhere.
  static let pressedScaleRows: [Row] = [
    ("VWrappedButton", ["backgroundScale", "labelScale"]), ("VRectangularButton", ["backgroundScale", "labelScale"]),
    ("VPlainButton", ["labelScale"]), ("VRectangularCaptionButton", ["rectangleScale", "iconScale", "captionScale"]),
    ("VWrappedToggleButton", ["backgroundScale", "labelScale"]),
    ("VRectangularToggleButton", ["backgroundScale", "labelScale"]),
  ].flatMap { component, fields in
    fields.map { Row(component: component, path: "layout." + $0, iOS: 1, watchOS: 0.98, state: .pressed) }
  }

  /// The stretched toggle button does not shrink on any platform (8.1's 1 everywhere).
  static let unscaledRows: [Row] = ["backgroundScale", "labelScale"].map {
    Row(component: "VStretchedToggleButton", path: "layout." + $0, iOS: 1, state: .pressed)
  }

  /// Every row: the values read enabled, then the pressed scales.
  static let rows = valueRows + pressedScaleRows + unscaledRows

  /// The values read enabled, each with 8.1's value per platform.
  static let valueRows: [Row] =
    [
      Row(component: "VStretchedButton", path: "layout.minHeight", iOS: 50, macOS: 40, watchOS: 64),
      // DesignKit's: a watch's list rows sit closer to its edges (8.1 has no list section).
      Row(component: "VListSection", path: "layout.separatorInset", iOS: 16, watchOS: 8),
      Row(component: "VStretchedButton", path: "layout.cornerRadius", iOS: 12, macOS: 12, watchOS: 32),
      Row(component: "VWrappedButton", path: "layout.minHeight", iOS: 32, watchOS: 48),
      Row(component: "VWrappedButton", path: "layout.cornerRadius", iOS: 16, watchOS: 24),
      Row(component: "VRectangularButton", path: "layout.dimension", iOS: 56, macOS: 28),
      Row(component: "VRectangularButton", path: "layout.cornerRadius", iOS: 16, macOS: 6),
      Row(component: "VRectangularCaptionButton", path: "layout.rectangleSize.width", iOS: 56, watchOS: 64),
      Row(component: "VRectangularCaptionButton", path: "layout.iconDimension", iOS: 24, watchOS: 26),
      Row(component: "VRectangularCaptionButton", path: "layout.rectangleCaptionSpacing", iOS: 8, watchOS: 3),
      Row(component: "VRectangularCaptionButton", path: "layout.captionIconDimension", iOS: 16, watchOS: 18),
      // Not in 8.1 on tvOS: iOS's 100 pt, 6.7 em of its 15 pt caption, at tvOS's 29 pt caption.
      Row(component: "VRectangularCaptionButton", path: "layout.captionMaxWidth", iOS: 100, tvOS: 193),
      Row(component: "VProgressBar", path: "layout.height", iOS: 10, watchOS: 13.5),
      Row(component: "VProgressBar", path: "layout.cornerRadius", iOS: 5, watchOS: 6.75),
      Row(component: "VSpinner", path: "continuous.layout.dimension", iOS: 15, macOS: 25, tvOS: 30, visionOS: 30),
      Row(component: "VSpinner", path: "continuous.layout.thickness", iOS: 2, macOS: 3, tvOS: 4, visionOS: 4),
      Row(component: "VPageIndicator", path: "finite.layout.spacing", iOS: 5, watchOS: 4, tvOS: 10, visionOS: 10),
      Row(component: "VPageIndicator", path: "finite.layout.dotWidth", iOS: 8, watchOS: 4, tvOS: 10, visionOS: 10),
      Row(
        component: "VPageIndicator", path: "finite.layout.selectedDotHeight", iOS: 8, watchOS: 4, tvOS: 10, visionOS: 10
      ),
      Row(component: "VPageIndicator", path: "finite.layout.dotCornerRadius", iOS: 4, watchOS: 2, tvOS: 5, visionOS: 5),
      Row(component: "VPageIndicator", path: "infinite.layout.dotHeight", iOS: 8, watchOS: 4, tvOS: 10, visionOS: 10),
      Row(component: "VGroupBox", path: "layout.cornerRadius.topLeading", iOS: 12, macOS: 7.5, watchOS: 10, tvOS: 20),
      Row(
        component: "VGroupBox", path: "layout.cornerRadius.bottomTrailing", iOS: 12, macOS: 7.5, watchOS: 10, tvOS: 20),
      Row(component: "VWrappedButton", path: "layout.labelScale", iOS: 1),
      Row(component: "VCarousel", path: "layout.cardSpacing", iOS: 16, watchOS: 7.5),
      Row(component: "VGroupBox", path: "layout.borderWidth", iOS: 0, macOS: 1),
      Row(component: "VStretchedToggleButton", path: "layout.minHeight", iOS: 48, macOS: 40),
      Row(component: "VStretchedToggleButton", path: "layout.cornerRadius", iOS: 14, macOS: 12),
      Row(component: "VWrappedToggleButton", path: "layout.minHeight", iOS: 32, watchOS: 48),
      Row(component: "VWrappedToggleButton", path: "layout.cornerRadius", iOS: 16, watchOS: 24),
      Row(component: "VRectangularToggleButton", path: "layout.size.width", iOS: 56, macOS: 28, watchOS: 64),
      Row(component: "VRectangularToggleButton", path: "layout.cornerRadius", iOS: 16, macOS: 6),
      Row(component: "VToggle", path: "layout.size.width", iOS: 51, macOS: 38, watchOS: 34),
      Row(component: "VToggle", path: "layout.size.height", iOS: 31, macOS: 22, watchOS: 22),
      Row(component: "VToggle", path: "layout.cornerRadius", iOS: 15.5, macOS: 11, watchOS: 11),
      Row(component: "VToggle", path: "layout.thumbDimension", iOS: 27, macOS: 20, watchOS: 20),
      Row(component: "VToggle", path: "layout.thumbCornerRadius", iOS: 13.5, macOS: 10, watchOS: 10),
      Row(component: "VToggle", path: "layout.titleSpacing", iOS: 7, macOS: 5, watchOS: 5),
      // Hairline borders: 8.1 draws one pixel (1 / displayScale) on macOS; DesignKit draws `Metrics.hairline`, 1 pt.
      Row(component: "VToggle", path: "layout.borderWidth", iOS: 0, macOS: 1),
      Row(component: "VAccordion", path: "layout.borderWidth", iOS: 0, macOS: 1),
      // The modals on macOS (and tvOS and visionOS where 8.1 names them).
      // Not 8.1's 0.5 on visionOS: half a phone-wide window breaks the header's words (the model's doc comment).
      Row(component: "VModal", path: "layout.widthFraction", iOS: 0.9, macOS: 0.5, watchOS: 1, tvOS: 0.85),
      Row(
        component: "VModal", path: "layout.heightFraction", iOS: 0.6, macOS: 0.8, watchOS: 1, tvOS: 0.8,
        visionOS: 0.8),
      Row(component: "VSideBar", path: "layout.widthFraction", iOS: 0.67, macOS: 0.33, watchOS: 0.9),
      Row(component: "VSideBar", path: "layout.cornerRadius.topTrailing", iOS: 12, macOS: 0),
      Row(component: "VDialog", path: "layout.buttonSpacing", iOS: 8, macOS: 10),
      // 8.1's stacked buttons: 10 apart on macOS (5 on iOS, where DesignKit keeps its spacing unit).
      Row(component: "VDialog", path: "layout.stackedButtonSpacing", iOS: 8, macOS: 10),
      // 8.1's macOS alert is 250 pt wide: the fraction's width, at most 250 (0: no limit on iOS).
      Row(component: "VDialog", path: "layout.maxWidth", iOS: 0, macOS: 250, tvOS: 640, visionOS: 640),
      // 8.1's alert `marginVertical`: 10 on iOS, 20 on macOS.
      Row(component: "VDialog", path: "layout.verticalMargin", iOS: 10, macOS: 20, watchOS: 0),
      // DesignKit's watch rows (8.1 has no alert, sheet, toast or notification there): full screen, small margins.
      Row(component: "VDialog", path: "layout.widthFraction", iOS: 0.75, watchOS: 1),
      Row(component: "VDialog", path: "layout.minHeightFraction", iOS: 0, watchOS: 1),
      Row(component: "VToast", path: "info.layout.maxWidthFraction", iOS: 0.9, watchOS: 0.95),
      Row(component: "VNotification", path: "layout.sideMargin", iOS: 16, watchOS: 4),
      // 8.1's bottom sheet on macOS: 0.8 of the window wide and a fixed 0.8 tall (every detent the same).
      Row(component: "VHalfModal", path: "layout.minHeight", iOS: 0.3, macOS: 0.8, watchOS: 1),
      Row(component: "VHalfModal", path: "layout.idealHeight", iOS: 0.75, macOS: 0.8, watchOS: 1),
      Row(component: "VHalfModal", path: "layout.maxHeight", iOS: 0.9, macOS: 0.8, watchOS: 1),
      Row(component: "VHalfModal", path: "layout.widthFraction", iOS: 1, macOS: 0.8),
    ]
    + ["primaryButton", "secondaryButton", "destructiveButton"].flatMap { button in
      [
        Row(component: "VDialog", path: button + ".layout.minHeight", iOS: 44, macOS: 22),
        Row(component: "VDialog", path: button + ".layout.cornerRadius", iOS: 12, macOS: 4, watchOS: 32),
      ]
    }
    + ["VSlider", "VRangeSlider"].flatMap { component in
      ["layout.borderWidth", "layout.thumbBorderWidth"].map {
        Row(component: component, path: $0, iOS: 0, macOS: 1, selection: DragInteraction.idle.selection)
      }
    }
    + thumbShadowRows + checkBoxRows + iconRows
    + [Row(component: "VProgressBar", path: "layout.borderWidth", iOS: 0, macOS: 1)]

  /// 8.1's slider thumb shadow: radius 2, 2 pt down on iOS; radius 1, 1 pt down on macOS.
  static let thumbShadowRows: [Row] = ["VSlider", "VRangeSlider"].flatMap { component -> [Row] in
    let idle = DragInteraction.idle.selection
    return [
      Row(component: component, path: "layout.thumbShadow.radius", iOS: 2, macOS: 1, selection: idle),
      Row(component: component, path: "layout.thumbShadow.y", iOS: 2, macOS: 1, selection: idle),
    ]
  }

  /// 8.1's check box and radio button: larger on iOS than on macOS (DesignKit's hit box keeps each at 44 pt).
  static let checkBoxRows: [Row] = [
    Row(component: "VCheckBox", path: "layout.dimension", iOS: 22, macOS: 16),
    Row(component: "VCheckBox", path: "layout.cornerRadius", iOS: 11, macOS: 4),
    Row(component: "VCheckBox", path: "layout.borderWidth", iOS: 1.5, macOS: 1),
    Row(component: "VCheckBox", path: "layout.iconDimension", iOS: 11, macOS: 9),
    Row(component: "VCheckBox", path: "layout.titleSpacing", iOS: 7, macOS: 5),
    Row(component: "VRadioButton", path: "layout.dimension", iOS: 22, macOS: 16),
    Row(component: "VRadioButton", path: "layout.cornerRadius", iOS: 11, macOS: 8),
    Row(component: "VRadioButton", path: "layout.borderWidth", iOS: 1.5, macOS: 1),
    Row(component: "VRadioButton", path: "layout.bulletDimension", iOS: 12, macOS: 8),
    Row(component: "VRadioButton", path: "layout.bulletCornerRadius", iOS: 6, macOS: 4),
    Row(component: "VRadioButton", path: "layout.titleSpacing", iOS: 7, macOS: 5),
  ]

  /// 8.1's icon sizes (`labelImageConfiguration.size`) of the buttons and toggle buttons.
  static let iconRows: [Row] = [
    Row(component: "VPrimaryButton", path: "layout.label.iconSize", iOS: 18, macOS: 16, watchOS: 22),
    Row(component: "VSecondaryButton", path: "layout.label.iconSize", iOS: 16, watchOS: 18),
    Row(component: "VSquareButton", path: "layout.label.iconSize", iOS: 24, macOS: 14, watchOS: 26),
    Row(component: "VPlainButton", path: "layout.label.iconSize", iOS: 24, macOS: 14, watchOS: 26),
    Row(component: "VStretchedToggleButton", path: "layout.iconDimension", iOS: 18, macOS: 16),
    Row(component: "VWrappedToggleButton", path: "layout.iconDimension", iOS: 16, watchOS: 18),
    Row(component: "VRectangularToggleButton", path: "layout.iconDimension", iOS: 24, macOS: 14, watchOS: 26),
  ]

  /// One per-platform font: 8.1's font on macOS and watchOS (its iOS font where DesignKit's iOS font differs says so
  /// in the model's doc comment), each through `Typography`'s per-platform title.
  struct FontRow: Sendable, CustomStringConvertible {
    var component: String
    var path = "fonts.title"
    var iOS: Font
    var macOS: Font
    var watchOS: Font
    /// The 8.1 appearance file the values come from.
    var source: String
    var description: String { "\(component) \(path)" }
  }

  static func font(_ style: Font.TextStyle, _ size: Double, _ weight: Font.Weight = .regular) -> Font {
    Font(size: size, weight: weight, textStyle: style)
  }

  /// 8.1's per-platform fonts (`#if os(...)` in its appearances' `labelTextConfiguration`s): the stretched buttons'
  /// fixed 16 pt on macOS and title3 on watchOS, the compact controls' body on both, at each platform's size for the
  /// style (body 13 pt on macOS, 16 pt on a watch; title3 19 pt on a watch).
  static let fontRows: [FontRow] = [
    FontRow(
      component: "VStretchedButton", iOS: font(.body, 17, .semibold), macOS: .system(size: 16, weight: .semibold),
      watchOS: font(.title3, 19, .semibold), source: "VStretchedButtonAppearance"),
    FontRow(
      component: "VStretchedToggleButton", iOS: font(.callout, 16, .semibold),
      macOS: .system(size: 16, weight: .semibold), watchOS: font(.title3, 19, .semibold),
      source: "VStretchedToggleButtonAppearance"),
    FontRow(
      component: "VWrappedButton", iOS: font(.callout, 16, .semibold), macOS: font(.body, 13, .semibold),
      watchOS: font(.body, 16, .semibold), source: "VWrappedButtonAppearance"),
    FontRow(
      component: "VWrappedToggleButton", iOS: font(.subheadline, 15, .semibold), macOS: font(.body, 13, .semibold),
      watchOS: font(.body, 16, .semibold), source: "VWrappedToggleButtonAppearance"),
    FontRow(
      component: "VRectangularButton", iOS: font(.subheadline, 15, .semibold), macOS: font(.body, 13),
      watchOS: font(.body, 16, .semibold), source: "VRectangularButtonAppearance"),
    FontRow(
      component: "VRectangularToggleButton", iOS: font(.subheadline, 15, .semibold), macOS: font(.body, 13),
      watchOS: font(.body, 16, .semibold), source: "VRectangularToggleButtonAppearance"),
    FontRow(
      component: "VRectangularCaptionButton", path: "fonts.caption", iOS: font(.subheadline, 15),
      macOS: font(.body, 13), watchOS: font(.body, 16), source: "VRectangularCaptionButtonAppearance"),
    FontRow(
      component: "VToggle", iOS: font(.subheadline, 15), macOS: font(.body, 13), watchOS: font(.body, 16),
      source: "VToggleAppearance"),
    FontRow(
      component: "VCheckBox", iOS: font(.subheadline, 15), macOS: font(.body, 13), watchOS: font(.body, 16),
      source: "VCheckBoxAppearance"),
    FontRow(
      component: "VRadioButton", iOS: font(.subheadline, 15), macOS: font(.body, 13), watchOS: font(.body, 16),
      source: "VRadioButtonAppearance"),
  ]

  /// One per-platform color in the light scheme, from the palette's per-platform roles.
  struct ColorRow: Sendable, CustomStringConvertible {
    var component: String
    var path: String
    var iOS: Color
    var others: [StyleEnvironment.Platform: Color]
    /// The 8.1 appearance file the values come from.
    var source: String
    /// The scheme read (8.1's watchOS and visionOS colors are their dark ones: neither has a light scheme).
    var scheme = StyleEnvironment.ColorScheme.light
    var description: String { "\(component) \(path) \(scheme)" }
  }

  /// 8.1's per-platform colors: the group box's background (`Palette.groupedSurface`) and the continuous spinner's
  /// arc (`Palette.activity`).
  static let colorRows: [ColorRow] =
    [
      // Not 8.1's macOS black at 3 % (1.07:1 on white, below a surface's 1.1:1; `Palette.groupedSurface`).
      ColorRow(
        component: "VGroupBox", path: "colors.background", iOS: Foundations().colors.layer.light,
        others: [.tvOS: Color(white: 0, alpha: 0.05)], source: "VGroupBoxAppearance"),
      ColorRow(
        component: "VGroupBox", path: "colors.background", iOS: Foundations().colors.layer.dark,
        others: [
          .watchOS: Color(white: 1, alpha: 0.1), .tvOS: Color(white: 1, alpha: 0.1),
          .visionOS: Color(white: 1, alpha: 0.2),
        ], source: "VGroupBoxAppearance", scheme: .dark),
      ColorRow(
        component: "VSpinner", path: "continuous.colors.spinner", iOS: Foundations().colors.primary.light,
        others: Dictionary(
          uniqueKeysWithValues: [.macOS, .watchOS, .tvOS, .visionOS].map { ($0, Color(rgb255: 142, 142, 147)) }),
        source: "VContinuousSpinnerAppearance"),
    ]
    + progressAndDotRows
    + ["VModal", "VDialog", "VHalfModal", "VSideBar"].map {
      // 8.1 names macOS for all four, tvOS and visionOS for the modal; `Palette.presentedSurface` serves all four.
      // Not 8.1's black on visionOS: over a dimmed dark page it is 1.00:1 (the palette's doc comment says why).
      ColorRow(
        component: $0, path: "colors.background", iOS: Foundations().colors.elevated.system.light,
        others: [.macOS: Color(white255: 236), .tvOS: .white], source: "\($0)Appearance")
    }

  /// 8.1's progress bar track and fill and page indicator dots (its watchOS and visionOS colors are dark ones).
  static let progressAndDotRows: [ColorRow] = [
    ColorRow(
      component: "VProgressBar", path: "colors.track", iOS: Foundations().colors.fill.light,
      others: [.macOS: black(0.05), .tvOS: Color(white255: 135)], source: "VProgressBarAppearance"),
    ColorRow(
      component: "VProgressBar", path: "colors.track", iOS: Foundations().colors.fill.dark,
      others: [
        .macOS: Color(white: 1, alpha: 0.125), .tvOS: Color(white255: 90), .watchOS: Color(white255: 90),
        .visionOS: Color(white: 1, alpha: 0.2),
      ], source: "VProgressBarAppearance", scheme: .dark),
    ColorRow(
      component: "VProgressBar", path: "colors.progress", iOS: Foundations().colors.primary.dark,
      others: [.tvOS: Color(white255: 220), .watchOS: .white], source: "VProgressBarAppearance", scheme: .dark),
    ColorRow(
      component: "VPageIndicator", path: "finite.colors.dot", iOS: Foundations().colors.outline.dark,
      others: [.watchOS: Color(white255: 120), .visionOS: Color(white: 1, alpha: 0.5)],
      source: "VPageIndicatorAppearance", scheme: .dark),
    ColorRow(
      component: "VPageIndicator", path: "finite.colors.selectedDot", iOS: Foundations().colors.primary.dark,
      others: [.visionOS: .white], source: "VPageIndicatorAppearance", scheme: .dark),
  ]

  /// One color per state and platform in the light scheme: 8.1's color where it gives a platform its own
  /// (`PlatformStateColors`), DesignKit's iOS color on every other platform.
  struct StateColorRow: Sendable, CustomStringConvertible {
    var component: String
    var path: String
    /// The state's cases by dimension (`["value": "off", "interaction": "pressed"]`).
    var cases: [String: String]
    var others: [StyleEnvironment.Platform: Color]
    /// The scheme read (8.1's watchOS colors are its dark ones: a watch has no light scheme).
    var scheme = StyleEnvironment.ColorScheme.light
    var description: String {
      "\(component) \(path) \(cases.sorted { $0.key < $1.key }.map(\.value).joined(separator: "+")) \(scheme)"
    }
  }

  static func black(_ alpha: Double) -> Color { Color(white: 0, alpha: alpha) }

  /// 8.1's colors that vary by state and platform (its `#if os(...)` `StateColors`), each through the palette's
  /// per-platform roles where 8.1 shares them (`Palette.offTrack`, `offButtonFill`, `markInside`,
  /// `controlTitleText`, `containerOutline`).
  static let stateColorRows: [StateColorRow] =
    toggleTrackRows + controlColorRows + selectionFillRows + titleRows + toggleButtonRows + sliderRows

  /// The check box's and radio button's fills on macOS in the states the rows above leave out (8.1's
  /// `fillColors`): white when pressed (the radio button in every state), black at 20 % in the dark scheme (5 %
  /// disabled); on, the check box fills with the accent on every platform, as 8.1's blue does.
  static let selectionFillRows: [StateColorRow] =
    [("VCheckBox", ["off"]), ("VRadioButton", ["off", "on"])].flatMap { component, values in
      values.flatMap { value in
        [("enabled", 0.2), ("pressed", 0.2), ("disabled", 0.05)].flatMap { interaction, darkAlpha -> [StateColorRow] in
          let cases = ["value": value, "interaction": interaction]
          let light = interaction == "disabled" ? Color(white255: 250) : .white
          return [
            StateColorRow(component: component, path: "colors.fill", cases: cases, others: [.macOS: light]),
            StateColorRow(
              component: component, path: "colors.fill", cases: cases, others: [.macOS: black(darkAlpha)],
              scheme: .dark),
          ]
        }
      }
    }
    // The rows `controlColorRows` reads already.
    .filter { row in
      !controlColorRows.contains { $0.description == row.description }
    }

  /// The switch's off track where the state is exempt from contrast (`Palette.offTrack`): disabled, primary at 3 % on
  /// macOS in both schemes and 50 gray on watchOS in the dark scheme. Enabled and pressed, 8.1's are below 3:1, and
  /// every platform keeps iOS's.
  static let toggleTrackRows: [StateColorRow] = [
    StateColorRow(
      component: "VToggle", path: "colors.fill", cases: ["value": "off", "interaction": "disabled"],
      others: [.macOS: black(0.03)]),
    StateColorRow(
      component: "VToggle", path: "colors.fill", cases: ["value": "off", "interaction": "disabled"],
      others: [.macOS: Color(white: 1, alpha: 0.03), .watchOS: Color(white255: 50)], scheme: .dark),
  ]

  /// The switch's border, the check box's and radio button's fills and the accordion's border.
  static let controlColorRows: [StateColorRow] = [
    StateColorRow(
      component: "VToggle", path: "colors.border", cases: ["value": "off", "interaction": "enabled"],
      others: [.macOS: Color(white255: 200)]),
    StateColorRow(
      component: "VToggle", path: "colors.border", cases: ["value": "on", "interaction": "enabled"],
      others: [.macOS: .clear]),
    StateColorRow(
      component: "VCheckBox", path: "colors.fill", cases: ["value": "off", "interaction": "enabled"],
      others: [.macOS: .white]),
    StateColorRow(
      component: "VCheckBox", path: "colors.fill", cases: ["value": "off", "interaction": "disabled"],
      others: [.macOS: Color(white255: 250)]),
    StateColorRow(
      component: "VRadioButton", path: "colors.fill", cases: ["value": "on", "interaction": "enabled"],
      others: [.macOS: .white]),
    StateColorRow(
      component: "VAccordion", path: "colors.border", cases: ["interaction": "enabled"],
      others: [.macOS: Color(white255: 200)]),
    StateColorRow(
      component: "VAccordion", path: "colors.border", cases: ["interaction": "disabled"],
      others: [.macOS: Color(white255: 230)]),
  ]

  /// The titles beside the switch, check box and radio button: primary at 85 % on macOS.
  static let titleRows: [StateColorRow] = ["VToggle", "VCheckBox", "VRadioButton"].flatMap { component in
    [("enabled", 0.85), ("disabled", 0.255)].map { interaction, alpha in
      StateColorRow(
        component: component, path: "colors.title", cases: ["value": "off", "interaction": interaction],
        others: [.macOS: black(alpha)])
    }
  }

  /// The toggle buttons' backgrounds when off.
  static let toggleButtonRows: [StateColorRow] = [
    "VStretchedToggleButton", "VWrappedToggleButton", "VRectangularToggleButton",
  ].flatMap { component in
    [("enabled", 0.1, 0.15, 60), ("pressed", 0.16, 0.3, 90), ("disabled", 0.05, 0.1, 50)].flatMap {
      interaction, alpha, darkAlpha, gray in
      let cases = ["value": "off", "interaction": interaction]
      return [
        StateColorRow(component: component, path: "colors.background", cases: cases, others: [.macOS: black(alpha)]),
        StateColorRow(
          component: component, path: "colors.background", cases: cases,
          others: [.macOS: black(darkAlpha), .watchOS: Color(white255: gray)], scheme: .dark),
      ]
    }
  }

  /// The sliders' tracks, borders and thumb borders.
  static let sliderRows: [StateColorRow] = ["VSlider", "VRangeSlider"].flatMap { component in
    let colors: [(String, String, Color)] = [
      // The enabled track keeps the outline on macOS: 8.1's black at 5 % is 1.12:1, below a boundary's 3:1.
      ("colors.track", "disabled", black(0.03)),
      ("colors.border", "idle", black(0.125)), ("colors.border", "disabled", black(0.05)),
      ("colors.thumbBorder", "idle", Color(white255: 200)),
      ("colors.thumbBorder", "disabled", Color(white255: 230)),
    ]
    return colors.map { path, interaction, color in
      StateColorRow(component: component, path: path, cases: ["interaction": interaction], others: [.macOS: color])
    }
  }

  /// 8.1's `bodyIsDraggable`: a press on a slider's track drags on macOS only (the range slider shares the model).
  static let flagRows: [(component: String, path: String, platforms: Set<StyleEnvironment.Platform>)] = [
    ("VSlider", "misc.bodyIsDraggable", [.macOS]), ("VRangeSlider", "misc.bodyIsDraggable", [.macOS]),
    // DesignKit's watch layouts: a notification's icon above its text, a bar's title under its items, a sheet's close
    // button before its title.
    ("VNotification", "layout.stacksIcon", [.watchOS]), ("VBaseView", "layout.movesTitleBelowItems", [.watchOS]),
    ("VNavigationView", "layout.movesTitleBelowItems", [.watchOS]),
    ("VModal", "layout.header.closeButtonLeads", [.watchOS]),
    ("VHalfModal", "layout.header.closeButtonLeads", [.watchOS]),
  ]

  @Test func theFlagFollowsThePlatform() throws {
    for row in Self.flagRows {
      let tree = try Theme.default.tree(for: row.component)
      for platform in StyleEnvironment.Platform.allCases {
        let style = tree.resolved(for: DragInteraction.idle.selection, in: StyleEnvironment(platform: platform))
        #expect(try style.bool(row.path) == row.platforms.contains(platform), "\(row.component) on \(platform)")
      }
    }
  }

  /// How many per-platform defaults the suite reads (a row per component, path, state and scheme): 103 numbers, 10
  /// fonts, 12 colors, 58 colors per state and 7 flags, 190 (179 before the watch's dialog, toast, notification and
  /// list section rows, its notification, bar and header flags and the caption button's tvOS caption width; 176
  /// before the dialog's vertical margin and the sliders' draggable body; 155 before the progress bar's and page
  /// indicator's colors, the check box's and radio button's remaining macOS fills and the switch's title spacing).
  @Test func theSuiteCountsEveryPerPlatformDefault() {
    let counts = [
      Self.rows.count, Self.fontRows.count, Self.colorRows.count, Self.stateColorRows.count, Self.flagRows.count,
    ]
    #expect(counts == [103, 10, 12, 58, 7])
    #expect(counts.reduce(0, +) == 190)
  }

  @Test(arguments: stateColorRows)
  func theStateColorFollowsThePlatform(row: StateColorRow) throws {
    let component = try #require(Catalog.registry[row.component])
    let tree = try Theme.default.tree(for: row.component)
    let state = try #require(
      component.states.first { state in row.cases.allSatisfy { state.caseName(for: $0.key) == $0.value } },
      "\(row): no such state")
    let iOS = try tree.resolved(for: state, in: StyleEnvironment(colorScheme: row.scheme)).color(row.path)
    for platform in StyleEnvironment.Platform.allCases {
      let style = tree.resolved(for: state, in: StyleEnvironment(colorScheme: row.scheme, platform: platform))
      #expect(try style.color(row.path) == row.others[platform] ?? iOS, "\(row) on \(platform)")
    }
    // The row shows the platform's own color: it is not iOS's.
    #expect(row.others.values.allSatisfy { $0 != iOS }, "\(row)")
  }

  @Test(arguments: colorRows)
  func theColorFollowsThePlatform(row: ColorRow) throws {
    let tree = try Theme.default.tree(for: row.component)
    for platform in StyleEnvironment.Platform.allCases {
      let style = tree.resolved(
        for: InteractionState.enabled.selection, in: StyleEnvironment(colorScheme: row.scheme, platform: platform))
      #expect(try style.color(row.path) == row.others[platform] ?? row.iOS, "\(row) on \(platform)")
    }
  }

  @Test(arguments: fontRows)
  func theFontFollowsThePlatform(row: FontRow) throws {
    let tree = try Theme.default.tree(for: row.component)
    for platform in StyleEnvironment.Platform.allCases {
      let style = tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(platform: platform))
      // tvOS follows the iOS row at the TV's size for its text style.
      let expected =
        platform == .macOS
        ? row.macOS : platform == .watchOS ? row.watchOS : row.iOS.scaled(to: .large, on: platform)
      #expect(try style.font(row.path) == expected, "\(row) on \(platform)")
    }
  }

  /// A preset gives a title font for every platform (a font object) or for some (an object of platforms), a token
  /// sets every platform, a bad value is reported once where it was written, and the schema takes both forms.
  @Test func aPresetFontSetsEveryPlatformOrSome() throws {
    func fonts(_ title: String) throws -> [StyleEnvironment.Platform: Font] {
      let preset =
        ##"{"tokens": {"f": {"size": 9}}, "components": {"VStretchedButton": {"fonts": {"title": "##
        + title + "}}}}"
      let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
        .load(file: "p.json")
      let tree = try theme.tree(for: "VStretchedButton")
      var result: [StyleEnvironment.Platform: Font] = [:]
      for platform in StyleEnvironment.Platform.allCases {
        let style = tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(platform: platform))
        result[platform] = try style.font("fonts.title")
      }
      return result
    }
    // A font object is partial: it changes what it names on each platform's font and keeps the rest. Its size is
    // that size on each platform with its own row (iOS, macOS, watchOS); tvOS follows the iOS row at the TV's size
    // for the style (body 29 pt for iOS's 17).
    let everywhere = try fonts(#"{"size": 12, "weight": "bold"}"#)
    #expect(everywhere.filter { $0.key != .tvOS }.values.allSatisfy { $0.size == 12 && $0.weight == .bold })
    #expect(everywhere[.tvOS]?.size == 12.0 * 29 / 17)
    #expect(everywhere[.watchOS]?.textStyle == .title3)
    #expect(everywhere[.macOS]?.textStyle == nil)
    #expect(try fonts(#""{f}""#).filter { $0.key != .tvOS }.values.allSatisfy { $0.size == 9 })
    let watchOnly = try fonts(#"{"watchOS": {"size": 11, "weight": "regular"}}"#)
    #expect(watchOnly[.watchOS] == Font(size: 11, textStyle: .title3))
    #expect(watchOnly[.macOS] == .system(size: 16, weight: .semibold))
    #expect(watchOnly[.iOS]?.textStyle == .body)

    func problems(_ title: String) -> [String] {
      thrownDiagnostics { () throws(DiagnosticList) in
        _ = try PresetDecoder().decode(VPrimaryButtonModel.self, from: #"{"fonts": {"title": "# + title + "}}")
      }.map(\.path.description)
    }
    #expect(problems(#"{"size": -1}"#) == ["fonts.title.size"])
    #expect(problems(#"{"watchOS": {"size": -1}}"#) == ["fonts.title.watchOS.size"])
    var model = VPrimaryButtonModel()
    model.fonts.title = PlatformFont(.system(size: -3))
    let fromSwift = thrownDiagnostics { () throws(DiagnosticList) in try model.validate() }
    #expect(fromSwift.map(\.path.description) == ["fonts.title.size"])

    let validator = SchemaValidator(root: try PresetSchemaGenerator(registry: Catalog.registry).schema())
    for title in [#"{"size": 12}"#, #"{"watchOS": {"size": 12}, "macOS": {"weight": "bold"}}"#] {
      let json = try JSONReader().parse(
        #"{"components": {"VStretchedButton": {"fonts": {"title": "# + title + "}}}}")
      #expect(validator.errors(json).isEmpty, "\(title)")
    }
  }

  @Test(arguments: rows)
  func theDefaultFollowsThePlatform(row: Row) throws {
    let tree = try Theme.default.tree(for: row.component)
    for platform in StyleEnvironment.Platform.allCases {
      let style = tree.resolved(for: row.selection ?? row.state.selection, in: StyleEnvironment(platform: platform))
      #expect(try style.number(row.path) == row.expected(on: platform), "\(row) on \(platform)")
    }
  }

  /// The half modal's machine snaps between its session's platform's detents: in an 800 pt container a drag released
  /// at 500 pt rests at the ideal detent on iOS (600 pt; the lowest is 240), and on macOS, where every detent is
  /// 640 pt, it is 140 pt below the lowest, past a tenth of it (64 pt), and dismisses.
  @Test func theHalfModalsDetentsFollowTheSessionsPlatform() {
    func afterDrag(on platform: StyleEnvironment.Platform?) -> SheetVisualState {
      var session = ComponentSession<VHalfModal>(restingIn: .init(.presented))
      if let platform { session.platform = platform }
      _ = session.send(.dragEnded(height: 500))
      return session.state
    }
    #expect(afterDrag(on: nil) == SheetVisualState(.presented, .ideal))
    #expect(afterDrag(on: .iOS) == SheetVisualState(.presented, .ideal))
    #expect(afterDrag(on: .macOS).phase == .dismissing)
    // On macOS every detent is 640 pt: a drag released near it snaps back and keeps the detent it was at (it was
    // relabelled the lowest, "min", before).
    for detent in SheetDetent.allCases {
      var session = ComponentSession<VHalfModal>(restingIn: .init(.presented, detent))
      session.platform = .macOS
      _ = session.send(.dragEnded(height: 600))
      _ = session.send(.dragEnded(height: 700, velocity: -800))
      #expect(session.state == SheetVisualState(.presented, detent))
    }
    var parameters = VHalfModalModel().sheetParameters(containerHeight: 800)
    #expect(parameters.height(of: .ideal) == 600)
    parameters.adopt(.macOS)
    #expect(SheetDetent.allCases.map(parameters.height(of:)) == [640, 640, 640])
  }

  /// The half modal's gallery sample is drawn on its platform's screen and runs in it: its container is the sample
  /// screen's height on each platform a session adopts (667 pt on an iPhone, 1080 on a TV), not the iPhone's
  /// everywhere; a container height given keeps on every platform.
  @Test func theHalfModalsSampleRunsOnItsPlatformsScreen() {
    let heights: [StyleEnvironment.Platform: Double] = [
      .iOS: 667, .iPadOS: 1133, .macOS: 600, .watchOS: 197, .tvOS: 1080, .visionOS: 720,
    ]
    for platform in StyleEnvironment.Platform.allCases {
      var sample = ComponentSession<VHalfModal>(
        restingIn: .init(.presented), parameters: VHalfModal.galleryPreview.machineParameters)
      sample.platform = platform
      #expect(sample.machine.parameters.containerHeight == heights[platform], "\(platform)")
      var given = ComponentSession<VHalfModal>(
        restingIn: .init(.presented), parameters: VHalfModal(containerHeight: 1000).machineParameters)
      given.platform = platform
      #expect(given.machine.parameters.containerHeight == 1000, "\(platform)")
    }
  }

  @Test func aPresetNumberSetsEveryPlatformAndAnObjectSetsSome() throws {
    let preset = """
      { "components": { "VStretchedButton": { "layout": { "minHeight": 44, "cornerRadius": { "watchOS": 20 } } } } }
      """
    let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
      .load(file: "p.json")
    let tree = try theme.tree(for: "VStretchedButton")
    for platform in StyleEnvironment.Platform.allCases {
      let style = tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(platform: platform))
      #expect(try style.number("layout.minHeight") == 44)
      #expect(try style.number("layout.cornerRadius") == (platform == .watchOS ? 20 : 12))
    }
  }

  @Test func aSwiftLiteralSetsEveryPlatform() {
    var model = VPrimaryButtonModel()
    model.layout.minHeight = 44
    #expect(StyleEnvironment.Platform.allCases.allSatisfy { model.layout.minHeight.points(on: $0) == 44 })
    model.layout.cornerRadius = .init(points: 3 * 2)
    #expect(model.layout.cornerRadius.points(on: .watchOS) == 6)
  }

  /// The components the rows name, each with the platforms on which a row's value differs from iOS's.
  static let differing = components(differingIn: .enabled)

  /// The components whose rows read in `state` differ from iOS somewhere, each with those platforms.
  static func components(differingIn state: InteractionState) -> [(String, [StyleEnvironment.Platform])] {
    Dictionary(grouping: rows.filter { $0.state == state }, by: \.component)
      .map { component, rows in
        (
          component,
          StyleEnvironment.Platform.allCases.filter { p in rows.contains { $0.expected(on: p) != $0.iOS } }
        )
      }
      .filter { !$0.1.isEmpty }
      .sorted { $0.0 < $1.0 }
  }

  /// What a user sees follows too: where 8.1's values differ, the drawing on that platform is not the iOS one.
  @Test(arguments: differing.map(\.0))
  func theDrawingDiffersWhereTheValuesDo(component name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try Theme.default.tree(for: name)
    let state = try #require(component.states.first)
    func drawing(on platform: StyleEnvironment.Platform) throws -> Drawing? {
      let environment = StyleEnvironment(platform: platform)
      return try component.drawing(
        in: state, style: tree.resolved(for: state, in: environment), environment: environment)
    }
    let iOS = try drawing(on: .iOS)
    let platforms = try #require(Self.differing.first { $0.0 == name }?.1)
    #expect(!platforms.isEmpty)
    for platform in platforms {
      #expect(try drawing(on: platform) != iOS, "\(name) on \(platform) draws as on iOS")
    }
  }

  /// A pressed control shrinks on watchOS alone: its pressed drawing there is not the iOS one.
  @Test(arguments: components(differingIn: .pressed).map(\.0))
  func aPressedDrawingDiffersOnWatchOS(component name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try Theme.default.tree(for: name)
    func drawing(_ pressed: Bool, on platform: StyleEnvironment.Platform) throws -> Drawing? {
      let state = try #require(
        component.states.first { $0.caseName(for: "interaction") == (pressed ? "pressed" : "enabled") })
      let environment = StyleEnvironment(platform: platform)
      return try component.drawing(
        in: state, style: tree.resolved(for: state, in: environment), environment: environment)
    }
    #expect(try drawing(true, on: .watchOS) != drawing(true, on: .iOS))
    // Where nothing else differs on watchOS (the plain button), the scale alone makes the difference.
    if !Self.differing.contains(where: { $0.0 == name }) {
      #expect(try drawing(false, on: .watchOS) == drawing(false, on: .iOS))
    }
  }

  /// A value out of range that the user wrote once (a Swift literal, a preset's number) is reported once, at the
  /// path written, not once per platform; a preset's per-platform value is reported at its platform.
  @Test func aValueOutOfRangeIsReportedOnceWhereItWasWritten() throws {
    var model = VPrimaryButtonModel()
    model.layout.minHeight = -5
    let fromSwift = thrownDiagnostics { () throws(DiagnosticList) in try model.validate() }
    #expect(fromSwift.map(\.path.description) == ["layout.minHeight"])
    let fromJSON = thrownDiagnostics { () throws(DiagnosticList) in
      _ = try PresetDecoder().decode(VPrimaryButtonModel.self, from: #"{"layout": {"minHeight": -5}}"#)
    }
    #expect(fromJSON.map(\.path.description) == ["layout.minHeight"])
    let onePlatform = thrownDiagnostics { () throws(DiagnosticList) in
      _ = try PresetDecoder().decode(VPrimaryButtonModel.self, from: #"{"layout": {"minHeight": {"watchOS": -5}}}"#)
    }
    #expect(onePlatform.map(\.path.description) == ["layout.minHeight.watchOS"])
    var cell = VPrimaryButtonModel()
    cell.layout.minHeight[.macOS] = Dimension(wrappedValue: -1)
    let fromCell = thrownDiagnostics { () throws(DiagnosticList) in try cell.validate() }
    #expect(fromCell.map(\.path.description) == ["layout.minHeight.macOS"])
  }

  /// A token referenced by a per-platform field sets it on every platform.
  @Test func aTokenSetsEveryPlatform() throws {
    let preset = ##"{"tokens": {"r": 4}, "components": {"VStretchedButton": {"layout": {"cornerRadius": "{r}"}}}}"##
    let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
      .load(file: "p.json")
    let tree = try theme.tree(for: "VStretchedButton")
    for platform in StyleEnvironment.Platform.allCases {
      let style = tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(platform: platform))
      #expect(try style.number("layout.cornerRadius") == 4, "\(platform)")
    }
  }

  /// A per-platform group (the group box's `Corners`) takes each spelling a preset has for the group and for the
  /// table: one number (every corner, every platform), the group's own keys (those corners, every platform), platform
  /// keys (those platforms), and a token; a bad number is reported once, where it was written.
  @Test func aPerPlatformGroupTakesTheGroupsSpellingsAndThePlatforms() throws {
    func corners(_ layout: String) throws -> [StyleEnvironment.Platform: [Double]] {
      let preset = ##"{"tokens": {"r": 3}, "components": {"VSheet": {"layout": {"cornerRadius": "## + layout + "}}}}"
      let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
        .load(file: "p.json")
      let tree = try theme.tree(for: "VSheet")
      var result: [StyleEnvironment.Platform: [Double]] = [:]
      for platform in StyleEnvironment.Platform.allCases {
        let style = tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(platform: platform))
        result[platform] = try Corners.keys.map { try style.number("layout.cornerRadius." + $0) }
      }
      return result
    }
    #expect(try corners("6").values.allSatisfy { $0 == [6, 6, 6, 6] })
    #expect(try corners(#""{r}""#).values.allSatisfy { $0 == [3, 3, 3, 3] })
    let oneCorner = try corners(#"{"topLeading": 0}"#)
    #expect(oneCorner[.iOS] == [0, 12, 12, 12])
    #expect(oneCorner[.macOS] == [0, 7.5, 7.5, 7.5])
    let onePlatform = try corners(#"{"watchOS": 2}"#)
    #expect(onePlatform[.watchOS] == [2, 2, 2, 2])
    #expect(onePlatform[.tvOS] == [20, 20, 20, 20])
    #expect(try corners(#"{"macOS": {"bottomLeading": 1}}"#)[.macOS] == [7.5, 7.5, 7.5, 1])

    func problems(_ layout: String) -> [String] {
      thrownDiagnostics { () throws(DiagnosticList) in
        _ = try PresetDecoder().decode(VSheetModel.self, from: #"{"layout": {"cornerRadius": "# + layout + "}}")
      }.map(\.path.description)
    }
    #expect(problems("-1") == ["layout.cornerRadius"])
    #expect(problems(#"{"watchOS": -1}"#) == ["layout.cornerRadius.watchOS"])
    #expect(problems(#"{"topLeading": -1}"#) == ["layout.cornerRadius.topLeading"])
    #expect(problems(#"{"watchOs": 1}"#) == ["layout.cornerRadius.watchOs"])

    var bad = VSheetModel()
    bad.layout.cornerRadius = -5
    let fromSwift = thrownDiagnostics { () throws(DiagnosticList) in try bad.validate() }
    #expect(fromSwift.map(\.path.description) == ["layout.cornerRadius"])
    bad.layout.cornerRadius[.watchOS].topLeading = -1
    let oneCornerFromSwift = thrownDiagnostics { () throws(DiagnosticList) in try bad.validate() }
    // Five platforms keep one radius (one problem each); watchOS has two, so each of its corners is its own.
    #expect(oneCornerFromSwift.count == 5 + 4)

    var model = VSheetModel()
    model.layout.cornerRadius = 8
    #expect(StyleEnvironment.Platform.allCases.allSatisfy { model.layout.cornerRadius[$0] == Corners(8) })
    #expect(VSheetModel().layout.cornerRadius[.tvOS] == Corners(20))
  }

  /// The schema takes both forms of a per-platform group: the group (a number or its keys) and an object of platforms.
  @Test func theSchemaDescribesAPerPlatformGroupsTwoForms() throws {
    let schema = try PresetSchemaGenerator(registry: Catalog.registry).schema()
    let validator = SchemaValidator(root: schema)
    for layout in ["6", #"{"topLeading": 0}"#, #"{"watchOS": 2, "macOS": {"topLeading": 1}}"#] {
      let json = try JSONReader().parse(#"{"components": {"VSheet": {"layout": {"cornerRadius": "# + layout + "}}}}")
      #expect(validator.errors(json).isEmpty, "\(layout)")
    }
    let bad = try JSONReader().parse(#"{"components": {"VSheet": {"layout": {"cornerRadius": {"watchOs": 2}}}}}"#)
    #expect(!validator.errors(bad).isEmpty)
  }

  /// The carousel pages by the card and spacing it draws on its platform: a watch carousel's page is its narrower
  /// margins' card plus 7.5, so a drag that turns a phone page (55 % of it) does not turn a watch page.
  @Test func theCarouselPagesByItsPlatformsCardAndSpacing() throws {
    let model = VCarouselModel()
    #expect(model.layout.cardMargins[.watchOS] == Insets(top: 0, leading: 15, bottom: 0, trailing: 15))
    let iOS = model.parameters(containerWidth: 200, on: .iOS)
    let watchOS = model.parameters(containerWidth: 200, on: .watchOS)
    #expect(iOS.pageWidth == 200 - 64 + 16)
    #expect(watchOS.pageWidth == 200 - 30 + 7.5)
    let carousel = VCarousel(cards: ["a", "b"], width: 200, platform: .watchOS)
    #expect(carousel.machineParameters.pageWidth == watchOS.pageWidth)
    // The watch page is wider than the phone's, so a drag that turns a phone page does not turn a watch page.
    let drag = -(iOS.pageWidth * 0.55)
    for (platform, turns) in [(StyleEnvironment.Platform.iOS, true), (.watchOS, false)] {
      var session = try VCarousel(cards: ["a", "b"], width: 200, platform: platform).session()
      _ = session.send(.dragStarted)
      _ = session.send(.dragMoved(translation: drag))
      let end = session.send(.dragEnded(velocity: 0))
      #expect((end?.transition.outputs.contains(.valueChanged(1)) ?? false) == turns, "\(platform)")
    }
  }
}
