import { Anchor, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';
import { PreferenceToggles } from '@/features/preferences/components/preference-toggles';
import { AccountMenu } from './account-menu';
import { LogoLink } from './logo-link';
import classes from './navigation-bar.module.css';
import { visibleLinks } from './navigation-links';

export function NavigationBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const links = visibleLinks(pathname);

  return (
    <header className={classes.header}>
      <Container>
        <Group justify="space-between" wrap="nowrap" className={classes.bar}>
          <LogoLink />
          <nav aria-label={t('nav.label')} className={classes.desktopNav}>
            <Group gap="xs" wrap="nowrap">
              {links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} className={classes.link}>
                  {t(link.labelKey)}
                </Anchor>
              ))}
            </Group>
          </nav>
          <Group gap="xs" wrap="nowrap" visibleFrom="lg">
            <PreferenceToggles />
            <AccountMenu />
            <Button component={Link} to={paths.infopaket}>
              {t('nav.infoPackage')}
            </Button>
          </Group>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="lg"
            size="md"
            className={classes.burger}
            aria-label={menuOpen ? t('nav.menuClose') : t('nav.menuOpen')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>
      <Drawer
        id="mobile-menu"
        opened={menuOpen}
        onClose={menu.close}
        position="right"
        size="min(22rem, 90vw)"
        title={t('nav.label')}
        closeButtonProps={{ 'aria-label': t('nav.menuClose') }}
        hiddenFrom="lg"
      >
        <nav aria-label={t('nav.label')}>
          <Stack gap="xs">
            {links.map((link) => (
              <Anchor key={link.to} component={NavLink} to={link.to} onClick={menu.close} className={classes.mobileLink}>
                {t(link.labelKey)}
              </Anchor>
            ))}
            <Button component={Link} to={paths.shop} onClick={menu.close} mt="md">
              {t('nav.viewPrices')}
            </Button>
            <Button component={Link} to={paths.infopaket} onClick={menu.close} variant="outline">
              {t('nav.infoPackage')}
            </Button>
            <PreferenceToggles />
          </Stack>
        </nav>
      </Drawer>
    </header>
  );
}
