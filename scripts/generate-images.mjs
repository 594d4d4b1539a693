#!/usr/bin/env node
/**
 * Draws the placeholder photos of the properties.
 *
 * Every src/content/properties/{id}.md lists its photos under `images:` (src: ./{id}/name.jpg).
 * For each listed file that does not exist yet, this script draws an original flat/vector
 * illustration as SVG and renders it to a 1600x1067 JPEG with sharp. The file name picks the
 * scene (mare, plaja, dormitor, living, baie, bucatarie, terasa, piscina, exterior, lac, gradina;
 * a trailing -2/-3 is ignored; anything else gets a generic seaside view and a warning). A few
 * words of the alt text steer details (cadă/duș, două paturi, fereastră, acoperișuri, casă/vilă,
 * niveluri/etaje, ponton). Pictures are seeded from their src path, so they differ per property
 * and the same file always renders byte-identically. No text or logos are drawn.
 *
 *   npm run images                 draw only missing images (real photos are never overwritten)
 *   npm run images -- --force      redraw every listed image
 *   node scripts/generate-images.mjs --root <dir>   use another project root (for testing)
 */
import { readdir, readFile, writeFile, mkdir, access } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';

const W = 1600, H = 1067;

// ---------- randomness and colour ----------
/** FNV-1a over the string, then a murmur3 finalizer so that similar paths give unrelated seeds. */
const hash = (str) => {
  let h = 2166136261;
  for (const ch of str) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619); }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b); h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};
function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => { a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  return { next, range: (lo, hi) => lo + (hi - lo) * next(), int: (lo, hi) => lo + Math.floor((hi - lo + 1) * next()), pick: (arr) => arr[Math.floor(next() * arr.length)], chance: (q) => next() < q };
}
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
const lerp = (a, b, t) => a + (b - a) * t;
const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => { const A = rgb(a), B = rgb(b); return '#' + A.map((v, i) => Math.round(clamp(v + (B[i] - v) * t, 0, 255)).toString(16).padStart(2, '0')).join(''); };
const shade = (c, t) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));

const TIMES = {
  morning: { sky: ['#7fb6e6', '#b8dbf2', '#f7e3cf'], sun: '#fff7e3', glow: '#ffe6c2', elev: 0.5, light: '#fff2dc', tint: '#f7e3cf' },
  noon: { sky: ['#2f7fd0', '#72b4ea', '#d2ebf9'], sun: '#ffffff', glow: '#fff8dc', elev: 0.82, light: '#ffffff', tint: '#d2ebf9' },
  golden: { sky: ['#4e6fb3', '#c58aa2', '#f4ad7b', '#ffd79e'], sun: '#ffe9b8', glow: '#ffb46a', elev: 0.2, light: '#ffd8a4', tint: '#f4ad7b' },
};
const SEAS = [['#3aa5c9', '#13628f'], ['#2f95b0', '#0f5b6e'], ['#4a8fd0', '#1a4f8f'], ['#46b1b8', '#17707d']];
const WALLS = ['#f4efe7', '#eef1ec', '#f3e7dc', '#e7eef4', '#f6f1e4', '#efe5e3', '#ebe8f2', '#e9f0ef'];
const ACCENTS = ['#9db8c9', '#c9b59d', '#a9c2a6', '#d8b4a0', '#7f9eb2', '#c7c1d9', '#b7cfc8'];
const WOODS = ['#c49a6c', '#a0714f', '#d8b98f', '#8a5a3c', '#e3cfae'];
const FABRICS = ['#3f6e8c', '#c9734f', '#6b8f71', '#d9a74a', '#8a6fa8', '#d47f7f', '#2f4858', '#9fb8c8', '#5a7d9a', '#b0836a', '#7fa39a', '#e0c9a0'];
const TILES = ['#e8eef0', '#dfe8e4', '#f1ece4', '#cfdde3', '#f7f7f5', '#d9e4ec'];
const GREENS = ['#4f8a4b', '#3d7a45', '#6a9f58', '#2f6b3f', '#7fae63'];

/** Per-property look (time of day, sea, walls, wood, fabrics), seeded from the property folder. */
function makeStyle(rng) {
  const time = TIMES[rng.pick(['morning', 'noon', 'noon', 'golden'])];
  const sea = SEAS[rng.int(0, SEAS.length - 1)].map((c) => mix(c, time.tint, time === TIMES.golden ? 0.3 : 0.08));
  const fabrics = [...FABRICS].sort(() => rng.next() - 0.5).slice(0, 4);
  return { time, sea, fabrics, wall: rng.pick(WALLS), accent: rng.chance(0.45) ? rng.pick(ACCENTS) : null, wood: rng.pick(WOODS), sunX: rng.range(0.2, 0.8) };
}

// ---------- SVG builder ----------
const r1 = (n) => Math.round(n * 10) / 10;
const attrs = (o) => Object.entries(o).filter(([, v]) => v != null).map(([k, v]) => ` ${k}="${typeof v === 'number' ? r1(v) : v}"`).join('');
const stopsSvg = (stops) => stops.map((s, i) => { const [o, c, a = 1] = Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s]; return `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`; }).join('');

