#!/usr/bin/env node
// Makes the short feature films of the website and the captions of the three interviews.
//
//   node tools/media/generate-feature-videos.mjs                       # all six films
//   node tools/media/generate-feature-videos.mjs --only=sicherheit     # some films (comma list)
//   node tools/media/generate-feature-videos.mjs --stills=hero-loop:0,5,9.96   # PNGs to look at
//
// Same method as generate-device-video.mjs: every frame is a pure function of the time t
// (seconds) → SVG, Chromium draws it, ffmpeg encodes the frames. No footage, no randomness,
// so the films are the same on every run and are changed like code.
//
// Writes to public/media/video/ (overwriting):
//   hero-loop.mp4             10 s seamless loop: Lumi greets in the morning (first = last frame)
//   sicherheit.mp4            12 s: drink reminder, check-in question, a call from the daughter
//   gemeinschaft.mp4          12 s: the digital seniors' meeting, led by a carer
//   interview-relative.mp4    12 s each: an illustrated speaker (the testimonial portraits)
//   interview-user.mp4                   with blink, nod, speech and a name card
//   interview-manager.mp4
//   <film>-poster.webp, <film>-poster.jpg   frame 0 of each film
//   interview-<who>.de.vtt, interview-<who>.en.vtt   WebVTT captions (German, English)
//
// Every film: H.264 High, yuv420p, 960×540, 25 fps, one keyframe per second, +faststart, no
// audio, ≤ 1.5 MB. Posters: WebP ≤ 40 KB, JPEG ≤ 80 KB. The script checks all of it with
// ffprobe and exits with status 1 if anything is off.
//
// Needs Debian's chromium (/usr/bin/chromium or CHROME_PATH) and ffmpeg with libx264/libwebp.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  C,
  CAST,
  SCREEN,
  at,
  blinkAt,
  callScreen,
  checkinScreen,
  clamp,
  drinkScreen,
  easeOut,
  easeOutBack,
  g,
  groupScreen,
  heart,
  incomingScreen,
  line,
  lumiFace,
  mix,
  mug,
  n,
  note,
  doubleNote,
  plant,
  portrait,
  ramp,
  soundArcs,
  sunIcon,
  tablet,
  talking,
  text,
  tilePerson,
  tr,
  wave,
  windowed,
} from './lumi-art.mjs';
import { kb, openStage, requireTools, root, run } from './render-kit.mjs';

const NAME = 'generate-feature-videos';
const outDir = join(root, 'public', 'media', 'video');
const W = 960;
const H = 540;
const FPS = 25;
const CRF = 24;
const MAX_VIDEO = 1.5 * 1024 * 1024;
const MAX_WEBP = 40 * 1024;
const MAX_JPG = 80 * 1024;

// ---------------------------------------------------------------- shared room parts
const TABLE = 430; // table top in the 960×540 films

function windowPane(x, y, w, h, t, { id, sky = ['#fde7c4', '#fbf3e4'], curtain = C.coralLight, period = 10, night = false } = {}) {
  const drift = wave(t, period) * 12;
  const inside = night
    ? `<path d="M${x + w * 0.7} ${y + 40}a18 18 0 1 0 14 28a14 14 0 1 1-14-28z" fill="${C.sunLight}"/>` +
      [
        [0.2, 0.25],
        [0.45, 0.6],
        [0.8, 0.75],
        [0.3, 0.85],
      ]
        .map(
          ([a, b], i) =>
            `<circle cx="${n(x + w * a)}" cy="${n(y + h * b)}" r="2.4" fill="${C.cream}" opacity="${n(0.6 + 0.4 * wave(t, period / 2, i * 0.5))}"/>`,
        )
        .join('')
    : at(x + w * 0.3, y + h * 0.32, sunIcon(t * 9, 18)) +
      at(x + w * 0.62 + drift, y + h * 0.2, `<path d="M-34 10Q-34-4-20-5Q-16-20 0-20Q14-20 18-8Q32-10 34 4Q40 6 40 10Z" fill="#fff" opacity=".9"/>`, 0.8) +
      `<path d="M${x} ${y + h * 0.78}Q${x + w * 0.4} ${y + h * 0.62} ${x + w} ${y + h * 0.74}V${y + h}H${x}Z" fill="${C.sage}"/>`;
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    `<clipPath id="${id}-c"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs>` +
    `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="6" fill="${C.paper}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>` +
    g(`clip-path="url(#${id}-c)"`, inside) +
    `<path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.45}H${x + w}" stroke="${C.paper}" stroke-width="8"/>` +
    `<rect x="${x - 18}" y="${y + h + 6}" width="${w + 36}" height="10" rx="4" fill="${C.paper}"/>` +
    (curtain
      ? `<path d="M${x - 26} ${y - 22}H${x + 20}Q${x + 8} ${y + h * 0.5} ${x + 24} ${y + h + 4}H${x - 26}Z" fill="${curtain}"/>` +
        `<path d="M${x + w + 26} ${y - 22}H${x + w - 20}Q${x + w - 8} ${y + h * 0.5} ${x + w - 24} ${y + h + 4}H${x + w + 26}Z" fill="${curtain}"/>` +
        `<rect x="${x - 38}" y="${y - 30}" width="${w + 76}" height="9" rx="4.5" fill="${C.woodDark}"/>`
      : '')
  );
}

