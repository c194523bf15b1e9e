import {
  ChevronDown,
  Download,
  FileCode2,
  FileJson,
  FileSpreadsheet,
  FileText,
  Globe,
  Sheet,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ExportSource } from '../api/export-invoices';
import { useInvoiceExport, type RunningExport } from '../hooks/use-invoice-export';
import { invoiceCountText } from '../utils/currency-totals';
import { EXPORT_FORMAT_IDS, EXPORT_FORMATS, type ExportFormat } from '../utils/export-formats';

const ICONS: Record<ExportFormat, LucideIcon> = {
  csv: Sheet,
  json: FileJson,
  excel: FileSpreadsheet,
  pdf: FileText,
  xml: FileCode2,
  html: Globe,
};

/** "Exporting 45%" while the invoices arrive, then "Writing PDF…" while the file is made. */
function progressText({ format, progress }: RunningExport): string {
  if (progress?.phase === 'writing') return `Writing ${EXPORT_FORMATS[format].label}…`;
  if (progress && progress.total > 0)
    return `Exporting ${Math.floor((progress.loaded / progress.total) * 100)}%`;
  return 'Exporting…';
}

/** What an export takes: "All 127 invoices…", or "The 3 matching invoices…" under a search or filter. */
function scopeText(count: number, source: ExportSource): string {
  const filtered = Boolean(source.query.search?.trim() || source.query.vendor);
  const invoices = invoiceCountText(count);
  return `${filtered ? `The ${invoices.replace('invoice', 'matching invoice')}` : `All ${invoices}`}, in the order shown`;
}

/**
 * The Export menu (SPEC section 2): the list as shown — every page of it, with its search,
 * vendor filter and sort — as CSV, JSON, Excel, PDF, XML or HTML, made in the browser.
 */
export function ExportMenu({
  source,
  count,
}: {
  source: ExportSource;
  count?: number | undefined;
}) {
  const { running, start } = useInvoiceExport();
  const status = running ? progressText(running) : '';

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="secondary"
            aria-label={running ? `Export: ${status}` : 'Export'}
            busy={running !== null}
            className="h-10 px-3 tabular-nums sm:px-4"
          >
            {running ? null : <Download aria-hidden />}
            <span className="hidden sm:inline">{running ? status : 'Export'}</span>
            {running ? null : (
              <ChevronDown aria-hidden className="-mr-1 hidden text-zinc-400 sm:block" />
            )}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-56" collisionPadding={12}>
          <DropdownMenuLabel>
            <span className="block text-xs font-semibold text-zinc-900">Export invoices</span>
            {count ? (
              <span className="mt-0.5 block text-xs font-normal text-zinc-500">
                {scopeText(count, source)}
              </span>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {EXPORT_FORMAT_IDS.map((format) => {
            const Icon = ICONS[format];
            return (
              <DropdownMenuItem key={format} onSelect={() => void start(source, format, count)}>
                <Icon aria-hidden />
                {EXPORT_FORMATS[format].label}
                <span className="ml-auto pl-4 text-xs text-zinc-400">
                  .{EXPORT_FORMATS[format].extension}
                </span>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      <span role="status" className="sr-only">
        {running ? `Exporting invoices as ${EXPORT_FORMATS[running.format].label}: ${status}` : ''}
      </span>
    </>
  );
}
