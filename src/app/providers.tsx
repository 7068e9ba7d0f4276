import { MantineProvider } from '@mantine/core';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { colorSchemeManager } from '@/features/preferences/color-scheme-manager';
import { i18n } from '@/i18n/i18n';
import { cssVariablesResolver, theme } from '@/ui/theme';
import { appStore } from './store';

const schemeManager = colorSchemeManager(appStore);

/** Every provider the app needs, in one place for the client, the prerenderer and tests. */
export function AppProviders({ children, store = appStore }: { children: ReactNode; store?: typeof appStore }) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={store === appStore ? schemeManager : colorSchemeManager(store)}
          defaultColorScheme="light"
        >
          {children}
        </MantineProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
