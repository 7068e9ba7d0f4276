/**
 * Marks a control that does nothing useful before the app is live (it opens a dialog, a menu, a
 * video, moves a carousel, or submits a form the app handles). The pre-paint runtime keeps a tap
 * or submit on such a control made before the page is live and replays it once it is
 * (`src/pre-paint/tap-replay.ts`). Spread it onto the control, or onto a form for its submits.
 * Links and native `<details>` work without the app and are not marked (in a part that hydrates
 * later, the app holds a link's tap itself: `src/platform/later/hold-link-taps.ts`).
 */
export const replayAttribute = 'data-replay';

export const replayOnLive = { [replayAttribute]: '' } as const;

/**
 * The same for a control whose effect needs code the page does not load up front (a dialog's):
 * `needs` names that code, so the app asks for it while it hydrates when such a tap is held
 * (`isTapHeld` in `src/config/hand-off.ts`), not only after the replay.
 */
export const replayOnLiveNeeding = (needs: string) => ({ [replayAttribute]: needs }) as const;
