import DesignKit

extension Command {
  static let render = Command(
    "render",
    summary:
      "Draw components as SVG into a gallery (DIR/index.html), a transition as a filmstrip, or a composition document.",
    arguments: [
      ArgumentSpec(
        name: "Component", help: "Components to draw (all when left out), e.g. VToggle VPrimaryButton.",
        isOptional: true, isRepeated: true)
    ],
    options: [
      .out.required(), .preset, .platform, .galleryScheme, .contrast, .dynamicType, .rtl, .reduceMotion, .transition,
      .events.required(with: .transition), .fps, .compose,
    ],
    examples: [
      "designkit render --out /tmp/gallery", "designkit render VToggle --out /tmp/toggle --preset brand --scheme dark",
      "designkit render --platform watchOS --out /tmp/gallery-watchOS",
      "designkit render --transition VToggle --events pointerDown,pointerUp --fps 30 --out /tmp/toggle-film",
      "designkit render --compose Models/compositions/settings-card.json --out /tmp/settings-card",
    ],
    exitCodes: [.success("written"), .invalid("invalid preset, or the folder cannot be written"), .usage],
    run: CLI.render)
}

extension OptionSpec {
  static let out = OptionSpec("--out", value: "DIR", help: "The folder to write (replaced as a whole).")
  static let galleryScheme = OptionSpec(
    "--scheme", choices: ["light", "dark", "both"], default: "both", help: "Color schemes to draw.")
  static let transition = OptionSpec(
    "--transition", value: "Component", help: "Draw a filmstrip of this component's transitions after `--events`.")
  static let compose = OptionSpec(
    "--compose", value: "DOCUMENT",
    help: "Draw this composition document (a screen), one SVG per scheme; nodes without a drawing are labelled boxes.")
}

extension CLI {
  /// `designkit render`: SVGs of every component × state × scheme and `DIR/index.html`, or with `--transition` a
  /// filmstrip of the frames after each event.
  static func render(_ invocation: Invocation) throws -> Int32 {
    let out = invocation.given(.out) ?? ""
    guard !out.isEmpty else { throw UsageError(message: "`--out` needs a folder; got an empty path") }
    let scheme = invocation.value(.galleryScheme) ?? "both"
    let theme = try invocation.presetTheme()
    var gallery = Gallery(
      theme: theme, baseline: .default, componentNames: invocation.positional,
      schemes: scheme == "both" ? [.light, .dark] : [scheme == "dark" ? .dark : .light],
      environment: invocation.environment, canvas: theme.foundations.colors.canvas)
    let page: GalleryPage
    if let path = invocation.given(.compose) {
      guard invocation.positional.isEmpty else {
        throw UsageError(message: "`render --compose` draws the document's components; give no component names")
      }
      for option in [OptionSpec.transition, .events, .fps] where invocation.given(option) != nil {
        throw UsageError(message: "`\(option.name)` does not go with `--compose`")
      }
      let document = try compositionDocument(path, theme: theme)
      page = try CompositionPage(
        theme: theme, document: document, schemes: gallery.schemes, environment: invocation.environment
      ).render()
    } else if let component = invocation.given(.transition) {
      guard invocation.positional.isEmpty else {
        throw UsageError(message: "`render --transition` takes its component as the option's value, not as arguments")
      }
      let events = splitList(invocation.given(.events) ?? "")
      guard !events.isEmpty else { throw UsageError(message: "`--events` needs at least one event") }
      let framesPerSecond = try invocation.number(.fps, in: 1...240) ?? 30
      gallery.baseline = nil
      page = try invocation.typed {
        try Filmstrip(
          theme: theme, component: component, events: events, framesPerSecond: framesPerSecond, gallery: gallery
        ).render()
      }
    } else {
      for option in [OptionSpec.events, .fps] where invocation.given(option) != nil {
        throw UsageError(message: "`\(option.name)` only goes with `--transition Component`")
      }
      page = try invocation.typed { try gallery.render() }
    }
    try page.write(to: out)
    let drawings = page.files.count - 1
    print("wrote \(drawings) SVG file\(drawings == 1 ? "" : "s") and \(out)/index.html")
    if !page.undrawnComponents.isEmpty {
      let boxes = invocation.given(.compose) == nil ? "" : " (drawn as labelled boxes)"
      print("no drawing yet\(boxes): \(page.undrawnComponents.joined(separator: ", "))")
    }
    return 0
  }
}
