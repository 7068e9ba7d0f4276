import { Button } from '@/ui/kit/buttons';
import { Group, Paper } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '@/adapters/sw-bridge';
import { updateWaitingAtom } from '../atoms';
import classes from './update-prompt.module.css';

/** Whether any text field on the page holds what the visitor typed (a reload would lose it). */
function pageHasTypedInput(): boolean {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([tabindex="-1"]), form textarea',
  );
  return Array.from(fields).some((field) => field.value.trim() !== '');
}

/**
 * A calm notice that a new version is ready. It never reloads by itself: only the visitor's
 * click does, and it warns first when a form holds input.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const dismiss = useSetAtom(updateWaitingAtom);
  const [hasInput, setHasInput] = useState(pageHasTypedInput);
  useEffect(() => {
    const check = () => setHasInput(pageHasTypedInput());
    document.addEventListener('input', check);
    return () => document.removeEventListener('input', check);
  }, []);
  return (
    <Paper className={classes.prompt} shadow="md" withBorder role="status" data-testid="update-prompt">
      <Text fw={700}>{t('update.text')}</Text>
      {hasInput && <Text mt={4}>{t('update.formHint')}</Text>}
      <Group mt="sm" gap="sm">
        <Button onClick={applyUpdate}>{t('update.reload')}</Button>
        <Button variant="default" onClick={() => dismiss(false)}>
          {t('update.later')}
        </Button>
      </Group>
    </Paper>
  );
}
