#!/usr/bin/env node
// Draws the blog artwork, the favicon and the default social image as plain SVG.
// No packages, no randomness: every run writes byte-identical files.
//
//   node tools/media/generate-blog-art.mjs
//
// Writes public/media/blog/<id>.svg (article header, 1200×630) and <id>-preview.svg
// (card preview, 600×400) for every id in `scenes`, plus public/favicon.svg and
// public/media/og-default.svg. The pictures contain no text, so they need no translation;
// each carries role="img" and a German <title>. Every file must stay under 8 KB.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicDir = join(root, 'public');
const blogDir = join(publicDir, 'media', 'blog');
const MAX_BYTES = 8 * 1024;

// ---------------------------------------------------------------- palette
const C = {
  teal: '#0b5563',
  tealL: '#4f9aa5',
  sand: '#f4e3c1',
  sandD: '#e0c495',
  coral: '#e36f4c',
  sky: '#cfe8ef',
  ink: '#1f2a30',
  cream: '#fbf5ea',
  butter: '#f6c76b',
  sage: '#7fae8e',
  mint: '#a8d5c2',
  blush: '#f3c9b8',
  grey: '#c9c4bc',
  white: '#fff',
};
const SKIN = ['#f2c9a8', '#e0a987', '#b07a57', '#f6d6bd', '#8d5a3f'];
const HAIR = { white: '#f1eee9', grey: '#c9c4bc', silver: '#a9a9a6', dark: '#4a3b34', brown: '#7a5236' };

// ---------------------------------------------------------------- tiny helpers
/** Number → shortest string with at most `d` decimals ("0.5" → ".5"). */
const n = (v, d = 1) => {
  const f = 10 ** d;
  return String(Math.round(v * f) / f || 0).replace(/^(-?)0\./, '$1.');
};
/** Places `body` at (x, y), optionally scaled and rotated. */
const at = (x, y, body, s = 1, r = 0) =>
  `<g transform="translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${n(s, 2)})` : ''}${r ? ` rotate(${r})` : ''}">${body}</g>`;
const stroke = (color, w, extra = '') => `fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}`;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Small deterministic PRNG (mulberry32), seeded from the file id. */
function prng(seedText) {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- scene vocabulary
// Every element is drawn around its own origin and placed with `at`.

const heartPath = 'M0 30C-20 16-30 6-30-6C-30-18-20-26-10-26C-4-26 0-22 0-16C0-22 4-26 10-26C20-26 30-18 30-6C30 6 20 16 0 30Z';
const heart = (color = C.coral) => `<path d="${heartPath}" fill="${color}"/>`;
const sparkle = (color = C.white) => `<path d="M0-16Q2-2 16 0Q2 2 0 16Q-2 2-16 0Q-2-2 0-16Z" fill="${color}"/>`;
const check = (color, w = 7) => `<path d="M-14 0L-4 10L16-12" ${stroke(color, w)}/>`;
const question = (color) => `<path d="M-13-12Q-13-28 2-28Q16-28 16-15Q16-6 6-2Q1 0 1 8" ${stroke(color, 7)}/><circle cx="1" cy="21" r="4.5" fill="${color}"/>`;
const plus = (color, w = 8) => `<path d="M0-14V14M-14 0H14" ${stroke(color, w)}/>`;
const DIGITS = ['M-5-9L3-15V15', 'M-9-8Q-8-15 0-15Q9-15 9-7Q9-1-9 15H10', 'M-9-15H9L0-3Q10-3 10 6Q10 15 0 15Q-7 15-10 10'];
const digit = (i, color) => `<path d="${DIGITS[i]}" ${stroke(color, 5)}/>`;

const star = (color = C.butter, r = 22) => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 ? r * 0.45 : r;
    const ang = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${n(rad * Math.cos(ang))} ${n(rad * Math.sin(ang))}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${color}" stroke="${color}" stroke-width="4" stroke-linejoin="round"/>`;
};

const note = (color = C.coral, double = false) =>
  double
    ? `<g fill="${color}"><ellipse rx="12" ry="9" transform="rotate(-20)"/><ellipse cx="40" cy="-10" rx="12" ry="9" transform="rotate(-20 40 -10)"/><path d="M8-6V-58L48-68V-16" ${stroke(color, 5)}/><path d="M8-58L48-68V-56L8-46Z"/></g>`
    : `<g fill="${color}"><ellipse rx="12" ry="9" transform="rotate(-20)"/><path d="M9-5V-56Q26-50 26-30" ${stroke(color, 5)}/></g>`;

const sun = (r = 34, color = C.butter) => {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i;
    const c = Math.cos(a);
    const s = Math.sin(a);
    d += `M${n(c * (r + 10))} ${n(s * (r + 10))}L${n(c * (r + 22))} ${n(s * (r + 22))}`;
  }
  return `<path d="${d}" ${stroke(color, 7)}/><circle r="${r}" fill="${color}"/>`;
};
const moon = (r = 30, color = C.cream) => {
  const ax = n(r * 0.31),
    ay = n(-r * 0.95),
    bx = n(r * 0.95),
    by = n(r * 0.31);
  return `<path d="M${ax} ${ay}A${r} ${r} 0 1 0 ${bx} ${by}A${n(r * 0.78)} ${n(r * 0.78)} 0 0 1 ${ax} ${ay}Z" fill="${color}"/>`;
};
const cloud = (color = C.white, o = 0.8) => `<path d="M-70 20Q-70-4-46-6Q-40-34-10-34Q16-34 24-12Q50-16 56 6Q70 8 70 20Z" fill="${color}" opacity="${o}"/>`;

