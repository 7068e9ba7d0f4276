import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { appStore } from './store';

/**
 * Every provider the app needs, in one place for the client, the prerenderer and tests. The
 * look needs none: the theme is CSS custom properties in the stylesheet, and the colour scheme an
 * attribute on `<html>`.
 */
export function AppProviders({ children, store = appStore }: { children: ReactNode; store?: typeof appStore }) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </JotaiProvider>
  );
}
