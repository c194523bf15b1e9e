// Generates labelled invoices whose layouts reproduce, from memory of the real documents, what
// widely used invoicing software and common kinds of bill print. Set 1 (the default): Stripe's
// invoice and receipt, QuickBooks Online, Xero, FreshBooks, Zoho Invoice, Wave, Square, PayPal, a
// Shopify order invoice, a marketplace seller's VAT invoice, a cloud provider's monthly bill, an
// app store's receipt, a hotel folio, electricity and mobile phone bills, German (DIN 5008
// letter), French, Spanish, Italian, Dutch and Polish invoices as their local software sets them,
// a freelancer's word-processor invoice, till receipts, Canadian GST/PST/HST and Australian tax
// invoices. Set 2 (--set 2, written later): Microsoft's Word/Excel invoice template, the Google
// Docs template, a mobile invoicing app, Harvest, a law firm's invoice with a retainer applied, a
// courier's invoice with waybills and duties, Dynamics 365 Business Central, Sage 50, an SAP
// invoice with Skonto, a German sole trader (often a Kleinunternehmer), Sellsy, a Spanish factura
// with IRPF withheld, the courtesy copy of an Italian e-invoice, Exact Online, a wholesaler's
// invoice over two pages with subtotals carried forward, a German fuel station's receipt, a French
// restaurant ticket, a ride-hailing receipt, an airline ticket receipt, a German hotel invoice, a
// marketplace order, a SaaS merchant of record, a contractor's AIA progress billing and a
// medical/dental patient statement. Set 3 (--set 3, written later still): Odoo's invoice report,
// lexoffice, a German craftsman's invoice (labour and material, the §35a note), an Austrian
// invoice, a Swiss invoice with its QR-bill, a bilingual Belgian factuur/facture with the
// structured communication, Moneybird, Pennylane, Fatture in Cloud (with rivalsa INPS and ritenuta
// at times), a US plumbing/HVAC contractor (sales tax on materials only), a US auto-repair order, a
// UK sole trader not registered for VAT, FreeAgent, a designer's Canva template, a photographer
// named only in the logo, a German telecom bill, a Stadtwerke annual gas and water bill, an
// insurance premium invoice (insurance premium tax), a conference registration, a domain
// registrar's receipt, an online-course receipt (prices with VAT in), a credit note (the sign as
// printed) and e-conomic, Fortnox and Tripletex invoices in English with DKK, SEK and NOK. Set 4
// (--set 4, written later still): Invoice Ninja, a German or French hosting provider's monthly
// bill (hourly cloud usage, the reverse charge, an EU consumer's VAT, often two pages), a
// freelance marketplace's invoice (the freelancer's, issued on the freelancer's behalf, or the
// platform's fee), a holiday rental platform's commission invoice to a host, a UK subcontractor's
// invoice under CIS (a deduction on the labour, the VAT reverse charge), a car rental's final
// invoice in five languages, a restaurant group's catering invoice, a modern template with the
// seller only in its footer band, an invoice with the seller's block at the bottom right, a Czech
// Fakturoid faktura, a Portuguese fatura (ATCUD, IRS withheld), a Romanian SmartBill factură, a
// Hungarian Számlázz.hu számla, a Croatian račun (ZKI, JIR), Visma eEkonomi in Swedish (ROT),
// Dinero in Danish, Zoho Books India and Tally (CGST/SGST or IGST, amounts in words), a Japanese
// qualified invoice in English, a Singapore GST tax invoice, a New Zealand tradesman's invoice, a
// South African VAT invoice, a Mexican CFDI, an Argentine AFIP factura A or C and a Turkish
// e-Fatura. Set 5 (--set 5, written later still): a legacy ERP's invoice on green-bar paper from a
// dot-matrix printer, a spreadsheet exported to PDF, a small Irish workshop's typed invoice, a
// letterhead whose trading name is big and whose legal entity is only in the small print, a US
// template with the buyer above and larger than the seller, a UK self-billing invoice (the
// supplier is the vendor), a Luxembourg pro forma turned final invoice, a productivity suite's
// invoice in dollars with its VAT in euros or pounds, a developer platform's receipt, a business
// marketplace's invoice sold by a third party, an express carrier's duty and tax invoice, an
// Estonian arve, a Latvian or Lithuanian VAT invoice, a Slovenian račun, a Slovak faktúra with an
// advance deducted, Bulgarian (through the change to the euro) and Greek (myDATA) invoices in
// English, a Brazilian NFS-e, a Hong Kong or Chinese commercial invoice, a Korean tax invoice in
// English, a Belgian energy bill's annual settlement, a UAE school's fees, a UK barrister's fee
// note, a German doctor's GOÄ bill and an Israeli accounting firm's tax invoice. Set 6 (--set 6,
// written later still): a collaboration or creative software vendor's subscription invoice, a
// productivity cloud's invoice under a customer agreement with its tax by jurisdiction, a
// marketplace seller's VAT invoice or a craft shop's order receipt, a cross-border marketplace's
// order invoice with the VAT collected under the IOSS, a holiday stay's guest receipt, a French
// mobile operator's facture, an Australian electricity bill, a Québec facture in French (TPS and
// TVQ), Chilean, Colombian and Peruvian facturas electrónicas, a Brazilian DANFE, an Indonesian
// faktur pajak, a Philippine sales invoice or official receipt, a Malaysian e-invoice, a Vietnamese
// VAT invoice, a Kenyan eTIMS invoice, a Nigerian invoice, an Egyptian e-invoice in English, a
// wholesaler's invoice over two pages with the totals only on the second, a landscape invoice, a
// paid invoice under a PAID watermark with a stamp over its totals, a maker's invoice with its name
// in a script face, an invoice with a remittance slip and a translator's invoice with the amount in
// words (support/software-layouts/, set 3 in set3-*.ts, set 4 in set4-*.ts, set 5 in set5-*.ts,
// set 6 in set6-*.ts). Each is an HTML page printed to PDF by headless Chromium with every request
// but data: and about: refused, filled with data drawn from a seeded random source: names,
// addresses, tax and registration numbers of the right country, each product's number and date
// formats, and the distractors real documents carry (due dates, PO, customer and account numbers,
// amounts paid, balances due and brought forward, IBANs, page numbers). About one seller in five or
// six (in sets 3 to 6 about one in seven) has its name only in a logo picture (no text layer).
//
// Why: these layouts were written without knowledge of how the extractor works (its code, its
// tests and its own generator unread), so they are an independent test set that was not bent
// towards it. The figures that count stay those on the real corpora.
//   pnpm --filter @billfold/bench software-layout-invoices [-- --set 1|2|3|4|5|6 --count 60 --seed 1 --out DIR --chromium PATH --only NAME,…]
// Writes DIR/<n>-<layout>.pdf and DIR/manifest.json (the corpora's manifest format), by default
// .data/software-layout-invoices (set 2: .data/software-layout-invoices-2, set 3:
// .data/software-layout-invoices-3, set 4: .data/software-layout-invoices-4, set 5:
// .data/software-layout-invoices-5, set 6: .data/software-layout-invoices-6); then
//   pnpm bench:extract -- .data/software-layout-invoices [--scan-copies]
// Truth follows the fixtures' README: the net after document-level discounts and credits (shipping
// and freight included), the tax of all rates together, the gross total (not a balance due nor an
// amount paid, nor what is left after a retainer, a deposit or a tax withheld), a field null where
// the page does not print it; a receipt's number stands for the invoice number when it prints no
// other. The layouts whose amounts are not simply net, tax and total say in their truth how they
// read them (set 3: the Fortnox total rounded to whole kronor, insurance premium tax as the tax, a
// credit note's sign as printed; set 4: totals rounded where the rounding is printed, the gross
// before CIS, IRS or ROT, the reverse charge's 0.00 as the tax, a freelancer as the vendor of the
// invoice a platform issues for them; set 5: the supplier as the vendor of a self-billed invoice,
// counsel or the doctor rather than the chambers or the billing office, the final invoice's number
// and total before the pro forma's advance, the ISS inside an NFS-e's service value as its tax and
// no net, dollars rather than the VAT's equivalent in euros, the carrier's own VAT rather than the
// import VAT it paid; set 6: no net where a receipt prints none or the tax is inside the price (a
// guest receipt, a craft shop's receipt, the DANFE's ICMS), no total on a faktur pajak, a guest
// receipt's occupancy taxes as its tax, TPS and TVQ together, the store rather than the platform
// that collects the VAT, the ERP's invoice number rather than the eTIMS control unit's, the total
// rather than an amount due after withholdings, a detraction, a card payment or with a previous
// balance). Layouts take turns, so --count 54 gives each of set 1's 27 two invoices,
// --set 2 --count 48 each of set 2's 24, --set 3 --count 50 each of set 3's 25, --set 4 --count 50
// each of set 4's 25, --set 5 --count 50 each of set 5's 25 and --set 6 --count 50 each of
// set 6's 25.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { chromium } from 'playwright-core';
import { benchArgs } from './support/args.ts';
import type { ManifestEntry } from './support/extract-corpus.ts';
import { randomSource, type Paper } from './support/software-layouts/common.ts';
import type { Layout } from './support/software-layouts/common.ts';
import {
  LAYOUTS,
  LAYOUTS_2,
  LAYOUTS_3,
  LAYOUTS_4,
  LAYOUTS_5,
  LAYOUTS_6,
} from './support/software-layouts/index.ts';

