import { storageKeys } from '@/adapters/storage';
import { defaultLanguage, isLanguage, type Language } from '@/i18n/i18n';
import { atomWithValidatedStorage } from './atom-with-validated-storage';

export type ColorScheme = 'light' | 'dark';

export const isColorScheme = (value: unknown): value is ColorScheme => value === 'light' || value === 'dark';

export const languageAtom = atomWithValidatedStorage<Language>(storageKeys.language, defaultLanguage, isLanguage);

export const colorSchemeAtom = atomWithValidatedStorage<ColorScheme>(storageKeys.colorScheme, 'light', isColorScheme);
