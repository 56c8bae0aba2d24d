import DesignKit

/// Instances of a registered component that differ from its defaults in every way a test can make generally: each
/// gallery sample (typical content: a value, a selection, a range), in each of its visual states, with a model built
/// on other foundations (other motion, metrics and colors), and with each flag of its content flipped (a loading
/// button) and each number set to 2 (a stepper's value, a picker's selection). Registering a component is enough
/// for a test over these instances to cover it.
enum NonDefaultInstances {
  /// Foundations that differ from the defaults in every group models read: motion, metrics and the primary color.
  static let otherFoundations: Foundations = {
    var foundations = Foundations()
    foundations.motion.press = .easeOut(duration: 0.35)
    foundations.motion.stateChange = .linear(duration: 0.3)
    foundations.motion.focus = .easeIn(duration: 0.25)
    foundations.motion.hover = .linear(duration: 0.2)
    foundations.motion.appear = .easeInOut(duration: 0.45)
    foundations.motion.disappear = .linear(duration: 0.4)
    foundations.spacingUnit = 6
    foundations.cornerRadius = 4
    foundations.colors.primary = AdaptiveColor(Color(hex: "#8E44AD") ?? .black)
    return foundations
  }()

  /// The instances of `C` described above.
  static func of<C: DrawableComponent>(_ type: C.Type) -> [C] {
    let otherModel = C.Model(foundations: otherFoundations)
    var samples: [C] = []
    for sample in C.galleryPreviews {
      samples.append(sample)
      for key in C.contentKeys {
        let values = key.expected == "true or false" ? ["true", "false"] : key.expected == "a text" ? [] : ["2"]
        for value in values {
          if let changed = try? sample.showing([key.name: value]) { samples.append(changed) }
        }
      }
    }
    var instances: [C] = []
    for sample in samples {
      for state in C.Machine.declaredVisualStates {
        var instance = sample
        instance.state = state
        instances.append(instance)
        instance.model = otherModel
        instances.append(instance)
      }
    }
    return instances
  }
}
