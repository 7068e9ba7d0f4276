import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { loadNamespace } from '@/i18n/i18n';
import { contractsNamespace } from '../namespace';
import { ReceiptPanel } from './receipt-panel';

beforeAll(async () => {
  await loadNamespace(contractsNamespace);
});

describe('the receipt', () => {
  it('says what arrived, when, under which number, and what was sent', () => {
    renderWithProviders(
      <ReceiptPanel
        kind="cancellation"
        receipt={{ id: 'cancellation-5', receivedAt: '2026-11-28T01:02:03Z', source: 'api' }}
        request={{ name: 'Anna', email: 'anna@example.com', kind: 'extraordinary', reason: 'Umzug', effective: '2027-01-31', locale: 'de' }}
        headingOrder={2}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' })).toBeInTheDocument();
    expect(screen.getByText('Eingegangen am:')).toBeInTheDocument();
    expect(screen.getByTestId('received-at')).toHaveAttribute('datetime', '2026-11-28T01:02:03Z');
    expect(screen.getByTestId('received-at').textContent).toMatch(/28\. November 2026 um \d{2}:02:03/);
    expect(screen.getByTestId('receipt-id')).toHaveTextContent('cancellation-5');
    const summary = screen.getByTestId('sent-summary');
    expect(summary).toHaveTextContent('außerordentlich');
    expect(summary).toHaveTextContent('31.01.2027');
    expect(summary).not.toHaveTextContent('locale');
  });

  it('says when the time is that of the answer, for an endpoint without a receipt', () => {
    renderWithProviders(<ReceiptPanel kind="withdrawal" receipt={{ receivedAt: '2026-11-28T01:02:03Z', source: 'answer' }} headingOrder={2} />);
    expect(screen.getByText('Eingegangen am (Zeitpunkt unserer Antwort):')).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-id')).toBeNull();
    expect(screen.getByText(/schicken wir dir per E-Mail\.$/)).toBeInTheDocument();
  });
});
