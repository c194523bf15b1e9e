import type { Analysis } from '@billfold/contract';
import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { pageImageUrl } from '@/lib/page-image-url';
import { useProgressMessage } from '../hooks/use-progress-message';
import { useStalled } from '../hooks/use-stalled';
import { analysisStage } from '../utils/analysis-progress';
import { formatFileSize } from '../utils/pdf-file';

/**
 * A running analysis: the rotating progress text (SPEC section 4) and, under it, what the server
 * has really done so far: queued, pages counted, pages rendered (their images as they come in).
 */
export function AnalysisProgress({
  file,
  analysis,
  onCancel,
}: {
  file: File;
  analysis: Analysis | undefined;
  onCancel: () => void;
}) {
  const message = useProgressMessage();
  const stage = analysisStage(analysis);
  const images = analysis?.images ?? [];
  const stalled = useStalled(`${analysis?.status ?? 'uploading'}|${stage.label}`);

  return (
    <div className="flex flex-col items-center px-2 py-8 text-center sm:py-10">
      <div className="relative flex size-16 items-center justify-center">
        <span
          aria-hidden
          className="absolute inset-0 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600 [animation-duration:1.1s]"
        />
        <FileText aria-hidden className="size-6 text-brand-600" />
      </div>
      {/* The rotating text is decoration for the eye; the stage below is what is announced. */}
      <p
        aria-hidden
        data-testid="analysis-progress-text"
        className="mt-5 text-lg font-semibold tracking-tight text-zinc-900"
      >
        {message}
      </p>
      <p className="mt-1 max-w-full truncate text-sm text-zinc-500" title={file.name}>
        {file.name} · {formatFileSize(file.size)}
      </p>
      <div className="mt-6 w-full max-w-sm">
        <ProgressBar
          label="Pages rendered"
          value={stage.pages?.rendered}
          max={stage.pages?.total}
        />
        <p role="status" className="mt-2 text-[13px] text-zinc-600">
          {stage.label}
        </p>
        {stalled ? (
          <p role="status" className="mt-3 text-[13px] text-amber-700">
            This is taking longer than usual. You can keep waiting, or cancel and try again later.
          </p>
        ) : null}
      </div>
      {images.length > 0 ? (
        <ul
          aria-label="Pages rendered so far"
          className="mt-5 flex max-w-full gap-2 overflow-x-auto p-1"
        >
          {images.map((path, index) => (
            <li key={path} className="shrink-0 animate-fade-in">
              <img
                src={pageImageUrl(path)}
                alt={`Page ${index + 1}`}
                className="h-20 w-auto rounded-md bg-white object-contain shadow-xs ring-1 ring-zinc-950/10"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="ghost" size="sm" className="mt-6" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
