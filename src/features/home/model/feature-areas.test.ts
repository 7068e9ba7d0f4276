import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureAreas, tileCopyKeys } from './feature-areas';

const copy = (language: string) =>
  JSON.parse(readFileSync(join(process.cwd(), `src/i18n/locales/${language}/home-sections.json`), 'utf8')) as Record<string, unknown>;

const lookup = (json: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);

describe('the feature areas', () => {
  it('are safety, entertainment, community and communication, in that order', () => {
    expect(featureAreas.map((area) => area.id)).toEqual(['sicherheit', 'unterhaltung', 'gemeinschaft', 'kommunikation']);
  });

  it('show the two device videos in safety and community', () => {
    expect(featureAreas.filter((area) => area.media.kind === 'video').map((area) => area.media.name)).toEqual(['sicherheit', 'gemeinschaft']);
  });

  it('give every tile a bubble type from 0 to 3 and an id unique within its area', () => {
    for (const area of featureAreas) {
      expect(new Set(area.tiles.map((tile) => tile.id)).size).toBe(area.tiles.length);
      for (const tile of area.tiles) expect([0, 1, 2, 3]).toContain(tile.bubble);
    }
  });

  it.each(['de', 'en'])('have a title and a description for every tile in %s', (language) => {
    const json = copy(language);
    for (const area of featureAreas) {
      for (const tile of area.tiles) {
        const keys = tileCopyKeys(area.id, tile);
        expect(lookup(json, keys.title), keys.title).toEqual(expect.any(String));
        expect(lookup(json, keys.text), keys.text).toEqual(expect.any(String));
      }
    }
  });
});
