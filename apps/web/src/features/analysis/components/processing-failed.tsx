import { FileX2, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { AnalysisText } from '../utils/analysis-text';

/** 'Processing Failed' with the reason and Try Again (SPEC section 2). */
export function ProcessingFailed({
  file,
  message,
  onRetry,
  onReset,
}: {
  file: File;
  message: string;
  onRetry: () => void;
  onReset: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The outcome replaces the progress the user was watching: take them (and a screen reader) to it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col items-center rounded-xl bg-red-50/60 px-6 py-10 text-center ring-1 ring-red-200/70 ring-inset">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <FileX2 aria-hidden className="size-6" />
      </span>
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-base font-semibold text-red-900 outline-none"
      >
        {AnalysisText.failedTitle}
      </h3>
      <p role="alert" className="mt-1.5 max-w-md text-sm leading-6 text-red-800">
        {message}
      </p>
      <p className="mt-2 max-w-full truncate text-[13px] text-red-700/70" title={file.name}>
        {file.name}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onReset}>
          Process Another Document
        </Button>
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try Again
        </Button>
      </div>
    </div>
  );
}
