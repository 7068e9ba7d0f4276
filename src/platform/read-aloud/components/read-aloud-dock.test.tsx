import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespace } from '@/i18n/i18n';
import { renderWithProviders } from '@tests/utils/render';
import { ReadAloudDock } from './read-aloud-dock';

type Voice = { name: string; lang: string; localService: boolean; default: boolean; voiceURI: string };

/** A browser whose speech synthesis has these voices; without a call, one that has none at all. */
function browserWithVoices(voices: Voice[]) {
  const events = new EventTarget();
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: { getVoices: () => voices, addEventListener: events.addEventListener.bind(events), removeEventListener: events.removeEventListener.bind(events) },
  });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, writable: true, value: class extends EventTarget {} });
}

const voice = (lang: string, localService = true): Voice => ({ name: lang, lang, localService, default: false, voiceURI: lang });

beforeAll(async () => {
  await loadNamespace('read-aloud');
});

afterEach(async () => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
  await act(() => i18n.changeLanguage('de'));
});

describe('the offer to read aloud', () => {
  it('is there with a voice on the device in the page language', () => {
    browserWithVoices([voice('en-GB'), voice('de-DE')]);
    renderWithProviders(<ReadAloudDock />, { path: '/faq' });
    expect(screen.getByRole('button', { name: 'Vorlesen' })).toBeInTheDocument();
  });

  it('is not there in a browser without speech synthesis', () => {
    expect('speechSynthesis' in window).toBe(false);
    renderWithProviders(<ReadAloudDock />, { path: '/faq' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not there when the only voice in the page language is online, or none speaks it', async () => {
    browserWithVoices([voice('de-DE', false), voice('en-GB')]);
    const first = renderWithProviders(<ReadAloudDock />, { path: '/faq' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    first.unmount();
    await act(() => i18n.changeLanguage('en'));
    await loadNamespace('read-aloud');
    browserWithVoices([voice('de-DE')]);
    const second = renderWithProviders(<ReadAloudDock />, { path: '/faq' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    second.unmount();
    // The same page in English with an English voice: offered.
    browserWithVoices([voice('de-DE'), voice('en-GB')]);
    renderWithProviders(<ReadAloudDock />, { path: '/faq' });
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });
});
