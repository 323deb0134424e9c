import type { FormEvent } from 'react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { Container } from '../../ui/Container';
import { FirstScreenEnd } from '../../ui/FirstScreenEnd';
import { PageMeta } from '../../ui/PageMeta';
import { DocumentResults, documentQueryString, parseDocumentQuery } from '../catalogue';
import { searchTexts } from './search.texts';

/** /search?q=: full results with type and subject filters, four sorts and pages of 10. */
export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = parseDocumentQuery(location.search);
  const [text, setText] = useState(query.q);
  const [seen, setSeen] = useState(query.q);
  if (seen !== query.q) {
    setSeen(query.q);
    setText(query.q);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/search${documentQueryString(query, { q: text.trim() })}`);
  };
  return (
    <Container className="py-10">
      <PageMeta title={searchTexts.pageTitle(query.q)} description={searchTexts.pageDescription} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{searchTexts.heading}</h1>
      <form role="search" onSubmit={onSubmit} className="relative mt-5 max-w-2xl">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        />
        <label htmlFor="search-page-input" className="sr-only">
          {searchTexts.label}
        </label>
        <input
          id="search-page-input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={searchTexts.placeholder}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-ink focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
      </form>
      <div className="mt-8">
        <DocumentResults />
      </div>
      <FirstScreenEnd />
    </Container>
  );
}
