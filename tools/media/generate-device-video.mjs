#!/usr/bin/env node
// Makes the short device film for the website: an animated drawing of the Lumi tablet on
// its speaker stand, its screen greeting, taking a video call and reminding of tablets.
//
//   node tools/media/generate-device-video.mjs
//
// Every frame is a pure function of time t (seconds) → SVG. Chromium draws each frame and
// ffmpeg encodes them, so the film is the same on every run and can be changed like code:
// no timeline editor, no copied footage. It loops seamlessly: the last frame leads back into
// the first, which is also the poster, so starting playback never jumps.
//
// Writes (overwriting, so re-running is safe):
//   public/media/video/lumi-device.mp4          H.264, 960×540, 25 fps, 12 s, no audio
//   public/media/video/lumi-device-poster.jpg   frame 0, ≤ 80 KB
//   public/media/video/lumi-device-poster.webp  frame 0
//
// Needs Debian's chromium (/usr/bin/chromium or CHROME_PATH) and ffmpeg with libx264.
/* global document */ // used only inside page.evaluate, which runs in the browser
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'public', 'media', 'video');
const VIDEO = join(outDir, 'lumi-device.mp4');
const POSTER_JPG = join(outDir, 'lumi-device-poster.jpg');
const POSTER_WEBP = join(outDir, 'lumi-device-poster.webp');

const W = 960;
const H = 540;
const FPS = 25;
const DURATION = 12; // seconds; tests seek to the middle, so keep it ≥ 10
const FRAMES = FPS * DURATION;

const MAX_VIDEO_BYTES = 1.5 * 1024 * 1024;
const MAX_POSTER_BYTES = 80 * 1024;
// Flat artwork compresses very well; this keeps edges crisp and the file far under budget.
const CRF = 24;

