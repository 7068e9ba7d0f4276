#!/usr/bin/env node
// Draws the seven pictures of the device carousel: the Lumi tablet on its speaker stand in
// seven everyday rooms, each with a different screen.
//
//   node tools/media/generate-device-images.mjs
//   node tools/media/generate-device-images.mjs --png=/tmp/device   # also keep the PNGs
//
// Each picture is an SVG built in code (lumi-art.mjs), drawn by Chromium at 960×720 and
// encoded by ffmpeg. Writes (overwriting, so re-running is safe):
//   public/media/device/device-<1..7>-960.webp   960×720, ≤ 60 KB each
//   public/media/device/device-<1..7>-480.webp   480×360
//   public/media/device/device-<1..7>-960.avif   and -480.avif, when ffmpeg has libaom-av1
//
//   1 greeting screen on the kitchen table     5 brain game (a sum with three answers)
//   2 video call with the daughter              6 the digital seniors' meeting
//   3 medication reminder at 9:00               7 a photo from the granddaughter arrives
//   4 radio playing
//
// Needs Debian's chromium (/usr/bin/chromium or CHROME_PATH) and ffmpeg with libwebp.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  C,
  CAST,
  at,
  callScreen,
  g,
  groupScreen,
  heart,
  homeScreen,
  line,
  medicationScreen,
  mix,
  mug,
  n,
  doubleNote,
  note,
  photoScreen,
  plant,
  quizScreen,
  radioScreen,
  soundArcs,
  sparkle,
  sunIcon,
  tablet,
  tilePerson,
} from './lumi-art.mjs';
import { canEncodeAvif, kb, openStage, requireTools, root, run } from './render-kit.mjs';

const NAME = 'generate-device-images';
const outDir = join(root, 'public', 'media', 'device');
const W = 960;
const H = 720;
const SIZES = [960, 480];
const MAX_WEBP_960 = 60 * 1024;
const WEBP_QUALITY = 88;
const AVIF_CRF = 26;

// The tablet's place in every picture: screen corner at (230, 196), base on the table at y=570.
const TAB = { x: 230, y: 196 };
const TABLE_Y = 548; // the table's front edge line; the base stands a little behind it

// ---------------------------------------------------------------- furniture and props
const table = (top = C.table, edge = C.tableEdge) =>
  `<rect y="${TABLE_Y}" width="${W}" height="${H - TABLE_Y}" fill="${top}"/><rect y="${TABLE_Y}" width="${W}" height="8" fill="${edge}"/>`;

const woodTable = () =>
  `<rect y="${TABLE_Y}" width="${W}" height="${H - TABLE_Y}" fill="${C.woodLight}"/>` +
  `<rect y="${TABLE_Y}" width="${W}" height="8" fill="${C.wood}"/>` +
  [600, 640, 690]
    .map((y, i) => `<path d="M${40 + i * 90} ${y}H${340 + i * 60}M${560 - i * 40} ${y + 14}H${900 - i * 30}" ${line(C.wood, 3)} opacity=".6"/>`)
    .join('');

/** A window with sky; `sky` is [top, bottom] colours, `inside` is drawn in the pane. */
function windowFrame(x, y, w, h, { sky = ['#cfeaf0', '#f6efe0'], inside = '', id, curtain = C.coralLight, frame = C.paper } = {}) {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    `<clipPath id="${id}-c"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs>` +
    `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" rx="6" fill="${frame}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>` +
    g(`clip-path="url(#${id}-c)"`, inside) +
    `<path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.45}H${x + w}" stroke="${frame}" stroke-width="10"/>` +
    `<rect x="${x - 22}" y="${y + h + 8}" width="${w + 44}" height="12" rx="4" fill="${frame}"/>` +
    (curtain
      ? `<path d="M${x - 30} ${y - 26}H${x + 26}Q${x + 10} ${y + h * 0.5} ${x + 30} ${y + h + 4}H${x - 30}Z" fill="${curtain}"/>` +
        `<path d="M${x + w + 30} ${y - 26}H${x + w - 26}Q${x + w - 10} ${y + h * 0.5} ${x + w - 30} ${y + h + 4}H${x + w + 30}Z" fill="${curtain}"/>` +
        `<rect x="${x - 44}" y="${y - 34}" width="${w + 88}" height="10" rx="5" fill="${C.woodDark}"/>`
      : '')
  );
}

