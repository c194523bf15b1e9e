import { ChevronLeft, ChevronRight, ExternalLink, ImageOff, Maximize2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { pageImageUrl } from '@/lib/page-image-url';
import { cn } from '@/lib/utils';
import type { PageHighlight } from '../utils/review-evidence';

function PageLink({ path, number }: { path: string; number: number }) {
  return (
    <a
      href={pageImageUrl(path)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 rounded-md text-[13px] font-medium text-brand-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand-500/60"
    >
      Page {number}
      <ExternalLink aria-hidden className="size-3 text-zinc-400" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A field's box over the page, with what it is above it. Positions are shares of the page. */
function FieldHighlight({ highlight }: { highlight: PageHighlight }) {
  const { box } = highlight;
  // A little air around the glyphs, so that the outline does not cover them.
  const pad = 0.004;
  const centre = box.x + box.width / 2;
  const style = {
    left: `${Math.max(0, box.x - pad) * 100}%`,
    top: `${Math.max(0, box.y - pad) * 100}%`,
    width: `${Math.min(1, box.width + 2 * pad) * 100}%`,
    height: `${Math.min(1, box.height + 2 * pad) * 100}%`,
  };
  return (
    <span
      data-testid="field-highlight"
      data-field={highlight.field}
      className="pointer-events-none absolute rounded-[3px] bg-amber-300/25 ring-2 ring-amber-500 motion-safe:transition-all"
      style={style}
    >
      <span
        className={cn(
          'absolute rounded bg-zinc-900/85 px-1.5 py-0.5 text-[11px] leading-4 font-medium whitespace-nowrap text-white shadow-sm',
          // Above the box, or under it near the top of the page.
          box.y > 0.06 ? 'bottom-full mb-1' : 'top-full mt-1',
          // Kept inside the page: from the box's right edge near the right of the page.
          centre > 0.6 ? 'right-0' : centre < 0.3 ? 'left-0' : 'left-1/2 -translate-x-1/2',
        )}
      >
        {highlight.label}
      </span>
    </span>
  );
}

function PageImage({
  path,
  number,
  className,
  highlight,
}: {
  path: string;
  number: number;
  className?: string;
  /** Drawn when it is on this page. */
  highlight?: PageHighlight | null;
}) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-2 text-[13px] text-zinc-500">
        <ImageOff aria-hidden className="size-6 text-zinc-400" />
        Page {number} could not be shown
      </span>
    );
  }
  const shown = highlight?.page === number ? highlight : null;
  return (
    // Sized by the image itself, so that the highlight's shares of it are shares of the page.
    <span className="relative mx-auto block w-fit max-w-full">
      <img
        src={pageImageUrl(path)}
        alt={`Page ${number} of the invoice`}
        onError={() => setBroken(true)}
        className={className}
      />
      {shown ? <FieldHighlight highlight={shown} /> : null}
    </span>
  );
}

/**
 * The analysed document's pages beside the form, to check the values against (SPEC section 2):
 * each a thumbnail that enlarges in place and a 'Page N' link that opens the image in a new tab.
 */
export function PageImages({
  images,
  highlight = null,
}: {
  images: readonly string[];
  /** The focused field's box, drawn on its page. */
  highlight?: PageHighlight | null;
}) {
  const [enlarged, setEnlarged] = useState<number | null>(null);

  if (images.length === 0) {
    return (
      <div className="flex aspect-[3/4] max-h-80 w-full flex-col items-center justify-center gap-2 rounded-xl bg-zinc-50 text-sm text-zinc-500 ring-1 ring-zinc-950/5 ring-inset">
        <ImageOff aria-hidden className="size-6 text-zinc-400" />
        No pages available
      </div>
    );
  }

  const single = images.length === 1;
  return (
    <>
      <ul aria-label="Pages" className={cn('grid gap-4', single ? 'grid-cols-1' : 'grid-cols-2')}>
        {images.map((path, index) => (
          <li key={path} className="min-w-0">
            <button
              type="button"
              onClick={() => setEnlarged(index)}
              aria-label={`Enlarge page ${index + 1}`}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-zinc-950/10 outline-none hover:ring-zinc-950/20 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <PageImage
                path={path}
                number={index + 1}
                highlight={highlight}
                className={cn(
                  'block h-auto w-auto max-w-full',
                  single ? 'max-h-[40rem]' : 'max-h-72',
                )}
              />
              <span
                aria-hidden
                className="absolute right-2 bottom-2 flex size-8 items-center justify-center rounded-md bg-zinc-900/70 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <Maximize2 className="size-4" />
              </span>
            </button>
            <div className="mt-1.5">
              <PageLink path={path} number={index + 1} />
            </div>
          </li>
        ))}
      </ul>
      <EnlargedPage
        images={images}
        index={enlarged}
        onIndexChange={setEnlarged}
        highlight={highlight}
      />
    </>
  );
}

/** One page at the size of the screen, with the others a key or a button away. */
function EnlargedPage({
  images,
  index,
  onIndexChange,
  highlight,
}: {
  images: readonly string[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  highlight: PageHighlight | null;
}) {
  const path = index === null ? undefined : images[index];
  const count = images.length;
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <Dialog open={path !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      {path !== undefined && index !== null ? (
        <DialogContent className="max-w-4xl p-4 sm:p-6" onKeyDown={onKeyDown}>
          <DialogHeader>
            <DialogTitle>
              Page {index + 1} of {count}
            </DialogTitle>
            <DialogDescription>
              Compare the extracted values with the page.{' '}
              {count > 1 ? 'Use the arrow keys for the other pages.' : null}
            </DialogDescription>
          </DialogHeader>
          <div className="mt-4 overflow-hidden rounded-lg bg-zinc-100 ring-1 ring-zinc-950/10">
            <PageImage
              key={path}
              path={path}
              number={index + 1}
              highlight={highlight}
              className="block h-auto max-h-[calc(100dvh-12rem)] w-auto max-w-full"
            />
          </div>
          <div className="mt-4 flex items-center justify-between gap-2">
            <PageLink path={path} number={index + 1} />
            {count > 1 ? (
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => go(-1)}>
                  <ChevronLeft aria-hidden />
                  Previous
                </Button>
                <Button variant="secondary" size="sm" onClick={() => go(1)}>
                  Next
                  <ChevronRight aria-hidden />
                </Button>
              </div>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
