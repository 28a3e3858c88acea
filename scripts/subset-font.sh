#!/usr/bin/env bash
# Writes app/assets/fonts/inter-latin-wght-400-700.woff2, the one font the site loads, from the
# Latin file of @fontsource-variable/inter: the weight axis cut to the weights the design uses
# (400-700), the same characters as the original file plus the arrows, and only the OpenType
# features the text uses: kerning, the standard ligatures and tabular figures (the site's text is
# precomposed, so no mark positioning; no contextual alternates). 48 kB becomes ~22 kB, which a
# phone on a slow connection fetches before it can show the page in its real face.
# The result is committed, so builds need none of this; rerun it after upgrading the package.
# Needs Debian's python3-fonttools and python3-brotli (Debian's python3, not another on the PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=app/assets/fonts/inter-latin-wght-400-700.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$source" wght=400:700 -o "$work/instance.woff2"
/usr/bin/python3 -m fontTools.subset "$work/instance.woff2" \
  --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD" \
  --layout-features='kern,liga,tnum' \
  --flavor=woff2 --output-file="$target"
ls -l "$target"