let frameCount = 0;
/** A picture frame; `inside` is clipped to the mat. */
function frame(x, y, w, h, inside, { border = C.woodDark, mat = C.paper } = {}) {
  const id = `fr${++frameCount}`;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${border}"/><rect x="${x + 7}" y="${y + 7}" width="${w - 14}" height="${h - 14}" fill="${mat}"/>` +
    `<clipPath id="${id}"><rect x="${x + 7}" y="${y + 7}" width="${w - 14}" height="${h - 14}"/></clipPath>` +
    g(`clip-path="url(#${id})"`, inside)
  );
}

const landscape = (x, y, w, h, id, colors = [C.t100, C.sage, C.sun]) =>
  `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>` +
  g(
    `clip-path="url(#${id})"`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colors[0]}"/><circle cx="${x + w * 0.7}" cy="${y + h * 0.35}" r="${n(h * 0.14)}" fill="${colors[2]}"/>` +
      `<path d="M${x} ${y + h * 0.75}Q${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.7}T${x + w} ${y + h * 0.6}V${y + h}H${x}Z" fill="${colors[1]}"/>`,
  );

const pendantLamp = (x, len, shade = C.teal) =>
  `<path d="M${x} 0V${len}" stroke="${C.grey}" stroke-width="3"/><path d="M${x - 46} ${len + 44}Q${x - 40} ${len} ${x} ${len}Q${x + 40} ${len} ${x + 46} ${len + 44}Z" fill="${shade}"/><ellipse cx="${x}" cy="${len + 46}" rx="18" ry="7" fill="${C.sunLight}"/>`;

const books = (x, y, list) => {
  let cx = x;
  return list
    .map(([w, h, col, lean = 0]) => {
      const s = `<rect x="${cx}" y="${y - h}" width="${w}" height="${h}" rx="2" fill="${col}"${lean ? ` transform="rotate(${lean} ${cx} ${y})"` : ''}/><rect x="${cx + 3}" y="${y - h + 10}" width="${w - 6}" height="4" fill="${C.cream}" opacity=".55"${lean ? ` transform="rotate(${lean} ${cx} ${y})"` : ''}/>`;
      cx += w + 3;
      return s;
    })
    .join('');
};

const shelf = (x, y, w) =>
  `<rect x="${x}" y="${y}" width="${w}" height="12" rx="3" fill="${C.woodDark}"/><path d="M${x + 18} ${y + 12}v16M${x + w - 18} ${y + 12}v16" ${line(C.woodDark, 6)}/>`;

const jar = (x, y, h, lid, content) =>
  `<rect x="${x}" y="${y - h}" width="44" height="${h}" rx="10" fill="${C.paper}" opacity=".9"/><rect x="${x + 4}" y="${y - h * 0.6}" width="36" height="${h * 0.6 - 4}" rx="8" fill="${content}"/><rect x="${x - 2}" y="${y - h - 8}" width="48" height="12" rx="4" fill="${lid}"/>`;

const fruitBowl = (x, y) =>
  at(
    x,
    y,
    `<circle cx="-26" cy="-46" r="22" fill="${C.coral}"/><circle cx="20" cy="-48" r="24" fill="${C.sun}"/><circle cx="-2" cy="-66" r="20" fill="${C.sage}"/><path d="M-2-86q4-8 12-10" ${line(C.sageDark, 3)}/><path d="M26-60q6 4 4 12" ${line(C.cream, 3)} opacity=".6"/>` +
      `<path d="M-62-28H62Q58 6 30 10H-30Q-58 6-62-28Z" fill="${C.t400}"/><rect x="-66" y="-32" width="132" height="10" rx="5" fill="${C.t500}"/>`,
  );

