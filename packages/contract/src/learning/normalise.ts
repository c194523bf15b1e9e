/** Text comparisons of the learning rules: names, labels and identifiers as they are compared. */

const LEGAL_FORMS = new Set(
  'gmbh mbh ag kg ohg ug co ltd limited llc inc incorporated corp corporation company sa sas sarl srl spa bv nv plc pty oy ab as sro spol zoo ek kft doo lp llp'.split(
    ' ',
  ),
);

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A vendor name compared: lower case, no accents or punctuation, no legal form ("Lieferant GmbH" → "lieferant"). */
export function normaliseName(name: string): string {
  const words = fold(name)
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const kept = words.filter((word) => !LEGAL_FORMS.has(word));
  return (kept.length > 0 ? kept : words).join(' ');
}

/** A label compared: its letters only, lower case ("Invoice No.:" → "invoice no"). */
export function normaliseLabel(text: string): string {
  return fold(text)
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .slice(0, 80);
}

/** A VAT id or IBAN compared: upper case letters and digits only. */
export function normaliseKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Edit distance (insertions, deletions, substitutions), stopping early past `limit`. */
export function editDistance(left: string, right: string, limit = Infinity): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[right.length]!;
}

/** 1 for equal texts, 0 for nothing in common (edit distance over the longer length). */
export function similarity(left: string, right: string): number {
  const longer = Math.max(left.length, right.length);
  if (longer === 0) return 1;
  return 1 - editDistance(left, right) / longer;
}

/** A name misread by a letter or two: at most 1 edit in 5 characters, 2 in longer names. */
export function nearlySameName(left: string, right: string): boolean {
  const shorter = Math.min(left.length, right.length);
  if (shorter < 5) return false;
  return editDistance(left, right, 2) <= (shorter < 10 ? 1 : 2);
}

/** 32-bit FNV-1a: a header word is kept as a number, not as text. */
export function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
