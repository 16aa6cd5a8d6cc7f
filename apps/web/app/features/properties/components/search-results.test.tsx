import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/lib/i18n';
import { TranslationProvider } from '~/lib/translation';
import { SearchResults } from './search-results';

const options = { categories: [], places: { states: [], cities: [] }, facilities: [] };
const search = { page: 2 };

// The empty case is not rendered here: NoResults reads the site's settings (SiteProvider with real settings).
function render(list: { items: string[]; total: number } | null) {
  return renderToStaticMarkup(
    <TranslationProvider i18n={createI18n('en', {})}>
      <MemoryRouter>
        <SearchResults list={list} path="/properties" search={search} options={options} pageSize={10}>
          {(found) => <ul data-testid="found">{found.items.map((item) => <li key={item}>{item}</li>)}</ul>}
        </SearchResults>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

describe('SearchResults', () => {
  it('lays out a page of listings and pages through the total', () => {
    const html = render({ items: ['a', 'b'], total: 25 });
    expect(html).toContain('<li>a</li><li>b</li>');
    expect(html).toContain('href="/properties?page=3"');
    expect(html).not.toContain('role="alert"');
  });

  it('offers to try the same search again when the results could not be read', () => {
    const html = render(null);
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="/properties?page=2"');
    expect(html).not.toContain('data-testid="found"');
  });
});