const readingGlasses = (x, y, r = 0) =>
  at(x, y, `<g ${line(C.grey, 4)}><circle cx="-20" r="16"/><circle cx="20" r="16"/><path d="M-4-2q4-5 8 0M-36-2l-24 10M36-2l24 10"/></g>`, 1, r);

const teapot = (x, y) =>
  at(
    x,
    y,
    `<path d="M-46-12Q-50-60 0-62Q50-60 46-12Q40 0 0 0Q-40 0-46-12Z" fill="${C.t500}"/><rect x="-16" y="-76" width="32" height="14" rx="6" fill="${C.t600}"/><circle cy="-80" r="7" fill="${C.t600}"/>` +
      `<path d="M44-40Q70-44 74-66" ${line(C.t500, 10)}/><path d="M-44-48Q-70-48-66-20Q-62-10-50-14" ${line(C.t600, 7)}/><path d="M-30-34H30" ${line(C.cream, 5)} opacity=".6"/>`,
  );

const cookies = (x, y) =>
  at(
    x,
    y,
    `<ellipse cy="-6" rx="62" ry="14" fill="${C.paper}"/><ellipse cy="-10" rx="50" ry="9" fill="${C.tableEdge}" opacity=".5"/>` +
      [
        [-24, -20],
        [4, -24],
        [28, -18],
        [-6, -32],
      ]
        .map(
          ([cx, cy]) =>
            `<ellipse cx="${cx}" cy="${cy}" rx="18" ry="9" fill="${C.woodDark}"/><circle cx="${cx - 5}" cy="${cy - 2}" r="2.5" fill="${C.ink}" opacity=".5"/><circle cx="${cx + 6}" cy="${cy + 1}" r="2.5" fill="${C.ink}" opacity=".5"/>`,
        )
        .join(''),
  );

const pillBox = (x, y) =>
  at(
    x,
    y,
    `<rect x="-96" y="-34" width="192" height="34" rx="8" fill="${C.paper}"/>` +
      [C.coral, C.sun, C.sage, C.t400, C.lilac, C.coralLight, C.t200]
        .map((col, i) => `<rect x="${-90 + i * 26.4}" y="-30" width="22" height="14" rx="4" fill="${col}"/>`)
        .join('') +
      `<rect x="-96" y="-6" width="192" height="6" rx="3" fill="${C.tableEdge}"/>`,
  );

const waterGlass = (x, y) =>
  at(
    x,
    y,
    `<path d="M-26-100H26L20 0H-20Z" fill="${C.t50}" opacity=".8"/><path d="M-24-64H24L20 0H-20Z" fill="${C.t200}" opacity=".8"/><path d="M-26-100H26L20 0H-20Z" fill="none" stroke="${C.t400}" stroke-width="4" stroke-linejoin="round"/><path d="M-14-86V-20" ${line('#fff', 5)} opacity=".7"/>`,
  );

const newspaper = (x, y) =>
  at(
    x,
    y,
    `<path d="M-110-6L-86-64H110L86-6Z" fill="${C.paper}"/><path d="M-110-6L-86-64H110L86-6Z" fill="none" stroke="${C.tableEdge}" stroke-width="3"/>` +
      `<path d="M-78-52H-6M-82-42H-10M-86-32H-14M-90-22H-18" ${line(C.grey, 3)} opacity=".35"/>` +
      // a small crossword grid
      Array.from({ length: 4 }, (_, r) =>
        Array.from(
          { length: 5 },
          (_, c) =>
            `<path d="M${n(8 + c * 14 - r * 5)} ${-56 + r * 11}h12l-2.4 9h-12z" fill="${(r + c) % 3 === 0 ? C.grey : C.cream}" stroke="${C.grey}" stroke-width="1" opacity=".8"/>`,
        ).join(''),
      ).join('') +
      `<path d="M40-10L96-40" ${line(C.sun, 7)}/><path d="M96-40l8-4-2 8z" fill="${C.ink}"/>`,
  );

