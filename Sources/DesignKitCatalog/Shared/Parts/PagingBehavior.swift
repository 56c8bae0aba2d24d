import DesignKitCore

/// How a paged view takes drags: the `Misc` of carousels and pager tab views. Each setting reaches the paging
/// machine under its own name.
public struct PagingBehavior: ModelGroup {
  /// Whether dragging moves the pages (tabs and the owner still do).
  public var isDragEnabled = true
  /// The fraction of a page a drag must travel to move to the neighbour on release.
  @Fraction public var pagingThreshold: Double = 0.5
  /// Points per second a release must reach to move to the neighbour however short the drag.
  @Dimension public var flickVelocity: Double = 300
  /// The defaults.
  public init() {}

  /// The paging machine's tunables for pages `pageWidth` points apart that settle with `settling`.
  public func parameters(pageWidth: Double, settling: AnimationSpec) -> PagingParameters {
    var p = PagingParameters()
    p.pageWidth = pageWidth
    p.isDragEnabled = isDragEnabled
    p.pagingThreshold = pagingThreshold
    p.flickVelocity = flickVelocity
    p.settleDuration = AnimationEvaluator(settling).duration
    return p
  }
}
