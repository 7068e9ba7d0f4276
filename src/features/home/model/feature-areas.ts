import type { Resources } from '@/i18n/resources';
import type { DeviceVideoName, SceneName } from './media';

/**
 * The four feature areas of the home page and their tiles (each with an
 * icon, bubble type 0–3, title and description). Titles and descriptions are copy: they live in
 * the namespace of the home sections under `areas.<area>.features.<tile>.pill` and `.modal`.
 */
export type BubbleType = 0 | 1 | 2 | 3;

export type FeatureIconName =
  | 'heartbeat'
  | 'video'
  | 'pill'
  | 'address-book'
  | 'calendar'
  | 'urgent'
  | 'music'
  | 'news'
  | 'headphones'
  | 'microphone-2'
  | 'movie'
  | 'puzzle'
  | 'bulb'
  | 'stretching'
  | 'yoga'
  | 'message'
  | 'users-group'
  | 'heart-handshake'
  | 'nurse'
  | 'phone'
  | 'photo'
  | 'messages';

export interface FeatureTile {
  readonly id: string;
  readonly icon: FeatureIconName;
  readonly bubble: BubbleType;
}

export type FeatureAreaId = SceneName;

/** What an area shows beside its tiles: a click-to-play device video or a scene illustration. */
export type AreaMedia = { readonly kind: 'video'; readonly name: DeviceVideoName } | { readonly kind: 'scene'; readonly name: SceneName };

export interface FeatureArea {
  readonly id: FeatureAreaId;
  readonly media: AreaMedia;
  readonly tiles: readonly FeatureTile[];
}

export const featureAreas: readonly FeatureArea[] = [
  {
    id: 'sicherheit',
    media: { kind: 'video', name: 'sicherheit' },
    tiles: [
      { id: 'checkIn', icon: 'heartbeat', bubble: 0 },
      { id: 'dropIn', icon: 'video', bubble: 1 },
      { id: 'reminders', icon: 'pill', bubble: 2 },
      { id: 'emergencyContacts', icon: 'address-book', bubble: 3 },
      { id: 'appointments', icon: 'calendar', bubble: 1 },
      { id: 'emergencyDetection', icon: 'urgent', bubble: 0 },
    ],
  },
  {
    id: 'unterhaltung',
    media: { kind: 'scene', name: 'unterhaltung' },
    tiles: [
      { id: 'music', icon: 'music', bubble: 0 },
      { id: 'news', icon: 'news', bubble: 2 },
      { id: 'audiobooks', icon: 'headphones', bubble: 1 },
      { id: 'podcasts', icon: 'microphone-2', bubble: 3 },
      { id: 'videos', icon: 'movie', bubble: 0 },
      { id: 'brainGames', icon: 'puzzle', bubble: 2 },
      { id: 'quiz', icon: 'bulb', bubble: 1 },
      { id: 'exercise', icon: 'stretching', bubble: 3 },
      { id: 'meditation', icon: 'yoga', bubble: 0 },
      { id: 'smallTalk', icon: 'message', bubble: 2 },
    ],
  },
  {
    id: 'gemeinschaft',
    media: { kind: 'video', name: 'gemeinschaft' },
    tiles: [
      { id: 'meeting', icon: 'users-group', bubble: 1 },
      { id: 'friendCircles', icon: 'heart-handshake', bubble: 3 },
      { id: 'professionals', icon: 'nurse', bubble: 0 },
    ],
  },
  {
    id: 'kommunikation',
    media: { kind: 'scene', name: 'kommunikation' },
    tiles: [
      { id: 'audioCall', icon: 'phone', bubble: 2 },
      { id: 'videoCall', icon: 'video', bubble: 0 },
      { id: 'photos', icon: 'photo', bubble: 3 },
      { id: 'messages', icon: 'messages', bubble: 1 },
    ],
  },
];

type AreaCopy = Resources['home-sections']['areas'];

/** A tile's copy in the namespace of the home sections: `areas.<area>.features.<tile>`, for the tiles the German file has. */
export type TileCopyKey = { [Area in FeatureAreaId]: `areas.${Area}.features.${keyof AreaCopy[Area]['features'] & string}` }[FeatureAreaId];

/** The copy keys of one tile in the namespace of the home sections. */
export function tileCopyKeys(area: FeatureAreaId, tile: FeatureTile): { title: `${TileCopyKey}.pill`; text: `${TileCopyKey}.modal` } {
  // The tiles are data (ids as strings), so the type check cannot tie each one to its copy; the
  // test beside this file does: every tile has its title and text in German and English.
  const base = `areas.${area}.features.${tile.id}` as TileCopyKey;
  return { title: `${base}.pill`, text: `${base}.modal` };
}