const wallClock = (x, y, minutes) => {
  const ma = (minutes % 60) * 6;
  const ha = ((minutes / 60) % 12) * 30;
  return at(
    x,
    y,
    `<circle r="52" fill="${C.paper}" stroke="${C.teal}" stroke-width="8"/>` +
      Array.from({ length: 12 }, (_, i) => `<line y1="-38" y2="-${i % 3 ? 33 : 30}" ${line(C.grey, i % 3 ? 2 : 4)} transform="rotate(${i * 30})"/>`).join('') +
      `<line y2="-22" ${line(C.ink, 6)} transform="rotate(${ha})"/><line y2="-34" ${line(C.ink, 4)} transform="rotate(${ma})"/><circle r="5" fill="${C.coral}"/>`,
  );
};

const floorLamp = (x, glow = true) =>
  (glow ? `<circle cx="${x}" cy="150" r="150" fill="url(#lampGlow)"/>` : '') +
  `<path d="M${x} 170V${TABLE_Y}" ${line(C.grey, 6)}/><path d="M${x - 60} 170L${x - 40} 90H${x + 40}L${x + 60} 170Z" fill="${C.sunLight}"/><path d="M${x - 60} 170L${x - 40} 90H${x + 40}L${x + 60} 170Z" fill="none" stroke="${C.sun}" stroke-width="3"/>`;

const tulips = (x, y) =>
  at(
    x,
    y,
    [
      [-30, -150, C.coral, -14],
      [0, -176, C.sun, 0],
      [30, -146, C.coralLight, 14],
      [-12, -124, C.coral, -6],
      [16, -130, C.coral, 8],
    ]
      .map(
        ([tx, ty, col, r]) =>
          `<path d="M0-40Q${tx / 2} ${ty / 2} ${tx} ${ty}" ${line(C.sageDark, 5)}/><g transform="translate(${tx} ${ty}) rotate(${r})"><path d="M-14-4Q-16-30 -6-34L0-22L6-34Q16-30 14-4Q0 8-14-4Z" fill="${col}"/></g>`,
      )
      .join('') +
      `<path d="M-16-118Q-40-140-44-112Q-30-116-16-108Z" fill="${C.sage}"/><path d="M18-110Q44-132 46-104Q32-108 18-100Z" fill="${C.sage}"/>` +
      `<path d="M-34-60H34L28 0H-28Z" fill="${C.t400}"/><path d="M-34-60H34L33-48H-33Z" fill="${C.t500}"/><path d="M-20-36H20" ${line(C.cream, 4)} opacity=".5"/>`,
  );

const envelope = (x, y, r = 0) =>
  at(
    x,
    y,
    `<rect x="-60" y="-40" width="120" height="80" rx="6" fill="${C.paper}"/><path d="M-58-36L0 6L58-36" ${line(C.tableEdge, 4)}/><rect x="28" y="-30" width="22" height="26" rx="2" fill="${C.coral}" opacity=".8"/>`,
    1,
    r,
  );

const photoStand = (x, y, inside) =>
  at(
    x,
    y,
    `<path d="M-10 0L14-40" ${line(C.woodDark, 6)}/><rect x="-52" y="-124" width="104" height="124" rx="6" fill="${C.woodDark}"/><rect x="-44" y="-116" width="88" height="108" fill="${C.peach}"/>` +
      inside,
  );

const curls = (x, y) => `<path d="M${x} ${y}q10-14 0-24t0-24" ${line(C.t300, 4)} opacity=".6"/>`;

// ---------------------------------------------------------------- the seven pictures
const seniorPicture = (id, person) =>
  `<clipPath id="${id}"><rect x="-44" y="-116" width="88" height="108"/></clipPath>` + g(`clip-path="url(#${id})"`, at(0, -56, tilePerson(person), 0.5));