class Pic {
  constructor(rng) { this.rng = rng; this.defs = []; this.body = []; this.n = 0; this.blurs = {}; }
  uid(prefix) { return `${prefix}${this.n++}`; }
  tag(name, a, inner) { this.body.push(inner == null ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`); }
  rect(x, y, w, h, fill, o = {}) { this.tag('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...o }); }
  poly(pts, fill, o = {}) { this.tag('polygon', { points: pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...o }); }
  circle(cx, cy, r, fill, o = {}) { this.tag('circle', { cx, cy, r, fill, ...o }); }
  ellipse(cx, cy, rx, ry, fill, o = {}) { this.tag('ellipse', { cx, cy, rx, ry, fill, ...o }); }
  line(x1, y1, x2, y2, stroke, w = 2, o = {}) { this.tag('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...o }); }
  path(d, fill, o = {}) { this.tag('path', { d, fill, ...o }); }
  open(a) { this.body.push(`<g${attrs(a)}>`); }
  close() { this.body.push('</g>'); }
  def(kind, a, inner) { const id = this.uid('d'); this.defs.push(`<${kind} id="${id}"${attrs(a)}>${inner}</${kind}>`); return `url(#${id})`; }
  /** Linear gradient in image coordinates; stops are colours or [offset, colour, opacity]. */
  grad(stops, x1, y1, x2, y2) { return this.def('linearGradient', { gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 }, stopsSvg(stops)); }
  radial(stops, cx, cy, r) { return this.def('radialGradient', { gradientUnits: 'userSpaceOnUse', cx, cy, r }, stopsSvg(stops)); }
  blur(sd) { return (this.blurs[sd] ??= this.def('filter', { x: '-50%', y: '-50%', width: '200%', height: '200%' }, `<feGaussianBlur stdDeviation="${sd}"/>`)); }
  clip(pts) { return this.def('clipPath', {}, `<polygon points="${pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}"/>`); }
  /** Soft glow: a radial gradient that fades to transparent. */
  glow(x, y, r, color, a = 0.6) { this.circle(x, y, r, this.radial([[0, color, a], [1, color, 0]], x, y, r)); }
  svg() {
    const vignette = this.radial([[0.55, '#000', 0], [1, '#000', 0.16]], W / 2, H / 2, W * 0.62);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}<rect width="${W}" height="${H}" fill="${vignette}"/></svg>`;
  }
}
/** Template tag for SVG path data that rounds every number to 0.1 px. */
const svgPath = (parts, ...vals) => parts.reduce((acc, str, i) => acc + str + (i < vals.length ? (typeof vals[i] === 'number' ? r1(vals[i]) : vals[i]) : ''), '');
const rectPts = (x, y, w, h) => [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];

// ---------- simple 3D: a pinhole camera at the origin looking along +z, y up ----------
function camera(p, { cy = H * 0.47, f = 820, jitter = 60 } = {}) {
  const cx = W / 2 + p.rng.range(-jitter, jitter);
  return { f, cx, cy, P: (x, y, z) => [cx + (f * x) / z, cy - (f * y) / z], s: (z) => f / z };
}
const sub = (a, b) => a.map((v, i) => v - b[i]);
const dot = (a, b) => a.reduce((s, v, i) => s + v * b[i], 0);
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const centroid = (pts) => pts.reduce((a, q) => a.map((v, i) => v + q[i] / pts.length), [0, 0, 0]);

/** Draws the camera-facing faces of a convex solid, shaded by face direction (light from upper left). */
function solid(p, cam, faces, color, o = {}) {
  const c = centroid(faces.flat());
  for (const f of faces) {
    let n = cross(sub(f[1], f[0]), sub(f[2], f[0]));
    const len = Math.hypot(...n) || 1;
    n = n.map((v) => v / len);
    if (dot(n, sub(centroid(f), c)) < 0) n = n.map((v) => -v);
    if (dot(n, f[0]) >= 0 || (o.noBottom && n[1] < -0.99)) continue; // faces away from the camera, or hidden underside
    const front = n[2] < -0.99;
    if (front && o.rx) continue;
    p.poly(f.map((q) => cam.P(...q)), front && o.front ? o.front : shade(color, 0.14 * n[1] - 0.12 * Math.abs(n[0]) - 0.05 * n[0]), o.attrs);
  }
}
/** A straight prism: the 2D profile [[x,y],...] (in the xy plane) extruded from z0 to z1. */
function prism(p, cam, profile, z0, z1, color, o = {}) {
  const v = o.axis === 'z' ? (u, y, w) => [w, y, u] : (u, y, w) => [u, y, w]; // axis 'z': profile in the zy plane, extruded along x
  const a = profile.map(([x, y]) => v(x, y, z0)), b = profile.map(([x, y]) => v(x, y, z1));
  const sides = profile.map((_, i) => { const j = (i + 1) % profile.length; return [a[i], a[j], b[j], b[i]]; });
  solid(p, cam, [a, b, ...sides], color, o);
}
/** Axis-aligned box; returns its front face in image coordinates for adding details. */
function box(p, cam, [x0, x1], [y0, y1], [z0, z1], color, o = {}) {
  prism(p, cam, [[x0, y0], [x1, y0], [x1, y1], [x0, y1]], z0, z1, color, o);
  const [fx, fy] = cam.P(x0, y1, z0), [gx, gy] = cam.P(x1, y0, z0);
  if (o.rx) p.rect(fx, fy, gx - fx, gy - fy, o.front ?? color, { rx: o.rx * cam.s(z0) });
  return { x: fx, y: fy, w: gx - fx, h: gy - fy, s: cam.s(z0) };
}
/** Soft shadow on the floor (height y) under a footprint. */
function shadow(p, cam, y, [x0, x1], [z0, z1], a = 0.22) {
  p.poly([cam.P(x0 - 0.05, y, z0 - 0.05), cam.P(x1 + 0.05, y, z0 - 0.05), cam.P(x1, y, z1), cam.P(x0, y, z1)], '#000', { opacity: a, filter: p.blur(9) });
}
/** A horizontal circle (at height y) as a polygon in image coordinates. */
const hcircle = (cam, x, y, z, r, n = 24) => Array.from({ length: n }, (_, i) => cam.P(x + r * Math.cos((i / n) * 2 * Math.PI), y, z + r * Math.sin((i / n) * 2 * Math.PI)));

// ---------- sky and sea (at infinity, so one panorama serves every window of a picture) ----------
function drawSky(p, st, yH) {
  const t = st.time, r = p.rng, sx = st.sunX * W, sy = yH - t.elev * yH * 0.9;
  p.rect(0, 0, W, yH + 2, p.grad(t.sky, 0, 0, 0, yH));
  p.glow(sx, sy, 300, t.glow, 0.7);
  p.circle(sx, sy, 36, t.sun);
  for (let i = r.int(1, 4); i > 0; i--) cloud(p, r.range(0, W), r.range(0.15, 0.75) * yH, r.range(90, 230), mix('#ffffff', t.sky.at(-2), 0.3));
}
/** Flat-bottomed cloud: a row of bumps clipped at the base line, lit from above. */
function cloud(p, cx, cy, w, base) {
  const r = p.rng, bumps = Array.from({ length: 5 }, (_, i) => [cx + (i / 4 - 0.5) * 1.5 * w, w * (0.2 + 0.26 * Math.sin((Math.PI * (i + 0.5)) / 5)) * r.range(0.8, 1.15)]);
  p.open({ 'clip-path': p.clip(rectPts(cx - 2 * w, cy - 2 * w, 4 * w, 2 * w)), opacity: 0.92 });
  for (const [x, rad] of bumps) p.circle(x, cy, rad, base);
  for (const [x, rad] of bumps) p.circle(x - rad * 0.08, cy - rad * 0.2, rad * 0.85, '#ffffff');
  p.close();
}
function drawSea(p, st, yH, yB = H) {
  const r = p.rng, t = st.time, sx = st.sunX * W;
  p.rect(0, yH, W, yB - yH, p.grad([st.sea[0], st.sea[1]], 0, yH, 0, yB));
  p.rect(0, yH, W, 26, p.grad([[0, t.sky.at(-1), 0.7], [1, t.sky.at(-1), 0]], 0, yH, 0, yH + 26));
  for (let i = 0; i < 70; i++) {
    const d = r.next(), y = yH + 3 + (yB - yH) * d * d, spread = 25 + 240 * d, x = sx + (r.next() + r.next() - 1) * spread;
    p.line(x, y, x + 6 + 45 * d * r.next(), y, t.sun, 1 + 2 * d, { opacity: r1(0.25 + 0.45 * (1 - d)) });
  }
  for (let i = 0; i < 45; i++) {
    const d = Math.sqrt(r.next()), y = yH + (yB - yH) * d, x = r.range(0, W);
    p.line(x, y, x + 10 + 80 * d, y, shade(st.sea[1], 0.3), 1 + 2 * d, { opacity: 0.35 });
  }
}
function panorama(p, st, yH, clip) {
  p.open({ 'clip-path': clip });
  if (p.pano) p.body.push(p.pano);
  else { const i = p.body.length; drawSky(p, st, yH); drawSea(p, st, yH); p.pano = p.body.slice(i).join(''); }
  p.close();
}

// ---------- rooms ----------
/** One-point-perspective room: back wall at z = D, side walls at x = ±RW, floor FL, ceiling CE. */
function room(p, st, { floor = 'wood', wall = st.wall, back = st.accent ?? wall, rw = [2.9, 3.4], depth = [4.4, 5.0], f = 820 } = {}) {
  const r = p.rng, R = camera(p, { cy: H * r.range(0.41, 0.45), f, jitter: 50 });
  Object.assign(R, { RW: r.range(...rw), FL: -r.range(1.4, 1.55), CE: r.range(1.1, 1.3), D: r.range(...depth) });
  const { RW, FL, CE, D, P } = R, Z = 0.4;
  const fc = floor === 'wood' ? st.wood : r.pick(['#d9d4cc', '#c8c3bb', '#e6e1d8', '#b9b2a6', '#dcd3c3']);
  p.poly([P(-RW, CE, D), P(RW, CE, D), P(RW, CE, Z), P(-RW, CE, Z)], shade(wall, 0.45));
  for (const sd of [-1, 1]) p.poly([P(sd * RW, CE, D), P(sd * RW, FL, D), P(sd * RW, FL, Z), P(sd * RW, CE, Z)], shade(wall, sd < 0 ? -0.04 : -0.09));
  p.poly([P(-RW, FL, D), P(RW, FL, D), P(RW, FL, Z), P(-RW, FL, Z)], p.grad([shade(fc, -0.15), fc], 0, P(0, FL, D)[1], 0, H));
  const seam = shade(fc, -0.25);
  if (floor === 'wood') {
    for (let x = -RW; x < RW; x += 0.19) {
      p.line(...P(x, FL, D), ...P(x, FL, Z), seam, 1.5, { opacity: 0.45 });
      for (let z = D - r.range(0, 1.2); z > 1.5; z -= r.range(0.9, 1.6)) p.line(...P(x, FL, z), ...P(x + 0.19, FL, z), seam, 1, { opacity: 0.4 });
    }
  } else {
    for (let x = -RW; x < RW; x += 0.6) p.line(...P(x, FL, D), ...P(x, FL, Z), seam, 1.5, { opacity: 0.5 });
    for (let z = D; z > 1.2; z -= 0.6) p.line(...P(-RW, FL, z), ...P(RW, FL, z), seam, 1.5, { opacity: 0.5 });
  }
  const [bx0, by0] = P(-RW, CE, D), [bx1, by1] = P(RW, FL, D);
  p.rect(bx0, by0, bx1 - bx0, by1 - by0, p.grad([shade(back, 0.08), back], 0, by0, 0, by1));
  p.rect(bx0, by1 - 0.08 * R.s(D), bx1 - bx0, 0.08 * R.s(D), shade(wall, 0.3));
  for (const sd of [-1, 1]) p.poly([P(sd * RW, FL + 0.08, D), P(sd * RW, FL, D), P(sd * RW, FL, Z), P(sd * RW, FL + 0.08, Z)], shade(wall, 0.2));
  return R;
}
/** Rectangle on the back wall (meters) in image coordinates. */
const onBack = (R, x0, x1, y0, y1) => { const [X0, Y0] = R.P(x0, y1, R.D), [X1, Y1] = R.P(x1, y0, R.D); return { x: X0, y: Y0, w: X1 - X0, h: Y1 - Y0, s: R.s(R.D) }; };
const sideQuad = (R, sd, z0, z1, y0, y1) => [R.P(sd * R.RW, y1, z0), R.P(sd * R.RW, y1, z1), R.P(sd * R.RW, y0, z1), R.P(sd * R.RW, y0, z0)];
const curtainFill = (p, col, x, w) => p.grad([shade(col, 0.12), shade(col, -0.1), shade(col, 0.1), shade(col, -0.12), shade(col, 0.08), shade(col, -0.06)], x, 0, x + w, 0);

function backWindow(p, st, R, x0, x1, y0, y1, { curtains = true, frame = '#f7f7f5', split = 2 } = {}) {
  const { P, D, FL } = R, b = onBack(R, x0, x1, y0, y1), s = b.s;
  p.poly([P(x0, FL, D), P(x1, FL, D), P(x1 + 0.3, FL, D - 2.4), P(x0 - 0.3, FL, D - 2.4)], st.time.light, { opacity: 0.3, filter: p.blur(18) });
  panorama(p, st, R.cy, p.clip(rectPts(b.x, b.y, b.w, b.h)));
  p.poly([[b.x + b.w * 0.1, b.y + b.h], [b.x + b.w * 0.45, b.y], [b.x + b.w * 0.62, b.y], [b.x + b.w * 0.27, b.y + b.h]], '#fff', { opacity: 0.08 });
  const fw = 0.06 * s;
  p.rect(b.x, b.y, b.w, b.h, 'none', { stroke: frame, 'stroke-width': fw });
  for (let i = 1; i < split; i++) p.rect(b.x + (b.w * i) / split - fw / 3, b.y, (fw * 2) / 3, b.h, frame);
  p.rect(b.x - 0.07 * s, b.y + b.h, b.w + 0.14 * s, 0.05 * s, shade(frame, -0.06));
  if (!curtains) return b;
  const col = p.rng.chance(0.4) ? '#fbfaf7' : st.fabrics[1], cw = 0.42 * s, top = b.y - 0.18 * s, bot = P(0, FL + 0.03, D)[1];
  p.rect(b.x - cw - 0.1 * s, top - 0.03 * s, b.w + 2 * cw + 0.2 * s, 0.035 * s, '#4a4a4a');
  for (const cx of [b.x - cw * 0.8, b.x + b.w - cw * 0.2]) p.rect(cx, top, cw, bot - top, curtainFill(p, col, cx, cw), { opacity: col === '#fbfaf7' ? 0.85 : 1 });
  return b;
}
function sideWindow(p, st, R, sd, z0, z1, y0, y1) {
  const { P, FL, RW } = R, q = sideQuad(R, sd, z0, z1, y0, y1);
  p.poly([P(sd * RW, FL, z1), P(sd * RW, FL, z0), P(sd * (RW - 2), FL, z0 - 0.6), P(sd * (RW - 2), FL, z1 - 0.6)], st.time.light, { opacity: 0.3, filter: p.blur(18) });
  panorama(p, st, R.cy, p.clip(q));
  const fw = 0.06 * R.s(z1);
  p.poly(q, 'none', { stroke: '#f7f7f5', 'stroke-width': fw });
  p.line(...P(sd * RW, y1, (z0 + z1) / 2), ...P(sd * RW, y0, (z0 + z1) / 2), '#f7f7f5', fw * 0.7);
  p.poly([P(sd * RW, y0, z0), P(sd * RW, y0, z1), P(sd * (RW - 0.08), y0, z1), P(sd * (RW - 0.08), y0, z0)], '#ffffff');
}
/** Framed wall picture: a tiny seascape, circles, leaves or arches; never text. */
function art(p, st, x, y, w, h) {
  const r = p.rng, m = Math.min(w, h) * 0.06, ix = x + m * 2, iy = y + m * 2, iw = w - 4 * m, ih = h - 4 * m;
  p.rect(x + 5, y + 8, w, h, '#000', { opacity: 0.15, filter: p.blur(5) });
  p.rect(x, y, w, h, r.pick(['#2b2b2b', '#f5f1ea', st.wood]));
  p.rect(x + m, y + m, w - 2 * m, h - 2 * m, '#faf7f1');
  const c = st.fabrics, kind = r.int(0, 3);
  const m2 = Math.min(iw, ih), cx = ix + iw / 2;
  if (kind === 0) { // seascape with a sun
    p.rect(ix, iy, iw, ih * 0.6, shade(c[3], 0.5));
    p.rect(ix, iy + ih * 0.6, iw, ih * 0.4, c[0]);
    p.circle(ix + iw * r.range(0.25, 0.75), iy + ih * 0.38, m2 * 0.12, c[1]);
  } else if (kind === 1) { // overlapping circles
    for (let i = 0; i < 3; i++) p.circle(ix + iw * r.range(0.25, 0.75), iy + ih * r.range(0.3, 0.7), m2 * r.range(0.15, 0.32), c[i], { opacity: 0.8 });
  } else if (kind === 2) { // a leafy branch
    p.rect(ix, iy, iw, ih, shade(c[2], 0.75));
    for (let i = 0; i < 7; i++) { const ly = iy + ih * (0.2 + i * 0.1); p.ellipse(cx, ly, iw * 0.28, ih * 0.04, c[2], { transform: `rotate(${i % 2 ? 25 : -25} ${r1(cx)} ${r1(ly)})` }); }
    p.line(cx, iy + ih * 0.15, cx, iy + ih * 0.9, shade(c[2], -0.3), 2);
  } else { // three arches
    for (let i = 0; i < 3; i++) { const aw = iw / 3.4, ax = ix + iw * 0.08 + i * aw * 1.1; p.path(svgPath`M${ax},${iy + ih} V${iy + ih * 0.45} a${aw / 2},${aw / 2} 0 0 1 ${aw},0 V${iy + ih}Z`, c[i]); }
  }
}
/** Potted plant standing at (x, yBase), s = pixels per meter. */
function plant(p, x, yBase, s, pot = '#e9e4dc', size = 1) {
  const r = p.rng, pw = 0.36 * s * size, ph = 0.4 * s * size, by = yBase - ph;
  for (let i = r.int(8, 13); i > 0; i--) {
    const a = -90 + r.range(-70, 70), len = r.range(0.45, 1.0) * s * size;
    p.ellipse(x + len / 2, by, len / 2, len * 0.13, r.pick(GREENS), { transform: `rotate(${r1(a)} ${r1(x)} ${r1(by)})` });
  }
  p.poly([[x - pw / 2, by], [x + pw / 2, by], [x + pw * 0.38, yBase], [x - pw * 0.38, yBase]], pot);
  p.rect(x - pw / 2 - 2, by - 0.04 * s, pw + 4, 0.05 * s, shade(pot, -0.08));
}
function tableLamp(p, R, x, y, z, col) {
  const s = R.s(z), [bx, by] = R.P(x, y, z);
  p.glow(bx, by - 0.45 * s, 0.75 * s, '#fff0c8', 0.55);
  p.rect(bx - 0.07 * s, by - 0.03 * s, 0.14 * s, 0.03 * s, '#5a5a5a');
  p.rect(bx - 0.012 * s, by - 0.36 * s, 0.024 * s, 0.34 * s, '#6b6b6b');
  p.poly([[bx - 0.12 * s, by - 0.6 * s], [bx + 0.12 * s, by - 0.6 * s], [bx + 0.17 * s, by - 0.34 * s], [bx - 0.17 * s, by - 0.34 * s]], col);
}
function pendant(p, R, x, z, col, drop = 0.7) {
  const s = R.s(z), [tx, ty] = R.P(x, R.CE, z), [bx, by] = R.P(x, R.CE - drop, z);
  p.line(tx, ty, bx, by, '#3a3a3a', 2);
  p.glow(bx, by + 0.12 * s, 0.5 * s, '#fff0c8', 0.45);
  p.path(svgPath`M${bx - 0.2 * s},${by + 0.16 * s} Q${bx - 0.2 * s},${by} ${bx},${by} Q${bx + 0.2 * s},${by} ${bx + 0.2 * s},${by + 0.16 * s}Z`, col);
  p.ellipse(bx, by + 0.16 * s, 0.2 * s, 0.025 * s, '#fff6dc');
}
function rug(p, R, x0, x1, z0, z1, col) {
  const { P, FL } = R, q = (a, b, c, d) => [P(a, FL, c), P(b, FL, c), P(b, FL, d), P(a, FL, d)];
  p.poly(q(x0, x1, z0, z1), col);
  p.poly(q(x0 + 0.12, x1 - 0.12, z0 + 0.12, z1 - 0.12), 'none', { stroke: shade(col, 0.35), 'stroke-width': 3, opacity: 0.7 });
}

// ---------- interior scenes ----------
/** Bed widths from the alt text: two singles, two doubles, a double and a single, king-size, or one random double. */
function bedWidths(r, alt) {
  if (/(dou[aă]|2) paturi single/i.test(alt)) return [0.9, 0.9];
  if (/(dou[aă]|2) paturi/i.test(alt)) return [1.4, 1.4];
  if (/pat single/i.test(alt)) return [1.4, 0.9];
  return [/king/i.test(alt) ? 1.8 : r.pick([1.4, 1.6, 1.8])];
}
function bed(p, R, st, bx, bw, o) {
  const { FL, D } = R, x0 = bx - bw / 2, x1 = bx + bw / 2, blanket = o.blanket;
  shadow(p, R, FL, [x0, x1], [D - 2.15, D], 0.3);
  box(p, R, [x0 - 0.08, x1 + 0.08], [FL, FL + o.head], [D - 0.1, D], o.headCol, { rx: 0.05 });
  box(p, R, [x0, x1], [FL, FL + 0.3], [D - 2.1, D - 0.1], shade(st.wood, -0.1));
  box(p, R, [x0 + 0.02, x1 - 0.02], [FL + 0.3, FL + 0.52], [D - 2.05, D - 0.12], '#fbfbf9');
  const n = bw > 1.2 ? 2 : 1, pw = (bw - 0.16) / n - 0.03;
  for (let i = 0; i < n; i++) box(p, R, [x0 + 0.08 + i * (pw + 0.06), x0 + 0.08 + i * (pw + 0.06) + pw], [FL + 0.5, FL + 0.9], [D - 0.42, D - 0.14], o.pillow, { rx: 0.08 });
  for (let i = 0; i < n; i++) { const cx = bx + (n === 1 ? 0 : (i - 0.5) * 0.6); box(p, R, [cx - 0.22, cx + 0.22], [FL + 0.5, FL + 0.82], [D - 0.6, D - 0.44], i ? shade(o.accent, 0.45) : o.accent, { rx: 0.07 }); }
  box(p, R, [x0 - 0.04, x1 + 0.04], [FL + 0.2, FL + 0.58], [D - 2.13, D - 0.85], blanket, { rx: 0.03 });
  box(p, R, [x0 - 0.045, x1 + 0.045], [FL + 0.22, FL + 0.6], [D - 1.0, D - 0.82], shade(blanket, 0.55));
  if (o.throw) box(p, R, [x0 - 0.05, x1 + 0.05], [FL + 0.18, FL + 0.61], [D - 2.15, D - 1.7], o.accent);
}
function dormitor(p, st, meta) {
  const r = p.rng, widths = bedWidths(r, meta.alt ?? ''), twin = widths.length > 1;
  const R = room(p, st, { rw: twin ? [2.7, 3.0] : [2.3, 2.8], depth: [4.0, 4.5], f: 760 }), { RW, FL, D, P } = R, sd = r.pick([-1, 1]);
  const total = widths.reduce((a, w) => a + w, 0) + 0.6 * (widths.length - 1), bx = -sd * r.range(0.3, twin ? 0.4 : 0.7);
  const edge = bx + sd * (total / 2 + 0.75), far = sd * (RW - 0.25);
  if (r.chance(0.55) && Math.abs(far - edge) > 0.8) backWindow(p, st, R, Math.min(edge, far), Math.max(edge, far), FL + 0.8, FL + 2.3);
  else sideWindow(p, st, R, sd, D - 1.4, D - 0.3, FL + 0.8, FL + 2.3);
  const n = r.int(1, 3), aw = n === 1 ? Math.min(1.2, total * 0.6) : 0.46;
  for (let i = 0; i < n; i++) { const ax = bx + (i - (n - 1) / 2) * (aw + 0.14), a = onBack(R, ax - aw / 2, ax + aw / 2, FL + 1.5, FL + 1.5 + (n === 1 ? 0.5 : 0.6)); art(p, st, a.x, a.y, a.w, a.h); }
  rug(p, R, bx - total / 2 - 0.6, bx + total / 2 + 0.6, D - 2.8, D - 1.2, r.pick([st.fabrics[2], '#e8e1d5', shade(st.fabrics[3], 0.3)]));
  // bed centres, then nightstands beside and between the beds
  let x = bx - total / 2;
  const centres = widths.map((w) => { const c = x + w / 2; x += w + 0.6; return c; });
  const stands = [centres[0] - widths[0] / 2 - 0.33, ...centres.slice(1).map((c, i) => c - widths[i + 1] / 2 - 0.3), centres.at(-1) + widths.at(-1) / 2 + 0.33];
  for (const nx of stands) {
    if (Math.abs(nx) > RW - 0.25) continue;
    shadow(p, R, FL, [nx - 0.24, nx + 0.24], [D - 0.45, D]);
    const f = box(p, R, [nx - 0.24, nx + 0.24], [FL, FL + 0.55], [D - 0.45, D], st.wood);
    p.rect(f.x + f.w * 0.08, f.y + f.h * 0.35, f.w * 0.84, 2, shade(st.wood, -0.3));
    p.rect(f.x + f.w * 0.4, f.y + f.h * 0.17, f.w * 0.2, f.h * 0.05, shade(st.wood, -0.4));
    tableLamp(p, R, nx, FL + 0.55, D - 0.22, r.pick(['#f4eee2', '#fff8ea', shade(st.fabrics[1], 0.5)]));
  }
  const look = { blanket: st.fabrics[0], accent: st.fabrics[1], pillow: r.pick(['#ffffff', '#f3efe8', '#eef2f5']), head: r.range(1.0, 1.3), headCol: r.chance(0.5) ? st.wood : shade(st.fabrics[0], 0.35), throw: r.chance(0.6) };
  const order = centres.map((c, i) => i).sort((i, j) => Math.abs(centres[j]) - Math.abs(centres[i])); // outer beds first
  for (const i of order) bed(p, R, st, centres[i], widths[i], look);
  if (r.chance(0.4)) pendant(p, R, bx, D - 1.4, r.pick(['#f4eee2', '#3a3a3a', st.wood]), 0.45);
  if (r.chance(0.7)) plant(p, ...P(sd * (RW - 0.35), FL, D - 0.35), R.s(D - 0.35), r.pick(['#ede7de', '#c46a4b', '#3c3c3c']), 0.9);
}
function sofa(p, R, x0, x1, z1, col, cushion) {
  const { FL } = R, z0 = z1 - 0.95, w = x1 - x0;
  shadow(p, R, FL, [x0, x1], [z0, z1], 0.3);
  box(p, R, [x0 + 0.05, x1 - 0.05], [FL + 0.1, FL + 0.85], [z1 - 0.28, z1], shade(col, -0.05));
  box(p, R, [x0, x0 + 0.2], [FL + 0.1, FL + 0.62], [z0, z1], col, { rx: 0.05 });
  box(p, R, [x1 - 0.2, x1], [FL + 0.1, FL + 0.62], [z0, z1], col, { rx: 0.05 });
  box(p, R, [x0 + 0.2, x1 - 0.2], [FL + 0.1, FL + 0.42], [z0 + 0.02, z1 - 0.28], shade(col, -0.08));
  const n = w > 2 ? 3 : 2, cw = (w - 0.4) / n;
  for (let i = 0; i < n; i++) {
    const a = x0 + 0.2 + i * cw;
    box(p, R, [a + 0.01, a + cw - 0.01], [FL + 0.42, FL + 0.8], [z1 - 0.45, z1 - 0.28], shade(col, 0.04), { rx: 0.05 });
    box(p, R, [a + 0.01, a + cw - 0.01], [FL + 0.4, FL + 0.53], [z0, z1 - 0.45], shade(col, 0.06), { rx: 0.04 });
  }
  for (const k of [0, 1]) { const a = k ? x1 - 0.62 : x0 + 0.24; box(p, R, [a, a + 0.38], [FL + 0.52, FL + 0.86], [z1 - 0.62, z1 - 0.5], k ? cushion : shade(cushion, 0.35), { rx: 0.07 }); }
}
function living(p, st) {
  const r = p.rng, R = room(p, st, { rw: [2.8, 3.2], depth: [4.3, 4.8], f: 780 }), { RW, FL, D, P } = R, sd = r.pick([-1, 1]);
  const sw = r.range(2.3, 2.8), sx = -sd * r.range(0.2, 0.5), wx = clamp(sx + sd * (sw / 2 + 0.55), -RW + 0.3, RW - 0.3);
  backWindow(p, st, R, Math.min(wx, wx + sd * 1.5), Math.max(wx, wx + sd * 1.5), FL + 0.25, FL + 2.35, { split: 3 });
  const a = onBack(R, sx - 0.55, sx + 0.55, FL + 1.35, FL + 2.0);
  art(p, st, a.x, a.y, a.w, a.h);
  // TV on the wall opposite the window, above a low console
  const tz = [D - 1.45, D - 0.25];
  shadow(p, R, FL, [-sd * RW, -sd * (RW - 0.4)].sort((m, n) => m - n), tz);
  box(p, R, [-sd * RW, -sd * (RW - 0.42)].sort((m, n) => m - n), [FL, FL + 0.45], tz, st.wood);
  const tv = sideQuad(R, -sd, tz[0] + 0.1, tz[1] - 0.1, FL + 0.85, FL + 1.55);
  p.poly(tv, '#1d2126', { stroke: '#0c0e10', 'stroke-width': 5 });
  p.poly([tv[0], lerpPt(tv[0], tv[1], 0.4), lerpPt(tv[3], tv[2], 0.15), tv[3]], '#ffffff', { opacity: 0.06 });
  rug(p, R, sx - 1.5, sx + 1.5, D - 3.0, D - 0.7, r.pick([shade(st.fabrics[2], 0.4), '#e8e1d5', shade(st.fabrics[3], 0.3)]));
  sofa(p, R, sx - sw / 2, sx + sw / 2, D - 0.05, st.fabrics[0], st.fabrics[1]);
  const lx = sx - sd * (sw / 2 + 0.3);
  if (Math.abs(lx) < RW - 0.2) { // floor lamp beside the sofa
    const [x, y] = P(lx, FL, D - 0.3), s = R.s(D - 0.3);
    p.glow(x, y - 1.55 * s, 0.6 * s, '#fff0c8', 0.5);
    p.line(x, y, x, y - 1.45 * s, '#444', 0.03 * s);
    p.poly([[x - 0.15 * s, y - 1.7 * s], [x + 0.15 * s, y - 1.7 * s], [x + 0.22 * s, y - 1.42 * s], [x - 0.22 * s, y - 1.42 * s]], r.pick(['#e8d9bf', '#3a3a3a', shade(st.fabrics[1], 0.3)]));
    p.ellipse(x, y, 0.16 * s, 0.03 * s, '#444');
  }
  // coffee table, round or rectangular
  const tz0 = D - 2.2, tcol = r.chance(0.5) ? st.wood : '#f2f0ec';
  shadow(p, R, FL, [sx - 0.6, sx + 0.6], [tz0, tz0 + 0.6], 0.25);
  for (const [lx2, lz] of [[-0.5, 0.05], [0.5, 0.05], [-0.5, 0.55], [0.5, 0.55]]) box(p, R, [sx + lx2 - 0.03, sx + lx2 + 0.03], [FL, FL + 0.38], [tz0 + lz - 0.03, tz0 + lz + 0.03], '#3a3a3a');
  box(p, R, [sx - 0.6, sx + 0.6], [FL + 0.38, FL + 0.43], [tz0, tz0 + 0.6], tcol);
  box(p, R, [sx - 0.4, sx - 0.1], [FL + 0.43, FL + 0.47], [tz0 + 0.15, tz0 + 0.4], st.fabrics[3]);
  p.poly(hcircle(R, sx + 0.25, FL + 0.47, tz0 + 0.3, 0.14), '#ffffff');
  for (let i = 0; i < 3; i++) p.circle(...P(sx + 0.2 + i * 0.05, FL + 0.5, tz0 + 0.3), 0.04 * R.s(tz0), ['#e07b54', '#f2c14e', '#9cc36b'][i]);
  const px = sd * (RW - 0.45);
  plant(p, ...P(px, FL, D - 0.5), R.s(D - 0.5), r.pick(['#e9e4dc', '#c46a4b', '#3c3c3c']), 1.15);
}
const lerpPt = (a, b, t) => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
function tileGrid(p, b, size, col) {
  p.rect(b.x, b.y, b.w, b.h, col);
  for (let x = b.x + size; x < b.x + b.w - 1; x += size) p.line(x, b.y, x, b.y + b.h, shade(col, -0.12), 1.5);
  for (let y = b.y + b.h - size; y > b.y + 1; y -= size / 2) p.line(b.x, y, b.x + b.w, y, shade(col, -0.12), 1.5);
}
function baie(p, st, meta) {
  const r = p.rng, tile = r.pick(TILES), R = room(p, st, { floor: 'tile', wall: tile, back: tile, rw: [1.6, 1.9], depth: [3.0, 3.4], f: 680 }), { RW, FL, CE, D, P } = R, sd = r.pick([-1, 1]);
  const s = R.s(D), grid = shade(tile, -0.12);
  tileGrid(p, onBack(R, -RW, RW, FL, CE), 0.3 * s, tile);
  for (const k of [-1, 1]) {
    for (let y = FL + 0.3; y < CE; y += 0.3) p.line(...P(k * RW, y, D), ...P(k * RW, y, 0.5), grid, 1.5);
    for (let z = D - 0.3; z > 1; z -= 0.3) p.line(...P(k * RW, FL, z), ...P(k * RW, CE, z), grid, 1.5);
  }
  // wet corner: mosaic, shower head, then a bathtub or a glass shower
  const alt = meta.alt ?? '', tub = /cad[aă]/i.test(alt) || (!/du[sș]/i.test(alt) && r.chance(0.45)), wz = tub ? [sd * RW - 1.6, sd * RW].sort((m, n) => m - n) : [sd * RW - 1.0, sd * RW].sort((m, n) => m - n);
  const mosaic = r.pick(['#4f7f8f', '#6d8f86', '#8a9bb0', '#b8a48c', '#3f5f73', '#c9d6dc']);
  tileGrid(p, onBack(R, wz[0], wz[1], FL, FL + 2.2), 0.1 * s, mosaic);
  const hx = (wz[0] + wz[1]) / 2 + sd * 0.2, [hx2, hy] = P(hx, FL + 2.05, D);
  p.rect(hx2 - 0.012 * s, hy, 0.024 * s, 0.9 * s, '#c9ced3');
  p.ellipse(hx2, hy, 0.13 * s, 0.035 * s, '#d8dde2', { stroke: '#9aa3ab', 'stroke-width': 2 });
  if (r.chance(0.6)) { // small high window
    const wc = (wz[0] + wz[1]) / 2, b = onBack(R, wc - 0.3, wc + 0.3, FL + 2.25, Math.min(FL + 2.5, CE - 0.08));
    p.rect(b.x, b.y, b.w, b.h, p.grad(['#ffffff', st.time.sky[1]], 0, b.y, 0, b.y + b.h), { stroke: '#ffffff', 'stroke-width': 0.05 * s });
  }
  // vanity with vessel basin and mirror on the other side
  const vw = r.range(0.8, 1.1), vx = -sd * (RW - 0.15 - vw / 2) + sd * r.range(0, 0.3), vz = D - 0.55;
  const m = r.chance(0.5) ? onBack(R, vx - 0.32, vx + 0.32, FL + 1.2, FL + 1.95) : onBack(R, vx - vw / 2 + 0.05, vx + vw / 2 - 0.05, FL + 1.2, FL + 1.9);
  p.rect(m.x + 6, m.y + 8, m.w, m.h, '#000', { opacity: 0.12, filter: p.blur(6), rx: m.w * 0.12 });
  p.rect(m.x, m.y, m.w, m.h, p.grad([shade(st.time.sky[1], 0.5), '#dfe6ea', shade(tile, -0.05)], m.x, m.y, m.x + m.w, m.y + m.h), { rx: Math.min(m.w, m.h) * 0.12, stroke: '#b7bcc0', 'stroke-width': 4 });
  p.poly([[m.x + m.w * 0.2, m.y + m.h], [m.x + m.w * 0.55, m.y], [m.x + m.w * 0.68, m.y], [m.x + m.w * 0.33, m.y + m.h]], '#ffffff', { opacity: 0.25 });
  p.glow(m.x + m.w / 2, m.y - 0.05 * s, 0.5 * s, '#fff3d6', 0.5);
  const vcol = r.chance(0.5) ? st.wood : r.pick(['#ffffff', '#3b4a55', '#7d8f7d']);
  const f = box(p, R, [vx - vw / 2, vx + vw / 2], [FL + 0.3, FL + 0.82], [vz, D], vcol);
  p.rect(f.x + f.w * 0.06, f.y + f.h * 0.5, f.w * 0.88, 2, shade(vcol, -0.25));
  for (const k of [0.3, 0.7]) p.rect(f.x + f.w * k - f.w * 0.06, f.y + f.h * 0.22, f.w * 0.12, 4, '#8f969c');
  box(p, R, [vx - vw / 2 - 0.02, vx + vw / 2 + 0.02], [FL + 0.82, FL + 0.86], [vz - 0.02, D], '#f4f2ee');
  const [bxc, byc] = P(vx, FL + 0.86, D - 0.28), bs = R.s(D - 0.28);
  p.path(svgPath`M${bxc - 0.22 * bs},${byc - 0.12 * bs} h${0.44 * bs} q0,${0.14 * bs} ${-0.22 * bs},${0.14 * bs} q${-0.22 * bs},0 ${-0.22 * bs},-${0.14 * bs}Z`, '#ffffff', { stroke: '#d9dde0', 'stroke-width': 2 });
  p.ellipse(bxc, byc - 0.12 * bs, 0.22 * bs, 0.045 * bs, '#e8ecee', { stroke: '#d0d5d8', 'stroke-width': 2 });
  p.path(svgPath`M${bxc},${byc - 0.05 * bs} v${-0.3 * bs} h${0.09 * bs}`, 'none', { stroke: '#a8afb5', 'stroke-width': 0.025 * bs, 'stroke-linecap': 'round' });
  if (r.chance(0.6)) plant(p, ...P(vx + sd * (vw / 2 - 0.15), FL + 0.86, D - 0.3), R.s(D - 0.3), '#ffffff', 0.45);
  // towels on a rail on the side wall by the vanity
  const tw = -sd, rail = [P(tw * RW, FL + 1.55, D - 1.6), P(tw * RW, FL + 1.55, D - 0.7)], tc = [st.fabrics[0], r.pick(['#ffffff', '#f1ebe1', shade(st.fabrics[2], 0.5)])];
  p.line(...rail[0], ...rail[1], '#a8afb5', 6);
  for (const [i, z0, z1] of [[0, D - 1.55, D - 1.2], [1, D - 1.12, D - 0.75]]) {
    const bottom = FL + (i ? 1.0 : 0.9);
    p.poly(sideQuad(R, tw, z0, z1, bottom, FL + 1.56), tc[i]);
    p.poly(sideQuad(R, tw, z0, z1, bottom + 0.08, bottom + 0.14), shade(tc[i], -0.15)); // woven stripe
  }
  if (tub) {
    const f2 = box(p, R, wz, [FL, FL + 0.56], [D - 0.78, D], '#fbfbfa', { rx: 0.04 });
    p.poly([P(wz[0] + 0.08, FL + 0.565, D - 0.7), P(wz[1] - 0.08, FL + 0.565, D - 0.7), P(wz[1] - 0.08, FL + 0.565, D - 0.08), P(wz[0] + 0.08, FL + 0.565, D - 0.08)], '#dfe9ee');
    p.rect(f2.x, f2.y + f2.h * 0.1, f2.w, 3, '#000', { opacity: 0.05 });
    const [fx, fy] = P(wz[1] - 0.2, FL + 0.56, D - 0.4), fs = R.s(D - 0.4);
    p.path(svgPath`M${fx},${fy} v${-0.2 * fs} h${-0.1 * fs}`, 'none', { stroke: '#a8afb5', 'stroke-width': 0.03 * fs });
  } else {
    const gz = D - 1.0, [gx0, gy0] = P(wz[0], FL + 2.0, gz), [gx1, gy1] = P(wz[1], FL, gz);
    p.poly([P(wz[0], FL + 0.01, D), P(wz[1], FL + 0.01, D), P(wz[1], FL + 0.01, gz), P(wz[0], FL + 0.01, gz)], shade(mosaic, 0.5));
    p.rect(gx0, gy0, gx1 - gx0, gy1 - gy0, '#dff1f4', { opacity: 0.22 });
    for (const k of [0.15, 0.3]) p.poly([[lerp(gx0, gx1, k), gy1], [lerp(gx0, gx1, k + 0.3), gy0], [lerp(gx0, gx1, k + 0.36), gy0], [lerp(gx0, gx1, k + 0.06), gy1]], '#ffffff', { opacity: 0.16 });
    p.rect(sd > 0 ? gx0 - 4 : gx1 - 4, gy0, 8, gy1 - gy0, '#b9c0c6');
    p.rect(gx0, gy0 - 4, gx1 - gx0, 8, '#b9c0c6');
  }
  p.poly([P(vx - 0.35, FL + 0.01, D - 0.75), P(vx + 0.35, FL + 0.01, D - 0.75), P(vx + 0.35, FL + 0.01, D - 1.25), P(vx - 0.35, FL + 0.01, D - 1.25)], st.fabrics[1], { opacity: 0.85 });
}
function bucatarie(p, st) {
  const r = p.rng, R = room(p, st, { floor: r.chance(0.5) ? 'tile' : 'wood', rw: [2.6, 3.0], depth: [4.2, 4.6], f: 760 }), { RW, FL, D, P } = R, s = R.s(D);
  const cab = r.pick(['#f4f2ee', '#3f5566', '#8aa39a', '#d8cbb8', '#5d6b7a', '#ffffff']), top = r.pick(['#e9e6e1', '#2e2e30', st.wood, '#cfc8bd']);
  const x0 = -RW, x1 = RW, wx = r.range(-0.8, 0.8), dir = r.pick([-1, 1]), stoveX = Math.abs(wx + dir * 1.4) > RW - 0.5 ? wx - dir * 1.4 : wx + dir * 1.4;
  tileGrid(p, onBack(R, x0, x1, FL + 0.9, FL + 1.5), 0.15 * s, r.pick(TILES));
  backWindow(p, st, R, wx - 0.55, wx + 0.55, FL + 1.0, FL + 2.2, { curtains: false });
  // cabinet fronts are 0.6 m wide; a run of them is one box with door lines drawn on its front
  const doors = (f, xa, xb, draw) => { for (let x = xa; x < xb - 0.05; x += 0.6) draw(f.x + ((x - xa) / (xb - xa)) * f.w, (Math.min(0.6, xb - x) / (xb - xa)) * f.w); };
  // upper cabinets in runs that leave room for the window and the hood
  const gaps = [[wx - 0.65, wx + 0.65], [stoveX - 0.45, stoveX + 0.45]].sort((m, n) => m[0] - n[0]);
  for (const [xa, xb] of [[x0, gaps[0][0]], [gaps[0][1], gaps[1][0]], [gaps[1][1], x1]]) {
    if (xb - xa < 0.5) continue;
    const f = box(p, R, [xa, xb], [FL + 1.55, FL + 2.3], [D - 0.35, D], cab);
    doors(f, xa, xb, (x, w) => { p.line(x, f.y, x, f.y + f.h, shade(cab, -0.2), 1.5); p.rect(x + w * 0.45, f.y + f.h * 0.78, w * 0.1, 4, '#9aa0a6'); });
  }
  const [hx, hy] = P(stoveX, FL + 1.65, D - 0.25), hs = R.s(D - 0.25);
  p.rect(hx - 0.12 * hs, hy - 0.7 * hs, 0.24 * hs, 0.55 * hs, '#c5cacf');
  p.poly([[hx - 0.14 * hs, hy - 0.18 * hs], [hx + 0.14 * hs, hy - 0.18 * hs], [hx + 0.36 * hs, hy], [hx - 0.36 * hs, hy]], '#d5dadf');
  // base cabinets, oven under the hob, counter along the back wall
  shadow(p, R, FL, [x0, x1], [D - 0.62, D], 0.2);
  box(p, R, [x0, x1], [FL, FL + 0.1], [D - 0.55, D], '#2b2b2b');
  const base = box(p, R, [x0, x1], [FL + 0.1, FL + 0.86], [D - 0.6, D], cab);
  doors(base, x0, x1, (x, w) => {
    p.line(x, base.y, x, base.y + base.h, shade(cab, -0.2), 1.5);
    const mid = base.x + ((stoveX - x0) / (x1 - x0)) * base.w;
    if (mid > x && mid < x + w) { p.rect(x + w * 0.08, base.y + base.h * 0.22, w * 0.84, base.h * 0.6, '#26292c', { rx: 4 }); p.rect(x + w * 0.2, base.y + base.h * 0.13, w * 0.6, 4, '#b9c0c6'); }
    else p.rect(x + w * 0.1, base.y + base.h * 0.1, w * 0.8, 4, '#9aa0a6');
  });
  box(p, R, [x0, x1], [FL + 0.86, FL + 0.9], [D - 0.63, D], top);
  const cook = [P(stoveX - 0.3, FL + 0.905, D - 0.55), P(stoveX + 0.3, FL + 0.905, D - 0.55), P(stoveX + 0.3, FL + 0.905, D - 0.05), P(stoveX - 0.3, FL + 0.905, D - 0.05)];
  p.poly(cook, '#1e2022');
  for (const [bx, bz] of [[-0.14, 0.16], [0.14, 0.16], [-0.14, 0.4], [0.14, 0.4]]) p.poly(hcircle(R, stoveX + bx, FL + 0.906, D - bz, 0.09), 'none', { stroke: '#5a5f64', 'stroke-width': 2 });
  p.poly([P(wx - 0.3, FL + 0.905, D - 0.5), P(wx + 0.3, FL + 0.905, D - 0.5), P(wx + 0.3, FL + 0.905, D - 0.12), P(wx - 0.3, FL + 0.905, D - 0.12)], '#b9c0c6');
  const [fx, fy] = P(wx, FL + 0.9, D - 0.06), fs = R.s(D - 0.06);
  p.path(svgPath`M${fx},${fy} v${-0.35 * fs} q0,${-0.1 * fs} ${0.1 * fs},${-0.1 * fs} q${0.1 * fs},0 ${0.1 * fs},${0.12 * fs}`, 'none', { stroke: '#9aa0a6', 'stroke-width': 0.025 * fs, 'stroke-linecap': 'round' });
  const [kx, ky] = P(stoveX + 0.14, FL + 0.91, D - 0.16), ks = R.s(D - 0.16);
  p.path(svgPath`M${kx - 0.12 * ks},${ky} h${0.24 * ks} v${-0.1 * ks} h${-0.24 * ks}Z`, r.pick(['#c9734f', '#3f6e8c', '#2b2b2b']));
  if (r.chance(0.7)) { const [x, y] = P(wx + 0.8, FL + 0.9, D - 0.3); plant(p, x, y, R.s(D - 0.3), '#ffffff', 0.55); }
  // island with bar stools
  const ix = r.range(-0.6, 0.6), iz = D - r.range(1.95, 2.05);
  shadow(p, R, FL, [ix - 1.0, ix + 1.0], [iz, iz + 0.8], 0.25);
  const fi = box(p, R, [ix - 1.0, ix + 1.0], [FL, FL + 0.88], [iz, iz + 0.8], r.chance(0.5) ? cab : st.wood);
  for (let k = 1; k < 4; k++) p.line(fi.x + (fi.w * k) / 4, fi.y + 6, fi.x + (fi.w * k) / 4, fi.y + fi.h - 4, '#000', 1.5, { opacity: 0.15 });
  box(p, R, [ix - 1.08, ix + 1.08], [FL + 0.88, FL + 0.93], [iz - 0.12, iz + 0.84], top);
  p.poly(hcircle(R, ix + 0.3, FL + 0.93, iz + 0.45, 0.18), '#fbfbf9');
  for (let i = 0; i < 4; i++) p.circle(...P(ix + 0.25 + i * 0.04, FL + 0.97, iz + 0.45), 0.045 * R.s(iz), ['#f2c14e', '#e07b54', '#9cc36b', '#f2c14e'][i]);
  if (r.chance(0.7)) for (const k of [-0.5, 0.5]) pendant(p, R, ix + k, iz + 0.4, r.pick(['#2b2b2b', '#f4eee2', '#c9734f']), 0.9);
  const stool = r.pick(['#2f2f2f', st.wood, st.fabrics[1]]);
  for (const sx of [-0.6, 0, 0.6]) {
    const z = iz - 0.35, [x, y] = P(ix + sx, FL + 0.68, z), ss = R.s(z);
    p.line(x - 0.14 * ss, y, x - 0.18 * ss, y + 0.68 * ss, '#3a3a3a', 0.025 * ss); p.line(x + 0.14 * ss, y, x + 0.18 * ss, y + 0.68 * ss, '#3a3a3a', 0.025 * ss);
    p.line(x - 0.16 * ss, y + 0.4 * ss, x + 0.16 * ss, y + 0.4 * ss, '#3a3a3a', 0.02 * ss);
    p.ellipse(x, y, 0.2 * ss, 0.06 * ss, shade(stool, 0.1)); p.rect(x - 0.2 * ss, y, 0.4 * ss, 0.05 * ss, stool, { rx: 4 });
  }
}

// ---------- outdoor helpers ----------
function tree(p, x, y, s, kind, greens = GREENS) {
  const r = p.rng;
  if (kind === 'palm') {
    const lean = r.range(-0.6, 0.6) * s, h = r.range(4.5, 6.5) * s, tx = x + lean, ty = y - h;
    p.path(svgPath`M${x - 0.14 * s},${y} Q${x + lean * 0.2},${y - h * 0.5} ${tx - 0.07 * s},${ty} L${tx + 0.07 * s},${ty} Q${x + lean * 0.2 + 0.2 * s},${y - h * 0.5} ${x + 0.14 * s},${y}Z`, '#8a6a4a');
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2, len = r.range(1.6, 2.3) * s, ex = tx + Math.cos(a) * len, ey = ty + Math.abs(Math.sin(a)) * len * 0.3 + len * 0.35;
      p.path(svgPath`M${tx},${ty} Q${tx + Math.cos(a) * len * 0.6},${ty - len * 0.35} ${ex},${ey} Q${tx + Math.cos(a) * len * 0.5},${ty - len * 0.15} ${tx},${ty}Z`, r.pick(greens));
    }
  } else if (kind === 'pine') {
    const h = r.range(5, 8) * s, lean = r.range(-0.8, 0.8) * s;
    p.path(svgPath`M${x - 0.15 * s},${y} Q${x},${y - h * 0.6} ${x + lean},${y - h} L${x + lean + 0.1 * s},${y - h} Q${x + 0.1 * s},${y - h * 0.6} ${x + 0.15 * s},${y}Z`, '#6e5240');
    for (let i = 0; i < 7; i++) p.ellipse(x + lean + r.range(-1.8, 1.8) * s, y - h + r.range(-0.5, 0.4) * s, r.range(0.9, 1.6) * s, r.range(0.35, 0.6) * s, i < 3 ? '#2f5a3a' : r.pick(['#3d6e45', '#467a4a', '#2f5a3a']));
  } else if (kind === 'cypress') {
    const h = r.range(4, 6) * s;
    p.ellipse(x, y - h / 2, 0.55 * s, h / 2, '#2f5a3a'); p.ellipse(x - 0.15 * s, y - h / 2, 0.3 * s, h / 2.2, '#3d6e45');
  } else {
    const h = r.range(2.5, 3.5) * s, R0 = r.range(1.4, 2.0) * s;
    p.rect(x - 0.14 * s, y - h, 0.28 * s, h, '#7a5a43');
    for (let i = 0; i < 7; i++) p.circle(x + r.range(-1, 1) * R0 * 0.7, y - h - r.range(0.2, 1.3) * R0 * 0.8, R0 * r.range(0.5, 0.75), i < 3 ? shade(greens[0], -0.15) : r.pick(greens));
  }
}
function shrub(p, x, y, w, greens = GREENS) {
  const r = p.rng;
  for (let i = 0; i < 6; i++) p.ellipse(x + r.range(-0.4, 0.4) * w, y - r.range(0.1, 0.25) * w, w * r.range(0.25, 0.4), w * r.range(0.2, 0.3), i < 2 ? shade(greens[1], -0.15) : r.pick(greens));
}
/** Sun lounger of length 1.9 m starting at u along `axis`, backrest towards dir (±1); w is its near side across. */
function lounger(p, cam, g, u, w, dir, frame, cushion, axis = 'x') {
  const B = (us, ys, ws, col) => (axis === 'x' ? box(p, cam, us, ys, ws, col) : box(p, cam, ws, ys, us, col));
  const sorted = (a, b) => [a, b].sort((m, n) => m - n), u1 = u + dir * 1.9, ub = u + dir * 1.3;
  if (axis === 'x') shadow(p, cam, g, sorted(u, u1), [w, w + 0.7], 0.25); else shadow(p, cam, g, [w, w + 0.7], sorted(u, u1), 0.25);
  for (const wl of [w + 0.6, w + 0.05]) for (const lu of [u + dir * 0.1, u1 - dir * 0.1]) B([lu - 0.03, lu + 0.03], [g, g + 0.3], [wl, wl + 0.05], frame);
  B(sorted(u, u1), [g + 0.25, g + 0.32], [w, w + 0.7], frame);
  B(sorted(u + dir * 0.05, ub), [g + 0.32, g + 0.4], [w + 0.03, w + 0.67], cushion);
  prism(p, cam, [[ub, g + 0.32], [u1 - dir * 0.05, g + 0.95], [u1 - dir * 0.15, g + 1.0], [ub - dir * 0.08, g + 0.4]], w + 0.03, w + 0.67, cushion, { axis });
}
function parasol(p, cam, g, x, z, col, h = 2.4, rad = 1.2) {
  const [bx, by] = cam.P(x, g, z), [tx, ty] = cam.P(x, g + h, z), s = cam.s(z), w = rad * s;
  p.line(bx, by, tx, ty, '#e9e4da', 0.05 * s);
  p.path(svgPath`M${tx - w},${ty + 0.45 * s} Q${tx},${ty - 0.35 * s} ${tx + w},${ty + 0.45 * s}Z`, col);
  for (let i = 1; i < 6; i += 2) p.path(svgPath`M${tx},${ty} L${tx - w + (i * w) / 3},${ty + 0.45 * s} L${tx - w + ((i + 1) * w) / 3},${ty + 0.45 * s}Z`, shade(col, 0.4), { opacity: 0.6 });
}
/** Ground plane from the horizon band down to the bottom of the image. */
function ground(p, cam, col) { p.rect(0, cam.cy, W, H - cam.cy, p.grad([shade(col, -0.1), col, shade(col, 0.08)], 0, cam.cy, 0, H)); }

// ---------- outdoor scenes ----------
/** A row of town roofs and house fronts, tops from y0 downwards (seen over from a high floor). */
function rooftops(p, y0) {
  const r = p.rng;
  for (let x = r.range(-200, -60); x < W; x += r.range(150, 260)) {
    const w = r.range(170, 300), top = y0 + r.range(0, 50), h = r.range(28, 55), wall = r.pick(['#efe6d8', '#f6f3ec', '#e9dcc9', '#dfe6ea']);
    p.rect(x + 12, top + h, w - 24, H - top - h, wall);
    p.poly([[x, top + h], [x + w * 0.3, top], [x + w * 0.7, top], [x + w, top + h]], r.pick(['#b5583b', '#c0693f', '#9c4a34', '#8a8f96']));
    for (let k = 0; k < 3; k++) p.rect(x + 34 + (k * (w - 80)) / 3, top + h + 22, 20, 26, '#5b7083');
  }
}
function mare(p, st, meta) {
  const r = p.rng, alt = meta.alt ?? '', yH = H * r.range(0.42, 0.5), wall = st.accent ?? st.wall;
  panorama(p, st, yH);
  if (r.chance(0.6)) { // a ship on the horizon
    const x = r.range(200, 1400), y = yH - 2, s = r.range(0.6, 1.2);
    p.poly([[x, y], [x + 60 * s, y], [x + 52 * s, y + 8 * s], [x + 6 * s, y + 8 * s]], '#e9edf0');
    p.rect(x + 20 * s, y - 10 * s, 22 * s, 10 * s, '#f6f6f4');
  }
  if (r.chance(0.6)) { // a sailing boat
    const x = r.range(200, 1400), y = yH + r.range(20, 60), s = r.range(0.8, 1.3);
    p.poly([[x, y - 45 * s], [x, y - 4 * s], [x + 28 * s, y - 4 * s]], '#ffffff');
    p.path(svgPath`M${x - 20 * s},${y - 4 * s} h${56 * s} l-8,${7 * s} h${-42 * s}Z`, '#f1efe9');
  }
  if (/acoperi/i.test(alt) || r.chance(0.15)) rooftops(p, yH + r.range(20, 50));
  const col = r.chance(0.5) ? '#fbfaf7' : st.fabrics[1], curtains = (xs) => { for (const x of xs) p.rect(x, 0, 150, H, curtainFill(p, col, x, 150), { opacity: col === '#fbfaf7' ? 0.85 : 1 }); };
  if (/fereastr/i.test(alt)) { // seen through a window: wall around the opening, sill with a plant
    const x0 = r.range(200, 320), x1 = W - r.range(200, 320), y0 = r.range(70, 120), y1 = yH + r.range(170, 240);
    p.path(svgPath`M0,0H${W}V${H}H0Z M${x0},${y0}V${y1}H${x1}V${y0}Z`, p.grad([shade(wall, -0.05), shade(wall, -0.15)], 0, 0, 0, H), { 'fill-rule': 'evenodd' });
    p.rect(x0, y0, x1 - x0, y1 - y0, 'none', { stroke: '#f7f7f5', 'stroke-width': 18 });
    p.rect((x0 + x1) / 2 - 7, y0, 14, y1 - y0, '#f7f7f5');
    p.rect(x0 - 30, y1 + 26, x1 - x0 + 60, 24, '#000', { opacity: 0.15, filter: p.blur(8) });
    p.rect(x0 - 30, y1, x1 - x0 + 60, 26, '#f4f2ee');
    plant(p, x0 + r.range(90, 200), y1 + 6, 300, r.pick(['#c46a4b', '#e9e4dc']), 0.7);
    if (r.chance(0.6)) curtains([x0 - 120, x1 - 30]);
    return;
  }
  // balcony floor, railing and the walls framing the opening
  const cam = camera(p, { cy: yH, jitter: 0 }), g = -r.range(1.4, 1.6), rz = r.range(3.4, 4.2), [, fy] = cam.P(0, g, rz);
  p.rect(0, fy, W, H - fy, p.grad([r.pick(['#d8d0c4', '#cfc8be', '#e3dccf']), '#bdb3a5'], 0, fy, 0, H));
  for (let x = -4; x <= 4; x += 0.6) p.line(...cam.P(x, g, rz), ...cam.P(x, g, 0.6), '#000', 1.5, { opacity: 0.12 });
  const glass = r.chance(0.5), [, ry] = cam.P(0, g + 1.0, rz), rail = r.pick(['#f4f4f2', '#3a3d40', '#b9c0c6']);
  if (glass) { p.rect(0, ry, W, fy - ry, '#dff1f4', { opacity: 0.25 }); for (let x = -3; x <= 3; x += 1.2) p.line(...cam.P(x, g, rz), ...cam.P(x, g + 1.0, rz), rail, 4, { opacity: 0.8 }); }
  else for (let x = -4; x <= 4; x += 0.12) p.line(...cam.P(x, g, rz), ...cam.P(x, g + 1.0, rz), rail, 0.025 * cam.s(rz));
  p.rect(0, ry - 0.05 * cam.s(rz), W, 0.06 * cam.s(rz), rail, { rx: 4 });
  const side = r.pick([-1, 1]);
  if (r.chance(0.7)) plant(p, ...cam.P(side * 1.3, g, rz - 0.4), cam.s(rz - 0.4), r.pick(['#c46a4b', '#e9e4dc']), 0.9);
  if (r.chance(0.6)) roundTable(p, cam, g, -side * 0.9, rz - 0.9, 0.3, 0.72);
  const jw = r.range(140, 240), jx = W - jw * r.range(0.8, 1.2);
  for (const [x, w] of [[0, jw], [jx, W - jx]]) p.rect(x, 0, w, H, p.grad([shade(wall, -0.1), shade(wall, -0.2)], 0, 0, 0, H));
  if (r.chance(0.7)) curtains([jw - 70, jx - 80]);
  p.rect(0, 0, W, 50, shade(wall, -0.15));
}
function beach(p, cam, st, g, zr = [14, 22]) {
  const r = p.rng, zs = r.range(...zr), [, ys] = cam.P(0, g, zs), sand = r.pick(['#ecd9b4', '#e8d3a6', '#f0dfbd']);
  p.rect(0, ys, W, H - ys, p.grad([shade(sand, -0.12), sand, shade(sand, 0.06)], 0, ys, 0, H));
  p.rect(0, ys - 2, W, 12, shade(sand, -0.25), { opacity: 0.5 });
  for (let k = 0; k < 3; k++) { // lines of foam along the shore
    const y = ys - 4 - k * 9;
    let d = svgPath`M0,${y}`;
    for (let x = 0; x <= W; x += 80) d += svgPath` Q${x + 40},${y - 5 + r.range(-3, 3)} ${x + 80},${y}`;
    p.path(d, 'none', { stroke: '#ffffff', 'stroke-width': 4 - k, opacity: r1(0.75 - k * 0.2) });
  }
  return zs;
}
function plaja(p, st) {
  const r = p.rng, yH = H * r.range(0.34, 0.4), cam = camera(p, { cy: yH, jitter: 0 }), g = -r.range(3, 4);
  panorama(p, st, yH);
  const zs = beach(p, cam, st, g, [16, 22]), main = r.pick(FABRICS), cush = r.pick(['#ffffff', main, '#f2c14e']);
  // rows of umbrellas with pairs of loungers, as on the Romanian beaches
  const spots = [], off = r.range(0, 4);
  for (let z = zs - r.range(2, 3); z > 5; z -= r.range(3.2, 4)) for (let x = -24 + off + (z % 2); x < 24; x += r.range(3.6, 4.4)) if (r.chance(0.8)) spots.push([x, z]);
  for (const [x, z] of spots) {
    p.ellipse(...cam.P(x + 0.5, g, z + 0.3), 1.3 * cam.s(z), 0.3 * cam.s(z) * (-g / 3), '#000', { opacity: 0.12, filter: p.blur(4) });
    lounger(p, cam, g, x - 0.95, z + 0.1, 1, '#f4f1ea', cush);
    lounger(p, cam, g, x - 0.95, z - 0.8, 1, '#f4f1ea', cush);
    parasol(p, cam, g, x, z, main, 2.5, 1.3);
  }
  for (let i = r.int(2, 5); i > 0; i--) { // gulls
    const x = r.range(100, 1500), y = r.range(80, yH - 60), w = r.range(10, 20);
    p.path(svgPath`M${x - w},${y} q${w / 2},${-w / 2} ${w},0 q${w / 2},${-w / 2} ${w},0`, 'none', { stroke: '#3d4a55', 'stroke-width': 2.5 });
  }
}
function terasa(p, st) {
  const r = p.rng, cam = camera(p, { cy: H * r.range(0.42, 0.48), jitter: 30 }), g = -1.5, rz = r.range(4.5, 5.5), { P } = cam;
  panorama(p, st, cam.cy);
  const deck = r.pick(['#b98a5e', '#a47551', '#c7a27a', '#d9d2c6']), [, fy] = P(0, g, rz);
  p.rect(0, fy, W, H - fy, p.grad([shade(deck, -0.12), deck], 0, fy, 0, H));
  for (let x = -8; x <= 8; x += 0.16) p.line(...P(x, g, rz), ...P(x, g, 0.6), shade(deck, -0.3), 1.5, { opacity: 0.5 });
  // railing: posts, handrail and glass or balusters
  const rail = r.pick(['#f4f4f2', '#2f3336', '#8a6a4a']), glass = r.chance(0.5), s = cam.s(rz);
  for (let x = -8; x <= 8; x += glass ? 1.3 : 0.14) p.line(...P(x, g, rz), ...P(x, g + 1.05, rz), rail, glass ? 0.05 * s : 0.025 * s);
  if (glass) p.rect(0, P(0, g + 1.05, rz)[1], W, 1.05 * s, '#dff1f4', { opacity: 0.25 });
  p.rect(0, P(0, g + 1.1, rz)[1], W, 0.07 * s, rail);
  // a side wall with a glass door
  const sd = r.pick([-1, 1]), wx = sd * r.range(2.6, 3.2), wall = st.wall;
  p.poly([P(wx, 3, rz), P(wx, g, rz), P(wx, g, 0.5), P(wx, 3, 0.5)], shade(wall, -0.08));
  const door = [P(wx, g + 2.2, rz - 1.6), P(wx, g + 2.2, rz - 0.5), P(wx, g, rz - 0.5), P(wx, g, rz - 1.6)];
  p.poly(door, p.grad([shade(st.time.sky[1], -0.2), '#2e3f4c'], 0, door[0][1], 0, door[2][1]), { stroke: '#f4f4f2', 'stroke-width': 6 });
  if (r.chance(0.6)) { // striped awning along the top
    const c = r.pick(FABRICS), ty = r.range(60, 110);
    p.rect(0, 0, W, ty, c);
    for (let x = 0; x < W; x += 80) { p.rect(x, 0, 40, ty, '#ffffff', { opacity: 0.4 }); p.path(svgPath`M${x},${ty - 1} q40,34 80,0Z`, c); }
    p.rect(0, ty, W, 30, '#000', { opacity: 0.1, filter: p.blur(8) });
  }
  const frame = r.pick(['#f4f1ea', '#3a3d40', '#a47551']), cush = r.pick(st.fabrics);
  plant(p, ...P(-wx * 0.85, g, rz - 0.3), cam.s(rz - 0.3), r.pick(['#c46a4b', '#e9e4dc', '#3c3c3c']), 1.0);
  const xs = -sd * r.range(0.3, 1.0);
  lounger(p, cam, g, xs - 2.4, rz - 1.6, -1, frame, cush);
  lounger(p, cam, g, xs + 0.2, rz - 1.6, 1, frame, cush);
  roundTable(p, cam, g, xs - 1.1, rz - 1.2, 0.32, 0.5);
}
/** Small round table with two drinks. */
function roundTable(p, cam, g, x, z, rad, h) {
  const [gx, gy] = cam.P(x, g + h, z), gs = cam.s(z);
  p.poly(hcircle(cam, x, g, z, rad * 0.8), '#000', { opacity: 0.2, filter: p.blur(8) });
  box(p, cam, [x - 0.025, x + 0.025], [g, g + h], [z - 0.025, z + 0.025], '#4a4a4a');
  p.poly(hcircle(cam, x, g + h - 0.03, z, rad), '#9a958c');
  p.poly(hcircle(cam, x, g + h, z, rad), '#f2f0ec');
  for (const k of [-1, 1]) p.rect(gx + k * 0.1 * gs - 0.03 * gs, gy - 0.15 * gs, 0.06 * gs, 0.15 * gs, p.rng.pick(['#f2c14e', '#e07b54', '#bfe3ea', '#d9534f']), { opacity: 0.85 });
}
function villaBox(p, cam, st, [x0, x1], g, h, [z0, z1], o = {}) {
  const wall = o.wall ?? st.wall, s = cam.s(z0), floors = o.floors ?? 2, fh = h / floors, r = p.rng;
  const f = box(p, cam, [x0, x1], [g, g + h], [z0, z1], wall);
  const nw = Math.max(2, Math.round((x1 - x0) / 2.6)), glassFill = p.grad([shade(st.time.sky[1], -0.05), '#2f4556'], 0, f.y, 0, f.y + f.h), shutter = o.shutter;
  for (let fl = 0; fl < floors; fl++) for (let i = 0; i < nw; i++) {
    const cxw = lerp(x0, x1, (i + 0.5) / nw), big = fl === 0 && i === Math.floor(nw / 2), ww = big ? 1.6 : 1.1, wh = big ? 2.3 : 1.5, yb = g + fl * fh + (big ? 0.05 : 0.9);
    const [wx, wy] = cam.P(cxw - ww / 2, yb + wh, z0), w = ww * s, hh = wh * s;
    p.rect(wx, wy, w, hh, glassFill, { stroke: '#f7f7f5', 'stroke-width': 0.07 * s });
    p.poly([[wx + w * 0.15, wy + hh], [wx + w * 0.5, wy], [wx + w * 0.65, wy], [wx + w * 0.3, wy + hh]], '#fff', { opacity: 0.12 });
    if (shutter && !big) for (const k of [-1, 1]) p.rect(wx + (k < 0 ? -0.45 * s : w), wy, 0.45 * s, hh, shutter, { stroke: shade(shutter, -0.2), 'stroke-width': 2 });
  }
  if (o.balcony) for (let fl = 1; fl < floors; fl++) { // balcony slab with a glass or wooden railing
    const yb = g + fl * fh, bx0 = x0 + (x1 - x0) * 0.2, bx1 = x0 + (x1 - x0) * 0.8, [bx, by] = cam.P(bx0, yb + 1.0, z0 - 1.2), [ex, ey] = cam.P(bx1, yb, z0 - 1.2);
    box(p, cam, [bx0, bx1], [yb - 0.2, yb], [z0 - 1.2, z0], '#f4f2ee');
    if (o.balcony === 'wood') for (let x = bx; x < ex; x += 0.12 * cam.s(z0)) p.rect(x, by, 0.06 * cam.s(z0), ey - by, '#9a6b45');
    else p.rect(bx, by, ex - bx, ey - by, '#dff1f4', { opacity: 0.35, stroke: '#e9ecee', 'stroke-width': 4 });
    p.rect(bx, by - 4, ex - bx, 8, o.balcony === 'wood' ? '#7a5236' : '#9aa3ab');
  }
  return f;
}
/** Hip roof over a building footprint; rh is the ridge height above the eaves. */
function hipRoof(p, cam, [x0, x1], y, [z0, z1], rh, col, o = 0.6) {
  const zm = (z0 + z1) / 2, inset = (z1 - z0) / 2 + o, A = [x0 - o, y, z0 - o], B = [x1 + o, y, z0 - o], C = [x1 + o, y, z1 + o], D = [x0 - o, y, z1 + o];
  const R1 = [x0 - o + inset, y + rh, zm], R2 = [x1 + o - inset, y + rh, zm];
  solid(p, cam, [[A, B, R2, R1], [C, D, R1, R2], [B, C, R2], [D, A, R1], [A, B, C, D]], col, { noBottom: true });
  p.poly([cam.P(...A), cam.P(...B), cam.P(B[0], y - 0.15, B[2]), cam.P(A[0], y - 0.15, A[2])], shade(col, -0.3));
}
function exterior(p, st, meta) {
  const r = p.rng, cam = camera(p, { cy: H * r.range(0.58, 0.64), f: 900, jitter: 0 }), g = -1.6, { P } = cam;
  drawSky(p, st, cam.cy);
  for (let i = 0; i < 14; i++) tree(p, r.range(0, W), cam.cy + 4, r.range(8, 14), r.pick(['pine', 'round']), ['#5d8a6a', '#6f9a78', '#7fa688']);
  ground(p, cam, r.pick(['#7fae63', '#8fb86e']));
  const alt = meta.alt ?? '', count = { dou: 2, doua: 2, două: 2, trei: 3, patru: 4, cinci: 5, sase: 6, șase: 6 };
  const villa = /\b(cas[aă]|vil[aăe]\w*)\b/i.test(alt) || (!/hotel|bloc|complex/i.test(alt) && /vil|cas[aă]|pensiun/i.test(`${meta.title} ${meta.propertyType ?? ''}`) && !/apartament/i.test(meta.propertyType ?? ''));
  const levels = count[(/(\p{L}+) (niveluri|etaje)/iu.exec(alt)?.[1] ?? '').toLowerCase()];
  if (villa) {
    const floors = clamp(levels ?? 2, 1, 3), vh = floors * 3.1, ox = r.pick([-1, 1]) * r.range(1.5, 3), w = r.range(10, 13), z0 = r.range(12, 14) + (floors - 2) * 3, zs = [z0, z0 + 9], xs = [ox - w / 2, ox + w / 2];
    p.poly([P(-1.5, g, 0.8), P(1.5, g, 0.8), P(1.2, g, z0), P(-0.3, g, z0)], '#d8d2c8');
    villaBox(p, cam, st, xs, g, vh, zs, { floors, wall: r.pick(['#f6f3ec', '#efe6d8', '#f3ede4', '#e9eef0']), shutter: r.chance(0.5) ? r.pick(['#5d7f95', '#7b9a7e', '#9a6b4f']) : null, balcony: /balcon\w* din lemn/i.test(alt) ? 'wood' : /balcon|teras/i.test(alt) || r.chance(0.7) });
    hipRoof(p, cam, xs, g + vh, zs, r.range(4.4, 5.4), r.pick(['#b5583b', '#9c4a34', '#5b5f66', '#c0693f']));
    for (const x of [-10, 10]) tree(p, ...P(ox + x * r.range(0.8, 1.1), g, z0 + r.range(-2, 3)), cam.s(z0), r.pick(['pine', 'round', 'palm', 'cypress']));
    const fz = z0 - 4.5, [, fy] = P(0, g, fz), fs = cam.s(fz);
    box(p, cam, [-12, 12], [g, g + 0.5], [fz, fz + 0.3], r.pick(['#efe9df', '#d9d2c6', '#b9b2a6']));
    for (let x = -12; x < 12; x += 0.15) if (Math.abs(x) > 1.4) p.line(...P(x, g + 0.5, fz), ...P(x, g + 1.5, fz), '#3a3d40', 0.03 * fs);
    p.rect(0, fy - 1.55 * fs, W, 0.04 * fs, '#3a3d40');
    for (let i = 0; i < 6; i++) shrub(p, r.range(0, W), fy + r.range(10, 200), r.range(120, 260));
  } else {
    const floors = levels ? levels + 1 : r.int(4, 6), h = floors * 3, w = r.range(18, 24), ox = r.range(-4, 4), z0 = r.range(28, 32), facade = r.pick(['#f4f2ee', '#efe6d8', '#e9eef0', '#f3ede4']);
    if (r.chance(0.7)) villaBox(p, cam, st, [ox - w - 4, ox - w + 12], g, h + 3, [z0 + 12, z0 + 24], { wall: shade(r.pick(ACCENTS), 0.35), floors: floors + 1 });
    const f = box(p, cam, [ox - w / 2, ox + w / 2], [g, g + h], [z0, z0 + 14], facade);
    const bays = Math.round(w / 4), accent = r.pick(['#c9734f', '#8a9bb0', '#b0836a', '#6b8f71']), glassFill = p.grad([shade(st.time.sky[1], -0.05), '#2f4556'], 0, f.y, 0, f.y + f.h);
    for (let fl = 0; fl < floors; fl++) {
      const yb = g + fl * 3;
      for (let i = 0; i < bays; i++) {
        const x = ox - w / 2 + (i + 0.5) * (w / bays), [wx, wy] = P(x - 1.4, yb + 2.5, z0), ws = cam.s(z0);
        if (i % 3 === 1) p.rect(wx - 0.2 * ws, wy - 0.2 * ws, 3.2 * ws, 2.9 * ws, accent, { opacity: 0.85 });
        p.rect(wx, wy, 2.8 * ws, (fl === 0 ? 2.6 : 2.3) * ws, glassFill, { stroke: '#f7f7f5', 'stroke-width': 3 });
      }
      if (fl > 0) {
        box(p, cam, [ox - w / 2 - 0.1, ox + w / 2 + 0.1], [yb - 0.2, yb], [z0 - 1.4, z0], '#fbfbf9');
        const [bx, by] = P(ox - w / 2, yb + 1.0, z0 - 1.4), bs = cam.s(z0 - 1.4);
        p.rect(bx, by, w * bs, 1.0 * bs, '#dff1f4', { opacity: 0.35 });
        p.rect(bx, by - 2, w * bs, 4, '#9aa3ab');
        for (let i = 0; i <= bays; i++) p.line(...P(ox - w / 2 + (i * w) / bays, yb, z0 - 1.4), ...P(ox - w / 2 + (i * w) / bays, yb + 1, z0 - 1.4), '#c2c8cc', 2);
      }
    }
    box(p, cam, [ox - w / 2 - 0.2, ox + w / 2 + 0.2], [g + h, g + h + 0.6], [z0 - 0.2, z0 + 14.2], shade(facade, -0.05), { noBottom: true });
    // pavement, a few trees beside the block, then the street with parked cars
    const band = (z0b, z1b, col) => p.rect(0, P(0, g, z0b)[1], W, P(0, g, z1b)[1] - P(0, g, z0b)[1], col);
    band(z0 - 2, 16, '#d6d0c6'); band(16, 15.6, '#b9b2a6'); band(15.6, 9, '#5f6366'); band(9, 8.6, '#b9b2a6');
    for (let x = -30; x < 30; x += 5) p.poly([P(x, g, 12.3), P(x + 2.5, g, 12.3), P(x + 2.5, g, 12.1), P(x, g, 12.1)], '#f2f2ee');
    for (const k of [-1, 1]) for (let i = r.int(1, 2); i > 0; i--) tree(p, ...P(ox + k * (w / 2 + r.range(1, 5)), g, r.range(18, 24)), cam.s(20), r.pick(['round', 'pine', 'palm']));
    const spots = [-14, -9, -4, 1, 6, 11].filter(() => r.chance(0.6));
    for (const x of spots) car(p, cam, g, x + r.range(-0.3, 0.3), r.range(13.4, 13.7), r.pick(['#f4f4f2', '#c9ced3', '#2f4858', '#b03a2e', '#3f6e8c', '#2b2b2b']));
    for (let i = r.int(4, 7); i > 0; i--) shrub(p, r.range(0, W), H - r.range(10, 150), r.range(120, 240));
  }
}
/** Parked car seen from the side, 4.2 m long, along x. */
function car(p, cam, g, x, z, col) {
  const glass = '#2f3f4c';
  shadow(p, cam, g, [x, x + 4.2], [z, z + 1.8], 0.3);
  prism(p, cam, [[x + 0.9, g + 1.0], [x + 3.3, g + 1.0], [x + 2.8, g + 1.5], [x + 1.4, g + 1.5]], z + 0.15, z + 1.65, col);
  p.poly([cam.P(x + 1.0, g + 1.03, z + 0.14), cam.P(x + 1.45, g + 1.43, z + 0.14), cam.P(x + 2.75, g + 1.43, z + 0.14), cam.P(x + 3.2, g + 1.03, z + 0.14)], glass); // side windows
  box(p, cam, [x, x + 4.2], [g + 0.3, g + 1.0], [z, z + 1.8], col, { rx: 0.12 });
  for (const wx of [x + 0.85, x + 3.35]) { const [cx2, cy2] = cam.P(wx, g + 0.33, z - 0.01), s = cam.s(z); p.circle(cx2, cy2, 0.33 * s, '#222'); p.circle(cx2, cy2, 0.16 * s, '#9aa0a6'); }
}
function piscina(p, st) {
  const r = p.rng, cam = camera(p, { cy: H * r.range(0.42, 0.46), f: 860, jitter: 40 }), g = -2.0, { P } = cam;
  drawSky(p, st, cam.cy);
  for (let i = 0; i < 10; i++) tree(p, r.range(0, W), cam.cy + 2, r.range(10, 16), 'round', ['#5d8a6a', '#6f9a78']);
  const zv = r.range(13, 15), ox = r.range(-2, 2), xs = [ox - 7, ox + 7], side = r.pick([-1, 1]);
  ground(p, cam, '#7fae63');
  villaBox(p, cam, st, xs, g, 6.4, [zv, zv + 10], { wall: r.pick(['#f6f3ec', '#efe6d8', '#f3ede4']), shutter: null });
  if (r.chance(0.5)) hipRoof(p, cam, xs, g + 6.4, [zv, zv + 10], 4.8, r.pick(['#b5583b', '#9c4a34', '#5b5f66']));
  else box(p, cam, [xs[0] - 0.3, xs[1] + 0.3], [g + 6.4, g + 6.8], [zv - 0.3, zv + 10.3], '#e2ddd5', { noBottom: true });
  const pave = r.pick(['#e9e1d3', '#ddd5c8', '#efe9df']), [, py] = P(0, g, zv);
  p.rect(0, py, W, H - py, p.grad([shade(pave, -0.08), pave], 0, py, 0, H));
  for (let x = -14; x <= 14; x += 0.8) p.line(...P(x, g, zv), ...P(x, g, 0.8), shade(pave, -0.2), 1.5, { opacity: 0.6 });
  for (let z = zv; z > 1.5; z *= 0.9) p.line(...P(-14, g, z), ...P(14, g, z), shade(pave, -0.2), 1.5, { opacity: 0.6 });
  const pw = r.range(4.5, 6), pc = -side * r.range(0.5, 1.1), px = [pc - pw / 2, pc + pw / 2], pz = [r.range(3.4, 4), zv - r.range(3, 3.8)];
  const q = (x0, x1, z0, z1, y = g) => [P(x0, y, z0), P(x1, y, z0), P(x1, y, z1), P(x0, y, z1)];
  p.poly(q(px[0] - 0.4, px[1] + 0.4, pz[0] - 0.4, pz[1] + 0.4), '#f7f4ee');
  p.poly(q(px[0], px[1], pz[0], pz[1]), '#7fcfdc');
  p.poly([P(px[0], g, pz[1]), P(px[1], g, pz[1]), P(px[1], g - 0.3, pz[1]), P(px[0], g - 0.3, pz[1])], '#bfe9ef');
  const wq = q(px[0], px[1], pz[0], pz[1] - 0.02, g - 0.04), [, wy0] = P(0, g, pz[1]);
  p.poly(wq, p.grad(['#5cc6db', '#2aa5c8', '#1a86b4'], 0, wy0, 0, P(0, g, pz[0])[1]), { opacity: 0.95 });
  for (let i = 0; i < 26; i++) {
    const z = lerp(pz[0] + 0.2, pz[1] - 0.2, r.next()), x = lerp(px[0] + 0.3, px[1] - 0.8, r.next()), pts = [];
    for (let k = 0; k <= 6; k++) pts.push(P(x + k * 0.12, g - 0.03, z + Math.sin(k * 1.7 + i) * 0.04));
    p.tag('polyline', { points: pts.map(([a, b]) => `${r1(a)},${r1(b)}`).join(' '), fill: 'none', stroke: '#e8fbff', 'stroke-width': 2, opacity: 0.5 });
  }
  p.poly([P(px[0], g - 0.03, pz[1] - 0.1), P(px[1], g - 0.03, pz[1] - 0.1), P(px[1], g - 0.03, pz[1] - 1.2), P(px[0], g - 0.03, pz[1] - 1.2)], '#ffffff', { opacity: 0.12 });
  const kind = r.pick(['palm', 'pine', 'cypress']);
  tree(p, ...P(-side * (pw / 2 + 4), g, zv - 1.5), cam.s(zv - 1.5), kind);
  tree(p, ...P(side > 0 ? px[0] - 2.5 : px[1] + 2.5, g, pz[0] + 5), cam.s(pz[0] + 5), kind);
  const frame = r.pick(['#f4f1ea', '#3a3d40', '#a47551']), cush = r.pick(['#ffffff', ...st.fabrics]);
  for (let i = r.int(2, 4); i > 0; i--) lounger(p, cam, g, pz[1] + 0.7, px[0] + (i - 1) * 1.2 + 0.3, 1, frame, cush, 'z');
  const n = r.int(2, 3), u = side > 0 ? px[1] + 0.6 : px[0] - 0.6;
  for (let i = n - 1; i >= 0; i--) {
    lounger(p, cam, g, u, pz[0] + 0.2 + i * 1.25, side, frame, cush);
    if (i === 1) parasol(p, cam, g, u + side * 1.5, pz[0] + 1.4, r.pick(FABRICS), 2.4, 1.1);
  }
}
function lac(p, st, meta) {
  const r = p.rng, yH = H * r.range(0.4, 0.48), t = st.time;
  drawSky(p, st, yH);
  const far = mix('#5c7a66', t.sky.at(-1), 0.35), hill = mix('#7d9a86', t.sky.at(-1), 0.55);
  let d = svgPath`M0,${yH}`;
  for (let x = 0; x <= W; x += 200) d += svgPath` Q${x + 100},${yH - r.range(20, 70)} ${x + 200},${yH - r.range(5, 30)}`;
  p.path(d + svgPath` L${W},${yH + 2} L0,${yH + 2}Z`, hill);
  for (let x = 0; x < W; x += r.range(14, 30)) p.ellipse(x, yH - 4, r.range(10, 22), r.range(6, 16), far);
  if (r.chance(0.6)) for (let i = 0; i < 14; i++) { const x = r.range(W * 0.55, W * 0.95), h = r.range(10, 30); p.rect(x, yH - h, r.range(12, 24), h, mix('#f0ece4', t.sky.at(-1), 0.4)); }
  const lake = [mix(t.sky.at(-1), '#7fa7b5', 0.4), mix(t.sky[0], '#33606f', 0.55)];
  p.rect(0, yH, W, H - yH, p.grad(lake, 0, yH, 0, H));
  p.rect(0, yH, W, 30, far, { opacity: 0.25, filter: p.blur(4) });
  p.glow(st.sunX * W, yH + 90, 220, t.glow, 0.35);
  for (let i = 0; i < 60; i++) { const dd = Math.sqrt(r.next()), y = yH + 10 + (H - yH) * dd, x = r.range(0, W); p.line(x, y, x + 20 + 120 * dd, y, '#ffffff', 1 + dd, { opacity: 0.18 }); }
  const cam = camera(p, { cy: yH, jitter: 0 });
  if (/ponton/i.test(meta.alt ?? '') || r.chance(0.6)) { // wooden jetty running out into the lake
    const x0 = r.pick([-1, 1]) * r.range(1.2, 2.5) - 0.75, wood = r.pick(WOODS), z1 = r.range(16, 24);
    for (let z = z1 - 0.2; z > 3; z -= 2.5) for (const dx of [0, 1.5]) box(p, cam, [x0 + dx - 0.08, x0 + dx + 0.08], [-2.4, -1.2], [z, z + 0.16], shade(wood, -0.35));
    box(p, cam, [x0, x0 + 1.5], [-1.28, -1.2], [3.5, z1], wood);
    for (let z = z1; z > 3.5; z -= 0.25) p.line(...cam.P(x0, -1.2, z), ...cam.P(x0 + 1.5, -1.2, z), shade(wood, -0.3), 1.2, { opacity: 0.6 });
  }
  if (r.chance(0.5)) { const x = r.range(200, 1300), y = yH + r.range(40, 90), s = r.range(0.8, 1.2); p.path(svgPath`M${x},${y} h${70 * s} l${-10 * s},${10 * s} h${-52 * s}Z`, '#f4f1ea'); }
  // reeds and grass along the near shore
  const sy = H - r.range(120, 200);
  p.path(svgPath`M0,${sy} Q${W * 0.3},${sy - 40} ${W * 0.6},${sy + 10} T${W},${sy - 20} V${H} H0Z`, '#6f8f4e');
  for (let i = 0; i < 150; i++) {
    const x = r.range(-20, W + 20), side = x < W * 0.3 || x > W * 0.78 || r.chance(0.08), y = sy + r.range(0, 60) + (side ? 0 : 40), h = r.range(side ? 150 : 60, side ? 420 : 180), bend = r.range(-40, 40);
    p.path(svgPath`M${x},${y} Q${x + bend * 0.3},${y - h * 0.6} ${x + bend},${y - h}`, 'none', { stroke: r.pick(['#5f7f3c', '#7a9a4a', '#8da456', '#4e6e34']), 'stroke-width': r.range(2, 4) });
    if (side && r.chance(0.2)) p.ellipse(x + bend * 0.85, y - h * 0.9, 5, 20, '#6b4a2e', { transform: `rotate(${r1(bend / 4)} ${r1(x + bend * 0.85)} ${r1(y - h * 0.9)})` });
  }
}
function gradina(p, st) {
  const r = p.rng, cam = camera(p, { cy: H * r.range(0.36, 0.42), f: 820, jitter: 40 }), g = -1.6, { P } = cam, zh = r.range(11, 14);
  drawSky(p, st, cam.cy);
  for (let i = 0; i < 9; i++) tree(p, ...P(r.range(-14, 14), g, zh + r.range(1, 6)), cam.s(zh + 3), r.pick(['round', 'round', 'pine', 'cypress']));
  const grass = r.pick(['#7fae63', '#8fb86e', '#74a35a']), [, hy] = P(0, g, zh);
  p.rect(0, hy, W, H - hy, p.grad([shade(grass, -0.1), grass], 0, hy, 0, H));
  for (let x = -20; x < 20; x += 2) p.poly([P(x, g, zh), P(x + 1, g, zh), P(x + 1, g, 0.8), P(x, g, 0.8)], '#ffffff', { opacity: 0.05 });
  const hedge = box(p, cam, [-30, 30], [g, g + 1.8], [zh, zh + 1], '#3f7a45');
  for (let i = 0; i < 120; i++) p.circle(r.range(0, W), r.range(hedge.y + 4, hedge.y + hedge.h - 4), r.range(6, 14), r.pick(['#2f6b3f', '#4f8a4b', '#5d9655']), { opacity: 0.5 });
  for (let i = 0; i < 40; i++) p.circle(r.range(0, W), hedge.y + hedge.h + r.range(-6, 4), r.range(4, 7), r.pick(['#f2c14e', '#e07b54', '#ffffff', '#d47f7f', '#8a6fa8']));
  const pave = r.pick(['#d9d2c6', '#cfc6b8', '#e6dfd3']), tx = r.range(-0.8, 0.4), tz = r.range(4.2, 5);
  p.poly([P(tx - 2.2, g, tz - 1.8), P(tx + 2.2, g, tz - 1.8), P(tx + 2.2, g, tz + 2.2), P(tx - 2.2, g, tz + 2.2)], pave);
  // string lights between two posts
  const pl = [tx - 2.6, tx + 2.6], post = r.pick(['#6e5240', '#3a3d40']);
  for (const x of pl) box(p, cam, [x - 0.05, x + 0.05], [g, g + 2.8], [tz + 1.6, tz + 1.7], post);
  const pts = Array.from({ length: 17 }, (_, i) => { const t = i / 16; return P(lerp(pl[0], pl[1], t), g + 2.7 - 0.6 * Math.sin(Math.PI * t), tz + 1.65 - 2.5 * Math.sin(Math.PI * t)); });
  p.tag('polyline', { points: pts.map(([a, b]) => `${r1(a)},${r1(b)}`).join(' '), fill: 'none', stroke: '#2b2b2b', 'stroke-width': 2 });
  for (const [x, y] of pts.slice(1, -1)) { p.glow(x, y + 8, 26, '#ffd98a', st.time === TIMES.golden ? 0.8 : 0.5); p.circle(x, y + 8, 6, '#fff1c4'); }
  // table with chairs
  const wood = st.wood, cush = st.fabrics[0];
  const chair = (x, z, back) => { // back: where the backrest is, 0 = behind (+z), ±1 = left/right
    const bx = x + back * 0.22, bk = () => (back ? box(p, cam, [bx - 0.03, bx + 0.03], [g + 0.45, g + 0.95], [z - 0.22, z + 0.22], wood) : box(p, cam, [x - 0.22, x + 0.22], [g + 0.45, g + 0.95], [z + 0.18, z + 0.24], wood));
    const first = back === 0 || back * x > 0; // backrest farther from the camera than the seat
    if (first) bk();
    for (const [dx, dz] of [[-0.19, 0.19], [0.19, 0.19], [-0.19, -0.19], [0.19, -0.19]]) box(p, cam, [x + dx - 0.025, x + dx + 0.025], [g, g + 0.42], [z + dz - 0.025, z + dz + 0.025], shade(wood, -0.2));
    box(p, cam, [x - 0.22, x + 0.22], [g + 0.42, g + 0.46], [z - 0.22, z + 0.22], wood);
    box(p, cam, [x - 0.2, x + 0.2], [g + 0.46, g + 0.52], [z - 0.2, z + 0.2], cush, { rx: 0.02 });
    if (!first) bk();
  };
  chair(tx - 0.5, tz + 0.75, 0); chair(tx + 0.5, tz + 0.75, 0);
  shadow(p, cam, g, [tx - 0.9, tx + 0.9], [tz - 0.45, tz + 0.45], 0.25);
  for (const [dx, dz] of [[-0.8, -0.35], [0.8, -0.35], [-0.8, 0.35], [0.8, 0.35]]) box(p, cam, [tx + dx - 0.04, tx + dx + 0.04], [g, g + 0.74], [tz + dz - 0.04, tz + dz + 0.04], shade(wood, -0.2));
  box(p, cam, [tx - 0.95, tx + 0.95], [g + 0.74, g + 0.78], [tz - 0.45, tz + 0.45], wood);
  for (const dx of [-0.4, 0, 0.4]) p.poly(hcircle(cam, tx + dx, g + 0.785, tz, 0.12), '#ffffff');
  chair(tx - 1.25, tz - 0.1, -1); chair(tx + 1.25, tz - 0.1, 1);
  // kettle barbecue
  const bxg = tx + r.pick([-1, 1]) * r.range(2.2, 2.6), bz = tz - r.range(0.6, 1.0), [gx, gy] = P(bxg, g + 0.85, bz), gs = cam.s(bz);
  for (const k of [-1, 0, 1]) p.line(gx + k * 0.05 * gs, gy + 0.15 * gs, gx + k * 0.25 * gs, gy + 0.85 * gs, '#2b2b2b', 0.03 * gs);
  p.path(svgPath`M${gx - 0.3 * gs},${gy} a${0.3 * gs},${0.25 * gs} 0 0 0 ${0.6 * gs},0Z`, '#222');
  p.path(svgPath`M${gx - 0.3 * gs},${gy} a${0.3 * gs},${0.26 * gs} 0 0 1 ${0.6 * gs},0Z`, '#2e2e2e');
  p.ellipse(gx - 0.08 * gs, gy - 0.14 * gs, 0.1 * gs, 0.04 * gs, '#ffffff', { opacity: 0.18 });
  p.rect(gx - 0.04 * gs, gy - 0.32 * gs, 0.08 * gs, 0.06 * gs, '#9aa0a6');
  p.glow(gx, gy - 0.4 * gs, 0.4 * gs, '#dddddd', 0.25);
}
function generic(p, st) {
  const cam = camera(p, { cy: H * 0.45, jitter: 0 });
  panorama(p, st, cam.cy);
  beach(p, cam, st, -1.6);
}

const SCENES = { mare, plaja, dormitor, living, baie, bucatarie, terasa, piscina, exterior, lac, gradina };
const ALIASES = { balcon: 'terasa', vedere: 'mare', camera: 'dormitor', dormitoare: 'dormitor', sufragerie: 'living', fatada: 'exterior', bloc: 'exterior', vila: 'exterior', curte: 'gradina', bazin: 'piscina' };

/** Scene keyword of an image path: file stem without diacritics and a trailing -2/-3. */
export const sceneOf = (src) => { const k = path.basename(src, path.extname(src)).toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/-?\d+$/, ''); return ALIASES[k] ?? k; };

/** Draws one picture as an SVG string; seeded from the normalized src (e.g. "5/mare.jpg"). meta: title, propertyType, alt (hints such as 'cadă', 'două paturi'). */
export function drawSvg(src, meta = {}) {
  const key = path.posix.normalize(src.replace(/\\/g, '/'));
  const st = makeStyle(makeRng(hash(`style:${path.posix.dirname(key)}`)));
  const p = new Pic(makeRng(hash(key)));
  const scene = SCENES[sceneOf(key)];
  (scene ?? generic)(p, st, meta);
  return { svg: p.svg(), known: Boolean(scene) };
}

// ---------- front matter ----------
const unquote = (v) => { v = v.trim(); const m = /^(['"])(.*)\1$/.exec(v); return m ? m[2].replace(/''/g, "'") : v.replace(/\s+#.*$/, ''); };

/** Reads title, propertyType and the images list from the YAML front matter of a property file. */
export function parseProperty(text, file) {
  const fm = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  if (!fm) throw new Error(`${file}: missing YAML front matter (a --- block at the top)`);
  const lines = fm[1].split(/\r?\n/), top = (key) => { const l = lines.find((x) => x.startsWith(`${key}:`)); return l == null ? undefined : unquote(l.slice(key.length + 1)); };
  const title = top('title');
  if (!title) throw new Error(`${file}: front matter has no title`);
  const start = lines.findIndex((l) => /^images:\s*(#.*)?$/.test(l));
  if (start < 0) throw new Error(`${file}: front matter has no block list under "images:"`);
  const images = []; let cur = null;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i], where = `${file}:${i + 2}`;
    if (!line.trim() || /^\s*#/.test(line)) continue;
    if (!/^\s/.test(line) && !line.startsWith('-')) break; // the next top-level key
    const item = /^\s*-\s*(.*)$/.exec(line), body = item ? item[1] : line.trim();
    if (item) images.push((cur = {}));
    else if (!cur) throw new Error(`${where}: expected "- src: ..." under images:`);
    if (!body) continue;
    const kv = /^([A-Za-z_]+)\s*:\s*(.*)$/.exec(body);
    if (!kv) throw new Error(`${where}: cannot read images entry "${line.trim()}"`);
    cur[kv[1]] = unquote(kv[2]);
  }
  if (!images.length) throw new Error(`${file}: images: list is empty`);
  images.forEach((img, i) => {
    if (!img.src) throw new Error(`${file}: image ${i + 1} has no src`);
    if (!/\.jpe?g$/i.test(img.src) || path.isAbsolute(img.src) || img.src.split(/[\\/]/).includes('..')) throw new Error(`${file}: image src "${img.src}" must be a relative .jpg path beside the file`);
  });
  return { title, propertyType: top('propertyType'), location: top('location'), images };
}

// ---------- main ----------
async function main() {
  const args = process.argv.slice(2);
  let force = false, root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--force') force = true;
    else if (args[i] === '--root' && args[i + 1]) root = path.resolve(args[++i]);
    else { console.error(`usage: node scripts/generate-images.mjs [--force] [--root <dir>]  (unexpected: ${args[i]})`); process.exit(2); }
  }
  const dir = path.join(root, 'src/content/properties'), started = performance.now();
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  let written = 0, skipped = 0, bytes = 0, failed = 0;
  const jobs = [];
  for (const file of files) {
    let prop;
    try { prop = parseProperty(await readFile(path.join(dir, file), 'utf8'), path.relative(root, path.join(dir, file))); }
    catch (err) { console.error(`error: ${err.message}`); failed++; continue; }
    for (const { src, alt } of prop.images) {
      const out = path.resolve(dir, src);
      if (!force && (await access(out).then(() => true, () => false))) skipped++;
      else jobs.push({ out, meta: { ...prop, alt: alt ?? '' } });
    }
  }
  const render = async ({ out, meta }) => {
    const rel = path.relative(root, out), { svg, known } = drawSvg(path.relative(dir, out), meta);
    if (!known) console.warn(`warning: ${rel}: unknown scene "${sceneOf(out)}", drawing a generic seaside view`);
    const jpg = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, jpg);
    written++; bytes += jpg.length;
    console.log(`wrote ${rel} (${Math.round(jpg.length / 1024)} KB, ${known ? sceneOf(out) : 'generic'})`);
  };
  // a few renders at a time: librsvg draws each picture on one core
  const queue = [...jobs], workers = Math.min(4, availableParallelism());
  await Promise.all(Array.from({ length: workers }, async () => { while (queue.length) await render(queue.shift()); }));
  console.log(`${written} image(s) written (${(bytes / 1048576).toFixed(1)} MB), ${skipped} existing kept, ${failed} file(s) with errors, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (failed) process.exit(1);
}

// run only when executed directly, so tests can import parseProperty / drawSvg
if (import.meta.main ?? (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))) await main();