/** A 10-inch tablet docked in its speaker base. Screen centre is (0,-19). */
function tablet(screen = 'smile', base = C.teal, halo = true) {
  const sc = {
    smile: `<g fill="${C.teal}"><circle cx="-28" cy="-38" r="8"/><circle cx="28" cy="-38" r="8"/></g><path d="M-36-12Q0 20 36-12" ${stroke(C.teal, 8)}/>`,
    wave: `<path d="M-64-27v16M-48-36v34M-32-47v56M-16-39v40M0-54v70M16-39v40M32-47v56M48-36v34M64-27v16" ${stroke(C.teal, 9)}/>`,
    play: `<circle cy="-19" r="38" fill="${C.coral}"/><path d="M-11-38L19-19L-11 0Z" fill="${C.white}" stroke="${C.white}" stroke-width="4" stroke-linejoin="round"/>`,
    call: `<rect x="-106" y="-81" width="212" height="124" rx="9" fill="${C.sky}"/>${at(0, 6, person({ skin: SKIN[1], hair: HAIR.brown, style: 'bob', top: C.sage, glasses: false }), 0.46)}<rect x="58" y="-72" width="38" height="28" rx="5" fill="${C.teal}" opacity=".35"/>`,
    list: [-55, -19, 17]
      .map(
        (y, i) =>
          `<circle cx="-62" cy="${y}" r="11" fill="${i < 2 ? C.teal : 'none'}" stroke="${i < 2 ? C.teal : C.coral}" stroke-width="4"/>` +
          (i < 2 ? at(-62, y, check(C.white, 4), 0.5) : '') +
          `<path d="M-38 ${y}H${i === 1 ? 40 : 64}" ${stroke(i < 2 ? C.tealL : C.coral, 8)} opacity=".6"/>`,
      )
      .join(''),
    steps: `<path d="M-60-19H60" ${stroke(C.tealL, 4, ' stroke-dasharray="2 10"')}/>${[-60, 0, 60]
      .map((x, i) => `<circle cx="${x}" cy="-19" r="24" fill="${i === 2 ? C.coral : C.teal}"/>${at(x, -19, digit(i, C.white), 0.9)}`)
      .join('')}`,
    heart: at(0, -19, heart(), 1.5),
    music: at(-18, 0, note(C.teal, true)),
    check: `<circle cy="-19" r="40" fill="${C.teal}"/>${at(0, -19, check(C.white, 9), 1.4)}`,
    touch: `<rect x="-60" y="-44" width="120" height="50" rx="25" fill="${C.coral}"/><circle cx="26" cy="-8" r="24" ${stroke(C.white, 4)} opacity=".7"/><circle cx="26" cy="-8" r="10" fill="${C.white}"/>`,
  };
  return (
    (halo ? `<circle cy="-15" r="150" fill="${C.butter}" opacity=".22"/>` : '') +
    `<rect x="-120" y="-95" width="240" height="160" rx="18" fill="${C.ink}"/>` +
    `<rect x="-106" y="-81" width="212" height="124" rx="9" fill="url(#glow)"/>` +
    (sc[screen] ?? '') +
    `<rect x="-108" y="44" width="216" height="52" rx="24" fill="${base}"/>` +
    `<path d="M-74 72H64" ${stroke(C.ink, 7, ' stroke-opacity=".35" stroke-dasharray="0 12"')}/>` +
    `<circle cx="86" cy="72" r="5" fill="${C.butter}"/>`
  );
}

/** A stylised older person (bust). Head centre (0,-70), body ends at y=72. */
function person({ skin = SKIN[0], hair = HAIR.white, style = 'bun', top = C.coral, glasses = true, wave = false } = {}) {
  let s = '';
  if (style === 'bun') s += `<circle cy="-114" r="17" fill="${hair}"/>`;
  if (style === 'bob') s += `<path d="M-42-70Q-44-116 0-116Q44-116 42-70V-44H-42Z" fill="${hair}"/>`;
  if (style !== 'short') s += `<circle cy="-74" r="40" fill="${hair}"/>`;
  if (wave) s += `<path d="M56-6L92-62" ${stroke(top, 24)}/><circle cx="96" cy="-72" r="13" fill="${skin}"/>`;
  s += `<rect x="-12" y="-44" width="24" height="16" fill="${skin}"/>`;
  s += `<path d="M-72 72V14Q-72-30-30-32H30Q72-30 72 14V72Z" fill="${top}"/>`;
  s += `<path d="M-22-32L0 6L22-32Z" fill="${C.cream}"/>`;
  s += `<path d="M0 6V72" ${stroke(C.ink, 3)} opacity=".2"/>`;
  s += `<path d="M11 22V66" ${stroke(C.cream, 7, ' stroke-dasharray="0 16"')}/>`;
  s += `<circle cy="-70" r="36" fill="${skin}"/>`;
  s +=
    style === 'short'
      ? `<path d="M-37-62Q-42-110 0-110Q42-110 37-62Q34-84 16-88Q-10-80-30-88Q-36-80-37-62Z" fill="${hair}"/>`
      : `<path d="M-38-66A38 38 0 0 1 38-66Q30-92 6-90Q-22-92-38-66Z" fill="${hair}"/>`;
  s += `<g fill="${C.ink}"><circle cx="-14" cy="-67" r="3.5"/><circle cx="14" cy="-67" r="3.5"/></g>`;
  if (glasses)
    s += `<g ${stroke(C.ink, 3.5)}><circle cx="-15" cy="-67" r="11"/><circle cx="15" cy="-67" r="11"/><path d="M-4-68H4M-26-69L-35-72M26-69L35-72"/></g>`;
  s += `<path d="M-11-49Q0-40 11-49" ${stroke(C.ink, 3.5)}/>`;
  s += `<g fill="${C.coral}" opacity=".3"><circle cx="-25" cy="-52" r="6"/><circle cx="25" cy="-52" r="6"/></g>`;
  return s;
}

/** One of the "people circles": a friendly round head on round shoulders. */
const buddy = (skin, top, hair) =>
  (hair ? `<circle cy="-17" r="25" fill="${hair}"/>` : '') +
  `<path d="M-38 40Q-38 12 0 12Q38 12 38 40Q38 52 26 52H-26Q-38 52-38 40Z" fill="${top}"/><circle cy="-14" r="22" fill="${skin}"/>` +
  `<g fill="${C.ink}"><circle cx="-7" cy="-15" r="2.6"/><circle cx="7" cy="-15" r="2.6"/></g><path d="M-7-6Q0 0 7-6" ${stroke(C.ink, 2.6)}/>`;
const group = (list) => list.map(([x, y, s, skin, top, hair]) => at(x, y, buddy(skin, top, hair), s)).join('');