const { values: options } = benchArgs({
  // Which set of layouts: 1 (the first 27), 2 (the second 24, written later), 3 (the third 25), 4
  // (the fourth 25), 5 (the fifth 25) or 6 (the sixth 25).
  set: { type: 'string', default: '1' },
  count: { type: 'string', default: '60' },
  seed: { type: 'string', default: '1' },
  out: { type: 'string' },
  chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  // Only the layouts whose names contain one of these (comma-separated), for looking at one.
  only: { type: 'string' },
});
const SETS: Record<string, { layouts: Layout[]; out: string }> = {
  '1': { layouts: LAYOUTS, out: '.data/software-layout-invoices' },
  '2': { layouts: LAYOUTS_2, out: '.data/software-layout-invoices-2' },
  '3': { layouts: LAYOUTS_3, out: '.data/software-layout-invoices-3' },
  '4': { layouts: LAYOUTS_4, out: '.data/software-layout-invoices-4' },
  '5': { layouts: LAYOUTS_5, out: '.data/software-layout-invoices-5' },
  '6': { layouts: LAYOUTS_6, out: '.data/software-layout-invoices-6' },
};
const set = SETS[options.set];
if (!set) throw new Error('software-layout-invoices: --set must be 1, 2, 3, 4, 5 or 6');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(options.out ?? path.join(root, set.out));
const count = Number(options.count);
const seed = Number(options.seed);
const wanted = options.only?.split(',').filter(Boolean) ?? [];
const layouts = wanted.length
  ? set.layouts.filter((layout) => wanted.some((name) => layout.name.includes(name)))
  : set.layouts;