function fail(message) {
  console.error(`generate-device-video: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- palette
const C = {
  t50: '#e6f6f8',
  t100: '#c9ecf0',
  t200: '#9fdde4',
  t300: '#6fcad5',
  t400: '#47b7c4',
  t500: '#279fad',
  t600: '#13818f',
  teal: '#0b6674',
  t800: '#08525d',
  t900: '#053d45',
  cream: '#fbf8f2',
  ink: '#1b1f22',
  coral: '#e65a2e',
  table: '#efe4d2',
  tableEdge: '#e2d3bb',
  peach: '#f8e3d3',
  skin: '#e0a987',
  skinLight: '#f2c9a8',
  hairDark: '#4a3b34',
  hairWhite: '#f1eee9',
  sun: '#f4b942',
};

// ---------------------------------------------------------------- timing helpers
const clamp = (v, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
/** 0 before `start`, 1 after `start + dur`, eased in between. */
const ramp = (t, start, dur, ease = easeInOut) => ease(clamp((t - start) / dur));
const easeInOut = (x) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);
const easeOut = (x) => 1 - (1 - x) ** 3;
const easeOutBack = (x) => 1 + 2.2 * (x - 1) ** 3 + 1.2 * (x - 1) ** 2;
/** Rises over [a, a+fade], holds, falls over [b-fade, b]. */
const window_ = (t, a, b, fade = 0.4, ease = easeInOut) => Math.min(ramp(t, a, fade, ease), 1 - ramp(t, b - fade, fade));
/** A wave whose period divides DURATION, so the loop has no seam. */
const wave = (t, period, phase = 0) => Math.sin(((t / period) * 2 + phase) * Math.PI);

/** Numbers with 2 decimals keep the SVG short and deterministic. */
const n = (v) => (Math.round(v * 100) / 100).toString();
const g = (attrs, body) => `<g ${attrs}>${body}</g>`;
const tr = (x, y, s = 1, r = 0) => `transform="translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${n(s)})` : ''}${r ? ` rotate(${n(r)})` : ''}"`;
const line = (color, w) => `fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round"`;

// ---------------------------------------------------------------- the timeline (seconds)
// 0.0–2.4   home screen: Lumi's face says good morning (sun bubble), the speaker sounds
// 2.8–7.0   a video call with a smiling grandchild; a heart floats up
// 7.4–10.4  the clock reaches 9:00 and a tablet reminder slides in, is ticked off, leaves
// 10.8–12   back home, the greeting bubble returns: the same picture as frame 0
const T = {
  bubbleOut: 2.2,
  callIn: 2.8,
  callOut: 6.6,
  heart: 4.2,
  clockTick: 7.4,
  cardIn: 7.6,
  tap: 9.0,
  cardOut: 9.9,
  bubbleIn: 11.0,
};

// ---------------------------------------------------------------- room
function room(t) {
  const steam = [0, 1, 2]
    .map((i) => {
      const x = 128 + i * 14;
      const rise = (t / 3 + i / 3) % 1; // one rise every 3 s, staggered; 3 divides 12
      const y = 378 - rise * 34;
      const op = Math.sin(rise * Math.PI) * 0.7;
      return `<path d="M${n(x)} ${n(y + 26)}q-7-7 0-13t0-13" ${line(C.t300, 4)} opacity="${n(op)}"/>`;
    })
    .join('');
  const sway = wave(t, 4) * 3; // degrees
  const leaf = (r, len, color) =>
    `<path transform="rotate(${n(r + sway * (r < 0 ? 1 : -1) * 0.6)})" d="M0 0C${n(-len * 0.35)} ${n(-len * 0.45)} ${n(-len * 0.2)} ${n(-len * 0.9)} 0 ${n(-len)}C${n(len * 0.2)} ${n(-len * 0.9)} ${n(len * 0.35)} ${n(-len * 0.45)} 0 0Z" fill="${color}"/>`;
  return (
    `<rect width="${W}" height="${H}" fill="${C.cream}"/>` +
    `<circle cx="480" cy="236" r="262" fill="${C.t50}"/>` +
    `<circle cx="118" cy="96" r="34" fill="${C.t100}" opacity=".6"/><circle cx="848" cy="120" r="20" fill="${C.t100}" opacity=".8"/>` +
    `<circle cx="800" cy="64" r="9" fill="${C.coral}" opacity=".35"/>` +
    `<rect y="430" width="${W}" height="${H - 430}" fill="${C.table}"/><rect y="430" width="${W}" height="8" fill="${C.tableEdge}"/>` +
    // mug of tea with steam
    steam +
    `<path d="M104 392h70v34q0 16-16 16h-38q-16 0-16-16z" fill="${C.coral}"/>` +
    `<path d="M174 400q22 0 22 14t-22 14" ${line(C.coral, 8)}/>` +
    `<rect x="100" y="388" width="78" height="8" rx="4" fill="#cf4f27"/>` +
    // plant in a pot
    g(tr(838, 388), leaf(-34, 76, C.t500) + leaf(-8, 96, C.t600) + leaf(22, 84, C.t400) + leaf(48, 60, C.t500)) +
    `<path d="M806 386h64l-8 56h-48z" fill="${C.t200}"/><rect x="800" y="380" width="76" height="14" rx="7" fill="${C.t300}"/>`
  );
}

// ---------------------------------------------------------------- tablet hardware
const SCREEN = { x: 230, y: 76, w: 500, h: 304 };

function sound(t) {
  // Lumi speaks during the greeting (start and end of the loop) and the reminder.
  const talking = Math.max(1 - ramp(t, T.bubbleOut, 0.4), ramp(t, T.bubbleIn, 0.4), window_(t, T.cardIn, T.cardIn + 1.6, 0.3));
  if (talking <= 0.01) return '';
  const arcs = (side) =>
    [0, 1, 2]
      .map((i) => {
        const pulse = 0.5 + 0.5 * wave(t, 0.8, -i * 0.5); // 0.8 s divides 12
        const r = 18 + i * 16;
        const op = talking * (0.25 + 0.75 * pulse) * (1 - i * 0.22);
        const x = side < 0 ? 338 : 622;
        const d =
          side < 0
            ? `M${x - r * 0.5} ${431 - r * 0.87}A${r} ${r} 0 0 0 ${x - r * 0.5} ${431 + r * 0.87}`
            : `M${x + r * 0.5} ${431 - r * 0.87}A${r} ${r} 0 0 1 ${x + r * 0.5} ${431 + r * 0.87}`;
        return `<path d="${d}" ${line(C.t500, 5)} opacity="${n(op)}"/>`;
      })
      .join('');
  return arcs(-1) + arcs(1);
}

function tablet(screenBody) {
  const dots = Array.from({ length: 13 }, (_, i) => `<circle cx="${408 + i * 12}" cy="431" r="3" fill="#3a4248"/>`).join('');
  return (
    `<ellipse cx="480" cy="452" rx="190" ry="10" fill="${C.ink}" opacity=".14"/>` +
    // neck and speaker base: the stand from the brand mark
    `<path d="M448 380h64l18 36h-100z" fill="#2b3136"/>` +
    `<rect x="352" y="412" width="256" height="38" rx="19" fill="${C.ink}"/>` +
    dots +
    // body and screen
    `<rect x="208" y="52" width="544" height="352" rx="36" fill="${C.ink}"/>` +
    `<rect x="211" y="55" width="538" height="346" rx="33" fill="none" stroke="#2f363b" stroke-width="2"/>` +
    `<circle cx="480" cy="64" r="4" fill="#3a4248"/>` +
    `<clipPath id="screen"><rect x="${SCREEN.x}" y="${SCREEN.y}" width="${SCREEN.w}" height="${SCREEN.h}" rx="16"/></clipPath>` +
    g(`clip-path="url(#screen)"`, g(tr(SCREEN.x, SCREEN.y), screenBody))
  );
}

// ---------------------------------------------------------------- screen: home
function face(t) {
  // Blinks at fixed moments; none at the loop point, so frame 0 has open eyes.
  const blinkAt = [1.1, 8.6, 11.6];
  const blink = Math.max(...blinkAt.map((b) => 1 - clamp(Math.abs(t - b) / 0.09)));
  const eyeScale = 1 - blink * 0.9;
  const eye = (cx) => `<ellipse cx="${cx}" cy="0" rx="15" ry="${n(15 * eyeScale)}" fill="${C.cream}"/>`;
  return g(tr(0, -22), eye(-38) + eye(38)) + `<path d="M-58 26Q0 82 58 26" ${line(C.cream, 17)}/>`;
}

function clock(t) {
  // Two minutes before nine; the minute hand clicks onto 9:00 just before the reminder.
  const tick = easeOutBack(clamp((t - T.clockTick) / 0.35));
  const minutes = 58 + tick * 2;
  const minuteAngle = minutes * 6;
  const hourAngle = 8 * 30 + (minutes / 60) * 30;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const big = i % 3 === 0;
    const r1 = big ? 52 : 56;
    return `<line x1="${n(Math.sin(a) * r1)}" y1="${n(-Math.cos(a) * r1)}" x2="${n(Math.sin(a) * 62)}" y2="${n(-Math.cos(a) * 62)}" ${line(big ? C.teal : C.t300, big ? 6 : 4)}/>`;
  }).join('');
  return (
    `<circle r="76" fill="${C.cream}"/>` +
    ticks +
    `<line x2="0" y2="-34" ${line(C.t800, 9)} transform="rotate(${n(hourAngle)})"/>` +
    `<line x2="0" y2="-52" ${line(C.t600, 6)} transform="rotate(${n(minuteAngle)})"/>` +
    `<circle r="8" fill="${C.coral}"/>`
  );
}

