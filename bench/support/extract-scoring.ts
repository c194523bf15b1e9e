// The matching rules of the extraction benchmark (issue 6): invoice number case-insensitive,
// ignoring spaces and a leading '#'; date exact; vendor equal after normalising case, punctuation
// and legal-form suffixes, or equal to one of the aliases; amounts within 0.01; currency exact; a
// null truth is matched only by null.
import { EVIDENCE_FIELDS, type EvidenceField } from '@billfold/contract';

/** The fields scored: the ones whose place on the page an extractor shows. */
export const FIELDS = EVIDENCE_FIELDS;
export type Field = EvidenceField;
export type Truth = Record<Field, string | number | null>;

const LEGAL_FORMS = new Set([
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'ev',
  'ag',
  'ltd',
  'limited',
  'llc',
  'llp',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'plc',
  'pty',
  'sarl',
  'sas',
  'sasu',
  'eurl',
  'sa',
  'sl',
  'srl',
  'spa',
  'bv',
  'nv',
  'pvt',
  'private',
  'oy',
  'ab',
  'aps',
  'as',
  'company',
]);

export function normaliseVendor(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // A legal form spelt with dots is the same form: "S.r.l." and "SRL", "S.p.A." and "SpA".
  let letters = 0;
  while (letters < words.length && words[words.length - 1 - letters]!.length === 1) letters++;
  if (letters >= 2 && letters < words.length) {
    const form = words.slice(-letters).join('');
    if (LEGAL_FORMS.has(form)) words.splice(-letters, letters, form);
  }
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

const invoiceNumber = (value: string) => value.toLowerCase().replace(/\s+/g, '').replace(/^#/, '');

export function scoreField(
  field: Field,
  got: string | number | null,
  truth: Truth,
  aliases: readonly string[],
): boolean {
  const expected = truth[field];
  if (expected === null || expected === undefined) return got === null;
  if (got === null) return false;
  switch (field) {
    case 'invoiceNumber':
      return invoiceNumber(String(got)) === invoiceNumber(String(expected));
    case 'vendor':
      return [String(expected), ...aliases].some(
        (name) => normaliseVendor(name) === normaliseVendor(String(got)),
      );
    case 'amount':
    case 'taxAmount':
    case 'total':
      return typeof got === 'number' && Math.abs(got - Number(expected)) <= 0.01 + 1e-9;
    default:
      return got === expected;
  }
}
