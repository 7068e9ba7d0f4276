import { storageKeys } from '@/adapters/storage';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locale';
import { atomWithValidatedStorage } from './atom-with-validated-storage';

export type ColorScheme = 'light' | 'dark';

export const isColorScheme = (value: unknown): value is ColorScheme => value === 'light' || value === 'dark';

export const languageAtom = atomWithValidatedStorage<Locale>(storageKeys.language, defaultLocale, isLocale);

export const colorSchemeAtom = atomWithValidatedStorage<ColorScheme>(storageKeys.colorScheme, 'light', isColorScheme);