function sunIcon(t) {
  const rays = Array.from({ length: 8 }, (_, i) => `<line x1="0" y1="-21" x2="0" y2="-28" ${line(C.sun, 5)} transform="rotate(${i * 45})"/>`).join('');
  return g(`transform="rotate(${n(t * 15)})"`, rays) + `<circle r="15" fill="${C.sun}"/>`;
}

function greeting(t) {
  const shown = Math.max(1 - ramp(t, T.bubbleOut, 0.35), ramp(t, T.bubbleIn, 0.5, easeOutBack));
  if (shown <= 0.001) return '';
  // Grows out of Lumi's mouth corner toward the top of the screen.
  const s = Math.max(0.001, shown);
  const heart = `<path transform="translate(46 0) scale(.62)" d="M0 18C-14 8-22 1-22-8C-22-16-15-21-8-21C-4-21 0-18 0-14C0-18 4-21 8-21C15-21 22-16 22-8C22 1 14 8 0 18Z" fill="${C.coral}"/>`;
  return g(
    `transform="translate(150 114) scale(${n(s)}) translate(0 -70)" opacity="${n(clamp(shown * 1.5))}"`,
    `<path d="M-74-34h148q18 0 18 18v32q0 18-18 18h-62l-12 18-12-18h-62q-18 0-18-18v-32q0-18 18-18z" fill="${C.cream}"/>` + g(tr(-32, 0), sunIcon(t)) + heart,
  );
}

