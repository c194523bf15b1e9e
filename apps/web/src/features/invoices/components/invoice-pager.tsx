import { PAGE_SIZES } from '@billfold/contract';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { NativeSelect } from '@/components/ui/select';
import { lastPage, pageRange } from '../utils/table-state';

/** Page size (5, 10, 25, 50) and the pager with "x–y of N" (SPEC section 9). */
export function InvoicePager({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}) {
  const sizeId = useId();
  const last = lastPage(total, pageSize);
  const atStart = page <= 1;
  const atEnd = page >= last;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-zinc-600"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="whitespace-nowrap">
          Rows per page
        </label>
        <NativeSelect
          id={sizeId}
          className="h-8 w-[4.75rem] pr-8 text-[13px]"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-3">
        <p aria-live="polite" className="whitespace-nowrap tabular-nums">
          {pageRange(page, pageSize, total)}
        </p>
        <div className="flex items-center gap-0.5">
          <IconButton
            label="First page"
            icon={<ChevronsLeft aria-hidden />}
            disabled={atStart}
            onClick={() => onPageChange(1)}
            className="hidden sm:inline-flex"
          />
          <IconButton
            label="Previous page"
            icon={<ChevronLeft aria-hidden />}
            disabled={atStart}
            onClick={() => onPageChange(page - 1)}
          />
          <IconButton
            label="Next page"
            icon={<ChevronRight aria-hidden />}
            disabled={atEnd}
            onClick={() => onPageChange(page + 1)}
          />
          <IconButton
            label="Last page"
            icon={<ChevronsRight aria-hidden />}
            disabled={atEnd}
            onClick={() => onPageChange(last)}
            className="hidden sm:inline-flex"
          />
        </div>
      </div>
    </nav>
  );
}
