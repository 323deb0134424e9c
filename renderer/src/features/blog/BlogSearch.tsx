import { Search } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { inputClasses } from '../../ui/TextField';
import { blogTexts as texts } from './blog.texts';

/** Searches titles, excerpts and contents; the query lives in ?q= (and resets the page). */
export function BlogSearch() {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value.trim()) next.set('q', value.trim());
    else next.delete('q');
    setParams(next);
  };
  return (
    <form role="search" onSubmit={onSubmit} className="relative mt-6 max-w-xl">
      <label htmlFor="blog-search" className="sr-only">
        {texts.search}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-3 left-3.5 size-5 text-slate-400"
      />
      <input
        id="blog-search"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={texts.searchPlaceholder}
        className={`${inputClasses} border-slate-300 pl-11`}
      />
    </form>
  );
}
