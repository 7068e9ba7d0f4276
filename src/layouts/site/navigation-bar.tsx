import { Burger, Button } from '@/ui/kit/buttons';
import { Container, Group, Stack } from '@/ui/kit/layout';
import { Anchor } from '@/ui/kit/typography';
import { replayOnLive } from '@/ui/replay-on-live';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { InfoPackageButton } from '@/features/info-package/components/info-package-button';
import { PreferenceToggles } from '@/app/shell/preferences/components/preference-toggles';
import { AccountMenu } from './account-menu';
import { LogoLink } from './logo-link';
import classes from './navigation-bar.module.css';
import { visibleLinks } from './navigation-links';
import { useDisclosurePanel } from './use-disclosure-panel';

export function NavigationBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, containerRef, triggerRef } = useDisclosurePanel<HTMLElement>();
  const menu = { toggle: toggleMenu, close: closeMenu };
  const links = visibleLinks(pathname);
  // Every way into the shop counts as `go_to_shop`, whichever bar or menu it was taken from.
  const onLink = (to: string) => {
    if (to === paths.shop) track('go_to_shop');
  };

  return (
    <header className={classes.header} ref={containerRef}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" className={classes.bar}>
          <LogoLink />
          <nav aria-label={t('nav.label')} className={classes.desktopNav}>
            <Group gap="xs" wrap="nowrap">
              {links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} onClick={() => onLink(link.to)} className={classes.link}>
                  {t(link.labelKey)}
                </Anchor>
              ))}
            </Group>
          </nav>
          <Group gap="xs" wrap="nowrap" visibleFrom="xl">
            <PreferenceToggles />
            <AccountMenu />
            <InfoPackageButton>{t('nav.infoPackage')}</InfoPackageButton>
          </Group>
          <Burger
            ref={triggerRef}
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="xl"
            className={classes.burger}
            aria-label={menuOpen ? t('nav.menuClose') : t('nav.menuOpen')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            {...replayOnLive}
          />
        </Group>
      </Container>
      <div id="mobile-menu" className={classes.mobilePanel} hidden={!menuOpen}>
        <Container>
          {/* Both navigations are in the page at once, so each landmark needs its own name. */}
          <nav aria-label={t('nav.menuLabel')}>
            <Stack gap="xs" py="md">
              {links.map((link) => (
                <Anchor
                  key={link.to}
                  component={NavLink}
                  to={link.to}
                  onClick={() => {
                    onLink(link.to);
                    menu.close();
                  }}
                  className={classes.mobileLink}
                >
                  {t(link.labelKey)}
                </Anchor>
              ))}
              <Button
                component={Link}
                to={paths.shop}
                onClick={() => {
                  onLink(paths.shop);
                  menu.close();
                }}
                mt="md"
              >
                {t('nav.viewPrices')}
              </Button>
              <InfoPackageButton
                // The menu hides this button, so the modal hands focus back to the menu toggle.
                onClick={() => {
                  menu.close();
                  triggerRef.current?.focus();
                }}
                variant="outline"
              >
                {t('nav.infoPackage')}
              </InfoPackageButton>
              <PreferenceToggles />
            </Stack>
          </nav>
        </Container>
      </div>
    </header>
  );
}
