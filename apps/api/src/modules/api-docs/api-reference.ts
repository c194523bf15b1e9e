import express, { type Request, type RequestHandler, type Response } from 'express';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the rendered API reference (Swagger UI over /api/openapi.json) is served. */
export const API_REFERENCE_PATH = '/api/docs';

// Replaces swagger-ui-dist's own initializer (which points at the Petstore): a script file, not
// an inline one, so the Content-Security-Policy stays script-src 'self'.
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;

/**
 * Swagger UI's files from swagger-ui-dist, served from our own origin (no CDN), with the
 * initializer above. `/api/docs` redirects to `/api/docs/` so its relative links resolve.
 */
export function apiReferenceHandler(): RequestHandler {
  const distDir = path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  const files = express.static(distDir, { index: 'index.html', redirect: false, maxAge: '1h' });
  return (request: Request, response: Response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.originalUrl.split('?')[0] === API_REFERENCE_PATH)
      return response.redirect(301, `${API_REFERENCE_PATH}/`);
    if (request.path === '/swagger-initializer.js') {
      response.type('application/javascript').setHeader('Cache-Control', 'no-cache');
      return response.send(INITIALIZER);
    }
    files(request, response, next);
  };
}
