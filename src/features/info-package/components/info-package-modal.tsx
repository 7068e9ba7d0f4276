import { Button } from '@/ui/kit/buttons';
import { Modal } from '@/ui/kit/modal';
import { Text } from '@/ui/kit/typography';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/platform/analytics/track';
import { infoPackageModalAtom } from '../atoms';
import { useCloseInfoPackage } from '../use-info-package-modal';
import { InfoPackageForm } from './info-package-form';

/**
 * The info package form in a dialog. Loaded on the first opening and kept
 * mounted afterwards, so closing by accident (Escape, a stray click on the backdrop) keeps
 * what the visitor typed. After a successful order the next opening starts a fresh form.
 */
export function InfoPackageModal() {
  const { t } = useTranslation('info-package');
  const { opened, email, request } = useAtomValue(infoPackageModalAtom);
  const close = useCloseInfoPackage();
  // One event per opening, counted by the request number (re-renders and Strict Mode repeat effects).
  const tracked = useRef(0);
  useEffect(() => {
    if (!opened || tracked.current === request) return;
    tracked.current = request;
    track('info_package_open');
  }, [opened, request]);

  const sent = useRef(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!opened || !sent.current) return;
    sent.current = false;
    setGeneration((value) => value + 1);
  }, [opened]);

  return (
    <Modal opened={opened} onClose={close} title={t('modal.title')} closeLabel={t('modal.close')}>
      <Text mb="md">{t('form.intro')}</Text>
      <InfoPackageForm
        key={generation}
        email={email}
        emailRequest={request}
        headingOrder={3}
        onSent={() => {
          sent.current = true;
        }}
        successAction={
          <Button onClick={close} variant="outline">
            {t('success.close')}
          </Button>
        }
      />
    </Modal>
  );
}
