import DesignKitValues

/// The pictures of the README and the documentation (`docs/*.svg`), drawn from the registry by the renderer: `designkit
/// pictures --out docs` writes them, `Scripts/regenerate.sh` runs it, and a test renders them again and compares them
/// with the committed files, so a picture cannot show a look that no longer exists. Samples are laid out at an
/// iPhone's width (`PhoneWidth.standard`, 393 pt), as the gallery lays them out.
public struct DocumentationPictures: Sendable {
  /// One picture: its path under the output folder (`gallery.svg`, `dark/settings-default.svg`) and its SVG.
  public struct Picture: Sendable, Equatable {
    /// The path under the output folder.
    public var path: String
    /// The SVG document.
    public var svg: String
  }

  /// The built-in presets the dark-mode pictures show beside the defaults.
  public static let darkPresetNames = ["dark-tuned", "high-contrast"]
  /// The composition documents drawn as screens, by name: `Models/compositions/<name>.json`.
  public static let compositionNames = ["settings", "settings-card"]

  /// The defaults' theme, which most pictures show.
  public var theme: Theme
  /// The presets the dark-mode pictures compare, by name (`dark-tuned`, `high-contrast`), after the defaults.
  public var darkPresets: [(name: String, theme: Theme)]
  /// The composition documents drawn as screens, by name (`settings`, `settings-card`).
  public var compositions: [(name: String, document: CompositionDocument)]

  /// Pictures of `theme` (the defaults), the dark-mode pictures also under `darkPresets`, the screens of
  /// `compositions`.
  public init(
    theme: Theme, darkPresets: [(name: String, theme: Theme)] = [],
    compositions: [(name: String, document: CompositionDocument)] = []
  ) {
    self.theme = theme
    self.darkPresets = darkPresets
    self.compositions = compositions
  }

  /// Every picture, in a fixed order.
  public func pictures() throws(DiagnosticList) -> [Picture] {
    do {
      var out = [
        try gallery(), try accessibility5Modals(), try accessibility5Navigation(), try accessibility5Parts(),
        try motion(
          "motion-modals.svg", title: "Presenting, light: VModal, VHalfModal, VSideBar and VDialog",
          [
            ("VModal", ["title": "Settings"]), ("VHalfModal", ["title": "Filters"]), ("VSideBar", ["label": "Menu"]),
            ("VDialog", ["title": "Delete photo?"]),
          ]),
        try motion(
          "motion-messages.svg", title: "Presenting, light: VActionSheet, VMenu and VToast",
          [("VActionSheet", ["title": "Photo"]), ("VMenu", [:]), ("VToast", ["text": "Saved"])]),
        icons(),
      ]
      for (name, theme) in [("default", theme)] + darkPresets.map({ ($0.name, $0.theme) }) {
        out.append(try darkGallery(name: name, theme: theme))
      }
      for (name, theme) in [("default", theme)] + darkPresets.map({ ($0.name, $0.theme) }) {
        for composition in compositions {
          out.append(
            try screens(
              "dark/\(composition.name)-\(name).svg",
              title: "\(composition.document.screen), dark (\(name))", composition.document, theme: theme,
              schemes: [.dark]))
        }
      }
      if let card = compositions.first(where: { $0.name == "settings-card" }) {
        out.append(
          try screens(
            "compose.svg", title: "\(card.document.screen): light and dark", card.document, theme: theme,
            schemes: [.light, .dark]))
      }
      return out
    } catch let error as DiagnosticList {
      throw error
    } catch let error as Diagnostic {
      throw DiagnosticList([error])
    } catch {
      throw DiagnosticList([Diagnostic(.semantic, "\(error)")])
    }
  }

  /// An environment of `scheme` at `size` in `direction`.
  static func environment(
    _ scheme: StyleEnvironment.ColorScheme = .light, size: DynamicTypeSize = .large,
    direction: StyleEnvironment.LayoutDirection = .leftToRight
  ) -> StyleEnvironment {
    var environment = StyleEnvironment()
    environment.colorScheme = scheme
    environment.dynamicTypeSize = size
    environment.layoutDirection = direction
    return environment
  }

  /// The gallery that lays out cells of `theme`: its canvas, an iPhone's width.
  private func gallery(of theme: Theme) -> Gallery {
    Gallery(theme: theme, canvas: theme.foundations.colors.canvas)
  }

