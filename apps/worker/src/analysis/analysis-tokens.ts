/** Injection tokens of the analysis pipeline's parts. */
export const PAGE_RENDERER = Symbol('PAGE_RENDERER');
export const INVOICE_EXTRACTOR = Symbol('INVOICE_EXTRACTOR');
export const BLOB_STORAGE = Symbol('BLOB_STORAGE');