if (!Number.isInteger(count) || count < 1 || layouts.length === 0) {
  throw new Error('software-layout-invoices: --count must be a positive integer, --only a layout');
}

const MM = 96 / 25.4;
/** The page's width in CSS pixels, to lay the HTML out at before printing. */
const widthOf = (paper: Paper) =>
  paper.roll
    ? Math.round(paper.roll * MM)
    : paper.landscape
      ? paper.format === 'Letter'
        ? 1056
        : 1123
      : paper.format === 'Letter'
        ? 816
        : 794;

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: options.chromium });
const entries: ManifestEntry[] = [];
const blocked: string[] = [];
try {
  const page = await browser.newPage();
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (/^(data|about):/.test(url)) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  for (let index = 0; index < count; index += 1) {
    const layout = layouts[index % layouts.length]!;
    // Each invoice its own stream: the same seed and index give the same invoice.
    const r = randomSource(Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
    const made = layout.render(r);
    const { paper, truth } = made;
    await page.setViewportSize({ width: widthOf(paper), height: paper.roll ? 200 : 900 });
    await page.setContent(made.html, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    // What a reader sees: no placeholder left, the number there, the seller's name there unless
    // it is only in the logo, and then nowhere in the text.
    const text = (await page.innerText('body')).replace(/\s+/g, ' ');
    const has = (value: string, within = text) =>
      within.toLowerCase().includes(value.toLowerCase());
    // E-mail addresses and web sites may spell the name of a logo-only seller as their domain.
    const prose = text.replace(/\S+@\S+|\bwww\.\S+/g, ' ');
    const problems = [
      /\b(undefined|NaN|null)\b|\[object/.test(text) ? 'a placeholder' : '',
      truth.invoiceNumber !== null && !has(String(truth.invoiceNumber)) ? 'the number' : '',
      !made.logoOnly && !has(String(truth.vendor)) ? 'the vendor' : '',
      made.logoOnly && has(String(truth.vendor), prose) ? 'a logo-only vendor in the text' : '',
      ...(made.aliases ?? []).map((alias) => (has(alias) ? '' : `the alias ${alias}`)),
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new Error(`${layout.name} #${index + 1}: ${problems.join(', ')} in ${text}`);
    }
    let pdf: Buffer;
    if (paper.roll) {
      // A roll as long as the receipt: the body's bottom edge.
      const height = Number(
        await page.evaluate('Math.ceil(document.body.getBoundingClientRect().bottom)'),
      );
      pdf = await page.pdf({
        width: `${paper.roll}mm`,
        height: `${Math.ceil(height) + 4}px`,
        printBackground: true,
        pageRanges: '1',
      });
    } else {
      const [top = '0', right = '0', bottom = '0', left = '0'] = paper.margin ?? [];
      pdf = await page.pdf({
        format: paper.format ?? 'A4',
        landscape: paper.landscape ?? false,
        printBackground: true,
        margin: { top, right, bottom, left },
        displayHeaderFooter: Boolean(paper.footer || paper.header),
        headerTemplate: paper.header ?? '<span></span>',
        footerTemplate: paper.footer ?? '<span></span>',
      });
    }
    const file = `${String(index + 1).padStart(3, '0')}-${layout.name}.pdf`;
    writeFileSync(path.join(outDir, file), pdf);
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    entries.push({
      file,
      source_repo: `generated:${layout.name}`,
      text_layer: true,
      pages,
      truth,
      ...(made.aliases?.length ? { vendor_aliases: made.aliases } : {}),
    });
  }
} finally {
  await browser.close();
}
if (blocked.length > 0) {
  console.warn(`software-layout-invoices: ${blocked.length} requests blocked, e.g. ${blocked[0]}`);
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(entries, null, 2)}\n`);
console.log(`${entries.length} invoices of ${layouts.length} layouts in ${outDir}`);
