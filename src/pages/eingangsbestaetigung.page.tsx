import { Container, Paper } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ReceiptPanel } from '@/features/contracts/components/receipt-panel';
import { parseReceiptSearch } from '@/features/contracts/model/receipt';
import { PageIntro } from '@/ui/page-intro';
import { useHydrated } from '@/ui/use-hydrated';

/**
 * The receipt page the site API's no-JS answer redirects to:
 * `/eingangsbestaetigung?kind=cancellation|withdrawal&id=…&receivedAt=<ISO 8601>`. The prerendered
 * page says the declaration arrived; once the script is live it adds what the address names.
 */
export function ReceiptPage() {
  const { t } = useTranslation('contracts', { keyPrefix: 'receipt' });
  const { search } = useLocation();
  const hydrated = useHydrated();
  const { kind, id, receivedAt } = hydrated ? parseReceiptSearch(search) : {};
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container pb="xl">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw="readable">
          {receivedAt ? (
            <ReceiptPanel kind={kind} receipt={{ ...(id ? { id } : {}), receivedAt, source: 'api' }} headingOrder={2} />
          ) : (
            <Text>{t('unknown')}</Text>
          )}
        </Paper>
      </Container>
    </>
  );
}

export const Component = ReceiptPage;