const tableTop = (top = C.table, edge = C.tableEdge) =>
  `<rect y="${TABLE}" width="${W}" height="${H - TABLE}" fill="${top}"/><rect y="${TABLE}" width="${W}" height="8" fill="${edge}"/>`;

const pictureFrame = (x, y, w, h, inside, id) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${C.woodDark}"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="${C.paper}"/>` +
  `<clipPath id="${id}"><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}"/></clipPath>` +
  g(`clip-path="url(#${id})"`, inside);

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

/** Slides screen A out to the left and B in from the right as p goes 0 → 1. */
const slide = (p, a, b) => (p < 1 ? g(tr(-p * SCREEN.w * 0.35, 0), a) : '') + (p > 0 ? g(tr((1 - p) * SCREEN.w, 0), b) : '');

// ---------------------------------------------------------------- hero loop (10 s)
// Lumi greets in the morning. Everything moves on periods that divide 10 s, and the film's
// first and last frames both show t = 0, so the loop has no seam.
const HERO = {
  blinks: [2.3, 6.9],
  talk: [
    [0.9, 2.5],
    [5.4, 6.6],
  ],
};

function greetingScreen(t) {
  const talk = talking(t, HERO.talk);
  const blink = blinkAt(t, HERO.blinks);
  const bob = wave(t, 5) * 3;
  const pulse = 1 + 0.035 * wave(t, 2.5);
  return (
    `<defs><linearGradient id="hg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.t500}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient></defs>` +
    `<rect width="500" height="304" fill="url(#hg)"/>` +
    `<circle cx="150" cy="176" r="${n(104 + 4 * wave(t, 5))}" fill="${C.t400}" opacity=".28"/>` +
    at(150, 180 + bob, lumiFace({ blink, talk })) +
    g(
      `transform="translate(150 52) scale(${n(pulse)})"`,
      `<path d="M-74-34h148q18 0 18 18v32q0 18-18 18h-62l-12 18-12-18h-62q-18 0-18-18v-32q0-18 18-18z" fill="${C.cream}"/>` +
        at(-32, 0, sunIcon(t * 9)) +
        at(46, 0, heart(C.coral, 0.62 * (1 + 0.08 * wave(t, 1.25)))),
    ) +
    // the morning card: time and weather
    `<rect x="300" y="40" width="170" height="224" rx="22" fill="${C.t800}" opacity=".45"/>` +
    text(385, 118, '8:15', { size: 58, fill: C.cream, anchor: 'middle' }) +
    `<path d="M326 142H444" ${line(C.t400, 3)}/>` +
    at(350, 196, sunIcon(-t * 9, 16)) +
    text(425, 210, '19°', { size: 40, fill: C.cream, anchor: 'middle' }) +
    at(
      385,
      242,
      `<rect x="-50" y="-5" width="100" height="10" rx="5" fill="${C.t600}"/><rect x="-50" y="-5" width="${n(40 + 30 * (0.5 + 0.5 * wave(t, 10)))}" height="10" rx="5" fill="${C.sun}"/>`,
    )
  );
}

