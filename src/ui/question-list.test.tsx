import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { QuestionList } from './question-list';

const items = [
  { id: 'price', question: 'Was kostet es?', answer: 'Ab 9,90 € im Monat.' },
  {
    id: 'wifi',
    question: 'Brauche ich WLAN?',
    answer: (
      <>
        Nein, eine <a href="/faq">SIM-Karte</a> ist dabei.
      </>
    ),
  },
];

// Opens or closes as a click on the question would; the document fires `toggle` itself.
function toggle(question: string) {
  const details = screen.getByText(question).closest('details')!;
  details.open = !details.open;
}

describe('QuestionList', () => {
  it('shows every question collapsed, with its answer in the markup', () => {
    renderWithProviders(<QuestionList items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    expect(screen.getByText('SIM-Karte').closest('details')?.querySelector('summary')).toHaveTextContent('Brauche ich WLAN?');
  });

  it('reports each opening with its question, and no closing', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<QuestionList items={items} onOpen={onOpen} />);
    toggle('Was kostet es?');
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    toggle('Was kostet es?');
    toggle('Brauche ich WLAN?');
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(2));
    expect(onOpen.mock.calls).toEqual([['Was kostet es?'], ['Brauche ich WLAN?']]);
  });

  it('adds the class it is given to the list', () => {
    renderWithProviders(<QuestionList items={items} className="narrow" />);
    expect(screen.getByRole('list')).toHaveClass('narrow');
  });
});
