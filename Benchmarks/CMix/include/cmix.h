// The benchmark's plain C reference for `Color.mix`: the same formulas as DesignKitValues' Color+Interpolation.swift
// (sRGB transfer with the same fast powers, Ottosson's OKLab matrices, premultiplied OKLab mixing), so that
// designkit-bench can measure the Swift code against C doing the same work beside it. Not part of any product.
#ifndef CMIX_H
#define CMIX_H

/// An sRGB color with straight alpha.
typedef struct {
  double red, green, blue, alpha;
} cmix_color;

/// `Color.mix(from, to, fraction:, in: .linearSRGB)`. The colors go by pointer: a 32-byte struct passed by value
/// goes through memory in the x86-64 and AArch64 C calling conventions, which would handicap the C side.
void cmix_linear(const cmix_color *from, const cmix_color *to, double fraction, cmix_color *out);
/// `Color.mix(from, to, fraction:, in: .oklab)`, likewise by pointer.
void cmix_oklab(const cmix_color *from, const cmix_color *to, double fraction, cmix_color *out);

#endif
