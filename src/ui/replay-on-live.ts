/**
 * Marks a control that does nothing useful before the app is live (it opens a dialog, a menu, a
 * video, moves a carousel, or submits a form the app handles). The pre-paint runtime keeps a tap
 * or submit on such a control made before the page is live and replays it once it is
 * (`src/pre-paint/tap-replay.ts`). Spread it onto the control, or onto a form for its submits.
 * Links and native `<details>` work without the app and are not marked.
 */
export const replayAttribute = 'data-replay';

export const replayOnLive = { [replayAttribute]: '' } as const;
