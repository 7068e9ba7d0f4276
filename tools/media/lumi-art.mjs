// Shared drawing vocabulary for the Lumi media scripts: palette, easing, the tablet on its
// speaker stand, its screens, people and small props. Everything returns SVG markup as a
// string and is a pure function of its arguments (and of the time `t` for animated parts), so
// every script that uses it writes the same files on every run.
//
// Used by generate-device-images.mjs, generate-section-art.mjs and generate-feature-videos.mjs.
// generate-device-video.mjs predates this module and keeps its own copy of the drawing, so its
// film stays byte-for-byte as it is.
//
// Coordinates: every part is drawn around its own origin and placed with `tr`. The tablet's
// screen is 500×304 units with its top-left corner at the tablet's origin (see `tablet`).

// ---------------------------------------------------------------- palette
export const C = {
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
  paper: '#fffdf8',
  ink: '#1b1f22',
  grey: '#3d444a',
  coral: '#e65a2e',
  coralDark: '#cf4f27',
  coralLight: '#f3a487',
  table: '#efe4d2',
  tableEdge: '#e2d3bb',
  wood: '#d8b48c',
  woodDark: '#b98d62',
  woodLight: '#e8cba8',
  peach: '#f8e3d3',
  sand: '#f3e6cf',
  sun: '#f4b942',
  sunLight: '#fbe3a6',
  sage: '#8fb89a',
  sageDark: '#6a9a78',
  lilac: '#d9d3ec',
  blush: '#f6d3c4',
};

export const SKIN = { light: '#f2c9a8', fair: '#f6d6bd', medium: '#e0a987', tan: '#c68863', deep: '#8d5a3f' };
export const HAIR = {
  white: '#f1eee9',
  silver: '#c9c4bc',
  grey: '#a9a6a2',
  dark: '#4a3b34',
  black: '#2e2623',
  brown: '#7a5236',
  auburn: '#9a5a3c',
  blond: '#d9b26f',
};

