import { GrowthBookProvider } from '@growthbook/growthbook-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { hasConsent, onConsentChange } from '@/platform/consent/consent-state';
import { LoadErrorBoundary } from '@/ui/load-error-boundary';
import { useTranslation } from 'react-i18next';
import classes from './qa-unavailable.module.css';
import { readSessionString, sessionKeys, writeSessionString } from '@/adapters/storage';
import { layoutOfPath } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { bannerExperiment, flagKeys } from '@experiments/schema';
import { createExperimentsClient, followRemotePayload, refreshRemotePayload, type ExperimentsClient } from '../experiments-client';
import { marksToApply, offMarks } from '../../../../../experiments/rules/page-marks';

const QaPanel = lazy(() => import('./qa-panel').then((module) => ({ default: module.QaPanel })));

/** The QA panel's code did not arrive (offline, a new deployment): say so, instead of the error page. */
function QaPanelUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={classes.unavailable}>
      <p>{t('qaUnavailable.text')}</p>
      <button type="button" onClick={onClose}>
        {t('qaUnavailable.close')}
      </button>
    </div>
  );
}

/**
 * Pushes `experiment_viewed` once per page view for what this page shows the visitor, and only for
 * a visitor who agreed to statistics and experiments. A consent decision takes effect from the
 * next page view: `clientForPageView` then makes a client for the new decision, so the page being
 * read is never switched under the visitor.
 */
function ExposureTracker({ clientForPageView }: { clientForPageView: () => ExperimentsClient }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef<string | undefined>(undefined);
  useEffect(() => {
    // A replace on the same page (query carry-over, filters) is not a new page view.
    if (navigationType === 'REPLACE' && lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    const client = clientForPageView();
    if (!hasConsent('statistics')) {
      document.documentElement.dataset.experiments = 'ready';
      return;
    }
    const view = {
      path: location.pathname,
      hasDefaultLayout: layoutOfPath(location.pathname) === 'default',
      bannerShown: document.documentElement.dataset.bannerLayout,
    };
    for (const exposure of client.exposuresOf(view)) track('experiment_viewed', exposure);
    // Tells tests and tools that this page view's exposures are out.
    document.documentElement.dataset.experiments = 'ready';
    // One page view per history entry: location.key changes with every navigation.
  }, [clientForPageView, location.key, location.pathname, navigationType]);
  return null;
}

function useQaPanelRequested(): [boolean, () => void] {
  const location = useLocation();
  const [open, setOpen] = useState(() => readSessionString(sessionKeys.qaPanel) === '1');
  useEffect(() => {
    if (new URLSearchParams(location.search).get('qa') === '1') {
      writeSessionString(sessionKeys.qaPanel, '1');
      setOpen(true);
    }
  }, [location.search]);
  const close = () => {
    writeSessionString(sessionKeys.qaPanel, undefined);
    setOpen(false);
  };
  return [open, close];
}

const off = offMarks({ [bannerExperiment.key]: bannerExperiment.variations }, flagKeys);

/**
 * Shows a newer payload's decisions on the open page: what it switches off (a kill switch)
 * always, everything while GrowthBook streams its changes. Anything else waits for the next page.
 */
function showOnOpenPage(client: ExperimentsClient, live: boolean) {
  const root = document.documentElement;
  const current = Object.fromEntries(Object.keys(off).map((name) => [name, root.getAttribute(name) ?? '']));
  for (const [name, value] of Object.entries(marksToApply(current, client.marks(), off, live))) root.setAttribute(name, value);
}

/**
 * Everything experiments do after hydration: the SDK (so the before-paint decisions are known to
 * the app), exposure events, the remote payload for the next page (and its kill switches for this
 * one), GrowthBook's stream when it is on, and the QA panel when asked for.
 */
export function ExperimentsRuntime() {
  const [client, setClient] = useState(createExperimentsClient);
  // The tracker reads the client through a ref: replacing it must not count as another page view.
  const currentClient = useRef(client);
  const consentChanged = useRef(false);
  const [qaOpen, closeQa] = useQaPanelRequested();
  useEffect(() => onConsentChange(() => (consentChanged.current = true)), []);
  useEffect(() => {
    void refreshRemotePayload(client).then((refresh) => {
      if (refresh.kind === 'updated') showOnOpenPage(client, false);
    });
    return followRemotePayload(client, (refresh) => {
      if (refresh.kind === 'updated') showOnOpenPage(client, true);
    });
  }, [client]);
  const clientForPageView = useCallback(() => {
    if (consentChanged.current) {
      consentChanged.current = false;
      currentClient.current = createExperimentsClient();
      setClient(currentClient.current);
    }
    return currentClient.current;
  }, []);
  return (
    <GrowthBookProvider growthbook={client.growthbook}>
      <ExposureTracker clientForPageView={clientForPageView} />
      {qaOpen && (
        <LoadErrorBoundary fallback={<QaPanelUnavailable onClose={closeQa} />}>
          <Suspense fallback={null}>
            <QaPanel client={client} onClose={closeQa} />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </GrowthBookProvider>
  );
}
