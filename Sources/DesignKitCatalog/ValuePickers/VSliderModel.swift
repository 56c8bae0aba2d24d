import DesignKitCore

/// The model of `VSlider`: a track with a progress fill and an optional thumb.
public typealias VSliderModel = SliderModel
