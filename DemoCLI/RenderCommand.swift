import DesignKit

extension CLI {
  /// Usage lines of `render`, for the help text.
  static let renderUsage = """
      designkit render [Component...] --out DIR [--preset FILE] [--scheme light|dark|both]
                     [--contrast standard|increased] [--dynamic-type SIZE] [--rtl]
      designkit render --transition Component --events E1,E2,... [--fps N] [--reduce-motion] --out DIR [...]
    """

  /// The options `render` accepts.
  static let renderOptions = (
    flags: Set(["--rtl", "--reduce-motion"]),
    values: Set([
      "--out", "--preset", "--scheme", "--contrast", "--dynamic-type", "--transition", "--events", "--fps",
    ])
  )

  /// `designkit render`: SVGs of every component × state × scheme and `DIR/index.html`, or with `--transition` a
  /// filmstrip of the frames after each event. Exit 0 written, 1 invalid preset or unwritable folder, 2 usage error.
  func render(_ options: Options) throws -> Int32 {
    guard let out = options.values["--out"], !out.isEmpty else {
      throw UsageError(message: "`render` needs `--out DIR`, the folder to write the gallery to")
    }
    let scheme = try options.choice("--scheme", ["light", "dark", "both"], default: "both")
    var rest = options
    rest.values["--scheme"] = nil
    let environment = try self.environment(rest)
    let theme = try options.values["--preset"].map { try PresetLoader().load(file: $0) } ?? .default
    var gallery = Gallery(
      theme: theme, baseline: .default, componentNames: options.positional,
      schemes: scheme == "both" ? [.light, .dark] : [scheme == "dark" ? .dark : .light], environment: environment,
      canvas: Palette.canvas)
    let page: GalleryPage
    if let component = options.values["--transition"] {
      guard options.positional.isEmpty else {
        throw UsageError(message: "`render --transition` takes its component as the option's value, not as arguments")
      }
      guard let events = options.values["--events"].map(splitList), !events.isEmpty else {
        throw UsageError(
          message: "`render --transition` needs `--events E1,E2,...`, e.g. `--events pointerDown,pointerUp`")
      }
      let fps = options.values["--fps"] ?? "30"
      guard let framesPerSecond = Double(fps), framesPerSecond >= 1, framesPerSecond <= 240 else {
        throw UsageError(message: "`--fps` must be a number from 1 to 240; got `\(fps)`")
      }
      gallery.baseline = nil
      page = try Filmstrip(
        theme: theme, component: component, events: events, framesPerSecond: framesPerSecond, gallery: gallery
      ).render()
    } else {
      for name in ["--events", "--fps"] where options.values[name] != nil {
        throw UsageError(message: "`\(name)` only goes with `--transition Component`")
      }
      page = try gallery.render()
    }
    try page.write(to: out)
    let drawings = page.files.count - 1
    print("wrote \(drawings) SVG file\(drawings == 1 ? "" : "s") and \(out)/index.html")
    if !page.undrawnComponents.isEmpty {
      print("no drawing yet: \(page.undrawnComponents.joined(separator: ", "))")
    }
    return 0
  }
}
