import DesignKitCore

/// The model of `VRangeSlider`: a track with two thumbs and the progress fill between them.
public typealias VRangeSliderModel = SliderModel
