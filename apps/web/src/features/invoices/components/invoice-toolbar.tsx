import { LayoutGrid, Plus, Rows3, Search, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { ExportMenu, type ExportSource } from '@/features/exports';
import { cn } from '@/lib/utils';
import { InvoiceText } from '../utils/invoice-text';
import type { ViewMode } from '../utils/table-state';

const views = [
  { mode: 'table', label: 'Table', icon: Rows3 },
  { mode: 'cards', label: 'Cards', icon: LayoutGrid },
] as const;

/** Add Invoice, table/cards, Export, search and the vendor filter (SPEC section 2). */
export function InvoiceToolbar({
  search,
  onSearchChange,
  vendor,
  vendors,
  onVendorChange,
  view,
  onViewChange,
  onAdd,
  exportSource,
  matchingCount,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  vendor: string;
  vendors: readonly string[];
  onVendorChange: (vendor: string) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  onAdd: () => void;
  /** The list the Export menu exports: this report, as searched, filtered and sorted. */
  exportSource: ExportSource;
  /** How many invoices match, once known. */
  matchingCount: number | undefined;
}) {
  const searchId = useId();
  // A chosen vendor stays listed even when no invoice has it any more, so it can be seen and cleared.
  const vendorOptions = vendor && !vendors.includes(vendor) ? [vendor, ...vendors] : vendors;

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="flex flex-1 flex-col gap-3 sm:flex-row">
        <div className="relative sm:max-w-xs sm:flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search invoices
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Invoice # or category"
            autoComplete="off"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {search ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => onSearchChange('')}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-zinc-400 outline-none hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-brand-500/60"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          ) : null}
        </div>
        <div className="sm:w-52">
          <NativeSelect
            hiddenLabel="Vendor"
            value={vendor}
            onChange={(event) => onVendorChange(event.target.value)}
          >
            <option value="">{InvoiceText.allVendors}</option>
            {vendorOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <div
          role="group"
          aria-label="View"
          className="flex h-10 shrink-0 rounded-lg bg-zinc-100 p-1"
        >
          {views.map(({ mode, label, icon: Icon }) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              aria-label={label}
              onClick={() => onViewChange(mode)}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium text-zinc-500 outline-none transition-colors hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/60',
                view === mode && 'bg-white text-zinc-900 shadow-xs ring-1 ring-zinc-950/5',
              )}
            >
              <Icon aria-hidden className="size-4" />
              <span className="hidden sm:inline">{label}</span>
            </button>
          ))}
        </div>
        <ExportMenu source={exportSource} count={matchingCount} />
        <Button onClick={onAdd} className="ml-auto h-10">
          <Plus aria-hidden />
          Add Invoice
        </Button>
      </div>
    </div>
  );
}