function heroFrame(t) {
  const beam = 0.1 + 0.05 * wave(t, 10);
  const speak = Math.max(0, ...HERO.talk.map(([a, b]) => windowed(t, a, b, 0.3)));
  return svg(
    `<rect width="${W}" height="${H}" fill="${C.cream}"/>` +
      `<circle cx="480" cy="236" r="${n(262 + 6 * wave(t, 5))}" fill="${C.t50}"/>` +
      windowPane(50, 70, 130, 200, t, { id: 'hw' }) +
      `<path d="M60 280L190 80L560 ${TABLE}H220Z" fill="${C.sunLight}" opacity="${n(beam)}"/>` +
      pictureFrame(
        790,
        70,
        120,
        96,
        `<rect x="796" y="76" width="108" height="84" fill="${C.t100}"/>` +
          at(830, 132, tilePerson(CAST.daughter), 0.36) +
          at(872, 136, tilePerson(CAST.grandson), 0.3),
        'hf',
      ) +
      `<circle cx="852" cy="240" r="9" fill="${C.coral}" opacity=".35"/><circle cx="110" cy="360" r="16" fill="${C.t100}" opacity=".8"/>` +
      tableTop() +
      at(230, 76, soundArcs(t, speak) + tablet(greetingScreen(t), { id: 'hs' })) +
      at(130, 442, mug(t, { period: 2.5 })) +
      at(840, 392, plant(t, { period: 5 })),
  );
}

// ---------------------------------------------------------------- safety (12 s)
const SAFE = {
  drinkFill: [0.2, 1.6],
  drinkTap: 2.5,
  toCheck: 3.4, // slide to the check-in
  ask: [3.9, 5.2], // Lumi asks
  pick: 5.8,
  toCall: 7.2, // slide to the incoming call
  accept: 9.1,
  callOpen: 9.4,
  heart: 10.4,
};

function safetyScreen(t) {
  const drinkRing = wave(t, 0.4) * 12 * (1 - ramp(t, 0.3, 0.9));
  const drink = drinkScreen(t, {
    id: 'sd',
    fill: 0.25 + 0.65 * ramp(t, SAFE.drinkFill[0], SAFE.drinkFill[1] - SAFE.drinkFill[0]),
    done: clamp((t - SAFE.drinkTap) / 0.3),
    ripple: clamp((t - SAFE.drinkTap) / 0.6),
    ring: drinkRing,
  });
  const check = checkinScreen(t, {
    id: 'sc',
    blink: blinkAt(t, [4.6, 6.7]),
    talk: talking(t, [SAFE.ask]),
    pick: ramp(t, SAFE.pick, 0.35, easeOutBack),
    pop: windowed(t, SAFE.pick, SAFE.pick + 0.6, 0.25),
  });
  const ringing = incomingScreen(t, { id: 'si', caller: CAST.daughter, name: 'Claudia', accept: ramp(t, SAFE.accept, 0.3) });
  const callP = ramp(t, SAFE.callOpen, 0.45);
  const rise = clamp((t - SAFE.heart) / 1.6);
  const call = callScreen(t, {
    id: 'sv',
    caller: CAST.daughter,
    self: CAST.senior,
    nod: wave(t, 1.5) * 2,
    callerPose: { blink: blinkAt(t, [10.9]), talk: talking(t, [[9.8, 11.6]]), arm: 'wave', wave: wave(t, 0.8) * 12 },
    extra: rise > 0 && rise < 1 ? at(380 + wave(t, 0.75) * 6, 170 - rise * 120, heart(C.coral, 0.8 + rise * 0.5)) + '' : '',
  });
  const toCheck = ramp(t, SAFE.toCheck, 0.6);
  const toCall = ramp(t, SAFE.toCall, 0.6);
  let screen;
  if (t < SAFE.toCall) screen = slide(toCheck, drink, check);
  else if (t < SAFE.callOpen) screen = slide(toCall, check, ringing);
  else
    screen =
      ringing + g(`transform="translate(250 152) scale(${n(0.6 + 0.4 * easeOut(callP))}) translate(-250 -152)" opacity="${n(clamp(callP * 1.6))}"`, call);
  return screen;
}

