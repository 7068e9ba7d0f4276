import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progressSettings, startProgress, trickle } from '../model/progress';
import { useNavigationPending } from '../navigation-pending';
import classes from './navigation-progress.module.css';

/** A thin bar that runs from navigation start to completion. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigationPending();
  const [progress, setProgress] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (busy) {
      setProgress(startProgress());
      const timer = window.setInterval(() => setProgress((value) => trickle(value ?? 0)), progressSettings.trickleMs);
      return () => window.clearInterval(timer);
    }
    setProgress((value) => (value === undefined ? undefined : 1));
    const hide = window.setTimeout(() => setProgress(undefined), progressSettings.speedMs * 2);
    return () => window.clearTimeout(hide);
  }, [busy]);

  // Never in a prerendered page (there is no navigation then): the style below is set by React
  // through the CSSOM in the browser, which a CSP without inline styles allows.
  if (progress === undefined) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t('progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      style={{ transform: `scaleX(${progress})`, transitionDuration: `${progressSettings.speedMs}ms` }}
    />
  );
}
