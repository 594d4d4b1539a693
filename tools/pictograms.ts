// Draws the footer's two consumer-protection pictograms, SAL and SOL, at the size the ANPC order on alternative dispute
// resolution sets (250 x 50 pixels) and at twice that for sharp screens, into public/legal/: a dark-blue ANPC badge or
// the European stars beside the procedure's name in capitals, as the order's annex shows them. An owner who prefers
// ANPC's own image files puts them in their place under the same names (docs/legal.md). Run: node tools/pictograms.ts
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const out = resolve(import.meta.dirname, '..', 'public', 'legal');
const WIDTH = 250;
const HEIGHT = 50;
const NAVY = '#1a3a8a';
const EU_BLUE = '#003399';
const EU_YELLOW = '#ffcc00';
const FONT = "font-family='Liberation Sans, Arial, Helvetica, sans-serif' font-weight='700'";

/** Twelve five-pointed stars on a circle, as the European flag sets them. */
function stars(cx: number, cy: number, radius: number, size: number): string {
  const star = (x: number, y: number) => {
    const points = Array.from({ length: 10 }, (_, index) => {
      const r = index % 2 === 0 ? size : size * 0.4;
      const angle = (Math.PI / 5) * index - Math.PI / 2;
      return `${(x + r * Math.cos(angle)).toFixed(2)},${(y + r * Math.sin(angle)).toFixed(2)}`;
    });
    return `<polygon points='${points.join(' ')}' fill='${EU_YELLOW}'/>`;
  };
  return Array.from({ length: 12 }, (_, index) => {
    const angle = (Math.PI / 6) * index;
    return star(cx + radius * Math.sin(angle), cy - radius * Math.cos(angle));
  }).join('');
}

/** A pictogram: `mark` in a 50-pixel square on the left, the procedure's name in two lines beside it. */
function pictogram(mark: string, markColour: string, lines: [string, string]): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${WIDTH}' height='${HEIGHT}' viewBox='0 0 ${WIDTH} ${HEIGHT}'>
  <rect x='0.5' y='0.5' width='${WIDTH - 1}' height='${HEIGHT - 1}' rx='5' fill='#ffffff' stroke='${markColour}'/>
  <path d='M5.5 0.5 H56 V49.5 H5.5 A5 5 0 0 1 0.5 44.5 V5.5 A5 5 0 0 1 5.5 0.5 Z' fill='${markColour}'/>
  ${mark}
  <text x='64' y='22' ${FONT} font-size='11.5' fill='${markColour}'>${lines[0]}</text>
  <text x='64' y='38' ${FONT} font-size='11.5' fill='${markColour}'>${lines[1]}</text>
</svg>`;
}

const SAL = pictogram(
  `<text x='28' y='30' ${FONT} font-size='13' fill='#ffffff' text-anchor='middle'>ANPC</text>`,
  NAVY,
  ['SOLUȚIONAREA ALTERNATIVĂ', 'A LITIGIILOR'],
);
const SOL = pictogram(stars(28, 25, 15, 3.4), EU_BLUE, ['SOLUȚIONAREA ONLINE', 'A LITIGIILOR']);

mkdirSync(out, { recursive: true });
for (const [name, svg] of [
  ['sal', SAL],
  ['sol', SOL],
] as const) {
  for (const scale of [1, 2]) {
    const file = join(out, scale === 1 ? `${name}.png` : `${name}@2x.png`);
    await sharp(Buffer.from(svg), { density: 72 * scale })
      .png({ compressionLevel: 9, palette: true })
      .toFile(file);
    console.log(file);
  }
}