function home(t) {
  const bob = wave(t, 3) * 3;
  const faceDrop = 26; // room for the greeting bubble above the face
  return (
    `<rect width="${SCREEN.w}" height="${SCREEN.h}" fill="url(#screenBg)"/>` +
    `<circle cx="150" cy="182" r="104" fill="${C.t500}" opacity=".25"/>` +
    g(tr(150, 150 + faceDrop + bob), face(t)) +
    g(tr(370, 150), clock(t)) +
    greeting(t)
  );
}

// ---------------------------------------------------------------- screen: video call
function person({ skin, hair, shirt, older }) {
  const hairShape = older
    ? `<circle cx="0" cy="-58" r="20" fill="${hair}"/><path d="M-50 2C-56-40-30-58 0-58C30-58 56-40 50 2C44-22 30-34 0-34C-30-34-44-22-50 2Z" fill="${hair}"/>`
    : `<path d="M-54 10C-62-44-30-62 0-62C34-62 62-42 52 10C48-14 36-30 10-34C-10-22-34-18-54 10Z" fill="${hair}"/>`;
  return (
    `<path d="M-92 150C-92 92-56 70 0 70C56 70 92 92 92 150Z" fill="${shirt}"/>` +
    `<rect x="-16" y="40" width="32" height="34" rx="10" fill="${skin}"/>` +
    `<circle r="52" fill="${skin}"/>` +
    hairShape +
    `<path d="M-26-2q8-9 16 0M10-2q8-9 16 0" ${line(C.ink, 5)}/>` +
    `<circle cx="-30" cy="16" r="8" fill="${C.coral}" opacity=".28"/><circle cx="30" cy="16" r="8" fill="${C.coral}" opacity=".28"/>` +
    `<path d="M-18 20Q0 38 18 20" ${line(C.ink, 5)}/>`
  );
}

