/** The voice a page is read in. Pure: the voices come from the speech adapter. */

export interface VoiceLike {
  readonly lang: string;
  readonly localService: boolean;
  readonly default: boolean;
}

/** The regions a language's voice is preferred from, in order: the ones the site writes for. */
const preferredRegions: Readonly<Record<string, readonly string[]>> = { de: ['de'], en: ['gb', 'us'] };

function tagsOf(lang: string): { language: string; region: string } {
  const [language = '', region = ''] = lang.toLowerCase().split(/[-_]/u);
  return { language, region };
}

/**
 * A voice on the device that speaks `language` (its primary tag, "de" or "en"), or undefined when
 * the browser has none. Only voices on the device count: a browser's online voices (Chromium's
 * "Google" voices) send the text to a speech service, and the page's text stays on the device.
 * A voice of one of the site's regions comes first, then the browser's default.
 */
export function voiceFor<V extends VoiceLike>(voices: readonly V[], language: string): V | undefined {
  const wanted = language.toLowerCase();
  const regions = preferredRegions[wanted] ?? [];
  const candidates = voices.filter((voice) => voice.localService && tagsOf(voice.lang).language === wanted);
  const rank = (voice: V) => {
    const regionRank = regions.indexOf(tagsOf(voice.lang).region);
    return (regionRank < 0 ? 10 : regionRank) * 2 + (voice.default ? 0 : 1);
  };
  return [...candidates].sort((a, b) => rank(a) - rank(b))[0];
}
