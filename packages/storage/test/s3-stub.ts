import { createServer, type Server } from 'node:http';

/**
 * A minimal S3-compatible server for tests (path-style PutObject, GetObject, DeleteObject,
 * HeadBucket), so the real AWS SDK is exercised over HTTP. It does not check signatures.
 */
export class S3Stub {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  private server?: Server;
  port = 0;

  constructor(readonly bucket: string) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stub');
        const [bucket, ...rest] = url.pathname.slice(1).split('/');
        const key = decodeURIComponent(rest.join('/'));
        if (bucket !== this.bucket) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchBucket</Code></Error>');
          return;
        }
        if (request.method === 'HEAD' && !key) return void response.writeHead(200).end();
        if (request.method === 'PUT') {
          this.objects.set(key, {
            body: Buffer.concat(chunks),
            contentType: request.headers['content-type'] ?? '',
          });
          return void response.writeHead(200, { etag: '"stub"' }).end();
        }
        if (request.method === 'GET') {
          const object = this.objects.get(key);
          if (!object) {
            response.writeHead(404, { 'content-type': 'application/xml' });
            return void response.end(
              '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
            );
          }
          return void response
            .writeHead(200, {
              'content-type': object.contentType,
              'content-length': object.body.length,
            })
            .end(object.body);
        }
        if (request.method === 'DELETE') {
          this.objects.delete(key);
          return void response.writeHead(204).end();
        }
        response.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
