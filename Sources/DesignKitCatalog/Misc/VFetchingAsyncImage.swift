import DesignKitCore

/// An image fetched by its host: empty, loading (a spinner), loaded, or failed with a retry button, as the async
/// image machine's phases. The component fetches nothing itself: `onFetchRequested` asks the host, which answers
/// with `fetchSucceeded(fetch:)` or `fetchFailed(fetch:)` and the number it was given, so that a late answer to a
/// cancelled fetch is ignored; the machine times fetches out, and a failure waits for the retry button unless the
/// model asks for automatic retries.
///
/// `VFetchingAsyncImage(source: "lake", label: "Mountain lake", onFetchRequested: { loader.fetch("lake", number: $0) })`
public struct VFetchingAsyncImage: ConfiguredComponent {
  public typealias Machine = AsyncImageMachine
  public typealias Model = VFetchingAsyncImageModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .image }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(
        foreground: "colors.retryTitle", background: "colors.placeholder", content: .text(font: "fonts.retryTitle")),
      ContrastPair(foreground: "colors.failureIcon", background: "colors.placeholder", content: .graphic),
      ContrastPair(foreground: "colors.loadingIndicator", background: "colors.placeholder", content: .graphic),
    ]
  }
  public static func machineParameters(for model: VFetchingAsyncImageModel) -> AsyncImageParameters {
    model.misc.parameters
  }
  public static var machineSettings: [String] {
    [
      "misc.timeout", "misc.retriesAutomatically", "misc.automaticRetries", "misc.retryDelay",
      "misc.removesImageOnURLChange",
      "misc.removesImageOnDisappear",
    ]
  }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("source", \.source), .init("label", \.label), .init("retryTitle", \.retryTitle)]
  }

  public var model: VFetchingAsyncImageModel
  public var state: AsyncImagePhase
  /// What to fetch: a URL or a name the host's loader knows.
  public var source: String
  /// What the image shows, read by assistive technologies.
  public var label: String
  /// The retry button's title, shown when the fetch failed.
  public var retryTitle: String
  /// The size of the image's frame.
  public var size: Size
  /// Called with the fetch's number when the machine starts a fetch: the host fetches `source` and answers with
  /// `fetchSucceeded(fetch:)` or `fetchFailed(fetch:)` and that number.
  public var onFetchRequested: @Sendable (Int) -> Void
  /// Called with the fetch's number when the machine gives a running fetch up (a timeout, a new source, leaving
  /// the screen).
  public var onFetchCancelled: @Sendable (Int) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.urlChanged(present: true), .timePassed(30)], expected: ["fetch 1", "cancel 1"]) {
      report in
      VFetchingAsyncImage(
        source: "lake", label: "Mountain lake", onFetchRequested: { report("fetch \($0)") },
        onFetchCancelled: { report("cancel \($0)") })
    }
  }
  public func handle(_ output: MachineOutput) {
    switch output {
    case .fetchRequested(let fetch): onFetchRequested(fetch)
    case .fetchCancelled(let fetch): onFetchCancelled(fetch)
    default: break
    }
  }
  public var accessibilityLabel: String { label }

  /// Creates an image; it starts empty, so that its host starts the fetch with `urlChanged(present: true)` (pass a
  /// `state` for one that has already loaded or failed).
  public init(
    model: VFetchingAsyncImageModel = .init(), state: AsyncImagePhase = .empty, source: String, label: String = "",
    retryTitle: String = "Retry", size: Size = Size(width: 160, height: 120),
    onFetchRequested: @escaping @Sendable (Int) -> Void = { _ in },
    onFetchCancelled: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    (self.model, self.state, self.source, self.label, self.retryTitle, self.size) =
      (model, state, source, label, retryTitle, size)
    (self.onFetchRequested, self.onFetchCancelled) = (onFetchRequested, onFetchCancelled)
  }
}