/** Speech bubble centred on the origin; tail 'l', 'r' or none. */
function bubble(w, h, { fill = C.white, tail = 'l', content = 'dots', color = C.teal } = {}) {
  const x = -w / 2,
    y = -h / 2,
    r = Math.min(h / 2, 22);
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
  if (tail === 'l') s += `<path d="M${n(x + 22)} ${n(-y - 4)}L${n(x + 8)} ${n(-y + 22)}L${n(x + 48)} ${n(-y - 4)}Z" fill="${fill}"/>`;
  if (tail === 'r') s += `<path d="M${n(-x - 22)} ${n(-y - 4)}L${n(-x - 8)} ${n(-y + 22)}L${n(-x - 48)} ${n(-y - 4)}Z" fill="${fill}"/>`;
  const c = {
    dots: `<path d="M-20 0H20" ${stroke(color, 12, ' stroke-dasharray="0 20"')}/>`,
    lines: `<path d="M${n(x + 22)} -9H${n(-x - 22)}M${n(x + 22)} 11H${n(-x - 52)}" ${stroke(color, 8)} opacity=".7"/>`,
    heart: at(0, 0, heart(color), 0.62),
    note: at(-6, 18, note(color), 0.7),
    notes: at(-20, 16, note(color, true), 0.7),
    q: at(-1, 2, question(color), 0.85),
    check: at(0, 0, check(color, 8), 1.2),
    wave: `<path d="M-30-6v12M-15-14v28M0-20v40M15-14v28M30-6v12" ${stroke(color, 7)}/>`,
    plus: plus(color),
  };
  return s + (c[content] ?? '');
}

const clock = (r = 60) => {
  const tr = r - 15;
  const step = (2 * Math.PI * tr) / 12;
  return (
    `<circle r="${r}" fill="${C.cream}" stroke="${C.teal}" stroke-width="10"/>` +
    `<circle r="${tr}" fill="none" stroke="${C.ink}" stroke-width="7" stroke-dasharray="3 ${n(step - 3)}" opacity=".5"/>` +
    `<path d="M0 0V${n(-r * 0.5)}M0 0L${n(r * 0.4)} ${n(r * 0.18)}" ${stroke(C.ink, 6)}/><circle r="6" fill="${C.coral}"/>`
  );
};

const calendar = () =>
  `<path d="M-45-82V-58M45-82V-58" ${stroke(C.ink, 9)}/>` +
  `<rect x="-90" y="-70" width="180" height="160" rx="14" fill="${C.white}"/>` +
  `<path d="M-90-28V-56Q-90-70-76-70H76Q90-70 90-56V-28Z" fill="${C.coral}"/>` +
  `<path d="M-45-76V-56M45-76V-56" ${stroke(C.ink, 9)}/>` +
  `<path d="M-66-4H74M-66 28H74M-66 60H74" fill="none" stroke="${C.sky}" stroke-width="20" stroke-dasharray="20 10"/>` +
  `<circle cx="34" cy="28" r="17" ${stroke(C.coral, 4)}/>`;

const house = (wall = C.cream, roof = C.coral, window = '') =>
  `<rect x="62" y="-128" width="28" height="60" fill="${C.ink}"/>` +
  `<rect x="-112" y="-40" width="224" height="150" fill="${wall}"/>` +
  `<path d="M-132-36L0-136L132-36Z" fill="${roof}" stroke="${roof}" stroke-width="16" stroke-linejoin="round"/>` +
  `<rect x="-86" y="24" width="50" height="86" rx="6" fill="${C.teal}"/><circle cx="-46" cy="70" r="4" fill="${C.butter}"/>` +
  (window || `<rect x="-4" y="4" width="84" height="64" rx="6" fill="${C.butter}"/><path d="M38 4V68M-4 36H80" stroke="${wall}" stroke-width="5"/>`);

const tv = (inner) =>
  `<path d="M-30-128L-78-186M30-128L66-190" ${stroke(C.ink, 6)}/><circle cx="-78" cy="-186" r="8" fill="${C.coral}"/><circle cx="66" cy="-190" r="8" fill="${C.coral}"/>` +
  `<path d="M-120 110L-138 150M120 110L138 150" ${stroke(C.ink, 10)}/>` +
  `<rect x="-190" y="-130" width="380" height="250" rx="26" fill="${C.ink}"/>` +
  `<rect x="-168" y="-110" width="336" height="196" rx="14" fill="${C.sky}"/>${inner}` +
  `<path d="M-150 104H-90" ${stroke(C.tealL, 6)}/><path d="M130 104H154" ${stroke(C.grey, 8, ' stroke-dasharray="0 14"')}/>`;

const gift = (box = C.coral, ribbon = C.teal) =>
  `<path d="M0-62C-22-104-76-92-42-62ZM0-62C22-104 76-92 42-62Z" fill="${ribbon}"/>` +
  `<rect x="-80" y="-32" width="160" height="122" rx="8" fill="${box}"/>` +
  `<rect x="-92" y="-62" width="184" height="40" rx="8" fill="${box}"/><rect x="-92" y="-22" width="184" height="10" fill="${C.ink}" opacity=".12"/>` +
  `<rect x="-14" y="-62" width="28" height="152" fill="${ribbon}"/><circle cy="-62" r="11" fill="${ribbon}"/>`;

const plant = (pot = C.coral, leafA = C.sage, leafB = C.teal) => {
  const leaf = (a, l) => `<path d="M0 0Q-22-${l / 2} 0-${l}Q22-${l / 2} 0 0Z" transform="rotate(${a})"/>`;
  return (
    `<g fill="${leafA}">${leaf(-52, 78) + leaf(0, 112) + leaf(48, 84)}</g>` +
    `<g fill="${leafB}">${leaf(-24, 100) + leaf(24, 96)}</g>` +
    `<path d="M-34 0H34L26 60H-26Z" fill="${pot}"/><rect x="-40" y="-8" width="80" height="16" rx="6" fill="${pot}"/>`
  );
};