function safetyFrame(t) {
  const speak = Math.max(windowed(t, 0, 1.1, 0.2), windowed(t, SAFE.ask[0], SAFE.ask[1], 0.3), windowed(t, SAFE.toCall + 0.3, SAFE.accept, 0.3));
  return svg(
    `<rect width="${W}" height="${H}" fill="#e9f4f1"/>` +
      `<circle cx="480" cy="236" r="262" fill="${C.t50}"/>` +
      windowPane(790, 70, 120, 190, t, { id: 'sw', sky: ['#d7eef3', '#f4f1e6'], curtain: C.t200, period: 12 }) +
      pictureFrame(52, 84, 108, 132, `<rect x="58" y="90" width="96" height="120" fill="${C.peach}"/>` + at(106, 178, tilePerson(CAST.daughter), 0.5), 'sf') +
      `<circle cx="110" cy="282" r="26" fill="${C.paper}" stroke="${C.teal}" stroke-width="5"/><path d="M110 282V266M110 282L121 288" ${line(C.ink, 3)}/>` +
      tableTop('#eee3d3', '#e0d1ba') +
      at(230, 76, soundArcs(t, speak) + tablet(safetyScreen(t), { id: 'ss' })) +
      // a real glass of water and the weekly pill box on the table
      at(
        120,
        496,
        `<path d="M-26-100H26L20 0H-20Z" fill="${C.t50}" opacity=".8"/><path d="M-24-60H24L20 0H-20Z" fill="${C.t200}" opacity=".8"/><path d="M-26-100H26L20 0H-20Z" fill="none" stroke="${C.t400}" stroke-width="4" stroke-linejoin="round"/><path d="M-14-86V-20" ${line('#fff', 5)} opacity=".7"/>`,
        0.8,
      ) +
      at(
        840,
        486,
        `<rect x="-84" y="-30" width="168" height="30" rx="8" fill="${C.paper}"/>` +
          [C.coral, C.sun, C.sage, C.t400, C.lilac, C.coralLight, C.t200]
            .map((col, i) => `<rect x="${-78 + i * 23}" y="-26" width="19" height="12" rx="4" fill="${col}"/>`)
            .join(''),
      ),
  );
}

// ---------------------------------------------------------------- community (12 s)
const GROUP = {
  carerTalk: [
    [0.3, 2.7],
    [6.7, 8.3],
  ],
  carerWave: [0.2, 1.9],
  speakers: [
    [3.0, 4.6, 2],
    [4.8, 6.4, 4],
  ], // [from, to, participant]
  sing: [8.6, 11.8], // everyone sings along, notes rise
  hearts: [5.2, 7.4],
};

function communityScreen(t) {
  const active = GROUP.speakers.find(([a, b]) => t >= a && t < b);
  const speaker = active ? active[2] : t >= GROUP.sing[0] ? -2 : -1;
  const singing = windowed(t, GROUP.sing[0], GROUP.sing[1], 0.4);
  const poses = CAST.seniors.map((_, i) => ({
    blink: blinkAt(
      t,
      [0.7 + i * 1.7, 6.1 + i * 0.9].map((b) => b % 12),
    ),
    talk: Math.max(active && active[2] === i ? talking(t, [[active[0], active[1]]]) : 0, singing * 0.6 * (0.5 + 0.5 * Math.sin(t * 7 + i))),
    tilt: wave(t, 3 + (i % 3), i * 0.4) * 3 + (i === 1 ? windowed(t, 3.2, 4.4, 0.3) * 6 * wave(t, 0.6) : 0),
    ...(i === 5 ? { arm: 'wave', wave: wave(t, 0.7) * 14 * windowed(t, 8.8, 10.6, 0.3) } : {}),
  }));
  const waveOn = windowed(t, GROUP.carerWave[0], GROUP.carerWave[1], 0.3);
  const carerPose = {
    blink: blinkAt(t, [2.9, 7.4, 11.2]),
    talk: Math.max(talking(t, GROUP.carerTalk), singing * 0.7 * (0.5 + 0.5 * Math.sin(t * 6.3))),
    arm: 'wave',
    wave: -12 + wave(t, 0.7) * 16 * waveOn + (1 - waveOn) * 26,
    tilt: wave(t, 4) * 2,
  };
  // Reactions: hearts float up from two tiles; notes rise while everyone sings.
  const floater = (start, x, y, body) => {
    const p = clamp((t - start) / 1.8);
    return p > 0 && p < 1 ? g(`opacity="${n(Math.sin(p * Math.PI))}"`, at(x + wave(t, 0.9) * 5, y - p * 80, body, 0.7 + p * 0.3)) : '';
  };
  const notes = [0, 1, 2, 3, 4]
    .map((k) => {
      const start = GROUP.sing[0] + 0.2 + k * 0.6;
      return floater(start, [34, 214, 40, 222, 30][k], 290, k % 2 ? note(C.sun) : doubleNote(C.cream));
    })
    .join('');
  const reactions =
    floater(GROUP.hearts[0], 226, 286, heart(C.coral)) +
    floater(GROUP.hearts[0] + 0.3, 40, 290, heart(C.coralLight)) +
    floater(GROUP.hearts[1], 214, 290, heart(C.coral)) +
    notes;
  return groupScreen(t, { id: 'gs', carer: CAST.carer, people: CAST.seniors, speaker, poses, carerPose, reactions });
}

