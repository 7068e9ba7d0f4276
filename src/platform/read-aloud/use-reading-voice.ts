import { useMemo, useSyncExternalStore } from 'react';
import { onVoicesChanged, speechVoices, type SpeechVoice } from '@/adapters/speech-synthesis';
import { voiceFor } from './model/voices';

const noSubscription = () => () => {};

const voiceKey = (voice: SpeechVoice) => `${voice.voiceURI}\u0000${voice.name}`;

/**
 * The voice the browser has for `language`, or undefined: none in the prerendered page and while
 * it hydrates (the server knows no voices), none when `wanted` is false (the browser is not even
 * asked), and none when the browser has no voice in that language. Follows the voices as the
 * browser loads them.
 */
export function useReadingVoice(language: string, wanted: boolean): SpeechVoice | undefined {
  const key = useSyncExternalStore(
    wanted ? onVoicesChanged : noSubscription,
    () => {
      if (!wanted) return '';
      const voice = voiceFor(speechVoices(), language);
      return voice ? voiceKey(voice) : '';
    },
    () => '',
  );
  return useMemo(() => (key === '' ? undefined : speechVoices().find((voice) => voiceKey(voice) === key)), [key]);
}
