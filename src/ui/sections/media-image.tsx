import { fromWidth } from '@/ui/kit/breakpoints';
import { Text } from '@/ui/kit/typography';
import type { ReactNode } from 'react';
import type { SectionLook } from './look';
import offer from './offer-pages.module.css';
import classes from './product-pages.module.css';

/** The four feature illustrations in `public/media/scenes/` (640×480). */
export type SceneName = 'sicherheit' | 'unterhaltung' | 'gemeinschaft' | 'kommunikation';

/**
 * The device screenshots in `public/media/device/` (960×720, also 480 wide, as AVIF and WebP): 1 greeting,
 * 2 video call, 3 medication reminder, 4 music, 5 quiz, 6 group session, 7 photo from grandchild.
 */
export type DeviceShot = 1 | 2 | 3 | 4 | 5 | 6 | 7;

interface FigureProps {
  readonly alt: string;
  readonly caption?: ReactNode;
  /** How wide the picture is shown, for the browser's choice of file. */
  readonly sizes?: string;
}

function Figure({ caption, children }: { caption?: ReactNode; children: ReactNode }) {
  if (!caption) return children;
  return (
    <figure className={classes.figure}>
      {children}
      <Text component="figcaption" className={classes.caption}>
        {caption}
      </Text>
    </figure>
  );
}

/** A feature illustration; its size is fixed in the markup, so nothing jumps while it loads. */
export function SceneImage({ scene, alt, caption }: FigureProps & { readonly scene: SceneName }) {
  return (
    <Figure caption={caption}>
      <img className={classes.image} src={`/media/scenes/${scene}.svg`} alt={alt} width={640} height={480} loading="lazy" decoding="async" />
    </Figure>
  );
}

export interface DeviceImageProps extends FigureProps {
  readonly shot: DeviceShot;
  /** The offer look has rounder corners. */
  readonly look?: SectionLook;
  /** Added to the picture's class, for a page's layout (a width limit, say). */
  readonly className?: string;
}

/** A screen of the device, in the width the layout needs; AVIF where the browser takes it, else WebP. */
export function DeviceImage({ shot, alt, caption, sizes = `${fromWidth('lg')} 30rem, 100vw`, look = 'product', className }: DeviceImageProps) {
  const file = (width: 480 | 960, format: 'avif' | 'webp') => `/media/device/device-${shot}-${width}.${format}`;
  const srcSet = (format: 'avif' | 'webp') => `${file(480, format)} 480w, ${file(960, format)} 960w`;
  return (
    <Figure caption={caption}>
      <picture>
        <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
        <img
          className={[look === 'offer' ? offer.image : classes.image, className].filter(Boolean).join(' ')}
          src={file(960, 'webp')}
          srcSet={srcSet('webp')}
          sizes={sizes}
          alt={alt}
          width={960}
          height={720}
          loading="lazy"
          decoding="async"
        />
      </picture>
    </Figure>
  );
}
