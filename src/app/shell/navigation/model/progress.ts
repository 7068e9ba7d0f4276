/**
 * The navigation progress bar's arithmetic: it starts at the
 * minimum, trickles every 800 ms towards (but never reaching) the end, and animates each
 * step in 200 ms.
 */
export const progressSettings = { minimum: 0.08, trickleMs: 800, speedMs: 200, ceiling: 0.994 } as const;

export function startProgress(): number {
  return progressSettings.minimum;
}

/** One trickle step: big steps early, smaller ones as the bar fills. */
export function trickle(current: number): number {
  const value = Math.max(current, progressSettings.minimum);
  let step = 0;
  if (value < 0.2) step = 0.1;
  else if (value < 0.5) step = 0.04;
  else if (value < 0.8) step = 0.02;
  else if (value < 0.99) step = 0.005;
  else step = 0.001;
  return Math.min(value + step, progressSettings.ceiling);
}
