import DesignKitCore

// Shadows are `Shadow` values (color, blur radius, x and y offset in points), in a model's `layout` as `shadow`
// (`thumbShadow` for a thumb), or a `StateTable` of them where a control's shadow changes per state; a clear color
// draws none. `Drawing.surface` draws them. These are the ones several models share.

extension Shadow {
  /// Under a presented container (a modal, a half modal, a side bar, a dialog): black at 15 %, blurred by 10 points.
  public static var presented: Shadow { Shadow(color: AdaptiveColor.black.opacity(0.15), radius: 10) }

  /// Under a message over the page (a toast): black at 15 %, blurred by 20 points.
  public static var message: Shadow { Shadow(color: AdaptiveColor.black.opacity(0.15), radius: 20) }
}
