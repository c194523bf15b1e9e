import {
  ChevronLeft,
  ChevronRight,
  ExternalLink,
  Eye,
  EyeOff,
  ImageOff,
  MoveHorizontal,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  TransformComponent,
  TransformWrapper,
  type ReactZoomPanPinchContentRef,
} from 'react-zoom-pan-pinch';
import { pageImageUrl } from '@/lib/page-image-url';
import { cn } from '@/lib/utils';
import { IconButton } from '../ui/icon-button';
import {
  printedRatio,
  printedShare,
  transformScrolled,
  transformShowing,
  type PageHighlight,
  type PageTransform,
  type Size,
} from './page-view';

/** Scale 1 is the page fitted to the viewer's width. */
const MIN_SCALE = 0.5;
const MAX_SCALE = 6;
const ZOOM_STEP = 0.5;
/** An A4 page until the image says otherwise. */
const PORTRAIT = 842 / 595;
/** The page image is read this wide (at most) to find where its printing ends. */
const SAMPLE_WIDTH = 600;

/** How far down the page in `image` is printed (`printedShare`); 1 if its pixels are unreadable. */
function printedShareOf(image: HTMLImageElement): number {
  const scale = Math.min(1, SAMPLE_WIDTH / image.naturalWidth);
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return 1;
  try {
    context.drawImage(image, 0, 0, width, height);
    return printedShare(context.getImageData(0, 0, width, height).data, width, height);
  } catch {
    // An image from another origin cannot be read: the whole page shows.
    return 1;
  }
}

/**
 * A field's box over the page, with what it is above it. Positions are shares of the page; the
 * outline and the label keep their size on screen whatever the zoom (`scale`).
 */
function FieldHighlight({ highlight, scale }: { highlight: PageHighlight; scale: number }) {
  const { box } = highlight;
  // A little air around the glyphs, so that the outline does not cover them.
  const pad = 0.004;
  const centre = box.x + box.width / 2;
  const above = box.y > 0.06;
  const horizontal = centre > 0.6 ? 'right' : centre < 0.3 ? 'left' : 'centre';
  return (
    <span
      data-testid="field-highlight"
      data-field={highlight.field}
      className="pointer-events-none absolute rounded-[3px] bg-amber-300/25 motion-safe:animate-fade-in"
      style={{
        left: `${Math.max(0, box.x - pad) * 100}%`,
        top: `${Math.max(0, box.y - pad) * 100}%`,
        width: `${Math.min(1, box.width + 2 * pad) * 100}%`,
        height: `${Math.min(1, box.height + 2 * pad) * 100}%`,
        boxShadow: `0 0 0 ${2 / scale}px var(--color-amber-500)`,
      }}
    >
      <span
        className={cn(
          'absolute rounded bg-zinc-900/85 px-1.5 py-0.5 text-[11px] leading-4 font-medium whitespace-nowrap text-white shadow-sm',
          // Above the box, or under it near the top of the page.
          above ? 'bottom-full' : 'top-full',
          // Kept inside the page: from the box's right edge near the right of the page.
          horizontal === 'right'
            ? 'right-0'
            : horizontal === 'left'
              ? 'left-0'
              : 'left-1/2 -translate-x-1/2',
        )}
        style={{
          [above ? 'marginBottom' : 'marginTop']: `${4 / scale}px`,
          transform: `scale(${1 / scale})`,
          transformOrigin: `${horizontal === 'centre' ? 'center' : horizontal} ${above ? 'bottom' : 'top'}`,
        }}
      >
        {highlight.label}
      </span>
    </span>
  );
}

