import { useState } from 'react';
import { pressLogoPath, pressLogos, pressLogoSize, pressRepeats } from '../model/media';
import { useHomeTranslation } from '../use-home-translation';
import { TopIcon } from './top-icons';
import shared from './home.module.css';
import classes from './press-strip.module.css';

/**
 * The press logos as a slow ticker (four logos, four times). Only the first
 * copy is announced, with alt text; the others are decoration for the seamless loop. The ticker
 * stops under the pointer, while it has keyboard focus and with its button, and does not move at all
 * for visitors who asked for reduced motion.
 */
export function PressStrip() {
  const { t } = useHomeTranslation();
  const [paused, setPaused] = useState(false);
  const copies = Array.from({ length: pressRepeats }, (_, copy) => copy);
  return (
    <section className={classes.press} aria-labelledby="home-press">
      <div className={`${shared.container} ${classes.inner}`}>
        <h2 id="home-press" className={classes.heading}>
          {t('press.heading')}
        </h2>
        {/* Focusable so that keyboard visitors can stop it to read, as the pointer does by hovering. */}
        <div className={classes.marquee} data-paused={paused || undefined} role="group" aria-labelledby="home-press" tabIndex={0}>
          <div className={classes.viewport}>
            <div className={classes.track}>
              {copies.map((copy) => (
                <ul key={copy} className={classes.group} aria-hidden={copy > 0 || undefined}>
                  {pressLogos.map((logo) => (
                    <li key={logo}>
                      <img
                        src={pressLogoPath(logo)}
                        width={pressLogoSize.width}
                        height={pressLogoSize.height}
                        alt={copy === 0 ? t(`press.logos.${logo}`) : ''}
                        loading="lazy"
                        decoding="async"
                      />
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        </div>
        <button type="button" className={classes.toggle} onClick={() => setPaused((value) => !value)}>
          <TopIcon name={paused ? 'player-play' : 'player-pause'} size={20} />
          <span>{paused ? t('press.play') : t('press.pause')}</span>
        </button>
      </div>
    </section>
  );
}