const laptop = (inner) =>
  `<rect x="-130" y="-100" width="260" height="172" rx="12" fill="${C.ink}"/>` +
  `<rect x="-118" y="-88" width="236" height="148" rx="5" fill="${C.cream}"/>${inner}` +
  `<path d="M-162 72H162L146 94H-146Z" fill="${C.grey}"/><rect x="-28" y="72" width="56" height="7" rx="3" fill="${C.ink}" opacity=".2"/>`;

const mic = () =>
  `<path d="M-44-66Q-44-14 0-14Q44-14 44-66" ${stroke(C.ink, 7)}/><path d="M0-14V86" ${stroke(C.ink, 8)}/>` +
  `<rect x="-46" y="84" width="92" height="14" rx="7" fill="${C.ink}"/>` +
  `<rect x="-28" y="-128" width="56" height="96" rx="28" fill="#3d4d55"/>` +
  `<path d="M-28-96H28M-28-78H28M-28-60H28" stroke="${C.grey}" stroke-width="4" opacity=".6"/>`;

const shield = () =>
  `<path d="M0-90L72-62V-8Q72 54 0 92Q-72 54-72-8V-62Z" fill="${C.teal}"/>` +
  `<path d="M0-70L54-50V-6Q54 40 0 70Q-54 40-54-6V-50Z" fill="${C.tealL}"/>` +
  `<path d="M-12-36H12V-12H36V12H12V36H-12V12H-36V-12H-12Z" fill="${C.cream}" stroke="${C.cream}" stroke-width="4" stroke-linejoin="round"/>`;

const certificate = () =>
  `<rect x="-80" y="-104" width="160" height="208" rx="12" fill="${C.white}"/>` +
  `<path d="M-50-66H50M-50-40H50M-50-14H50M-50 12H14" ${stroke(C.sky, 9)}/>` +
  `<path d="M24 64L14 112L36 100L46 118L52 70Z" fill="${C.teal}"/><circle cx="38" cy="60" r="28" fill="${C.coral}"/><circle cx="38" cy="60" r="17" ${stroke(C.cream, 4)}/>`;

const clipboard = () =>
  `<rect x="-84" y="-106" width="168" height="216" rx="14" fill="${C.teal}"/><rect x="-68" y="-86" width="136" height="180" rx="6" fill="${C.white}"/>` +
  `<rect x="-34" y="-118" width="68" height="32" rx="10" fill="${C.ink}"/>` +
  [-48, 0, 48]
    .map(
      (y) =>
        `<rect x="-52" y="${y - 14}" width="28" height="28" rx="6" fill="${C.sky}"/>${at(-38, y, check(C.coral, 7), 0.9)}<path d="M-8 ${y}H48" ${stroke(C.grey, 8)}/>`,
    )
    .join('');

const bulb = () =>
  `<path d="M-60-40H-80M60-40H80M0-104V-124M-44-84L-58-98M44-84L58-98" ${stroke(C.butter, 8)}/>` +
  `<circle cy="-40" r="46" fill="${C.butter}"/><path d="M-22 0H22V26H-22Z" fill="${C.butter}"/>` +
  `<path d="M-20 32H20M-14 46H14" ${stroke(C.grey, 10)}/><path d="M-16-40Q0-62 16-40" ${stroke(C.cream, 6)}/>`;

const cup = () =>
  `<path d="M-20-44Q-10-54-20-64M0-46Q10-56 0-66" ${stroke(C.tealL, 5)} opacity=".5"/>` +
  `<circle cx="32" cy="-8" r="14" ${stroke(C.coral, 7)}/><path d="M-32-26H32V4Q32 36 0 36Q-32 36-32 4Z" fill="${C.coral}"/>`;

const apple = () =>
  `<path d="M0-30Q4-44 14-48" ${stroke(C.ink, 5)}/><path d="M4-36Q22-54 36-40Q20-28 4-36Z" fill="${C.sage}"/>` +
  `<path d="M0-26Q-16-36-28-24Q-44-8-32 14Q-20 36 0 28Q20 36 32 14Q44-8 28-24Q16-36 0-26Z" fill="${C.coral}"/>`;

/** Sideboard / table the core scene stands on (top edge at local y=96). */
const tableTop = 96;
/** Where the 600×400 core sits in each format: centre and scale. */
const LAYOUT = { header: [600, 365, 1.25], preview: [300, 210, 0.9] };
/** Table top in header coordinates; `onTable` stands an element of height `h` on it. */
const HT = LAYOUT.header[1] + tableTop * LAYOUT.header[2];
const onTable = (x, el, s = 1, h = 60) => at(x, HT - h * s, el, s);

// ---------------------------------------------------------------- background decoration
function deco(W, H, variant, dark) {
  const fill = dark ? C.white : C.white;
  const o = dark ? 0.07 : 0.38;
  const k = W / 1200;
  const c = (x, y, r) => `<circle cx="${n(x * W)}" cy="${n(y * H)}" r="${n(r * k)}"/>`;
  const shapes = [
    c(0.9, 0.12, 300) + c(0.08, 0.92, 150),
    c(0.1, 0.05, 260) + c(0.95, 0.75, 120),
    c(0.5, 0.0, 330) + c(0.02, 0.6, 90) + c(0.98, 0.4, 90),
    c(0.85, 0.9, 280) + c(0.2, 0.2, 120),
  ][variant % 4];
  return `<g fill="${fill}" opacity="${o}">${shapes}</g>`;
}

// ---------------------------------------------------------------- scenes
// `core` is drawn in a 600×400 box centred on the origin and is shared by header and
// preview; `wide` adds elements to the 1200×630 header (absolute coordinates, table top at
// y=440). `ground` is 'table' (a sideboard under the core), 'hill' or none.
const P = {
  margarete: { skin: SKIN[0], hair: HAIR.white, style: 'bun', top: C.coral },
  erika: { skin: SKIN[3], hair: HAIR.grey, style: 'bob', top: C.tealL },
  hans: { skin: SKIN[1], hair: HAIR.silver, style: 'short', top: C.teal },
  amara: { skin: SKIN[4], hair: HAIR.white, style: 'bun', top: C.sage },
  yusuf: { skin: SKIN[2], hair: HAIR.grey, style: 'short', top: C.coral },
};

