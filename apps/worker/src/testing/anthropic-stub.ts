import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** The body's bytes as they came. */
  raw: Buffer;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client times out). */
  hang?: boolean;
  /** Answer after this long (a slow model). */
  delayMs?: number;
}

export interface AnthropicStub {
  /** Base URL for the SDK's `baseURL`. */
  url: string;
  readonly requests: StubRequest[];
  /** Answers for the next requests, in order; the last one repeats. */
  answer(...answers: StubAnswer[]): void;
  stop(): Promise<void>;
}

/**
 * A local stand-in for the Messages API (POST /v1/messages) on a free loopback port: the real
 * SDK talks to it over HTTP, it records each request and answers from a script.
 */
export async function startAnthropicStub(): Promise<AnthropicStub> {
  const requests: StubRequest[] = [];
  let answers: StubAnswer[] = [
    {
      status: 500,
      body: { type: 'error', error: { type: 'api_error', message: 'no answer scripted' } },
    },
  ];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = raw.toString('utf8');
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        raw,
      });
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (!answer || answer.hang) return;
      const send = () => {
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': `req_stub_${requests.length}`,
          ...answer.headers,
        });
        response.end(JSON.stringify(answer.body ?? {}));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(...next) {
      answers = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** A Messages API answer whose text is `text`. */
export function messageAnswer(
  text: string,
  options: { stopReason?: string; usage?: Record<string, number>; model?: string } = {},
): StubAnswer {
  return {
    status: 200,
    body: {
      id: 'msg_stub',
      type: 'message',
      role: 'assistant',
      model: options.model ?? 'claude-haiku-5-5',
      content: [{ type: 'text', text }],
      stop_reason: options.stopReason ?? 'end_turn',
      stop_sequence: null,
      usage: {
        input_tokens: 1500,
        output_tokens: 120,
        cache_read_input_tokens: 0,
        cache_creation_input_tokens: 0,
        ...options.usage,
      },
    },
  };
}

/** An API error answer, shaped like the real one. */
export function errorAnswer(
  status: number,
  type: string,
  message: string,
  options: { errorCode?: string; headers?: Record<string, string> } = {},
): StubAnswer {
  return {
    status,
    headers: options.headers ?? {},
    body: {
      type: 'error',
      error: {
        type,
        message,
        ...(options.errorCode ? { details: { error_code: options.errorCode } } : {}),
      },
    },
  };
}
