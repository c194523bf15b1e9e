import { fork, type ChildProcess } from 'node:child_process';
import { PdfRejectedError } from './page-renderer.js';
import { readProcessMemory } from './process-memory.js';
import { rendererEntry, rendererExecArgv } from './renderer-command.js';
import type {
  ChildMessage,
  ChildReply,
  ParentMessage,
  RendererRequest,
  RendererSettings,
} from './renderer-protocol.js';

export interface RendererProcessOptions {
  settings: RendererSettings;
  /** V8 heap limit of the process, MiB (a backstop: memoryLimitMb is the limit that counts). */
  heapLimitMb: number;
  /** Resident memory at which a busy renderer is killed, MiB (it covers the canvas and images). */
  memoryLimitMb: number;
  sandbox: boolean;
  startTimeoutMs: number;
}

/** The renderer process could not start, or was stopped: not the PDF's fault. */
export class RendererUnavailableError extends Error {
  override readonly name = 'RendererUnavailableError';
}

/** What an aborted operation rejects with: the signal's reason, as an Error. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

/** Why we killed a renderer ourselves. */
type KillCause = 'timeout' | 'out-of-memory' | 'aborted' | 'stopped';

interface InFlight {
  id: number;
  resolve(reply: ChildReply): void;
  reject(error: Error): void;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

// How often a busy renderer's memory is read; a runaway allocation can overshoot the limit by
// what it allocates in this time.
const MEMORY_POLL_MS = 50;
const STDERR_TAIL_CHARS = 4_000;

/**
 * One long-lived renderer process and the limits around it. Requests go one at a time; while one
 * runs, its time and the process's resident memory are watched from here, and the process is
 * killed (SIGKILL) when either limit is passed. A killed or crashed process is not restarted
 * here: the pool replaces it.
 */
export class RendererProcess {
  readonly pid: number;
  /** Resolves once the process has loaded pdf.js and can take requests. */
  readonly ready: Promise<void>;
  /** Resolves when the process has exited (never rejects). */
  readonly exited: Promise<void>;
  /** Jobs served, for recycling. */
  jobs = 0;
  /** Ready has resolved. */
  started = false;

  private readonly child: ChildProcess;
  private inFlight: InFlight | undefined;
  private killedFor: KillCause | undefined;
  private stderrTail = '';
  private nextId = 1;