// ---------------------------------------------------------------- numbers and markup
/** Numbers with at most 2 decimals keep the SVG short and deterministic. */
export const n = (v) => {
  const r = Math.round(v * 100) / 100;
  return (Object.is(r, -0) ? 0 : r).toString();
};
export const g = (attrs, body) => `<g ${attrs}>${body}</g>`;
export const tr = (x, y, s = 1, r = 0) => `transform="translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${n(s)})` : ''}${r ? ` rotate(${n(r)})` : ''}"`;
/** Places `body` at (x, y), optionally scaled and rotated. */
export const at = (x, y, body, s = 1, r = 0) => g(tr(x, y, s, r), body);
export const line = (color, w) => `fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round"`;
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Mixes two colours (#rgb or #rrggbb); k=0 gives `a`, k=1 gives `b`. */
const hex6 = (c) => (c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c);
export const mix = (a0, b0, k, a = hex6(a0), b = hex6(b0)) =>
  '#' +
  [1, 3, 5]
    .map((i) =>
      Math.round(parseInt(a.slice(i, i + 2), 16) * (1 - k) + parseInt(b.slice(i, i + 2), 16) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
/** Text in the site's font (the render page embeds Atkinson Hyperlegible). */
export const text = (
  x,
  y,
  s,
  { size = 24, weight = 700, fill = C.ink, anchor = 'start', family = 'Atkinson Hyperlegible, Arial, sans-serif', extra = '' } = {},
) =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${family}" font-weight="${weight}" font-size="${n(size)}" fill="${fill}"${anchor !== 'start' ? ` text-anchor="${anchor}"` : ''}${extra}>${esc(s)}</text>`;

// ---------------------------------------------------------------- timing
export const clamp = (v, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
export const easeInOut = (x) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);
export const easeOut = (x) => 1 - (1 - x) ** 3;
export const easeOutBack = (x) => 1 + 2.2 * (x - 1) ** 3 + 1.2 * (x - 1) ** 2;
/** 0 before `start`, 1 after `start + dur`, eased in between. */
export const ramp = (t, start, dur, ease = easeInOut) => ease(clamp((t - start) / dur));
/** Rises over [a, a+fade], holds, falls over [b-fade, b]. */
export const windowed = (t, a, b, fade = 0.4, ease = easeInOut) => Math.min(ramp(t, a, fade, ease), 1 - ramp(t, b - fade, fade));
/** A sine wave; choose periods that divide a film's length so loops have no seam. */
export const wave = (t, period, phase = 0) => Math.sin(((t / period) * 2 + phase) * Math.PI);
/** 1 at each blink time, falling to 0 within ±0.09 s: how far the eyes are closed. */
export const blinkAt = (t, times) => Math.max(0, ...times.map((b) => 1 - clamp(Math.abs(t - b) / 0.09)));
/**
 * How open a speaking mouth is at time t (0…1), during the given [start, end] windows.
 * A sum of incommensurate sines gives syllable-like movement without randomness.
 */
export function talking(t, windows) {
  const on = Math.max(0, ...windows.map(([a, b]) => windowed(t, a, b, 0.15)));
  if (on <= 0) return 0;
  const v = 0.55 + 0.3 * Math.sin(t * 17.3) + 0.25 * Math.sin(t * 9.1 + 1.3) + 0.15 * Math.sin(t * 23.7 + 0.4);
  return on * clamp(v);
}

// ---------------------------------------------------------------- small icons
export const heartPath = 'M0 18C-14 8-22 1-22-8C-22-16-15-21-8-21C-4-21 0-18 0-14C0-18 4-21 8-21C15-21 22-16 22-8C22 1 14 8 0 18Z';
export const heart = (color = C.coral, s = 1) => `<path d="${heartPath}" fill="${color}"${s !== 1 ? ` transform="scale(${n(s)})"` : ''}/>`;
export const sparkle = (color = C.sun, s = 1) =>
  `<path d="M0-16Q2-2 16 0Q2 2 0 16Q-2 2-16 0Q-2-2 0-16Z" fill="${color}"${s !== 1 ? ` transform="scale(${n(s)})"` : ''}/>`;
export const check = (color, w = 7) => `<path d="M-14 0L-4 10L16-12" ${line(color, w)}/>`;
export function sunIcon(rot = 0, r = 15, color = C.sun) {
  const rays = Array.from(
    { length: 8 },
    (_, i) => `<line x1="0" y1="${n(-r - 6)}" x2="0" y2="${n(-r - 13)}" ${line(color, 5)} transform="rotate(${i * 45})"/>`,
  ).join('');
  return g(`transform="rotate(${n(rot)})"`, rays) + `<circle r="${r}" fill="${color}"/>`;
}
export const note = (color = C.coral) =>
  `<ellipse rx="10" ry="7.5" fill="${color}" transform="rotate(-20)"/><path d="M8-4V-44Q22-40 22-24" ${line(color, 4.5)}/>`;
export const doubleNote = (color = C.coral) =>
  `<g fill="${color}"><ellipse rx="10" ry="7.5" transform="rotate(-20)"/><ellipse cx="32" cy="-8" rx="10" ry="7.5" transform="rotate(-20 32 -8)"/><path d="M7-5V-46L40-54V-13" ${line(color, 4.5)}/><path d="M7-46L40-54V-44L7-36Z"/></g>`;
/** A handset pointing up-left (call) in `color`. */
export const handset = (color = C.cream) =>
  `<path d="M-11-14C-14-14-16-12-16-9C-16 6-6 16 9 16C12 16 14 14 14 11L14 6L6 3L2 7C-2 6-6 2-7-2L-3-6L-6-14Z" fill="${color}"/>`;
export const hangup = (color = C.cream) =>
  `<path d="M-15 4Q0-10 15 4" ${line(color, 8)}/><rect x="-20" y="0" width="12" height="9" rx="3" fill="${color}" transform="rotate(18 -14 4)"/><rect x="8" y="0" width="12" height="9" rx="3" fill="${color}" transform="rotate(-18 14 4)"/>`;
export const micIcon = (color = C.cream) =>
  `<rect x="-6" y="-12" width="12" height="18" rx="6" fill="${color}"/><path d="M-10 0q0 12 10 12t10-12M0 12v5" ${line(color, 3)}/>`;
export const camIcon = (color = C.cream) => `<rect x="-13" y="-8" width="18" height="16" rx="4" fill="${color}"/><path d="M6-3l8-5v16l-8-5z" fill="${color}"/>`;
export const bellIcon = (color = C.cream) => `<path d="M-9 6v-8a9 9 0 0 1 18 0v8l3 3h-24z" fill="${color}"/><circle cy="12" r="3.5" fill="${color}"/>`;
export const capsule = () =>
  `<g transform="rotate(-35)"><rect x="-46" y="-19" width="92" height="38" rx="19" fill="${C.t200}"/>` +
  `<path d="M0-19h27a19 19 0 0 1 0 38h-27z" fill="${C.coral}"/><rect x="-34" y="-11" width="26" height="7" rx="3.5" fill="${C.cream}" opacity=".8"/></g>`;

/** A leafy house plant in a pot; `t` makes the leaves sway (period 4 s). */
export function plant(t = 0, { pot = C.t200, rim = C.t300, leaves = [C.t500, C.t600, C.t400, C.t500], period = 4 } = {}) {
  const sway = wave(t, period) * 3;
  const leaf = (r, len, color) =>
    `<path transform="rotate(${n(r + sway * (r < 0 ? 1 : -1) * 0.6)})" d="M0 0C${n(-len * 0.35)} ${n(-len * 0.45)} ${n(-len * 0.2)} ${n(-len * 0.9)} 0 ${n(-len)}C${n(len * 0.2)} ${n(-len * 0.9)} ${n(len * 0.35)} ${n(-len * 0.45)} 0 0Z" fill="${color}"/>`;
  return (
    leaf(-34, 76, leaves[0]) +
    leaf(-8, 96, leaves[1]) +
    leaf(22, 84, leaves[2]) +
    leaf(48, 60, leaves[3]) +
    `<path d="M-32-2h64l-8 56h-48z" fill="${pot}"/><rect x="-38" y="-8" width="76" height="14" rx="7" fill="${rim}"/>`
  );
}

/** A mug with optional rising steam (one rise every 3 s, or `period`). Origin: bottom centre. */
export function mug(t = 0, { color = C.coral, rim = C.coralDark, steam = true, period = 3 } = {}) {
  const wisps = steam
    ? [0, 1, 2]
        .map((i) => {
          const rise = (t / period + i / 3) % 1;
          const y = -64 - rise * 34;
          return `<path d="M${-14 + i * 14} ${n(y + 26)}q-7-7 0-13t0-13" ${line(C.t300, 4)} opacity="${n(Math.sin(rise * Math.PI) * 0.7)}"/>`;
        })
        .join('')
    : '';
  return (
    wisps +
    `<path d="M-35-50h70v34q0 16-16 16h-38q-16 0-16-16z" fill="${color}"/>` +
    `<path d="M35-42q22 0 22 14t-22 14" ${line(color, 8)}/>` +
    `<rect x="-39" y="-54" width="78" height="8" rx="4" fill="${rim}"/>`
  );
}

// ---------------------------------------------------------------- the tablet
export const SCREEN = { w: 500, h: 304 };

/**
 * The Lumi tablet on its speaker stand. The screen's top-left corner is the origin; the body
 * reaches from (-22,-24) to (522,328), the speaker base sits on a surface at y=374.
 * `id` keeps clip paths unique when several tablets share one SVG.
 */
export function tablet(screenBody, { id = 'scr', shadow = true, sheen = true } = {}) {
  const dots = Array.from({ length: 13 }, (_, i) => `<circle cx="${178 + i * 12}" cy="355" r="3" fill="#3a4248"/>`).join('');
  return (
    (shadow ? `<ellipse cx="250" cy="376" rx="190" ry="10" fill="${C.ink}" opacity=".14"/>` : '') +
    `<path d="M218 304h64l18 36h-100z" fill="#2b3136"/>` +
    `<rect x="122" y="336" width="256" height="38" rx="19" fill="${C.ink}"/>` +
    dots +
    `<rect x="-22" y="-24" width="544" height="352" rx="36" fill="${C.ink}"/>` +
    `<rect x="-19" y="-21" width="538" height="346" rx="33" fill="none" stroke="#2f363b" stroke-width="2"/>` +
    `<circle cx="250" cy="-12" r="4" fill="#3a4248"/>` +
    `<clipPath id="${id}"><rect width="${SCREEN.w}" height="${SCREEN.h}" rx="16"/></clipPath>` +
    g(`clip-path="url(#${id})"`, screenBody + (sheen ? `<path d="M0 0H210L110 ${SCREEN.h}H0Z" fill="#fff" opacity=".04"/>` : ''))
  );
}

/** Sound arcs either side of the speaker base, pulsing; `amount` 0…1 fades them. */
export function soundArcs(t, amount = 1, color = C.t500) {
  if (amount <= 0.01) return '';
  const arcs = (side) =>
    [0, 1, 2]
      .map((i) => {
        const pulse = 0.5 + 0.5 * wave(t, 1, -i * 0.5);
        const r = 18 + i * 16;
        const op = amount * (0.25 + 0.75 * pulse) * (1 - i * 0.22);
        const x = side < 0 ? 108 : 392;
        const d =
          side < 0
            ? `M${n(x - r * 0.5)} ${n(355 - r * 0.87)}A${r} ${r} 0 0 0 ${n(x - r * 0.5)} ${n(355 + r * 0.87)}`
            : `M${n(x + r * 0.5)} ${n(355 - r * 0.87)}A${r} ${r} 0 0 1 ${n(x + r * 0.5)} ${n(355 + r * 0.87)}`;
        return `<path d="${d}" ${line(color, 5)} opacity="${n(op)}"/>`;
      })
      .join('');
  return arcs(-1) + arcs(1);
}

// ---------------------------------------------------------------- screens (500×304)
const screenBg = (id, a = C.t600, b = C.teal) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
  `<rect width="${SCREEN.w}" height="${SCREEN.h}" fill="url(#${id})"/>`;

/** Lumi's face: two eyes and a smile. `blink` 0…1 closes the eyes, `talk` 0…1 opens the mouth. */
export function lumiFace({ blink = 0, talk = 0, color = C.cream } = {}) {
  const ry = 15 * (1 - blink * 0.9);
  const eyes = `<ellipse cx="-38" cy="-22" rx="15" ry="${n(ry)}" fill="${color}"/><ellipse cx="38" cy="-22" rx="15" ry="${n(ry)}" fill="${color}"/>`;
  if (talk <= 0.02) return eyes + `<path d="M-58 26Q0 82 58 26" ${line(color, 17)}/>`;
  // Speaking: the smile opens into a rounded mouth.
  const o = 8 + talk * 22;
  return eyes + `<path d="M-50 28Q0 ${n(62 + o)} 50 28Q0 ${n(44)} -50 28Z" fill="${color}" stroke="${color}" stroke-width="12" stroke-linejoin="round"/>`;
}

/** A round analogue clock showing `minutes` after midnight (radius 76). */
export function clockFace(minutes, r = 76) {
  const minuteAngle = (minutes % 60) * 6;
  const hourAngle = ((minutes / 60) % 12) * 30;
  const k = r / 76;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const big = i % 3 === 0;
    const r1 = (big ? 52 : 56) * k;
    return `<line x1="${n(Math.sin(a) * r1)}" y1="${n(-Math.cos(a) * r1)}" x2="${n(Math.sin(a) * 62 * k)}" y2="${n(-Math.cos(a) * 62 * k)}" ${line(big ? C.teal : C.t300, (big ? 6 : 4) * k)}/>`;
  }).join('');
  return (
    `<circle r="${r}" fill="${C.cream}"/>` +
    ticks +
    `<line x2="0" y2="${n(-34 * k)}" ${line(C.t800, 9 * k)} transform="rotate(${n(hourAngle)})"/>` +
    `<line x2="0" y2="${n(-52 * k)}" ${line(C.t600, 6 * k)} transform="rotate(${n(minuteAngle)})"/>` +
    `<circle r="${n(8 * k)}" fill="${C.coral}"/>`
  );
}

/** A speech bubble (cream) with a tail pointing down-left at (0,0); content drawn inside. */
export function bubble(w, h, content = '', { fill = C.cream, tail = 'down' } = {}) {
  const x = -w / 2;
  const r = Math.min(18, h / 2);
  const tailPath = tail === 'down' ? `<path d="M-12 ${n(h / 2 - 2)}l12 18 12-18z" fill="${fill}"/>` : '';
  return `<rect x="${n(x)}" y="${n(-h / 2)}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>` + tailPath + content;
}

/** Home: Lumi's face with a greeting bubble, and a clock. */
export function homeScreen(t = 0, { id = 'home', minutes = 8 * 60 + 58, bubbleShown = 1, blink = 0, talk = 0, bob = 0 } = {}) {
  const s = Math.max(0.001, bubbleShown);
  const greet =
    bubbleShown > 0.001
      ? g(
          `transform="translate(150 114) scale(${n(s)}) translate(0 -70)" opacity="${n(clamp(bubbleShown * 1.5))}"`,
          `<path d="M-74-34h148q18 0 18 18v32q0 18-18 18h-62l-12 18-12-18h-62q-18 0-18-18v-32q0-18 18-18z" fill="${C.cream}"/>` +
            at(-32, 0, sunIcon(t * 15)) +
            at(46, 0, heart(C.coral, 0.62)),
        )
      : '';
  return (
    screenBg(`${id}-bg`) +
    `<circle cx="150" cy="182" r="104" fill="${C.t500}" opacity=".25"/>` +
    at(150, 176 + bob, lumiFace({ blink, talk })) +
    at(370, 150, clockFace(minutes)) +
    greet
  );
}

/** A round button with an icon, used on several screens. */
export const roundButton = (x, y, r, fill, icon) => at(x, y, `<circle r="${r}" fill="${fill}"/>` + icon);

/** A video call: the caller fills the screen, the user's own picture sits bottom right. */
export function callScreen(t, { id = 'call', caller, self, extra = '', nod = 0, callerPose = {} } = {}) {
  return (
    `<rect width="${SCREEN.w}" height="${SCREEN.h}" fill="${C.t100}"/>` +
    `<clipPath id="${id}-tile"><rect x="14" y="14" width="472" height="224" rx="18"/></clipPath>` +
    g(
      `clip-path="url(#${id}-tile)"`,
      `<rect x="14" y="14" width="472" height="224" fill="${caller.bg ?? C.peach}"/>` +
        (caller.room ?? `<circle cx="420" cy="60" r="70" fill="${C.cream}" opacity=".7"/>`) +
        at(250, 122 + nod, tilePerson(caller, callerPose)) +
        extra,
    ) +
    (self
      ? `<clipPath id="${id}-self"><rect x="380" y="150" width="92" height="76" rx="12"/></clipPath>` +
        `<rect x="377" y="147" width="98" height="82" rx="14" fill="${C.cream}"/>` +
        g(`clip-path="url(#${id}-self)"`, `<rect x="380" y="150" width="92" height="76" fill="${C.t200}"/>` + at(426, 196, tilePerson(self), 0.42))
      : '') +
    roundButton(180, 270, 22, C.teal, micIcon()) +
    roundButton(250, 270, 26, C.coral, hangup()) +
    roundButton(320, 270, 22, C.teal, camIcon())
  );
}

/** A reminder card over a dimmed home screen: icon, time and a big "done" button. */
export function reminderCard({ icon, time, done = 0, ring = 0, ripple = 0, label = '' } = {}) {
  const checkLen = 70;
  return (
    `<rect x="44" y="48" width="412" height="208" rx="24" fill="${C.cream}"/>` +
    at(98, 152, icon) +
    at(72, 78, `<circle r="22" fill="${C.coral}"/>` + bellIcon(), 1, ring) +
    (time.length > 4 ? text(150, 172, time, { size: 54, fill: C.teal }) : text(168, 176, time, { size: 64, fill: C.teal })) +
    (label ? text(170, 214, label, { size: 22, weight: 400, fill: C.grey }) : '') +
    (ripple > 0 && ripple < 1
      ? `<circle cx="384" cy="152" r="${n(44 + ripple * 34)}" fill="none" stroke="${C.t400}" stroke-width="6" opacity="${n(1 - ripple)}"/>`
      : '') +
    `<circle cx="384" cy="152" r="44" fill="${done > 0 ? C.teal : C.cream}" stroke="${C.teal}" stroke-width="7"/>` +
    `<path d="M364 152l14 14 26-28" ${line(done > 0 ? C.cream : C.t200, 9)} stroke-dasharray="${checkLen}" stroke-dashoffset="${n(done > 0 ? checkLen * (1 - easeOut(done)) : 0)}"/>`
  );
}

/** The medication reminder (a capsule and "9:00"). */
export function medicationScreen(t = 0, { id = 'med', done = 0, ripple = 0, ring = 0 } = {}) {
  return (
    homeScreen(t, { id, minutes: 9 * 60, bubbleShown: 0 }) +
    `<rect width="${SCREEN.w}" height="${SCREEN.h}" fill="${C.t900}" opacity=".35"/>` +
    reminderCard({ icon: capsule(), time: '9:00', done, ripple, ring })
  );
}

/** A glass of water; `fill` 0…1 is how full it is, `t` ripples the surface. */
export function glass(fill = 0.7, t = 0, id = 'glass') {
  const top = -50;
  const bottom = 44;
  const level = bottom - (bottom - top - 8) * fill;
  const wob = wave(t, 1) * 2;
  return (
    `<clipPath id="${id}-in"><path d="M-26 ${top}H26L20 ${bottom}H-20Z"/></clipPath>` +
    g(
      `clip-path="url(#${id}-in)"`,
      `<path d="M-40 ${n(level + wob)}Q0 ${n(level - wob * 2)} 40 ${n(level - wob)}V60H-40Z" fill="${C.t300}"/><rect x="-14" y="${n(level + 8)}" width="5" height="${n(Math.max(0, bottom - level - 16))}" rx="2.5" fill="#fff" opacity=".5"/>`,
    ) +
    `<path d="M-26 ${top}H26L20 ${bottom}Q20 48 16 48H-16Q-20 48-20 ${bottom}Z" fill="none" stroke="${C.t600}" stroke-width="5" stroke-linejoin="round"/>`
  );
}

/** The drink reminder: a filling glass and "10:30". */
export function drinkScreen(t = 0, { id = 'drink', fill = 0.3, done = 0, ripple = 0, ring = 0 } = {}) {
  return (
    homeScreen(t, { id, minutes: 10 * 60 + 30, bubbleShown: 0 }) +
    `<rect width="${SCREEN.w}" height="${SCREEN.h}" fill="${C.t900}" opacity=".35"/>` +
    reminderCard({ icon: at(0, 0, glass(fill, t, `${id}-gl`), 0.95), time: '10:30', done, ripple, ring })
  );
}

/** Mood faces for the daily check-in: 'good', 'ok', 'low'. */
export function moodFace(kind, color) {
  const mouth = { good: 'M-14 6Q0 20 14 6', ok: 'M-13 10H13', low: 'M-13 14Q0 2 13 14' }[kind];
  return `<circle r="30" fill="${color}"/><circle cx="-10" cy="-7" r="4" fill="${C.ink}"/><circle cx="10" cy="-7" r="4" fill="${C.ink}"/><path d="${mouth}" ${line(C.ink, 4.5)}/>`;
}

/** The check-in: Lumi asks how the user feels; three mood buttons, one chosen (`pick` 0…1). */
export function checkinScreen(t = 0, { id = 'chk', blink = 0, talk = 0, ask = 1, pick = 0, pop = 0 } = {}) {
  const sel = clamp(pick);
  const faces = [
    ['good', C.sunLight, 130],
    ['ok', C.t100, 250],
    ['low', C.blush, 370],
  ]
    .map(([k, col, x], i) => {
      const chosen = i === 0 ? sel : 0;
      const s = 1 + chosen * 0.18 + (i === 0 ? pop * 0.12 : 0);
      return at(
        x,
        228,
        (chosen > 0 ? `<circle r="${n(40 + chosen * 4)}" fill="none" stroke="${C.cream}" stroke-width="6" opacity="${n(chosen)}"/>` : '') + moodFace(k, col),
        s,
      );
    })
    .join('');
  return (
    screenBg(`${id}-bg`) +
    at(86, 86, lumiFace({ blink, talk }), 0.62) +
    g(
      `opacity="${n(ask)}"`,
      `<path d="M170 40h272q18 0 18 18v56q0 18-18 18h-272q-18 0-18-18v-22l-14-12 14-12v-10q0-18 18-18z" fill="${C.cream}"/>` +
        text(306, 102, '?', { size: 60, fill: C.coral, anchor: 'middle' }) +
        at(226, 86, heart(C.coral, 0.7)) +
        at(388, 86, sunIcon(t * 12, 13)),
    ) +
    faces
  );
}

/** An incoming call: the caller's picture in a circle with rings, accept and decline buttons. */
export function incomingScreen(t = 0, { id = 'inc', caller, name = '', accept = 0 } = {}) {
  const rings = [0, 1, 2]
    .map((i) => {
      const p = (t / 1.5 + i / 3) % 1;
      return `<circle cx="250" cy="118" r="${n(66 + p * 70)}" fill="none" stroke="${C.cream}" stroke-width="4" opacity="${n((1 - p) * 0.6)}"/>`;
    })
    .join('');
  const wiggle = wave(t, 0.5) * 10 * (1 - accept);
  return (
    screenBg(`${id}-bg`, C.t500, C.t800) +
    rings +
    `<clipPath id="${id}-av"><circle cx="250" cy="118" r="64"/></clipPath>` +
    `<circle cx="250" cy="118" r="70" fill="${C.cream}"/>` +
    g(`clip-path="url(#${id}-av)"`, `<rect x="180" y="50" width="140" height="140" fill="${caller.bg ?? C.peach}"/>` + at(250, 126, tilePerson(caller), 0.78)) +
    (name ? text(250, 222, name, { size: 30, fill: C.cream, anchor: 'middle' }) : '') +
    roundButton(160, 262, 26, C.coral, hangup()) +
    at(
      340,
      262,
      `<circle r="${n(28 + accept * 6)}" fill="${C.t400}"/><circle r="26" fill="${accept > 0.5 ? C.cream : C.t400}"/>` +
        g(`transform="rotate(${n(wiggle)})"`, handset(accept > 0.5 ? C.teal : C.cream)),
    )
  );
}

/** Radio: a station dial with a moving needle, equaliser bars and play controls. */
export function radioScreen(t = 0, { id = 'radio', station = '' } = {}) {
  const bars = Array.from({ length: 11 }, (_, i) => {
    const h = 18 + 30 * (0.5 + 0.5 * Math.sin(t * (5 + (i % 4)) + i * 1.7)) * (0.6 + 0.4 * Math.sin(i * 0.9 + t * 2));
    return `<rect x="${n(262 + i * 18)}" y="${n(150 - h)}" width="11" height="${n(h)}" rx="5.5" fill="${i % 3 === 1 ? C.sun : C.t200}"/>`;
  }).join('');
  const ticks = Array.from(
    { length: 21 },
    (_, i) => `<line x1="${34 + i * 21.6}" y1="${i % 5 ? 226 : 220}" x2="${34 + i * 21.6}" y2="236" ${line(C.t200, i % 5 ? 2 : 3)}/>`,
  ).join('');
  return (
    screenBg(`${id}-bg`, C.t600, C.t900) +
    // a round speaker-cloth "radio" icon with a note
    `<circle cx="120" cy="104" r="78" fill="${C.t500}" opacity=".35"/>` +
    `<rect x="62" y="58" width="116" height="92" rx="20" fill="${C.cream}"/><circle cx="96" cy="104" r="24" fill="${C.t100}"/><circle cx="96" cy="104" r="12" fill="${C.t300}"/>` +
    `<rect x="132" y="80" width="32" height="9" rx="4.5" fill="${C.coral}"/><rect x="132" y="96" width="32" height="6" rx="3" fill="${C.t200}"/><rect x="132" y="108" width="22" height="6" rx="3" fill="${C.t200}"/>` +
    `<path d="M80 58L110 34" ${line(C.cream, 4)}/><circle cx="110" cy="34" r="5" fill="${C.cream}"/>` +
    bars +
    (station ? text(262, 62, station, { size: 26, fill: C.cream }) : '') +
    `<rect x="20" y="206" width="460" height="40" rx="12" fill="${C.t900}" opacity=".45"/>` +
    ticks +
    `<rect x="${n(240 + wave(t, 6) * 4)}" y="210" width="5" height="32" rx="2.5" fill="${C.coral}"/>` +
    roundButton(180, 276, 18, C.t500, `<path d="M4-8L-8 0L4 8ZM12-8L0 0L12 8Z" fill="${C.cream}"/>`) +
    roundButton(
      250,
      276,
      22,
      C.coral,
      `<rect x="-9" y="-10" width="6" height="20" rx="2" fill="${C.cream}"/><rect x="3" y="-10" width="6" height="20" rx="2" fill="${C.cream}"/>`,
    ) +
    roundButton(320, 276, 18, C.t500, `<path d="M-4-8L8 0L-4 8ZM-12-8L0 0L-12 8Z" fill="${C.cream}"/>`)
  );
}

/** Brain game: a sum and three answers; `solved` 0…1 marks the right one. */
export function quizScreen(t = 0, { id = 'quiz', solved = 1, stars = 3 } = {}) {
  const answers = ['11', '12', '13']
    .map((a, i) => {
      const right = i === 1;
      const x = 96 + i * 154;
      const fill = right && solved > 0 ? mix(C.cream, C.sun, solved) : C.cream;
      return (
        at(
          x,
          222,
          `<rect x="-62" y="-36" width="124" height="72" rx="20" fill="${fill}"/>` +
            (right && solved > 0.5 ? at(44, -30, `<circle r="16" fill="${C.teal}"/>` + check(C.cream, 5), 0.8 * easeOutBack(clamp((solved - 0.5) * 2))) : ''),
          right ? 1 + solved * 0.06 : 1,
        ) + text(x, 238, a, { size: 42, fill: C.t900, anchor: 'middle' })
      );
    })
    .join('');
  const starRow = Array.from({ length: 5 }, (_, i) => at(330 + i * 30, 44, sparkle(i < stars ? C.sun : C.t500, 0.8))).join('');
  return (
    screenBg(`${id}-bg`, C.t600, C.t800) +
    `<circle cx="58" cy="46" r="26" fill="${C.coral}"/>` +
    `<path d="M48 38Q48 28 58 28Q68 28 68 37Q68 43 61 46Q58 48 58 53" ${line(C.cream, 5)}/><circle cx="58" cy="62" r="3.5" fill="${C.cream}"/>` +
    starRow +
    text(250, 140, '7 + 5 = ?', { size: 64, fill: C.cream, anchor: 'middle' }) +
    answers +
    g(`opacity="${n(0.3 + 0.2 * wave(t, 2))}"`, at(440, 110, sparkle(C.cream, 0.6)))
  );
}

/**
 * The digital seniors' meeting: the carer who leads it in a large tile on the left, six
 * participants on the right. `speaker` is the index that gets the highlight ring (-1 for the
 * carer); `poses` lets a film move each face.
 */
export function groupScreen(t, { id = 'grp', carer, people, speaker = -1, poses = [], carerPose = {}, reactions = '' } = {}) {
  const tiles = people
    .map((p, i) => {
      const col = i % 2;
      const row = Math.floor(i / 2);
      const x = 262 + col * 118;
      const y = 12 + row * 96;
      const active = speaker === i;
      return (
        `<clipPath id="${id}-p${i}"><rect x="${x}" y="${y}" width="110" height="88" rx="12"/></clipPath>` +
        g(
          `clip-path="url(#${id}-p${i})"`,
          `<rect x="${x}" y="${y}" width="110" height="88" fill="${p.bg ?? C.peach}"/>` + at(x + 55, y + 52, tilePerson(p, poses[i] ?? {}), 0.42),
        ) +
        (active ? `<rect x="${x + 1.5}" y="${y + 1.5}" width="107" height="85" rx="11" fill="none" stroke="${C.sun}" stroke-width="4"/>` : '')
      );
    })
    .join('');
  return (
    `<rect width="${SCREEN.w}" height="${SCREEN.h}" fill="${C.t800}"/>` +
    `<clipPath id="${id}-c"><rect x="12" y="12" width="240" height="280" rx="16"/></clipPath>` +
    g(
      `clip-path="url(#${id}-c)"`,
      `<rect x="12" y="12" width="240" height="280" fill="${carer.bg ?? C.t100}"/>` +
        `<rect x="12" y="210" width="240" height="82" fill="${C.t200}" opacity=".5"/>` +
        `<circle cx="200" cy="70" r="40" fill="${C.cream}" opacity=".6"/>` +
        at(132, 160, tilePerson(carer, carerPose), 0.95),
    ) +
    (speaker === -1 ? `<rect x="13.5" y="13.5" width="237" height="277" rx="15" fill="none" stroke="${C.sun}" stroke-width="4"/>` : '') +
    `<rect x="24" y="24" width="64" height="26" rx="13" fill="${C.coral}"/><circle cx="40" cy="37" r="5" fill="${C.cream}"/><rect x="52" y="33" width="26" height="8" rx="4" fill="${C.cream}"/>` +
    tiles +
    reactions
  );
}

/** A photo from the grandchild arriving: the picture slides in (`arrive` 0…1) with a heart. */
export function photoScreen(t, { id = 'photo', arrive = 1, heartUp = 0.5, from } = {}) {
  const y = (1 - easeOut(arrive)) * 260;
  const rot = -4 + (1 - arrive) * 8;
  const picture =
    `<clipPath id="${id}-pic"><rect x="-150" y="-100" width="300" height="190" rx="6"/></clipPath>` +
    `<rect x="-162" y="-112" width="324" height="232" rx="12" fill="${C.paper}"/>` +
    g(
      `clip-path="url(#${id}-pic)"`,
      `<rect x="-150" y="-100" width="300" height="190" fill="#bfe6f0"/>` +
        at(96, -56, sunIcon(0, 18)) +
        `<path d="M-150 40Q-60 10 20 36T150 24V90H-150Z" fill="${C.sage}"/>` +
        `<path d="M-150 62Q-40 44 60 66T150 60V90H-150Z" fill="${C.sageDark}"/>` +
        // a child holding up a sunflower
        // a child holding up a sunflower: the hand of the raised arm is at (39, 37)
        `<path d="M40 44V-34" ${line(C.sageDark, 5)}/><path d="M40 0q14-10 24-2q-14 10-24 2z" fill="${C.sageDark}"/>` +
        at(
          40,
          -42,
          Array.from({ length: 10 }, (_, i) => `<ellipse cx="0" cy="-17" rx="6" ry="11" fill="${C.sun}" transform="rotate(${i * 36})"/>`).join('') +
            `<circle r="10" fill="${C.woodDark}"/>`,
        ) +
        at(-30, 46, tilePerson(from, { arm: 'up' }), 0.78),
    );
  const hp = clamp(heartUp);
  return (
    screenBg(`${id}-bg`, C.t500, C.teal) +
    `<circle cx="60" cy="250" r="90" fill="${C.t400}" opacity=".25"/><circle cx="460" cy="30" r="70" fill="${C.t400}" opacity=".25"/>` +
    at(250, 150 + y, picture, 0.86, rot) +
    // sender badge: a small portrait with an envelope
    at(
      64,
      58,
      `<circle r="34" fill="${C.cream}"/><clipPath id="${id}-av"><circle r="30"/></clipPath>` +
        g(`clip-path="url(#${id}-av)"`, `<circle r="30" fill="${from.bg ?? C.peach}"/>` + at(0, 8, tilePerson(from), 0.36)),
      1,
    ) +
    at(92, 84, `<rect x="-16" y="-11" width="32" height="22" rx="4" fill="${C.coral}"/><path d="M-14-8L0 3L14-8" ${line(C.cream, 3)}/>`) +
    (hp > 0 && hp < 1 ? at(430, 230 - hp * 150, heart(C.coral, 1 + hp * 0.4), 1) + '' : '') +
    (hp > 0 && hp < 1 ? g(`opacity="${n(Math.sin(hp * Math.PI))}"`, at(400, 200 - hp * 120, heart(C.coralLight, 0.6))) : '')
  );
}

// ---------------------------------------------------------------- people in screen tiles
/**
 * A friendly head-and-shoulders figure for call tiles, group tiles and photos. The head
 * (radius 52) is centred on the origin; the shoulders end at y=150.
 * p: { skin, hair, hairStyle: short|bun|bob|curly|bald|pony|long, shirt, glasses, beard,
 *      earrings, collar }
 * pose: { blink, talk, tilt, arm: 'wave'|'up'|undefined, wave }
 */
export function tilePerson(p, pose = {}) {
  const { skin = SKIN.light, hair = HAIR.dark, hairStyle = 'short', shirt = C.t500, glasses = false, beard = false, earrings = false, collar = null } = p;
  const { blink = 0, talk = 0, tilt = 0, arm, wave: waveDeg = 0 } = pose;
  let back = '';
  let front = '';
  switch (hairStyle) {
    case 'short':
      front = `<path d="M-54 8C-62-44-30-62 0-62C34-62 62-42 53 8C48-14 36-30 10-34C-10-22-34-18-54 8Z" fill="${hair}"/>`;
      break;
    case 'bun':
      back = `<circle cx="0" cy="-60" r="22" fill="${hair}"/>`;
      front = `<path d="M-52 4C-58-40-30-58 0-58C30-58 58-40 52 4C46-22 30-34 0-34C-30-34-46-22-52 4Z" fill="${hair}"/>`;
      break;
    case 'bob':
      back = `<path d="M-62 52C-70-22-44-66 0-66C44-66 70-22 62 52C50 60 30 60 20 52L20 0H-20V52C-30 60-50 60-62 52Z" fill="${hair}"/>`;
      front = `<path d="M-54 4C-56-42-26-62 4-62C36-62 58-40 54 0C44-26 24-36-6-36C-22-26-40-14-54 4Z" fill="${hair}"/>`;
      break;
    case 'long':
      back = `<path d="M-60 90C-74 10-56-66 0-66C56-66 74 10 60 90Z" fill="${hair}"/>`;
      front = `<path d="M-54 10C-56-42-26-62 4-62C36-62 58-40 54 6C44-26 20-38-8-38C-26-24-40-10-54 10Z" fill="${hair}"/>`;
      break;
    case 'curly': {
      const curls = [-46, -30, -12, 8, 26, 42]
        .map((x, i) => `<circle cx="${x}" cy="${[-30, -48, -56, -56, -48, -30][i]}" r="${[18, 20, 20, 20, 20, 18][i]}" fill="${hair}"/>`)
        .join('');
      back = curls + `<circle cx="-52" cy="-8" r="14" fill="${hair}"/><circle cx="50" cy="-8" r="14" fill="${hair}"/>`;
      front = `<path d="M-44-22C-36-40-18-44 0-40C18-44 36-40 44-22C30-30 14-28 0-30C-14-28-30-30-44-22Z" fill="${hair}"/>`;
      break;
    }
    case 'bald':
      front = `<path d="M-53-6C-56-22-50-30-44-30L-40-4ZM53-6C56-22 50-30 44-30L40-4Z" fill="${hair}"/>`;
      break;
    case 'pony':
      back = `<path d="M40-40C70-40 80-10 66 22C62 0 56-20 40-24Z" fill="${hair}"/>`;
      front = `<path d="M-52 4C-58-44-26-62 4-62C36-62 58-40 52 0C42-22 24-34-10-34C-24-24-38-12-52 4Z" fill="${hair}"/>`;
      break;
    default:
      break;
  }
  const eyeRy = 6.5 * (1 - blink * 0.85);
  const eyes = `<ellipse cx="-19" cy="-2" rx="5.5" ry="${n(eyeRy)}" fill="${C.ink}"/><ellipse cx="19" cy="-2" rx="5.5" ry="${n(eyeRy)}" fill="${C.ink}"/>`;
  const mouth =
    talk > 0.05
      ? `<path d="M-15 20Q0 ${n(24 + talk * 14)} 15 20Q0 ${n(22 + talk * 2)} -15 20Z" fill="#7a2e22" stroke="#7a2e22" stroke-width="4" stroke-linejoin="round"/>`
      : `<path d="M-17 19Q0 35 17 19" ${line(C.ink, 5)}/>`;
  const glassesSvg = glasses
    ? `<g ${line(C.grey, 3.5)}><circle cx="-19" cy="-2" r="14"/><circle cx="19" cy="-2" r="14"/><path d="M-5-3h10M-33-4l-18-4M33-4l18-4"/></g>`
    : '';
  const beardSvg = beard
    ? `<path d="M-48 4C-48 40-28 56 0 56C28 56 48 40 48 4C40 26 24 30 0 30C-24 30-40 26-48 4Z" fill="${hair}"/><path d="M-12 20Q0 30 12 20" ${line(C.ink, 4)}/>`
    : '';
  const earringSvg = earrings ? `<circle cx="-51" cy="18" r="5" fill="${C.sun}"/><circle cx="51" cy="18" r="5" fill="${C.sun}"/>` : '';
  let armSvg = '';
  if (arm === 'wave') {
    armSvg = g(`transform="rotate(${n(waveDeg)} 70 110)"`, `<path d="M70 120L96 40" ${line(shirt, 26)}/><circle cx="98" cy="30" r="15" fill="${skin}"/>`);
  } else if (arm === 'up') {
    armSvg = `<path d="M62 116L86 0" ${line(shirt, 24)}/><circle cx="88" cy="-12" r="14" fill="${skin}"/>`;
  }
  const collarSvg = collar ? `<path d="M-20 70L0 92L20 70" fill="${collar}"/>` : '';
  return (
    back +
    `<path d="M-92 150C-92 92-56 70 0 70C56 70 92 92 92 150Z" fill="${shirt}"/>` +
    collarSvg +
    armSvg +
    `<rect x="-16" y="40" width="32" height="34" rx="10" fill="${skin}"/>` +
    g(
      tilt ? `transform="rotate(${n(tilt)} 0 40)"` : '',
      `<circle cx="-51" cy="4" r="10" fill="${skin}"/><circle cx="51" cy="4" r="10" fill="${skin}"/>` +
        `<circle r="52" fill="${skin}"/>` +
        front +
        eyes +
        `<circle cx="-32" cy="16" r="8" fill="${C.coral}" opacity=".28"/><circle cx="32" cy="16" r="8" fill="${C.coral}" opacity=".28"/>` +
        beardSvg +
        (beard ? '' : mouth) +
        glassesSvg +
        earringSvg,
    )
  );
}

/** The recurring cast (fictitious people) for screens and scenes. */
export const CAST = {
  daughter: { skin: SKIN.medium, hair: HAIR.brown, hairStyle: 'bob', shirt: C.t500, earrings: true, bg: C.peach },
  grandson: { skin: SKIN.medium, hair: HAIR.dark, hairStyle: 'short', shirt: C.coral, bg: '#fde9c9' },
  granddaughter: { skin: SKIN.fair, hair: HAIR.blond, hairStyle: 'pony', shirt: C.coral, bg: '#fde9c9' },
  senior: { skin: SKIN.light, hair: HAIR.white, hairStyle: 'bun', shirt: C.coral, glasses: true, bg: C.t200 },
  carer: { skin: SKIN.tan, hair: HAIR.black, hairStyle: 'long', shirt: C.teal, earrings: true, bg: C.t100 },
  seniors: [
    { skin: SKIN.light, hair: HAIR.white, hairStyle: 'curly', shirt: C.coral, glasses: true, bg: C.peach },
    { skin: SKIN.medium, hair: HAIR.silver, hairStyle: 'bald', shirt: C.t400, bg: '#e3efe0' },
    { skin: SKIN.deep, hair: HAIR.white, hairStyle: 'bun', shirt: C.sun, bg: C.t50 },
    { skin: SKIN.fair, hair: HAIR.grey, hairStyle: 'short', shirt: C.sage, glasses: true, beard: false, bg: '#f6e6dc' },
    { skin: SKIN.tan, hair: HAIR.silver, hairStyle: 'bob', shirt: C.lilac, bg: C.sand },
    { skin: SKIN.light, hair: HAIR.white, hairStyle: 'short', shirt: C.t600, beard: true, bg: '#e9e4f4' },
  ],
};

// ---------------------------------------------------------------- portraits (320×320)
/** A darker shade of a skin colour, for the nose, the neck and smile lines. */
const shade = (skin, k = 0.28) => mix(skin, '#5a3526', k);

/**
 * Head-and-shoulders portraits of the three people in the testimonials, drawn in a 320×320
 * box: face centred at (160, 137), shoulders down to y=320. The interview films draw the same
 * people with a `pose` that changes over time.
 * pose: { blink 0…1, talk 0…1, nod (units down), tilt (degrees), breathe 0…1 }
 */
export const PEOPLE = {
  relative: {
    skin: SKIN.medium,
    hair: HAIR.brown,
    top: C.t500,
    inner: C.cream,
    hairBack: (h) =>
      `<path d="M92 150C84 84 116 50 160 50C206 50 238 84 230 150C228 196 238 224 250 244C222 254 198 244 190 228H130C122 244 98 254 70 244C82 222 94 196 92 150Z" fill="${h}"/>`,
    hairFront: (h) => `<path d="M102 128C96 82 126 58 164 58C200 58 224 84 218 132C212 104 198 90 176 84C156 98 128 104 102 128Z" fill="${h}"/>`,
    extras: () => `<circle cx="103" cy="166" r="5" fill="${C.sun}"/><circle cx="217" cy="166" r="5" fill="${C.sun}"/>`,
    clothes: (p) =>
      `<path d="M134 232L160 276L186 232Z" fill="${p.inner}"/>` +
      `<path d="M128 234L160 300L140 320H120ZM192 234L160 300L180 320H200Z" fill="${mix(p.top, '#000', 0.12)}" opacity=".5"/>` +
      `<circle cx="160" cy="262" r="5" fill="${C.coral}"/><path d="M142 240Q160 262 178 240" ${line(C.coral, 2)} opacity=".8"/>`,
    brows: 'M124 120Q138 112 150 118M170 118Q182 112 196 120',
  },
  user: {
    skin: SKIN.light,
    hair: HAIR.white,
    top: C.coral,
    inner: C.paper,
    hairBack: (h) => {
      const curls = [
        [112, 112, 26],
        [128, 82, 28],
        [160, 68, 30],
        [192, 82, 28],
        [208, 112, 26],
        [104, 142, 18],
        [216, 142, 18],
      ];
      return (
        curls.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#d9d2c6" stroke-width="6"/>`).join('') +
        curls.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${h}"/>`).join('')
      );
    },
    hairFront: (h) =>
      `<path d="M106 112C106 72 130 58 160 58C190 58 214 72 214 112C202 96 182 90 160 90C138 90 118 96 106 112Z" fill="${h}"/>` +
      [
        [124, 90, 17],
        [146, 80, 18],
        [170, 78, 18],
        [194, 90, 17],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${h}"/>`)
        .join('') +
      `<path d="M134 84q8-8 16 0M162 78q8-8 16 0M186 88q6-6 12 0" ${line('#dcd5ca', 2.5)}/>`,
    extras: (p) =>
      // soft lines of a long, happy life, then round glasses
      `<path d="M112 136l-8-3M112 144l-8 2M208 136l8-3M208 144l8 2M128 154q10 5 20 0M172 154q10 5 20 0M138 168q-8 12-2 24M182 168q8 12 2 24" ${line(shade(p.skin, 0.22), 2.2)}/>` +
      `<g ${line('#9a7b62', 3.5)}><circle cx="138" cy="140" r="18"/><circle cx="182" cy="140" r="18"/><path d="M156 139q4-4 8 0M120 136l-16-4M200 136l16-4"/></g>`,
    clothes: (p) =>
      `<path d="M128 232L160 262L192 232Z" fill="${p.inner}"/>` +
      `<path d="M122 230Q140 250 160 262Q146 272 128 268Q116 252 122 230ZM198 230Q180 250 160 262Q174 272 192 268Q204 252 198 230Z" fill="${p.inner}"/>` +
      Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * (0.15 + (i / 8) * 0.7);
        return `<circle cx="${n(160 - Math.cos(a) * 32)}" cy="${n(236 + Math.sin(a) * 30)}" r="4" fill="#fffaf0" stroke="#e2d6c4" stroke-width="1"/>`;
      }).join('') +
      `<circle cx="160" cy="290" r="4" fill="${C.coralDark}"/><circle cx="160" cy="310" r="4" fill="${C.coralDark}"/>`,
    brows: 'M124 118Q138 112 152 117M168 117Q182 112 196 118',
    browColor: '#bdb5aa',
  },
  manager: {
    skin: SKIN.tan,
    hair: HAIR.black,
    top: C.t800,
    inner: C.t800,
    hairBack: () => '',
    hairFront: (h) =>
      `<path d="M102 126C96 74 126 54 162 54C202 54 226 78 218 126C214 104 206 94 194 90C170 98 132 98 112 96C106 104 104 114 102 126Z" fill="${h}"/>` +
      `<path d="M104 122C104 110 106 102 110 98V128ZM216 122C216 110 214 102 210 98V128Z" fill="${HAIR.grey}"/>`,
    beard: (h) =>
      `<path d="M106 140C108 188 130 214 160 214C190 214 212 188 214 140C208 168 198 178 184 182C172 172 148 172 136 182C122 178 112 168 106 140Z" fill="${h}" opacity=".92"/>` +
      `<path d="M138 176Q160 166 182 176Q160 184 138 176Z" fill="${h}"/>`,
    extras: () => '',
    clothes: (p) =>
      `<path d="M134 232L160 256L186 232Z" fill="${mix(p.top, '#000', 0.25)}"/>` +
      `<path d="M122 226L160 256L146 270ZM198 226L160 256L174 270Z" fill="${mix(p.top, '#fff', 0.12)}"/>` +
      `<circle cx="160" cy="274" r="3.5" fill="${C.cream}" opacity=".7"/><circle cx="160" cy="292" r="3.5" fill="${C.cream}" opacity=".7"/>` +
      // name badge of the care service
      `<rect x="204" y="266" width="50" height="30" rx="5" fill="${C.paper}"/><rect x="204" y="266" width="50" height="9" rx="4" fill="${C.t400}"/><path d="M212 284H244M212 290H232" ${line(C.t300, 3)}/>`,
    brows: 'M122 118Q138 110 152 116M168 116Q182 110 198 118',
    browWidth: 6,
  },
};

