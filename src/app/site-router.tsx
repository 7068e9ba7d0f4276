import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { experimentRedirectFor } from '@/config/hand-off';
import { publishNavigationPending } from '@/app/shell/navigation/navigation-pending';

interface RouterState {
  readonly action: NavigationType;
  readonly location: Location;
}

/**
 * The browser's router: react-router's declarative `Router` over the browser history, with each
 * change of address in a transition. The page on screen stays (and stays usable) until the next
 * one has its code, as the data router did, and the progress bar says that it is waiting.
 *
 * A link to an experiment's entry page (`/`, `/shop`, a page a URL-redirect experiment targets)
 * goes where a full page load would: the before-paint script's decision for this visitor, so the
 * control never flashes for the others.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const address = location.pathname + location.search + location.hash;
        const redirect = experimentRedirectFor(address);
        if (redirect && redirect !== address) {
          history.replace(redirect, location.state);
          return;
        }
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );

  useLayoutEffect(() => publishNavigationPending(pending), [pending]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
