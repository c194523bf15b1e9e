import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parse } from 'yaml';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A YAML file of the repository, parsed (every document of it for a multi-document file). */
export function readYaml(file: string): unknown {
  // merge: Compose resolves YAML merge keys (<<: *anchor), as YAML 1.1 did.
  return parse(readFileSync(path.join(root, file), 'utf8'), { merge: true }) as unknown;
}

export interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  [key: string]: unknown;
}

/** Every Kubernetes object under infra/k8s, with the file it comes from. */
export function readManifests(): Manifest[] {
  const dir = path.join(root, 'infra/k8s');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .flatMap((name) =>
      parseAllDocuments(readFileSync(path.join(dir, name), 'utf8')).map((document) => {
        if (document.errors.length > 0)
          throw new Error(
            `infra/k8s/${name}: ${document.errors.map((error) => error.message).join('; ')}`,
          );
        const object = document.toJSON() as Omit<Manifest, 'file'>;
        return { ...object, file: `infra/k8s/${name}` } as Manifest;
      }),
    );
}
