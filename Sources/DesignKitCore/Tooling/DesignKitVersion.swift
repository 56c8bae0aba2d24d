/// The version of the DesignKit package.
public enum DesignKitVersion {
  /// The semantic version this source tree is released as (what `designkit --version` prints and the README's
  /// installation section names).
  public static let current = "0.14.0"
}
