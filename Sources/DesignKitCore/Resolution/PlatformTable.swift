import DesignKitValues

/// A model value per platform (`StyleEnvironment.Platform`), resolved for the environment's platform as a state
/// table is resolved for a state: VComponents' `#if os(...)` defaults (a button 48 pt high on iOS, 40 on macOS, 64 on
/// watchOS) as one value a preset can change per platform (`{"iOS": 48, "macOS": 40}`) or for all (`48`).
public typealias PlatformTable<Value: Sendable & Equatable> = StateTable<StyleEnvironment.Platform, Value>

extension StateTable where State == StyleEnvironment.Platform {
  /// iOS's value, and each other platform's where it differs (iPadOS and visionOS follow iOS, tvOS follows iOS
  /// unless given, as VComponents' iOS blocks cover them).
  public init(
    iOS: Value, iPadOS: Value? = nil, macOS: Value? = nil, watchOS: Value? = nil, tvOS: Value? = nil,
    visionOS: Value? = nil
  ) {
    // The closure captures plain values: capturing the optionals would make the runtime build `Value?`'s metadata on
    // every call (thousands per preset load, where models are made).
    let iPad = iPadOS ?? iOS
    let mac = macOS ?? iOS
    let watch = watchOS ?? iOS
    let tv = tvOS ?? iOS
    let vision = visionOS ?? iOS
    self.init { platform in
      switch platform {
      case .iOS: iOS
      case .iPadOS: iPad
      case .macOS: mac
      case .watchOS: watch
      case .tvOS: tv
      case .visionOS: vision
      }
    }
  }
}

/// A scale per interaction state, each state's value per platform: a control's pressed shrink, which VComponents 8.1
/// gives watchOS alone (0.98). A preset writes it as a state table (`{"pressed": 0.95}` on every platform) whose
/// states may be split by platform (`{"pressed": {"watchOS": 0.9}}`).
public typealias PressScale = StateTable<InteractionState, PlatformTable<ScaleFactor>>

/// A font per platform: a control's title, which VComponents 8.1 sets per platform (callout on iOS, a fixed 16 pt on
/// macOS, title3 on watchOS for a stretched button). A preset writes one font for every platform
/// (`{"size": 15, "weight": "semibold"}`) or an object keyed by platform (`{"watchOS": {"size": 18}}`).
public typealias PlatformFont = PlatformTable<Font>

/// A color per platform: a surface or ink VComponents 8.1 sets per platform (a group box's background, a spinner's
/// arc). A preset writes one color for every platform (`"#FFFFFF"`, a light / dark object) or an object keyed by
/// platform (`{"macOS": "#F5F5F5"}`).
public typealias PlatformColor = PlatformTable<AdaptiveColor>

/// A number literal is the same value in every state (every platform): `model.layout.minHeight = 44` sets a
/// per-platform height to 44 everywhere, as it set the plain number before the field had a value per platform.
extension StateTable: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral {
  /// The literal's value in every state.
  public init(floatLiteral value: Value.FloatLiteralType) { self.init(Value(floatLiteral: value)) }
}

/// An integer literal is the same value in every state (every platform).
extension StateTable: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral {
  /// The literal's value in every state.
  public init(integerLiteral value: Value.IntegerLiteralType) { self.init(Value(integerLiteral: value)) }
}

/// A boolean literal is the same value in every state (every platform): `model.misc.bodyIsDraggable = true`.
extension StateTable: ExpressibleByBooleanLiteral where Value == Bool {
  /// The literal's value in every state.
  public init(booleanLiteral value: Bool) { self.init(value) }
}

extension StateTable where State == StyleEnvironment.Platform, Value == Dimension {
  /// `points` on every platform: what assigning a computed length to a per-platform field becomes
  /// (`model.layout.cornerRadius = .init(points: Metrics.cornerRadius * 2)`).
  public init(points: Double) { self.init(Dimension(wrappedValue: points)) }

  /// The value on `platform`, in points (`model.layout.minHeight.points(on: .iOS)`).
  public func points(on platform: StyleEnvironment.Platform) -> Double { self[platform].wrappedValue }
}

extension StateTable where State == StyleEnvironment.Platform, Value == Size {
  /// The size `width` × `height` on every platform (`model.layout.size = .init(width: 42, height: 26)`).
  public init(width: Double, height: Double) { self.init(Size(width: width, height: height)) }
}

/// A color per state, each state's color per platform: a control's fill or border, which VComponents 8.1 gives macOS
/// (and watchOS) a palette of its own (a toggle's off track is black at 10 % on macOS, 235 gray on iOS). A preset
/// writes it as a state table (`{"off": {"enabled": "#EBEBEB"}}` on every platform) whose colors may be split by
/// platform (`{"off": {"enabled": {"macOS": "#0000001A"}}}`); drawings read it as they read a state table of colors.
public typealias PlatformStateColors<State: StateDimension> = StateTable<State, PlatformColor>

extension StateTable where Value == PlatformColor {
  /// iOS's colors per state, and each other platform's where it differs (iPadOS and visionOS follow iOS, as do tvOS
  /// unless given): `PlatformStateColors(iOS: Palette.steadyFill(Palette.outline), macOS: …)`.
  public init(
    iOS: StateTable<State, AdaptiveColor>, macOS: StateTable<State, AdaptiveColor>? = nil,
    watchOS: StateTable<State, AdaptiveColor>? = nil, tvOS: StateTable<State, AdaptiveColor>? = nil,
    visionOS: StateTable<State, AdaptiveColor>? = nil
  ) {
    self.init { state in
      PlatformColor(
        iOS: iOS[state], macOS: macOS?[state], watchOS: watchOS?[state], tvOS: tvOS?[state],
        visionOS: visionOS?[state])
    }
  }

  /// `colors` on every platform.
  public init(everyPlatform colors: StateTable<State, AdaptiveColor>) {
    self.init { PlatformColor(colors[$0]) }
  }

  /// `color` in every state on every platform (`model.colors.border = .init(color)`), as before the table had a color
  /// per platform.
  public init(_ color: AdaptiveColor) { self.init(PlatformColor(color)) }

  /// The color in `state`: set, on every platform (`model.colors.fill[.on][.enabled] = color`, as before the table had
  /// a color per platform); read, iOS's (read one platform's with `table[state][.macOS]`, or the whole table with a
  /// `PlatformColor` type).
  public subscript(state: State) -> AdaptiveColor {
    get {
      let colors: PlatformColor = self[state]
      return colors[.iOS]
    }
    set {
      let colors = PlatformColor(newValue)
      self[state] = colors
    }
  }
}
