import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { InfoPackageModalHost } from '@/features/info-package/components/info-package-modal-host';
import { InstallOffer } from '@/features/pwa/components/install-offer';
import { NavigationBar } from '@/ui/site/navigation-bar';
import { SiteBanner, type BannerKind } from '@/ui/site/site-banner';
import { SiteFooter } from '@/ui/site/site-footer';

/** Banner, navigation bar, routed page, footer: the frame most layouts share. */
export function SiteFrame({ banner, header }: { banner?: BannerKind; header?: ReactNode }) {
  return (
    <>
      {banner && <SiteBanner kind={banner} />}
      {header ?? <NavigationBar />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        extra={
          <div className="install-offer">
            <InstallOffer />
          </div>
        }
      />
      {/* Reachable from every page; its code loads only when it is first opened. */}
      <InfoPackageModalHost />
    </>
  );
}
