import {
  ChevronDown,
  Download,
  FileCode2,
  FileJson,
  FileSpreadsheet,
  FileText,
  Globe,
  Sheet,
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

const formats = [
  { label: 'CSV', icon: Sheet },
  { label: 'JSON', icon: FileJson },
  { label: 'Excel', icon: FileSpreadsheet },
  { label: 'PDF', icon: FileText },
  { label: 'XML', icon: FileCode2 },
  { label: 'HTML', icon: Globe },
] as const;

/**
 * The Export menu with the six formats of SPEC section 2. Exporting comes in its own change:
 * until then the formats are listed, disabled, and say so.
 */
export function ExportMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" aria-label="Export" className="h-10 px-3 sm:px-4">
          <Download aria-hidden />
          <span className="hidden sm:inline">Export</span>
          <ChevronDown aria-hidden className="-mr-1 hidden text-zinc-400 sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-52">
        <DropdownMenuLabel className="flex items-center justify-between gap-3">
          <span className="text-xs font-semibold text-zinc-900">Export invoices</span>
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-[11px] font-medium text-amber-700 ring-1 ring-amber-200 ring-inset">
            Coming soon
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {formats.map(({ label, icon: Icon }) => (
          <DropdownMenuItem key={label} disabled>
            <Icon aria-hidden />
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