function call(t) {
  const local = t - T.callIn;
  const nod = wave(t, 1.5) * 2;
  const rise = clamp((t - T.heart) / 1.6);
  const heart =
    rise > 0 && rise < 1
      ? `<path transform="translate(${n(330 + wave(t, 0.75) * 6)} ${n(170 - rise * 120)}) scale(${n(0.8 + rise * 0.5)})" opacity="${n(Math.sin(rise * Math.PI))}" d="M0 18C-14 8-22 1-22-8C-22-16-15-21-8-21C-4-21 0-18 0-14C0-18 4-21 8-21C15-21 22-16 22-8C22 1 14 8 0 18Z" fill="${C.coral}"/>`
      : '';
  // A handset lying on its back: the usual "hang up" sign.
  const phone = `<path d="M-15 4Q0-10 15 4" ${line(C.cream, 8)}/><rect x="-20" y="0" width="12" height="9" rx="3" fill="${C.cream}" transform="rotate(18 -14 4)"/><rect x="8" y="0" width="12" height="9" rx="3" fill="${C.cream}" transform="rotate(-18 14 4)"/>`;
  const ring = local < 0.9 ? `<circle cx="250" cy="122" r="${n(60 + local * 60)}" ${line(C.cream, 4)} opacity="${n(1 - local / 0.9)}"/>` : '';
  return (
    `<rect width="${SCREEN.w}" height="${SCREEN.h}" fill="${C.t100}"/>` +
    `<clipPath id="tile"><rect x="14" y="14" width="472" height="224" rx="18"/></clipPath>` +
    g(
      `clip-path="url(#tile)"`,
      `<rect x="14" y="14" width="472" height="224" fill="${C.peach}"/>` +
        `<circle cx="420" cy="60" r="70" fill="${C.cream}" opacity=".7"/>` +
        ring +
        g(tr(250, 122 + nod), person({ skin: C.skin, hair: C.hairDark, shirt: C.t500 })),
    ) +
    heart +
    // self view of the senior, bottom right
    `<clipPath id="self"><rect x="380" y="150" width="92" height="76" rx="12"/></clipPath>` +
    `<rect x="377" y="147" width="98" height="82" rx="14" fill="${C.cream}"/>` +
    g(
      `clip-path="url(#self)"`,
      `<rect x="380" y="150" width="92" height="76" fill="${C.t200}"/>` +
        g(tr(426, 196, 0.42), person({ skin: C.skinLight, hair: C.hairWhite, shirt: C.coral, older: true })),
    ) +
    // controls: microphone, hang up, camera
    g(
      tr(180, 270),
      `<circle r="22" fill="${C.teal}"/><rect x="-6" y="-12" width="12" height="18" rx="6" fill="${C.cream}"/><path d="M-10 0q0 12 10 12t10-12M0 12v5" ${line(C.cream, 3)}/>`,
    ) +
    g(tr(250, 270), `<circle r="26" fill="${C.coral}"/>` + phone) +
    g(
      tr(320, 270),
      `<circle r="22" fill="${C.teal}"/><rect x="-13" y="-8" width="18" height="16" rx="4" fill="${C.cream}"/><path d="M6-3l8-5v16l-8-5z" fill="${C.cream}"/>`,
    )
  );
}

// ---------------------------------------------------------------- screen: reminder card
function reminder(t) {
  const inP = ramp(t, T.cardIn, 0.55, easeOut);
  const outP = ramp(t, T.cardOut, 0.5, easeInOut);
  if (inP <= 0 || outP >= 1) return '';
  const y = (1 - inP) * 300 + outP * 300;
  const tapped = clamp((t - T.tap) / 0.3);
  const ripple = clamp((t - T.tap) / 0.6);
  const bell = wave(t, 0.4) * 12 * (1 - ramp(t, T.cardIn + 0.6, 0.8)); // rings, then settles
  const checkLen = 70;
  const capsule =
    `<g transform="rotate(-35)"><rect x="-46" y="-19" width="92" height="38" rx="19" fill="${C.t200}"/>` +
    `<path d="M0-19h27a19 19 0 0 1 0 38h-27z" fill="${C.coral}"/><rect x="-34" y="-11" width="26" height="7" rx="3.5" fill="${C.cream}" opacity=".8"/></g>`;
  return (
    `<rect width="${SCREEN.w}" height="${SCREEN.h}" fill="${C.t900}" opacity="${n(0.35 * inP * (1 - outP))}"/>` +
    g(
      tr(0, y),
      `<rect x="44" y="62" width="412" height="192" rx="24" fill="${C.cream}"/>` +
        g(tr(92, 158), capsule) +
        g(
          tr(64, 80, 1, bell),
          `<circle r="22" fill="${C.coral}"/><path d="M-9 6v-8a9 9 0 0 1 18 0v8l3 3h-24z" fill="${C.cream}"/><circle cy="12" r="3.5" fill="${C.cream}"/>`,
        ) +
        `<text x="160" y="176" font-family="Atkinson Hyperlegible, sans-serif" font-weight="700" font-size="64" fill="${C.teal}">9:00</text>` +
        // the big "done" button: an outline that fills and ticks when tapped
        (ripple > 0 && ripple < 1
          ? `<circle cx="384" cy="158" r="${n(44 + ripple * 34)}" fill="none" stroke="${C.t400}" stroke-width="6" opacity="${n(1 - ripple)}"/>`
          : '') +
        `<circle cx="384" cy="158" r="44" fill="${tapped > 0 ? C.teal : C.cream}" stroke="${C.teal}" stroke-width="7"/>` +
        `<path d="M364 158l14 14 26-28" ${line(tapped > 0 ? C.cream : C.t200, 9)} stroke-dasharray="${checkLen}" stroke-dashoffset="${n(tapped > 0 ? checkLen * (1 - easeOut(tapped)) : 0)}"/>`,
    )
  );
}

