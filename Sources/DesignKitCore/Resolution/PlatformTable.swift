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
    self.init { platform in
      switch platform {
      case .iOS: iOS
      case .iPadOS: iPadOS ?? iOS
      case .macOS: macOS ?? iOS
      case .watchOS: watchOS ?? iOS
      case .tvOS: tvOS ?? iOS
      case .visionOS: visionOS ?? iOS
      }
    }
  }
}