function PageLinks({ images }: { images: readonly string[] }) {
  return (
    <ul
      aria-label="Open a page in a new tab"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 px-1"
    >
      {images.map((path, index) => (
        <li key={`${index}-${path}`}>
          <a
            href={pageImageUrl(path)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-md text-[13px] font-medium text-brand-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand-500/60"
          >
            Page {index + 1}
            <ExternalLink aria-hidden className="size-3 text-zinc-400" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const toolbarButton = 'size-8 text-zinc-600 hover:bg-white hover:text-zinc-900';

/** Previous, 'Page N of M', next: the same in the viewer and in its hidden state. */
function PageSwitcher({
  index,
  count,
  onIndexChange,
}: {
  index: number;
  count: number;
  onIndexChange: (index: number) => void;
}) {
  if (count < 2) {
    return <span className="px-1 text-[13px] font-medium text-zinc-700">Page 1 of 1</span>;
  }
  return (
    <div className="flex items-center gap-0.5">
      <IconButton
        label="Previous page"
        icon={<ChevronLeft aria-hidden />}
        className={toolbarButton}
        disabled={index === 0}
        onClick={() => onIndexChange(index - 1)}
      />
      <span
        aria-live="polite"
        className="min-w-[5.5rem] text-center text-[13px] font-medium text-zinc-700 tabular-nums"
      >
        Page {index + 1} of {count}
      </span>
      <IconButton
        label="Next page"
        icon={<ChevronRight aria-hidden />}
        className={toolbarButton}
        disabled={index === count - 1}
        onClick={() => onIndexChange(index + 1)}
      />
    </div>
  );
}

/**
 * One page, fitted to the viewer's width: zoom with the buttons, Ctrl or ⌘ + wheel, a pinch or a
 * double click; move it by dragging, with the wheel (the screen scrolls on once the page's edge
 * is reached) or with the arrow keys. The highlighted box is brought into view. Above the form
 * (under lg) the viewer is as tall as the printed part of the page (`printedRatio`), its blank
 * foot a scroll away.
 */
function PageCanvas({
  path,
  number,
  highlight,
  switcher,
  onHide,
}: {
  path: string;
  number: number;
  /** Drawn when it is on this page. */
  highlight: PageHighlight | null;
  switcher: ReactNode;
  onHide?: () => void;
}) {
  const controls = useRef<ReactZoomPanPinchContentRef>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [ratio, setRatio] = useState<number | null>(null);
  /** How far down the page is printed (a share of its height). */
  const [printed, setPrinted] = useState(1);
  const [broken, setBroken] = useState(false);
  const [scale, setScale] = useState(1);

  /** The viewer's size, the page's (unscaled) size, and where the page is now. */
  const measure = (): { view: Size; page: Size; current: PageTransform } | null => {
    const zoom = controls.current;
    const wrapper = zoom?.instance.wrapperComponent;
    const content = zoom?.instance.contentComponent;
    if (!zoom || !wrapper || !content) return null;
    const { positionX, positionY, scale: current } = zoom.instance.state;
    return {
      view: { width: wrapper.clientWidth, height: wrapper.clientHeight },
      page: { width: content.offsetWidth, height: content.offsetHeight },
      current: { x: positionX, y: positionY, scale: current },
    };
  };

  // The focused field's box comes into view once the page has its size.
  useEffect(() => {
    if (!highlight || ratio === null) return;
    const measured = measure();
    if (!measured) return;
    const next = transformShowing(highlight.box, measured.view, measured.page, measured.current);
    if (next) void controls.current?.setTransform(next.x, next.y, next.scale, 250, 'easeOut');
  }, [highlight, ratio]);

  // The wheel moves the page while it can, then scrolls the screen; Ctrl + wheel zooms (the library).
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.metaKey) return;
      const measured = measure();
      if (!measured) return;
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? measured.view.height : 1;
      const next = transformScrolled(
        measured.current,
        { x: event.deltaX * unit, y: event.deltaY * unit },
        measured.view,
        measured.page,
      );
      if (!next) return;
      event.preventDefault();
      void controls.current?.setTransform(next.x, next.y, next.scale, 0);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const percent = Math.round(scale * 100);
  const shown = highlight?.page === number ? highlight : null;

  return (
    <TransformWrapper
      ref={controls}
      initialScale={1}
      minScale={MIN_SCALE}
      maxScale={MAX_SCALE}
      centerZoomedOut
      limitToBounds
      // smooth (the default): each wheel pixel adds this much, 0.25 a notch of a mouse wheel.
      wheel={{ wheelDisabled: true, step: 0.0025 }}
      trackPadPanning={{ disabled: true }}
      keyboard={{ disabled: false, panStep: 60, zoomStep: ZOOM_STEP }}
      doubleClick={{ step: ZOOM_STEP * 2 }}
      onTransform={(_, state) => setScale(state.scale)}
    >
      {({ zoomIn, zoomOut, setTransform }) => (
        <>
          <div
            role="toolbar"
            aria-label="Page viewer"
            className="flex flex-wrap items-center justify-between gap-1 border-b border-zinc-950/5 bg-zinc-50 px-2 py-1.5"
          >
            {switcher}
            <div className="flex items-center gap-0.5">
              <IconButton
                label="Zoom out"
                icon={<ZoomOut aria-hidden />}
                className={toolbarButton}
                disabled={scale <= MIN_SCALE + 0.01}
                onClick={() => void zoomOut(ZOOM_STEP)}
              />
              <output
                aria-label="Zoom"
                className="w-12 text-center text-[13px] text-zinc-600 tabular-nums"
              >
                {percent}%
              </output>
              <IconButton
                label="Zoom in"
                icon={<ZoomIn aria-hidden />}
                className={toolbarButton}
                disabled={scale >= MAX_SCALE - 0.01}
                onClick={() => void zoomIn(ZOOM_STEP)}
              />
              <IconButton
                label="Fit to width"
                icon={<MoveHorizontal aria-hidden />}
                className={toolbarButton}
                onClick={() => void setTransform(0, 0, 1, 200)}
              />
              {onHide ? (
                <IconButton
                  label="Hide page"
                  icon={<EyeOff aria-hidden />}
                  className={cn(toolbarButton, 'lg:hidden')}
                  onClick={onHide}
                />
              ) : null}
            </div>
          </div>
          {/* Above the form the printed part of the page (a page printed only at its top does not
              push the form down under blank paper); beside it, from lg, the whole page. */}
          <div
            ref={frame}
            data-testid="page-viewport"
            className="relative aspect-(--printed-aspect) max-h-[min(36rem,62dvh)] w-full bg-zinc-200/70 lg:aspect-(--page-aspect) lg:max-h-[calc(100dvh-11rem)]"
            style={
              {
                '--page-aspect': `1 / ${ratio ?? PORTRAIT}`,
                '--printed-aspect': `1 / ${printedRatio(ratio ?? PORTRAIT, printed)}`,
              } as CSSProperties
            }
          >
            {broken ? (
              <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-[13px] text-zinc-500">
                <ImageOff aria-hidden className="size-6 text-zinc-400" />
                Page {number} could not be shown
              </span>
            ) : (
              <TransformComponent
                wrapperStyle={{ width: '100%', height: '100%', cursor: 'grab' }}
                wrapperProps={{
                  'aria-label': `Page ${number}: drag to move, Ctrl + wheel or pinch to zoom, arrow keys and + or − from the keyboard`,
                }}
                wrapperClass="outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
                contentStyle={{ width: '100%' }}
              >
                {/* Sized by the image itself, so that the highlight's shares of it are shares of the page. */}
                <div className="relative w-full bg-white shadow-sm">
                  <img
                    src={pageImageUrl(path)}
                    alt={`Page ${number} of the invoice`}
                    draggable={false}
                    className="block h-auto w-full select-none"
                    onLoad={(event) => {
                      const image = event.currentTarget;
                      if (image.naturalWidth === 0) return;
                      setRatio(image.naturalHeight / image.naturalWidth);
                      setPrinted(printedShareOf(image));
                    }}
                    onError={() => setBroken(true)}
                  />
                  {shown ? <FieldHighlight highlight={shown} scale={scale} /> : null}
                </div>
              </TransformComponent>
            )}
          </div>
        </>
      )}
    </TransformWrapper>
  );
}

/**
 * The analysed document's pages, to check the values against (SPEC section 2): one page at a
 * time in a zoomable viewer, fitted to its width, with the focused field's box highlighted and
 * brought into view, and a 'Page N' link per page that opens its image in a new tab.
 * `collapsible`: on a phone the viewer can be hidden, so that the form has the screen.
 */
export function PageViewer({
  images,
  highlight = null,
  collapsible = false,
  className,
}: {
  images: readonly string[];
  /** The focused field's box: its page is shown and the box drawn on it. */
  highlight?: PageHighlight | null;
  collapsible?: boolean;
  className?: string;
}) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [hidden, setHidden] = useState(false);

  // A newly highlighted box on another page brings that page (answered while rendering).
  const [followed, setFollowed] = useState(highlight);
  if (highlight !== followed) {
    setFollowed(highlight);
    if (highlight && highlight.page >= 1 && highlight.page <= count) setIndex(highlight.page - 1);
  }

  if (count === 0) {
    return (
      <div className="flex aspect-[3/4] max-h-80 w-full flex-col items-center justify-center gap-2 rounded-xl bg-zinc-50 text-sm text-zinc-500 ring-1 ring-zinc-950/5 ring-inset">
        <ImageOff aria-hidden className="size-6 text-zinc-400" />
        No pages available
      </div>
    );
  }

  const current = Math.min(index, count - 1);
  const path = images[current] ?? '';
  const switcher = <PageSwitcher index={current} count={count} onIndexChange={setIndex} />;

  return (
    <section aria-label="Invoice pages" className={cn('space-y-2', className)}>
      <div className="overflow-hidden rounded-xl bg-white ring-1 ring-zinc-950/10">
        {hidden ? (
          <div className="flex items-center justify-between gap-2 bg-zinc-50 px-2 py-1.5">
            {switcher}
            <button
              type="button"
              onClick={() => setHidden(false)}
              className="inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium text-brand-700 outline-none hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-500/60"
            >
              <Eye aria-hidden className="size-4" />
              Show page
            </button>
          </div>
        ) : (
          <PageCanvas
            key={path}
            path={path}
            number={current + 1}
            highlight={highlight}
            switcher={switcher}
            onHide={collapsible ? () => setHidden(true) : undefined}
          />
        )}
      </div>
      <PageLinks images={images} />
    </section>
  );
}
