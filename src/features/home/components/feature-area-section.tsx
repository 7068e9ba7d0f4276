import { track } from '@/platform/analytics/track';
import type { FeatureArea } from '../model/feature-areas';
import { deviceVideo, scenePath, sceneSize } from '../model/media';
import { useHomeSectionsTranslation } from '../use-home-translation';
import { ClickToPlayVideo } from './click-to-play-video';
import { FeatureTiles } from './feature-tiles';
import shared from './home.module.css';
import { Icon } from './icons';
import classes from './feature-area.module.css';

/** One feature area (safety, entertainment, community, communication): text, media and tiles. */
export function FeatureAreaSection({ area, index }: { area: FeatureArea; index: number }) {
  const { t } = useHomeSectionsTranslation();
  const key = (name: 'eyebrow' | 'heading' | 'text' | 'media') => `areas.${area.id}.${name}` as const;
  const headingId = `home-${area.id}`;
  // Only the safety area has a note.
  const note = area.id === 'sicherheit' ? t('areas.sicherheit.note') : undefined;
  const media = area.media;
  return (
    <section id={area.id} className={`${shared.section} ${index % 2 === 1 ? shared.tinted : ''}`} aria-labelledby={headingId}>
      <div className={shared.container}>
        <div className={`${shared.split} ${index % 2 === 1 ? shared.splitReverse : ''}`}>
          <div>
            <p className={shared.eyebrow}>{t(key('eyebrow'))}</p>
            <h2 id={headingId} className={shared.heading}>
              {t(key('heading'))}
            </h2>
            <p className={shared.lead}>{t(key('text'))}</p>
            {note && (
              <p className={classes.note}>
                <Icon name="alert-circle" size={26} className={classes.noteIcon} />
                <span>{note}</span>
              </p>
            )}
          </div>
          <div>
            {media.kind === 'video' ? (
              <ClickToPlayVideo
                {...deviceVideo(media.name)}
                title={t(key('media'))}
                playLabel={t('video.play', { title: t(key('eyebrow')) })}
                onStart={() => track('video', { name: media.name })}
              />
            ) : (
              <div className={classes.scene}>
                <img
                  className={shared.fluid}
                  src={scenePath(media.name)}
                  width={sceneSize.width}
                  height={sceneSize.height}
                  alt={t(key('media'))}
                  loading="lazy"
                  decoding="async"
                />
              </div>
            )}
          </div>
        </div>
        <FeatureTiles area={area} />
      </div>
    </section>
  );
}
