import { type ComponentType, lazy, Suspense, useState } from 'react';
import { track } from '@/platform/analytics/track';
import { replayOnLive } from '@/ui/replay-on-live';
import { tileCopyKeys, type FeatureArea, type FeatureTile } from '../model/feature-areas';
import { useHomeSectionsTranslation } from '../use-home-translation';
import { FeatureBubble } from './feature-bubble';
import type { FeatureModalProps } from './feature-modal';
import classes from './feature-tiles.module.css';

const FeatureModal = lazy<ComponentType<FeatureModalProps>>(() => import('./feature-modal').then((module) => ({ default: module.FeatureModal })));

/**
 * An area's feature tiles: each one a button with its icon and title that opens
 * a dialog with the description. The dialog's code loads on the first opening; until then the
 * page holds no modal at all, so the prerendered markup and the first render agree.
 */
export function FeatureTiles({ area }: { area: FeatureArea }) {
  const { t } = useHomeSectionsTranslation();
  const [chosen, setChosen] = useState<FeatureTile | null>(null);
  const [requested, setRequested] = useState(false);

  function open(tile: FeatureTile) {
    setRequested(true);
    setChosen(tile);
    track('pill');
  }

  const copy = chosen ? tileCopyKeys(area.id, chosen) : undefined;
  const content =
    chosen && copy
      ? { key: chosen.id, icon: <FeatureBubble icon={chosen.icon} bubble={chosen.bubble} size="lg" />, title: t(copy.title), text: t(copy.text) }
      : null;
  return (
    <>
      <ul className={classes.tiles}>
        {area.tiles.map((tile) => (
          <li key={tile.id}>
            <button type="button" className={classes.tile} aria-haspopup="dialog" onClick={() => open(tile)} {...replayOnLive}>
              <FeatureBubble icon={tile.icon} bubble={tile.bubble} />
              <span className={classes.title}>{t(tileCopyKeys(area.id, tile).title)}</span>
            </button>
          </li>
        ))}
      </ul>
      {requested && (
        <Suspense fallback={null}>
          <FeatureModal opened={chosen !== null} onClose={() => setChosen(null)} content={content} closeLabel={t('features.close')} />
        </Suspense>
      )}
    </>
  );
}
