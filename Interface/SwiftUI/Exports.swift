// The real SwiftUI module re-exports Foundation and CoreGraphics. Linux has no CoreGraphics: Foundation
// (swift-corelibs-foundation) supplies CGFloat, CGPoint, CGSize and CGRect, and CoreGraphics+Missing.swift
// declares the rest of what the face needs. Declarations only: every body in this module is fatalError().
@_exported import Foundation
