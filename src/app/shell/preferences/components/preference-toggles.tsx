import { IconMoon, IconSun } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Box, Group } from '@/ui/kit/layout';
import { ActionIcon, Button } from '@/ui/kit/buttons';
import { colorSchemeAtom, languageAtom } from '../atoms';
import classes from './preference-toggles.module.css';

export function LanguageToggle() {
  const { t } = useTranslation();
  const [language, setLanguage] = useAtom(languageAtom);
  const next = language === 'de' ? 'en' : 'de';
  return (
    <Button
      variant="subtle"
      size="md"
      className={classes.language}
      lang={next}
      onClick={() => setLanguage(next)}
      // The visible name stays the accessible name; the title explains it in the current language.
      title={next === 'en' ? t('toggles.switchToEnglish') : t('toggles.switchToGerman')}
    >
      {next === 'en' ? 'English' : 'Deutsch'}
    </Button>
  );
}

export function ColorSchemeToggle() {
  const { t } = useTranslation();
  // The atom reads storage after mounting, so the first render matches the prerendered (light) markup.
  const [scheme, setScheme] = useAtom(colorSchemeAtom);
  const dark = scheme === 'dark';
  return (
    <ActionIcon variant="subtle" aria-label={t('toggles.darkMode')} aria-pressed={dark} onClick={() => setScheme(dark ? 'light' : 'dark')}>
      <Box component="span" className={classes.icon} darkHidden>
        <IconMoon aria-hidden />
      </Box>
      <Box component="span" className={classes.icon} lightHidden>
        <IconSun aria-hidden />
      </Box>
    </ActionIcon>
  );
}

export function PreferenceToggles() {
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageToggle />
      <ColorSchemeToggle />
    </Group>
  );
}
