import type { Locale } from '@/i18n/locale';

/**
 * Where the home page's media live (`public/media/…`) and their intrinsic sizes, so every image
 * and video reserves its box before it loads (no layout shift).
 */
export const videoSize = { width: 960, height: 540 } as const;
export const sceneSize = { width: 640, height: 480 } as const;
export const pressLogoSize = { width: 240, height: 60 } as const;
export const deviceImageSize = { width: 960, height: 720 } as const;
export const portraitSize = { width: 320, height: 320 } as const;

export type DeviceVideoName = 'sicherheit' | 'gemeinschaft';
export type SceneName = 'sicherheit' | 'unterhaltung' | 'gemeinschaft' | 'kommunikation';
export type TestimonialId = 'relative' | 'user' | 'manager';

export const heroVideo = { src: '/media/video/hero-loop.mp4', poster: '/media/video/hero-loop-poster.webp' } as const;

/**
 * A poster's AVIF beside its WebP (`tools/media/generate-poster-avif.mjs` writes one for every
 * film): shown where the browser takes AVIF, at about two fifths of the bytes. `<video poster>`
 * takes one file and keeps the WebP.
 */
export const posterAvif = (poster: string) => poster.replace(/\.webp$/, '.avif');

export const deviceVideo = (name: DeviceVideoName) => ({ src: `/media/video/${name}.mp4`, poster: `/media/video/${name}-poster.webp` });

export const scenePath = (name: SceneName) => `/media/scenes/${name}.svg`;

/** The press strip shows these logos, one to four. */
export const pressLogos = [1, 2, 3, 4] as const;
/** How often the strip repeats them, so the loop never shows a gap. */
export const pressRepeats = 4;
export const pressLogoPath = (logo: number) => `/media/press/press-${logo}.svg`;

/** The carousel's pictures, one to seven. */
export const deviceImages = [1, 2, 3, 4, 5, 6, 7] as const;
export const deviceImageWidths = [480, 960] as const;
export const deviceImagePath = (image: number, width: number, format: 'webp' | 'avif') => `/media/device/device-${image}-${width}.${format}`;
export const deviceImageSrcSet = (image: number, format: 'webp' | 'avif') =>
  deviceImageWidths.map((width) => `${deviceImagePath(image, width, format)} ${width}w`).join(', ');

export const portraitPath = (id: TestimonialId) => `/media/testimonials/${id}.svg`;

export const interviewVideo = (id: TestimonialId) => ({
  src: `/media/video/interview-${id}.mp4`,
  poster: `/media/video/interview-${id}-poster.webp`,
  captions: (language: Locale) => `/media/video/interview-${id}.${language}.vtt`,
});
