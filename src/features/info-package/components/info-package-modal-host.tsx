import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { paths } from '@/config/routes';
import { infoPackageModalAtom } from '../atoms';
import { type InfoPackageModalModule, loadedInfoPackageModal, loadInfoPackageModal } from '../load-info-package-modal';
import { useCloseInfoPackage } from '../use-info-package-modal';
import { WaitingForConnection } from './waiting-for-connection';

/** Without its code (a deploy in between) the page of the form still works. */
function OpenFormPage() {
  useEffect(() => window.location.assign(paths.infopaket), []);
  return null;
}

/** Why the modal's code did not come: no connection (wait for it), or something else (go to the form's page). */
type LoadFailure = 'offline' | 'broken';

/**
 * Mounted once by the site frame. Renders nothing until the modal is first requested, so the
 * prerendered markup and the first client render agree and no modal code loads up front.
 *
 * When the modal's code is already here (warmed while a held tap waited for the page, or by an
 * earlier focus on an e-mail field), the modal renders in the same update as the tap that opens
 * it: no empty commit first and no second render once a promise has settled, which on a slow
 * phone is a good part of the wait between the tap and the dialog. Otherwise the code loads now.
 *
 * Offline, before the service worker stored the site, the code cannot come: leaving for the
 * form's page would show the browser's offline page and lose what the visitor typed. The page
 * stays, a notice says the form opens once the connection is back, and it does, with the address;
 * a visitor who cancels the wait gets no form later unless they ask again.
 */
export function InfoPackageModalHost() {
  const { request, opened, email } = useAtomValue(infoPackageModalAtom);
  const close = useCloseInfoPackage();
  const [arrived, setArrived] = useState<InfoPackageModalModule>();
  const [failure, setFailure] = useState<LoadFailure>();
  const modal = arrived ?? loadedInfoPackageModal();
  const wanted = request > 0;

  useEffect(() => {
    if (!wanted || modal || failure) return undefined;
    let current = true;
    loadInfoPackageModal().then(
      (loaded) => current && setArrived(loaded),
      (error: unknown) => {
        console.warn('[info-package] could not load the modal', error);
        if (current) setFailure(navigator.onLine ? 'broken' : 'offline');
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, modal, failure]);

  useEffect(() => {
    if (failure !== 'offline') return undefined;
    const tryAgain = () => setFailure(undefined);
    window.addEventListener('online', tryAgain);
    return () => window.removeEventListener('online', tryAgain);
  }, [failure]);

  if (!wanted) return null;
  // Only for a visitor still asking: one who cancelled the wait is not taken anywhere.
  if (failure && !opened) return null;
  if (failure === 'broken') return <OpenFormPage />;
  if (failure === 'offline') return <WaitingForConnection emailKept={email !== ''} onCancel={close} />;
  return modal ? <modal.InfoPackageModal /> : null;
}
