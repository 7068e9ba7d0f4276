import type { BubbleType, FeatureIconName } from '../model/feature-areas';
import { Icon } from './icons';
import classes from './feature-tiles.module.css';

/** A tile's icon in its speech bubble; the bubble type (0–3) picks colour and tail. */
export function FeatureBubble({ icon, bubble, size = 'md' }: { icon: FeatureIconName; bubble: BubbleType; size?: 'md' | 'lg' }) {
  return (
    <span className={classes.bubble} data-bubble={bubble} data-size={size} aria-hidden="true">
      <Icon name={icon} size={size === 'lg' ? 40 : 28} stroke={1.9} />
    </span>
  );
}
