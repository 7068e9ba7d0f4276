import { type ComponentType, lazy, Suspense, useState } from 'react';
import { replayOnLive } from '@/ui/replay-on-live';
import { interviewVideo, portraitPath, portraitSize, videoSize, type TestimonialId } from '../model/media';
import { useHomeSectionsTranslation } from '../use-home-translation';
import type { InterviewModalProps, InterviewVideo } from './interview-modal';
import shared from './home.module.css';
import { Icon } from './icons';
import classes from './testimonials.module.css';
import { localeOf } from '@/i18n/locale';

const testimonials: readonly TestimonialId[] = ['relative', 'user', 'manager'];

const InterviewModal = lazy<ComponentType<InterviewModalProps>>(() => import('./interview-modal').then((module) => ({ default: module.InterviewModal })));

/**
 * Three testers in their own words, each with an interview video: the
 * video dialog is open while a source is chosen and closes back to none.
 */
export function TestimonialsSection() {
  const { t, language: renderLanguage } = useHomeSectionsTranslation();
  const [source, setSource] = useState<TestimonialId | null>(null);
  const [requested, setRequested] = useState(false);
  const language = localeOf(renderLanguage);
  const video: InterviewVideo | null = source
    ? {
        key: source,
        title: t('testimonials.modalTitle', { name: t(`testimonials.items.${source}.name`) }),
        ...interviewVideo(source),
        ...videoSize,
        captions: (['de', 'en'] as const).map((track) => ({
          language: track,
          label: t(`testimonials.captions.${track}`),
          src: interviewVideo(source).captions(track),
          default: track === language,
        })),
      }
    : null;
  return (
    <section className={shared.section} aria-labelledby="home-testimonials">
      <div className={shared.container}>
        <p className={shared.eyebrow}>{t('testimonials.eyebrow')}</p>
        <h2 id="home-testimonials" className={shared.heading}>
          {t('testimonials.heading')}
        </h2>
        <ul className={classes.grid}>
          {testimonials.map((id) => {
            const name = t(`testimonials.items.${id}.name`);
            return (
              <li key={id} className={classes.card}>
                <figure className={classes.figure}>
                  <blockquote className={classes.quote}>
                    <p>{t(`testimonials.items.${id}.quote`)}</p>
                  </blockquote>
                  <figcaption className={classes.author}>
                    <img
                      className={classes.portrait}
                      src={portraitPath(id)}
                      width={portraitSize.width}
                      height={portraitSize.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                    <span>
                      <span className={classes.name}>{name}</span>
                      <span className={classes.affiliation}>{t(`testimonials.items.${id}.affiliation`)}</span>
                    </span>
                  </figcaption>
                </figure>
                <button
                  type="button"
                  className={classes.watch}
                  aria-haspopup="dialog"
                  {...replayOnLive}
                  onClick={() => {
                    setRequested(true);
                    setSource(id);
                  }}
                >
                  <Icon name="player-play" size={22} />
                  <span>
                    {t('testimonials.watch')}
                    <span className={shared.visuallyHidden}> {t('testimonials.watchName', { name })}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <p className={classes.note}>{t('testimonials.namesChanged')}</p>
      </div>
      {requested && (
        <Suspense fallback={null}>
          <InterviewModal video={video} onClose={() => setSource(null)} closeLabel={t('testimonials.close')} />
        </Suspense>
      )}
    </section>
  );
}
