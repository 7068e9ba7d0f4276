#!/usr/bin/env node
// Draws the site's static SVG artwork: the press strip's wordmarks, the testimonial portraits
// and the four feature-section scenes. Node only, no randomness: every run writes
// byte-identical files.
//
//   node tools/media/generate-section-art.mjs
//
// Writes (overwriting):
//   public/media/press/press-<1..4>.svg                    240×60, #3d444a on transparent, ≤ 6 KB
//   public/media/testimonials/{relative,user,manager}.svg  320×320, ≤ 12 KB
//   public/media/scenes/{sicherheit,unterhaltung,gemeinschaft,kommunikation}.svg  640×480, ≤ 25 KB
//
// The four publications are invented. Two wordmarks are drawn as paths with the little
// monoline alphabet below (they look the same everywhere); two use a generic system font
// stack with a fixed textLength, so their width does not depend on which font is found.
// The scenes contain no text, so they need no translation; every file has role="img" and a
// German <title>.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  C,
  CAST,
  at,
  bubble,
  callScreen,
  check,
  doubleNote,
  esc,
  glass,
  groupScreen,
  heart,
  homeScreen,
  line,
  moodFace,
  mug,
  n,
  note,
  portrait,
  radioScreen,
  sparkle,
  sunIcon,
  tablet,
  tilePerson,
  capsule,
  handset,
} from './lumi-art.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
const media = join(root, 'public', 'media');
const LIMITS = { press: 6 * 1024, testimonials: 12 * 1024, scenes: 25 * 1024 };
const INK = '#3d444a';

// ---------------------------------------------------------------- a small monoline alphabet
// Capitals on a 10-unit cap height, drawn as strokes. [advance width, path].
const GLYPHS = {
  A: [8, 'M0 10L4 0L8 10M1.6 6.6H6.4'],
  B: [6.6, 'M0 10V0H3.6A2.5 2.5 0 0 1 3.6 5H0M3.6 5H4A2.5 2.5 0 0 1 4 10H0'],
  D: [8, 'M0 0V10H3A5 5 0 0 0 3 0Z'],
  E: [6, 'M6 0H0V10H6M0 5H5'],
  F: [6, 'M6 0H0V10M0 5H5'],
  G: [10, 'M8.8 1.8A5 5 0 1 0 10 5H6'],
  H: [7, 'M0 0V10M7 0V10M0 5H7'],
  I: [0, 'M0 0V10'],
  K: [6.6, 'M0 0V10M6.6 0L0 6.2M2.2 4.2L6.6 10'],
  L: [5.6, 'M0 0V10H5.6'],
  M: [9, 'M0 10V0L4.5 7L9 0V10'],
  N: [7.6, 'M0 10V0L7.6 10V0'],
  O: [10, 'M0 5A5 5 0 1 0 10 5A5 5 0 1 0 0 5'],
  P: [6.6, 'M0 10V0H3.6A2.8 2.8 0 0 1 3.6 5.6H0'],
  R: [6.6, 'M0 10V0H3.6A2.8 2.8 0 0 1 3.6 5.6H0M3 5.6L6.6 10'],
  S: [6.4, 'M6.2 1.8C5.2 0.2 0.6-0.2 0.6 2.6C0.6 5.4 6.4 4.6 6.4 7.4C6.4 10.4 1.2 10.4 0 8.2'],
  T: [7, 'M0 0H7M3.5 0V10'],
  Z: [7, 'M0 0H7L0 10H7'],
  '&': [8, 'M7.6 10L1.8 3.6C0.4 1.8 1.6 0 3.2 0C4.8 0 6 1.6 4.8 3.4L1 6.6C-0.6 8.2 0.8 10.2 3 10.2C5 10.2 6.6 8.6 7.4 6.6'],
};

/** Lays out `word` in the monoline alphabet: returns { d, width } in glyph units. */
function monoline(word, tracking = 2.2) {
  let x = 0;
  const parts = [];
  for (const ch of word) {
    if (ch === ' ') {
      x += 4;
      continue;
    }
    const [w, d] = GLYPHS[ch];
    parts.push(`<path transform="translate(${n(x)} 0)" d="${d}"/>`);
    x += w + tracking;
  }
  return { body: parts.join(''), width: x - tracking };
}