const scenes = {
  beispieltag: {
    bg: C.sky,
    ground: 'table',
    title: 'Ein Tag mit Lumi: Eine ältere Frau sitzt mit einer Tasse neben dem Lumi-Tablet, darüber wandert die Sonne über eine Uhr bis zum Mond.',
    core:
      `<path d="M-265-110Q0-250 265-110" ${stroke(C.white, 6, ' stroke-dasharray="1 16"')}/>` +
      at(-265, -110, sun(24)) +
      at(265, -110, moon(28, C.teal)) +
      at(0, -180, clock(34)) +
      at(-150, 30, person(P.margarete)) +
      at(-20, 60, cup(), 1) +
      at(140, 0, tablet('list'), 0.92),
    wide: at(110, 150, cloud()) + at(1080, 120, cloud(C.white, 0.6), 0.8) + onTable(1080, plant(C.teal, C.sage, C.tealL), 1),
  },
  entertainment: {
    bg: C.teal,
    dark: true,
    ground: 'table',
    title: 'Abendliche Unterhaltung: Zwei ältere Menschen freuen sich vor dem Lumi-Tablet, von dem Musiknoten aufsteigen.',
    core:
      at(-205, 28, person({ ...P.amara, wave: true })) +
      at(205, 28, person({ ...P.hans, top: C.butter })) +
      at(0, 0, tablet('play', C.coral)) +
      at(-80, -150, note(C.butter, true)) +
      at(100, -130, note(C.coral)) +
      at(40, -175, note(C.white), 0.7) +
      at(-150, -175, sparkle(C.butter), 0.7) +
      at(180, -185, sparkle(C.white), 0.6),
    wide:
      at(140, 130, moon(48, C.butter)) +
      at(1040, 110, sparkle(C.butter)) +
      at(1120, 200, sparkle(), 0.6) +
      at(250, 240, sparkle(), 0.5) +
      at(1060, 330, note(C.butter, true), 0.9),
  },
  geschenkideen: {
    bg: '#f8d9cb',
    ground: 'table',
    title: 'Geschenkidee: Ein großes Geschenkpaket mit Schleife neben dem Lumi-Tablet, umgeben von Herzen und Konfetti.',
    core:
      at(-140, 6, gift(C.coral, C.teal)) +
      at(130, 0, tablet('heart')) +
      at(-10, -150, heart(C.coral), 0.8) +
      at(40, -110, heart(C.teal), 0.5) +
      at(-250, -150, heart(C.white), 0.6),
    wide: (r) =>
      confetti(r, [
        [40, 260, 20, 420],
        [980, 1180, 20, 420],
      ]) + onTable(1080, gift(C.butter, C.coral), 0.55, 90),
  },
  gruenderstory: {
    bg: '#fbe8b5',
    ground: 'table',
    title: 'Gründergeschichte: Zwei Gründer stehen an einer Tafel mit einer Tablet-Skizze, darüber leuchtet eine Glühbirne.',
    core:
      `<rect x="-110" y="-130" width="220" height="170" rx="12" fill="${C.white}"/>` +
      `<rect x="-70" y="-100" width="140" height="92" rx="10" ${stroke(C.teal, 5, ' stroke-dasharray="10 8"')}/>` +
      `<path d="M-44 4H44" ${stroke(C.coral, 6)}/><path d="M-26-62v1M26-62v1M-30-40Q0-18 30-40" ${stroke(C.tealL, 7)}/>` +
      `<path d="M-80 40L-100 96M80 40L100 96" ${stroke(C.ink, 8)}/>` +
      at(0, -140, bulb(), 0.6) +
      at(-200, 30, person({ skin: SKIN[2], hair: HAIR.dark, style: 'short', top: C.teal, glasses: false })) +
      at(200, 30, person({ skin: SKIN[3], hair: HAIR.brown, style: 'bob', top: C.coral, wave: false })),
    wide: onTable(1080, plant(C.teal)) + at(130, 150, sparkle(C.coral), 0.8) + at(200, 260, sparkle(C.white), 0.6) + at(1050, 150, sparkle(C.white), 0.7),
  },
  'interview-margarete': {
    bg: '#e5e0f2',
    ground: 'table',
    title: 'Interview: Eine ältere Frau mit Dutt und Brille spricht in ein Mikrofon, daneben Sprechblasen und das Lumi-Tablet.',
    core:
      at(-150, 24, person(P.margarete), 1.15) +
      at(-20, 3, mic(), 0.95) +
      at(-50, -178, bubble(150, 66, { content: 'lines' })) +
      at(180, -150, bubble(90, 60, { content: 'heart', tail: 'r', color: C.coral })) +
      at(190, 30, tablet('smile'), 0.7),
    wide: onTable(1080, plant(C.coral, C.sage, C.teal)) + at(150, 170, bubble(100, 56, { content: 'dots', fill: C.white }), 0.9),
  },
  'goes-dipa': {
    bg: '#d3ebdf',
    ground: 'table',
    title: 'Lumi als digitale Pflegeanwendung: Das Tablet mit Häkchen zwischen einem Schutzschild mit Kreuz und einem Zertifikat mit Siegel.',
    core:
      at(-200, 4, shield()) +
      at(210, -8, certificate()) +
      at(0, 0, tablet('check'), 0.85) +
      at(-200, -150, sparkle(C.white), 0.8) +
      at(110, -170, sparkle(C.teal), 0.5),
    wide: at(120, 200, plus(C.white, 10), 1.6) + at(1090, 160, plus(C.teal, 10), 1.2) + onTable(1080, plant(C.teal, C.sage, C.tealL)),
  },
  gruppe: {
    bg: C.cream,
    ground: 'table',
    title: 'Gemeinsam statt allein: Eine Gruppe von Menschen sitzt um einen Tisch mit dem Lumi-Tablet, darüber Sprechblasen.',
    core:
      group([
        [-150, 30, 1.3, SKIN[3], C.coral, HAIR.grey],
        [150, 30, 1.3, SKIN[4], C.sage, HAIR.silver],
        [-262, 44, 1.4, SKIN[1], C.teal, HAIR.white],
        [262, 44, 1.4, SKIN[0], C.butter, HAIR.white],
      ]) +
      at(0, 26, tablet('call', C.coral), 0.72) +
      at(-190, -90, bubble(100, 56, { content: 'heart', color: C.coral, fill: C.sky })) +
      at(190, -90, bubble(100, 56, { content: 'dots', tail: 'r', fill: C.sky })),
    wide: at(110, 260, heart(C.coral), 0.8) + at(1090, 220, heart(C.teal), 0.6) + onTable(1080, plant(C.tealL, C.sage, C.teal)),
  },
  'in-tv': {
    bg: C.sand,
    ground: 'table',
    title: 'Lumi im Fernsehen: Ein Fernseher zeigt eine ältere Frau neben dem Lumi-Tablet, rundherum funkelnde Sterne.',
    core:
      at(0, -31.5, tv(at(-70, 28, person(P.erika), 0.72) + at(80, 10, tablet('smile', C.teal, false), 0.55)), 0.85) +
      at(-250, -120, sparkle(C.coral)) +
      at(250, -90, sparkle(C.teal), 0.8) +
      at(230, -170, sparkle(C.white), 0.6),
    wide: onTable(1060, plant(C.coral)) + at(150, 200, sparkle(C.white), 0.9) + at(200, 330, sparkle(C.coral), 0.6) + at(1080, 160, sun(30, C.butter), 0.8),
  },
  'soziale-kontakte': {
    bg: '#fcd9b8',
    ground: 'table',
    title: 'Soziale Kontakte: Eine ältere Frau führt über das Lumi-Tablet einen Videoanruf, Herzen steigen auf.',
    core:
      at(-170, 28, person({ ...P.amara, wave: true })) +
      at(120, 0, tablet('call')) +
      at(40, -150, heart(C.coral), 0.9) +
      at(130, -180, heart(C.white), 0.55) +
      at(-30, -110, heart(C.teal), 0.45) +
      at(240, -140, bubble(80, 50, { content: 'dots', tail: 'r', color: C.coral })),
    wide: at(130, 200, heart(C.white), 0.8) + at(1100, 180, heart(C.coral), 0.6) + onTable(1070, plant(C.teal)),
  },
  struktur: {
    bg: '#e3f1f4',
    ground: 'table',
    title: 'Struktur im Alltag: Eine Uhr, ein Kalender mit markiertem Tag und das Lumi-Tablet mit einer abgehakten Liste.',
    core: at(-215, -95, clock(72)) + at(-20, -75, calendar(), 0.85) + at(170, 4, tablet('list'), 0.9) + at(-100, 60, cup()),
    wide: at(1090, 160, sun(26), 0.9) + at(120, 180, sparkle(C.teal), 0.7) + onTable(1080, plant(C.teal, C.sage, C.tealL)),
  },
  'technik-angst': {
    bg: '#e7e2da',
    ground: 'table',
    title: 'Keine Angst vor Technik: Ein älterer Mann mit Fragezeichen-Sprechblase, ein Pfeil führt zum lächelnden Lumi-Tablet mit Häkchen.',
    core:
      at(-190, 28, person(P.yusuf)) +
      at(-200, -160, bubble(84, 66, { content: 'q', color: C.coral })) +
      `<path d="M-110-160Q0-210 90-165" ${stroke(C.teal, 5, ' stroke-dasharray="2 12"')}/><path d="M74-182L96-162L68-152" ${stroke(C.teal, 5)}/>` +
      at(150, 0, tablet('smile')) +
      at(170, -160, bubble(84, 66, { content: 'check', tail: 'r', color: C.teal })),
    wide: onTable(1080, plant(C.sage, C.teal, C.tealL)) + at(130, 170, cloud(C.white, 0.7), 0.8) + at(1080, 160, heart(C.coral), 0.7),
  },
  unterhaltung: {
    bg: '#bfe3e0',
    ground: 'table',
    title: 'Unterhaltung: Eine ältere Frau plaudert mit dem Lumi-Tablet, Sprechblasen und Musiknoten wechseln sich ab.',
    core:
      at(-140, 0, tablet('wave')) +
      at(190, 24, person(P.erika), 1.05) +
      at(-120, -160, bubble(110, 60, { content: 'note', color: C.coral })) +
      at(60, -170, bubble(130, 62, { content: 'lines', tail: 'r' })) +
      at(-262, -122, note(C.teal), 0.7) +
      at(40, -90, note(C.coral), 0.6),
    wide: at(1070, 130, note(C.teal, true), 0.9) + at(130, 180, note(C.coral, true), 0.8) + onTable(1080, plant(C.coral)),
  },
  'wege-aus-der-einsamkeit': {
    bg: '#c9dfc9',
    ground: 'hill',
    title: 'Wege aus der Einsamkeit: Ein geschwungener Weg führt von einem kleinen Haus zu einer Gruppe von Menschen in der Sonne.',
    core:
      at(200, -150, sun(34)) +
      `<path d="M-180 200Q-40 150-30 90Q-20 20 150 20" ${stroke(C.sand, 34)}/><path d="M-160 190Q-40 150-30 90Q-20 20 140 20" ${stroke(C.white, 4, ' stroke-dasharray="10 16"')}/>` +
      at(-200, 70, house(), 0.75) +
      group([
        [130, -30, 0.9, SKIN[0], C.coral, HAIR.white],
        [200, -40, 0.9, SKIN[2], C.teal, HAIR.grey],
        [260, -20, 0.9, SKIN[3], C.butter, 0],
      ]) +
      at(-20, 120, heart(C.coral), 0.5) +
      at(40, 40, heart(C.coral), 0.4) +
      at(-60, -20, heart(C.white), 0.35),
    wide:
      at(130, 150, cloud(), 0.9) +
      at(960, 110, cloud(C.white, 0.6), 0.7) +
      at(1100, 430, plant(C.coral, C.teal, C.sage), 0.9) +
      at(110, 520, plant(C.teal, C.sage, C.tealL), 0.7),
  },
  'altern-in-den-eigenen-vier-waenden': {
    bg: '#fbe8b5',
    ground: 'hill',
    title: 'Zuhause alt werden: Ein Haus, im erleuchteten Fenster sitzt eine ältere Frau mit dem Lumi-Tablet, daneben eine Pflanze.',
    core:
      at(
        0,
        30,
        house(
          C.cream,
          C.teal,
          `<rect x="-20" y="-14" width="116" height="92" rx="8" fill="${C.butter}"/>` +
            `<svg x="-20" y="-14" width="116" height="92" overflow="hidden">${at(40, 86, person(P.margarete), 0.5)}${at(88, 70, tablet('smile', C.coral, false), 0.3)}</svg>` +
            `<rect x="-20" y="-14" width="116" height="92" rx="8" fill="none" stroke="${C.cream}" stroke-width="6"/>`,
        ),
        1.15,
      ) +
      at(-210, -130, sun(30)) +
      at(210, 100, plant(C.coral), 0.9) +
      at(-220, 130, plant(C.teal, C.sage, C.tealL), 0.7),
    wide: at(150, 190, cloud(), 0.9) + at(1060, 140, cloud(C.white, 0.7), 0.8) + at(1050, 260, heart(C.coral), 0.6),
  },
  hiring: {
    bg: '#d9d3ec',
    ground: 'table',
    title: 'Wir stellen ein: Ein Laptop mit Team-Videokonferenz und Pluszeichen, daneben drei Menschen und eine Pflanze.',
    core:
      at(
        0,
        2,
        laptop(
          group([
            [-64, -30, 0.8, SKIN[1], C.teal, HAIR.dark],
            [0, -30, 0.8, SKIN[4], C.coral, HAIR.dark],
            [64, -30, 0.8, SKIN[3], C.sage, HAIR.brown],
          ]) + `<circle cx="0" cy="30" r="18" fill="${C.coral}"/>${at(0, 30, plus(C.white, 6), 0.7)}`,
        ),
      ) +
      at(-240, 40, buddy(SKIN[2], C.butter, HAIR.dark), 1.5) +
      at(240, 40, buddy(SKIN[0], C.teal, HAIR.brown), 1.5) +
      at(-150, -150, bubble(90, 56, { content: 'plus', color: C.coral })) +
      at(160, -160, bubble(90, 56, { content: 'heart', tail: 'r', color: C.teal })),
    wide: onTable(1080, plant(C.teal)) + onTable(120, plant(C.coral, C.sage, C.teal), 0.8) + at(150, 170, sparkle(C.white), 0.8),
  },
  produkttest: {
    bg: '#e2edc9',
    ground: 'table',
    title: 'Produkttest: Das Lumi-Tablet mit fünf Sternen, ein Klemmbrett mit Häkchen und ein winkender älterer Mann.',
    core:
      at(-210, -6, clipboard(), 0.85) +
      at(10, 0, tablet('smile')) +
      at(215, 28, person({ ...P.hans, wave: true }), 0.95) +
      [-100, -50, 0, 50, 100].map((x) => at(x + 10, -170, star(C.butter))).join(''),
    wide: at(1080, 160, sparkle(C.white)) + at(130, 170, sparkle(C.teal), 0.7) + onTable(1090, plant(C.coral)),
  },
  'sprachassistenten-fuer-senioren': {
    bg: '#f4cfd3',
    ground: 'table',
    title: 'Sprachassistenten für Senioren: Ein älterer Mann spricht mit dem Lumi-Tablet, Sprechblasen und Schallwellen gehen hin und her.',
    core:
      at(-190, 28, person(P.yusuf)) +
      at(140, 0, tablet('wave')) +
      `<path d="M262 20Q276 46 262 72M282 6Q304 46 282 86" ${stroke(C.teal, 6)}/>` +
      at(-100, -150, bubble(120, 62, { content: 'lines' })) +
      at(110, -160, bubble(120, 62, { content: 'wave', tail: 'r', color: C.coral })),
    wide: onTable(1080, plant(C.teal, C.sage, C.tealL)) + at(140, 170, bubble(90, 50, { content: 'dots', fill: C.cream, color: C.coral }), 0.8),
  },
  tutorial: {
    bg: '#f9efdc',
    ground: 'table',
    title: 'Anleitung: Drei nummerierte Schritte führen zu einem Häkchen, daneben das Lumi-Tablet.',
    core:
      `<path d="M-240-140Q-180-60-120-140T0-140T120-150" ${stroke(C.tealL, 5, ' stroke-dasharray="2 12"')}/>` +
      [-240, -120, 0].map((x, i) => `<circle cx="${x}" cy="-140" r="30" fill="${[C.teal, C.teal, C.coral][i]}"/>${at(x, -140, digit(i, C.white))}`).join('') +
      `<circle cx="130" cy="-150" r="34" fill="${C.sage}"/>${at(130, -150, check(C.white, 8), 1.3)}` +
      at(-140, 0, tablet('touch'), 0.9) +
      at(170, 28, person(P.erika)),
    wide: onTable(1080, plant(C.coral)) + at(130, 180, sparkle(C.coral), 0.8) + at(1080, 150, sparkle(C.teal), 0.6),
  },
  'was-bedeuted-gesundes-altern': {
    bg: '#d3ebdf',
    ground: 'hill',
    front: true,
    title: 'Gesundes Altern: Eine winkende ältere Frau zwischen einem Herz mit Pulslinie, einer Pflanze, einem Apfel und der Sonne.',
    core:
      at(210, -130, sun(34)) +
      at(-200, -80, heart(C.coral), 2.6) +
      `<path d="M-262-86H-232L-218-112L-200-60L-186-86H-140" ${stroke(C.white, 7)}/>` +
      at(0, 50, person({ ...P.amara, top: C.teal, wave: true }), 1.1) +
      at(190, 56, plant(C.coral), 1) +
      at(-160, 62, apple(), 1),
    wide: at(140, 150, cloud(), 0.8) + at(1080, 120, cloud(C.white, 0.6), 0.7) + at(1090, 430, plant(C.teal, C.sage, C.tealL), 0.8),
  },
};

