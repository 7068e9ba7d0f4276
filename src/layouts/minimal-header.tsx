import { Container, Group } from '@/ui/kit/layout';
import { PreferenceToggles } from '@/features/preferences/components/preference-toggles';
import { LogoLink } from '@/layouts/site/logo-link';

/** Logo and preferences only, for pages that should not lead away (checkout, not found). */
export function MinimalHeader() {
  return (
    <header>
      <Container>
        <Group justify="space-between" mih="4.5rem">
          <LogoLink />
          <PreferenceToggles />
        </Group>
      </Container>
    </header>
  );
}
