import { Button } from '@/ui/kit/buttons';
import { Text } from '@/ui/kit/typography';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canPromptInstall, isStandalone, onInstallOfferChange, promptInstall } from '@/adapters/install-prompt';
import { installOfferFor, type InstallOffer as Offer } from '../model/install-offer';

function currentOffer(): Offer {
  return installOfferFor({
    canPrompt: canPromptInstall(),
    standalone: isStandalone(),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}

/**
 * "Install as an app" where the browser offers it, the home-screen hint on iPhone and iPad.
 * Decided after hydration only: the prerendered page cannot know the browser.
 */
export function InstallOffer() {
  const [offer, setOffer] = useState<Offer>('none');
  useEffect(() => {
    setOffer(currentOffer());
    return onInstallOfferChange(() => setOffer(currentOffer()));
  }, []);
  // Most visitors get no offer: their page never loads this copy.
  return offer === 'none' ? null : <InstallHelp offer={offer} />;
}

function InstallHelp({ offer }: { offer: Exclude<Offer, 'none'> }) {
  const { t } = useTranslation('pwa');
  if (offer === 'button') {
    return (
      <Button variant="outline" leftSection={<IconDeviceMobileDown aria-hidden />} onClick={() => void promptInstall()}>
        {t('install.button')}
      </Button>
    );
  }
  return <Text>{t('install.iosHint')}</Text>;
}
