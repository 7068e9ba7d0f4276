import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { ConsentDialog } from './consent-dialog';

const root = document.documentElement;
const heading = () => screen.getByRole('heading', { level: 1, name: 'Deine Privatsphäre' });

afterEach(() => {
  delete root.dataset.consentDialog;
  document.getElementById('typed-before-live')?.remove();
});

describe('the consent dialog once the app is live', () => {
  it('takes focus while it waits for an answer', () => {
    root.dataset.consentDialog = 'open';
    renderWithProviders(<ConsentDialog />);
    expect(heading()).toHaveFocus();
  });

  it('leaves focus alone when it is closed', () => {
    renderWithProviders(<ConsentDialog />);
    expect(document.body).toHaveFocus();
  });

  it('leaves focus where the visitor put it before the app was live', () => {
    root.dataset.consentDialog = 'open';
    const field = document.createElement('input');
    field.id = 'typed-before-live';
    document.body.append(field);
    field.focus();
    renderWithProviders(<ConsentDialog />);
    expect(field).toHaveFocus();
  });
});
