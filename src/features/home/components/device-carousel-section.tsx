import { useHomeSectionsTranslation } from '../use-home-translation';
import { DeviceCarousel } from './device-carousel';
import shared from './home.module.css';

/** The seven pictures of the device's screen, beside a short introduction. */
export function DeviceCarouselSection() {
  const { t } = useHomeSectionsTranslation();
  return (
    <section className={shared.section} aria-labelledby="home-carousel">
      <div className={`${shared.container} ${shared.split}`}>
        <div>
          <p className={shared.eyebrow}>{t('carousel.eyebrow')}</p>
          <h2 id="home-carousel" className={shared.heading}>
            {t('carousel.heading')}
          </h2>
          <p className={shared.lead}>{t('carousel.text')}</p>
        </div>
        <DeviceCarousel />
      </div>
    </section>
  );
}