  constructor(private readonly options: RendererProcessOptions) {
    const entry = rendererEntry();
    this.child = fork(entry, [JSON.stringify(options.settings)], {
      execArgv: rendererExecArgv(entry, {
        heapLimitMb: options.heapLimitMb,
        sandbox: options.sandbox,
      }),
      // Nothing of the worker's environment (database URL, API keys) reaches code that parses
      // untrusted files. The glibc settings give memory back after each page: few malloc
      // arenas, and every block over 128 KiB (canvas, image) mapped on its own, so freeing it
      // returns it to the system (measured: steady RSS about 25% lower on bench/rasterise).
      env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    if (this.child.pid === undefined)
      throw new RendererUnavailableError('The PDF renderer could not be started.');
    this.pid = this.child.pid;
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    // An IPC write to a process that just died reports here; the exit handler does the rest.
    this.child.on('error', () => undefined);

    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill('stopped');
        reject(
          new RendererUnavailableError(
            `The PDF renderer did not start within ${options.startTimeoutMs} ms.`,
          ),
        );
      }, options.startTimeoutMs);
      this.child.once('message', (message: ChildMessage) => {
        clearTimeout(timer);
        if (message.type === 'ready') {
          this.started = true;
          resolve();
        } else reject(new RendererUnavailableError('The PDF renderer started badly.'));
      });
      void this.exited.then(() => {
        clearTimeout(timer);
        reject(
          new RendererUnavailableError(
            `The PDF renderer stopped while starting. ${this.stderrTail.trim()}`,
          ),
        );
      });
    });
    this.ready.catch(() => undefined); // the pool awaits it; this only keeps Node quiet
    this.child.on('message', (message: ChildMessage) => this.onMessage(message));
    void this.exited.then(() => this.onExit());
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.connected;
  }

  /** Killed by us or exited: it takes no more requests (its process may not have ended yet). */
  get stopped(): boolean {
    return this.killedFor !== undefined || !this.alive;
  }

  get busy(): boolean {
    return this.inFlight !== undefined;
  }

  /**
   * Sends one request and waits for its reply, at most `timeoutMs`. Rejects with a
   * PdfRejectedError when the renderer refuses the PDF or passes a limit (it is then killed), with
   * the signal's reason when aborted (killed too), and with RendererUnavailableError when it is
   * stopped.
   */
  request(
    request: RendererRequest,
    limits: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<ChildReply> {
    if (this.inFlight) return Promise.reject(new Error('A renderer takes one request at a time.'));
    if (!this.alive)
      return Promise.reject(new RendererUnavailableError('The PDF renderer has stopped.'));
    if (limits.signal?.aborted) return Promise.reject(abortReason(limits.signal));
    const id = this.nextId++;
    return new Promise<ChildReply>((resolve, reject) => {
      const timer = setTimeout(() => this.kill('timeout'), limits.timeoutMs);
      const memoryWatch = setInterval(() => this.checkMemory(), MEMORY_POLL_MS);
      const onAbort = () => this.kill('aborted');
      limits.signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => {
        clearTimeout(timer);
        clearInterval(memoryWatch);
        limits.signal?.removeEventListener('abort', onAbort);
        this.inFlight = undefined;
      };
      this.inFlight = {
        id,
        timeoutMs: limits.timeoutMs,
        signal: limits.signal,
        resolve: (reply) => {
          settle();
          resolve(reply);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      const message: ParentMessage = { ...request, id };
      this.child.send(message, (error) => {
        if (error) this.kill('stopped');
      });
    });
  }

  /** Kills the process now (SIGKILL: a renderer holds nothing worth a graceful stop). */
  kill(cause: KillCause): void {
    this.killedFor ??= cause;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  memory() {
    return readProcessMemory(this.pid);
  }

  private checkMemory(): void {
    const memory = this.memory();
    if (memory && memory.rssBytes > this.options.memoryLimitMb * 1024 * 1024)
      this.kill('out-of-memory');
  }

  private onMessage(message: ChildMessage): void {
    const inFlight = this.inFlight;
    if (message.type === 'ready' || !inFlight || message.id !== inFlight.id) return;
    if (message.type === 'rejected') {
      inFlight.reject(
        new PdfRejectedError(message.reason, message.message, { cause: new Error(message.detail) }),
      );
    } else {
      inFlight.resolve(message);
    }
  }

  private onExit(): void {
    const inFlight = this.inFlight;
    if (!inFlight) return;
    inFlight.reject(this.exitError(inFlight));
  }

  /** What the request in flight gets when the process has gone. */
  private exitError(inFlight: InFlight): Error {
    const { exitCode, signalCode } = this.child;
    const how = signalCode ? `signal ${signalCode}` : `exit code ${exitCode}`;
    const cause = new Error(
      `Renderer ${this.pid} ended (${how}). ${this.stderrTail.trim()}`.trim(),
    );
    switch (this.killedFor) {
      case 'timeout':
        return new PdfRejectedError('timeout', 'The PDF took too long to render.', {
          cause: new Error(`Time limit of ${inFlight.timeoutMs} ms passed.`, { cause }),
        });
      case 'out-of-memory':
        return outOfMemory(cause);
      case 'aborted':
        return inFlight.signal ? abortReason(inFlight.signal) : new Error('Aborted.');
      case 'stopped':
        return new RendererUnavailableError('The PDF renderer was stopped.', { cause });
      case undefined:
        break;
    }
    // Stopped from outside (a stop signal the renderer did not wait out): the machine's doing, not
    // the file's; another attempt may render it.
    if (signalCode === 'SIGTERM' || signalCode === 'SIGINT' || signalCode === 'SIGHUP')
      return new RendererUnavailableError('The PDF renderer was stopped.', { cause });
    // Died by itself or killed from outside: V8's heap limit (abort) or the kernel's OOM killer
    // (SIGKILL) mean memory; anything else is a crash on this file.
    if (
      signalCode === 'SIGKILL' ||
      /heap out of memory|heap limit|allocation failed/i.test(this.stderrTail)
    )
      return outOfMemory(cause);
    return new PdfRejectedError('malformed', 'The PDF renderer crashed on this file.', { cause });
  }
}

const outOfMemory = (cause: Error) =>
  new PdfRejectedError('out-of-memory', 'The PDF needs more memory than is allowed to render.', {
    cause,
  });