/** Deterministic confetti in the given [x0, x1, y0, y1] boxes (header coordinates). */
function confetti(rand, boxes) {
  const colors = [C.coral, C.teal, C.butter, C.white];
  let s = '';
  for (const [x0, x1, y0, y1] of boxes) {
    for (let i = 0; i < 7; i++) {
      const x = x0 + rand() * (x1 - x0);
      const y = y0 + rand() * (y1 - y0);
      const col = colors[Math.floor(rand() * colors.length)];
      s +=
        i % 2
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 + rand() * 5)}" fill="${col}"/>`
          : `<rect x="${n(x)}" y="${n(y)}" width="8" height="18" rx="3" fill="${col}" transform="rotate(${Math.round(rand() * 180)} ${n(x)} ${n(y)})"/>`;
    }
  }
  return s;
}

// ---------------------------------------------------------------- assembling files
const defs =
  '<defs><radialGradient id="glow" cx=".5" cy=".45" r=".65"><stop offset="0" stop-color="#fffbf2"/><stop offset="1" stop-color="#ffe0a0"/></radialGradient></defs>';

const svgOpen = (W, H, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${esc(title)}</title>`;

/** Mixes two #rrggbb colours; t=0 gives `a`, t=1 gives `b`. */
const mix = (a, b, t) =>
  '#' +
  [1, 3, 5]
    .map((i) =>
      Math.round(parseInt(a.slice(i, i + 2), 16) * (1 - t) + parseInt(b.slice(i, i + 2), 16) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

function ground(kind, W, H, y, dark, bg) {
  if (kind === 'table') {
    const top = dark ? '#083f49' : C.sandD;
    return `<rect x="0" y="${n(y + 10)}" width="${W}" height="${n(H - y)}" fill="${mix(bg, top, 0.45)}"/><rect x="${n(W * 0.04)}" y="${n(y)}" width="${n(W * 0.92)}" height="${n(H * 0.04)}" rx="${n(H * 0.02)}" fill="${top}"/>`;
  }
  if (kind === 'hill') {
    return `<path d="M0 ${n(y)}Q${n(W * 0.3)} ${n(y - H * 0.12)} ${n(W * 0.6)} ${n(y - H * 0.02)}T${W} ${n(y - H * 0.06)}V${H}H0Z" fill="${C.sage}" opacity=".55"/>`;
  }
  if (kind === 'front') {
    return `<path d="M0 ${n(y)}Q${n(W * 0.45)} ${n(y - H * 0.07)} ${W} ${n(y + H * 0.01)}V${H}H0Z" fill="#9cc7a6"/>`;
  }
  return '';
}

function render(id, scene, index, format) {
  const header = format === 'header';
  const [W, H] = header ? [1200, 630] : [600, 400];
  const [cx, cy, s] = LAYOUT[format];
  const groundY = cy + tableTop * s;
  let body = `<rect width="${W}" height="${H}" fill="${scene.bg}"/>` + deco(W, H, index, scene.dark);
  if (scene.ground === 'hill') body += ground('hill', W, H, groundY - 20 * s, scene.dark, scene.bg);
  if (header) body += typeof scene.wide === 'function' ? scene.wide(prng(id)) : (scene.wide ?? '');
  body += at(cx, cy, scene.core, s);
  if (scene.ground === 'table') body += ground('table', W, H, groundY, scene.dark, scene.bg);
  if (scene.front) body += ground('front', W, H, groundY, scene.dark, scene.bg);
  return svgOpen(W, H, scene.title) + (body.includes('url(#glow)') ? defs : '') + body + '</svg>\n';
}

const favicon =
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img"><title>Lumi</title>` +
  `<style>.m{fill:${C.teal}}@media (prefers-color-scheme:dark){.m{fill:#7cc3cc}}</style>` +
  `<mask id="f"><rect width="32" height="32" fill="#fff"/><g fill="#000"><circle cx="11.5" cy="11.5" r="2"/><circle cx="20.5" cy="11.5" r="2"/></g><path d="M10 16.5Q16 22 22 16.5" fill="none" stroke="#000" stroke-width="2.6" stroke-linecap="round"/></mask>` +
  `<rect class="m" x="2" y="3" width="28" height="21" rx="5" mask="url(#f)"/><rect class="m" x="7" y="26" width="18" height="4" rx="2"/></svg>\n`;

const ogScene = {
  bg: C.sand,
  ground: 'table',
  title: 'Lumi: Eine ältere Frau lächelt neben dem sprechenden Lumi-Tablet mit Lautsprecher.',
  core:
    at(-150, 14, person(P.margarete), 1.15) +
    at(130, 0, tablet('smile')) +
    `<path d="M262 20Q276 46 262 72M282 6Q304 46 282 86" ${stroke(C.teal, 6)}/>` +
    at(-20, -160, bubble(110, 60, { content: 'heart', color: C.coral })) +
    at(170, -170, note(C.teal, true), 0.9),
  wide: at(140, 150, sun(36)) + at(1060, 130, cloud(C.white, 0.8)) + onTable(1090, plant(C.teal, C.sage, C.tealL)),
};

// ---------------------------------------------------------------- write
mkdirSync(blogDir, { recursive: true });
const written = [];
const write = (file, text) => {
  // Cheap well-formedness guard: browsers reject an SVG with a repeated attribute.
  for (const tag of text.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const names = [...tag.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) throw new Error(`${relative(root, file)}: repeated attribute in ${tag}`);
  }
  const bytes = Buffer.byteLength(text);
  if (bytes >= MAX_BYTES) throw new Error(`${relative(root, file)} is ${bytes} bytes (limit ${MAX_BYTES})`);
  writeFileSync(file, text);
  written.push([relative(root, file), bytes]);
};

Object.entries(scenes).forEach(([id, scene], i) => {
  write(join(blogDir, `${id}.svg`), render(id, scene, i, 'header'));
  write(join(blogDir, `${id}-preview.svg`), render(id, scene, i, 'preview'));
});
write(join(publicDir, 'favicon.svg'), favicon);
write(join(publicDir, 'media', 'og-default.svg'), render('og-default', ogScene, 0, 'header'));

for (const [file, bytes] of written) console.log(`${String(bytes).padStart(5)}  ${file}`);
