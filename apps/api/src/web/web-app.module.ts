import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiEnv } from '../config/api-config.js';

/**
 * In production the API also serves the built web app: its files, and index.html for every
 * other path that is not under /api (client-side routes).
 */
@Module({})
export class WebAppModule {
  static forRoot(env: ApiEnv): DynamicModule {
    const index = path.join(env.WEB_DIST_DIR, 'index.html');
    if (env.NODE_ENV !== 'production') return { module: WebAppModule };
    if (!existsSync(index)) {
      new Logger('WebApp').warn(`No built web app at ${env.WEB_DIST_DIR}: serving the API only (run pnpm build).`);
      return { module: WebAppModule };
    }
    return {
      module: WebAppModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath: env.WEB_DIST_DIR,
          exclude: ['/api', '/api/{*rest}', '/metrics', '/admin', '/admin/{*rest}'],
          serveStaticOptions: {
            index: 'index.html',
            // Hashed assets never change; index.html must always be fresh.
            setHeaders: (res: { setHeader(name: string, value: string): void }, file: string) => {
              res.setHeader(
                'Cache-Control',
                file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
              );
            },
          },
        }),
      ],
    };
  }
}