  /// `component` in `state` under `theme` in `environment`, captioned `Component state` and `rtl` when it is right to
  /// left: its gallery samples, or with `content` the one sample showing it.
  func cell(
    _ component: String, _ state: String, content: [String: String] = [:], in environment: StyleEnvironment,
    theme: Theme? = nil, caption: String? = nil
  ) throws(Diagnostic) -> PictureSheet.Cell {
    let theme = theme ?? self.theme
    let entry = try theme.registry.component(named: component)
    guard let selection = entry.states.first(where: { $0.name == state }) else {
      throw Diagnostic(
        .unknownState, "\(component) has no state `\(state)`; it has \(entry.stateNames.joined(separator: ", "))")
    }
    let tree = try theme.tree(for: component)
    let style = tree.resolved(for: selection, in: environment)
    guard
      let drawing = try entry.drawing(
        in: selection, style: style, environment: environment, content: content, tree: tree)
    else {
      throw Diagnostic(.semantic, "\(component) has no drawing")
    }
    var notes = [String]()
    if environment.layoutDirection == .rightToLeft { notes.append("rtl") }
    let id = "pic-\(component)-\(Gallery.slug(state))-\(environment.colorScheme.rawValue)-\(notes.joined())"
    return PictureSheet.cell(
      drawing, caption: caption ?? ([component + " " + state] + notes).joined(separator: " · "),
      gallery: gallery(of: theme), environment: environment, id: id)
  }

  /// Rows of at most `columns` cells.
  static func rows(_ cells: [PictureSheet.Cell], columns: Int) -> [[PictureSheet.Cell]] {
    stride(from: 0, to: cells.count, by: columns).map { Array(cells[$0..<min($0 + columns, cells.count)]) }
  }

  /// The README's gallery: six controls in their main states, a row light then a row dark.
  func gallery() throws(Diagnostic) -> Picture {
    let samples: [(String, [String])] = [
      ("VPrimaryButton", ["enabled", "pressed", "focused", "disabled"]),
      ("VToggle", ["off+enabled", "on+enabled", "on+pressed", "on+focused", "on+disabled"]),
      ("VSegmentedPicker", ["enabled", "pressed", "focused", "disabled"]),
      ("VSlider", ["idle", "dragging", "focused", "disabled"]),
      ("VStepper", ["enabled", "pressed", "focused", "disabled"]),
      ("VTextField", ["none+enabled", "none+focused", "error+enabled", "none+disabled"]),
    ]
    var rows: [[PictureSheet.Cell]] = []
    for (component, states) in samples {
      for scheme in StyleEnvironment.ColorScheme.allCases {
        var row: [PictureSheet.Cell] = []
        for state in states {
          row.append(
            try cell(component, state, in: Self.environment(scheme), caption: "\(component) \(state) · \(scheme)"))
        }
        rows.append(row)
      }
    }
    return Picture(
      path: "gallery.svg",
      svg: PictureSheet(
        title: "The gallery: six controls in their main states, light and dark, at an iPhone's width (393 pt)",
        rows: rows
      ).svg(id: "gallery"))
  }

  /// `samples` (a component, its state, the content of its one sample or none for all of them) at accessibility5,
  /// each left to right then right to left, `columns` cells a row.
  private func accessibility5(
    _ path: String, title: String, _ samples: [(String, String, [String: String])],
    directions: [StyleEnvironment.LayoutDirection], columns: Int
  ) throws(Diagnostic) -> Picture {
    var cells: [PictureSheet.Cell] = []
    for (component, state, content) in samples {
      for direction in directions {
        let environment = Self.environment(size: .accessibility5, direction: direction)
        cells.append(try cell(component, state, content: content, in: environment))
      }
    }
    return Picture(path: path, svg: PictureSheet(title: title, rows: Self.rows(cells, columns: columns)).svg(id: path))
  }

  func accessibility5Modals() throws(Diagnostic) -> Picture {
    try accessibility5(
      "accessibility5-modals.svg",
      title: "Accessibility5, left to right and right to left: modals (a half modal at its smallest detent scrolls)",
      [
        ("VDialog", "presented", ["title": "Delete photo?"]), ("VActionSheet", "presented", ["title": "Photo"]),
        ("VModal", "presented", ["title": "Settings"]), ("VHalfModal", "presented+min", ["title": "Filters"]),
      ],
      directions: [.leftToRight, .rightToLeft], columns: 4)
  }

  func accessibility5Navigation() throws(Diagnostic) -> Picture {
    try accessibility5(
      "accessibility5-navigation.svg",
      title: "Accessibility5, left to right and right to left: navigation, tab bar and pager tabs",
      [
        ("VNavigationView", "root", [:]), ("VNavigationView", "stacked", [:]), ("VTabNavigationView", "enabled", [:]),
        ("VDynamicPagerTabView", "resting", [:]),
      ],
      directions: [.leftToRight, .rightToLeft], columns: 4)
  }

  func accessibility5Parts() throws(Diagnostic) -> Picture {
    try accessibility5(
      "accessibility5-parts.svg",
      title: "Accessibility5: fields, rows, an accordion, buttons, a card footer, a list section, text, an empty state",
      [
        ("VTextField", "none+focused", [:]), ("VTextFieldRow", "none+enabled", [:]), ("VRow", "enabled", [:]),
        ("VAccordion", "expanded+enabled", [:]), ("VPrimaryButton", "enabled", [:]), ("VCardFooter", "enabled", [:]),
        ("VListSection", "enabled", [:]), ("VText", "enabled", [:]), ("VEmptyState", "enabled", [:]),
      ], directions: [.leftToRight], columns: 3)
  }