export function portrait(who, pose = {}) {
  const p = PEOPLE[who];
  const { blink = 0, talk = 0, nod = 0, tilt = 0, breathe = 0 } = pose;
  const dark = shade(p.skin);
  const eyeRy = 8 * (1 - blink * 0.88);
  const eye = (x) =>
    `<ellipse cx="${x}" cy="140" rx="6.5" ry="${n(eyeRy)}" fill="${C.ink}"/>` +
    (blink < 0.5 ? `<circle cx="${x + 2}" cy="137" r="2" fill="#fff" opacity=".85"/>` : '');
  const mouth =
    talk > 0.05
      ? `<path d="M142 182Q160 ${n(188 + talk * 14)} 178 182Q160 ${n(184 + talk * 2)} 142 182Z" fill="#7a2e22" stroke="#7a2e22" stroke-width="5" stroke-linejoin="round"/>` +
        (talk > 0.4 ? `<path d="M148 183Q160 186 172 183" ${line('#fff', 3)} opacity=".8"/>` : '')
      : `<path d="M140 180Q160 198 180 180" ${line('#6b2a1f', 5)}/>`;
  const head =
    p.hairBack(p.hair) +
    `<ellipse cx="103" cy="148" rx="11" ry="16" fill="${p.skin}"/><ellipse cx="217" cy="148" rx="11" ry="16" fill="${p.skin}"/>` +
    `<path d="M104 130C104 84 128 64 160 64C192 64 216 84 216 130C216 178 194 210 160 210C126 210 104 178 104 130Z" fill="${p.skin}"/>` +
    p.hairFront(p.hair) +
    `<path d="${p.brows}" ${line(p.browColor ?? mix(p.hair, '#000', 0.1), p.browWidth ?? 4.5)}/>` +
    eye(138) +
    eye(182) +
    `<path d="M159 146Q151 164 161 167" ${line(dark, 3.5)}/>` +
    `<circle cx="124" cy="170" r="12" fill="${C.coral}" opacity=".2"/><circle cx="196" cy="170" r="12" fill="${C.coral}" opacity=".2"/>` +
    (p.beard ? p.beard(p.hair) : '') +
    mouth +
    p.extras(p);
  const rise = breathe * 2.5;
  return (
    g(
      `transform="translate(0 ${n(-rise)})"`,
      `<path d="M26 330C26 266 66 238 120 230H200C254 238 294 266 294 330Z" fill="${p.top}"/>` +
        `<path d="M138 186H182V236Q160 250 138 236Z" fill="${p.skin}"/><path d="M138 196Q160 222 182 196V212Q160 232 138 212Z" fill="${dark}" opacity=".35"/>` +
        p.clothes(p),
    ) + g(`transform="translate(0 ${n(nod - rise)}) rotate(${n(tilt)} 160 210)"`, head)
  );
}
