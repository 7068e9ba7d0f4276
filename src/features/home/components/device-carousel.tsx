import { fromWidth } from '@/ui/kit/breakpoints';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { replayOnLive } from '@/ui/replay-on-live';
import { slideAtScroll, slideForKey, stepSlide } from '../model/carousel';
import { deviceImagePath, deviceImages, deviceImageSize, deviceImageSrcSet } from '../model/media';
import { useHomeSectionsTranslation } from '../use-home-translation';
import classes from './device-carousel.module.css';
import { Icon } from './icons';

/** The gap between two pictures, in pixels. */
function slideGap(element: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(element).columnGap) || 0;
}

/** Smallest first: the browser takes the first format it can show. */
const formats = ['avif', 'webp'] as const;

/**
 * The seven device pictures as a scroll-snap strip: swipe, the arrow buttons
 * or the arrow keys on the focused strip move one picture at a time. It never moves by itself,
 * and "Bild x von 7" is announced after each move.
 */
export function DeviceCarousel() {
  const { t } = useHomeSectionsTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = deviceImages.length;
  // Where a button or key is taking the strip: positions passed on the way there do not count.
  const heading = useRef<{ index: number; until: number } | null>(null);

  // The current picture follows the scroll position once it settles, whether moved by button,
  // key or finger (not on every frame: the live region would read out every picture passed).
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const slide = element.firstElementChild;
        const index = slideAtScroll(element.scrollLeft, slide instanceof HTMLElement ? slide.offsetWidth + slideGap(element) : element.clientWidth, count);
        const target = heading.current;
        if (target && index !== target.index && performance.now() < target.until) return;
        heading.current = null;
        setCurrent(index);
      }, 150);
    };
    element.addEventListener('scroll', settle, { passive: true });
    // A strip swiped before the section was live starts where the finger left it.
    if (element.scrollLeft > 0) settle();
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', settle);
    };
  }, [count]);

  function show(index: number) {
    const element = viewport.current;
    const slide = element?.children[index];
    if (!element || !(slide instanceof HTMLElement)) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.current = { index, until: performance.now() + 1500 };
    element.scrollTo({ left: slide.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
    setCurrent(index);
  }

  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    const next = slideForKey(event.key, current, count);
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  }

  return (
    <section className={classes.carousel} aria-roledescription={t('carousel.roledescription')} aria-label={t('carousel.label')}>
      <div ref={viewport} className={classes.viewport} tabIndex={0} role="group" aria-label={t('carousel.viewport')} onKeyDown={handleKey}>
        {deviceImages.map((image, index) => (
          <div
            key={image}
            className={classes.slide}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideLabel', { current: index + 1, total: count })}
          >
            <figure className={classes.figure}>
              <picture>
                {formats.map((format) => (
                  <source key={format} type={`image/${format}`} srcSet={deviceImageSrcSet(image, format)} sizes={`${fromWidth('lg')} 34rem, 88vw`} />
                ))}
                <img
                  className={classes.image}
                  src={deviceImagePath(image, 960, 'webp')}
                  width={deviceImageSize.width}
                  height={deviceImageSize.height}
                  alt={t(`carousel.slides.${image}.alt`)}
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              <figcaption className={classes.caption}>{t(`carousel.slides.${image}.caption`)}</figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className={classes.controls}>
        <button
          type="button"
          className={classes.arrow}
          onClick={() => show(stepSlide(current, -1, count))}
          aria-label={t('carousel.previous')}
          {...replayOnLive}
        >
          <Icon name="chevron-left" size={30} stroke={2.5} />
        </button>
        <p className={classes.position} aria-live="polite" aria-atomic="true">
          {t('carousel.position', { current: current + 1, total: count })}
        </p>
        <button type="button" className={classes.arrow} onClick={() => show(stepSlide(current, 1, count))} aria-label={t('carousel.next')} {...replayOnLive}>
          <Icon name="chevron-right" size={30} stroke={2.5} />
        </button>
      </div>
    </section>
  );
}
