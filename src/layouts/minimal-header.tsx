import { Container, Group } from '@/ui/kit/layout';
import { PreferenceToggles } from '@/app/shell/preferences/components/preference-toggles';
import { LogoLink } from '@/layouts/site/logo-link';
import classes from './minimal-header.module.css';

/** Logo and preferences only, for pages that should not lead away (checkout, not found). */
export function MinimalHeader() {
  return (
    <header>
      <Container>
        <Group justify="space-between" className={classes.bar}>
          <LogoLink />
          <PreferenceToggles />
        </Group>
      </Container>
    </header>
  );
}
