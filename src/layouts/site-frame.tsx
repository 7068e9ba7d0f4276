import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { InfoPackageModalHost } from '@/features/info-package/components/info-package-modal-host';
import { InstallOffer } from '@/app/shell/pwa/components/install-offer';
import { NavigationBar } from '@/layouts/site/navigation-bar';
import { ReadAloudSlot } from '@/platform/read-aloud/components/read-aloud-slot';
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
        {/* First in the main content, so the keyboard reaches it first; it floats at the window's bottom. */}
        <ReadAloudSlot />
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
