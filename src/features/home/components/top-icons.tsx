import { iconsOf } from './icon-drawing';

/*
 * The icons of the hero and the press strip, the part of the home page that is live first: shapes
 * from Tabler Icons (MIT licence, https://tabler.io/icons). The sections further down have the
 * rest (`icons.tsx`), in the code that comes when the visitor nears them.
 */
export const topShapes = {
  'circle-check': ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 12l2 2l4 -4'],
  'player-pause': [
    'M9 4h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h2a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2z',
    'M17 4h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h2a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2z',
  ],
  'player-play': ['M6 4v16a1 1 0 0 0 1.524 .852l13 -8a1 1 0 0 0 0 -1.704l-13 -8a1 1 0 0 0 -1.524 .852z'],
} satisfies Record<string, string[]>;

export const TopIcon = iconsOf(topShapes);
