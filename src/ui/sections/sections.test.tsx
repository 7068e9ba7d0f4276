import { screen, within } from '@testing-library/react';
import { IconBell, IconMicrophone } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { CheckList } from './check-list';
import { FeatureGrid } from './feature-grid';
import type { SectionLook } from './look';
import { PageSection } from './page-section';
import { StepList } from './step-list';

const looks: readonly SectionLook[] = ['product', 'offer'];

const steps = [
  { id: 'choose', title: 'Tarif wählen', text: 'Such dir den passenden Tarif aus.' },
  { id: 'delivery', title: 'Gratis geliefert', text: 'Wir schicken das Gerät kostenlos.', extra: <a href="/versand">Zum Versand</a> },
];
const features = [
  { id: 'voice', icon: IconMicrophone, title: 'Einfach sprechen', text: 'Kein Tippen, kein Suchen.' },
  { id: 'remind', icon: IconBell, title: 'Denkt mit', text: 'Erinnert an Termine.' },
];

/** Both looks must give screen readers the same page: the same landmarks, headings and lists. */
describe.each(looks)('the section components in the %s look', (look) => {
  it('label a section with its h2, carry its anchor and show the intro', () => {
    renderWithProviders(
      <PageSection look={look} id="tarife" heading="Unsere Tarife" intro="Ab 9,90 € im Monat." tone="tint">
        <p>Inhalt</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Unsere Tarife' });
    expect(section).toHaveAttribute('id', 'tarife');
    expect(within(section).getByRole('heading', { level: 2, name: 'Unsere Tarife' })).toBeInTheDocument();
    expect(within(section).getByText('Ab 9,90 € im Monat.')).toBeInTheDocument();
    expect(within(section).getByText('Inhalt')).toBeInTheDocument();
  });

  it('number the steps as an ordered list, each with its heading, text and extra', () => {
    renderWithProviders(<StepList look={look} headingOrder={4} steps={steps} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual(['Tarif wählen', 'Gratis geliefert']);
    expect(within(items[0]!).getByText('Such dir den passenden Tarif aus.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Zum Versand' })).toBeInTheDocument();
  });

  it('list the features, each with an h3 and its text, and keep the icons from screen readers', () => {
    renderWithProviders(<FeatureGrid look={look} columns={4} items={features} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Einfach sprechen', 'Denkt mit']);
    expect(within(items[1]!).getByText('Erinnert an Termine.')).toBeInTheDocument();
    for (const icon of screen.getByRole('list').querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('list the check points as plain text, with decorative marks only', () => {
    renderWithProviders(<CheckList look={look} items={['Termine einstellen', 'Fotos teilen']} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Termine einstellen', 'Fotos teilen']);
    for (const icon of screen.getByRole('list').querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('the offer look', () => {
  it('sets the check points in two columns on wide screens when asked', () => {
    renderWithProviders(<CheckList look="offer" columns={2} items={['Termine einstellen', 'Fotos teilen']} />);
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '2');
  });

  it('tints the feature icons in the campaign colour when asked', () => {
    renderWithProviders(<FeatureGrid look="offer" accent="coral" items={features} />);
    expect(screen.getByRole('list')).toHaveAttribute('data-accent', 'coral');
  });

  it('centres a section head and names its tone', () => {
    renderWithProviders(<PageSection look="offer" heading="Fragen" tone="warm" align="center" />);
    const section = screen.getByRole('region', { name: 'Fragen' });
    expect(section).toHaveAttribute('data-tone', 'warm');
    expect(within(section).getByRole('heading', { level: 2 }).parentElement).toHaveAttribute('data-align', 'center');
  });
});