  /// Each of `components` (showing its content) presenting (`bindingChanged(true)` from rest) at 0, 0.1, 0.2, 0.3
  /// and 0.6 s, a row each.
  func motion(_ path: String, title: String, _ components: [(String, [String: String])]) throws(Diagnostic)
    -> Picture
  {
    let environment = Self.environment()
    var rows: [[PictureSheet.Cell]] = []
    for (component, content) in components {
      let entry = try theme.registry.component(named: component)
      let tree = try theme.tree(for: component)
      guard var host = try entry.host(tree: tree, environment: environment, content: content) else {
        throw Diagnostic(.semantic, "\(component) has no drawing")
      }
      guard let step = try host.send(named: "bindingChanged(true)") else {
        throw Diagnostic(.semantic, "\(component) does not present on `bindingChanged(true)` from rest")
      }
      var row: [PictureSheet.Cell] = []
      for t in [0, 0.1, 0.2, 0.3, 0.6] {
        let drawing = try host.frame(at: step.time + t).drawing
        row.append(
          PictureSheet.cell(
            drawing, caption: "\(component) t = \(StyleFormatter.number(t)) s", gallery: gallery(of: theme),
            environment: environment, id: "pic-\(component)-\(Int(t * 10))"))
      }
      rows.append(row)
    }
    return Picture(path: path, svg: PictureSheet(title: title, rows: rows).svg(id: path))
  }

  /// The icon vocabulary, light beside dark.
  func icons() -> Picture {
    let sheet = IconSheet()
    let cells = StyleEnvironment.ColorScheme.allCases.map { scheme in
      let svg = sheet.svg(colorScheme: scheme)
      let size = Self.size(of: svg)
      return PictureSheet.cell(svg: svg, width: size.width, height: size.height, caption: scheme.rawValue)
    }
    return Picture(
      path: "icons.svg",
      svg: PictureSheet(
        title: "The icon vocabulary (DrawingIcon), each over its SF Symbols name, light and dark", rows: [cells]
      ).svg(id: "icons"))
  }

  /// Surfaces, modals, cards and controls in dark mode under `theme`.
  func darkGallery(name: String, theme: Theme) throws(Diagnostic) -> Picture {
    let samples: [(String, String, [String: String])] = [
      ("VCard", "enabled", [:]), ("VSheet", "enabled", [:]), ("VListSection", "enabled", [:]),
      ("VDialog", "presented", ["title": "Delete photo?"]), ("VActionSheet", "presented", ["title": "Photo"]),
      ("VMenu", "presented", [:]), ("VToggle", "off+enabled", [:]), ("VToggle", "on+enabled", [:]),
      ("VTextField", "none+enabled", [:]), ("VSegmentedPicker", "enabled", [:]), ("VSlider", "idle", [:]),
      ("VToast", "shown", [:]),
    ]
    var cells: [PictureSheet.Cell] = []
    for (component, state, content) in samples {
      cells.append(try cell(component, state, content: content, in: Self.environment(.dark), theme: theme))
    }
    let path = "dark/gallery-\(name).svg"
    return Picture(
      path: path,
      svg: PictureSheet(
        title: "Dark mode (\(name)): surfaces, modals, cards and controls", rows: Self.rows(cells, columns: 3)
      ).svg(id: path))
  }

  /// `document` as a screen under `theme`, one cell per scheme.
  func screens(
    _ path: String, title: String, _ document: CompositionDocument, theme: Theme,
    schemes: [StyleEnvironment.ColorScheme]
  ) throws(DiagnosticList) -> Picture {
    var cells: [PictureSheet.Cell] = []
    for scheme in schemes {
      let environment = Self.environment(scheme)
      let drawing = try Composition(theme: theme, environment: environment).drawing(of: document.root).drawing
      cells.append(
        PictureSheet.cell(
          drawing, caption: scheme.rawValue, gallery: gallery(of: theme), environment: environment,
          id: "pic-screen-\(scheme.rawValue)"))
    }
    return Picture(path: path, svg: PictureSheet(title: title, rows: [cells]).svg(id: path))
  }

  /// The `width` and `height` an SVG document's root declares.
  static func size(of svg: String) -> (width: Double, height: Double) {
    func attribute(_ name: String) -> Double {
      guard let start = svg.firstRange(of: " \(name)=\"") else { return 0 }
      let rest = svg[start.upperBound...]
      return Double(String(rest.prefix { $0 != "\"" })) ?? 0
    }
    return (attribute("width"), attribute("height"))
  }
}
