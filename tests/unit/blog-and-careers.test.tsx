import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n/i18n';
import { BlogPage } from '@/pages/blog.page';
import { KarrierePage } from '@/pages/karriere.page';
import { sitePages } from '@/config/routes';
import { renderWithProviders } from '../utils/render';

beforeAll(async () => {
  await Promise.all([loadNamespace('blog'), loadNamespace('karriere')]);
});

/** The blog lists every article of the route table. */
const articleCount = sitePages().filter((page) => page.kind === 'article').length;

const articleTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the blog index', () => {
  it('lists every article, newest first, each with date and reading time', () => {
    renderWithProviders(<BlogPage />, { path: '/blog' });
    expect(articleTitles()).toHaveLength(articleCount);
    expect(screen.getByRole('status')).toHaveTextContent(`${articleCount} Artikel`);
    const dates = [...document.querySelectorAll('article time')].map((time) => time.getAttribute('datetime')!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(screen.getAllByText(/Minuten Lesezeit/)).toHaveLength(articleCount);
  });

  it('shows only the articles of the category in the address', () => {
    renderWithProviders(<BlogPage />, { path: '/blog?kategorie=Tipps%20%26%20Tricks' });
    const count = articleTitles().length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(articleCount);
    expect(screen.getByRole('status')).toHaveTextContent(`${count} Artikel in „Tipps & Tricks“`);
    expect(screen.getByRole('link', { name: 'Tipps & Tricks' })).toHaveAttribute('aria-current', 'true');
  });

  it('narrows the list when a category is chosen', async () => {
    const { location } = renderWithProviders(<BlogPage />, { path: '/blog' });
    await userEvent.click(screen.getByRole('link', { name: 'Beispielartikel' }));
    expect(location().search).toBe('?kategorie=examples');
    expect(articleTitles()).toHaveLength(6);
  });

  it('shows everything with a note for a category that does not exist', () => {
    renderWithProviders(<BlogPage />, { path: `/blog?kategorie=${'%3Cscript%3E'.repeat(50)}` });
    expect(articleTitles()).toHaveLength(articleCount);
    expect(screen.getByText(/Diese Kategorie kennen wir nicht/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Artikel' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('the careers page', () => {
  it('shows the four jobs as cards linking to their pages, the speculative application last', () => {
    renderWithProviders(<KarrierePage />, { path: '/karriere' });
    const titles = screen.getAllByRole('heading', { level: 3 }).filter((heading) => heading.closest('article'));
    expect(titles).toHaveLength(4);
    expect(within(titles.at(-1)!).getByRole('link')).toHaveAttribute('href', '/karriere/initiativbewerbung');
  });

  it('lets every card apply by e-mail to the jobs address', () => {
    renderWithProviders(<KarrierePage />, { path: '/karriere' });
    const apply = screen.getAllByRole('link', { name: /^Jetzt bewerben/ });
    expect(apply).toHaveLength(4);
    for (const link of apply) expect(link.getAttribute('href')).toMatch(/^mailto:jobs@lumi\.example\?subject=/);
  });

  it('opens an answer of the jobs FAQ', async () => {
    renderWithProviders(<KarrierePage />, { path: '/karriere' });
    const question = screen.getByText('Wie läuft die Bewerbung ab?');
    const item = question.closest('details');
    expect(item).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(item).toHaveAttribute('open');
  });
});
