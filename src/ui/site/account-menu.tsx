import { Button, Menu } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';

/** Accounts live in the external user area; the menu only leads there. */
export function AccountMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="md" mih={44} leftSection={<IconUserCircle aria-hidden />}>
          {t('account.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('account.account')}</Menu.Label>
        <Menu.Item component="a" href={brand.links.userLogin} rel="noopener">
          {t('account.signIn')}
        </Menu.Item>
        <Menu.Item component="a" href={brand.links.userLogin} rel="noopener">
          {t('account.signUp')}
        </Menu.Item>
        <Menu.Item component="a" href={brand.links.userLogin} rel="noopener">
          {t('account.haveAccount')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
