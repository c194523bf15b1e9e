/**
 * Offline OCR with tesseract.js: its WebAssembly engine runs in a worker thread of its own (not
 * on the worker's event loop), started on the first scanned page and terminated after a quiet
 * minute, so the ~100 MiB it holds are given back between scans. Language data comes from the
 * @tesseract.js-data npm packages: nothing is downloaded, nothing is cached. A page may be read in
 * other languages than the engine's own (an issuer's language): the same engine loads them in
 * their place (0.4 s, against 150 MiB more for a second engine) and its own again before the next
 * page that asks for them (1.1 s), both measured on an A4 scan.
 */
import { lstat, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { toPageWords, type OcrReading, type PageOrigin } from './ocr-words.js';

/** English, German, French, Spanish and Dutch: the languages the field finder has labels for. */
export const OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'nld'] as const;
/** tesseract reads text best at about 300 dpi. */
export const OCR_DPI = 300;

export interface OcrEngineOptions {
  languages?: readonly string[];
  /** The engine is terminated after this long without a page, ms. */
  idleMs?: number;
}

/** One page image (PNG or JPEG) and how many pixels a PDF point is in it. */
export interface OcrPage {
  image: Uint8Array;
  /** Pixels per PDF point (the render scale). */
  scale: number;
  /** The page in points. */
  width: number;
  height: number;
  /**
   * Where the image's top-left corner is on the page, in points, when it shows only a part of it
   * (RenderOptions.part); default the page's own corner.
   */
  origin?: PageOrigin;
  /** The skew of the page this image is a part of, as its reading measured it (OcrReading). */
  skew?: number;
}

const require = createRequire(import.meta.url);

/** Options of one page's reading. */
export interface RecognizeOptions {
  signal?: AbortSignal;
  /** Read in these languages instead of the engine's own. */
  languages?: readonly string[];
  /**
   * How the image is laid out: 'page' (default) finds its blocks and columns first; 'sparse'
   * finds whatever text it holds, in no order. A small picture with a large shape beside its
   * lettering (a logo's symbol and wordmark) is taken whole for a drawing by the page layout,
   * which then reads nothing.
   */
  layout?: 'page' | 'sparse';
  /**
   * How the image is turned into black and white before it is read: 'page' (default) by one
   * threshold for the whole image (Otsu's, tesseract's own); 'neighbourhood' by a threshold of
   * each pixel's neighbourhood (Sauvola's), which keeps light letters where the page is lit
   * unevenly: a photo's desk or shadow pulls the one threshold down until they are lost.
   */
  threshold?: 'page' | 'neighbourhood';
}

export class OcrEngine {
  private readonly languages: readonly string[];
  private readonly idleMs: number;
  private engine: Promise<{ worker: Worker; dataDir: string }> | null = null;
  /** The languages the running engine has loaded. */
  private loaded: readonly string[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(options: OcrEngineOptions = {}) {
    this.languages = options.languages ?? OCR_LANGUAGES;
    this.idleMs = options.idleMs ?? 60_000;
  }

  /** The words of a page image, in PDF points. One page at a time; pages queue. */
  recognize(page: OcrPage, options: RecognizeOptions = {}): Promise<OcrReading> {
    const { signal } = options;
    const run = this.queue.then(async () => {
      signal?.throwIfAborted();
      this.clearIdle();
      try {
        const { worker, dataDir } = await this.start();
        await this.load(worker, dataDir, options.languages ?? this.languages);
        await worker.setParameters({
          user_defined_dpi: String(Math.round(page.scale * 72)),
          tessedit_pageseg_mode: options.layout === 'sparse' ? PSM.SPARSE_TEXT : PSM.AUTO,
          thresholding_method: THRESHOLDING[options.threshold ?? 'page'],
        });
        const result = await worker.recognize(
          Buffer.from(page.image),
          {},
          {
            blocks: true,
            text: false,
          },
        );
        return toPageWords(result.data.blocks ?? [], page);
      } finally {
        this.armIdle();
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Whether the engine is loaded now (tests look). */
  get running(): boolean {
    return this.engine !== null;
  }

  async close(): Promise<void> {
    this.clearIdle();
    await this.queue;
    await this.stop();
  }

  private start(): Promise<{ worker: Worker; dataDir: string }> {
    this.engine ??= (async () => {
      const dataDir = await languageFolder(this.languages);
      try {
        const worker = await createWorker([...this.languages], OEM.LSTM_ONLY, {
          langPath: dataDir,
          cacheMethod: 'none',
          gzip: true,
          logger: () => undefined,
          errorHandler: () => undefined,
        });
        await worker.setParameters(PARAMETERS);
        this.loaded = this.languages;
        return { worker, dataDir };
      } catch (error) {
        await rm(dataDir, { recursive: true, force: true });
        throw error;
      }
    })();
    this.engine.catch(() => {
      this.engine = null;
    });
    return this.engine;
  }

  /** Loads `languages` in the running engine in place of the ones it has, if they differ. */
  private async load(worker: Worker, dataDir: string, languages: readonly string[]): Promise<void> {
    if (languages.join('+') === this.loaded.join('+')) return;
    try {
      await linkLanguages(dataDir, languages);
      await worker.reinitialize(languages.join('+'), OEM.LSTM_ONLY);
      await worker.setParameters(PARAMETERS);
      this.loaded = languages;
    } catch (error) {
      // tesseract.js counts a language as loaded before it is: the next attempt on this worker
      // would fail where it cannot be caught. The next page starts a new engine instead.
      await this.stop();
      throw error;
    }
  }

  private async stop(): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    if (!engine) return;
    const started = await engine.catch(() => null);
    if (!started) return;
    await started.worker.terminate().catch(() => undefined);
    await rm(started.dataDir, { recursive: true, force: true });
  }

  private armIdle(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.queue = this.queue.then(() => this.stop());
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/** tesseract's `thresholding_method` values (RecognizeOptions.threshold). */
const THRESHOLDING = { page: '0', neighbourhood: '2' } as const;

/** The engine's settings, set again whenever it loads other languages. */
const PARAMETERS = {
  preserve_interword_spaces: '1',
  // tesseract's diagnostics ("Estimating resolution as 300") would go to stdout.
  debug_file: '/dev/null',
};

/**
 * tesseract.js reads every language from one folder: a temporary one with links to the packaged
 * files (node_modules/@tesseract.js-data/<lang>/4.0.0_best_int, the LSTM models).
 */
async function languageFolder(languages: readonly string[]): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'billfold-ocr-'));
  await linkLanguages(folder, languages);
  return folder;
}

/** Links the languages' packaged files into the folder, where they are not linked yet. */
async function linkLanguages(folder: string, languages: readonly string[]): Promise<void> {
  for (const language of languages) {
    const file = `${language}.traineddata.gz`;
    // (lstat: a link whose target is gone is there too.)
    if (await lstat(path.join(folder, file)).catch(() => null)) continue;
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    await symlink(path.join(packageDir, '4.0.0_best_int', file), path.join(folder, file));
  }
}
