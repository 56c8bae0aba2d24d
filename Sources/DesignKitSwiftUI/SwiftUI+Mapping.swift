#if canImport(SwiftUI)
  import DesignKitCore
  import Foundation
  import SwiftUI

  extension HostPoint {
    /// A point SwiftUI reports.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// A translation or a velocity SwiftUI reports.
    init(_ size: CGSize) { self.init(x: Double(size.width), y: Double(size.height)) }
  }

  extension KeyboardKey {
    /// The key a SwiftUI key press names; nil for keys no machine takes.
    init?(_ key: KeyEquivalent) {
      switch key {
      case .space: self = .space
      case .return: self = .return
      case .escape: self = .escape
      case .leftArrow: self = .arrowLeft
      case .rightArrow: self = .arrowRight
      case .upArrow: self = .arrowUp
      case .downArrow: self = .arrowDown
      case .pageUp: self = .pageUp
      case .pageDown: self = .pageDown
      case .home: self = .home
      case .end: self = .end
      default: return nil
      }
    }
  }

  extension HostInput.KeyPhase {
    /// The phase of a SwiftUI key press.
    init(_ phase: KeyPress.Phases) {
      if phase.contains(.up) {
        self = .up
      } else if phase.contains(.repeat) {
        self = .repeat
      } else {
        self = .down
      }
    }
  }

  extension SensoryFeedback {
    /// The feedback that plays a model's haptic; nil for `silent`.
    init?(_ haptic: Haptic) {
      switch haptic {
      case .silent: return nil
      case .success: self = .success
      case .warning: self = .warning
      case .error: self = .error
      case .selection: self = .selection
      case .impactLight: self = .impact(weight: .light)
      case .impactMedium: self = .impact(weight: .medium)
      case .impactHeavy: self = .impact(weight: .heavy)
      case .impactSoft: self = .impact(flexibility: .soft)
      case .impactRigid: self = .impact(flexibility: .rigid)
      }
    }
  }

  extension AccessibilityTraits {
    /// The traits a component's description lists (SwiftUI has no trait for `notEnabled`, which `isEnabled` tells,
    /// nor for `adjustable`, which the adjustable action makes, nor for `focused`).
    init(_ traits: [AccessibilityTrait]) {
      var all: AccessibilityTraits = []
      for trait in traits {
        switch trait {
        case .button: all.formUnion(.isButton)
        case .toggle: all.formUnion(.isToggle)
        case .selected: all.formUnion(.isSelected)
        case .header: all.formUnion(.isHeader)
        case .link: all.formUnion(.isLink)
        case .searchField: all.formUnion(.isSearchField)
        case .staticText: all.formUnion(.isStaticText)
        case .updatesFrequently: all.formUnion(.updatesFrequently)
        case .isModal: all.formUnion(.isModal)
        case .notEnabled, .adjustable, .focused: break
        }
      }
      self = all
    }
  }
#endif
