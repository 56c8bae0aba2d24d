import DesignKitValues

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// DTCG 2025.10 color values: hex strings and color objects, converted to sRGB.
enum TokenColor {
  /// The color spaces that convert to sRGB.
  static let supportedSpaces = ["srgb", "srgb-linear", "display-p3", "hsl", "hwb", "oklab", "oklch", "xyz-d65"]
  /// Every color space DTCG 2025.10 names.
  static let specSpaces =
    supportedSpaces + ["lab", "lch", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50"]

  /// Parses a color: `"#RRGGBB"`-style strings or `{colorSpace, components, alpha, hex}` objects.
  ///
  /// Colors outside the sRGB gamut are clipped to it.
  static func parse(_ json: JSONValue, path: JSONPath, file: String?) throws(Diagnostic) -> Color {
    guard case .object = json.kind else {
      do {
        return try Color(json: json, path: path)
      } catch {
        throw error.inFile(file)
      }
    }
    let o = try JSONObjectReader(
      json, path: path, what: "a color", allowed: ["colorSpace", "components", "alpha", "hex"])
    let space = try o.string("colorSpace") ?? ""
    let spaceLocation = o["colorSpace"]?.location ?? json.location
    guard supportedSpaces.contains(space) else {
      let near = Suggestions.nearest(to: space, in: specSpaces)
      let known = specSpaces.contains(space) ? "unsupported" : "unknown"
      throw Diagnostic(
        .invalidValue,
        "\(known) color space `\(space)` at `\(path).colorSpace`\(Suggestions.phrase(near)) (supported: "
          + "\(supportedSpaces.joined(separator: ", ")))", file: file, at: spaceLocation,
        path: path.appending("colorSpace"), suggestions: near)
    }
    guard let components = o["components"], case .array(let items) = components.kind, items.count == 3 else {
      throw Diagnostic(
        .typeMismatch, "expected `components` at `\(path)` to be an array of 3 numbers", file: file,
        at: o["components"]?.location ?? json.location, path: path.appending("components"))
    }
    var c: [Double] = []
    for (i, item) in items.enumerated() {
      if case .string("none") = item.kind {
        c.append(0)
        continue
      }
      let itemPath = path.appending("components").appending(index: i)
      do {
        c.append(try JSONValue.checkedNumber(item, path: itemPath, in: -.infinity ... .infinity))
      } catch {
        throw error.inFile(file)
      }
    }
    let alpha: Double
    do {
      alpha = try o.number("alpha", in: 0...1, required: false) ?? 1
      _ = try o.string("hex", required: false)
    } catch {
      throw error.inFile(file)
    }
    if space == "srgb", !items.contains(where: { $0.kind == .string("none") }) {
      do {
        return try Color(json: json, path: path)
      } catch {
        throw error.inFile(file)
      }
    }
    let (r, g, b) = toSRGB(space, c[0], c[1], c[2])
    func clip(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    return Color(red: clip(r), green: clip(g), blue: clip(b), alpha: alpha)
  }

  /// Converts components in `space` to gamma-encoded sRGB (unclipped).
  static func toSRGB(_ space: String, _ a: Double, _ b: Double, _ c: Double) -> (Double, Double, Double) {
    switch space {
    case "srgb-linear": return (encode(a), encode(b), encode(c))
    case "display-p3":
      let xyz = multiply(p3ToXYZ, (decode(a), decode(b), decode(c)))
      return encoded(multiply(xyzToLinearSRGB, xyz))
    case "xyz-d65": return encoded(multiply(xyzToLinearSRGB, (a, b, c)))
    case "hsl": return hsl(a, b / 100, c / 100)
    case "hwb":
      let white = max(b / 100, 0)
      let black = max(c / 100, 0)
      if white + black >= 1 {
        let gray = white / (white + black)
        return (gray, gray, gray)
      }
      let (r, g, bl) = hsl(a, 1, 0.5)
      let scale = 1 - white - black
      return (r * scale + white, g * scale + white, bl * scale + white)
    case "oklab": return encoded(oklabToLinearSRGB(a, b, c))
    case "oklch":
      let h = c * .pi / 180
      return encoded(oklabToLinearSRGB(a, b * cos(h), b * sin(h)))
    default: return (a, b, c)
    }
  }

  private static func hsl(_ hue: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
    var h = hue.truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    func f(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      let a = s * min(l, 1 - l)
      return l - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (f(0), f(8), f(4))
  }

  private static func oklabToLinearSRGB(_ L: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
    let l = pow(L + 0.3963377774 * a + 0.2158037573 * b, 3)
    let m = pow(L - 0.1055613458 * a - 0.0638541728 * b, 3)
    let s = pow(L - 0.0894841775 * a - 1.2914855480 * b, 3)
    return (
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    )
  }

  private static let p3ToXYZ: [[Double]] = [
    [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
    [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
    [0, 0.04511338185890264, 1.043944368900976],
  ]

  private static let xyzToLinearSRGB: [[Double]] = [
    [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
    [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
    [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
  ]

  private static func multiply(_ m: [[Double]], _ v: (Double, Double, Double)) -> (Double, Double, Double) {
    (
      m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
      m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
      m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2
    )
  }

  private static func encoded(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
    (encode(v.0), encode(v.1), encode(v.2))
  }

  /// The sRGB transfer function (linear → gamma-encoded), odd-extended for negatives.
  static func encode(_ x: Double) -> Double {
    let a = abs(x)
    let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
    return x < 0 ? -e : e
  }

  /// The inverse sRGB transfer function (gamma-encoded → linear), odd-extended for negatives.
  static func decode(_ x: Double) -> Double {
    let a = abs(x)
    let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return x < 0 ? -d : d
  }
}
