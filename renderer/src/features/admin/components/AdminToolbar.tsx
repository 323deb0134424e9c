import { Download, Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import type { AdminFilter, AdminListSource } from '../admin.api';
import { fetchAdminRowsForExport } from '../admin.api';
import type { AdminListParams } from '../admin-list-params';
import { adminTexts } from '../admin.texts';
import { downloadCsv, type CsvColumn } from '../admin-csv';

interface AdminToolbarProps {
  source: AdminListSource;
  params: AdminListParams;
  onSearch: (q: string) => void;
  onFilter: (param: string, value: string | null) => void;
  searchLabel?: string;
  /** With columns, an "Export CSV" button downloads every row the filters match. */
  csv?: { fileName: string; columns: readonly CsvColumn[] };
  children?: ReactNode;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Search box, the page's filters and CSV export, all bound to the URL. */
export function AdminToolbar({
  source,
  params,
  onSearch,
  onFilter,
  searchLabel,
  csv,
  children,
}: AdminToolbarProps) {
  const texts = adminTexts.table;
  const [text, setText] = useState(params.search);
  const [exporting, setExporting] = useState(false);
  const searchId = useId();

  // The URL can change under the box (back button, a link): take its value then.
  const [urlSearch, setUrlSearch] = useState(params.search);
  if (urlSearch !== params.search) {
    setUrlSearch(params.search);
    setText(params.search);
  }
  useEffect(() => {
    if (text.trim() === params.search) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.search, onSearch]);

  async function exportCsv() {
    if (!csv) return;
    setExporting(true);
    try {
      const rows = await fetchAdminRowsForExport(source, params);
      await downloadCsv(csv.fileName, csv.columns, rows);
    } catch (error) {
      toast.error(texts.exportFailed, { description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      {(source.searchColumns?.length ?? 0) > 0 && (
        <div className="min-w-56 flex-1">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
            {searchLabel ?? texts.search}
          </label>
          <div className="relative mt-1">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onSearch(text);
              }}
              className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            />
          </div>
        </div>
      )}
      {source.filters?.map((filter) => (
        <AdminFilterSelect
          key={filter.param}
          filter={filter}
          value={params.filters[filter.param] ?? ''}
          onChange={(value) => onFilter(filter.param, value || null)}
        />
      ))}
      {children}
      {csv && (
        <Button
          variant="outline"
          size="sm"
          className="h-10"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporting ? texts.exporting : texts.export}
        </Button>
      )}
    </div>
  );
}

function AdminFilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: AdminFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {filter.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm"
      >
        <option value="">{adminTexts.table.all}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