/**
 * Monoline text with its top-left corner at (x, y), cap height `cap` (made smaller if the word
 * would be wider than `maxWidth`), stroke `weight`. Returns the markup, the width and the cap.
 */
function wordmark(x, y, word, cap, weight, { tracking = 2.2, skew = 0, maxWidth = Infinity } = {}) {
  const { body, width } = monoline(word, tracking);
  const s = Math.min(cap / 10, maxWidth / width);
  return {
    svg: `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})${skew ? ` skewX(${skew})` : ''}" ${line(INK, weight / s)}>${body}</g>`,
    width: width * s,
    cap: s * 10,
  };
}

const SERIF = "Georgia, 'Times New Roman', Times, 'Liberation Serif', 'DejaVu Serif', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
const fontText = (x, y, s, { size, family, weight = 700, style = '', length, spacing = '' }) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}"${style ? ` font-style="${style}"` : ''}${spacing ? ` letter-spacing="${spacing}"` : ''} textLength="${length}" lengthAdjust="spacingAndGlyphs" fill="${INK}">${esc(s)}</text>`;

const svgOpen = (w, h, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(title)}</title>`;

// ---------------------------------------------------------------- press strip
const press = [
  {
    // a regional daily: a bridge over the valley river, serif title on two lines
    title: 'Talbrücker Tageblatt',
    body:
      `<path d="M4 40H50M8 40V31M46 40V31M4 31H50" ${line(INK, 3)}/>` +
      `<path d="M10 40A17 13 0 0 1 44 40" ${line(INK, 3)}/><path d="M20 40V34M27 40V28M34 40V34" ${line(INK, 2)}/>` +
      `<path d="M4 47Q10 44 16 47T28 47T40 47T52 47" ${line(INK, 2.2)}/><path d="M10 53Q16 50 22 53T34 53T46 53" ${line(INK, 2.2)}/>` +
      `<circle cx="40" cy="15" r="6" fill="${INK}"/>` +
      fontText(64, 24, 'Talbrücker', { size: 15, family: SERIF, weight: 400, style: 'italic', length: 86 }) +
      fontText(64, 50, 'Tageblatt', { size: 29, family: SERIF, weight: 700, length: 170 }),
  },
  {
    // a magazine for the years after work: a falling leaf, geometric capitals
    title: 'Goldherbst Magazin',
    body: (() => {
      const big = wordmark(54, 12, 'GOLDHERBST', 22, 3.4, { tracking: 2.2, maxWidth: 182 });
      const small = wordmark(55, 40, 'MAGAZIN', 8, 1.6, { tracking: 4.2 });
      return (
        `<path d="M26 52C10 44 6 26 16 12C22 4 34 4 40 8C44 20 42 40 26 52Z" fill="${INK}"/>` +
        `<path d="M26 52C24 38 28 22 38 10M27 34L19 28M29 26L35 22M28 42L20 40" stroke="#fff" stroke-width="2.2" stroke-linecap="round" fill="none"/>` +
        `<path d="M26 52L22 58" ${line(INK, 3)}/>` +
        big.svg +
        small.svg +
        `<path d="M${n(61 + small.width)} 44H${n(54 + big.width)}" ${line(INK, 1.6)}/>`
      );
    })(),
  },
  {
    // a consumer-technology magazine: a sewing button whose thread becomes a cable
    title: 'Knopf & Kabel',
    body: (() => {
      const mark = wordmark(56, 16, 'KNOPF & KABEL', 20, 2.8, { tracking: 1.8, maxWidth: 180 });
      return (
        `<circle cx="26" cy="24" r="16" fill="none" stroke="${INK}" stroke-width="3.4"/><circle cx="26" cy="24" r="10" fill="none" stroke="${INK}" stroke-width="1.6"/>` +
        [
          [22, 20],
          [30, 20],
          [22, 28],
          [30, 28],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2" fill="${INK}"/>`)
          .join('') +
        `<path d="M26 40C26 50 12 48 12 56M12 56H60" ${line(INK, 2.4)}/>` +
        `<rect x="60" y="52" width="8" height="8" rx="1.5" fill="${INK}"/>` +
        mark.svg +
        `<path d="M74 53H${n(60 + mark.width)}" ${line(INK, 2)} stroke-dasharray="1 6"/>`
      );
    })(),
  },
  {
    // a local radio station: a mast with waves over a meadow
    title: 'Radio Wiesengrund',
    body:
      `<path d="M24 52L30 22L36 52M26.5 42H33.5M28 32H32" ${line(INK, 2.6)}/><circle cx="30" cy="18" r="4" fill="${INK}"/>` +
      `<path d="M20 10A14 14 0 0 0 20 26M40 10A14 14 0 0 1 40 26M14 5A21 21 0 0 0 14 31M46 5A21 21 0 0 1 46 31" ${line(INK, 2.4)}/>` +
      `<path d="M6 56Q12 48 14 56Q18 46 22 56M38 56Q42 46 46 56Q48 48 54 56" ${line(INK, 2)}/><path d="M4 56H56" ${line(INK, 2.4)}/>` +
      fontText(66, 30, 'Radio', { size: 24, family: SANS, weight: 800, style: 'italic', length: 64 }) +
      `<path d="M138 22H232" ${line(INK, 2.4)}/><circle cx="232" cy="22" r="3.4" fill="${INK}"/>` +
      fontText(66, 52, 'Wiesengrund', { size: 21, family: SANS, weight: 400, length: 166 }),
  },
];