// ---------------------------------------------------------------- one frame
function frameSvg(t) {
  // The call slides in from the right over the home screen and back out again.
  const callP = Math.min(ramp(t, T.callIn, 0.6), 1 - ramp(t, T.callOut, 0.6));
  const homeX = -callP * SCREEN.w * 0.35;
  const callX = (1 - callP) * SCREEN.w;
  const screen =
    `<defs><linearGradient id="screenBg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.t600}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient></defs>` +
    (callP < 1 ? g(tr(homeX, 0), home(t)) : '') +
    (callP > 0 ? g(tr(callX, 0), call(t)) : '') +
    reminder(t) +
    // a soft glass sheen keeps the screen from looking like a flat sticker
    `<path d="M0 0H${SCREEN.w * 0.42}L${SCREEN.w * 0.22} ${SCREEN.h}H0Z" fill="#fff" opacity=".04"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${room(t)}${sound(t)}${tablet(screen)}</svg>`;
}

// ---------------------------------------------------------------- tools
function run(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')}\n${result.stderr.slice(-2000)}`);
  return result.stdout;
}

function requireTools() {
  if (spawnSync('ffmpeg', ['-version']).error || spawnSync('ffprobe', ['-version']).error) {
    console.error('generate-device-video: ffmpeg not found. Install it with:');
    console.error('apt-get install -y ffmpeg');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    fail(`Chromium not found at ${CHROMIUM}. Install it with:  apt-get install -y chromium  (or set CHROME_PATH)`);
  }
}

/** Atkinson Hyperlegible (the site's font) for the "9:00", embedded so no server is needed. */
function fontFace() {
  const file = join(root, 'node_modules', '@fontsource', 'atkinson-hyperlegible', 'files', 'atkinson-hyperlegible-latin-700-normal.woff2');
  if (!existsSync(file)) return '';
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:"Atkinson Hyperlegible";font-weight:700;src:url(data:font/woff2;base64,${data}) format("woff2")}`;
}

/** Frame numbers to draw: all of them, or only a few with --stills (see README). */
function frameList() {
  const arg = process.argv.find((a) => a.startsWith('--stills'));
  if (!arg) return Array.from({ length: FRAMES }, (_, i) => i);
  const times = (arg.split('=')[1] ?? '0,3.5,5,8.2,9.4,11.5').split(',').map(Number);
  return times.map((s) => Math.round(s * FPS));
}

async function renderFrames(dir, frames) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><head><style>${fontFace()}html,body{margin:0;overflow:hidden}svg{display:block}` +
        `.warm{font:700 20px "Atkinson Hyperlegible";position:absolute;opacity:0}</style></head>` +
        `<body><span class="warm">9:00</span><div id="stage"></div></body></html>`,
    );
    // The font must be ready before frame 0, or the first frames would use a fallback.
    await page.evaluate(() => document.fonts.ready);
    for (const i of frames) {
      const svg = frameSvg(i / FPS);
      await page.evaluate((markup) => {
        document.getElementById('stage').innerHTML = markup;
      }, svg);
      await page.screenshot({ path: join(dir, `f${String(i).padStart(4, '0')}.png`), type: 'png' });
      if (process.stdout.isTTY && i % FPS === 0) process.stdout.write(`\rdrawing frame ${i}/${FRAMES}`);
    }
    if (process.stdout.isTTY) process.stdout.write('\r');
    console.log(`drew ${frames.length} frame(s) of ${W}×${H}`);
  } finally {
    await browser.close();
  }
}

