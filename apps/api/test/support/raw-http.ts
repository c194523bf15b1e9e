import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * What the client does once its bytes are written: `wait` keeps its side open and reads the
 * answer; `half-close` ends its side (FIN) and reads what comes back; `destroy` waits a moment
 * (so the server has read the bytes) and drops the connection, as a client that goes away.
 */
export type RawEnding = 'wait' | 'half-close' | 'destroy';

/**
 * Sends hand-made bytes over a new TCP connection and returns the parsed answer (null when none
 * came). fetch would always send a well-formed body; this sends exactly what it is given.
 */
export function sendRaw(
  baseUrl: string,
  bytes: Buffer | string,
  ending: RawEnding = 'wait',
): Promise<RawResponse | null> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `no complete answer within 10 s; got ${JSON.stringify(Buffer.concat(received).toString('latin1'))}`,
        ),
      );
    }, 10_000);
    const done = () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(received)));
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      // Our requests say Connection: close, but a complete answer is enough.
      if (parseResponse(Buffer.concat(received))) {
        socket.destroy();
        done();
      }
    });
    socket.on('close', done);
    // A reset after the server answered (or gave up) is how some of these end.
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(bytes, () => {
        if (ending === 'half-close') socket.end();
        if (ending === 'destroy') void sleep(200).then(() => socket.destroy());
      });
    });
  });
}

function parseResponse(raw: Buffer): RawResponse | null {
  const text = raw.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, headEnd).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.subarray(headEnd + 4);
  const length = Number(headers['content-length'] ?? 0);
  if (body.length < length) return null;
  return { status, headers, body: body.subarray(0, length).toString('utf8') };
}

/** The head of a request (ending in the blank line), with Host and Connection: close. */
export function requestHead(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string | number>,
): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${new URL(baseUrl).host}`,
    'Connection: close',
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Builds multipart/form-data bodies part by part, so that tests can break them on purpose. */
export class Multipart {
  constructor(readonly boundary = `billfold-test-${Math.random().toString(16).slice(2)}`) {}

  get contentType(): string {
    return `multipart/form-data; boundary=${this.boundary}`;
  }

  /** One part: its delimiter line, its headers, a blank line, its content and the CRLF before the next delimiter. */
  part(headers: string[], content: Buffer | string = ''): Buffer {
    return Buffer.concat([
      Buffer.from(`--${this.boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  }

  /** A file part of field `name`; `filename: null` leaves the filename out. */
  file(
    content: Buffer | string,
    filename: string | null = 'invoice.pdf',
    name = 'file',
    type = 'application/pdf',
  ): Buffer {
    const disposition = `Content-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}`;
    return this.part([disposition, `Content-Type: ${type}`], content);
  }

  /** The closing delimiter. */
  get end(): Buffer {
    return Buffer.from(`--${this.boundary}--\r\n`);
  }
}
