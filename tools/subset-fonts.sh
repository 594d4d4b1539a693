#!/usr/bin/env bash
# Cuts the two self-hosted variable fonts down to what the site's text needs, in three files per family:
# Latin (ASCII, Latin-1 with î â, typographic punctuation, €), the Romanian letters ă ș ț (with their
# cedilla forms) and Cyrillic (the range of @fontsource's own Cyrillic file, for the Russian pages); and down to the weights the site sets: Inter 400-700 (still variable), Playfair Display
# at 600 only (every heading is semibold). Run after upgrading @fontsource-variable/*; needs fonttools
# (`pip install fonttools brotli`). The results are committed in src/assets/fonts/ and declared in
# src/styles/global.css, whose font-weight ranges must match the ones below.
set -euo pipefail
cd "$(dirname "$0")/.."

BASE='U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122'
ROMANIAN='U+0102-0103,U+015E-015F,U+0162-0163,U+0218-021B'
CYRILLIC='U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'
out=src/assets/fonts
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

subset() { # source file, unicodes, weight (a value or a min:max range), target file
  pyftsubset "$1" --unicodes="$2" --layout-features='*' --output-file="$work/subset.ttf"
  fonttools varLib.instancer "$work/subset.ttf" "wght=$3" --quiet --output "$work/instance.ttf"
  fonttools ttLib.woff2 compress --output-file "$4" "$work/instance.ttf"
  echo "$4: $(wc -c <"$4") bytes"
}

declare -A weight=([inter]='400:700' [playfair-display]='600')
for family in inter playfair-display; do
  files="node_modules/@fontsource-variable/$family/files"
  subset "$files/$family-latin-wght-normal.woff2" "$BASE" "${weight[$family]}" "$out/$family-latin.woff2"
  subset "$files/$family-latin-ext-wght-normal.woff2" "$ROMANIAN" "${weight[$family]}" "$out/$family-romanian.woff2"
  subset "$files/$family-cyrillic-wght-normal.woff2" "$CYRILLIC" "${weight[$family]}" "$out/$family-cyrillic.woff2"
done