function communityFrame(t) {
  const glow = 0.85 + 0.1 * wave(t, 6);
  const speak = Math.max(
    0,
    ...GROUP.carerTalk.map(([a, b]) => windowed(t, a, b, 0.3)),
    windowed(t, GROUP.sing[0], GROUP.sing[1], 0.4),
    ...GROUP.speakers.map(([a, b]) => windowed(t, a, b, 0.3)),
  );
  const s = 1.2;
  return svg(
    `<defs><radialGradient id="lg"><stop offset="0" stop-color="${C.sunLight}" stop-opacity="${n(glow)}"/><stop offset="1" stop-color="${C.sunLight}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="#f2e2d2"/>` +
      `<circle cx="80" cy="120" r="170" fill="url(#lg)"/>` +
      `<path d="M80 140V${TABLE + 40}" ${line(C.grey, 6)}/><path d="M30 140L46 70H114L130 140Z" fill="${C.sunLight}" stroke="${C.sun}" stroke-width="3"/>` +
      windowPane(840, 90, 90, 170, t, { id: 'gw', sky: [C.t900, C.t600], curtain: C.coralLight, period: 6, night: true }) +
      tableTop(C.woodLight, C.wood) +
      at(180, 44, soundArcs(t, speak) + tablet(communityScreen(t), { id: 'gsc' }), s) +
      at(80, 512, mug(t, { color: C.t400, rim: C.t500, period: 3 }), 0.85) +
      at(
        880,
        500,
        `<ellipse cy="-6" rx="58" ry="13" fill="${C.paper}"/>` +
          [
            [-22, -18],
            [6, -22],
            [28, -16],
          ]
            .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="17" ry="8" fill="${C.woodDark}"/>`)
            .join(''),
      ),
  );
}

// ---------------------------------------------------------------- interviews (12 s)
// Captions are original lines written for these invented speakers. Each cue's time is also
// when the drawn mouth moves.
const INTERVIEWS = {
  relative: {
    name: 'Claudia M.',
    role: 'Tochter einer Lumi-Nutzerin',
    bg: '#f7e7da',
    cues: [
      [0.6, 3.4, 'Ich wohne über 500 Kilometer von meiner Mutter entfernt.', 'I live more than 500 kilometres from my mother.'],
      [3.6, 6.4, 'Früher haben wir nur sonntags telefoniert.', 'We used to talk on the phone only on Sundays.'],
      [6.6, 9.4, 'Heute sehen wir uns jeden Tag – sie sagt einfach: „Ruf Claudia an.“', 'Now we see each other every day – she just says: “Call Claudia.”'],
      [9.6, 11.7, 'Das gibt mir ein ruhiges Gefühl.', 'That gives me peace of mind.'],
    ],
  },
  user: {
    name: 'Hildegard K., 91',
    role: 'nutzt Lumi jeden Tag',
    bg: '#e3f1f1',
    cues: [
      [0.6, 3.3, 'Morgens macht mir Lumi mein Radio an.', 'In the morning Lumi turns on my radio.'],
      [3.5, 6.4, 'Nachmittags mache ich das Quiz – ich weiß noch allerhand!', 'In the afternoon I do the quiz – I still know a lot!'],
      [6.6, 9.4, 'Und wenn ich meinen Enkel sehen will, sage ich es einfach.', 'And when I want to see my grandson, I just say so.'],
      [9.6, 11.7, 'Knöpfe brauche ich dafür keine.', 'I don’t need any buttons for that.'],
    ],
  },
  manager: {
    name: 'Thomas B.',
    role: 'Pflegedienstleitung',
    bg: '#f3ead9',
    cues: [
      [0.6, 3.4, 'Viele unserer Klientinnen und Klienten leben allein.', 'Many of our clients live on their own.'],
      [3.6, 6.4, 'Zwischen unseren Besuchen war es oft sehr still.', 'Between our visits, it was often very quiet.'],
      [6.6, 9.4, 'Mit Lumi erzählen sie uns von Gesprächen, Gruppen und Rätseln.', 'With Lumi, they tell us about calls, groups and puzzles.'],
      [9.6, 11.7, 'Wir erleben deutlich weniger Einsamkeit.', 'We see noticeably less loneliness.'],
    ],
  },
};

/** Background rooms for the three speakers. */
const interviewRoom = {
  relative: (t) =>
    windowPane(70, 70, 150, 210, t, { id: 'rw', sky: ['#cfe8f1', '#f5efe4'], curtain: C.t200, period: 12 }) +
    // rooftops of the city where the daughter lives
    g(
      `clip-path="url(#rw-c)"`,
      `<path d="M70 250L95 225L120 250V280H70ZM124 240H170V280H124ZM176 232L198 214L220 232V280H176Z" fill="${C.t300}" opacity=".8"/>`,
    ) +
    `<rect x="800" y="150" width="130" height="12" rx="3" fill="${C.woodDark}"/>` +
    `<rect x="812" y="96" width="18" height="54" rx="2" fill="${C.teal}"/><rect x="833" y="104" width="14" height="46" rx="2" fill="${C.coral}"/><rect x="850" y="92" width="20" height="58" rx="2" fill="${C.t400}"/>` +
    at(900, 150, plant(t, { period: 6, pot: C.coral, rim: C.coralDark }), 0.5) +
    pictureFrame(806, 200, 110, 130, `<rect x="812" y="206" width="98" height="118" fill="${C.t100}"/>` + at(861, 290, tilePerson(CAST.senior), 0.46), 'rf') +
    `<rect y="470" width="${W}" height="70" fill="${mix('#f7e7da', C.woodDark, 0.18)}"/>`,
  user: (t) =>
    // her sitting room: the Lumi tablet on the side table greets along
    pictureFrame(770, 70, 120, 100, `<rect x="776" y="76" width="108" height="88" fill="${C.peach}"/>` + at(830, 140, tilePerson(CAST.grandson), 0.4), 'uf') +
    `<path d="M150 60V150" ${line(C.grey, 3)}/><path d="M104 196Q110 150 150 150Q190 150 196 196Z" fill="${C.coral}"/><ellipse cx="150" cy="198" rx="16" ry="6" fill="${C.sunLight}"/>` +
    `<rect x="40" y="400" width="230" height="14" rx="5" fill="${C.woodDark}"/><rect x="56" y="414" width="198" height="130" fill="${C.wood}"/>` +
    at(
      155 - 250 * 0.36,
      400 - 374 * 0.36,
      tablet(
        `<rect width="500" height="304" fill="${C.t600}"/><circle cx="250" cy="152" r="110" fill="${C.t500}" opacity=".4"/>` +
          at(250, 160, lumiFace({ blink: blinkAt(t, [2.1, 7.8]) }), 1.3),
        { id: 'ut', shadow: false },
      ),
      0.36,
    ) +
    // the back of her armchair behind her
    `<path d="M380 560V250Q380 150 620 150Q860 150 860 250V560Z" fill="${C.t300}"/><path d="M404 560V262Q404 176 620 176Q836 176 836 262V560Z" fill="${C.t200}"/>`,
  manager: (t) =>
    // the care service's office: a pinboard with the week plan, files, a window
    windowPane(780, 80, 130, 180, t, { id: 'mw', sky: ['#d4ecf2', '#f6f1e6'], curtain: null, period: 12 }) +
    `<rect x="56" y="70" width="230" height="160" rx="8" fill="${C.woodLight}" stroke="${C.woodDark}" stroke-width="6"/>` +
    [
      [78, 90, C.sunLight],
      [138, 96, C.t100],
      [198, 88, C.blush],
      [88, 152, C.t100],
      [156, 160, C.sunLight],
      [214, 150, C.t200],
    ]
      .map(
        ([x, y, c], i) =>
          `<rect x="${x}" y="${y}" width="52" height="48" rx="3" fill="${c}" transform="rotate(${[-4, 3, -2, 4, -3, 2][i]} ${x + 26} ${y + 24})"/><circle cx="${x + 26}" cy="${y + 6}" r="4" fill="${C.coral}"/><path d="M${x + 8} ${y + 24}H${x + 42}M${x + 8} ${y + 34}H${x + 34}" ${line(C.grey, 3)} opacity=".35"/>`,
      )
      .join('') +
    `<rect x="60" y="300" width="200" height="12" rx="3" fill="${C.woodDark}"/>` +
    [C.teal, C.t400, C.coral, C.t600, C.sun]
      .map(
        (c, i) =>
          `<rect x="${74 + i * 34}" y="240" width="28" height="60" rx="3" fill="${c}"/><rect x="${80 + i * 34}" y="256" width="16" height="14" rx="2" fill="${C.paper}"/>`,
      )
      .join('') +
    at(830, 420, plant(t, { period: 6 }), 0.9),
};

/** The name card at the bottom left, with Lumi's mark. */
function nameCard(info, t) {
  const glow = 0.5 + 0.5 * wave(t, 3);
  return (
    `<rect x="36" y="404" width="380" height="92" rx="18" fill="${C.paper}" opacity=".96"/>` +
    `<rect x="36" y="404" width="12" height="92" rx="6" fill="${C.coral}"/>` +
    at(
      96,
      450,
      `<rect x="-28" y="-24" width="56" height="40" rx="9" fill="${C.teal}"/><circle cx="-9" cy="-8" r="3.6" fill="${C.cream}"/><circle cx="9" cy="-8" r="3.6" fill="${C.cream}"/><path d="M-11 2Q0 11 11 2" ${line(C.cream, 3.4)}/><rect x="-16" y="20" width="32" height="6" rx="3" fill="${C.teal}"/>` +
        `<circle cx="26" cy="-22" r="5" fill="${C.coral}" opacity="${n(0.5 + 0.5 * glow)}"/>`,
    ) +
    text(142, 444, info.name, { size: 30, fill: C.ink }) +
    text(142, 476, info.role, { size: 21, weight: 400, fill: C.grey })
  );
}

function interviewFrame(who, t) {
  const info = INTERVIEWS[who];
  const windows = info.cues.map(([a, b]) => [a, b]);
  // a small nod after each sentence, a slow sway, breathing, blinks between words
  const nodAfter = Math.max(0, ...info.cues.map(([, b]) => windowed(t, b - 0.1, b + 0.55, 0.25))) * 5;
  const pose = {
    blink: blinkAt(t, [1.9, 5.1, 8.2, 10.9]),
    talk: talking(t, windows),
    nod: nodAfter + wave(t, 4) * 1.2,
    tilt: wave(t, 6) * 2 + wave(t, 2, 0.3) * 0.6,
    breathe: 0.5 + 0.5 * wave(t, 4),
  };
  const s = 1.55;
  const cx = 620;
  return svg(
    `<rect width="${W}" height="${H}" fill="${info.bg}"/>` +
      `<circle cx="${cx}" cy="250" r="230" fill="#fff" opacity=".35"/>` +
      interviewRoom[who](t) +
      at(cx - 160 * s, H - 320 * s + 14, portrait(who, pose), s) +
      nameCard(info, t),
  );
}

// ---------------------------------------------------------------- films
const FILMS = {
  'hero-loop': { duration: 10, loop: true, frame: heroFrame },
  sicherheit: { duration: 12, frame: safetyFrame },
  gemeinschaft: { duration: 12, frame: communityFrame },
  'interview-relative': { duration: 12, frame: (t) => interviewFrame('relative', t), captions: 'relative' },
  'interview-user': { duration: 12, frame: (t) => interviewFrame('user', t), captions: 'user' },
  'interview-manager': { duration: 12, frame: (t) => interviewFrame('manager', t), captions: 'manager' },
};

/**
 * The time of frame i. A loop samples [0, duration] including both ends, so its first and last
 * frames are the same picture; the others sample [0, duration).
 */
const timeOf = (film, i) => {
  const frames = film.duration * FPS;
  return film.loop ? (i * film.duration) / (frames - 1) : i / FPS;
};

// ---------------------------------------------------------------- captions
const stamp = (s) => {
  const ms = Math.round(s * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, '0');
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, '0');
  return `00:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

function writeCaptions(who) {
  const info = INTERVIEWS[who];
  const files = [];
  for (const [lang, col] of [
    ['de', 2],
    ['en', 3],
  ]) {
    // The name card sits bottom left, so the captions keep to the right half of the picture.
    const body = info.cues.map((c, i) => `${i + 1}\n${stamp(c[0])} --> ${stamp(c[1])} position:72% size:52% align:center\n${c[col]}\n`).join('\n');
    const file = join(outDir, `interview-${who}.${lang}.vtt`);
    writeFileSync(file, `WEBVTT\n\n${body}`);
    files.push(file);
  }
  return files;
}

// ---------------------------------------------------------------- encode and check
function encode(dir, name) {
  const video = join(dir, `${name}.mp4`);
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
    video,
  ]);
  const first = join(dir, 'f0000.png');
  const jpg = join(dir, `${name}-poster.jpg`);
  for (let q = 2; q <= 12; q++) {
    run('ffmpeg', ['-y', '-v', 'error', '-i', first, '-q:v', String(q), '-pix_fmt', 'yuvj420p', jpg]);
    if (statSync(jpg).size <= MAX_JPG) break;
  }
  const webp = join(dir, `${name}-poster.webp`);
  for (const quality of [82, 74, 66, 58]) {
    run('ffmpeg', ['-y', '-v', 'error', '-i', first, '-c:v', 'libwebp', '-preset', 'drawing', '-quality', String(quality), '-compression_level', '6', webp]);
    if (statSync(webp).size <= MAX_WEBP) break;
  }
  mkdirSync(outDir, { recursive: true });
  for (const file of [video, jpg, webp]) copyFileSync(file, join(outDir, file.split('/').pop()));
}

function verify(name, film) {
  const file = join(outDir, `${name}.mp4`);
  const info = JSON.parse(run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]));
  const video = info.streams.find((s) => s.codec_type === 'video');
  const audio = info.streams.filter((s) => s.codec_type === 'audio');
  const duration = Number(info.format.duration);
  const bytes = statSync(file).size;
  const jpg = statSync(join(outDir, `${name}-poster.jpg`)).size;
  const webp = statSync(join(outDir, `${name}-poster.webp`)).size;
  console.log(
    `${relative(root, file).padEnd(42)} ${video.codec_name} ${video.profile} ${video.pix_fmt} ${video.width}×${video.height} ` +
      `${duration.toFixed(2)} s  ${kb(bytes)}  · posters jpg ${kb(jpg)}, webp ${kb(webp)}`,
  );
  const problems = [];
  if (video.codec_name !== 'h264') problems.push(`codec ${video.codec_name}`);
  if (video.pix_fmt !== 'yuv420p') problems.push(`pixel format ${video.pix_fmt}`);
  if (video.width !== W || video.height !== H) problems.push(`size ${video.width}×${video.height}`);
  if (audio.length) problems.push('has audio');
  if (Math.abs(duration - film.duration) > 0.1) problems.push(`duration ${duration}`);
  if (bytes > MAX_VIDEO) problems.push(`video ${bytes} bytes > ${MAX_VIDEO}`);
  if (jpg > MAX_JPG) problems.push(`jpg poster ${jpg} bytes`);
  if (webp > MAX_WEBP) problems.push(`webp poster ${webp} bytes`);
  if (problems.length) throw new Error(`${name}: ${problems.join('; ')}`);
}

