import classes from './device-image.module.css';

export interface DeviceImageProps {
  readonly alt: string;
  /** Layout width of the image, for the browser's choice between the two files. */
  readonly sizes?: string;
  readonly className?: string;
}

/** The tablet, in the two widths the media pipeline produces; never the page's first paint. */
export function DeviceImage({ alt, sizes = '(min-width: 64em) 480px, 100vw', className }: DeviceImageProps) {
  return (
    <img
      className={[classes.image, className].filter(Boolean).join(' ')}
      src="/media/device/device-1-960.webp"
      srcSet="/media/device/device-1-480.webp 480w, /media/device/device-1-960.webp 960w"
      sizes={sizes}
      width={960}
      height={720}
      loading="lazy"
      decoding="async"
      alt={alt}
    />
  );
}
