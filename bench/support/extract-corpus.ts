// The labelled invoice corpora of the extraction benchmark and the training script, and their
// fixed split: about a third of the issuers is held aside and never tuned on.
//
// Files are grouped so that no issuer, and no generator of documents, sits on both sides: two
// files share a group when they name the same vendor (after normalising) or come from the same
// source repository. A group is held aside when a hash of its smallest key is 0 modulo 3. The hash
// The held-aside groups are listed in extract-split.json, chosen once (groups in the order of a
// hash of their key, each taken while the held-aside part stayed under a third of the plain and
// scanned files), so the split never moves while tuning. A file of a group the list does not know
// joins the side of its issuer, or, for a new issuer, the held-aside part when the hash of its
// group key is 0 modulo 3.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normaliseVendor, type Truth } from './extract-scoring.ts';

export interface ManifestEntry {
  file: string;
  source_repo?: string;
  text_layer?: boolean;
  pages?: number;
  truth: Truth;
  vendor_aliases?: string[];
}

export type Part = 'tuned' | 'held-aside';

export interface CorpusFile {
  corpus: string;
  /** Absolute path of the PDF. */
  path: string;
  entry: ManifestEntry;
  part: Part;
  /** The group (issuer or source) the split is made by. */
  group: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shared fixture folders, beside the checkout. */
export const DEFAULT_CORPORA = [
  path.resolve(root, '../shared/fixtures/invoices'),
  path.resolve(root, '../shared/fixtures/invoices-extra'),
];

const SPLIT_FILE = path.join(root, 'bench/support/extract-split.json');
const split = JSON.parse(readFileSync(SPLIT_FILE, 'utf8')) as {
  heldAside: string[];
  tuned: string[];
};

export function hashOf(group: string): number {
  return createHash('sha256').update(group).digest().readUInt32BE(0);
}

function readManifest(folder: string): ManifestEntry[] {
  return JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as ManifestEntry[];
}

/** Every file of the folders with its part of the split (computed over all folders together). */
export function loadCorpora(folders: readonly string[] = DEFAULT_CORPORA): CorpusFile[] {
  const files = folders.flatMap((folder) =>
    readManifest(folder).map((entry) => ({ folder, entry })),
  );
  // Union-find over the keys each file carries.
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let current = key;
    while (parent.get(current) !== current) current = parent.get(current) ?? current;
    return current;
  };
  const union = (left: string, right: string) => {
    const a = find(left);
    const b = find(right);
    if (a !== b) parent.set(a < b ? b : a, a < b ? a : b);
  };
  const keysOf = (entry: ManifestEntry): string[] => {
    const keys: string[] = [];
    const vendor = entry.truth.vendor;
    if (typeof vendor === 'string' && normaliseVendor(vendor)) {
      keys.push(`vendor:${normaliseVendor(vendor)}`);
    }
    if (entry.source_repo) keys.push(`source:${entry.source_repo.toLowerCase()}`);
    if (keys.length === 0) keys.push(`file:${entry.file}`);
    return keys;
  };
  for (const { entry } of files) {
    const keys = keysOf(entry);
    for (const key of keys) if (!parent.has(key)) parent.set(key, key);
    for (const key of keys.slice(1)) union(keys[0]!, key);
  }
  return files.map(({ folder, entry }) => {
    const group = find(keysOf(entry)[0]!);
    const known = split.tuned.includes(group) || split.heldAside.includes(group);
    const held = known ? split.heldAside.includes(group) : hashOf(group) % 3 === 0;
    return {
      corpus: path.basename(folder),
      path: path.join(folder, entry.file),
      entry,
      part: held ? 'held-aside' : 'tuned',
      group,
    };
  });
}
