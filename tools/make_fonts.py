"""fonts/VollkornLining-*.ttf: Vollkorn with its lining figures as the default digits.

Vollkorn's default figures are old-style (a 1 reads as an I, a 0 as an o: "Round I of 3"),
and pygame cannot switch on the font's `lnum` feature, so this script does it once: each
digit's cmap entry is pointed at the glyph `lnum` substitutes for it, and the family is
renamed so the modified font is never mistaken for the original (SIL OFL 1.1, see
fonts/LICENSE-Vollkorn.txt). Rerunning it rewrites the same files.

    .venv/bin/python tools/make_fonts.py
"""
from __future__ import annotations

from pathlib import Path

from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parent.parent / "fonts"
STYLES = ("Regular", "Bold", "Italic")
FAMILY = "Vollkorn Lining"


def lining_map(font: TTFont) -> dict[str, str]:
    """Default digit glyph -> its lining form, read from the GSUB `lnum` feature."""
    gsub = font["GSUB"].table
    digits = {font.getBestCmap()[ord(c)] for c in "0123456789"}
    out = {}
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag != "lnum":
            continue
        for index in record.Feature.LookupListIndex:
            for table in gsub.LookupList.Lookup[index].SubTable:
                ext = getattr(table, "ExtSubTable", table)
                out.update({k: v for k, v in getattr(ext, "mapping", {}).items() if k in digits})
    missing = digits - out.keys()
    if missing:
        raise SystemExit(f"no lining form for {sorted(missing)}")
    return out


def make(style: str) -> Path:
    font = TTFont(FONTS / f"Vollkorn-{style}.ttf", recalcTimestamp=False)
    swap = lining_map(font)
    for table in font["cmap"].tables:
        if table.isUnicode():
            for code, glyph in list(table.cmap.items()):
                if glyph in swap:
                    table.cmap[code] = swap[glyph]
    names = font["name"]
    for record in list(names.names):
        text = record.toUnicode()
        if record.nameID in (1, 3, 4, 6, 16, 21):
            new = text.replace("Vollkorn", FAMILY if record.nameID != 6 else FAMILY.replace(" ", ""))
            names.setName(new, record.nameID, record.platformID, record.platEncID, record.langID)
    out = FONTS / f"VollkornLining-{style}.ttf"
    font.save(out)
    return out


if __name__ == "__main__":
    for style in STYLES:
        print(make(style))
