import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { NavigationProgress } from '@/app/shell/navigation/components/navigation-progress';
import { ExperimentsHost } from '@/app/shell/experiments/components/experiments-host';
import { useQueryCarryOver } from '@/app/shell/navigation/use-query-carry-over';
import { useScrollManagement } from '@/app/shell/navigation/use-scroll-management';
import { OutboxNoticeHost } from '@/platform/outbox/components/outbox-notice-host';
import { UpdatePromptHost } from '@/app/shell/pwa/components/update-prompt-host';
import { usePreferenceSync } from '@/app/shell/preferences/use-preference-sync';
import { ConsentDialog } from '@/platform/consent/components/consent-dialog';
import { announceLive } from '@/config/hand-off';

/**
 * The stored language, applied after hydration. A component of its own: the store's hook
 * re-renders its host once after mounting, and that host should not be the whole shell.
 */
function PreferenceSync() {
  usePreferenceSync();
  return null;
}

/** Wraps every page: behaviour shared by all routes, no markup of its own but the consent dialog and the skip link. */
export function RootShell() {
  const { t } = useTranslation();
  useScrollManagement();
  useQueryCarryOver();
  useEffect(() => {
    // The prerendered page is interactive now: taps held before are replayed (the pre-paint
    // runtime), and tests and tools read the marker on <html>.
    announceLive(document);
  }, []);
  return (
    <>
      <PreferenceSync />
      {/* The skip link first, as on every site, and the question right after it: keyboard and
          screen-reader users meet it before the page. */}
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ConsentDialog />
      <NavigationProgress />
      {/* Above the page, in its flow: a notice never covers a control the visitor is using. */}
      <OutboxNoticeHost />
      <Outlet />
      <ExperimentsHost />
      <UpdatePromptHost />
    </>
  );
}
