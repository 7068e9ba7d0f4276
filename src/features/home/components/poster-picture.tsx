import { posterAvif, videoSize } from '../model/media';

export interface PosterPictureProps {
  /** The poster's WebP; its AVIF lies beside it. */
  readonly poster: string;
  readonly className?: string;
  /** Empty when the poster only decorates a control that names itself. */
  readonly alt: string;
}

/**
 * A film's poster as an image, AVIF where the browser takes it, else WebP. Lazy: it loads once
 * the page is laid out and it is near the screen, never before the stylesheet.
 */
export function PosterPicture({ poster, className, alt }: PosterPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={posterAvif(poster)} />
      <img className={className} src={poster} width={videoSize.width} height={videoSize.height} alt={alt} loading="lazy" decoding="async" />
    </picture>
  );
}
