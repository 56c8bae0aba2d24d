// See include/cmix.h: the same formulas as Color+Interpolation.swift, written plainly in C.
#include "cmix.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

static inline double from_bits(uint64_t b) {
  double d;
  memcpy(&d, &b, sizeof d);
  return d;
}

static inline uint64_t to_bits(double d) {
  uint64_t b;
  memcpy(&b, &d, sizeof b);
  return b;
}

// m in [1, 2) and e with x = m·2^e, for positive normal x; 0 otherwise.
static inline int split(double x, double *m, int *e) {
  uint64_t bits = to_bits(x);
  int field = (int)(bits >> 52);
  if (field <= 0 || field >= 0x7FF) return 0;
  *m = from_bits((bits & 0x000FFFFFFFFFFFFFull) | 0x3FF0000000000000ull);
  *e = field - 1023;
  return 1;
}

static inline void floor_divide(int a, int b, int *q, int *r) {
  *q = a >= 0 ? a / b : (a - b + 1) / b;
  *r = a - *q * b;
}

static inline double power_of_two(int n) { return from_bits((uint64_t)(1023 + n) << 52); }

static double pow5over12(double x) {
  double m;
  int e, q, r;
  if (!split(x, &m, &e)) return pow(x, 5.0 / 12);
  floor_divide(e, 12, &q, &r);
  double m2 = m * m, target = m2 * m2 * m;
  double y = 0.41201812903830404
             + m * (0.8266297323341193
                    + m * (-0.3159699452840391 + m * (0.08798860967267874 + m * -0.010654742850490931)));
  double y3 = y * y * y, y6 = y3 * y3, y12 = y6 * y6;
  y *= (11 * y12 + 13 * target) / (13 * y12 + 11 * target);
  static const double scales[12] = {1, 1.3348398541700344, 1.7817974362806785, 2.3784142300054421,
                                    3.1748021039363987, 4.2378523774371813, 5.6568542494923806, 7.5509945014535491,
                                    10.079368399158984, 13.454342644059432, 17.959392772949972, 23.972913230026901};
  return y * scales[r] * power_of_two(5 * q);
}

static double pow12over5(double x) {
  double m;
  int e, q, r;
  if (!split(x, &m, &e)) return pow(x, 2.4);
  floor_divide(e, 5, &q, &r);
  double target = m * m;
  double y = 0.43048919606134484
             + m * (0.8060879026122927
                    + m * (-0.3136121324829178 + m * (0.08768342040698462 + m * -0.010636562288971231)));
  double y2 = y * y, y5 = y2 * y2 * y;
  y *= (4 * y5 + 6 * target) / (6 * y5 + 4 * target);
  static const double scales[5] = {1, 1.3195079107728942, 1.7411011265922482, 2.2973967099940700,
                                   3.0314331330207961};
  return x * x * y * scales[r] * power_of_two(2 * q);
}

static double fast_cbrt(double x) {
  double m;
  int e, q, r;
  if (!split(fabs(x), &m, &e)) return x == 0 ? x : cbrt(x);
  floor_divide(e, 3, &q, &r);
  double y = 0.5084520952543534
             + m * (0.7139801548188905
                    + m * (-0.29626529803787854 + m * (0.08411930062042512 + m * -0.010274592492459201)));
  double y3 = y * y * y;
  y *= (y3 + 2 * m) / (2 * y3 + m);
  double scale = r == 0 ? 1 : r == 1 ? 1.2599210498948732 : 1.5874010519681994;
  double root = y * scale * power_of_two(q);
  return x < 0 ? -root : root;
}

static double linear_from_srgb(double c) {
  double x = fabs(c);
  if (x == 1) return c;
  double l = x <= 0.04045 ? x / 12.92 : pow12over5((x + 0.055) / 1.055);
  return c < 0 ? -l : l;
}

static double srgb_from_linear(double l) {
  double x = fabs(l);
  if (x == 1) return l;
  double c = x <= 0.0031308 ? 12.92 * x : 1.055 * pow5over12(x) - 0.055;
  return l < 0 ? -c : c;
}

static double clamped_alpha(double a) { return a < 0 ? 0 : a > 1 ? 1 : a; }

static cmix_color from_linear(double r, double g, double b, double alpha) {
  cmix_color c = {srgb_from_linear(r), srgb_from_linear(g), srgb_from_linear(b), alpha};
  return c;
}

void cmix_linear(const cmix_color *from, const cmix_color *to, double f, cmix_color *out) {
  if (f == 0) { *out = *from; return; }
  if (f == 1) { *out = *to; return; }
  double r0 = linear_from_srgb(from->red), g0 = linear_from_srgb(from->green), b0 = linear_from_srgb(from->blue);
  double r1 = linear_from_srgb(to->red), g1 = linear_from_srgb(to->green), b1 = linear_from_srgb(to->blue);
  *out = from_linear(r0 + (r1 - r0) * f, g0 + (g1 - g0) * f, b0 + (b1 - b0) * f,
                     clamped_alpha(from->alpha + (to->alpha - from->alpha) * f));
}

typedef struct {
  double l, a, b, alpha;
} lab;

static lab to_lab(cmix_color c) {
  double r = linear_from_srgb(c.red), g = linear_from_srgb(c.green), b = linear_from_srgb(c.blue);
  double l = fast_cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  double m = fast_cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  double s = fast_cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  lab out = {0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
             1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
             0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s, c.alpha};
  return out;
}

static cmix_color from_lab(lab x) {
  double l0 = 0.9999999984505198 * x.l + 0.39633779217376786 * x.a + 0.2158037580607588 * x.b;
  double m0 = 1.0000000088817609 * x.l - 0.10556134232365635 * x.a - 0.06385417477170591 * x.b;
  double s0 = 1.0000000546724108 * x.l - 0.08948418209496575 * x.a - 1.2914855378640917 * x.b;
  double l = l0 * l0 * l0, m = m0 * m0 * m0, s = s0 * s0 * s0;
  return from_linear(4.076741661347994 * l - 3.3077115904081933 * m + 0.2309699287294279 * s,
                     -1.268438004092176 * l + 2.6097574006633715 * m - 0.3413193963102196 * s,
                     -0.004196086541837109 * l - 0.7034186144594496 * m + 1.7076147009309448 * s, x.alpha);
}

void cmix_oklab(const cmix_color *from, const cmix_color *to, double f, cmix_color *out) {
  if (f == 0) { *out = *from; return; }
  if (f == 1) { *out = *to; return; }
  lab x = to_lab(*from), y = to_lab(*to);
  double alpha = x.alpha + (y.alpha - x.alpha) * f;
  if (alpha == 0) {
    lab mid = {x.l + (y.l - x.l) * f, x.a + (y.a - x.a) * f, x.b + (y.b - x.b) * f, 0};
    *out = from_lab(mid);
    return;
  }
  double xa = x.alpha, ya = y.alpha;
  lab mid = {(x.l * xa + (y.l * ya - x.l * xa) * f) / alpha, (x.a * xa + (y.a * ya - x.a * xa) * f) / alpha,
             (x.b * xa + (y.b * ya - x.b * xa) * f) / alpha, clamped_alpha(alpha)};
  *out = from_lab(mid);
}