// ---------------------------------------------------------------- testimonials
const testimonials = {
  relative: {
    title: 'Porträt einer Angehörigen: eine lächelnde Frau mittleren Alters mit schulterlangen braunen Haaren.',
    bg: C.peach,
    circle: '#fbeee3',
    deco: at(262, 70, heart(C.coral, 0.9)) + at(282, 104, heart(C.coralLight, 0.5)) + at(56, 76, sparkle(C.sun, 0.8)),
  },
  user: {
    title: 'Porträt einer 91-jährigen Nutzerin: eine fröhliche ältere Dame mit weißen Locken und runder Brille.',
    bg: C.t100,
    circle: C.t50,
    deco: at(60, 78, doubleNote(C.t500), 0.8) + at(266, 70, sunIcon(0, 13)) + at(276, 128, sparkle(C.coral, 0.6)),
  },
  manager: {
    title: 'Porträt eines Pflegedienstleiters: ein freundlicher Mann mit kurzem Bart und Namensschild.',
    bg: C.sand,
    circle: '#faf1e2',
    deco:
      at(264, 74, `<circle r="18" fill="${C.t400}"/>` + at(0, 1, check(C.cream, 5), 0.8)) +
      // a small house with a heart: care at home
      at(58, 82, `<path d="M-22 2L0-18L22 2V22H-22Z" fill="${C.coral}"/><path d="M-28 4L0-22L28 4" ${line(C.coralDark, 5)}/>` + at(0, 6, heart(C.cream, 0.5))),
  },
};

function testimonialSvg(id) {
  const tm = testimonials[id];
  return (
    svgOpen(320, 320, tm.title) +
    `<rect width="320" height="320" fill="${tm.bg}"/><circle cx="160" cy="176" r="136" fill="${tm.circle}"/>` +
    tm.deco +
    portrait(id) +
    '</svg>\n'
  );
}

// ---------------------------------------------------------------- scenes (640×480)
const SW = 640;
const SH = 480;
const TOP = 372; // table top

const room = (wall, { floor = C.table, edge = C.tableEdge, circle = '#fff', circleOpacity = 0.5 } = {}) =>
  `<rect width="${SW}" height="${SH}" fill="${wall}"/>` +
  `<circle cx="320" cy="200" r="196" fill="${circle}" opacity="${circleOpacity}"/>` +
  `<rect y="${TOP}" width="${SW}" height="${SH - TOP}" fill="${floor}"/><rect y="${TOP}" width="${SW}" height="7" fill="${edge}"/>`;