// ---------------------------------------------------------------- main
requireTools(NAME);
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const stillsArg = process.argv.find((a) => a.startsWith('--stills='));
const names = onlyArg ? onlyArg.split('=')[1].split(',') : Object.keys(FILMS);
if (process.argv.includes('--captions')) {
  // Only the WebVTT files, which need no drawing.
  mkdirSync(outDir, { recursive: true });
  for (const who of Object.keys(INTERVIEWS)) for (const f of writeCaptions(who)) console.log(relative(root, f));
  process.exit(0);
}
for (const name of names)
  if (!FILMS[name]) {
    console.error(`${NAME}: unknown film "${name}". Films: ${Object.keys(FILMS).join(', ')}`);
    process.exit(1);
  }

const stage = await openStage(W, H);
let failure;
try {
  if (stillsArg) {
    // --stills=<film>:<t>,<t>,…  (several films separated by ";")
    const dir = mkdtempSync(join(tmpdir(), 'lumi-stills-'));
    for (const part of stillsArg.slice('--stills='.length).split(';')) {
      const [name, times = '0,3,6,9'] = part.split(':');
      if (!FILMS[name]) throw new Error(`unknown film "${name}"`);
      for (const ts of times.split(',')) await stage.draw(FILMS[name].frame(Number(ts)), join(dir, `${name}-${ts}.png`));
    }
    console.log(`stills written to ${dir}`);
  } else {
    for (const name of names) {
      const film = FILMS[name];
      const work = mkdtempSync(join(tmpdir(), `lumi-${name}-`));
      try {
        const frames = film.duration * FPS;
        for (let i = 0; i < frames; i++) {
          await stage.draw(film.frame(timeOf(film, i)), join(work, `f${String(i).padStart(4, '0')}.png`));
          if (process.stdout.isTTY && i % FPS === 0) process.stdout.write(`\r${name}: frame ${i}/${frames}`);
        }
        if (process.stdout.isTTY) process.stdout.write('\r');
        encode(work, name);
        verify(name, film);
        if (film.captions) for (const f of writeCaptions(film.captions)) console.log(`${relative(root, f)}`);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }
  }
} catch (error) {
  failure = error;
} finally {
  await stage.close();
}
if (failure) {
  console.error(`${NAME}: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`);
  process.exit(1);
}
