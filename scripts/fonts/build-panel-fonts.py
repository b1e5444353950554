#!/usr/bin/env python3
"""Builds the panel's web fonts from the Vazirmatn variable font of the `vazirmatn` npm package.

What it makes, in app/fonts/ (committed; app/fonts.ts loads them through next/font/local):

  panel-fa.woff2             The panel's one text font, preloaded on every page: Vazirmatn's
                             variable font cut to the weights the panel uses (the wght axis
                             restricted to 400-700: font-normal, font-medium, font-semibold,
                             font-bold) and to the characters it shows (Persian/Arabic letters,
                             marks and digits, ZWNJ/ZWJ and the direction marks, basic Latin,
                             the punctuation and signs listed in TEXT below), with every layout
                             feature kept so Persian shapes and joins as in the full font. Like
                             Vazirmatn's "Farsi-Digits" builds, the Latin digits 0-9 are drawn
                             with the Persian digit glyphs (۰-۹), so "0912" in any text or input
                             reads as Persian digits.
  panel-latin-digits.woff2   Only the Latin digit glyphs 0-9, same axis range. app/fonts.ts
                             declares it with `unicode-range: U+0030-0039` in front of panel-fa in
                             the `latin` / `font-latin` stack, so usernames, codes and keys keep
                             Latin digits; a browser fetches it only when such text shows digits.
  OFL.txt                    The fonts' licence (SIL Open Font License 1.1), copied as is.

From: node_modules/vazirmatn/fonts/variable/Vazirmatn[wght].ttf and node_modules/vazirmatn/OFL.txt,
the version package-lock.json pins (vazirmatn is a devDependency: nothing loads it at run time).

Run from anywhere, after `npm ci`, with a Python 3 that has fontTools and brotli (Debian:
`apt-get install python3-fonttools python3-brotli`, then `/usr/bin/python3`; or
`pip install 'fonttools[woff]'`):

    python3 scripts/fonts/build-panel-fonts.py          # writes app/fonts/*
    python3 scripts/fonts/build-panel-fonts.py --check  # exits 1 if the committed files differ

The output is reproducible: the same package version and fontTools give the same bytes (no
timestamps are written; the source font's own `head.modified` is kept). Rerun it and commit the
outputs after upgrading vazirmatn, or when the panel starts using a weight outside 400-700 or
characters outside TEXT (anything missing is drawn by the fallback font, Tahoma or the system's).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

try:
    from fontTools import subset
    from fontTools.ttLib import TTFont
    from fontTools.varLib import instancer
except ImportError:
    sys.exit(
        "fontTools is missing: apt-get install python3-fonttools python3-brotli "
        "(and run /usr/bin/python3), or pip install 'fonttools[woff]'"
    )

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "node_modules" / "vazirmatn"
SOURCE = PACKAGE / "fonts" / "variable" / "Vazirmatn[wght].ttf"
LICENCE = PACKAGE / "OFL.txt"
OUT = ROOT / "app" / "fonts"

# The font-weight classes the panel's markup uses: font-normal (400), font-medium (500),
# font-semibold (600), font-bold (700). The full 100-900 axis costs ~18 kB more.
WEIGHTS = (400, 700)

LATIN_DIGITS = range(0x30, 0x3A)
PERSIAN_DIGITS = range(0x06F0, 0x06FA)

# Code points panel-fa.woff2 maps; those the font lacks are skipped.
TEXT = [
    *range(0x0020, 0x007F),  # basic Latin (its digits end up with Persian shapes, see above)
    0x00A0,  # no-break space
    0x00A9,  # © (map tile credits)
    0x00AB,  # «
    0x00B7,  # · (separators in summaries)
    0x00BB,  # »
    0x00D7,  # ×
    0x00F7,  # ÷
    *range(0x0600, 0x0700),  # Arabic block: Persian letters, marks, ، ؛ ؟ ٪ ٫ ٬, digits ۰-۹ and ٠-٩
    *range(0x200C, 0x2010),  # ZWNJ, ZWJ, LRM, RLM
    *range(0x2010, 0x2015),  # hyphens and dashes – —
    0x2018,  # ‘
    0x2019,  # ’
    0x201C,  # “
    0x201D,  # ”
    0x2022,  # •
    0x2026,  # …
    0x2212,  # − (negative amounts)
    0x2264,  # ≤
    0x2265,  # ≥
    0x25CC,  # dotted circle: the shaper draws a lone mark on it
    0xFDFC,  # ﷼ rial sign
    # Arabic presentation forms: the shaper reaches their glyphs through GSUB anyway; mapping them
    # (~2 kB) draws text that arrives already shaped (names pasted from older software) in Vazirmatn.
    *range(0xFB50, 0xFE00),
    *range(0xFE70, 0xFF00),
]


def variable_font() -> TTFont:
    """The source variable font with its wght axis restricted to WEIGHTS (re-read so gvar loads cleanly)."""
    font = instancer.instantiateVariableFont(TTFont(SOURCE), {"wght": WEIGHTS})
    return reload(font)


def to_bytes(font: TTFont) -> bytes:
    """The font file, with the `head.modified` it came with (no build time in it)."""
    buffer = io.BytesIO()
    font.recalcTimestamp = False
    font.save(buffer)
    return buffer.getvalue()


def reload(font: TTFont) -> TTFont:
    return TTFont(io.BytesIO(to_bytes(font)))


def map_latin_digits_to_persian(font: TTFont) -> None:
    """What the Farsi-Digits builds do: U+0030-0039 draw the glyphs of U+06F0-06F9."""
    for table in font["cmap"].tables:
        if not table.isUnicode():
            continue
        for latin, persian in zip(LATIN_DIGITS, PERSIAN_DIGITS):
            table.cmap[latin] = table.cmap[persian]


def cut(font: TTFont, unicodes: list[int], layout_features: list[str]) -> bytes:
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = layout_features
    options.hinting = False  # the variable font carries no glyph instructions worth the bytes
    options.notdef_outline = False  # a missing character falls back to the next font, never to .notdef
    options.recalc_timestamp = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.flavor = "woff2"
    return to_bytes(font)


def build() -> dict[str, bytes]:
    panel = variable_font()
    map_latin_digits_to_persian(panel)
    # Every feature: joining forms, ligatures, marks, kerning, tnum (tabular-nums in the panel)…
    panel_fa = cut(panel, TEXT, ["*"])

    # The plain Latin digits are tabular already; no feature of theirs is needed.
    latin_digits = cut(variable_font(), list(LATIN_DIGITS), [])

    return {
        "panel-fa.woff2": panel_fa,
        "panel-latin-digits.woff2": latin_digits,
        "OFL.txt": LICENCE.read_bytes(),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with app/fonts/ instead of writing")
    args = parser.parse_args()
    if not SOURCE.exists():
        sys.exit(f"{SOURCE.relative_to(ROOT)} is missing: run npm ci first")

    outputs = build()
    stale = []
    for name, data in outputs.items():
        target = OUT / name
        if args.check:
            if not target.exists() or target.read_bytes() != data:
                stale.append(name)
            continue
        OUT.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        print(f"{target.relative_to(ROOT)}: {len(data):,} bytes")
    if stale:
        print(f"out of date in app/fonts/: {', '.join(stale)} (run scripts/fonts/build-panel-fonts.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
