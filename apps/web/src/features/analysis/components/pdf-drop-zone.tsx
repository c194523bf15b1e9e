import { CircleAlert, FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { useFileDrop } from '../hooks/use-file-drop';
import { AnalysisText } from '../utils/analysis-text';
import { firstFile, isPdfFile, PDF_ACCEPT } from '../utils/pdf-file';

/**
 * Drop a PDF here or pick one (SPEC section 2): the whole area opens the file picker on click,
 * Enter or Space; only the first file counts; anything but a PDF is refused inline.
 */
export function PdfDropZone({
  onFile,
  autoFocus = false,
}: {
  onFile: (file: File) => void;
  autoFocus?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const [invalid, setInvalid] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const take = (files: FileList | null) => {
    const file = firstFile(files);
    if (!file) return;
    if (!isPdfFile(file)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onFile(file);
  };
  const { dragging, dropHandlers } = useFileDrop(take);

  // Focus comes back here after 'Process Another Document': the next file is one key away.
  useEffect(() => {
    if (autoFocus) zone.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const choose = () => input.current?.click();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose();
  };

  return (
    <div>
      <div
        role="button"
        tabIndex={0}
        ref={zone}
        aria-label="Choose a PDF invoice, or drop one here"
        aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
        data-dragging={dragging || undefined}
        onClick={choose}
        onKeyDown={onKeyDown}
        {...dropHandlers}
        className={cn(
          'group flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors outline-none sm:py-12',
          'focus-visible:border-brand-500 focus-visible:ring-4 focus-visible:ring-brand-500/15',
          dragging
            ? 'border-brand-500 bg-brand-50'
            : invalid
              ? 'border-red-300 bg-red-50/40 hover:border-red-400'
              : 'border-zinc-300 bg-zinc-50/60 hover:border-brand-400 hover:bg-brand-50/40',
        )}
      >
        <span
          className={cn(
            'flex size-12 items-center justify-center rounded-full ring-1 transition-colors',
            dragging
              ? 'bg-brand-600 text-white ring-brand-600'
              : 'bg-white text-brand-600 shadow-xs ring-zinc-950/5 group-hover:ring-brand-200',
          )}
        >
          <FileUp aria-hidden className={cn('size-6', dragging && 'animate-bounce')} />
        </span>
        <p className="mt-4 text-[15px] font-semibold text-zinc-900">
          {dragging ? 'Drop the PDF to analyze it' : 'Drag and drop a PDF invoice here'}
        </p>
        <p className="mt-1 text-sm text-zinc-600">
          or{' '}
          <span className="font-semibold text-brand-600 underline-offset-4 group-hover:underline">
            choose a file
          </span>{' '}
          from your device
        </p>
        <p id={hintId} className="mt-3 text-[13px] text-zinc-500">
          PDF only · one invoice per file
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept={PDF_ACCEPT}
        aria-hidden
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again must be noticed.
          event.target.value = '';
        }}
      />
      {invalid ? (
        <p
          id={errorId}
          role="alert"
          className="mt-2 flex items-center gap-1.5 text-sm text-red-600"
        >
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {AnalysisText.notAPdf}
        </p>
      ) : null}
    </div>
  );
}