/** A round floating badge with an icon. */
const badge = (x, y, r, fill, icon) => at(x, y, `<circle r="${r + 5}" fill="#fff" opacity=".7"/><circle r="${r}" fill="${fill}"/>` + icon);

/** Tablet at scale `s` with the base standing on the table top; x is its centre. */
const tabletOn = (x, s, screen, id) => at(x - 250 * s, TOP + 12 - 374 * s, tablet(screen, { id }), s);

/** A person seen from the chest up behind the table; x is the centre, `s` the scale. */
const seated = (x, s, person, pose = {}) => at(x, TOP + 8 - 150 * s, tilePerson(person, pose), s);

const shieldIcon = (fill = C.teal) =>
  `<path d="M0-30L24-21V-3Q24 18 0 30Q-24 18-24-3V-21Z" fill="${fill}"/><path d="${'M0 8C-7 3-11 0-11-5C-11-9-8-11-4-11C-2-11 0-9 0-7C0-9 2-11 4-11C8-11 11-9 11-5C11 0 7 3 0 8Z'}" fill="${C.cream}"/>`;

const scenes = {
  sicherheit: {
    title:
      'Sicherheit: Eine ältere Frau sitzt am Tisch neben dem Lumi-Tablet, das an ein Glas Wasser erinnert. Ringsum schweben ein Schutzschild mit Herz, eine Tablette und ein lächelnder Smiley.',
    body: () =>
      room('#e5f3f0', { circle: C.t100, circleOpacity: 0.7 }) +
      // window with a calm afternoon sky
      `<rect x="44" y="64" width="110" height="150" rx="6" fill="${C.paper}"/><rect x="54" y="74" width="90" height="130" fill="#d6eef2"/><path d="M99 74V204M54 136H144" stroke="${C.paper}" stroke-width="7"/><circle cx="78" cy="104" r="12" fill="${C.sun}"/>` +
      seated(140, 1.05, { ...CAST.senior, shirt: C.coral }, {}) +
      tabletOn(410, 0.5, reminderLike(), 'sv') +
      at(596, TOP + 4, glass(0.75, 0, 'sg'), 0.8) +
      badge(300, 88, 30, C.cream, at(0, 1, shieldIcon(C.teal), 1)) +
      badge(520, 92, 26, C.coral, at(0, 0, capsule(), 0.4)) +
      badge(592, 190, 22, C.sunLight, at(0, 0, moodFace('good', C.sunLight), 0.62)) +
      `<path d="M330 96Q420 40 494 84M548 110Q580 140 588 164" ${line(C.t400, 3)} stroke-dasharray="2 9"/>` +
      badge(244, 176, 22, C.coral, `<path d="M-14 0H-6L-2-9L4 9L8 0H14" ${line(C.cream, 3.5)}/>`) +
      at(48, 420, mug(0, { steam: false, color: C.t400, rim: C.t500 }), 0.7) +
      `<rect x="100" y="400" width="120" height="44" rx="8" fill="${C.paper}" transform="rotate(-4 160 420)"/><path d="M114 414H190M114 426H170" ${line(C.tableEdge, 5)} transform="rotate(-4 160 420)"/>`,
  },
  unterhaltung: {
    title: 'Unterhaltung: Ein älterer Mann lauscht dem Radio auf dem Lumi-Tablet, um ihn herum schweben Musiknoten, ein Buch, ein Fragezeichen und ein Stern.',
    body: () =>
      room('#f5ecdf', { circle: C.sunLight, circleOpacity: 0.45 }) +
      Array.from({ length: 16 }, (_, i) => `<rect x="${i * 40}" y="0" width="18" height="${TOP}" fill="#f0e3d0"/>`).join('') +
      `<circle cx="320" cy="200" r="196" fill="${C.sunLight}" opacity=".45"/>` +
      seated(500, 1.05, { ...CAST.seniors[1], shirt: C.t500, glasses: true }, { tilt: -6 }) +
      // headphones over the ears of the listener
      at(
        500,
        TOP + 8 - 157.5,
        `<path d="M-58 6C-62-60 62-60 58 6" ${line(C.ink, 9)}/><rect x="-70" y="-10" width="22" height="36" rx="10" fill="${C.coral}"/><rect x="48" y="-10" width="22" height="36" rx="10" fill="${C.coral}"/>`,
        1.05,
        -6,
      ) +
      tabletOn(230, 0.52, radioScreen(1.2, { id: 'ur' }), 'uv') +
      at(118, 90, doubleNote(C.coral), 1.1, -8) +
      at(330, 56, note(C.teal), 1.2, 8) +
      at(400, 120, note(C.coral), 0.9, -4) +
      badge(70, 200, 26, C.t500, `<path d="M-14-10Q-7-14 0-10Q7-14 14-10V12Q7 8 0 12Q-7 8-14 12Z" fill="${C.cream}"/><path d="M0-10V12" ${line(C.t500, 2)}/>`) +
      badge(
        590,
        92,
        24,
        C.coral,
        `<path d="M-7-6Q-7-14 0-14Q8-14 8-7Q8-2 2 0Q0 1 0 5" ${line(C.cream, 4.5)}/><circle cx="0" cy="11" r="2.6" fill="${C.cream}"/>`,
      ) +
      at(596, 200, sparkle(C.sun, 1.2)) +
      at(190, 40, sparkle(C.t400, 0.8)) +
      at(560, TOP + 74, mug(0, { color: C.sun, rim: '#dea235', steam: false }), 0.7),
  },
  gemeinschaft: {
    title:
      'Gemeinschaft: Auf dem Lumi-Tablet leitet eine Betreuerin ein digitales Seniorentreffen mit sechs Teilnehmenden; davor winken zwei ältere Menschen, Herzen und Sprechblasen steigen auf.',
    body: () =>
      room('#f6e9e0', { circle: C.peach, circleOpacity: 0.9 }) +
      tabletOn(320, 0.64, groupScreen(0, { id: 'gg', carer: CAST.carer, people: CAST.seniors, carerPose: { arm: 'wave', wave: -10 }, speaker: -1 }), 'gv') +
      seated(86, 0.82, CAST.seniors[2], { arm: 'wave', wave: 4 }) +
      seated(560, 0.82, CAST.seniors[3], {}) +
      at(98, 120, bubble(76, 48, at(0, 0, heart(C.coral, 0.7)))) +
      at(548, 112, bubble(84, 48, `<path d="M-22 0H22" ${line(C.t500, 9)} stroke-dasharray="0 15"/>`)) +
      at(320, 34, heart(C.coral, 0.9)) +
      at(280, 56, heart(C.coralLight, 0.5)) +
      at(362, 58, heart(C.t400, 0.55)) +
      at(
        60,
        430,
        `<ellipse rx="46" ry="10" fill="${C.paper}"/>` +
          [
            [-16, -6],
            [6, -9],
            [22, -4],
          ]
            .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="7" fill="${C.woodDark}"/>`)
            .join(''),
      ) +
      at(590, 440, mug(0, { steam: false }), 0.6),
  },
  kommunikation: {
    title:
      'Kommunikation: Eine ältere Dame spricht mit dem Lumi-Tablet, das einen Videoanruf mit ihrem Enkel zeigt. Vom Smartphone der Familie fliegen Fotos und eine Sprachnachricht herüber.',
    body: () =>
      room('#e8f0f6', { circle: C.t50, circleOpacity: 0.9 }) +
      seated(96, 1, { ...CAST.seniors[0], shirt: C.coral }, { talk: 0.7 }) +
      at(170, 118, bubble(96, 50, `<path d="M-26-4v8M-13-12v24M0-16v32M13-12v24M26-4v8" ${line(C.teal, 5)}/>`)) +
      tabletOn(330, 0.5, callScreen(0, { id: 'kc', caller: CAST.grandson, self: CAST.seniors[0], extra: at(400, 60, heart(C.coral, 0.8)) }), 'kv') +
      // the relatives' phone sends photos and a voice message
      at(
        560,
        250,
        `<rect x="-40" y="-76" width="80" height="152" rx="14" fill="${C.ink}"/><rect x="-33" y="-64" width="66" height="124" rx="6" fill="${C.t100}"/>` +
          `<rect x="-26" y="-56" width="52" height="40" rx="4" fill="${C.peach}"/>` +
          at(0, -30, sunIcon(0, 7), 1) +
          `<rect x="-26" y="-8" width="40" height="16" rx="8" fill="${C.t500}"/><path d="M-18 0h24" ${line(C.cream, 3)} stroke-dasharray="2 4"/>` +
          `<rect x="-12" y="16" width="38" height="16" rx="8" fill="${C.cream}"/><circle cx="0" cy="66" r="4" fill="#3a4248"/>`,
      ) +
      `<path d="M516 164Q480 100 420 116" ${line(C.t400, 3)} stroke-dasharray="2 9"/>` +
      at(
        470,
        96,
        `<rect x="-30" y="-24" width="60" height="48" rx="4" fill="${C.paper}"/><rect x="-24" y="-18" width="48" height="30" fill="${C.t200}"/><path d="M-24 12L-8-4L4 8L12 0L24 12Z" fill="${C.sage}"/><circle cx="12" cy="-8" r="5" fill="${C.sun}"/>`,
        1,
        -10,
      ) +
      at(404, 60, `<rect x="-24" y="-18" width="48" height="36" rx="4" fill="${C.paper}"/>` + at(0, 6, heart(C.coral, 0.6)), 0.9, 8) +
      badge(560, 110, 22, C.coral, handset(C.cream)) +
      at(42, 60, sparkle(C.sun, 0.9)) +
      at(600, 40, sparkle(C.t400, 0.7)),
  },
};

/** The drink reminder for the static safety scene (no text: a glass, a bell and a check). */
function reminderLike() {
  return (
    homeScreen(0, { id: 'sh', bubbleShown: 0 }) +
    `<rect width="500" height="304" fill="${C.t900}" opacity=".35"/>` +
    `<rect x="44" y="48" width="412" height="208" rx="24" fill="${C.cream}"/>` +
    at(
      72,
      78,
      `<circle r="22" fill="${C.coral}"/><path d="M-9 6v-8a9 9 0 0 1 18 0v8l3 3h-24z" fill="${C.cream}"/><circle cy="12" r="3.5" fill="${C.cream}"/>`,
      1,
      10,
    ) +
    at(150, 156, glass(0.7, 0, 'srg'), 1.15) +
    at(258, 156, `<circle r="52" fill="${C.t50}"/>` + `<path d="M0-34V0L22 14" ${line(C.teal, 9)}/>`) +
    `<circle cx="384" cy="152" r="44" fill="${C.teal}"/><path d="M364 152l14 14 26-28" ${line(C.cream, 9)}/>`
  );
}

function sceneSvg(id) {
  const sc = scenes[id];
  return svgOpen(SW, SH, sc.title) + sc.body() + '</svg>\n';
}

// ---------------------------------------------------------------- write
const written = [];
function write(kind, file, text) {
  // Cheap well-formedness guard: browsers reject an SVG with a repeated attribute or id.
  for (const tag of text.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const names = [...tag.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) throw new Error(`${file}: repeated attribute in ${tag}`);
  }
  const ids = [...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new Error(`${file}: id "${dup}" is used twice`);
  const bytes = Buffer.byteLength(text);
  if (bytes > LIMITS[kind]) throw new Error(`${relative(root, file)} is ${bytes} bytes (limit ${LIMITS[kind]})`);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  written.push([relative(root, file), bytes]);
}

press.forEach((p, i) => {
  write('press', join(media, 'press', `press-${i + 1}.svg`), svgOpen(240, 60, p.title) + p.body + '</svg>\n');
});
for (const id of Object.keys(testimonials)) write('testimonials', join(media, 'testimonials', `${id}.svg`), testimonialSvg(id));
for (const id of Object.keys(scenes)) write('scenes', join(media, 'scenes', `${id}.svg`), sceneSvg(id));

for (const [file, bytes] of written) console.log(`${String(bytes).padStart(6)}  ${file}`);
