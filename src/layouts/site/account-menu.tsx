import { Button } from '@/ui/kit/buttons';
import { Stack } from '@/ui/kit/layout';
import { Anchor, Text } from '@/ui/kit/typography';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import classes from './account-menu.module.css';
import { useDisclosurePanel } from './use-disclosure-panel';

/** Accounts live in the external user area; the menu only leads there. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { open, toggle, close, containerRef, triggerRef } = useDisclosurePanel<HTMLDivElement>();
  return (
    <div ref={containerRef} className={classes.container}>
      <Button
        ref={triggerRef}
        variant="subtle"
        size="md"
        className={classes.trigger}
        leftSection={<IconUserCircle aria-hidden />}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={toggle}
      >
        {t('account.menu')}
      </Button>
      <div id="account-menu" className={classes.panel} hidden={!open}>
        <Stack gap={0}>
          <Text fw={700} px="md" pt="sm">
            {t('account.account')}
          </Text>
          {(['signIn', 'signUp', 'haveAccount'] as const).map((key) => (
            <Anchor key={key} href={brand.links.userLogin} className={classes.item} onClick={close}>
              {t(`account.${key}`)}
            </Anchor>
          ))}
        </Stack>
      </div>
    </div>
  );
}
