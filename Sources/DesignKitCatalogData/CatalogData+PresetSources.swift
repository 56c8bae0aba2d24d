// Generated from Models/ by `DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter BuiltInPresets`: do not edit.
// The files under tokens/ are third-party design tokens under the MIT license in tokens/LICENSE.

extension CatalogData {
  /// Each embedded file's text by path relative to `Models/`.
  public static let presetSources: [String: String] = [
    "brand.json": #"""
{
  "$schema": "./designkit-preset.schema.json",
  "name": "Brand",
  "description": "A purple brand through the theme alone for color (every control that uses the accent follows, pressed and disabled looks derived), rounder corners and a roomier spacing unit, plus one component change on top.",
  "theme": {
    "colors": { "primary": { "light": "#5856D6", "dark": "#5E5CE6" } },
    "cornerRadius": 14,
    "spacingUnit": 9
  },
  "components": {
    "VToggle": { "colors": { "thumb": { "light": "#FFFFFF", "dark": "#F2F2F7" } } }
  }
}

"""#,
    "carbon.json": #"""
{
  "$schema": "./designkit-preset.schema.json",
  "name": "Carbon",
  "description": "A brand built on IBM Carbon's DTCG tokens: square corners, Carbon blue, Carbon type scale and spacing. Its fields keep Carbon's 40 pt height, below Apple's 44 pt on purpose, so `designkit audit carbon` reports them. It restyles three families only, VPrimaryButton, VToggle and VTextField; every other component keeps the default look.",
  "tokenFiles": [{ "file": "tokens/ibm-carbon.resolver.json", "contexts": { "breakpoint": "md" } }],
  "tokens": {
    "brand": {
      "interactive": "{color.blue.60}",
      "hover": "{color.blueHover.60}",
      "active": "{color.blue.80}",
      "disabled": { "$value": { "light": "{color.gray.30}", "dark": "{color.gray.70}" } },
      "onDisabled": { "$value": { "light": "{color.gray.70}", "dark": "{color.gray.30}" } },
      "field": { "$value": { "light": "{color.gray.10}", "dark": "{color.gray.90}" } },
      "text": { "$value": { "light": "{color.gray.100}", "dark": "{color.gray.10}" } },
      "helper": { "$value": { "light": "{color.gray.70}", "dark": "{color.gray.30}" } }
    }
  },
  "components": {
    "VPrimaryButton": {
      "layout": {
        "minHeight": 48,
        "cornerRadius": 0,
        "contentMargins": { "horizontal": "{layout.spacing.05}", "vertical": 0 }
      },
      "colors": {
        "background": {
          "enabled": "{brand.interactive}", "hovered": "{brand.hover}", "focused": "{brand.interactive}",
          "pressed": "{brand.active}", "disabled": "{brand.disabled}"
        },
        "title": { "enabled": "{color.white.0}", "disabled": "{brand.onDisabled}" },
        "titleOpacity": 1,
        "focusRing": { "focused": "{color.blue.60}" }
      },
      "fonts": { "title": { "size": "{type.bodyCompact01.fontSize}", "weight": "{type.bodyCompact01.fontWeight}" } },
      "animations": { "press": { "curve": "timingCurve", "controlPoints": [0.2, 0, 0.38, 0.9], "duration": 0.07 }, "release": { "curve": "timingCurve", "controlPoints": [0.2, 0, 0.38, 0.9], "duration": 0.07 } }
    },
    "VToggle": {
      "layout": { "size": { "width": 48, "height": 24 }, "cornerRadius": 12, "thumbDimension": 18 },
      "colors": {
        "fill": { "off": "{color.gray.60}", "on": { "enabled": "{color.green.60}", "hovered": "{color.green.60}", "focused": "{color.green.60}", "pressed": "{color.green.60}", "disabled": "{brand.disabled}" } },
        "title": { "enabled": "{brand.text}", "disabled": "{brand.helper}" }
      },
      "fonts": { "title": { "size": "{type.body01.fontSize}" } },
      "animations": { "stateChange": { "curve": "timingCurve", "controlPoints": [0.2, 0, 0.38, 0.9], "duration": 0.07 } }
    },
    "VTextField": {
      "layout": { "minHeight": 40, "cornerRadius": 0, "borderWidth": 2, "contentMargins": { "horizontal": "{layout.spacing.05}", "vertical": 0 } },
      "colors": {
        "background": { "none": "{brand.field}" },
        "border": { "none": { "focused": "{color.blue.60}" } },
        "text": { "enabled": "{brand.text}", "disabled": "{brand.helper}" },
        "placeholder": "{brand.helper}"
      },
      "fonts": { "text": { "size": "{type.body01.fontSize}" }, "placeholder": { "size": "{type.body01.fontSize}" } }
    }
  }
}

"""#,
    "compact.json": #"""
{
  "$schema": "./designkit-preset.schema.json",
  "name": "Compact",
  "description": "Denser controls for data-heavy screens: smaller heights, margins and type. Its targets are below Apple's 44 pt on purpose, so `designkit audit compact` reports them.",
  "components": {
    "VPrimaryButton": {
      "layout": { "minHeight": 36, "cornerRadius": 10, "contentMargins": { "horizontal": 10, "vertical": 2 } },
      "fonts": { "title": { "size": 14 } }
    },
    "VToggle": {
      "layout": { "size": { "width": 42, "height": 26 }, "cornerRadius": 13, "thumbDimension": 22 },
      "fonts": { "title": { "size": 13 } }
    },
    "VTextField": {
      "layout": { "minHeight": 36, "cornerRadius": 8, "contentMargins": { "horizontal": 10, "vertical": 0 } },
      "fonts": { "text": { "size": 14 }, "placeholder": { "size": 14 } }
    }
  }
}

"""#,
    "dark-tuned.json": #"""
{
  "$schema": "./designkit-preset.schema.json",
  "name": "Dark tuned",
  "description": "The defaults with a dark appearance tuned for OLED screens, through the theme: a true-black canvas, near-black layers a step above it (cards stay distinguishable), a darker neutral fill, a softer accent. Light mode is unchanged.",
  "theme": {
    "colors": {
      "primary": { "light": "#006EE6", "dark": "#2F6FD0", "lightIncreasedContrast": "#0040DD", "darkIncreasedContrast": "#1F6BDB" },
      "canvas": { "light": "#F2F2F7", "dark": "#000000" },
      "layer": { "light": "#FFFFFF", "dark": "#161618" },
      "fill": { "light": "#E9E9E9", "dark": "#1C1C1E" }
    }
  },
  "components": {
    "VToggle": { "colors": { "thumb": { "light": "#FEFEFE", "dark": "#F2F2F7" } } }
  }
}

"""#,
    "fluent.json": #"""
{
  "$schema": "./designkit-preset.schema.json",
  "name": "Fluent",
  "description": "A brand built on Microsoft Fluent 2's DTCG tokens; Fluent's default theme is light, and dark takes Fluent 2's dark values (its inverted theme restyles only messages). Its controls keep Fluent's 32 pt height, below Apple's 44 pt on purpose, so `designkit audit fluent` reports them. It restyles three families only, VPrimaryButton, VToggle and VTextField; every other component keeps the default look.",
  "tokenFiles": [
    {
      "file": "tokens/microsoft-fluent.resolver.json",
      "light": { "theme": "default" },
      "dark": { "theme": "inverted" }
    }
  ],
  "tokens": {
    "$description": "Fluent's inverted theme restyles only message colors and keeps light-theme text, borders and backgrounds, so the dark scheme of what the controls use takes Fluent 2's dark alias tokens (webDarkTheme, @fluentui/tokens); each token names the one it follows.",
    "control": {
      "text": { "$value": { "light": "{semanticColors.bodyText}", "dark": "#FFFFFF" }, "$description": "dark: colorNeutralForeground1" },
      "textDisabled": { "$value": { "light": "{semanticColors.disabledBodyText}", "dark": "#5C5C5C" }, "$description": "dark: colorNeutralForegroundDisabled" },
      "track": { "$value": { "light": "{semanticColors.smallInputBorder}", "dark": "#ADADAD" }, "$description": "the off track's stroke, which identifies it; dark: colorNeutralStrokeAccessible" },
      "trackDisabled": { "$value": { "light": "{semanticColors.disabledBorder}", "dark": "#424242" }, "$description": "dark: colorNeutralStrokeDisabled" },
      "checked": { "$value": { "light": "{semanticColors.inputBackgroundChecked}", "dark": "#2899F5" }, "$description": "dark: colorCompoundBrandBackground" },
      "checkedHovered": { "$value": { "light": "{semanticColors.inputBackgroundCheckedHovered}", "dark": "#3AA0F3" }, "$description": "dark: colorCompoundBrandBackgroundHover" },
      "checkedPressed": { "$value": { "light": "{semanticColors.inputBackgroundCheckedHovered}", "dark": "#1890F1" }, "$description": "dark: colorCompoundBrandBackgroundPressed" },
      "checkedDisabled": { "$value": { "light": "{semanticColors.disabledBodySubtext}", "dark": "#424242" }, "$description": "dark: colorNeutralStrokeDisabled" },
      "thumb": { "$value": { "light": "{semanticColors.inputForegroundChecked}", "dark": "#242424" }, "$description": "dark: colorNeutralForegroundInverted" }
    },
    "field": {
      "background": { "$value": { "light": "{semanticColors.inputBackground}", "dark": "#292929" }, "$description": "dark: colorNeutralBackground1" },
      "text": { "$value": { "light": "{semanticColors.inputText}", "dark": "#FFFFFF" }, "$description": "dark: colorNeutralForeground1" },
      "textHovered": { "$value": { "light": "{semanticColors.inputTextHovered}", "dark": "#FFFFFF" }, "$description": "dark: colorNeutralForeground1Hover" },
      "textDisabled": { "$value": { "light": "{semanticColors.disabledText}", "dark": "#5C5C5C" }, "$description": "dark: colorNeutralForegroundDisabled" },
      "placeholder": { "$value": { "light": "{semanticColors.inputPlaceholderText}", "dark": "#ADADAD" }, "$description": "dark: colorNeutralForeground3, which keeps 4.5:1 on the message backgrounds too" },
      "border": { "$value": { "light": "{semanticColors.inputBorder}", "dark": "#ADADAD" }, "$description": "dark: colorNeutralStrokeAccessible (the stroke Fluent 2 gives a field's bottom edge)" },
      "borderHovered": { "$value": { "light": "{semanticColors.inputBorderHovered}", "dark": "#BDBDBD" }, "$description": "dark: colorNeutralStrokeAccessibleHover" },
      "borderFocused": { "$value": { "light": "{semanticColors.inputBackgroundChecked}", "dark": "#2899F5" }, "$description": "dark: colorCompoundBrandStroke" },
      "borderDisabled": { "$value": { "light": "{semanticColors.disabledBorder}", "dark": "#424242" }, "$description": "dark: colorNeutralStrokeDisabled" }
    }
  },
  "components": {
    "VPrimaryButton": {
      "layout": {
        "minHeight": 32,
        "cornerRadius": "{effects.roundedCorner4}",
        "contentMargins": { "horizontal": "{spacing.m}", "vertical": 0 }
      },
      "colors": {
        "background": {
          "enabled": "{semanticColors.primaryButtonBackground}",
          "hovered": "{semanticColors.primaryButtonBackgroundHovered}",
          "focused": "{semanticColors.primaryButtonBackground}",
          "pressed": "{semanticColors.primaryButtonBackgroundPressed}",
          "disabled": "{semanticColors.primaryButtonBackgroundDisabled}"
        },
        "title": {
          "enabled": "{semanticColors.primaryButtonText}",
          "hovered": "{semanticColors.primaryButtonTextHovered}",
          "pressed": "{semanticColors.primaryButtonTextPressed}",
          "disabled": "{semanticColors.primaryButtonTextDisabled}"
        },
        "titleOpacity": 1
      },
      "fonts": { "title": { "size": "{fonts.medium.fontSize}", "weight": "semibold" } }
    },
    "VToggle": {
      "layout": { "size": { "width": 40, "height": 20 }, "cornerRadius": 10, "thumbDimension": 12 },
      "colors": {
        "fill": {
          "off": { "enabled": "{control.track}", "disabled": "{control.trackDisabled}" },
          "on": {
            "enabled": "{control.checked}", "hovered": "{control.checkedHovered}",
            "focused": "{control.checked}", "pressed": "{control.checkedPressed}",
            "disabled": "{control.checkedDisabled}"
          }
        },
        "thumb": "{control.thumb}",
        "title": { "enabled": "{control.text}", "disabled": "{control.textDisabled}" }
      },
      "fonts": { "title": { "size": "{fonts.medium.fontSize}" } }
    },
    "VTextField": {
      "layout": { "minHeight": 32, "cornerRadius": "{effects.roundedCorner2}", "borderWidth": 1 },
      "colors": {
        "background": {
          "none": "{field.background}",
          "success": "{semanticColors.successBackground}",
          "warning": "{semanticColors.warningBackground}",
          "error": "{semanticColors.errorBackground}"
        },
        "border": {
          "none": {
            "enabled": "{field.border}", "hovered": "{field.borderHovered}",
            "focused": "{field.borderFocused}",
            "disabled": "{field.borderDisabled}"
          },
          "success": "{semanticColors.successIcon}",
          "warning": "{semanticColors.warningIcon}",
          "error": "{semanticColors.errorIcon}"
        },
        "text": {
          "enabled": "{field.text}", "hovered": "{field.textHovered}",
          "focused": "{field.text}",
          "disabled": "{field.textDisabled}"
        },
        "placeholder": "{field.placeholder}"
      },
      "fonts": { "text": { "size": "{fonts.medium.fontSize}" }, "placeholder": { "size": "{fonts.medium.fontSize}" } }
    }
  }
}

"""#,
    "high-contrast.json": #"""
{
  "$schema": "./designkit-preset.schema.json",
  "name": "High contrast",
  "description": "Every text meets 4.5:1 against what it is drawn on, in every state (disabled included), in light and dark, with standard and increased contrast.",
  "tokens": {
    "ink": { "$value": { "light": "#000000", "dark": "#FFFFFF" } },
    "inkMuted": { "$value": { "light": "#3D3D3D", "dark": "#D6D6D6" } },
    "fill": { "$value": { "light": "#EBEBEB", "dark": "#2A2A2A" } },
    "fillFocused": { "$value": { "light": "#D7D7D7", "dark": "#3A3A3A" } },
    "toggleOn": { "$value": { "light": "#0040A8", "dark": "#3D7BE0" } },
    "accent": { "$value": { "light": "#0040A8", "dark": "#0A4FC2" } },
    "accentPressed": { "$value": { "light": "#002B73", "dark": "#063A91" } },
    "accentDisabled": { "$value": { "light": "#4E5A6B", "dark": "#47505C" } },
    "link": { "$value": { "light": "#0040A8", "dark": "#8AB4FF" } }
  },
  "components": {
    "VPrimaryButton": {
      "colors": {
        "background": {
          "enabled": "{accent}", "hovered": "{accent}", "focused": "{accent}",
          "pressed": "{accentPressed}", "disabled": "{accentDisabled}"
        },
        "title": "#FFFFFF",
        "titleOpacity": 1,
        "focusRing": { "focused": "{ink}" }
      }
    },
    "VSecondaryButton": { "colors": { "background": { "enabled": "{accent}", "hovered": "{accent}", "focused": "{accent}", "pressed": "{accentPressed}", "disabled": "{accentDisabled}" }, "content": "#FFFFFF", "focusRing": { "focused": "{ink}" } } },
    "VSquareButton": { "colors": { "background": { "enabled": "{accent}", "hovered": "{accent}", "focused": "{accent}", "pressed": "{accentPressed}", "disabled": "{accentDisabled}" }, "content": "#FFFFFF", "focusRing": { "focused": "{ink}" } } },
    "VPlainButton": { "colors": { "content": "{link}", "focusRing": { "focused": "{ink}" } } },
    "VChevronButton": { "colors": { "background": "{fill}", "content": "{ink}", "focusRing": { "focused": "{ink}" } } },
    "VCloseButton": { "colors": { "background": "{fill}", "content": "{ink}", "focusRing": { "focused": "{ink}" } } },
    "VNavigationLink": { "colors": { "content": "{link}", "focusRing": { "focused": "{ink}" } } },
    "VLink": { "colors": { "content": "{link}", "focusRing": { "focused": "{ink}" } } },
    "VToggle": {
      "colors": {
        "fill": { "on": { "enabled": "{toggleOn}", "hovered": "{toggleOn}", "focused": "{toggleOn}", "pressed": "{toggleOn}", "disabled": "{accentDisabled}" } },
        "title": { "enabled": "{ink}", "hovered": "{ink}", "focused": "{ink}", "pressed": "{ink}", "disabled": "{inkMuted}" },
        "focusRing": { "focused": "{ink}" }
      }
    },
    "VBaseTextField": { "colors": { "text": "{ink}", "placeholder": "{inkMuted}" } },
    "VTextField": {
      "colors": {
        "background": {
          "none": { "enabled": "{fill}", "hovered": "{fill}", "focused": "{fillFocused}", "disabled": "{fill}" },
          "success": { "light": "#D9F5DD", "dark": "#0B3D20" },
          "warning": { "light": "#FFF0CC", "dark": "#4A3500" },
          "error": { "light": "#FADCDC", "dark": "#5C0F0C" }
        },
        "border": {
          "none": { "focused": "{ink}" },
          "success": { "light": "#05612C", "dark": "#5FD08A" },
          "warning": { "light": "#7A5200", "dark": "#FFCB5C" },
          "error": { "light": "#A3180F", "dark": "#FF8A80" }
        },
        "text": { "enabled": "{ink}", "hovered": "{ink}", "focused": "{ink}", "disabled": "{inkMuted}" },
        "placeholder": "{inkMuted}",
        "buttonIcon": "{inkMuted}",
        "header": { "enabled": "{ink}", "hovered": "{ink}", "focused": "{ink}", "disabled": "{inkMuted}" },
        "footer": {
          "none": "{inkMuted}",
          "success": { "light": "#05612C", "dark": "#5FD08A" },
          "warning": { "light": "#7A5200", "dark": "#FFCB5C" },
          "error": { "light": "#A3180F", "dark": "#FF8A80" }
        }
      }
    },
    "VTabNavigationView": {
      "colors": {
        "item": { "disabled": "{inkMuted}" },
        "selectedItem": { "disabled": "{inkMuted}" },
        "focusRing": { "focused": "{ink}" }
      }
    }
  }
}

"""#,
    "indigo-rounded.json": #"""
{
  "$schema": "./designkit-preset.schema.json",
  "name": "Indigo rounded",
  "description": "Restyles every component through the theme alone — no component is named: an indigo accent with its on-color, warmer neutrals, a larger radius, a 10 pt spacing unit, a rounder type scale and snappier motion.",
  "tokens": {
    "indigo": { "$value": { "light": "#4B44C8", "dark": "#5B55E0" } }
  },
  "theme": {
    "colors": {
      "primary": "{indigo}",
      "onPrimary": "#FFFFFF",
      "link": { "light": "#4B44C8", "dark": "#A9A5FF" },
      "canvas": { "light": "#F0EDE9", "dark": "#0E0C0A" },
      "layer": { "light": "#FFFFFF", "dark": "#1E1B18" },
      "elevated": { "system": { "light": "#FFFFFF", "dark": "#26221E" } },
      "fill": { "light": "#E7E3DE", "dark": "#34302B" },
      "primaryText": { "light": "#1C1917", "dark": "#F5F3F0" },
      "secondaryText": { "light": "#5F5852", "dark": "#A8A29E" }
    },
    "cornerRadius": 18,
    "spacingUnit": 10,
    "typeScale": { "body": { "design": "rounded" }, "subheadline": { "design": "rounded" } },
    "motion": { "press": { "spring": { "duration": 0.25, "bounce": 0.15 } }, "stateChange": "snappy" }
  }
}

"""#,
    "large-targets.json": #"""
{
  "$schema": "./designkit-preset.schema.json",
  "name": "Large targets",
  "description": "Every control at least 44 × 44 pt (Apple's minimum; WCAG 2.2 AAA), with text a step larger.",
  "components": {
    "VPrimaryButton": {
      "layout": { "minHeight": 56, "cornerRadius": 16, "contentMargins": { "horizontal": 20, "vertical": 6 } },
      "fonts": { "title": { "size": 18 } }
    },
    "VSecondaryButton": { "layout": { "minHeight": 44, "cornerRadius": 22 } },
    "VChevronButton": { "layout": { "dimension": 44 } },
    "VCloseButton": { "layout": { "dimension": 44 } },
    "VCheckBox": { "layout": { "hitBox": 14 } },
    "VRadioButton": { "layout": { "hitBox": 14 } },
    "VSegmentedPicker": { "layout": { "minHeight": 44, "cornerRadius": 10, "indicatorCornerRadius": 8 } },
    "VStepper": { "layout": { "size": { "width": 120, "height": 44 } } },
    "VSlider": { "layout": { "hitBox": 12 } },
    "VRangeSlider": { "layout": { "hitBox": 12 } },
    "VRadioGroup": { "layout": { "radioButton": { "hitBox": 14 } } },
    "VToggle": {
      "layout": { "size": { "width": 72, "height": 44 }, "cornerRadius": 22, "thumbDimension": 38, "titleSpacing": 10 },
      "fonts": { "title": { "size": 17 } }
    },
    "VTextField": {
      "layout": { "minHeight": 56, "clearButtonDimension": 44, "visibilityButtonDimension": 44 },
      "fonts": { "text": { "size": 18 }, "placeholder": { "size": 18 } }
    }
  }
}

"""#,
    "tokens/LICENSE": #"""
MIT License

Copyright (c) 2021 Drew Powers

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.

"""#,
    "tokens/README.md": #"""
# Imported design tokens

Copies of two token sets from the community DTCG examples collection (`dtcg-examples`, MIT, see `LICENSE`):
IBM Carbon and Microsoft Fluent 2, in DTCG 2025.10 format with their resolver files. The design systems are
© their respective owners. `Models/carbon.json` and `Models/fluent.json` build DesignKit themes on them.

"""#,
    "tokens/ibm-carbon.resolver.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
  "name": "IBM Carbon",
  "version": "2025.10",
  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/breakpoint" }],
  "sets": {
    "base": {
      "sources": [{ "$ref": "./ibm-carbon/colors.tokens.json" }, { "$ref": "./ibm-carbon/layout.tokens.json" }, { "$ref": "./ibm-carbon/typography.tokens.json" }]
    }
  },
  "modifiers": {
    "breakpoint": {
      "contexts": {
        "md": [],
        "lg": [{ "$ref": "./ibm-carbon/typography-lg.tokens.json" }],
        "xlg": [{ "$ref": "./ibm-carbon/typography-xlg.tokens.json" }],
        "max": [{ "$ref": "./ibm-carbon/typography-max.tokens.json" }]
      }
    }
  }
}

"""#,
    "tokens/ibm-carbon/colors.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "color": {
    "black": {
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0,
            0
          ],
          "alpha": 1,
          "hex": "#000"
        }
      }
    },
    "blackHover": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12941176470588237,
          0.12941176470588237,
          0.12941176470588237
        ],
        "alpha": 1,
        "hex": "#212121"
      }
    },
    "blue": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9294117647058824,
            0.9607843137254902,
            1
          ],
          "alpha": 1,
          "hex": "#edf5ff"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8156862745098039,
            0.8862745098039215,
            1
          ],
          "alpha": 1,
          "hex": "#d0e2ff"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6509803921568628,
            0.7843137254901961,
            1
          ],
          "alpha": 1,
          "hex": "#a6c8ff"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.47058823529411764,
            0.6627450980392157,
            1
          ],
          "alpha": 1,
          "hex": "#78a9ff"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.27058823529411763,
            0.5372549019607843,
            1
          ],
          "alpha": 1,
          "hex": "#4589ff"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.058823529411764705,
            0.3843137254901961,
            0.996078431372549
          ],
          "alpha": 1,
          "hex": "#0f62fe"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.2627450980392157,
            0.807843137254902
          ],
          "alpha": 1,
          "hex": "#0043ce"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.17647058823529413,
            0.611764705882353
          ],
          "alpha": 1,
          "hex": "#002d9c"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.11372549019607843,
            0.4235294117647059
          ],
          "alpha": 1,
          "hex": "#001d6c"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.06666666666666667,
            0.2549019607843137
          ],
          "alpha": 1,
          "hex": "#001141"
        }
      }
    },
    "blueHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8588235294117647,
            0.9215686274509803,
            1
          ],
          "alpha": 1,
          "hex": "#dbebff"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7215686274509804,
            0.8274509803921568,
            1
          ],
          "alpha": 1,
          "hex": "#b8d3ff"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5411764705882353,
            0.7137254901960784,
            1
          ],
          "alpha": 1,
          "hex": "#8ab6ff"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3607843137254902,
            0.592156862745098,
            1
          ],
          "alpha": 1,
          "hex": "#5c97ff"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.12156862745098039,
            0.4392156862745098,
            1
          ],
          "alpha": 1,
          "hex": "#1f70ff"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.3137254901960784,
            0.9019607843137255
          ],
          "alpha": 1,
          "hex": "#0050e6"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.3254901960784314,
            1
          ],
          "alpha": 1,
          "hex": "#0053ff"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.2235294117647059,
            0.7803921568627451
          ],
          "alpha": 1,
          "hex": "#0039c7"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.1450980392156863,
            0.5411764705882353
          ],
          "alpha": 1,
          "hex": "#00258a"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.12156862745098039,
            0.4588235294117647
          ],
          "alpha": 1,
          "hex": "#001f75"
        }
      }
    },
    "coolGray": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9490196078431372,
            0.9568627450980393,
            0.9725490196078431
          ],
          "alpha": 1,
          "hex": "#f2f4f8"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8666666666666667,
            0.8823529411764706,
            0.9019607843137255
          ],
          "alpha": 1,
          "hex": "#dde1e6"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7568627450980392,
            0.7803921568627451,
            0.803921568627451
          ],
          "alpha": 1,
          "hex": "#c1c7cd"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6352941176470588,
            0.6627450980392157,
            0.6901960784313725
          ],
          "alpha": 1,
          "hex": "#a2a9b0"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5294117647058824,
            0.5529411764705883,
            0.5882352941176471
          ],
          "alpha": 1,
          "hex": "#878d96"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4117647058823529,
            0.4392156862745098,
            0.4666666666666667
          ],
          "alpha": 1,
          "hex": "#697077"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.30196078431372547,
            0.3254901960784314,
            0.34509803921568627
          ],
          "alpha": 1,
          "hex": "#4d5358"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.20392156862745098,
            0.22745098039215686,
            0.24705882352941178
          ],
          "alpha": 1,
          "hex": "#343a3f"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.12941176470588237,
            0.15294117647058825,
            0.16470588235294117
          ],
          "alpha": 1,
          "hex": "#21272a"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.07058823529411765,
            0.08627450980392157,
            0.09803921568627451
          ],
          "alpha": 1,
          "hex": "#121619"
        }
      }
    },
    "coolGrayHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8941176470588236,
            0.9137254901960784,
            0.9450980392156862
          ],
          "alpha": 1,
          "hex": "#e4e9f1"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.803921568627451,
            0.8274509803921568,
            0.8549019607843137
          ],
          "alpha": 1,
          "hex": "#cdd3da"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6784313725490196,
            0.7098039215686275,
            0.7411764705882353
          ],
          "alpha": 1,
          "hex": "#adb5bd"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5686274509803921,
            0.6,
            0.6313725490196078
          ],
          "alpha": 1,
          "hex": "#9199a1"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4588235294117647,
            0.4823529411764706,
            0.5215686274509804
          ],
          "alpha": 1,
          "hex": "#757b85"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.34509803921568627,
            0.3686274509803922,
            0.39215686274509803
          ],
          "alpha": 1,
          "hex": "#585e64"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.36470588235294116,
            0.39215686274509803,
            0.41568627450980394
          ],
          "alpha": 1,
          "hex": "#5d646a"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.2627450980392157,
            0.2901960784313726,
            0.3176470588235294
          ],
          "alpha": 1,
          "hex": "#434a51"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.16862745098039217,
            0.19607843137254902,
            0.21176470588235294
          ],
          "alpha": 1,
          "hex": "#2b3236"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.13333333333333333,
            0.16470588235294117,
            0.1843137254901961
          ],
          "alpha": 1,
          "hex": "#222a2f"
        }
      }
    },
    "cyan": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8980392156862745,
            0.9647058823529412,
            1
          ],
          "alpha": 1,
          "hex": "#e5f6ff"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7294117647058823,
            0.9019607843137255,
            1
          ],
          "alpha": 1,
          "hex": "#bae6ff"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5098039215686274,
            0.8117647058823529,
            1
          ],
          "alpha": 1,
          "hex": "#82cfff"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.2,
            0.6941176470588235,
            1
          ],
          "alpha": 1,
          "hex": "#33b1ff"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.06666666666666667,
            0.5725490196078431,
            0.9098039215686274
          ],
          "alpha": 1,
          "hex": "#1192e8"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.4470588235294118,
            0.7647058823529411
          ],
          "alpha": 1,
          "hex": "#0072c3"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.3254901960784314,
            0.6039215686274509
          ],
          "alpha": 1,
          "hex": "#00539a"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.22745098039215686,
            0.42745098039215684
          ],
          "alpha": 1,
          "hex": "#003a6d"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.00392156862745098,
            0.15294117647058825,
            0.28627450980392155
          ],
          "alpha": 1,
          "hex": "#012749"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.023529411764705882,
            0.09019607843137255,
            0.15294117647058825
          ],
          "alpha": 1,
          "hex": "#061727"
        }
      }
    },
    "cyanHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8,
            0.9333333333333333,
            1
          ],
          "alpha": 1,
          "hex": "#cef"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6,
            0.8549019607843137,
            1
          ],
          "alpha": 1,
          "hex": "#99daff"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3411764705882353,
            0.7450980392156863,
            1
          ],
          "alpha": 1,
          "hex": "#57beff"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.0196078431372549,
            0.6235294117647059,
            1
          ],
          "alpha": 1,
          "hex": "#059fff"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.058823529411764705,
            0.49411764705882355,
            0.7843137254901961
          ],
          "alpha": 1,
          "hex": "#0f7ec8"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.37254901960784315,
            0.6392156862745098
          ],
          "alpha": 1,
          "hex": "#005fa3"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.4,
            0.7411764705882353
          ],
          "alpha": 1,
          "hex": "#0066bd"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.28627450980392155,
            0.5411764705882353
          ],
          "alpha": 1,
          "hex": "#00498a"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.00392156862745098,
            0.2,
            0.3764705882352941
          ],
          "alpha": 1,
          "hex": "#013360"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.043137254901960784,
            0.1607843137254902,
            0.2784313725490196
          ],
          "alpha": 1,
          "hex": "#0b2947"
        }
      }
    },
    "gray": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9568627450980393,
            0.9568627450980393,
            0.9568627450980393
          ],
          "alpha": 1,
          "hex": "#f4f4f4"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8784313725490196,
            0.8784313725490196,
            0.8784313725490196
          ],
          "alpha": 1,
          "hex": "#e0e0e0"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7764705882352941,
            0.7764705882352941,
            0.7764705882352941
          ],
          "alpha": 1,
          "hex": "#c6c6c6"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6588235294117647,
            0.6588235294117647,
            0.6588235294117647
          ],
          "alpha": 1,
          "hex": "#a8a8a8"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5529411764705883,
            0.5529411764705883,
            0.5529411764705883
          ],
          "alpha": 1,
          "hex": "#8d8d8d"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.43529411764705883,
            0.43529411764705883,
            0.43529411764705883
          ],
          "alpha": 1,
          "hex": "#6f6f6f"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3215686274509804,
            0.3215686274509804,
            0.3215686274509804
          ],
          "alpha": 1,
          "hex": "#525252"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.2235294117647059,
            0.2235294117647059,
            0.2235294117647059
          ],
          "alpha": 1,
          "hex": "#393939"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.14901960784313725,
            0.14901960784313725,
            0.14901960784313725
          ],
          "alpha": 1,
          "hex": "#262626"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.08627450980392157,
            0.08627450980392157,
            0.08627450980392157
          ],
          "alpha": 1,
          "hex": "#161616"
        }
      }
    },
    "grayHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9098039215686274,
            0.9098039215686274,
            0.9098039215686274
          ],
          "alpha": 1,
          "hex": "#e8e8e8"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8196078431372549,
            0.8196078431372549,
            0.8196078431372549
          ],
          "alpha": 1,
          "hex": "#d1d1d1"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7098039215686275,
            0.7098039215686275,
            0.7098039215686275
          ],
          "alpha": 1,
          "hex": "#b5b5b5"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6,
            0.6,
            0.6
          ],
          "alpha": 1,
          "hex": "#999"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.47843137254901963,
            0.47843137254901963,
            0.47843137254901963
          ],
          "alpha": 1,
          "hex": "#7a7a7a"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3686274509803922,
            0.3686274509803922,
            0.3686274509803922
          ],
          "alpha": 1,
          "hex": "#5e5e5e"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.38823529411764707,
            0.38823529411764707,
            0.38823529411764707
          ],
          "alpha": 1,
          "hex": "#636363"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.2784313725490196,
            0.2784313725490196,
            0.2784313725490196
          ],
          "alpha": 1,
          "hex": "#474747"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.2,
            0.2,
            0.2
          ],
          "alpha": 1,
          "hex": "#333"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.1607843137254902,
            0.1607843137254902,
            0.1607843137254902
          ],
          "alpha": 1,
          "hex": "#292929"
        }
      }
    },
    "green": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8705882352941177,
            0.984313725490196,
            0.9019607843137255
          ],
          "alpha": 1,
          "hex": "#defbe6"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6549019607843137,
            0.9411764705882353,
            0.7294117647058823
          ],
          "alpha": 1,
          "hex": "#a7f0ba"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.43529411764705883,
            0.8627450980392157,
            0.5490196078431373
          ],
          "alpha": 1,
          "hex": "#6fdc8c"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.25882352941176473,
            0.7450980392156863,
            0.396078431372549
          ],
          "alpha": 1,
          "hex": "#42be65"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.1411764705882353,
            0.6313725490196078,
            0.2823529411764706
          ],
          "alpha": 1,
          "hex": "#24a148"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.09803921568627451,
            0.5019607843137255,
            0.2196078431372549
          ],
          "alpha": 1,
          "hex": "#198038"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.054901960784313725,
            0.3764705882352941,
            0.15294117647058825
          ],
          "alpha": 1,
          "hex": "#0e6027"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.01568627450980392,
            0.2627450980392157,
            0.09019607843137255
          ],
          "alpha": 1,
          "hex": "#044317"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.00784313725490196,
            0.17647058823529413,
            0.050980392156862744
          ],
          "alpha": 1,
          "hex": "#022d0d"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.027450980392156862,
            0.09803921568627451,
            0.03137254901960784
          ],
          "alpha": 1,
          "hex": "#071908"
        }
      }
    },
    "greenHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7137254901960784,
            0.9647058823529412,
            0.7843137254901961
          ],
          "alpha": 1,
          "hex": "#b6f6c8"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4549019607843137,
            0.9058823529411765,
            0.5725490196078431
          ],
          "alpha": 1,
          "hex": "#74e792"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.21176470588235294,
            0.807843137254902,
            0.3686274509803922
          ],
          "alpha": 1,
          "hex": "#36ce5e"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.23137254901960785,
            0.6705882352941176,
            0.35294117647058826
          ],
          "alpha": 1,
          "hex": "#3bab5a"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.12549019607843137,
            0.5568627450980392,
            0.24705882352941178
          ],
          "alpha": 1,
          "hex": "#208e3f"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.08627450980392157,
            0.43529411764705883,
            0.19215686274509805
          ],
          "alpha": 1,
          "hex": "#166f31"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.06666666666666667,
            0.4549019607843137,
            0.1843137254901961
          ],
          "alpha": 1,
          "hex": "#11742f"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.0196078431372549,
            0.3215686274509804,
            0.10980392156862745
          ],
          "alpha": 1,
          "hex": "#05521c"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.011764705882352941,
            0.23137254901960785,
            0.06666666666666667
          ],
          "alpha": 1,
          "hex": "#033b11"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.050980392156862744,
            0.18823529411764706,
            0.058823529411764705
          ],
          "alpha": 1,
          "hex": "#0d300f"
        }
      }
    },
    "magenta": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.9411764705882353,
            0.9686274509803922
          ],
          "alpha": 1,
          "hex": "#fff0f7"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.8392156862745098,
            0.9098039215686274
          ],
          "alpha": 1,
          "hex": "#ffd6e8"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.6862745098039216,
            0.8235294117647058
          ],
          "alpha": 1,
          "hex": "#ffafd2"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.49411764705882355,
            0.7137254901960784
          ],
          "alpha": 1,
          "hex": "#ff7eb6"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9333333333333333,
            0.3254901960784314,
            0.5882352941176471
          ],
          "alpha": 1,
          "hex": "#ee5396"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8156862745098039,
            0.14901960784313725,
            0.4392156862745098
          ],
          "alpha": 1,
          "hex": "#d02670"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6235294117647059,
            0.09411764705882353,
            0.3254901960784314
          ],
          "alpha": 1,
          "hex": "#9f1853"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4549019607843137,
            0.03529411764705882,
            0.21568627450980393
          ],
          "alpha": 1,
          "hex": "#740937"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3176470588235294,
            0.00784313725490196,
            0.1411764705882353
          ],
          "alpha": 1,
          "hex": "#510224"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.16470588235294117,
            0.0392156862745098,
            0.09411764705882353
          ],
          "alpha": 1,
          "hex": "#2a0a18"
        }
      }
    },
    "magentaHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.8784313725490196,
            0.9372549019607843
          ],
          "alpha": 1,
          "hex": "#ffe0ef"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.7411764705882353,
            0.8549019607843137
          ],
          "alpha": 1,
          "hex": "#ffbdda"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.5803921568627451,
            0.7647058823529411
          ],
          "alpha": 1,
          "hex": "#ff94c3"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.3411764705882353,
            0.6274509803921569
          ],
          "alpha": 1,
          "hex": "#ff57a0"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8901960784313725,
            0.09019607843137255,
            0.43529411764705883
          ],
          "alpha": 1,
          "hex": "#e3176f"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6901960784313725,
            0.12941176470588237,
            0.37254901960784315
          ],
          "alpha": 1,
          "hex": "#b0215f"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7490196078431373,
            0.11372549019607843,
            0.38823529411764707
          ],
          "alpha": 1,
          "hex": "#bf1d63"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5568627450980392,
            0.043137254901960784,
            0.2627450980392157
          ],
          "alpha": 1,
          "hex": "#8e0b43"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.40784313725490196,
            0.011764705882352941,
            0.1803921568627451
          ],
          "alpha": 1,
          "hex": "#68032e"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3254901960784314,
            0.0784313725490196,
            0.1843137254901961
          ],
          "alpha": 1,
          "hex": "#53142f"
        }
      }
    },
    "orange": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.9490196078431372,
            0.9098039215686274
          ],
          "alpha": 1,
          "hex": "#fff2e8"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.8509803921568627,
            0.7450980392156863
          ],
          "alpha": 1,
          "hex": "#ffd9be"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.7176470588235294,
            0.5176470588235295
          ],
          "alpha": 1,
          "hex": "#ffb784"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.5137254901960784,
            0.16862745098039217
          ],
          "alpha": 1,
          "hex": "#ff832b"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9215686274509803,
            0.3843137254901961,
            0
          ],
          "alpha": 1,
          "hex": "#eb6200"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7294117647058823,
            0.3058823529411765,
            0
          ],
          "alpha": 1,
          "hex": "#ba4e00"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5411764705882353,
            0.2196078431372549,
            0
          ],
          "alpha": 1,
          "hex": "#8a3800"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3686274509803922,
            0.1607843137254902,
            0
          ],
          "alpha": 1,
          "hex": "#5e2900"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.24313725490196078,
            0.10196078431372549,
            0
          ],
          "alpha": 1,
          "hex": "#3e1a00"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.13725490196078433,
            0.06274509803921569,
            0
          ],
          "alpha": 1,
          "hex": "#231000"
        }
      }
    },
    "orangeHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.8862745098039215,
            0.8
          ],
          "alpha": 1,
          "hex": "#ffe2cc"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.7764705882352941,
            0.6196078431372549
          ],
          "alpha": 1,
          "hex": "#ffc69e"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.615686274509804,
            0.3411764705882353
          ],
          "alpha": 1,
          "hex": "#ff9d57"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9803921568627451,
            0.40784313725490196,
            0
          ],
          "alpha": 1,
          "hex": "#fa6800"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8,
            0.3333333333333333,
            0
          ],
          "alpha": 1,
          "hex": "#c50"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6196078431372549,
            0.25882352941176473,
            0
          ],
          "alpha": 1,
          "hex": "#9e4200"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6588235294117647,
            0.26666666666666666,
            0
          ],
          "alpha": 1,
          "hex": "#a84400"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4588235294117647,
            0.2,
            0
          ],
          "alpha": 1,
          "hex": "#753300"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3215686274509804,
            0.13333333333333333,
            0
          ],
          "alpha": 1,
          "hex": "#522200"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.25882352941176473,
            0.11764705882352941,
            0
          ],
          "alpha": 1,
          "hex": "#421e00"
        }
      }
    },
    "purple": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9647058823529412,
            0.9490196078431372,
            1
          ],
          "alpha": 1,
          "hex": "#f6f2ff"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9098039215686274,
            0.8549019607843137,
            1
          ],
          "alpha": 1,
          "hex": "#e8daff"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8313725490196079,
            0.7333333333333333,
            1
          ],
          "alpha": 1,
          "hex": "#d4bbff"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7450980392156863,
            0.5843137254901961,
            1
          ],
          "alpha": 1,
          "hex": "#be95ff"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6470588235294118,
            0.43137254901960786,
            1
          ],
          "alpha": 1,
          "hex": "#a56eff"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5411764705882353,
            0.24705882352941178,
            0.9882352941176471
          ],
          "alpha": 1,
          "hex": "#8a3ffc"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4117647058823529,
            0.1607843137254902,
            0.7686274509803922
          ],
          "alpha": 1,
          "hex": "#6929c4"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.28627450980392155,
            0.11372549019607843,
            0.5450980392156862
          ],
          "alpha": 1,
          "hex": "#491d8b"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.19215686274509805,
            0.07450980392156863,
            0.3686274509803922
          ],
          "alpha": 1,
          "hex": "#31135e"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.10980392156862745,
            0.058823529411764705,
            0.18823529411764706
          ],
          "alpha": 1,
          "hex": "#1c0f30"
        }
      }
    },
    "purpleHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9294117647058824,
            0.8980392156862745,
            1
          ],
          "alpha": 1,
          "hex": "#ede5ff"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8627450980392157,
            0.7803921568627451,
            1
          ],
          "alpha": 1,
          "hex": "#dcc7ff"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7725490196078432,
            0.6392156862745098,
            1
          ],
          "alpha": 1,
          "hex": "#c5a3ff"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6823529411764706,
            0.47843137254901963,
            1
          ],
          "alpha": 1,
          "hex": "#ae7aff"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5764705882352941,
            0.3215686274509804,
            1
          ],
          "alpha": 1,
          "hex": "#9352ff"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.47058823529411764,
            0.13333333333333333,
            0.984313725490196
          ],
          "alpha": 1,
          "hex": "#7822fb"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.48627450980392156,
            0.23921568627450981,
            0.8392156862745098
          ],
          "alpha": 1,
          "hex": "#7c3dd6"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3568627450980392,
            0.1411764705882353,
            0.6784313725490196
          ],
          "alpha": 1,
          "hex": "#5b24ad"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.25098039215686274,
            0.09803921568627451,
            0.4823529411764706
          ],
          "alpha": 1,
          "hex": "#40197b"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.20392156862745098,
            0.10980392156862745,
            0.34901960784313724
          ],
          "alpha": 1,
          "hex": "#341c59"
        }
      }
    },
    "red": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.9450980392156862,
            0.9450980392156862
          ],
          "alpha": 1,
          "hex": "#fff1f1"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.8431372549019608,
            0.8509803921568627
          ],
          "alpha": 1,
          "hex": "#ffd7d9"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.7019607843137254,
            0.7215686274509804
          ],
          "alpha": 1,
          "hex": "#ffb3b8"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.5137254901960784,
            0.5372549019607843
          ],
          "alpha": 1,
          "hex": "#ff8389"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9803921568627451,
            0.30196078431372547,
            0.33725490196078434
          ],
          "alpha": 1,
          "hex": "#fa4d56"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8549019607843137,
            0.11764705882352941,
            0.1568627450980392
          ],
          "alpha": 1,
          "hex": "#da1e28"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6352941176470588,
            0.09803921568627451,
            0.12156862745098039
          ],
          "alpha": 1,
          "hex": "#a2191f"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4588235294117647,
            0.054901960784313725,
            0.07450980392156863
          ],
          "alpha": 1,
          "hex": "#750e13"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3215686274509804,
            0.01568627450980392,
            0.03137254901960784
          ],
          "alpha": 1,
          "hex": "#520408"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.17647058823529413,
            0.027450980392156862,
            0.03529411764705882
          ],
          "alpha": 1,
          "hex": "#2d0709"
        }
      }
    },
    "redHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.8784313725490196,
            0.8784313725490196
          ],
          "alpha": 1,
          "hex": "#ffe0e0"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.7607843137254902,
            0.7725490196078432
          ],
          "alpha": 1,
          "hex": "#ffc2c5"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.6,
            0.6274509803921569
          ],
          "alpha": 1,
          "hex": "#ff99a0"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            0.3803921568627451,
            0.40784313725490196
          ],
          "alpha": 1,
          "hex": "#ff6168"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9333333333333333,
            0.027450980392156862,
            0.07450980392156863
          ],
          "alpha": 1,
          "hex": "#ee0713"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7215686274509804,
            0.09803921568627451,
            0.13333333333333333
          ],
          "alpha": 1,
          "hex": "#b81922"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7607843137254902,
            0.11764705882352941,
            0.1450980392156863
          ],
          "alpha": 1,
          "hex": "#c21e25"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5725490196078431,
            0.06666666666666667,
            0.09411764705882353
          ],
          "alpha": 1,
          "hex": "#921118"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4,
            0.0196078431372549,
            0.0392156862745098
          ],
          "alpha": 1,
          "hex": "#66050a"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.32941176470588235,
            0.050980392156862744,
            0.06666666666666667
          ],
          "alpha": 1,
          "hex": "#540d11"
        }
      }
    },
    "teal": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8509803921568627,
            0.984313725490196,
            0.984313725490196
          ],
          "alpha": 1,
          "hex": "#d9fbfb"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6196078431372549,
            0.9411764705882353,
            0.9411764705882353
          ],
          "alpha": 1,
          "hex": "#9ef0f0"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.23921568627450981,
            0.8588235294117647,
            0.8509803921568627
          ],
          "alpha": 1,
          "hex": "#3ddbd9"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.03137254901960784,
            0.7411764705882353,
            0.7294117647058823
          ],
          "alpha": 1,
          "hex": "#08bdba"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.615686274509804,
            0.6039215686274509
          ],
          "alpha": 1,
          "hex": "#009d9a"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.49019607843137253,
            0.4745098039215686
          ],
          "alpha": 1,
          "hex": "#007d79"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.36470588235294116,
            0.36470588235294116
          ],
          "alpha": 1,
          "hex": "#005d5d"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.2549019607843137,
            0.26666666666666666
          ],
          "alpha": 1,
          "hex": "#004144"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.00784313725490196,
            0.16862745098039217,
            0.18823529411764706
          ],
          "alpha": 1,
          "hex": "#022b30"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.03137254901960784,
            0.10196078431372549,
            0.10980392156862745
          ],
          "alpha": 1,
          "hex": "#081a1c"
        }
      }
    },
    "tealHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6745098039215687,
            0.9647058823529412,
            0.9647058823529412
          ],
          "alpha": 1,
          "hex": "#acf6f6"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3411764705882353,
            0.8980392156862745,
            0.8980392156862745
          ],
          "alpha": 1,
          "hex": "#57e5e5"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.1450980392156863,
            0.792156862745098,
            0.7843137254901961
          ],
          "alpha": 1,
          "hex": "#25cac8"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.027450980392156862,
            0.6705882352941176,
            0.6627450980392157
          ],
          "alpha": 1,
          "hex": "#07aba9"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.5411764705882353,
            0.5294117647058824
          ],
          "alpha": 1,
          "hex": "#008a87"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.4196078431372549,
            0.40784313725490196
          ],
          "alpha": 1,
          "hex": "#006b68"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.4392156862745098,
            0.4392156862745098
          ],
          "alpha": 1,
          "hex": "#007070"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0,
            0.3254901960784314,
            0.3411764705882353
          ],
          "alpha": 1,
          "hex": "#005357"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.011764705882352941,
            0.2235294117647059,
            0.25098039215686274
          ],
          "alpha": 1,
          "hex": "#033940"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.058823529411764705,
            0.18823529411764706,
            0.20392156862745098
          ],
          "alpha": 1,
          "hex": "#0f3034"
        }
      }
    },
    "warmGray": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9686274509803922,
            0.9529411764705882,
            0.9490196078431372
          ],
          "alpha": 1,
          "hex": "#f7f3f2"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8980392156862745,
            0.8784313725490196,
            0.8745098039215686
          ],
          "alpha": 1,
          "hex": "#e5e0df"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.792156862745098,
            0.7725490196078432,
            0.7686274509803922
          ],
          "alpha": 1,
          "hex": "#cac5c4"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6784313725490196,
            0.6588235294117647,
            0.6588235294117647
          ],
          "alpha": 1,
          "hex": "#ada8a8"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5607843137254902,
            0.5450980392156862,
            0.5450980392156862
          ],
          "alpha": 1,
          "hex": "#8f8b8b"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4470588235294118,
            0.43137254901960786,
            0.43137254901960786
          ],
          "alpha": 1,
          "hex": "#726e6e"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.33725490196078434,
            0.3176470588235294,
            0.3176470588235294
          ],
          "alpha": 1,
          "hex": "#565151"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.23529411764705882,
            0.2196078431372549,
            0.2196078431372549
          ],
          "alpha": 1,
          "hex": "#3c3838"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.15294117647058825,
            0.1450980392156863,
            0.1450980392156863
          ],
          "alpha": 1,
          "hex": "#272525"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.09019607843137255,
            0.0784313725490196,
            0.0784313725490196
          ],
          "alpha": 1,
          "hex": "#171414"
        }
      }
    },
    "warmGrayHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9411764705882353,
            0.9098039215686274,
            0.9019607843137255
          ],
          "alpha": 1,
          "hex": "#f0e8e6"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8470588235294118,
            0.8156862745098039,
            0.8117647058823529
          ],
          "alpha": 1,
          "hex": "#d8d0cf"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7254901960784313,
            0.7019607843137254,
            0.6941176470588235
          ],
          "alpha": 1,
          "hex": "#b9b3b1"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.611764705882353,
            0.5882352941176471,
            0.5882352941176471
          ],
          "alpha": 1,
          "hex": "#9c9696"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4980392156862745,
            0.4823529411764706,
            0.4823529411764706
          ],
          "alpha": 1,
          "hex": "#7f7b7b"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3764705882352941,
            0.36470588235294116,
            0.36470588235294116
          ],
          "alpha": 1,
          "hex": "#605d5d"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4117647058823529,
            0.38823529411764707,
            0.38823529411764707
          ],
          "alpha": 1,
          "hex": "#696363"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.2980392156862745,
            0.2823529411764706,
            0.2823529411764706
          ],
          "alpha": 1,
          "hex": "#4c4848"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.20392156862745098,
            0.19607843137254902,
            0.19607843137254902
          ],
          "alpha": 1,
          "hex": "#343232"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.17254901960784313,
            0.14901960784313725,
            0.14901960784313725
          ],
          "alpha": 1,
          "hex": "#2c2626"
        }
      }
    },
    "white": {
      "0": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1,
            1,
            1
          ],
          "alpha": 1,
          "hex": "#fff"
        }
      }
    },
    "whiteHover": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9098039215686274,
          0.9098039215686274,
          0.9098039215686274
        ],
        "alpha": 1,
        "hex": "#e8e8e8"
      }
    },
    "yellow": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9882352941176471,
            0.9568627450980393,
            0.8392156862745098
          ],
          "alpha": 1,
          "hex": "#fcf4d6"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9921568627450981,
            0.8627450980392157,
            0.4117647058823529
          ],
          "alpha": 1,
          "hex": "#fddc69"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9450980392156862,
            0.7607843137254902,
            0.10588235294117647
          ],
          "alpha": 1,
          "hex": "#f1c21b"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8235294117647058,
            0.6313725490196078,
            0.023529411764705882
          ],
          "alpha": 1,
          "hex": "#d2a106"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6980392156862745,
            0.5254901960784314,
            0
          ],
          "alpha": 1,
          "hex": "#b28600"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5568627450980392,
            0.41568627450980394,
            0
          ],
          "alpha": 1,
          "hex": "#8e6a00"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.40784313725490196,
            0.3058823529411765,
            0
          ],
          "alpha": 1,
          "hex": "#684e00"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.2823529411764706,
            0.21568627450980393,
            0
          ],
          "alpha": 1,
          "hex": "#483700"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.18823529411764706,
            0.1411764705882353,
            0
          ],
          "alpha": 1,
          "hex": "#302400"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.10980392156862745,
            0.08235294117647059,
            0
          ],
          "alpha": 1,
          "hex": "#1c1500"
        }
      }
    },
    "yellowHover": {
      "10": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9725490196078431,
            0.9019607843137255,
            0.6274509803921569
          ],
          "alpha": 1,
          "hex": "#f8e6a0"
        }
      },
      "20": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.9882352941176471,
            0.803921568627451,
            0.15294117647058825
          ],
          "alpha": 1,
          "hex": "#fccd27"
        }
      },
      "30": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.8666666666666667,
            0.6901960784313725,
            0.054901960784313725
          ],
          "alpha": 1,
          "hex": "#ddb00e"
        }
      },
      "40": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.7372549019607844,
            0.5647058823529412,
            0.0196078431372549
          ],
          "alpha": 1,
          "hex": "#bc9005"
        }
      },
      "50": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.6196078431372549,
            0.4666666666666667,
            0
          ],
          "alpha": 1,
          "hex": "#9e7700"
        }
      },
      "60": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.4588235294117647,
            0.34509803921568627,
            0
          ],
          "alpha": 1,
          "hex": "#755800"
        }
      },
      "70": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.5019607843137255,
            0.3764705882352941,
            0
          ],
          "alpha": 1,
          "hex": "#806000"
        }
      },
      "80": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.3607843137254902,
            0.27450980392156865,
            0
          ],
          "alpha": 1,
          "hex": "#5c4600"
        }
      },
      "90": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.23921568627450981,
            0.1803921568627451,
            0
          ],
          "alpha": 1,
          "hex": "#3d2e00"
        }
      },
      "100": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.2,
            0.14901960784313725,
            0
          ],
          "alpha": 1,
          "hex": "#332600"
        }
      }
    }
  }
}
"""#,
    "tokens/ibm-carbon/layout.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "layout": {
    "baseFontSize": {
      "$type": "number",
      "$value": 16
    },
    "breakpoints": {
      "sm": {
        "width": {
          "$type": "dimension",
          "$value": {
            "value": 20,
            "unit": "rem"
          }
        },
        "columns": {
          "$type": "number",
          "$value": 4
        },
        "margin": {
          "$type": "dimension",
          "$value": {
            "value": 0,
            "unit": ""
          }
        }
      },
      "md": {
        "width": {
          "$type": "dimension",
          "$value": {
            "value": 42,
            "unit": "rem"
          }
        },
        "columns": {
          "$type": "number",
          "$value": 8
        },
        "margin": {
          "$type": "dimension",
          "$value": {
            "value": 1,
            "unit": "rem"
          }
        }
      },
      "lg": {
        "width": {
          "$type": "dimension",
          "$value": {
            "value": 66,
            "unit": "rem"
          }
        },
        "columns": {
          "$type": "number",
          "$value": 16
        },
        "margin": {
          "$type": "dimension",
          "$value": {
            "value": 1,
            "unit": "rem"
          }
        }
      },
      "xlg": {
        "width": {
          "$type": "dimension",
          "$value": {
            "value": 82,
            "unit": "rem"
          }
        },
        "columns": {
          "$type": "number",
          "$value": 16
        },
        "margin": {
          "$type": "dimension",
          "$value": {
            "value": 1,
            "unit": "rem"
          }
        }
      },
      "max": {
        "width": {
          "$type": "dimension",
          "$value": {
            "value": 99,
            "unit": "rem"
          }
        },
        "columns": {
          "$type": "number",
          "$value": 16
        },
        "margin": {
          "$type": "dimension",
          "$value": {
            "value": 1.5,
            "unit": "rem"
          }
        }
      }
    },
    "container": {
      "01": {
        "$type": "dimension",
        "$value": {
          "value": 1.5,
          "unit": "rem"
        }
      },
      "02": {
        "$type": "dimension",
        "$value": {
          "value": 2,
          "unit": "rem"
        }
      },
      "03": {
        "$type": "dimension",
        "$value": {
          "value": 2.5,
          "unit": "rem"
        }
      },
      "04": {
        "$type": "dimension",
        "$value": {
          "value": 3,
          "unit": "rem"
        }
      },
      "05": {
        "$type": "dimension",
        "$value": {
          "value": 4,
          "unit": "rem"
        }
      }
    },
    "fluidSpacing": {
      "01": {
        "$type": "dimension",
        "$value": {
          "value": 0,
          "unit": "px"
        }
      },
      "02": {
        "$type": "dimension",
        "$value": {
          "value": 2,
          "unit": "vw"
        }
      },
      "03": {
        "$type": "dimension",
        "$value": {
          "value": 5,
          "unit": "vw"
        }
      },
      "04": {
        "$type": "dimension",
        "$value": {
          "value": 10,
          "unit": "vw"
        }
      }
    },
    "iconSize": {
      "01": {
        "$type": "dimension",
        "$value": {
          "value": 1,
          "unit": "rem"
        }
      },
      "02": {
        "$type": "dimension",
        "$value": {
          "value": 1.25,
          "unit": "rem"
        }
      }
    },
    "layout": {
      "01": {
        "$type": "dimension",
        "$value": {
          "value": 1,
          "unit": "rem"
        }
      },
      "02": {
        "$type": "dimension",
        "$value": {
          "value": 1.5,
          "unit": "rem"
        }
      },
      "03": {
        "$type": "dimension",
        "$value": {
          "value": 2,
          "unit": "rem"
        }
      },
      "04": {
        "$type": "dimension",
        "$value": {
          "value": 3,
          "unit": "rem"
        }
      },
      "05": {
        "$type": "dimension",
        "$value": {
          "value": 4,
          "unit": "rem"
        }
      },
      "06": {
        "$type": "dimension",
        "$value": {
          "value": 6,
          "unit": "rem"
        }
      },
      "07": {
        "$type": "dimension",
        "$value": {
          "value": 10,
          "unit": "rem"
        }
      }
    },
    "miniUnit": {
      "$type": "dimension",
      "$value": {
        "value": 8,
        "unit": "px"
      }
    },
    "sizes": {
      "XSmall": {
        "$type": "dimension",
        "$value": {
          "value": 1.5,
          "unit": "rem"
        }
      },
      "Small": {
        "$type": "dimension",
        "$value": {
          "value": 2,
          "unit": "rem"
        }
      },
      "Medium": {
        "$type": "dimension",
        "$value": {
          "value": 2.5,
          "unit": "rem"
        }
      },
      "Large": {
        "$type": "dimension",
        "$value": {
          "value": 3,
          "unit": "rem"
        }
      },
      "XLarge": {
        "$type": "dimension",
        "$value": {
          "value": 4,
          "unit": "rem"
        }
      },
      "2XLarge": {
        "$type": "dimension",
        "$value": {
          "value": 5,
          "unit": "rem"
        }
      }
    },
    "spacing": {
      "10": {
        "$type": "dimension",
        "$value": {
          "value": 4,
          "unit": "rem"
        }
      },
      "11": {
        "$type": "dimension",
        "$value": {
          "value": 5,
          "unit": "rem"
        }
      },
      "12": {
        "$type": "dimension",
        "$value": {
          "value": 6,
          "unit": "rem"
        }
      },
      "13": {
        "$type": "dimension",
        "$value": {
          "value": 10,
          "unit": "rem"
        }
      },
      "01": {
        "$type": "dimension",
        "$value": {
          "value": 0.125,
          "unit": "rem"
        }
      },
      "02": {
        "$type": "dimension",
        "$value": {
          "value": 0.25,
          "unit": "rem"
        }
      },
      "03": {
        "$type": "dimension",
        "$value": {
          "value": 0.5,
          "unit": "rem"
        }
      },
      "04": {
        "$type": "dimension",
        "$value": {
          "value": 0.75,
          "unit": "rem"
        }
      },
      "05": {
        "$type": "dimension",
        "$value": {
          "value": 1,
          "unit": "rem"
        }
      },
      "06": {
        "$type": "dimension",
        "$value": {
          "value": 1.5,
          "unit": "rem"
        }
      },
      "07": {
        "$type": "dimension",
        "$value": {
          "value": 2,
          "unit": "rem"
        }
      },
      "08": {
        "$type": "dimension",
        "$value": {
          "value": 2.5,
          "unit": "rem"
        }
      },
      "09": {
        "$type": "dimension",
        "$value": {
          "value": 3,
          "unit": "rem"
        }
      }
    }
  }
}
"""#,
    "tokens/ibm-carbon/typography-lg.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "type": {
    "display01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.375,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "display02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.375,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "display03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.64px",
        "lineHeight": 1.16
      }
    },
    "display04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 5.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.64px",
        "lineHeight": 1.11
      }
    },
    "expressiveHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "expressiveHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "expressiveParagraph01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "fluidDisplay01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.375,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "fluidDisplay02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.375,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "fluidDisplay03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.64px",
        "lineHeight": 1.16
      }
    },
    "fluidDisplay04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 5.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.64px",
        "lineHeight": 1.11
      }
    },
    "fluidHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "fluidHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "fluidParagraph01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "fluidQuotation01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 1.5,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.334
      }
    },
    "fluidQuotation02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "quotation01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 1.5,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.334
      }
    },
    "quotation02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    }
  }
}
"""#,
    "tokens/ibm-carbon/typography-max.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "type": {
    "display01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 4.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.13
      }
    },
    "display02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 4.75,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.13
      }
    },
    "display03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 5.25,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.96px",
        "lineHeight": 1.11
      }
    },
    "display04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 9.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.96px",
        "lineHeight": 1.05
      }
    },
    "expressiveHeading03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.5,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.334
      }
    },
    "expressiveHeading04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "expressiveHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "expressiveHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "expressiveParagraph01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "fluidDisplay01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 4.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.13
      }
    },
    "fluidDisplay02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 4.75,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.13
      }
    },
    "fluidDisplay03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 5.25,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.96px",
        "lineHeight": 1.11
      }
    },
    "fluidDisplay04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 9.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.96px",
        "lineHeight": 1.05
      }
    },
    "fluidHeading03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.5,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.334
      }
    },
    "fluidHeading04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "fluidHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "fluidHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "fluidParagraph01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "fluidQuotation01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "fluidQuotation02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "quotation01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "quotation02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    }
  }
}
"""#,
    "tokens/ibm-carbon/typography-xlg.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "type": {
    "display01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.17
      }
    },
    "display02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.16
      }
    },
    "display03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 4.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.13
      }
    },
    "display04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 7.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.64px",
        "lineHeight": 1.07
      }
    },
    "expressiveHeading03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.25,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.4
      }
    },
    "expressiveHeading04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "expressiveHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.17
      }
    },
    "expressiveHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.17
      }
    },
    "fluidDisplay01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.17
      }
    },
    "fluidDisplay02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.75,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.16
      }
    },
    "fluidDisplay03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 4.75,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.13
      }
    },
    "fluidDisplay04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 7.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": "-0.64px",
        "lineHeight": 1.07
      }
    },
    "fluidHeading03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.25,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.4
      }
    },
    "fluidHeading04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "fluidHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.17
      }
    },
    "fluidHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.17
      }
    },
    "fluidQuotation01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 1.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "fluidQuotation02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 3,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.17
      }
    },
    "quotation01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 1.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "quotation02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 3,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.17
      }
    }
  }
}
"""#,
    "tokens/ibm-carbon/typography.tokens.json": #"""
{
  "type": {
    "body01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.16px",
        "lineHeight": 1.42857
      }
    },
    "body02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.5
      }
    },
    "bodyCompact01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.16px",
        "lineHeight": 1.28572
      }
    },
    "bodyCompact02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.375
      }
    },
    "bodyLong01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.16px",
        "lineHeight": 1.42857
      }
    },
    "bodyLong02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.5
      }
    },
    "bodyShort01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.16px",
        "lineHeight": 1.28572
      }
    },
    "bodyShort02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.375
      }
    },
    "caption01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.32px",
        "lineHeight": 1.33333
      }
    },
    "caption02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.32px",
        "lineHeight": 1.28572
      }
    },
    "code01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Mono', 'Menlo', 'DejaVu Sans Mono', 'Bitstream Vera Sans Mono', Courier, monospace",
        "fontSize": {
          "value": 0.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.32px",
        "lineHeight": 1.33333
      }
    },
    "code02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Mono', 'Menlo', 'DejaVu Sans Mono', 'Bitstream Vera Sans Mono', Courier, monospace",
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.32px",
        "lineHeight": 1.42857
      }
    },
    "display01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "display02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "display03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "display04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "expressiveHeading01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": "0.16px",
        "lineHeight": 1.25
      }
    },
    "expressiveHeading02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.5
      }
    },
    "expressiveHeading03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.25,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.4
      }
    },
    "expressiveHeading04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "expressiveHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "expressiveHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "expressiveParagraph01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.5,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.334
      }
    },
    "fluidDisplay01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "fluidDisplay02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "fluidDisplay03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "fluidDisplay04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.19
      }
    },
    "fluidHeading03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.25,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.4
      }
    },
    "fluidHeading04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "fluidHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "fluidHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "fluidParagraph01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.5,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.334
      }
    },
    "fluidQuotation01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 1.25,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.3
      }
    },
    "fluidQuotation02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "heading01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": "0.16px",
        "lineHeight": 1.42857
      }
    },
    "heading02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.5
      }
    },
    "heading03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.25,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.4
      }
    },
    "heading04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "heading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "heading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.199
      }
    },
    "heading07": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.375,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.199
      }
    },
    "headingCompact01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": "0.16px",
        "lineHeight": 1.28572
      }
    },
    "headingCompact02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.375
      }
    },
    "helperText01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.32px",
        "lineHeight": 1.33333
      }
    },
    "helperText02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.16px",
        "lineHeight": 1.28572
      }
    },
    "label01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.32px",
        "lineHeight": 1.33333
      }
    },
    "label02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.16px",
        "lineHeight": 1.28572
      }
    },
    "legal01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.32px",
        "lineHeight": 1.33333
      }
    },
    "legal02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": "0.16px",
        "lineHeight": 1.28572
      }
    },
    "productiveHeading01": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 0.875,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": "0.16px",
        "lineHeight": 1.28572
      }
    },
    "productiveHeading02": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1,
          "unit": "rem"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1.375
      }
    },
    "productiveHeading03": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.25,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.4
      }
    },
    "productiveHeading04": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 1.75,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.28572
      }
    },
    "productiveHeading05": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    },
    "productiveHeading06": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 2.625,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.199
      }
    },
    "productiveHeading07": {
      "$type": "typography",
      "$value": {
        "fontFamily": [
          "system-ui",
          "sans-serif"
        ],
        "fontSize": {
          "value": 3.375,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.199
      }
    },
    "quotation01": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 1.25,
          "unit": "rem"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1.3
      }
    },
    "quotation02": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'IBM Plex Serif', 'Georgia', Times, serif",
        "fontSize": {
          "value": 2,
          "unit": "rem"
        },
        "fontWeight": 300,
        "letterSpacing": 0,
        "lineHeight": 1.25
      }
    }
  }
}
"""#,
    "tokens/microsoft-fluent.resolver.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
  "name": "Microsoft Fluent 2",
  "version": "2025.10",
  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }],
  "sets": {
    "base": {
      "sources": [{ "$ref": "./microsoft-fluent/palette.tokens.json" }, { "$ref": "./microsoft-fluent/effects.tokens.json" }, { "$ref": "./microsoft-fluent/fonts.tokens.json" }, { "$ref": "./microsoft-fluent/spacing.tokens.json" }]
    }
  },
  "modifiers": {
    "theme": {
      "contexts": {
        "default": [{ "$ref": "./microsoft-fluent/theme-default.tokens.json" }],
        "inverted": [{ "$ref": "./microsoft-fluent/theme-inverted.tokens.json" }]
      }
    }
  }
}

"""#,
    "tokens/microsoft-fluent/effects.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "effects": {
    "elevation4": {
      "$type": "shadow",
      "$value": [
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 1.6,
            "unit": "px"
          },
          "spread": {
            "value": 3.6,
            "unit": "px"
          },
          "blur": {
            "value": 3.6,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.132,
            "hex": "#000"
          }
        },
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 0.3,
            "unit": "px"
          },
          "spread": {
            "value": 0.9,
            "unit": "px"
          },
          "blur": {
            "value": 0.9,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.108,
            "hex": "#000"
          }
        }
      ]
    },
    "elevation8": {
      "$type": "shadow",
      "$value": [
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 3.2,
            "unit": "px"
          },
          "spread": {
            "value": 7.2,
            "unit": "px"
          },
          "blur": {
            "value": 7.2,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.132,
            "hex": "#000"
          }
        },
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 0.6,
            "unit": "px"
          },
          "spread": {
            "value": 1.8,
            "unit": "px"
          },
          "blur": {
            "value": 1.8,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.108,
            "hex": "#000"
          }
        }
      ]
    },
    "elevation16": {
      "$type": "shadow",
      "$value": [
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 6.4,
            "unit": "px"
          },
          "spread": {
            "value": 14.4,
            "unit": "px"
          },
          "blur": {
            "value": 14.4,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.132,
            "hex": "#000"
          }
        },
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 1.2,
            "unit": "px"
          },
          "spread": {
            "value": 3.6,
            "unit": "px"
          },
          "blur": {
            "value": 3.6,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.108,
            "hex": "#000"
          }
        }
      ]
    },
    "elevation64": {
      "$type": "shadow",
      "$value": [
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 25.6,
            "unit": "px"
          },
          "spread": {
            "value": 57.6,
            "unit": "px"
          },
          "blur": {
            "value": 57.6,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.22,
            "hex": "#000"
          }
        },
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 4.8,
            "unit": "px"
          },
          "spread": {
            "value": 14.4,
            "unit": "px"
          },
          "blur": {
            "value": 14.4,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.18,
            "hex": "#000"
          }
        }
      ]
    },
    "roundedCorner2": {
      "$type": "dimension",
      "$value": {
        "value": 2,
        "unit": "px"
      }
    },
    "roundedCorner4": {
      "$type": "dimension",
      "$value": {
        "value": 4,
        "unit": "px"
      }
    },
    "roundedCorner6": {
      "$type": "dimension",
      "$value": {
        "value": 6,
        "unit": "px"
      }
    }
  }
}
"""#,
    "tokens/microsoft-fluent/fonts.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "fonts": {
    "tiny": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 10,
          "unit": "px"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "xSmall": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 10,
          "unit": "px"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "small": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 12,
          "unit": "px"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "smallPlus": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 12,
          "unit": "px"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "medium": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 14,
          "unit": "px"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "mediumPlus": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 16,
          "unit": "px"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "large": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 18,
          "unit": "px"
        },
        "fontWeight": 400,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "xLarge": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 20,
          "unit": "px"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "xLargePlus": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 24,
          "unit": "px"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "xxLarge": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 28,
          "unit": "px"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "xxLargePlus": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 32,
          "unit": "px"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "superLarge": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 42,
          "unit": "px"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    },
    "mega": {
      "$type": "typography",
      "$value": {
        "fontFamily": "'Segoe UI', 'Segoe UI Web (West European)', 'Segoe UI', -apple-system, BlinkMacSystemFont, 'Roboto', 'Helvetica Neue', sans-serif",
        "fontSize": {
          "value": 68,
          "unit": "px"
        },
        "fontWeight": 600,
        "letterSpacing": 0,
        "lineHeight": 1,
        "MozOsxFontSmoothing": "grayscale",
        "WebkitFontSmoothing": "antialiased"
      }
    }
  }
}
"""#,
    "tokens/microsoft-fluent/palette.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "palette": {
    "themeDarker": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.27058823529411763,
          0.47058823529411764
        ],
        "alpha": 1,
        "hex": "#004578"
      }
    },
    "themeDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.35294117647058826,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#005a9e"
      }
    },
    "themeDarkAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.06274509803921569,
          0.43137254901960786,
          0.7450980392156863
        ],
        "alpha": 1,
        "hex": "#106ebe"
      }
    },
    "themePrimary": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "themeSecondary": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.16862745098039217,
          0.5333333333333333,
          0.8470588235294118
        ],
        "alpha": 1,
        "hex": "#2b88d8"
      }
    },
    "themeTertiary": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.44313725490196076,
          0.6862745098039216,
          0.8980392156862745
        ],
        "alpha": 1,
        "hex": "#71afe5"
      }
    },
    "themeLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7803921568627451,
          0.8784313725490196,
          0.9568627450980393
        ],
        "alpha": 1,
        "hex": "#c7e0f4"
      }
    },
    "themeLighter": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8705882352941177,
          0.9254901960784314,
          0.9764705882352941
        ],
        "alpha": 1,
        "hex": "#deecf9"
      }
    },
    "themeLighterAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9372549019607843,
          0.9647058823529412,
          0.9882352941176471
        ],
        "alpha": 1,
        "hex": "#eff6fc"
      }
    },
    "black": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0,
          0
        ],
        "alpha": 1,
        "hex": "#000"
      }
    },
    "blackTranslucent40": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0,
          0
        ],
        "alpha": 0.4,
        "hex": "#000"
      }
    },
    "neutralDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "neutralPrimary": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "neutralPrimaryAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.23137254901960785,
          0.22745098039215686,
          0.2235294117647059
        ],
        "alpha": 1,
        "hex": "#3b3a39"
      }
    },
    "neutralSecondary": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "neutralSecondaryAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.5411764705882353,
          0.5333333333333333,
          0.5254901960784314
        ],
        "alpha": 1,
        "hex": "#8a8886"
      }
    },
    "neutralTertiary": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "neutralTertiaryAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "neutralQuaternary": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8235294117647058,
          0.8156862745098039,
          0.807843137254902
        ],
        "alpha": 1,
        "hex": "#d2d0ce"
      }
    },
    "neutralQuaternaryAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8823529411764706,
          0.8745098039215686,
          0.8666666666666667
        ],
        "alpha": 1,
        "hex": "#e1dfdd"
      }
    },
    "neutralLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "neutralLighter": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "neutralLighterAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9803921568627451,
          0.9764705882352941,
          0.9725490196078431
        ],
        "alpha": 1,
        "hex": "#faf9f8"
      }
    },
    "accent": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "white": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "whiteTranslucent40": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 0.4,
        "hex": "#fff"
      }
    },
    "yellowDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8235294117647058,
          0.5725490196078431,
          0
        ],
        "alpha": 1,
        "hex": "#d29200"
      }
    },
    "yellow": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          0.7254901960784313,
          0
        ],
        "alpha": 1,
        "hex": "#ffb900"
      }
    },
    "yellowLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          0.9450980392156862,
          0
        ],
        "alpha": 1,
        "hex": "#fff100"
      }
    },
    "orange": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8470588235294118,
          0.23137254901960785,
          0.00392156862745098
        ],
        "alpha": 1,
        "hex": "#d83b01"
      }
    },
    "orangeLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9176470588235294,
          0.2627450980392157,
          0
        ],
        "alpha": 1,
        "hex": "#ea4300"
      }
    },
    "orangeLighter": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          0.5490196078431373,
          0
        ],
        "alpha": 1,
        "hex": "#ff8c00"
      }
    },
    "redDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6431372549019608,
          0.14901960784313725,
          0.17254901960784313
        ],
        "alpha": 1,
        "hex": "#a4262c"
      }
    },
    "red": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9098039215686274,
          0.06666666666666667,
          0.13725490196078433
        ],
        "alpha": 1,
        "hex": "#e81123"
      }
    },
    "magentaDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3607843137254902,
          0,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#5c005c"
      }
    },
    "magenta": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7058823529411765,
          0,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#b4009e"
      }
    },
    "magentaLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8901960784313725,
          0,
          0.5490196078431373
        ],
        "alpha": 1,
        "hex": "#e3008c"
      }
    },
    "purpleDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.0784313725490196,
          0.35294117647058826
        ],
        "alpha": 1,
        "hex": "#32145a"
      }
    },
    "purple": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3607843137254902,
          0.17647058823529413,
          0.5686274509803921
        ],
        "alpha": 1,
        "hex": "#5c2d91"
      }
    },
    "purpleLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7058823529411765,
          0.6274509803921569,
          1
        ],
        "alpha": 1,
        "hex": "#b4a0ff"
      }
    },
    "blueDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.12549019607843137,
          0.3137254901960784
        ],
        "alpha": 1,
        "hex": "#002050"
      }
    },
    "blueMid": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.09411764705882353,
          0.5607843137254902
        ],
        "alpha": 1,
        "hex": "#00188f"
      }
    },
    "blue": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "blueLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.7372549019607844,
          0.9490196078431372
        ],
        "alpha": 1,
        "hex": "#00bcf2"
      }
    },
    "tealDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.29411764705882354,
          0.3137254901960784
        ],
        "alpha": 1,
        "hex": "#004b50"
      }
    },
    "teal": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.5098039215686274,
          0.4470588235294118
        ],
        "alpha": 1,
        "hex": "#008272"
      }
    },
    "tealLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.6980392156862745,
          0.5803921568627451
        ],
        "alpha": 1,
        "hex": "#00b294"
      }
    },
    "greenDark": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.29411764705882354,
          0.10980392156862745
        ],
        "alpha": 1,
        "hex": "#004b1c"
      }
    },
    "green": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.06274509803921569,
          0.48627450980392156,
          0.06274509803921569
        ],
        "alpha": 1,
        "hex": "#107c10"
      }
    },
    "greenLight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7294117647058823,
          0.8470588235294118,
          0.0392156862745098
        ],
        "alpha": 1,
        "hex": "#bad80a"
      }
    }
  }
}
"""#,
    "tokens/microsoft-fluent/spacing.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "spacing": {
    "s2": {
      "$type": "dimension",
      "$value": {
        "value": 4,
        "unit": "px"
      }
    },
    "s1": {
      "$type": "dimension",
      "$value": {
        "value": 8,
        "unit": "px"
      }
    },
    "m": {
      "$type": "dimension",
      "$value": {
        "value": 16,
        "unit": "px"
      }
    },
    "l1": {
      "$type": "dimension",
      "$value": {
        "value": 20,
        "unit": "px"
      }
    },
    "l2": {
      "$type": "dimension",
      "$value": {
        "value": 32,
        "unit": "px"
      }
    }
  }
}
"""#,
    "tokens/microsoft-fluent/theme-default.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "semanticColors": {
    "bodyBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "bodyFrameBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "accentButtonText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "buttonBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "primaryButtonText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "primaryButtonTextHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "primaryButtonTextPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "inputBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "inputForegroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "listBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "menuBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "cardStandoutBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "bodyTextChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0,
          0
        ],
        "alpha": 1,
        "hex": "#000"
      }
    },
    "buttonTextCheckedHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0,
          0
        ],
        "alpha": 1,
        "hex": "#000"
      }
    },
    "link": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "primaryButtonBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "inputBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "inputIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "inputFocusBorderAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "menuIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "menuHeader": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "accentButtonBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "primaryButtonBackgroundPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.35294117647058826,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#005a9e"
      }
    },
    "inputBackgroundCheckedHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.35294117647058826,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#005a9e"
      }
    },
    "inputIconHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.35294117647058826,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#005a9e"
      }
    },
    "linkHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.27058823529411763,
          0.47058823529411764
        ],
        "alpha": 1,
        "hex": "#004578"
      }
    },
    "primaryButtonBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.06274509803921569,
          0.43137254901960786,
          0.7450980392156863
        ],
        "alpha": 1,
        "hex": "#106ebe"
      }
    },
    "inputPlaceholderBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8705882352941177,
          0.9254901960784314,
          0.9764705882352941
        ],
        "alpha": 1,
        "hex": "#deecf9"
      }
    },
    "bodyBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "bodyFrameDivider": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "bodyDivider": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "variantBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "buttonBackgroundCheckedHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "buttonBackgroundPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "listItemBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "listHeaderBackgroundPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "menuItemBackgroundPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "menuItemBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "bodyBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "buttonBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "buttonBackgroundDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "buttonBorderDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "primaryButtonBackgroundDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "disabledBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "listItemBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "listHeaderBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "menuItemBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "primaryButtonTextDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8235294117647058,
          0.8156862745098039,
          0.807843137254902
        ],
        "alpha": 1,
        "hex": "#d2d0ce"
      }
    },
    "disabledSubtext": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8235294117647058,
          0.8156862745098039,
          0.807843137254902
        ],
        "alpha": 1,
        "hex": "#d2d0ce"
      }
    },
    "listItemBackgroundCheckedHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8823529411764706,
          0.8745098039215686,
          0.8666666666666667
        ],
        "alpha": 1,
        "hex": "#e1dfdd"
      }
    },
    "disabledBodyText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "variantBorderHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "buttonTextDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "inputIconDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "disabledText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "bodyText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "actionLink": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "buttonText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "inputBorderHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "inputText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "listText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "menuItemText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "bodyStandoutBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9803921568627451,
          0.9764705882352941,
          0.9725490196078431
        ],
        "alpha": 1,
        "hex": "#faf9f8"
      }
    },
    "defaultStateBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9803921568627451,
          0.9764705882352941,
          0.9725490196078431
        ],
        "alpha": 1,
        "hex": "#faf9f8"
      }
    },
    "actionLinkHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "buttonTextHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "buttonTextChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "buttonTextPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "inputTextHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "menuItemTextHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "bodySubtext": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "focusBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "inputBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "smallInputBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "inputPlaceholderText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "buttonBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.5411764705882353,
          0.5333333333333333,
          0.5254901960784314
        ],
        "alpha": 1,
        "hex": "#8a8886"
      }
    },
    "disabledBodySubtext": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "disabledBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "buttonBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "menuDivider": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "cardShadow": {
      "$type": "shadow",
      "$value": [
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 1.6,
            "unit": "px"
          },
          "spread": {
            "value": 3.6,
            "unit": "px"
          },
          "blur": {
            "value": 3.6,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.132,
            "hex": "#000"
          }
        },
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 0.3,
            "unit": "px"
          },
          "spread": {
            "value": 0.9,
            "unit": "px"
          },
          "blur": {
            "value": 0.9,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.108,
            "hex": "#000"
          }
        }
      ]
    },
    "cardShadowHovered": {
      "$type": "shadow",
      "$value": [
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 3.2,
            "unit": "px"
          },
          "spread": {
            "value": 7.2,
            "unit": "px"
          },
          "blur": {
            "value": 7.2,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.132,
            "hex": "#000"
          }
        },
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 0.6,
            "unit": "px"
          },
          "spread": {
            "value": 1.8,
            "unit": "px"
          },
          "blur": {
            "value": 1.8,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.108,
            "hex": "#000"
          }
        }
      ]
    },
    "primaryButtonBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0,
          0
        ],
        "alpha": 0,
        "hex": "#000"
      }
    },
    "errorText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6431372549019608,
          0.14901960784313725,
          0.17254901960784313
        ],
        "alpha": 1,
        "hex": "#a4262c"
      }
    },
    "messageText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "messageLink": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.35294117647058826,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#005a9e"
      }
    },
    "messageLinkHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.27058823529411763,
          0.47058823529411764
        ],
        "alpha": 1,
        "hex": "#004578"
      }
    },
    "infoIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "errorIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6588235294117647,
          0,
          0
        ],
        "alpha": 1,
        "hex": "#a80000"
      }
    },
    "blockingIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9921568627450981,
          0.9058823529411765,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#fde7e9"
      }
    },
    "warningIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.4745098039215686,
          0.4666666666666667,
          0.4588235294117647
        ],
        "alpha": 1,
        "hex": "#797775"
      }
    },
    "severeWarningIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8470588235294118,
          0.23137254901960785,
          0.00392156862745098
        ],
        "alpha": 1,
        "hex": "#d83b01"
      }
    },
    "successIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.06274509803921569,
          0.48627450980392156,
          0.06274509803921569
        ],
        "alpha": 1,
        "hex": "#107c10"
      }
    },
    "infoBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "errorBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9921568627450981,
          0.9058823529411765,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#fde7e9"
      }
    },
    "blockingBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9921568627450981,
          0.9058823529411765,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#fde7e9"
      }
    },
    "warningBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          0.9568627450980393,
          0.807843137254902
        ],
        "alpha": 1,
        "hex": "#fff4ce"
      }
    },
    "severeWarningBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.996078431372549,
          0.8509803921568627,
          0.8
        ],
        "alpha": 1,
        "hex": "#fed9cc"
      }
    },
    "successBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8745098039215686,
          0.9647058823529412,
          0.8666666666666667
        ],
        "alpha": 1,
        "hex": "#dff6dd"
      }
    },
    "warningHighlight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          0.7254901960784313,
          0
        ],
        "alpha": 1,
        "hex": "#ffb900"
      }
    },
    "successText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.06274509803921569,
          0.48627450980392156,
          0.06274509803921569
        ],
        "alpha": 1,
        "hex": "#107c10"
      }
    },
    "listTextColor": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "warningText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    }
  }
}
"""#,
    "tokens/microsoft-fluent/theme-inverted.tokens.json": #"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
  "semanticColors": {
    "bodyBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "bodyFrameBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "accentButtonText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "buttonBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "primaryButtonText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "primaryButtonTextHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "primaryButtonTextPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "inputBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "inputForegroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "listBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "menuBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "cardStandoutBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          1,
          1
        ],
        "alpha": 1,
        "hex": "#fff"
      }
    },
    "bodyTextChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0,
          0
        ],
        "alpha": 1,
        "hex": "#000"
      }
    },
    "buttonTextCheckedHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0,
          0
        ],
        "alpha": 1,
        "hex": "#000"
      }
    },
    "link": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "primaryButtonBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "inputBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "inputIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "inputFocusBorderAlt": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "menuIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "menuHeader": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "accentButtonBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.47058823529411764,
          0.8313725490196079
        ],
        "alpha": 1,
        "hex": "#0078d4"
      }
    },
    "primaryButtonBackgroundPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.35294117647058826,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#005a9e"
      }
    },
    "inputBackgroundCheckedHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.35294117647058826,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#005a9e"
      }
    },
    "inputIconHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.35294117647058826,
          0.6196078431372549
        ],
        "alpha": 1,
        "hex": "#005a9e"
      }
    },
    "linkHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0.27058823529411763,
          0.47058823529411764
        ],
        "alpha": 1,
        "hex": "#004578"
      }
    },
    "primaryButtonBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.06274509803921569,
          0.43137254901960786,
          0.7450980392156863
        ],
        "alpha": 1,
        "hex": "#106ebe"
      }
    },
    "inputPlaceholderBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8705882352941177,
          0.9254901960784314,
          0.9764705882352941
        ],
        "alpha": 1,
        "hex": "#deecf9"
      }
    },
    "bodyBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "bodyFrameDivider": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "bodyDivider": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "variantBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "buttonBackgroundCheckedHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "buttonBackgroundPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "listItemBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "listHeaderBackgroundPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "menuItemBackgroundPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "menuItemBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9294117647058824,
          0.9215686274509803,
          0.9137254901960784
        ],
        "alpha": 1,
        "hex": "#edebe9"
      }
    },
    "bodyBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "buttonBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "buttonBackgroundDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "buttonBorderDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "primaryButtonBackgroundDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "disabledBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "listItemBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "listHeaderBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "menuItemBackgroundHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "primaryButtonTextDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8235294117647058,
          0.8156862745098039,
          0.807843137254902
        ],
        "alpha": 1,
        "hex": "#d2d0ce"
      }
    },
    "disabledSubtext": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8235294117647058,
          0.8156862745098039,
          0.807843137254902
        ],
        "alpha": 1,
        "hex": "#d2d0ce"
      }
    },
    "listItemBackgroundCheckedHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.8823529411764706,
          0.8745098039215686,
          0.8666666666666667
        ],
        "alpha": 1,
        "hex": "#e1dfdd"
      }
    },
    "disabledBodyText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "variantBorderHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "buttonTextDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "inputIconDisabled": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "disabledText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.6313725490196078,
          0.6235294117647059,
          0.615686274509804
        ],
        "alpha": 1,
        "hex": "#a19f9d"
      }
    },
    "bodyText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "actionLink": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "buttonText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "inputBorderHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "inputText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "listText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "menuItemText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "bodyStandoutBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9803921568627451,
          0.9764705882352941,
          0.9725490196078431
        ],
        "alpha": 1,
        "hex": "#faf9f8"
      }
    },
    "defaultStateBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9803921568627451,
          0.9764705882352941,
          0.9725490196078431
        ],
        "alpha": 1,
        "hex": "#faf9f8"
      }
    },
    "actionLinkHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "buttonTextHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "buttonTextChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "buttonTextPressed": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "inputTextHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "menuItemTextHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.12549019607843137,
          0.12156862745098039,
          0.11764705882352941
        ],
        "alpha": 1,
        "hex": "#201f1e"
      }
    },
    "bodySubtext": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "focusBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "inputBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "smallInputBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "inputPlaceholderText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.3764705882352941,
          0.3686274509803922,
          0.3607843137254902
        ],
        "alpha": 1,
        "hex": "#605e5c"
      }
    },
    "buttonBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.5411764705882353,
          0.5333333333333333,
          0.5254901960784314
        ],
        "alpha": 1,
        "hex": "#8a8886"
      }
    },
    "disabledBodySubtext": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "disabledBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "buttonBackgroundChecked": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "menuDivider": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "cardShadow": {
      "$type": "shadow",
      "$value": [
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 1.6,
            "unit": "px"
          },
          "spread": {
            "value": 3.6,
            "unit": "px"
          },
          "blur": {
            "value": 3.6,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.132,
            "hex": "#000"
          }
        },
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 0.3,
            "unit": "px"
          },
          "spread": {
            "value": 0.9,
            "unit": "px"
          },
          "blur": {
            "value": 0.9,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.108,
            "hex": "#000"
          }
        }
      ]
    },
    "cardShadowHovered": {
      "$type": "shadow",
      "$value": [
        {
          "offsetX": {
            "value": 0,
            "unit": ""
          },
          "offsetY": {
            "value": 0,
            "unit": ""
          },
          "spread": {
            "value": 1,
            "unit": "px"
          },
          "blur": {
            "value": 1,
            "unit": "px"
          },
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 1,
            "hex": "#000"
          }
        }
      ]
    },
    "primaryButtonBorder": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0,
          0,
          0
        ],
        "alpha": 0,
        "hex": "#000"
      }
    },
    "errorText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9450980392156862,
          0.4392156862745098,
          0.4823529411764706
        ],
        "alpha": 1,
        "hex": "#f1707b"
      }
    },
    "messageText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    },
    "messageLink": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.4235294117647059,
          0.7215686274509804,
          0.9647058823529412
        ],
        "alpha": 1,
        "hex": "#6cb8f6"
      }
    },
    "messageLinkHovered": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.5098039215686274,
          0.7803921568627451,
          1
        ],
        "alpha": 1,
        "hex": "#82c7ff"
      }
    },
    "infoIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "errorIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9450980392156862,
          0.4392156862745098,
          0.4823529411764706
        ],
        "alpha": 1,
        "hex": "#f1707b"
      }
    },
    "blockingIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.26666666666666666,
          0.15294117647058825,
          0.14901960784313725
        ],
        "alpha": 1,
        "hex": "#442726"
      }
    },
    "warningIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.7843137254901961,
          0.7764705882352941,
          0.7686274509803922
        ],
        "alpha": 1,
        "hex": "#c8c6c4"
      }
    },
    "severeWarningIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9882352941176471,
          0.8823529411764706,
          0
        ],
        "alpha": 1,
        "hex": "#fce100"
      }
    },
    "successIcon": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.5725490196078431,
          0.7647058823529411,
          0.3254901960784314
        ],
        "alpha": 1,
        "hex": "#92c353"
      }
    },
    "infoBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "errorBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.26666666666666666,
          0.15294117647058825,
          0.14901960784313725
        ],
        "alpha": 1,
        "hex": "#442726"
      }
    },
    "blockingBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.26666666666666666,
          0.15294117647058825,
          0.14901960784313725
        ],
        "alpha": 1,
        "hex": "#442726"
      }
    },
    "warningBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.2627450980392157,
          0.20784313725490197,
          0.09803921568627451
        ],
        "alpha": 1,
        "hex": "#433519"
      }
    },
    "severeWarningBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.30980392156862746,
          0.16470588235294117,
          0.058823529411764705
        ],
        "alpha": 1,
        "hex": "#4f2a0f"
      }
    },
    "successBackground": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.2235294117647059,
          0.23921568627450981,
          0.10588235294117647
        ],
        "alpha": 1,
        "hex": "#393d1b"
      }
    },
    "warningHighlight": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          1,
          0.9450980392156862,
          0
        ],
        "alpha": 1,
        "hex": "#fff100"
      }
    },
    "successText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.5725490196078431,
          0.7647058823529411,
          0.3254901960784314
        ],
        "alpha": 1,
        "hex": "#92c353"
      }
    },
    "listTextColor": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.19607843137254902,
          0.19215686274509805,
          0.18823529411764706
        ],
        "alpha": 1,
        "hex": "#323130"
      }
    },
    "warningText": {
      "$type": "color",
      "$value": {
        "colorSpace": "srgb",
        "components": [
          0.9529411764705882,
          0.9490196078431372,
          0.9450980392156862
        ],
        "alpha": 1,
        "hex": "#f3f2f1"
      }
    }
  }
}
"""#,
  ]
}