const scenes = [
  {
    // 1 · greeting on the kitchen table
    wall: C.cream,
    back: () => {
      const tiles = `<defs><pattern id="tiles" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${C.t50}"/><rect x="1.5" y="1.5" width="37" height="37" rx="3" fill="#f2fafb"/></pattern></defs>`;
      return (
        tiles +
        `<rect y="330" width="${W}" height="${TABLE_Y - 330}" fill="url(#tiles)"/>` +
        windowFrame(48, 96, 150, 196, { id: 'win1', inside: at(150, 150, sunIcon(10, 22)) + `<path d="M48 250Q110 220 198 246V300H48Z" fill="${C.sage}"/>` }) +
        `<rect x="760" y="0" width="${W - 760}" height="150" fill="${C.t100}"/><rect x="760" y="146" width="${W - 760}" height="10" fill="${C.t200}"/><circle cx="860" cy="120" r="6" fill="${C.t500}"/>` +
        shelf(790, 290, 150) +
        jar(800, 290, 62, C.coral, C.sunLight) +
        jar(852, 290, 80, C.teal, C.blush) +
        jar(904, 290, 50, C.sun, C.t100) +
        pendantLamp(480, 40, C.coral)
      );
    },
    table: () => woodTable(),
    front: () => at(120, 640, mug(1.2), 1.15) + fruitBowl(850, 648),
    screen: () => homeScreen(1.5, { id: 's1', minutes: 7 * 60 + 45 }),
    sound: 1,
  },
  {
    // 2 · video call with the daughter
    wall: '#f7e9dc',
    back: () =>
      frame(40, 100, 150, 120, landscape(47, 107, 136, 106, 'l2a')) +
      frame(70, 250, 100, 130, landscape(77, 257, 86, 116, 'l2b', [C.blush, C.t400, C.cream])) +
      frame(790, 80, 130, 170, `<rect x="797" y="87" width="116" height="156" fill="${C.t50}"/>` + at(855, 196, tilePerson(CAST.granddaughter), 0.5)) +
      `<rect x="0" y="470" width="${W}" height="${TABLE_Y - 470}" fill="${mix('#f7e9dc', C.woodDark, 0.25)}"/>`,
    table: () => table('#eadbc6', '#dccab0'),
    front: () =>
      at(110, 640, plant(0, { pot: C.coral, rim: C.coralDark }), 0.9) + photoStand(850, 620, seniorPicture('p2', { ...CAST.seniors[1], bg: C.peach })),
    screen: () =>
      callScreen(0, {
        id: 's2',
        caller: {
          ...CAST.daughter,
          room:
            `<rect x="14" y="14" width="472" height="224" fill="${C.peach}"/><rect x="360" y="40" width="90" height="70" rx="6" fill="${C.cream}"/><rect x="368" y="48" width="74" height="54" fill="${C.t200}"/>` +
            at(110, 130, plant(0), 0.7),
        },
        self: CAST.senior,
        extra: at(380, 80, heart(C.coral, 1.1)),
      }),
  },
  {
    // 3 · medication reminder in the morning
    wall: C.t50,
    back: () =>
      windowFrame(770, 90, 140, 220, {
        id: 'win3',
        sky: ['#fde3c0', '#fbf1dc'],
        curtain: C.t200,
        inside: `<circle cx="840" cy="260" r="40" fill="${C.sun}"/><path d="M770 270Q830 250 910 276V310H770Z" fill="${C.sage}"/>`,
      }) +
      `<rect x="40" y="150" width="130" height="170" rx="8" fill="${C.paper}"/><rect x="54" y="170" width="102" height="8" rx="4" fill="${C.coral}"/>` +
      Array.from({ length: 5 }, (_, r) =>
        Array.from(
          { length: 7 },
          (_, c) => `<rect x="${54 + c * 15}" y="${192 + r * 22}" width="11" height="16" rx="2" fill="${r === 1 && c === 3 ? C.coral : C.t100}"/>`,
        ).join(''),
      ).join(''),
    table: () => table('#eee3d3', '#e0d1ba'),
    front: () => waterGlass(110, 640) + pillBox(190, 662) + readingGlasses(840, 640, -8),
    screen: () => medicationScreen(0, { id: 's3', ring: 10 }),
    sound: 0.8,
  },
  {
    // 4 · radio playing in the sitting room
    wall: '#f4eadb',
    back: () =>
      Array.from({ length: 24 }, (_, i) => `<rect x="${i * 40}" y="0" width="18" height="${TABLE_Y}" fill="#efe1cc"/>`).join('') +
      shelf(30, 230, 170) +
      books(44, 230, [
        [20, 82, C.teal],
        [16, 70, C.coral],
        [22, 90, C.t400],
        [14, 66, C.sun],
        [20, 78, C.sage, -8],
      ]) +
      shelf(30, 380, 170) +
      at(110, 376, `<rect x="-50" y="-40" width="100" height="40" rx="8" fill="${C.coralLight}"/><circle cx="-22" cy="-20" r="12" fill="${C.cream}"/>`) +
      frame(790, 110, 130, 100, landscape(797, 117, 116, 86, 'l4', [C.sunLight, C.t400, C.coral])) +
      at(370, 120, doubleNote(C.coral), 1, -8) +
      at(620, 110, note(C.teal), 1.1, 10) +
      at(800, 330, note(C.coral), 0.9, -6) +
      at(150, 470, doubleNote(C.t500), 0.8, 6),
    table: () => woodTable(),
    front: () => teapot(130, 650) + at(830, 640, mug(0, { color: C.t500, rim: C.t600, steam: false }), 0.9) + curls(820, 560),
    screen: () => radioScreen(1.2, { id: 's4', station: '97,4' }),
    sound: 1,
  },
  {
    // 5 · brain game at the dining table
    wall: '#e9f0e6',
    back: () =>
      wallClock(110, 170, 15 * 60 + 10) +
      frame(790, 100, 140, 110, landscape(797, 107, 126, 96, 'l5', [C.t100, C.sageDark, C.sun])) +
      `<rect x="800" y="250" width="120" height="150" rx="6" fill="${C.paper}"/><rect x="800" y="250" width="120" height="30" rx="6" fill="${C.coral}"/>` +
      Array.from({ length: 4 }, (_, r) =>
        Array.from(
          { length: 4 },
          (_, c) => `<rect x="${812 + c * 26}" y="${294 + r * 25}" width="18" height="16" rx="3" fill="${r === 2 && c === 1 ? C.coral : C.t100}"/>`,
        ).join(''),
      ).join('') +
      at(470, 110, sparkle(C.sun, 1.2)) +
      at(780, 440, sparkle(C.coral, 0.8)) +
      at(180, 420, sparkle(C.t400, 0.9)),
    table: () => table('#f0e6d6', '#e3d5bf'),
    front: () => newspaper(140, 660) + cookies(840, 650) + readingGlasses(320, 690, 6),
    screen: () => quizScreen(0, { id: 's5', solved: 1, stars: 3 }),
  },
  {
    // 6 · the digital seniors' meeting in the evening
    wall: '#f2e2d2',
    back: () =>
      `<defs><radialGradient id="lampGlow"><stop offset="0" stop-color="${C.sunLight}" stop-opacity=".9"/><stop offset="1" stop-color="${C.sunLight}" stop-opacity="0"/></radialGradient></defs>` +
      floorLamp(110) +
      windowFrame(770, 90, 140, 220, {
        id: 'win6',
        sky: [C.t900, C.t600],
        curtain: C.coralLight,
        inside:
          `<path d="M870 130a22 22 0 1 0 18 34a18 18 0 1 1-18-34z" fill="${C.sunLight}"/>` +
          [
            [800, 130],
            [830, 200],
            [880, 240],
            [800, 260],
          ]
            .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="${C.cream}"/>`)
            .join(''),
      }),
    table: () => woodTable(),
    front: () => at(120, 640, mug(0, { color: C.t400, rim: C.t500, steam: false }), 0.9) + cookies(840, 650),
    screen: () =>
      groupScreen(0, {
        id: 's6',
        carer: CAST.carer,
        people: CAST.seniors,
        speaker: -1,
        carerPose: { arm: 'wave', wave: -10, talk: 0.6 },
        poses: [{}, { blink: 0 }, { talk: 0 }, {}, {}, {}],
        reactions: at(356, 78, heart(C.coral, 0.6)) + at(468, 270, heart(C.coralLight, 0.55)),
      }),
    sound: 0.7,
  },
  {
    // 7 · a photo from the granddaughter arrives
    wall: '#eef5f1',
    back: () =>
      frame(40, 90, 110, 130, `<rect x="47" y="97" width="96" height="116" fill="${C.peach}"/>` + at(95, 180, tilePerson(CAST.daughter), 0.45)) +
      frame(
        62,
        246,
        130,
        100,
        `<rect x="69" y="253" width="116" height="86" fill="${C.t100}"/>` +
          at(106, 318, tilePerson(CAST.senior), 0.34) +
          at(150, 318, tilePerson(CAST.seniors[1]), 0.34),
      ) +
      frame(160, 120, 50, 64, `<rect x="167" y="127" width="36" height="50" fill="${C.sunLight}"/>` + at(185, 160, heart(C.coral, 0.5))) +
      at(840, 230, sparkle(C.sun, 1)) +
      at(900, 300, sparkle(C.t300, 0.7)),
    table: () => table('#eee4d4', '#e1d3bd'),
    front: () => tulips(850, 640) + envelope(140, 648, -6),
    screen: () => photoScreen(0, { id: 's7', arrive: 1, heartUp: 0.45, from: CAST.granddaughter }),
  },
];

function pictureSvg(scene) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${scene.wall}"/>` +
    scene.back() +
    scene.table() +
    at(TAB.x, TAB.y, (scene.sound ? soundArcs(0.25, scene.sound) : '') + tablet(scene.screen(), { id: 'scr' })) +
    scene.front() +
    '</svg>'
  );
}

// ---------------------------------------------------------------- main
requireTools(NAME);
const avif = canEncodeAvif();
const keepArg = process.argv.find((a) => a.startsWith('--png='));
const work = mkdtempSync(join(tmpdir(), 'lumi-device-'));
const lines = [];
const problems = [];
try {
  const stage = await openStage(W, H);
  try {
    for (const [i, scene] of scenes.entries()) {
      await stage.draw(pictureSvg(scene), join(work, `device-${i + 1}.png`));
    }
  } finally {
    await stage.close();
  }
  mkdirSync(outDir, { recursive: true });
  for (let i = 1; i <= scenes.length; i++) {
    const png = join(work, `device-${i}.png`);
    for (const size of SIZES) {
      const scale = size === W ? [] : ['-vf', `scale=${size}:${(size * H) / W}:flags=lanczos`];
      const webp = join(work, `device-${i}-${size}.webp`);
      run('ffmpeg', [
        '-y',
        '-v',
        'error',
        '-i',
        png,
        ...scale,
        '-c:v',
        'libwebp',
        '-preset',
        'drawing',
        '-quality',
        String(WEBP_QUALITY),
        '-compression_level',
        '6',
        webp,
      ]);
      const outs = [webp];
      if (avif) {
        const file = join(work, `device-${i}-${size}.avif`);
        run('ffmpeg', [
          '-y',
          '-v',
          'error',
          '-i',
          png,
          ...scale,
          '-c:v',
          'libaom-av1',
          '-still-picture',
          '1',
          '-crf',
          String(AVIF_CRF),
          '-b:v',
          '0',
          '-cpu-used',
          '4',
          '-pix_fmt',
          'yuv420p',
          '-threads',
          '1',
          file,
        ]);
        outs.push(file);
      }
      for (const file of outs) {
        const dest = join(outDir, file.split('/').pop());
        copyFileSync(file, dest);
        const bytes = statSync(dest).size;
        lines.push(`${relative(root, dest).padEnd(44)} ${size}×${(size * H) / W}  ${kb(bytes)}`);
        if (size === 960 && dest.endsWith('.webp') && bytes > MAX_WEBP_960) problems.push(`${relative(root, dest)} is ${kb(bytes)}, over 60 KB`);
      }
    }
    if (keepArg) {
      const dir = keepArg.split('=')[1];
      mkdirSync(dir, { recursive: true });
      copyFileSync(png, join(dir, `device-${i}.png`));
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(lines.join('\n'));
if (!avif) console.log('AVIF skipped: this ffmpeg has no libaom-av1 encoder or no avif muxer.');
if (problems.length) {
  console.error(`${NAME}: ${problems.join('; ')}`);
  process.exit(1);
}
