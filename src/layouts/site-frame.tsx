import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { InfoPackageModalHost } from '@/features/info-package/components/info-package-modal-host';
import { InstallOffer } from '@/features/pwa/components/install-offer';
import { NavigationBar } from '@/layouts/site/navigation-bar';
import { SiteBanner, type BannerKind } from '@/ui/site-banner';
import { SiteFooter } from '@/layouts/site/site-footer';

/**
 * Banner, navigation bar, routed page, footer: the frame most layouts share. `banners` replaces
 * the single banner where experiments choose among several (the default layout).
 */
export function SiteFrame({ banner, banners, header }: { banner?: BannerKind; banners?: ReactNode; header?: ReactNode }) {
  return (
    <>
      {banners ?? (banner && <SiteBanner kind={banner} />)}
      {header ?? <NavigationBar />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/*
       * Its own Suspense boundary: React hydrates it after the rest of the frame has committed, so
       * the page (and a tap held before it was live) is live sooner. A tap on it before then makes
       * React hydrate it at once. The markup stays as prerendered.
       */}
      <Suspense fallback={null}>
        <SiteFooter
          extra={
            <div className="install-offer">
              <InstallOffer />
            </div>
          }
        />
      </Suspense>
      {/* Reachable from every page; its code loads only when it is first opened. */}
      <InfoPackageModalHost />
    </>
  );
}
