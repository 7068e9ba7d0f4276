import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { paths } from '@/config/routes';
import { infoPackageModalAtom } from '../atoms';
import { type InfoPackageModalModule, loadedInfoPackageModal, loadInfoPackageModal } from '../load-info-package-modal';

/** Without its code (offline before it was cached, a deploy in between) the page of the form still works. */
function OpenFormPage() {
  useEffect(() => window.location.assign(paths.infopaket), []);
  return null;
}

/**
 * Mounted once by the site frame. Renders nothing until the modal is first requested, so the
 * prerendered markup and the first client render agree and no modal code loads up front.
 *
 * When the modal's code is already here (warmed while a held tap waited for the page, or by an
 * earlier focus on an e-mail field), the modal renders in the same update as the tap that opens
 * it: no empty commit first and no second render once a promise has settled, which on a slow
 * phone is a good part of the wait between the tap and the dialog. Otherwise the code loads now.
 */
export function InfoPackageModalHost() {
  const { request } = useAtomValue(infoPackageModalAtom);
  const [arrived, setArrived] = useState<InfoPackageModalModule>();
  const [failed, setFailed] = useState(false);
  const modal = arrived ?? loadedInfoPackageModal();
  const wanted = request > 0;

  useEffect(() => {
    if (!wanted || modal || failed) return undefined;
    let current = true;
    loadInfoPackageModal().then(
      (loaded) => current && setArrived(loaded),
      (error: unknown) => {
        console.warn('[info-package] could not load the modal; opening the form page instead', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, modal, failed]);

  if (!wanted) return null;
  if (failed) return <OpenFormPage />;
  return modal ? <modal.InfoPackageModal /> : null;
}
