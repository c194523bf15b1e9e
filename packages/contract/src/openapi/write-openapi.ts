// Writes the generated OpenAPI document to packages/contract/openapi.json (run after changing
// the contract: `pnpm --filter @billfold/contract openapi`). A test fails while they differ.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocument } from './generate-openapi.js';

export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../openapi.json',
);

writeFileSync(OPENAPI_FILE, `${JSON.stringify(generateOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${OPENAPI_FILE}`);
