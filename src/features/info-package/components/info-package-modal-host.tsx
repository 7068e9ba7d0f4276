import { useAtomValue } from 'jotai';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { paths } from '@/config/routes';
import { infoPackageModalAtom } from '../atoms';
import { loadInfoPackageModal } from '../load-info-package-modal';

/** Without its code (offline before it was cached, a deploy in between) the page of the form still works. */
function OpenFormPage() {
  useEffect(() => window.location.assign(paths.infopaket), []);
  return null;
}

const LazyInfoPackageModal = lazy<ComponentType>(() =>
  loadInfoPackageModal().then(
    (module) => ({ default: module.InfoPackageModal }),
    (error: unknown) => {
      console.warn('[info-package] could not load the modal; opening the form page instead', error);
      return { default: OpenFormPage };
    },
  ),
);

/**
 * Mounted once by the site frame. Renders nothing until the modal is first requested, so the
 * prerendered markup and the first client render agree and no modal code loads up front.
 */
export function InfoPackageModalHost() {
  const { request } = useAtomValue(infoPackageModalAtom);
  if (request === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyInfoPackageModal />
    </Suspense>
  );
}