function encode(dir) {
  const tmpVideo = join(dir, 'out.mp4');
  // -g/-keyint_min with no scene-cut keyframes: exactly one keyframe per second, so seeking
  // (tests jump to the middle) is instant. +faststart puts the index first for streaming.
  run('ffmpeg', [
    '-y',
    '-v',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    join(dir, 'f%04d.png'),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    String(CRF),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(FPS),
    '-keyint_min',
    String(FPS),
    '-sc_threshold',
    '0',
    '-r',
    String(FPS),
    '-an',
    '-movflags',
    '+faststart',
    tmpVideo,
  ]);
  const first = join(dir, 'f0000.png');
  // Poster: the first frame (the loop's start), as JPEG at the best quality within budget.
  const tmpJpg = join(dir, 'poster.jpg');
  for (let q = 2; q <= 12; q++) {
    run('ffmpeg', ['-y', '-v', 'error', '-i', first, '-q:v', String(q), '-pix_fmt', 'yuvj420p', tmpJpg]);
    if (statSync(tmpJpg).size <= MAX_POSTER_BYTES) break;
  }
  const tmpWebp = join(dir, 'poster.webp');
  run('ffmpeg', ['-y', '-v', 'error', '-i', first, '-c:v', 'libwebp', '-quality', '82', '-compression_level', '6', tmpWebp]);
  // Copy only finished files into public/, so a failed run never leaves half a video there.
  mkdirSync(outDir, { recursive: true });
  copyFileSync(tmpVideo, VIDEO);
  copyFileSync(tmpJpg, POSTER_JPG);
  copyFileSync(tmpWebp, POSTER_WEBP);
}

function verify() {
  const info = JSON.parse(run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', VIDEO]));
  const video = info.streams.find((s) => s.codec_type === 'video');
  const audio = info.streams.filter((s) => s.codec_type === 'audio');
  const duration = Number(info.format.duration);
  const [num, den] = video.avg_frame_rate.split('/').map(Number);
  const bytes = statSync(VIDEO).size;
  const posterBytes = statSync(POSTER_JPG).size;
  const lines = [
    `video   ${relative(root, VIDEO)}`,
    `        codec ${video.codec_name} (${video.profile}), ${video.pix_fmt}, ${video.width}×${video.height}, ${n(num / den)} fps, ${video.nb_frames} frames`,
    `        duration ${duration.toFixed(2)} s, size ${(bytes / 1024).toFixed(1)} KB, audio streams ${audio.length}`,
    `poster  ${relative(root, POSTER_JPG)}  ${(posterBytes / 1024).toFixed(1)} KB`,
    `poster  ${relative(root, POSTER_WEBP)}  ${(statSync(POSTER_WEBP).size / 1024).toFixed(1)} KB`,
  ];
  console.log(lines.join('\n'));
  const problems = [];
  if (video.codec_name !== 'h264') problems.push(`codec is ${video.codec_name}, expected h264`);
  if (video.pix_fmt !== 'yuv420p') problems.push(`pixel format is ${video.pix_fmt}, expected yuv420p`);
  if (audio.length) problems.push('the video has an audio track');
  if (!(duration >= 10)) problems.push(`duration ${duration} s is under 10 s`);
  if (bytes > MAX_VIDEO_BYTES) problems.push(`video is ${bytes} bytes, over the ${MAX_VIDEO_BYTES} byte budget (raise CRF)`);
  if (posterBytes > MAX_POSTER_BYTES) problems.push(`poster is ${posterBytes} bytes, over the ${MAX_POSTER_BYTES} byte budget`);
  if (problems.length) throw new Error(problems.join('; '));
}

// ---------------------------------------------------------------- main
requireTools();
const frames = frameList();
if (frames.length < FRAMES) {
  // --stills: a few PNGs to look at while changing the drawing; no video is written.
  const dir = mkdtempSync(join(tmpdir(), 'lumi-stills-'));
  await renderFrames(dir, frames);
  console.log(`stills written to ${dir}`);
  process.exit(0);
}
const work = mkdtempSync(join(tmpdir(), 'lumi-video-'));
let failure;
try {
  await renderFrames(work, frames);
  encode(work);
  verify();
} catch (error) {
  failure = error;
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failure) fail(failure instanceof Error ? (failure.stack ?? failure.message) : String(failure));
