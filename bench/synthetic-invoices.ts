// Generates labelled synthetic invoices for the extraction benchmark: text-layer PDFs in English,
// German, French, Spanish, Dutch, Italian, Swedish and Portuguese, each from a seeded random draw of its layout (where
// the seller, the customer, the invoice's details and the totals stand, labels beside or above
// their values, fonts), its labels (several usual wordings per language), number and date formats,
// currencies and VAT rates, and the distractors real invoices carry (customer and order numbers,
// due and delivery dates, postcodes, phone numbers, the customer's VAT id, bank and register
// lines, a sender line above the address window). They measure how the extractor holds on layouts
// and wordings no corpus invoice has; the figures that count stay those on the real corpora.
//   pnpm --filter @billfold/bench synthetic-invoices [-- --count 120 --seed 1 --out DIR --wide --styled
//   --payments --tax-table --india --us --receipt --freelance --swiss --central --nordic --anglo]
// Writes DIR/*.pdf and DIR/manifest.json (the corpora's manifest format, source_repo
// 'billfold/synthetic'), by default .data/synthetic-invoices; then
//   pnpm bench:extract -- .data/synthetic-invoices [--scan-copies]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { benchArgs } from './support/args.ts';
import type { ManifestEntry } from './support/extract-corpus.ts';

const { values: options } = benchArgs({
  count: { type: 'string', default: '120' },
  seed: { type: 'string', default: '1' },
  out: { type: 'string' },
  // Wider variety: sellers without a legal form, footers without the seller's name, contact
  // e-mail addresses in the head. Off by default, so a seed's corpus stays what it was.
  wide: { type: 'boolean', default: false },
  // Colour, as modern invoice templates print it: the title and the seller's name in an accent
  // colour, the items' head and the total in white on an accent bar, shaded rows, grey labels and
  // a grey footer. Off by default, so a seed's corpus stays what it was.
  styled: { type: 'boolean', default: false },
  // Payments under the total, as invoices paid in advance or in part print them: a deposit or the
  // whole amount paid, then the balance left (the truth stays the invoice's total). Off by
  // default, so a seed's corpus stays what it was.
  payments: { type: 'boolean', default: false },
  // A VAT breakdown table beside the totals (rate, net, tax, gross per rate), as European
  // invoices print it, the totals then with one tax line. Off by default.
  'tax-table': { type: 'boolean', default: false },
  // Indian GST tax invoices instead of the European locales: lakh grouping, GSTIN and PAN,
  // CGST + SGST (or IGST) lines, HSN/SAC codes, a "Ship To" block beside "Bill To", the amount in
  // words, and a "For <seller> / Authorised Signatory" block. Every invoice of the corpus.
  india: { type: 'boolean', default: false },
  // United States invoices instead, as small businesses' tools print them: sellers without a
  // legal form as often as with, capitalised labels, sales tax by state (or none), "Terms: Net
  // 30", a "Ship To" block, "Make all checks payable to <seller>", and now and then the balance due
  // in a box at the top. Every invoice of the corpus.
  us: { type: 'boolean', default: false },
  // Till receipts instead of A4 invoices: a narrow page in a monospace font, the seller centred at
  // the top, the receipt's number, date and time, the items, the total that includes its tax, and
  // what was paid: cash given and change, or a card. Every invoice of the corpus.
  receipt: { type: 'boolean', default: false },
  // Sole traders and freelancers instead of companies: the seller is a person (now and then with
  // a trade name), often exempt from VAT with the note the law asks for ("Gemäß § 19 UStG…",
  // "TVA non applicable, art. 293 B du CGI"), a tax number instead of a VAT id, the person as the
  // bank account's holder and, now and then, signing under a closing greeting. The European
  // locales; not with --india, --us or --receipt.
  freelance: { type: 'boolean', default: false },
  // Swiss invoices instead, in German, French and Italian: CHF with 1'234.50, MWST/TVA/IVA at
  // 8.1 % (or 7.7 % before 2024, 2.6 % reduced), CHE- VAT numbers, and the QR-bill's payment
  // part at the foot of the page (receipt and payment part: the account and the seller's name
  // under "Payable to", the amount again, the customer's name under "Payable by"). Every invoice
  // of the corpus; not with --india, --us, --receipt or --freelance.
  swiss: { type: 'boolean', default: false },
  // Polish and Czech invoices instead: the seller's block under "Sprzedawca" or "Dodavatel" beside
  // the buyer's, NIP/REGON or IČ/DIČ under each name, the number in the title ("Faktura VAT nr
  // FV/12/05/2023"), the sale date, "Zapłacono" and "Pozostało do zapłaty", the total in Polish
  // words, the Czech payment symbols, a rounding line to whole crowns, signature lines, and
  // letters outside WinAnsi (an embedded DejaVu font). Not with the other corpus flags.
  central: { type: 'boolean', default: false },
  // Danish, Norwegian, Finnish and Swedish invoices instead: CVR, Org.nr … MVA, Y-tunnus and ALV
  // (24 % and 25,5 %), the payment's reference (OCR-nummer, KID, viitenumero, FI-kort) made of the
  // invoice number, Bankgiro and Plusgiro, "Vår referens" and "Er referens" with people's names,
  // the late payment interest's rate, and a rounding line to whole crowns now and then. Not with
  // the other corpus flags.
  nordic: { type: 'boolean', default: false },
  // Canada (GST with PST or QST on lines of their own, or HST), Australia (ABN, "Total inc GST"),
  // New Zealand, Ireland, the United Arab Emirates (TRN, 5 %) and Singapore (UEN, GST 9 %)
  // instead. Not with the other corpus flags.
  anglo: { type: 'boolean', default: false },
});
const requireFont = createRequire(import.meta.url);
/** (--central, --nordic) Layouts that keep long labels and titles clear of each other. */
const fitted = options.central || options.nordic || options.anglo;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(options.out ?? path.join(root, '.data/synthetic-invoices'));

/** mulberry32: a small seeded generator, so a seed gives the same corpus every time. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof randomSource>;

type Language =
  'en' | 'de' | 'fr' | 'es' | 'nl' | 'it' | 'sv' | 'pt' | 'pl' | 'cs' | 'da' | 'nb' | 'fi';
/** The languages of the European locales, which the sole traders' and the tills' words cover. */
type WesternLanguage = Exclude<Language, 'pl' | 'cs' | 'da' | 'nb' | 'fi'>;

interface Locale {
  language: Language;
  /** Thousands and decimal separators; lakh: groups of two above the thousands (12,34,567). */
  number: { group: string; decimal: string; lakh?: boolean };
  /** Currencies, with the tax rates of their country where they differ from the locale's. */
  currencies: readonly {
    code: string;
    symbol: string;
    before: boolean;
    rates?: readonly number[];
  }[];
  rates: readonly number[];
  dateFormats: readonly DateFormat[];
  legalForms: readonly string[];
  title: readonly string[];
  number_: readonly string[];
  date: readonly string[];
  due: readonly string[];
  delivery: readonly string[];
  customerLabel: readonly string[];
  customerNumber: readonly string[];
  orderNumber: readonly string[];
  net: readonly string[];
  /** Tax labels; {rate} stands for the rate as printed ("19", "5,5"). */
  tax: readonly string[];
  total: readonly string[];
  shipping: readonly string[];
  discount: readonly string[];
  /** Labels of what was paid before (a deposit, the whole amount) and of the balance left. */
  paid: readonly string[];
  balance: readonly string[];
  /** The heads of a VAT breakdown table (rate, net, tax, gross) and the label of the tax's sum. */
  taxTable: readonly [string, string, string, string];
  taxSum: string;
  /** Labels of the tax a total includes (receipts): {rate} as above. */
  included: readonly string[];
  /** The lower rate a second group of items is taxed at. */
  lowerRate: number;
  page: string;
  columns: readonly [string, string, string, string];
  items: readonly string[];
  vatId: (r: Random) => string;
  companyId: (r: Random) => string;
  iban: (r: Random) => string;
  phone: (r: Random) => string;
  street: (r: Random) => string;
  city: (r: Random) => string;
  notes: readonly string[];
  people: readonly string[];
  words: readonly string[];
  /** The top-level domain of the seller's e-mail address, where it is not the language's. */
  domain?: string;
  /** The footer's bank line, where it is not an IBAN and a BIC. */
  bankLine?: (r: Random) => string;
  /** (--anglo) Taxes printed on lines of their own per rate: Canada's GST and PST. */
  taxParts?: Record<string, readonly (readonly [string, number])[]>;
}

type DateFormat =
  | 'dmy.'
  | 'dmy/'
  | 'dmy-'
  | 'iso'
  | 'mdy/'
  | 'd month y'
  | 'month d, y'
  | 'd-mon-y'
  /** Czech: "5. 3. 2024". */
  | 'd. m. y';

const MONTHS: Record<Language, readonly string[]> = {
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
    ' ',
  ),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
    ' ',
  ),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(
    ' ',
  ),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
    ' ',
  ),
  sv: 'januari februari mars april maj juni juli augusti september oktober november december'.split(
    ' ',
  ),
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(
    ' ',
  ),
  // The genitive, as a date prints it ("12 maja 2023", "12. května 2023").
  pl: 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia'.split(
    ' ',
  ),
  cs: 'ledna února března dubna května června července srpna září října listopadu prosince'.split(
    ' ',
  ),
  da: 'januar februar marts april maj juni juli august september oktober november december'.split(
    ' ',
  ),
  nb: 'januar februar mars april mai juni juli august september oktober november desember'.split(
    ' ',
  ),
  fi: 'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta'.split(
    ' ',
  ),
};

const digits = (r: Random, count: number) =>
  Array.from({ length: count }, () => String(r.int(0, 9))).join('');
const upper = (r: Random, count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + r.int(0, 25))).join('');

const LOCALES: readonly Locale[] = [
  {
    language: 'en',
    number: { group: ',', decimal: '.' },
    currencies: [
      { code: 'GBP', symbol: '£', before: true },
      { code: 'USD', symbol: '$', before: true, rates: [0, 6, 7.25, 8.875] },
      { code: 'EUR', symbol: '€', before: true, rates: [23, 21] },
    ],
    rates: [20, 20, 5, 0],
    dateFormats: ['dmy/', 'd month y', 'month d, y', 'd-mon-y', 'iso'],
    legalForms: ['Ltd', 'Limited', 'LLC', 'Inc.', 'PLC', 'LLP'],
    title: ['INVOICE', 'Invoice', 'TAX INVOICE', 'Sales Invoice'],
    number_: ['Invoice No.', 'Invoice #', 'Invoice Number', 'Invoice no:', 'Inv. No.', 'Number'],
    date: ['Invoice Date', 'Date', 'Date of issue', 'Issue date', 'Invoice date:'],
    due: ['Due Date', 'Payment due', 'Due by'],
    delivery: ['Delivery date', 'Ship date', 'Supply date'],
    customerLabel: ['Bill To', 'Billed to', 'Invoice to', 'Customer', 'Sold to'],
    customerNumber: ['Customer No.', 'Account No.', 'Customer ID'],
    orderNumber: ['PO Number', 'Order No.', 'Your ref.'],
    net: ['Subtotal', 'Sub-total', 'Net amount', 'Total excl. VAT', 'Net total'],
    tax: ['VAT {rate}%', 'VAT @ {rate}%', 'Tax ({rate}%)', 'Sales tax {rate}%', 'VAT'],
    total: [
      'Total',
      'TOTAL',
      'Total due',
      'Amount due',
      'Grand Total',
      'Balance Due',
      'Total incl. VAT',
    ],
    shipping: ['Shipping', 'Delivery', 'Postage & packing'],
    discount: ['Discount', 'Less discount'],
    taxTable: ['VAT rate', 'Net', 'VAT', 'Gross'],
    taxSum: 'Total VAT',
    paid: ['Amount paid', 'Paid', 'Less deposit'],
    balance: ['Balance due', 'Amount outstanding', 'Balance'],
    included: ['incl. VAT {rate}%', 'Includes VAT {rate}%', 'VAT included ({rate}%)'],
    lowerRate: 5,
    page: 'Page',
    columns: ['Description', 'Qty', 'Unit price', 'Amount'],
    items: [
      'Consulting services',
      'Website maintenance (monthly)',
      'Office chairs',
      'Printer toner cartridge',
      'Annual software licence',
      'Design work - brochure',
      'Installation and setup',
      'Training session (half day)',
      'Cloud hosting plan',
      'Copy paper A4, 5 boxes',
    ],
    vatId: (r) => `GB ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`,
    companyId: (r) => `Company No. ${digits(r, 8)}`,
    iban: (r) =>
      `GB${digits(r, 2)} NWBK ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)}`,
    phone: (r) => `+44 20 ${digits(r, 4)} ${digits(r, 4)}`,
    street: (r) =>
      `${r.int(1, 240)} ${r.pick(['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Park Avenue'])}`,
    city: (r) =>
      `${r.pick(['London', 'Leeds', 'Bristol', 'Manchester', 'York'])} ${upper(r, 2)}${r.int(1, 19)} ${r.int(1, 9)}${upper(r, 2)}`,
    notes: [
      'Payment within 30 days. Thank you for your business.',
      'Please quote the invoice number with your payment.',
      'Registered in England and Wales.',
    ],
    people: ['Sarah Mitchell', 'James Porter', 'Emily Clarke', 'Daniel Hughes'],
    words: [
      'Harbour',
      'Northgate',
      'Bluebell',
      'Kestrel',
      'Oakfield',
      'Summit',
      'Brightwater',
      'Redwood',
      'Atlas',
      'Pennine',
    ],
  },
  {
    language: 'de',
    number: { group: '.', decimal: ',' },
    currencies: [
      { code: 'EUR', symbol: '€', before: false },
      { code: 'EUR', symbol: 'EUR', before: false },
      { code: 'CHF', symbol: 'CHF', before: true },
    ],
    rates: [19, 19, 7],
    dateFormats: ['dmy.', 'dmy.', 'd month y', 'iso'],
    legalForms: ['GmbH', 'AG', 'GmbH & Co. KG', 'e.K.', 'UG (haftungsbeschränkt)'],
    title: ['Rechnung', 'RECHNUNG'],
    number_: ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Re.-Nr.', 'Belegnummer'],
    date: ['Rechnungsdatum', 'Datum', 'Ausstellungsdatum'],
    due: ['Fällig am', 'Zahlbar bis'],
    delivery: ['Lieferdatum', 'Leistungsdatum'],
    customerLabel: ['Rechnungsempfänger', 'Kunde', 'Rechnungsadresse'],
    customerNumber: ['Kundennummer', 'Kunden-Nr.'],
    orderNumber: ['Bestellnummer', 'Auftrag Nr.', 'Ihre Bestellung'],
    net: ['Nettobetrag', 'Summe netto', 'Zwischensumme', 'Gesamt netto', 'Netto'],
    tax: ['MwSt. {rate} %', 'zzgl. {rate} % USt.', 'Umsatzsteuer {rate}%', '{rate}% MwSt.'],
    total: ['Gesamtbetrag', 'Rechnungsbetrag', 'Gesamt brutto', 'Endbetrag', 'Zu zahlen'],
    shipping: ['Versandkosten', 'Fracht'],
    discount: ['Rabatt', 'Nachlass'],
    taxTable: ['USt-Satz', 'Netto', 'USt', 'Brutto'],
    taxSum: 'Umsatzsteuer gesamt',
    paid: ['Bereits bezahlt', 'Anzahlung', 'Abzüglich Anzahlung'],
    balance: ['Restbetrag', 'Offener Betrag', 'Noch zu zahlen'],
    included: ['enthaltene MwSt. {rate} %', 'inkl. {rate} % MwSt.', 'darin enthalten {rate}% USt.'],
    lowerRate: 7,
    page: 'Seite',
    columns: ['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'],
    items: [
      'Beratung (Stunden)',
      'Wartungsvertrag Heizung',
      'Büromaterial',
      'Softwarelizenz Jahresabo',
      'Montage vor Ort',
      'Druck Flyer A5, 1000 Stück',
      'Reinigung Büroräume',
      'Hosting-Paket Business',
    ],
    vatId: (r) => `DE${digits(r, 9)}`,
    companyId: (r) => `Amtsgericht ${r.pick(['Berlin', 'München', 'Köln'])} HRB ${digits(r, 5)}`,
    iban: (r) =>
      `DE${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)}`,
    phone: (r) => `Tel. 0${r.int(30, 89)} ${digits(r, 6)}`,
    street: (r) =>
      `${r.pick(['Hauptstraße', 'Bahnhofstr.', 'Lindenweg', 'Gartenstraße', 'Schillerplatz'])} ${r.int(1, 120)}`,
    city: (r) => `${digits(r, 5)} ${r.pick(['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig'])}`,
    notes: [
      'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
      'Vielen Dank für Ihren Auftrag!',
      'Leistungszeitraum entspricht dem Rechnungsdatum.',
    ],
    people: ['Anna Schneider', 'Thomas Becker', 'Julia Hoffmann', 'Markus Wagner'],
    words: [
      'Nordlicht',
      'Bergmann',
      'Sonnenhof',
      'Elbtal',
      'Weber',
      'Rheinland',
      'Kranich',
      'Falkenstein',
      'Brunnen',
      'Lindner',
    ],
  },
  {
    language: 'fr',
    number: { group: ' ', decimal: ',' },
    currencies: [
      { code: 'EUR', symbol: '€', before: false },
      { code: 'EUR', symbol: 'EUR', before: false },
    ],
    rates: [20, 20, 10, 5.5],
    dateFormats: ['dmy/', 'dmy/', 'd month y', 'dmy.'],
    legalForms: ['SARL', 'SAS', 'SA', 'EURL'],
    title: ['FACTURE', 'Facture'],
    number_: ['Facture N°', 'N° de facture', 'Numéro de facture', 'Facture n°'],
    date: ['Date de facture', 'Date', "Date d'émission", 'Date facture'],
    due: ["Date d'échéance", 'Échéance'],
    delivery: ['Date de livraison', 'Date de prestation'],
    customerLabel: ['Client', 'Facturé à', 'Adresse de facturation', 'Destinataire'],
    customerNumber: ['N° client', 'Code client'],
    orderNumber: ['N° de commande', 'Votre référence'],
    net: ['Total HT', 'Montant HT', 'Sous-total HT', 'Total H.T.'],
    tax: ['TVA {rate} %', 'TVA ({rate}%)', 'Montant TVA {rate}%', 'TVA'],
    total: ['Total TTC', 'Montant TTC', 'Net à payer', 'Total à payer'],
    shipping: ['Frais de port', 'Livraison'],
    discount: ['Remise', 'Escompte'],
    taxTable: ['Taux TVA', 'Base HT', 'TVA', 'TTC'],
    taxSum: 'Total TVA',
    paid: ['Acompte versé', 'Déjà payé', 'Montant réglé'],
    balance: ['Reste à payer', 'Solde dû', 'Solde restant'],
    included: ['dont TVA {rate} %', 'TVA incluse {rate}%'],
    lowerRate: 5.5,
    page: 'Page',
    columns: ['Désignation', 'Qté', 'Prix unitaire HT', 'Montant HT'],
    items: [
      'Prestation de conseil',
      'Maintenance informatique',
      'Fournitures de bureau',
      'Abonnement logiciel annuel',
      'Installation sur site',
      'Création graphique',
      'Nettoyage des locaux',
    ],
    vatId: (r) => `FR${digits(r, 2)} ${digits(r, 9)}`,
    companyId: (r) => `SIRET ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 5)}`,
    iban: (r) =>
      `FR76 ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 3)}`,
    phone: (r) =>
      `Tél. 0${r.int(1, 5)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    street: (r) =>
      `${r.int(1, 90)} ${r.pick(['rue de la Paix', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue des Lilas'])}`,
    city: (r) => `${digits(r, 5)} ${r.pick(['Paris', 'Lyon', 'Nantes', 'Lille', 'Bordeaux'])}`,
    notes: [
      'Paiement à 30 jours. Pénalités de retard : trois fois le taux légal.',
      'Merci de votre confiance.',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
    ],
    people: ['Camille Martin', 'Julien Bernard', 'Sophie Dubois', 'Nicolas Laurent'],
    words: [
      'Lumière',
      'Belleville',
      'Azur',
      'Montclair',
      'Duval',
      'Provence',
      'Horizon',
      'Marceau',
    ],
  },
  {
    language: 'es',
    number: { group: '.', decimal: ',' },
    currencies: [{ code: 'EUR', symbol: '€', before: false }],
    rates: [21, 21, 10],
    dateFormats: ['dmy/', 'dmy-', 'd month y'],
    legalForms: ['S.L.', 'S.A.', 'S.L.U.'],
    title: ['FACTURA', 'Factura'],
    number_: ['Nº Factura', 'Factura nº', 'Número de factura', 'Nº de factura'],
    date: ['Fecha', 'Fecha de factura', 'Fecha de emisión'],
    due: ['Vencimiento', 'Fecha de vencimiento'],
    delivery: ['Fecha de entrega'],
    customerLabel: ['Cliente', 'Facturar a', 'Datos del cliente'],
    customerNumber: ['Nº cliente', 'Código cliente'],
    orderNumber: ['Nº pedido', 'Su referencia'],
    net: ['Base imponible', 'Subtotal', 'Importe neto'],
    tax: ['IVA {rate}%', 'IVA ({rate} %)', 'Cuota IVA {rate}%'],
    total: ['Total', 'Total factura', 'Importe total', 'TOTAL A PAGAR'],
    shipping: ['Gastos de envío', 'Transporte'],
    discount: ['Descuento'],
    taxTable: ['Tipo IVA', 'Base imponible', 'Cuota IVA', 'Total'],
    taxSum: 'Total IVA',
    paid: ['Anticipo', 'Pagado', 'Importe pagado'],
    balance: ['Saldo pendiente', 'Importe pendiente', 'Pendiente de pago'],
    included: ['IVA incluido {rate}%', 'de los cuales IVA {rate}%'],
    lowerRate: 10,
    page: 'Página',
    columns: ['Concepto', 'Cantidad', 'Precio', 'Importe'],
    items: [
      'Servicios de consultoría',
      'Mantenimiento mensual',
      'Material de oficina',
      'Licencia de software',
      'Instalación',
      'Diseño de logotipo',
    ],
    vatId: (r) => `CIF: B${digits(r, 8)}`,
    companyId: (r) =>
      `Inscrita en el Registro Mercantil de ${r.pick(['Madrid', 'Barcelona', 'Valencia'])}, Tomo ${digits(r, 5)}`,
    iban: (r) =>
      `ES${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)} ${digits(r, 10)}`,
    phone: (r) => `Tel. +34 9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
    street: (r) =>
      `${r.pick(['Calle Mayor', 'Avenida de la Constitución', 'Calle del Sol', 'Paseo de Gracia'])}, ${r.int(1, 150)}`,
    city: (r) =>
      `${digits(r, 5)} ${r.pick(['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao'])}`,
    notes: ['Forma de pago: transferencia bancaria a 30 días.', 'Gracias por su confianza.'],
    people: ['Lucía García', 'Javier López', 'Carmen Ruiz', 'Pablo Sánchez'],
    words: [
      'Solana',
      'Mirador',
      'Castellana',
      'Almendro',
      'Vega',
      'Ribera',
      'Alameda',
      'Horizonte',
    ],
  },
  {
    language: 'nl',
    number: { group: '.', decimal: ',' },
    currencies: [
      { code: 'EUR', symbol: '€', before: true },
      { code: 'EUR', symbol: 'EUR', before: true },
    ],
    rates: [21, 21, 9],
    dateFormats: ['dmy-', 'dmy-', 'd month y', 'dmy/'],
    legalForms: ['B.V.', 'BV', 'V.O.F.', 'N.V.'],
    title: ['FACTUUR', 'Factuur'],
    number_: ['Factuurnummer', 'Factuurnr.', 'Factuur nr.'],
    date: ['Factuurdatum', 'Datum'],
    due: ['Vervaldatum', 'Te betalen voor'],
    delivery: ['Leverdatum'],
    customerLabel: ['Klant', 'Factuuradres', 'Aan'],
    customerNumber: ['Klantnummer', 'Debiteurnr.'],
    orderNumber: ['Ordernummer', 'Uw referentie'],
    net: ['Subtotaal', 'Totaal excl. btw', 'Bedrag excl. BTW'],
    tax: ['BTW {rate}%', '{rate}% btw', 'Btw {rate}%'],
    total: ['Totaal', 'Totaal incl. btw', 'Te betalen', 'Totaalbedrag'],
    shipping: ['Verzendkosten'],
    discount: ['Korting'],
    taxTable: ['BTW-tarief', 'Grondslag', 'BTW', 'Totaal'],
    taxSum: 'Totaal BTW',
    paid: ['Reeds betaald', 'Aanbetaling', 'Voldaan'],
    balance: ['Openstaand bedrag', 'Nog te betalen', 'Openstaand saldo'],
    included: ['waarvan btw {rate}%', 'incl. {rate}% btw'],
    lowerRate: 9,
    page: 'Pagina',
    columns: ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'],
    items: [
      'Advieswerk',
      'Onderhoud website',
      'Kantoorartikelen',
      'Softwarelicentie',
      'Installatie',
      'Schoonmaak kantoor',
    ],
    vatId: (r) => `BTW-nr: NL${digits(r, 9)}B01`,
    companyId: (r) => `KvK ${digits(r, 8)}`,
    iban: (r) => `NL${digits(r, 2)} RABO ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)}`,
    phone: (r) => `Tel. 0${r.int(10, 79)}-${digits(r, 7)}`,
    street: (r) =>
      `${r.pick(['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg'])} ${r.int(1, 200)}`,
    city: (r) =>
      `${digits(r, 4)} ${upper(r, 2)} ${r.pick(['Amsterdam', 'Utrecht', 'Rotterdam', 'Eindhoven'])}`,
    notes: ['Gelieve binnen 14 dagen te betalen.', 'Bedankt voor uw bestelling.'],
    people: ['Sanne de Vries', 'Daan Jansen', 'Lotte Bakker', 'Bram Visser'],
    words: [
      'Molenaar',
      'Zonneveld',
      'Polder',
      'Vlinder',
      'Dijkstra',
      'Noorderlicht',
      'Tulp',
      'Haven',
    ],
  },
  {
    language: 'it',
    number: { group: '.', decimal: ',' },
    currencies: [{ code: 'EUR', symbol: '€', before: true }],
    rates: [22, 22, 10],
    dateFormats: ['dmy/', 'dmy/', 'd month y'],
    legalForms: ['S.r.l.', 'S.p.A.', 'S.n.c.'],
    title: ['FATTURA', 'Fattura'],
    number_: ['Fattura n.', 'Numero fattura', 'Fattura N°'],
    date: ['Data', 'Data fattura', 'Data documento'],
    due: ['Scadenza', 'Data scadenza'],
    delivery: ['Data consegna'],
    customerLabel: ['Cliente', 'Spett.le', 'Destinatario'],
    customerNumber: ['Codice cliente'],
    orderNumber: ['Rif. ordine', 'Vostro ordine'],
    net: ['Imponibile', 'Totale imponibile', 'Totale netto'],
    tax: ['IVA {rate}%', 'IVA {rate} %', 'Imposta {rate}%'],
    total: ['Totale', 'Totale fattura', 'Totale documento', 'Totale da pagare'],
    shipping: ['Spese di trasporto', 'Spedizione'],
    discount: ['Sconto'],
    taxTable: ['Aliquota', 'Imponibile', 'Imposta', 'Totale'],
    taxSum: 'Totale IVA',
    paid: ['Acconto', 'Già pagato', 'Importo pagato'],
    balance: ['Saldo da pagare', 'Residuo da pagare', 'Saldo residuo'],
    included: ['di cui IVA {rate}%', 'IVA inclusa {rate}%'],
    lowerRate: 10,
    page: 'Pagina',
    columns: ['Descrizione', 'Q.tà', 'Prezzo', 'Importo'],
    items: [
      'Consulenza',
      'Manutenzione impianto',
      'Cancelleria',
      'Licenza software annuale',
      'Installazione',
      'Progettazione grafica',
    ],
    vatId: (r) => `P.IVA ${digits(r, 11)}`,
    companyId: (r) => `REA ${upper(r, 2)}-${digits(r, 6)}`,
    iban: (r) =>
      `IT${digits(r, 2)} ${upper(r, 1)}${digits(r, 3)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 3)}`,
    phone: (r) => `Tel. 0${r.int(2, 99)} ${digits(r, 7)}`,
    street: (r) =>
      `${r.pick(['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza Duomo'])}, ${r.int(1, 90)}`,
    city: (r) =>
      `${digits(r, 5)} ${r.pick(['Milano', 'Torino', 'Bologna', 'Firenze'])} (${upper(r, 2)})`,
    notes: ['Pagamento: bonifico bancario a 30 giorni data fattura.', 'Grazie per la preferenza.'],
    people: ['Giulia Rossi', 'Marco Bianchi', 'Chiara Romano', 'Luca Ferrari'],
    words: ['Aurora', 'Colline', 'Fiume', 'Toscana', 'Girasole', 'Vento', 'Marina', 'Castello'],
  },
  {
    language: 'sv',
    number: { group: ' ', decimal: ',' },
    currencies: [
      { code: 'SEK', symbol: 'kr', before: false },
      { code: 'SEK', symbol: 'SEK', before: false },
      { code: 'EUR', symbol: '€', before: false },
    ],
    rates: [25, 25, 12],
    dateFormats: ['iso', 'iso', 'd month y'],
    legalForms: ['AB', 'AB', 'HB'],
    title: ['FAKTURA', 'Faktura'],
    number_: ['Fakturanummer', 'Fakturanr', 'Faktura nr'],
    date: ['Fakturadatum', 'Datum'],
    due: ['Förfallodatum', 'Förfallodag', 'Att betala senast'],
    delivery: ['Leveransdatum'],
    customerLabel: ['Kund', 'Fakturaadress', 'Köpare'],
    customerNumber: ['Kundnummer', 'Kundnr'],
    orderNumber: ['Ordernummer', 'Er referens'],
    net: ['Netto', 'Summa exkl. moms', 'Belopp exkl. moms', 'Delsumma'],
    tax: ['Moms {rate}%', 'Moms {rate} %', 'Mervärdesskatt {rate}%'],
    total: ['Att betala', 'Summa att betala', 'Totalt', 'Totalt inkl. moms'],
    shipping: ['Frakt'],
    discount: ['Rabatt'],
    taxTable: ['Momssats', 'Netto', 'Moms', 'Brutto'],
    taxSum: 'Summa moms',
    paid: ['Betalt', 'Förskott', 'Redan betalt'],
    balance: ['Kvar att betala', 'Återstående belopp', 'Restbelopp'],
    included: ['varav moms {rate}%', 'inkl. moms {rate}%'],
    lowerRate: 12,
    page: 'Sida',
    columns: ['Beskrivning', 'Antal', 'À-pris', 'Belopp'],
    items: [
      'Konsulttjänster',
      'Underhåll webbplats',
      'Kontorsmaterial',
      'Programvarulicens',
      'Installation',
      'Städning kontor',
    ],
    vatId: (r) => `Momsreg.nr SE${digits(r, 10)}01`,
    companyId: (r) => `Org.nr ${digits(r, 6)}-${digits(r, 4)}`,
    iban: (r) =>
      `SE${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)}`,
    phone: (r) => `Tel. 08-${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    street: (r) =>
      `${r.pick(['Storgatan', 'Drottninggatan', 'Kungsvägen', 'Sveavägen'])} ${r.int(1, 90)}`,
    city: (r) =>
      `${digits(r, 3)} ${digits(r, 2)} ${r.pick(['Stockholm', 'Göteborg', 'Malmö', 'Uppsala'])}`,
    notes: ['Betalningsvillkor: 30 dagar netto.', 'Tack för din beställning!'],
    people: ['Anna Lindberg', 'Erik Johansson', 'Sara Nilsson', 'Johan Berg'],
    words: ['Norrsken', 'Björk', 'Fjäll', 'Skog', 'Sjöstad', 'Granit', 'Älv', 'Linné'],
  },
  {
    language: 'pt',
    number: { group: '.', decimal: ',' },
    currencies: [
      { code: 'EUR', symbol: '€', before: false },
      { code: 'EUR', symbol: 'EUR', before: false },
    ],
    rates: [23, 23, 13],
    dateFormats: ['dmy/', 'dmy-', 'd month y', 'iso'],
    legalForms: ['Lda.', 'S.A.', 'Unipessoal Lda.'],
    title: ['FATURA', 'Fatura', 'Fatura-Recibo'],
    number_: ['Fatura n.º', 'N.º Fatura', 'Número da fatura', 'Fatura N.º'],
    date: ['Data', 'Data de emissão', 'Data da fatura'],
    due: ['Data de vencimento', 'Vencimento'],
    delivery: ['Data de entrega'],
    customerLabel: ['Cliente', 'Exmo.(s) Sr.(s)', 'Adquirente'],
    customerNumber: ['N.º Cliente', 'Código cliente'],
    orderNumber: ['N.º Encomenda', 'V/ Referência'],
    net: ['Total s/ IVA', 'Valor sem IVA', 'Total ilíquido', 'Base tributável', 'Incidência'],
    tax: ['IVA {rate}%', 'IVA ({rate}%)', 'Total IVA {rate}%'],
    total: ['Total', 'Total a pagar', 'Total c/ IVA', 'Valor total', 'Total do documento'],
    shipping: ['Portes', 'Transporte'],
    discount: ['Desconto'],
    taxTable: ['Taxa IVA', 'Incidência', 'Valor IVA', 'Total'],
    taxSum: 'Total IVA',
    paid: ['Pago', 'Adiantamento', 'Valor pago'],
    balance: ['Saldo em dívida', 'Valor em falta', 'Saldo a pagar'],
    included: ['IVA incluído {rate}%', 'inclui IVA {rate}%'],
    lowerRate: 6,
    page: 'Página',
    columns: ['Descrição', 'Qtd.', 'Preço unit.', 'Valor'],
    items: [
      'Serviços de consultoria',
      'Manutenção de equipamento',
      'Material de escritório',
      'Licença de software',
      'Instalação',
      'Limpeza de escritório',
    ],
    vatId: (r) => `NIF PT${digits(r, 9)}`,
    companyId: (r) => `Conservatória do Registo Comercial ${digits(r, 9)}`,
    iban: (r) =>
      `PT50 ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 1)}`,
    phone: (r) => `Tel. 21 ${digits(r, 3)} ${digits(r, 4)}`,
    street: (r) =>
      `${r.pick(['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Praça do Comércio'])}, ${r.int(1, 200)}`,
    city: (r) =>
      `${digits(r, 4)}-${digits(r, 3)} ${r.pick(['Lisboa', 'Porto', 'Braga', 'Coimbra'])}`,
    notes: ['Pagamento a 30 dias.', 'Obrigado pela preferência.'],
    people: ['Ana Silva', 'João Santos', 'Maria Costa', 'Pedro Ferreira'],
    words: ['Atlântico', 'Douro', 'Sol', 'Tejo', 'Oliveira', 'Mar', 'Serra', 'Estrela'],
  },
];

/** Indian GST tax invoices (--india): the only locale of such a corpus. */
const INDIA: Locale = {
  language: 'en',
  number: { group: ',', decimal: '.', lakh: true },
  currencies: [
    { code: 'INR', symbol: 'Rs.', before: true },
    { code: 'INR', symbol: 'INR', before: true },
    { code: 'INR', symbol: 'INR', before: false },
  ],
  rates: [18, 18, 12, 5, 28],
  dateFormats: ['dmy/', 'dmy-', 'd-mon-y', 'dmy.'],
  legalForms: ['Pvt. Ltd.', 'Private Limited', 'LLP', 'Limited', 'Pvt Ltd'],
  title: ['Tax Invoice', 'TAX INVOICE', 'Invoice', 'GST INVOICE'],
  number_: ['Invoice No.', 'Invoice No', 'Bill No.', 'Inv. No.', 'Invoice Number'],
  date: ['Invoice Date', 'Dated', 'Date', 'Bill Date'],
  due: ['Due Date', 'Payment Due'],
  delivery: ['Date of Supply', 'Dispatch Date'],
  customerLabel: ['Bill To', 'Billed To', 'Buyer', 'Details of Receiver', 'Customer'],
  customerNumber: ['Customer ID', 'Party Code'],
  orderNumber: ["Buyer's Order No.", 'PO No.', 'Order Ref.'],
  net: ['Taxable Value', 'Taxable Amount', 'Sub Total', 'Total before Tax'],
  tax: ['IGST @ {rate}%', 'IGST {rate}%', 'Add: IGST @ {rate}%'],
  total: ['Grand Total', 'Total Amount', 'Invoice Total', 'Total after Tax'],
  shipping: ['Freight Charges', 'Packing & Forwarding'],
  discount: ['Discount', 'Less: Discount'],
  taxTable: ['GST Rate', 'Taxable', 'GST', 'Total'],
  taxSum: 'Total GST',
  paid: ['Advance Received', 'Amount Paid'],
  balance: ['Balance Due', 'Balance Payable'],
  included: ['Incl. GST @ {rate}%'],
  lowerRate: 5,
  page: 'Page',
  columns: ['Description of Goods', 'Qty', 'Rate', 'Amount'],
  items: [
    'Laptop Bag, black (HSN 4202)',
    'HP LaserJet Toner 12A (HSN 8443)',
    'Annual maintenance - servers (SAC 998713)',
    'Web development services (SAC 998314)',
    'Office chair, ergonomic (HSN 9401)',
    'Printing of brochures A4',
    'Steel pipe 2 inch (HSN 7306)',
    'Cotton T-shirts, assorted',
  ],
  vatId: (r) =>
    `GSTIN: ${digits(r, 2)}${upper(r, 5)}${digits(r, 4)}${upper(r, 1)}1Z${digits(r, 1)}`,
  companyId: (r) => `PAN: ${upper(r, 5)}${digits(r, 4)}${upper(r, 1)}`,
  iban: (r) => `A/c No. ${digits(r, 14)} · IFSC ${upper(r, 4)}0${digits(r, 6)}`,
  bankLine: (r) =>
    `${r.pick(['HDFC Bank', 'ICICI Bank', 'State Bank of India'])} · ${INDIA.iban(r)}`,
  phone: (r) => `Ph: +91 ${r.int(70, 99)}${digits(r, 3)} ${digits(r, 5)}`,
  street: (r) =>
    r.pick([
      `Plot No. ${r.int(1, 99)}, MIDC Industrial Area`,
      `${r.int(1, 250)}, MG Road`,
      `B-${r.int(101, 909)}, Sunrise Towers`,
      `Shop No. ${r.int(1, 40)}, Gandhi Market`,
    ]),
  city: (r) =>
    `${r.pick(['Mumbai', 'Pune', 'Bengaluru', 'Chennai', 'Ahmedabad'])} - ${r.int(1, 9)}${digits(r, 5)}`,
  notes: [
    'Declaration: We declare that this invoice shows the actual price of the goods described.',
    'Subject to Mumbai jurisdiction. E. & O.E.',
    'Thank you for your business!',
  ],
  people: ['Rahul Sharma', 'Priya Patel', 'Amit Verma', 'Sneha Iyer'],
  words: ['Shree', 'Sai', 'Ganesh', 'Sunrise', 'Vishwa', 'Balaji', 'Tirupati', 'Lotus', 'Kaveri'],
  domain: 'in',
};

/** United States invoices (--us): the only locale of such a corpus. */
const US: Locale = {
  language: 'en',
  number: { group: ',', decimal: '.' },
  currencies: [{ code: 'USD', symbol: '$', before: true }],
  rates: [0, 6, 6.25, 7, 7.25, 8.25, 8.875, 9.5],
  dateFormats: ['mdy/', 'month d, y'],
  legalForms: ['LLC', 'Inc.', 'Co.', 'Corp.', 'L.L.C.'],
  title: ['INVOICE', 'Invoice', 'SALES INVOICE'],
  number_: ['INVOICE #', 'Invoice #', 'Invoice No.', 'INVOICE NO.', 'Invoice Number'],
  date: ['DATE', 'Date', 'Invoice Date', 'INVOICE DATE'],
  due: ['DUE DATE', 'Due Date', 'Payment Due'],
  delivery: ['Ship Date', 'SHIP DATE', 'Service Date'],
  customerLabel: ['BILL TO', 'Bill To', 'Bill to:', 'SOLD TO', 'Customer'],
  customerNumber: ['Account #', 'Customer #', 'CUSTOMER ID'],
  orderNumber: ['P.O. #', 'PO Number', 'P.O. Number', 'Job #'],
  net: ['SUBTOTAL', 'Subtotal', 'Sub Total'],
  tax: ['TAX ({rate}%)', 'Sales Tax ({rate}%)', 'Sales Tax @ {rate}%', 'TAX {rate}%'],
  total: ['TOTAL', 'Total', 'Invoice Total', 'TOTAL DUE'],
  shipping: ['SHIPPING', 'Shipping & Handling', 'Freight'],
  discount: ['DISCOUNT', 'Discount'],
  taxTable: ['Tax rate', 'Taxable', 'Tax', 'Total'],
  taxSum: 'Total Tax',
  paid: ['PAYMENT', 'Payments/Credits', 'Amount Paid', 'Deposit'],
  balance: ['BALANCE DUE', 'Balance Due', 'Amount Due'],
  included: ['Tax included ({rate}%)'],
  lowerRate: 0,
  page: 'Page',
  columns: ['DESCRIPTION', 'QTY', 'RATE', 'AMOUNT'],
  items: [
    'Labor - plumbing repair (hours)',
    'Water heater, 50 gal.',
    'Logo design package',
    'Monthly bookkeeping - October',
    'Lawn care service',
    'Printer paper, 10 reams',
    'Website hosting (annual)',
    'Consulting hours',
  ],
  vatId: (r) => `Tax ID: ${digits(r, 2)}-${digits(r, 7)}`,
  companyId: (r) => `License #${digits(r, 6)}`,
  iban: (r) => `Routing ${digits(r, 9)} · Account ${digits(r, 10)}`,
  bankLine: (r) => `${r.pick(['Chase', 'Bank of America', 'Wells Fargo'])} · ${US.iban(r)}`,
  phone: (r) => `(${r.int(201, 989)}) ${digits(r, 3)}-${digits(r, 4)}`,
  street: (r) =>
    `${r.int(100, 9999)} ${r.pick(['Elm Street', 'Main St.', 'Oak Avenue', 'Maple Drive', 'Market Street'])}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`,
  city: (r) =>
    `${r.pick(['Springfield', 'Austin', 'Denver', 'Portland', 'Columbus'])}, ${r.pick(['IL', 'TX', 'CO', 'OR', 'OH'])} ${digits(r, 5)}`,
  notes: [
    'Thank you for your business!',
    'Please pay within 30 days.',
    'Make all checks payable to {seller}.',
  ],
  people: ['Michael Johnson', 'Jennifer Davis', 'Robert Miller', 'Ashley Wilson'],
  words: ['Bright', 'Summit', 'Riverside', 'Eagle', 'Pioneer', 'Lakeside', 'Golden', 'Cedar'],
  domain: 'com',
};

/** A Swiss locale (--swiss) made of the language's European one. */
function swissLocale(language: 'de' | 'fr' | 'it'): Locale {
  const base = LOCALES.find((each) => each.language === language)!;
  const tax = { de: 'MWST', fr: 'TVA', it: 'IVA' }[language];
  const che = (r: Random) => `CHE-${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`;
  return {
    ...base,
    number: { group: "'", decimal: '.' },
    currencies: [
      { code: 'CHF', symbol: 'CHF', before: true },
      { code: 'CHF', symbol: 'CHF', before: false },
      { code: 'CHF', symbol: 'Fr.', before: true },
    ],
    rates: [8.1, 8.1, 8.1, 2.6],
    dateFormats: ['dmy.', 'dmy.', 'd month y'],
    legalForms: { de: ['AG', 'GmbH', 'Genossenschaft'], fr: ['SA', 'Sàrl'], it: ['SA', 'Sagl'] }[
      language
    ],
    net: {
      de: ['Total exkl. MWST', 'Zwischentotal', 'Subtotal', 'Nettobetrag'],
      fr: ['Total HT', 'Sous-total', 'Montant hors TVA'],
      it: ['Totale imponibile', 'Subtotale', 'Totale senza IVA'],
    }[language],
    tax: [`${tax} {rate}%`, `${tax} {rate} %`, `+ ${tax} {rate}%`],
    total: {
      de: ['Total CHF', 'Rechnungsbetrag', 'Total inkl. MWST', 'Gesamttotal'],
      fr: ['Total TTC', 'Montant total', 'Total CHF'],
      it: ['Totale fattura', 'Totale CHF', 'Totale IVA inclusa'],
    }[language],
    taxTable: (
      {
        de: ['MWST-Satz', 'Netto', 'MWST', 'Brutto'],
        fr: ['Taux TVA', 'HT', 'TVA', 'TTC'],
        it: ['Aliquota', 'Imponibile', 'IVA', 'Totale'],
      } as const
    )[language],
    lowerRate: 2.6,
    vatId: (r) => `${che(r)} ${tax}`,
    companyId: (r) =>
      ({ de: 'Handelsregister', fr: 'Registre du commerce', it: 'Registro di commercio' })[
        language
      ] + ` ${che(r)}`,
    iban: (r) =>
      `CH${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 1)}`,
    phone: (r) =>
      `+41 ${r.pick(['44', '31', '61', '21', '22', '91'])} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    city: (r) =>
      `${r.pick(['', 'CH-'])}${r.int(1000, 9658)} ${r.pick(
        {
          de: ['Zürich', 'Bern', 'Basel', 'Luzern', 'St. Gallen', 'Winterthur'],
          fr: ['Genève', 'Lausanne', 'Neuchâtel', 'Fribourg', 'Sion'],
          it: ['Lugano', 'Bellinzona', 'Locarno', 'Mendrisio'],
        }[language],
      )}`,
    domain: 'ch',
  };
}
const SWISS: readonly Locale[] = [swissLocale('de'), swissLocale('fr'), swissLocale('it')];

/** The QR-bill's words, per language: its two parts and their headings. */
const QR_BILL: Record<
  'de' | 'fr' | 'it',
  {
    receipt: string;
    payment: string;
    account: string;
    reference: string;
    information: string;
    payableBy: string;
    currency: string;
    amount: string;
    acceptance: string;
  }
> = {
  de: {
    receipt: 'Empfangsschein',
    payment: 'Zahlteil',
    account: 'Konto / Zahlbar an',
    reference: 'Referenz',
    information: 'Zusätzliche Informationen',
    payableBy: 'Zahlbar durch',
    currency: 'Währung',
    amount: 'Betrag',
    acceptance: 'Annahmestelle',
  },
  fr: {
    receipt: 'Récépissé',
    payment: 'Section paiement',
    account: 'Compte / Payable à',
    reference: 'Référence',
    information: 'Informations supplémentaires',
    payableBy: 'Payable par',
    currency: 'Monnaie',
    amount: 'Montant',
    acceptance: 'Point de dépôt',
  },
  it: {
    receipt: 'Ricevuta',
    payment: 'Sezione pagamento',
    account: 'Conto / Pagabile a',
    reference: 'Riferimento',
    information: 'Informazioni supplementari',
    payableBy: 'Pagabile da',
    currency: 'Valuta',
    amount: 'Importo',
    acceptance: 'Punto di accettazione',
  },
};

/** What a sole trader's invoice prints, per language (--freelance). */
const FREELANCE: Record<
  WesternLanguage,
  {
    first: readonly string[];
    last: readonly string[];
    trades: readonly string[];
    /** The trade name around the person's name: {name} and {trade}. */
    brands: readonly string[];
    exemptions: readonly string[];
    taxNumber: (r: Random) => string;
    holder: string;
    closing: string;
  }
> = {
  en: {
    first: ['Oliver', 'Charlotte', 'Harry', 'Amelia', 'George', 'Isla'],
    last: ['Bennett', 'Fletcher', 'Hartley', 'Dawson', 'Whitmore', 'Ashworth'],
    trades: [
      'Graphic Design',
      'Web Development',
      'Photography',
      'Translation Services',
      'Copywriting',
    ],
    brands: ['{name} {trade}', '{name} Design', '{trade} by {name}'],
    exemptions: ['Not registered for VAT.', 'No VAT charged: the supplier is not VAT registered.'],
    taxNumber: (r) => `UTR ${digits(r, 5)} ${digits(r, 5)}`,
    holder: 'Account name',
    closing: 'Kind regards',
  },
  de: {
    first: ['Anna', 'Jonas', 'Lena', 'Felix', 'Miriam', 'Tobias'],
    last: ['Krüger', 'Brandt', 'Lorenz', 'Vogel', 'Kaiser', 'Seidel'],
    trades: ['Grafikdesign', 'Webentwicklung', 'Fotografie', 'Übersetzungen', 'Lektorat'],
    brands: ['{trade} {name}', '{name} {trade}', '{trade} | {name}'],
    exemptions: [
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
      'Kein Ausweis der Umsatzsteuer aufgrund der Kleinunternehmerregelung (§ 19 UStG).',
    ],
    taxNumber: (r) => `Steuernummer: ${digits(r, 2)}/${digits(r, 3)}/${digits(r, 5)}`,
    holder: 'Kontoinhaber',
    closing: 'Mit freundlichen Grüßen',
  },
  fr: {
    first: ['Claire', 'Mathieu', 'Élodie', 'Thomas', 'Manon', 'Hugo'],
    last: ['Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Rousseau', 'Mercier'],
    trades: ['Graphiste', 'Développement web', 'Photographie', 'Traduction', 'Conseil'],
    brands: ['{name} {trade}', 'Atelier {name}', '{trade} - {name}'],
    exemptions: [
      'TVA non applicable, art. 293 B du CGI',
      'TVA non applicable - article 293 B du Code général des impôts',
    ],
    taxNumber: (r) =>
      `SIRET : ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 5)} · Entrepreneur individuel`,
    holder: 'Titulaire',
    closing: 'Cordialement',
  },
  es: {
    first: ['Lucía', 'Álvaro', 'Marta', 'Diego', 'Elena', 'Sergio'],
    last: ['Navarro', 'Serrano', 'Morales', 'Castillo', 'Ortega', 'Delgado'],
    trades: ['Diseño gráfico', 'Desarrollo web', 'Fotografía', 'Traducciones', 'Asesoría'],
    brands: ['{name} {trade}', 'Estudio {name}', '{trade} - {name}'],
    exemptions: [
      'Operación exenta de IVA según el artículo 20 de la Ley 37/1992.',
      'Factura exenta de IVA (art. 20 LIVA).',
    ],
    taxNumber: (r) => `NIF: ${digits(r, 8)}${upper(r, 1)}`,
    holder: 'Titular',
    closing: 'Atentamente',
  },
  nl: {
    first: ['Femke', 'Joris', 'Eva', 'Ruben', 'Iris', 'Thijs'],
    last: ['Smit', 'van Dijk', 'Mulder', 'de Graaf', 'Bos', 'Vermeulen'],
    trades: ['Grafisch ontwerp', 'Webontwikkeling', 'Fotografie', 'Vertalingen', 'Advies'],
    brands: ['{name} {trade}', 'Studio {name}', '{trade} | {name}'],
    exemptions: [
      'Geen btw in rekening gebracht op grond van de kleineondernemersregeling (KOR).',
      'Vrijgesteld van btw (KOR).',
    ],
    taxNumber: (r) => `KvK ${digits(r, 8)}`,
    holder: 't.n.v.',
    closing: 'Met vriendelijke groet',
  },
  it: {
    first: ['Francesca', 'Matteo', 'Sara', 'Davide', 'Elisa', 'Andrea'],
    last: ['Russo', 'Esposito', 'Colombo', 'Ricci', 'Marino', 'Greco'],
    trades: ['Grafica', 'Sviluppo web', 'Fotografia', 'Traduzioni', 'Consulenza'],
    brands: ['{trade} di {name}', 'Studio {name}', '{name} {trade}'],
    exemptions: [
      'Operazione non soggetta a IVA ai sensi dell’art. 1, commi 54-89, Legge 190/2014 (regime forfettario).',
      'Operazione in franchigia da IVA (regime forfettario).',
    ],
    taxNumber: (r) =>
      `C.F. ${upper(r, 6)}${digits(r, 2)}${upper(r, 1)}${digits(r, 2)}${upper(r, 1)}${digits(r, 3)}${upper(r, 1)} · P.IVA ${digits(r, 11)}`,
    holder: 'Intestatario',
    closing: 'Cordiali saluti',
  },
  sv: {
    first: ['Elin', 'Oskar', 'Maja', 'Viktor', 'Ebba', 'Axel'],
    last: ['Lindqvist', 'Holm', 'Sandberg', 'Ekström', 'Nyberg', 'Åberg'],
    trades: ['Grafisk design', 'Webbutveckling', 'Fotografi', 'Översättning', 'Konsult'],
    brands: ['{name} {trade}', '{trade} {name}', 'Studio {name}'],
    exemptions: [
      'Momsfri enligt 18 kap. 2 § mervärdesskattelagen.',
      'Ej momsregistrerad (omsättning under 120 000 kr).',
    ],
    taxNumber: (r) => `Org.nr ${digits(r, 6)}-${digits(r, 4)} · Godkänd för F-skatt`,
    holder: 'Kontohavare',
    closing: 'Med vänliga hälsningar',
  },
  pt: {
    first: ['Inês', 'Tiago', 'Beatriz', 'Rui', 'Mariana', 'Duarte'],
    last: ['Carvalho', 'Sousa', 'Pereira', 'Lopes', 'Marques', 'Rodrigues'],
    trades: ['Design gráfico', 'Desenvolvimento web', 'Fotografia', 'Traduções', 'Consultoria'],
    brands: ['{name} {trade}', 'Estúdio {name}', '{trade} - {name}'],
    exemptions: [
      'IVA - regime de isenção (art. 53.º do CIVA).',
      'Isento de IVA ao abrigo do artigo 53.º do CIVA.',
    ],
    taxNumber: (r) => `NIF ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`,
    holder: 'Titular',
    closing: 'Com os melhores cumprimentos',
  },
};

/** Polish and Czech invoices (--central): what their locales print, each its own. */
const POLAND: Locale = {
  language: 'pl',
  number: { group: ' ', decimal: ',' },
  currencies: [
    { code: 'PLN', symbol: 'zł', before: false },
    { code: 'PLN', symbol: 'PLN', before: false },
    { code: 'EUR', symbol: 'EUR', before: false },
  ],
  rates: [23, 23, 23, 8, 5],
  dateFormats: ['iso', 'iso', 'dmy.', 'dmy-'],
  legalForms: ['sp. z o.o.', 'Sp. z o.o.', 'S.A.', 'sp.j.', 'Sp. k.'],
  title: ['Faktura VAT', 'FAKTURA VAT', 'Faktura', 'FAKTURA'],
  number_: ['Numer faktury', 'Nr faktury', 'Faktura nr', 'Numer'],
  date: ['Data wystawienia', 'Data wystawienia faktury', 'Data wyst.'],
  due: ['Termin płatności', 'Termin zapłaty'],
  delivery: ['Data sprzedaży', 'Data dostawy', 'Data wykonania usługi'],
  customerLabel: ['Nabywca', 'NABYWCA'],
  customerNumber: ['Nr klienta', 'Kod klienta'],
  orderNumber: ['Nr zamówienia', 'Zamówienie nr'],
  net: ['Razem netto', 'Wartość netto', 'Suma netto', 'Netto'],
  tax: ['VAT {rate}%', 'Podatek VAT {rate}%', 'Kwota VAT ({rate}%)', 'VAT ({rate} %)'],
  total: ['Razem brutto', 'Do zapłaty', 'Wartość brutto', 'Razem do zapłaty', 'Suma brutto'],
  shipping: ['Koszt wysyłki', 'Transport'],
  discount: ['Rabat'],
  taxTable: ['Stawka VAT', 'Netto', 'VAT', 'Brutto'],
  taxSum: 'Razem VAT',
  paid: ['Zapłacono', 'Wpłacono'],
  balance: ['Pozostało do zapłaty', 'Pozostaje do zapłaty'],
  included: ['w tym VAT {rate}%'],
  lowerRate: 8,
  page: 'Strona',
  columns: ['Nazwa towaru lub usługi', 'Ilość', 'Cena netto', 'Wartość netto'],
  items: [
    'Usługa informatyczna',
    'Abonament serwisowy (miesiąc)',
    'Materiały biurowe',
    'Licencja oprogramowania',
    'Montaż i uruchomienie',
    'Projekt graficzny ulotki',
    'Konsultacje (godz.)',
    'Wynajem sprzętu',
  ],
  vatId: (r) =>
    r.chance(0.5)
      ? `NIP: ${digits(r, 3)}-${digits(r, 3)}-${digits(r, 2)}-${digits(r, 2)}`
      : `NIP: ${r.pick(['', 'PL'])}${digits(r, 10)}`,
  companyId: (r) =>
    r.chance(0.5)
      ? `REGON: ${digits(r, 9)}`
      : `KRS: 0000${digits(r, 6)}, Sąd Rejonowy dla m.st. Warszawy`,
  iban: (r) =>
    `${r.pick(['', 'PL'])}${digits(r, 2)} ${Array.from({ length: 6 }, () => digits(r, 4)).join(' ')}`,
  bankLine: (r) =>
    `${r.pick(['mBank S.A.', 'PKO Bank Polski S.A.', 'Santander Bank Polska S.A.', 'ING Bank Śląski'])} · Nr konta: ${POLAND.iban(r)}`,
  phone: (r) => `tel. +48 ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`,
  street: (r) =>
    `ul. ${r.pick(['Marszałkowska', 'Długa', 'Polna', 'Kwiatowa', 'Piłsudskiego', 'Źródlana'])} ${r.int(1, 150)}${r.chance(0.4) ? `/${r.int(1, 40)}` : ''}`,
  city: (r) =>
    `${digits(r, 2)}-${digits(r, 3)} ${r.pick(['Warszawa', 'Kraków', 'Poznań', 'Gdańsk', 'Wrocław', 'Łódź'])}`,
  notes: [
    'Dziękujemy za współpracę.',
    'Sposób płatności: przelew.',
    'Faktura bez podpisu odbiorcy.',
  ],
  people: ['Anna Kowalska', 'Piotr Nowak', 'Katarzyna Wiśniewska', 'Tomasz Wójcik'],
  words: ['Polmet', 'Wisła', 'Bałtyk', 'Mazowsze', 'Tatra', 'Orzeł', 'Sokół', 'Jantar'],
  domain: 'pl',
};

const CZECHIA: Locale = {
  language: 'cs',
  number: { group: ' ', decimal: ',' },
  currencies: [
    { code: 'CZK', symbol: 'Kč', before: false },
    { code: 'CZK', symbol: 'CZK', before: false },
    { code: 'EUR', symbol: 'EUR', before: false },
  ],
  rates: [21, 21, 21, 12],
  dateFormats: ['d. m. y', 'dmy.', 'dmy.'],
  legalForms: ['s.r.o.', 'spol. s r.o.', 'a.s.', 'v.o.s.'],
  title: ['Faktura', 'FAKTURA', 'Faktura - daňový doklad', 'FAKTURA – DAŇOVÝ DOKLAD'],
  number_: ['Číslo faktury', 'Faktura č.', 'Číslo dokladu', 'Daňový doklad č.'],
  date: ['Datum vystavení', 'Vystaveno', 'Datum vyst.'],
  due: ['Datum splatnosti', 'Splatnost'],
  delivery: ['Datum zdanitelného plnění', 'DUZP', 'Datum uskutečnění plnění'],
  customerLabel: ['Odběratel', 'ODBĚRATEL'],
  customerNumber: ['Číslo zákazníka', 'Zákaznické číslo'],
  orderNumber: ['Objednávka č.', 'Číslo objednávky'],
  net: ['Základ DPH', 'Celkem bez DPH', 'Základ daně', 'Mezisoučet'],
  tax: ['DPH {rate} %', 'DPH {rate}%', 'Výše DPH {rate} %'],
  total: ['Celkem k úhradě', 'Celkem s DPH', 'K úhradě', 'Částka k úhradě'],
  shipping: ['Doprava', 'Poštovné'],
  discount: ['Sleva'],
  taxTable: ['Sazba DPH', 'Základ', 'DPH', 'Celkem'],
  taxSum: 'DPH celkem',
  paid: ['Zaplaceno zálohou', 'Uhrazeno'],
  balance: ['Zbývá uhradit', 'Zbývá k úhradě'],
  included: ['v tom DPH {rate} %'],
  lowerRate: 12,
  page: 'Strana',
  columns: ['Označení dodávky', 'Počet', 'Cena za MJ', 'Celkem'],
  items: [
    'Programátorské práce',
    'Servisní paušál (měsíc)',
    'Kancelářské potřeby',
    'Licence software',
    'Montáž a instalace',
    'Grafický návrh letáku',
    'Konzultace (hod.)',
    'Pronájem techniky',
  ],
  vatId: (r) => `DIČ: CZ${digits(r, 8)}`,
  companyId: (r) =>
    r.chance(0.5)
      ? `IČ: ${digits(r, 8)}`
      : `Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka ${digits(r, 5)}`,
  iban: (r) => `CZ${digits(r, 2)} ${Array.from({ length: 5 }, () => digits(r, 4)).join(' ')}`,
  bankLine: (r) =>
    `${r.pick(['Komerční banka, a.s.', 'Česká spořitelna, a.s.', 'Fio banka, a.s.', 'ČSOB'])} · Číslo účtu: ${r.int(100, 99999)}${digits(r, 5)}/${r.pick(['0100', '0800', '2010', '0300'])} · IBAN: ${CZECHIA.iban(r)}`,
  phone: (r) => `tel.: +420 ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`,
  street: (r) =>
    `${r.pick(['Vinohradská', 'Masarykova', 'Husova', 'Nádražní', 'Palackého', 'Údolní'])} ${r.int(100, 2999)}/${r.int(1, 90)}`,
  city: (r) =>
    `${digits(r, 3)} ${digits(r, 2)} ${r.pick(['Praha 2', 'Brno', 'Ostrava', 'Plzeň', 'Olomouc', 'České Budějovice'])}`,
  notes: ['Děkujeme za Vaši objednávku.', 'Forma úhrady: převodem.', 'Převzal(a): ____________'],
  people: ['Jana Nováková', 'Petr Svoboda', 'Lucie Dvořáková', 'Martin Černý'],
  words: ['Vltava', 'Morava', 'Šumava', 'Krkonoše', 'Lipa', 'Sokol', 'Bohemia', 'Javor'],
  domain: 'cz',
};
const CENTRAL: readonly Locale[] = [POLAND, CZECHIA];

/** What Polish and Czech invoices print besides their locale's labels (--central). */
const CENTRAL_WORDS: Record<
  'pl' | 'cs',
  {
    /** The seller's label over its name, as the buyer's is over the customer's. */
    seller: readonly string[];
    /** The word between the title and its number ("Faktura VAT nr FV/12/2023"). */
    numbered: string;
    /** A sole proprietorship's name around its owner: {name} and {word}. */
    proprietors: readonly string[];
    exemptions: readonly string[];
    /** The place of issue (Poland) or the payment's symbols (Czechia), as detail rows. */
    issuedAt?: string;
    variableSymbol?: string;
    constantSymbol?: string;
    payment: [string, string];
    /** Who issued the invoice, over the signatures' labels. */
    issuer: string;
    signatures: readonly [string, string];
    rounding?: string;
    copy: readonly string[];
  }
> = {
  pl: {
    seller: ['Sprzedawca', 'SPRZEDAWCA', 'Sprzedawca:'],
    numbered: 'nr',
    proprietors: ['P.H.U. {word} {name}', 'F.H.U. {word} {name}', 'Usługi Informatyczne {name}'],
    exemptions: [
      'Zwolnienie z VAT na podstawie art. 113 ust. 1 ustawy o VAT.',
      'Sprzedawca zwolniony podmiotowo z podatku VAT.',
    ],
    issuedAt: 'Miejsce wystawienia',
    payment: ['Sposób płatności', 'przelew'],
    issuer: 'Wystawił(a)',
    signatures: [
      'Podpis osoby upoważnionej do odbioru faktury',
      'Podpis osoby upoważnionej do wystawienia faktury',
    ],
    copy: ['ORYGINAŁ', 'KOPIA'],
  },
  cs: {
    seller: ['Dodavatel', 'DODAVATEL', 'Dodavatel:'],
    numbered: 'č.',
    proprietors: ['{name}', '{name} - {word}'],
    exemptions: ['Nejsme plátci DPH.', 'Dodavatel není plátcem DPH.'],
    variableSymbol: 'Variabilní symbol',
    constantSymbol: 'Konstantní symbol',
    payment: ['Forma úhrady', 'převodem'],
    issuer: 'Vystavil',
    signatures: ['Převzal', 'Razítko a podpis'],
    rounding: 'Zaokrouhlení',
    copy: ['Originál'],
  },
};

/**
 * English-speaking countries besides Britain, the United States and India (--anglo): Canada,
 * Australia, New Zealand, Ireland, the United Arab Emirates and Singapore, each made of the
 * English locale.
 */
function angloLocale(country: 'CA' | 'AU' | 'NZ' | 'IE' | 'AE' | 'SG'): Locale {
  const base = LOCALES.find((each) => each.language === 'en')!;
  const money = (code: string, symbol: string) => [
    { code, symbol, before: true },
    { code, symbol: code, before: true },
    { code, symbol: code, before: false },
  ];
  const taxName = { CA: 'GST', AU: 'GST', NZ: 'GST', IE: 'VAT', AE: 'VAT', SG: 'GST' }[country];
  const specific: Record<typeof country, Partial<Locale>> = {
    CA: {
      lowerRate: 5,
      currencies: money('CAD', '$'),
      // GST and PST (12), HST (13), GST and QST (14.975), GST alone (5).
      rates: [12, 13, 14.975, 5],
      dateFormats: ['iso', 'month d, y', 'dmy/'],
      legalForms: ['Inc.', 'Ltd.', 'Corp.', 'Ltée'],
      vatId: (r) => `GST/HST Reg. No. ${digits(r, 9)} RT0001`,
      companyId: (r) => `BN ${digits(r, 9)}`,
      iban: (r) =>
        `Transit ${digits(r, 5)} · Institution 00${digits(r, 1)} · Account ${digits(r, 7)}`,
      bankLine: (r) =>
        `${r.pick(['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank'])} · ${digits(r, 5)}-${digits(r, 3)} · Account ${digits(r, 7)}`,
      phone: (r) => `(${r.pick(['416', '604', '514', '403'])}) ${digits(r, 3)}-${digits(r, 4)}`,
      street: (r) =>
        `${r.int(10, 9999)} ${r.pick(['King Street West', 'Yonge Street', 'Rue Sainte-Catherine', 'Granville Street'])}`,
      city: (r) =>
        r.pick([
          `Toronto, ON M5V ${r.int(1, 9)}T${r.int(1, 9)}`,
          `Vancouver, BC V6B ${r.int(1, 9)}A${r.int(1, 9)}`,
          `Montréal (QC) H3B ${r.int(1, 9)}G${r.int(1, 9)}`,
          `Calgary, AB T2P ${r.int(1, 9)}K${r.int(1, 9)}`,
        ]),
      taxParts: {
        '12': [
          ['GST', 5],
          ['PST', 7],
        ],
        '14.975': [
          ['GST', 5],
          ['QST', 9.975],
        ],
        '13': [['HST', 13]],
        '5': [['GST', 5]],
      },
    },
    AU: {
      lowerRate: 0,
      currencies: money('AUD', '$'),
      rates: [10],
      dateFormats: ['dmy/', 'd month y', 'd-mon-y'],
      legalForms: ['Pty Ltd', 'Pty. Ltd.', 'Limited'],
      title: ['TAX INVOICE', 'Tax Invoice'],
      net: ['Subtotal (ex GST)', 'Total ex GST', 'Subtotal'],
      tax: ['GST {rate}%', 'GST ({rate}%)', 'Total GST'],
      total: ['Total (inc GST)', 'Total inc GST', 'Amount Due', 'Total AUD'],
      vatId: (r) => `ABN ${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`,
      companyId: (r) => `ACN ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`,
      iban: (r) => `BSB ${digits(r, 3)}-${digits(r, 3)} · Account ${digits(r, 8)}`,
      bankLine: (r) =>
        `${r.pick(['Commonwealth Bank', 'Westpac', 'ANZ'])} · BSB ${digits(r, 3)}-${digits(r, 3)} · Acc ${digits(r, 8)}`,
      phone: (r) => `(0${r.pick(['2', '3', '7', '8'])}) ${digits(r, 4)} ${digits(r, 4)}`,
      street: (r) =>
        `${r.int(1, 400)} ${r.pick(['George Street', 'Collins Street', 'Queen Street', 'Hay Street'])}`,
      city: (r) =>
        r.pick([`Sydney NSW 2000`, `Melbourne VIC 3000`, `Brisbane QLD 4000`, `Perth WA 6000`]),
    },
    NZ: {
      lowerRate: 0,
      currencies: money('NZD', '$'),
      rates: [15],
      dateFormats: ['dmy/', 'd month y'],
      legalForms: ['Limited', 'Ltd'],
      title: ['TAX INVOICE', 'Tax Invoice'],
      net: ['Subtotal', 'Total excl. GST'],
      tax: ['GST {rate}%', 'Total GST {rate}%', 'GST'],
      total: ['Total incl. GST', 'Total NZD', 'Amount Due', 'Balance Due'],
      vatId: (r) => `GST No. ${digits(r, 3)}-${digits(r, 3)}-${digits(r, 3)}`,
      companyId: (r) => `NZBN 94290${digits(r, 8)}`,
      iban: (r) => `${digits(r, 2)}-${digits(r, 4)}-${digits(r, 7)}-00`,
      bankLine: (r) =>
        `${r.pick(['ANZ', 'ASB', 'BNZ', 'Westpac'])} · Account ${digits(r, 2)}-${digits(r, 4)}-${digits(r, 7)}-00`,
      phone: (r) => `(09) ${digits(r, 3)} ${digits(r, 4)}`,
      street: (r) =>
        `${r.int(1, 300)} ${r.pick(['Queen Street', 'Lambton Quay', 'Ponsonby Road'])}`,
      city: (r) => r.pick(['Auckland 1010', 'Wellington 6011', 'Christchurch 8011']),
    },
    IE: {
      lowerRate: 13.5,
      currencies: money('EUR', '€'),
      rates: [23, 23, 13.5, 9],
      dateFormats: ['dmy/', 'd month y', 'd-mon-y'],
      legalForms: ['Ltd', 'Limited', 'DAC', 'Teoranta'],
      vatId: (r) => `VAT Reg. No. IE${digits(r, 7)}${upper(r, 1)}`,
      companyId: (r) => `CRO No. ${digits(r, 6)}`,
      iban: (r) =>
        `IE${digits(r, 2)} AIBK ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)}`,
      phone: (r) => `+353 1 ${digits(r, 3)} ${digits(r, 4)}`,
      street: (r) =>
        `${r.int(1, 120)} ${r.pick(['Grafton Street', "O'Connell Street", 'Baggot Street', 'Patrick Street'])}`,
      city: (r) =>
        r.pick([
          `Dublin 2, D02 X${digits(r, 3)}`,
          `Cork, T12 ${upper(r, 1)}${digits(r, 3)}`,
          'Galway',
        ]),
    },
    AE: {
      lowerRate: 0,
      currencies: money('AED', 'AED'),
      rates: [5],
      dateFormats: ['dmy/', 'd-mon-y', 'd month y'],
      legalForms: ['LLC', 'L.L.C.', 'FZE', 'FZ-LLC', 'DMCC'],
      title: ['TAX INVOICE', 'Tax Invoice'],
      vatId: (r) => `TRN: 100${digits(r, 12)}`,
      companyId: (r) => `Trade License No. ${digits(r, 6)}`,
      iban: (r) => `AE${digits(r, 2)} ${digits(r, 3)} ${digits(r, 16)}`,
      phone: (r) => `+971 4 ${digits(r, 3)} ${digits(r, 4)}`,
      street: (r) =>
        `Office ${r.int(101, 2405)}, ${r.pick(['Business Bay', 'Al Barsha', 'Jumeirah Lake Towers', 'Deira'])}`,
      city: (r) => r.pick(['Dubai, UAE', 'Abu Dhabi, United Arab Emirates', 'Sharjah, UAE']),
    },
    SG: {
      lowerRate: 0,
      currencies: money('SGD', 'S$'),
      rates: [9, 9, 8, 7],
      dateFormats: ['dmy/', 'd month y', 'd-mon-y'],
      legalForms: ['Pte. Ltd.', 'Pte Ltd', 'LLP'],
      tax: ['GST {rate}%', 'Add GST {rate}%', 'GST @ {rate}%'],
      net: ['Subtotal', 'Total before GST', 'Sub Total'],
      total: ['Total', 'Total incl. GST', 'Grand Total', 'Total Payable'],
      vatId: (r) => `GST Reg No: M${r.int(2, 9)}-${digits(r, 7)}-${digits(r, 1)}`,
      companyId: (r) => `UEN ${r.int(2010, 2024)}${digits(r, 5)}${upper(r, 1)}`,
      iban: (r) => `Account No. ${digits(r, 3)}-${digits(r, 6)}-${digits(r, 1)}`,
      bankLine: (r) =>
        `${r.pick(['DBS Bank', 'OCBC Bank', 'UOB'])} · Account No. ${digits(r, 3)}-${digits(r, 6)}-${digits(r, 1)} · SWIFT DBSSSGSG`,
      phone: (r) => `+65 6${digits(r, 3)} ${digits(r, 4)}`,
      street: (r) =>
        `${r.int(1, 300)} ${r.pick(['Orchard Road', 'Raffles Place', 'Jurong East Street 21'])} #${r.int(2, 30)}-${digits(r, 2)}`,
      city: (r) => `Singapore ${digits(r, 6)}`,
    },
  };
  return {
    ...base,
    tax: [`${taxName} {rate}%`, `${taxName} ({rate}%)`, `${taxName} @ {rate}%`],
    notes: [
      'Payment within 30 days. Thank you for your business.',
      'Please quote the invoice number with your payment.',
    ],
    ...specific[country],
    domain: { CA: 'ca', AU: 'com.au', NZ: 'co.nz', IE: 'ie', AE: 'ae', SG: 'sg' }[country],
  };
}
const ANGLO: readonly Locale[] = (['CA', 'AU', 'NZ', 'IE', 'AE', 'SG'] as const).map(angloLocale);

/** Danish, Norwegian, Finnish and Swedish invoices (--nordic): the locales Sweden's joins. */
const DENMARK: Locale = {
  language: 'da',
  number: { group: '.', decimal: ',' },
  currencies: [
    { code: 'DKK', symbol: 'kr.', before: false },
    { code: 'DKK', symbol: 'DKK', before: false },
    { code: 'DKK', symbol: 'DKK', before: true },
    { code: 'EUR', symbol: 'EUR', before: false },
  ],
  rates: [25],
  dateFormats: ['dmy-', 'dmy.', 'd month y', 'dmy/'],
  legalForms: ['ApS', 'A/S', 'I/S', 'IVS'],
  title: ['FAKTURA', 'Faktura'],
  number_: ['Fakturanr.', 'Fakturanummer', 'Faktura nr.'],
  date: ['Fakturadato', 'Dato'],
  due: ['Forfaldsdato', 'Betalingsfrist', 'Sidste rettidige betaling'],
  delivery: ['Leveringsdato', 'Leveret'],
  customerLabel: ['Kunde', 'Faktureres til', 'Køber'],
  customerNumber: ['Kundenr.', 'Kundenummer'],
  orderNumber: ['Ordrenr.', 'Rekvisitionsnr.'],
  net: ['Subtotal', 'Total ekskl. moms', 'Beløb ekskl. moms', 'Momsgrundlag'],
  tax: ['Moms {rate}%', 'Moms ({rate} %)', '{rate}% moms'],
  total: ['I alt', 'Total DKK', 'I alt inkl. moms', 'At betale', 'Total inkl. moms'],
  shipping: ['Fragt', 'Forsendelse'],
  discount: ['Rabat'],
  taxTable: ['Momssats', 'Grundlag', 'Moms', 'I alt'],
  taxSum: 'Moms i alt',
  paid: ['Betalt', 'Forudbetalt'],
  balance: ['Restbeløb', 'Til betaling'],
  included: ['heraf moms {rate}%'],
  lowerRate: 0,
  page: 'Side',
  columns: ['Beskrivelse', 'Antal', 'Enhedspris', 'Beløb'],
  items: [
    'Konsulentbistand (timer)',
    'Vedligeholdelse af hjemmeside',
    'Kontorartikler',
    'Softwarelicens, årlig',
    'Montering og opsætning',
    'Rengøring af kontor',
  ],
  vatId: (r) => `CVR-nr. ${digits(r, 8)}`,
  companyId: (r) => `SE-nr. ${digits(r, 8)}`,
  iban: (r) => `DK${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)}`,
  bankLine: (r) =>
    `${r.pick(['Danske Bank', 'Nordea', 'Jyske Bank'])} · Reg.nr. ${digits(r, 4)} · Kontonr. ${digits(r, 10)}`,
  phone: (r) => `Tlf. ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
  street: (r) =>
    `${r.pick(['Vestergade', 'Nørregade', 'Strandvejen', 'Algade', 'Østerbrogade'])} ${r.int(1, 120)}`,
  city: (r) =>
    `${r.int(1000, 9990)} ${r.pick(['København K', 'Aarhus C', 'Odense', 'Aalborg', 'Esbjerg'])}`,
  notes: ['Betalingsbetingelser: Netto 8 dage.', 'Tak for handlen!'],
  people: ['Mette Hansen', 'Lars Nielsen', 'Sofie Jensen', 'Anders Pedersen'],
  words: [
    'Nordlys',
    'Havblik',
    'Bøgelund',
    'Fjord',
    'Klitgaard',
    'Skovly',
    'Solbakken',
    'Vesterhav',
  ],
  domain: 'dk',
};

const NORWAY: Locale = {
  language: 'nb',
  number: { group: ' ', decimal: ',' },
  currencies: [
    { code: 'NOK', symbol: 'kr', before: false },
    { code: 'NOK', symbol: 'NOK', before: false },
    { code: 'NOK', symbol: 'kr', before: true },
  ],
  rates: [25, 25, 15, 12],
  dateFormats: ['dmy.', 'dmy.', 'd month y'],
  legalForms: ['AS', 'ASA', 'ANS', 'DA'],
  title: ['FAKTURA', 'Faktura'],
  number_: ['Fakturanr.', 'Fakturanummer', 'Faktura nr.'],
  date: ['Fakturadato', 'Dato'],
  due: ['Forfallsdato', 'Forfall', 'Betalingsfrist'],
  delivery: ['Leveringsdato', 'Levert'],
  customerLabel: ['Kunde', 'Fakturamottaker', 'Faktureres til'],
  customerNumber: ['Kundenr.', 'Kundenummer'],
  orderNumber: ['Ordrenr.', 'Bestillingsnr.'],
  net: ['Sum eks. mva', 'Beløp eks. mva', 'Netto', 'Grunnlag'],
  tax: ['MVA {rate}%', 'Mva {rate} %', 'Merverdiavgift {rate}%'],
  total: ['Å betale', 'Totalbeløp', 'Sum inkl. mva', 'Totalt å betale'],
  shipping: ['Frakt', 'Porto'],
  discount: ['Rabatt'],
  taxTable: ['Mva-sats', 'Grunnlag', 'Mva', 'Sum'],
  taxSum: 'Sum mva',
  paid: ['Innbetalt', 'Forskudd'],
  balance: ['Restbeløp', 'Gjenstående'],
  included: ['herav mva {rate}%'],
  lowerRate: 15,
  page: 'Side',
  columns: ['Beskrivelse', 'Antall', 'Enhetspris', 'Beløp'],
  items: [
    'Konsulenttjenester (timer)',
    'Vedlikehold av nettside',
    'Kontorrekvisita',
    'Programvarelisens',
    'Montering',
    'Renhold kontorlokaler',
  ],
  vatId: (r) => `Org.nr. ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)} MVA`,
  companyId: () => 'Foretaksregisteret',
  iban: (r) => `NO${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 3)}`,
  bankLine: (r) =>
    `Kontonummer ${digits(r, 4)}.${digits(r, 2)}.${digits(r, 5)} · IBAN ${NORWAY.iban(r)} · BIC DNBANOKK`,
  phone: (r) => `Tlf. ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 3)}`,
  street: (r) =>
    `${r.pick(['Storgata', 'Kirkegata', 'Bogstadveien', 'Strandgaten', 'Dronningens gate'])} ${r.int(1, 120)}`,
  city: (r) => `${digits(r, 4)} ${r.pick(['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø'])}`,
  notes: ['Betalingsbetingelser: 14 dager netto.', 'Takk for handelen!'],
  people: ['Ingrid Hansen', 'Ola Nordmann', 'Kari Olsen', 'Magnus Berg'],
  words: ['Fjellstad', 'Nordkapp', 'Vidde', 'Havn', 'Solberg', 'Bjørk', 'Fjord', 'Vestland'],
  domain: 'no',
};

const FINLAND: Locale = {
  language: 'fi',
  number: { group: ' ', decimal: ',' },
  currencies: [
    { code: 'EUR', symbol: '€', before: false },
    { code: 'EUR', symbol: 'EUR', before: false },
  ],
  rates: [24, 24, 25.5, 14, 10],
  dateFormats: ['dmy.', 'dmy.', 'd. m. y'],
  legalForms: ['Oy', 'Oyj', 'Ky', 'Ay'],
  title: ['LASKU', 'Lasku'],
  number_: ['Laskun numero', 'Laskun nro', 'Laskunumero', 'Lasku nro'],
  date: ['Laskun päivämäärä', 'Päivämäärä', 'Laskun pvm', 'Päiväys'],
  due: ['Eräpäivä', 'Maksuehto'],
  delivery: ['Toimituspäivä', 'Toimitettu'],
  customerLabel: ['Asiakas', 'Laskutusosoite', 'Ostaja'],
  customerNumber: ['Asiakasnumero', 'Asiakasnro'],
  orderNumber: ['Tilausnumero', 'Tilaus nro'],
  net: ['Veroton hinta', 'Yhteensä ilman ALV', 'Veroton yhteensä', 'Välisumma'],
  tax: ['ALV {rate} %', 'ALV {rate}%', 'Arvonlisävero {rate} %'],
  total: ['Yhteensä', 'Maksettava', 'Yhteensä sis. ALV', 'Loppusumma'],
  shipping: ['Toimituskulut', 'Rahti'],
  discount: ['Alennus'],
  taxTable: ['ALV %', 'Veroton', 'ALV', 'Verollinen'],
  taxSum: 'ALV yhteensä',
  paid: ['Maksettu', 'Ennakkomaksu'],
  balance: ['Jäljellä', 'Avoinna'],
  included: ['sis. ALV {rate} %'],
  lowerRate: 14,
  page: 'Sivu',
  columns: ['Kuvaus', 'Määrä', 'Yksikköhinta', 'Yhteensä'],
  items: [
    'Konsultointi (h)',
    'Verkkosivujen ylläpito',
    'Toimistotarvikkeet',
    'Ohjelmistolisenssi',
    'Asennustyö',
    'Toimiston siivous',
  ],
  vatId: (r) => `ALV-rek. FI${digits(r, 8)}`,
  companyId: (r) => `Y-tunnus ${digits(r, 7)}-${digits(r, 1)}`,
  iban: (r) => `FI${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)}`,
  phone: (r) => `puh. 0${r.int(9, 50)} ${digits(r, 3)} ${digits(r, 4)}`,
  street: (r) =>
    `${r.pick(['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Kauppakatu', 'Rantatie'])} ${r.int(1, 90)}`,
  city: (r) => `${digits(r, 5)} ${r.pick(['Helsinki', 'Tampere', 'Turku', 'Oulu', 'Espoo'])}`,
  notes: ['Maksuehto 14 päivää netto.', 'Kiitos tilauksestanne!'],
  people: ['Anna Virtanen', 'Mikko Korhonen', 'Laura Mäkinen', 'Juha Nieminen'],
  words: ['Revontuli', 'Koivu', 'Tunturi', 'Järvi', 'Kallio', 'Sampo', 'Aalto', 'Kuusi'],
  domain: 'fi',
};

/** Sweden's locale as its invoices print it, with the Nordic payment details below. */
const SWEDEN: Locale = (() => {
  const base = LOCALES.find((each) => each.language === 'sv')!;
  return {
    ...base,
    currencies: [
      { code: 'SEK', symbol: 'kr', before: false },
      { code: 'SEK', symbol: 'SEK', before: false },
      { code: 'SEK', symbol: ':-', before: false },
    ],
    rates: [25, 25, 12, 6],
    legalForms: ['AB', 'AB', 'HB', 'KB'],
    vatId: (r) => `Momsreg.nr SE${digits(r, 10)}01`,
    bankLine: (r) =>
      r.chance(0.5)
        ? `Bankgiro ${digits(r, 3)}-${digits(r, 4)}`
        : `Plusgiro ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}-${digits(r, 1)} · Bankgiro ${digits(r, 4)}-${digits(r, 4)}`,
    domain: 'se',
  };
})();
const NORDIC: readonly Locale[] = [SWEDEN, DENMARK, NORWAY, FINLAND];

/** What Nordic invoices print besides their locale's labels (--nordic). */
const NORDIC_WORDS: Record<
  'sv' | 'da' | 'nb' | 'fi',
  {
    /** The payment's reference and how it is made of the invoice's number. */
    reference: readonly string[];
    ours: readonly string[];
    yours: readonly string[];
    /** The late payment interest, a rate that is no VAT rate ({rate}). */
    interest: readonly string[];
    registered: readonly string[];
    rounding: string;
    /** Currencies whose totals are rounded to whole units now and then. */
    roundIn: readonly string[];
  }
> = {
  sv: {
    reference: ['OCR-nummer', 'OCR', 'Referens (OCR)'],
    ours: ['Vår referens'],
    yours: ['Er referens'],
    interest: ['Dröjsmålsränta {rate} %', 'Vid försenad betalning debiteras ränta med {rate} %.'],
    registered: ['Godkänd för F-skatt', 'Innehar F-skattsedel'],
    rounding: 'Öresavrundning',
    roundIn: ['SEK'],
  },
  da: {
    reference: ['FI-kort', 'Betalingsid'],
    ours: ['Vores ref.'],
    yours: ['Jeres ref.', 'Att.'],
    interest: ['Ved for sen betaling tilskrives renter med {rate} % pr. påbegyndt måned.'],
    registered: ['Momsregistreret'],
    rounding: 'Afrunding',
    roundIn: ['DKK'],
  },
  nb: {
    reference: ['KID', 'KID-nummer', 'KID nr.'],
    ours: ['Vår ref.'],
    yours: ['Deres ref.'],
    interest: ['Forsinkelsesrente {rate} % p.a.'],
    registered: ['Foretaksregisteret'],
    rounding: 'Øreavrunding',
    roundIn: ['NOK'],
  },
  fi: {
    reference: ['Viitenumero', 'Viite'],
    ours: ['Viitteemme'],
    yours: ['Viitteenne'],
    interest: ['Viivästyskorko {rate} %'],
    registered: ['Ennakkoperintärekisterissä'],
    rounding: 'Pyöristys',
    roundIn: [],
  },
};

/** A payment reference made of the number's digits with a check digit (the 7-3-1 weights). */
function paymentReference(seed: string): string {
  const base = seed.replace(/\D/g, '').replace(/^0+/, '') || '1';
  const weights = [7, 3, 1];
  const sum = [...base]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

const POLISH_ONES =
  ' jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście'.split(
    ' ',
  );
const POLISH_TENS =
  '  dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt'.split(
    ' ',
  );
const POLISH_HUNDREDS =
  ' sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset'.split(' ');

/** A whole number below a million in Polish words ("dwa tysiące trzysta pięć"). */
function polishWords(value: number): string {
  const below = (n: number) =>
    [
      POLISH_HUNDREDS[Math.floor(n / 100)]!,
      n % 100 < 20
        ? POLISH_ONES[n % 100]!
        : `${POLISH_TENS[Math.floor((n % 100) / 10)]!} ${POLISH_ONES[n % 10]!}`,
    ]
      .join(' ')
      .trim();
  if (value === 0) return 'zero';
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  const last = thousands % 10;
  const teen = thousands % 100 >= 12 && thousands % 100 <= 14;
  const word = thousands === 1 ? 'tysiąc' : last >= 2 && last <= 4 && !teen ? 'tysiące' : 'tysięcy';
  const head = thousands === 0 ? '' : thousands === 1 ? word : `${below(thousands)} ${word}`;
  return `${head} ${rest > 0 ? below(rest) : ''}`.replace(/\s+/g, ' ').trim();
}

const ONES =
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(
    ' ',
  );
const TENS = ' Ten Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ');
/** A whole number in words, the Indian way (thousand, lakh, crore). */
function inWords(value: number): string {
  const below100 = (n: number) =>
    n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
  const below1000 = (n: number) =>
    n >= 100
      ? `${ONES[Math.floor(n / 100)]} Hundred${n % 100 ? ` ${below100(n % 100)}` : ''}`
      : below100(n);
  const parts: string[] = [];
  const units = [
    [10_000_000, 'Crore'],
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
  ] as const;
  let rest = value;
  for (const [size, name] of units)
    if (rest >= size) {
      parts.push(`${below1000(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  if (rest > 0 || parts.length === 0) parts.push(below1000(rest));
  return parts.join(' ');
}

function formatMoney(value: number, locale: Locale, grouping: boolean): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.') as [string, string];
  const groups = locale.number.lakh ? /\B(?=(?:\d{2})*\d{3}(?!\d))/g : /\B(?=(\d{3})+(?!\d))/g;
  const grouped = grouping ? whole.replace(groups, locale.number.group) : whole;
  return `${value < 0 ? '-' : ''}${grouped}${locale.number.decimal}${cents}`;
}

function formatDate(iso: string, format: DateFormat, language: Language): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const month = MONTHS[language][Number(m) - 1]!;
  switch (format) {
    case 'dmy.':
      return `${d}.${m}.${y}`;
    case 'dmy/':
      return `${d}/${m}/${y}`;
    case 'dmy-':
      return `${d}-${m}-${y}`;
    case 'mdy/':
      return `${m}/${d}/${y}`;
    case 'iso':
      return iso;
    case 'd. m. y':
      return `${Number(d)}. ${Number(m)}. ${y}`;
    case 'd month y':
      return ['de', 'cs', 'da', 'nb', 'fi'].includes(language)
        ? `${Number(d)}. ${month} ${y}`
        : language === 'pt'
          ? `${Number(d)} de ${month} de ${y}`
          : `${Number(d)} ${month} ${y}`;
    case 'month d, y':
      return `${month} ${Number(d)}, ${y}`;
    case 'd-mon-y':
      return `${d}-${month.slice(0, 3)}-${y}`;
  }
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Party {
  name: string;
  lines: string[];
}

interface Drawn {
  locale: Locale;
  vendor: Party;
  vendorShort: string;
  /** Other names the seller goes by (--freelance: the person behind a trade name). */
  vendorAliases: string[];
  /** (--freelance) A closing greeting and the person's name under the note. */
  closing: [string, string] | null;
  customer: Party;
  customerLabel: string | null;
  title: string;
  number: string;
  date: string;
  dateText: string;
  meta: [string, string][];
  items: { text: string; quantity: number; price: number }[];
  net: number;
  tax: number;
  shipping: number;
  total: number;
  currency: Locale['currencies'][number];
  grouping: boolean;
  totals: [string, string][];
  /** A VAT breakdown table beside the totals (--tax-table): its head, then a row per rate. */
  taxTable: string[][] | null;
  footer: string[];
  /** The seller's name only in the footer and the sender line: a logo stands in the head. */
  logoHead: boolean;
  /** The customer's address on the right, the details on the left. */
  customerRight: boolean;
  note: string;
  /** (--india) The goods' destination under the customer: its label and party. */
  shipTo: { label: string; party: Party } | null;
  /** (--india) "For <seller>" over "Authorised Signatory" at the bottom right. */
  signature: boolean;
  /** (--india) The total in words under the totals. */
  inWords: string | null;
  /** (--us) What is left to pay, in a box at the top right: the last of the totals. */
  dueBox: string | null;
  /** (--swiss) The QR-bill's payment part: its account, reference and the amount it prints. */
  qrBill: { iban: string; reference: string; amount: string; information: string } | null;
  /** (--central) The seller's label over its name. */
  sellerLabel: string | null;
  /** (--central) Who issued the invoice, over the two signatures' labels. */
  signatures: { issuer: string; labels: readonly [string, string] } | null;
  /** (--central) "ORYGINAŁ", "KOPIA" at the top right. */
  copy: string | null;
}

function company(r: Random, locale: Locale, legalForm = true): string {
  const first = r.pick(locale.words);
  const shape = r.int(0, 3);
  const trade = {
    en: ['Consulting', 'Supplies', 'Services', 'Solutions', 'Trading'],
    de: ['Beratung', 'Bürobedarf', 'Technik', 'Haustechnik', 'Handel'],
    fr: ['Conseil', 'Services', 'Distribution', 'Informatique'],
    es: ['Servicios', 'Consultores', 'Distribuciones', 'Soluciones'],
    nl: ['Advies', 'Techniek', 'Diensten', 'Handel'],
    it: ['Servizi', 'Consulenze', 'Forniture', 'Impianti'],
    sv: ['Konsult', 'Teknik', 'Service', 'Handel'],
    pt: ['Serviços', 'Consultoria', 'Comércio', 'Técnica'],
    pl: ['Usługi', 'Handel', 'Serwis', 'Systemy'],
    cs: ['Služby', 'Obchod', 'Servis', 'Technik'],
    da: ['Rådgivning', 'Service', 'Handel', 'Teknik'],
    nb: ['Rådgivning', 'Service', 'Handel', 'Teknikk'],
    fi: ['Palvelut', 'Konsultointi', 'Tekniikka', 'Kauppa'],
  }[locale.language];
  const base =
    shape === 0
      ? `${first} ${r.pick(trade)}`
      : shape === 1
        ? `${first} & ${r.pick(locale.words)}`
        : shape === 2
          ? `${r.pick(locale.people).split(' ')[1]} ${r.pick(trade)}`
          : `${first}${r.pick(['tec', 'line', 'works', 'soft', 'print'])}`;
  return legalForm ? `${base} ${r.pick(locale.legalForms)}` : base;
}

/** The e-mail address a seller's name spells: "info@nordlicht-beratung.de". */
function contactAddress(r: Random, name: string, locale: Locale): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1)
    .slice(0, 2)
    .join(r.pick(['', '-']));
  const domain =
    locale.domain ??
    { en: 'co.uk', sv: 'se', pt: 'pt' }[locale.language as string] ??
    locale.language;
  return `${r.pick(['info', 'billing', 'office', 'hello'])}@${slug}.${domain}`;
}

/** A sole trader: a person, now and then behind a trade name ("Fotografie Anna Krüger"). */
function soleTrader(r: Random, locale: Locale) {
  const words = FREELANCE[locale.language as WesternLanguage];
  const person = `${r.pick(words.first)} ${r.pick(words.last)}`;
  const trade = r.pick(words.trades);
  return r.chance(0.35)
    ? {
        name: r.pick(words.brands).replace('{name}', person).replace('{trade}', trade),
        person,
        trade: null,
      }
    : { name: person, person, trade: r.chance(0.6) ? trade : null };
}

function draw(r: Random, index: number): Drawn {
  const locale = options.india
    ? INDIA
    : options.us
      ? US
      : options.swiss
        ? SWISS[index % SWISS.length]!
        : options.central
          ? CENTRAL[index % CENTRAL.length]!
          : options.nordic
            ? NORDIC[index % NORDIC.length]!
            : options.anglo
              ? ANGLO[index % ANGLO.length]!
              : LOCALES[index % LOCALES.length]!;
  const central = options.central ? CENTRAL_WORDS[locale.language as 'pl' | 'cs'] : null;
  const nordic = options.nordic ? NORDIC_WORDS[locale.language as 'sv' | 'da' | 'nb' | 'fi'] : null;
  const sole = options.freelance ? soleTrader(r, locale) : null;
  // A Polish or Czech sole proprietorship: its owner's name in its own ("P.H.U. Jantar Anna Nowak").
  const proprietor = central && r.chance(0.2) ? r.pick(locale.people) : null;
  const vendorName = sole
    ? sole.name
    : proprietor
      ? r
          .pick(central!.proprietors)
          .replace('{word}', r.pick(locale.words))
          .replace('{name}', proprietor)
      : company(r, locale, !((options.wide || options.us) && r.chance(0.4)));
  const vendor: Party = {
    name: vendorName,
    lines: [
      ...(sole?.trade ? [sole.trade] : []),
      locale.street(r),
      locale.city(r),
      locale.phone(r),
    ],
  };
  // Polish, Czech and Nordic sellers print their tax ids under their address.
  if (nordic && r.chance(0.5)) vendor.lines.splice(2, 0, locale.vatId(r));
  if (central && r.chance(0.7))
    vendor.lines.splice(
      2,
      0,
      locale.language === 'cs'
        ? `IČ: ${digits(r, 8)}  ${locale.vatId(r)}`
        : `${locale.vatId(r)}${r.chance(0.5) ? `, REGON: ${digits(r, 9)}` : ''}`,
    );
  if ((options.wide || options.us || sole) && r.chance(0.4))
    vendor.lines.push(contactAddress(r, vendorName, locale));
  const customerIsCompany = r.chance(0.7);
  const customerName = customerIsCompany ? company(r, locale) : r.pick(locale.people);
  const customer: Party = {
    name: customerName,
    lines: [
      ...(customerIsCompany && r.chance(0.4) ? [r.pick(locale.people)] : []),
      locale.street(r),
      locale.city(r),
    ],
  };
  if (r.chance(central ? 0.7 : 0.3)) customer.lines.push(locale.vatId(r));
  const currency = r.pick(locale.currencies);
  const year = r.int(2019, 2025);
  const date = `${year}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  // Dates month first in the United States only.
  const dateFormat: DateFormat =
    currency.code === 'USD' ? r.pick(['mdy/', 'month d, y'] as const) : r.pick(locale.dateFormats);
  const numberShape = r.int(0, 5);
  const month = date.slice(5, 7);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const number = central
    ? locale.language === 'pl'
      ? r.pick([
          `FV/${r.int(1, 250)}/${month}/${year}`,
          `${r.int(1, 250)}/${month}/${year}`,
          `FV ${year}/${pad(r.int(1, 999), 3)}`,
          `F/${pad(r.int(1, 9999), 4)}/${String(year).slice(2)}`,
        ])
      : r.pick([
          `${year}${pad(r.int(1, 999), 4)}`,
          `FV${String(year).slice(2)}${pad(r.int(1, 9999), 4)}`,
          `${String(year).slice(2)}${pad(r.int(1, 99999), 5)}`,
          `${year}-${pad(r.int(1, 999), 4)}`,
        ])
    : numberShape === 0
      ? `${upper(r, r.int(2, 3))}-${year}-${digits(r, 4)}`
      : numberShape === 1
        ? `${year}/${digits(r, 3)}`
        : numberShape === 2
          ? `${r.int(1000, 999999)}`
          : numberShape === 3
            ? `${upper(r, 1)}${String(year).slice(2)}-${digits(r, 3)}`
            : numberShape === 4
              ? `${digits(r, 2)}-${digits(r, 5)}`
              : `INV${digits(r, 6)}`;
  const items = Array.from({ length: r.chance(0.1) ? r.int(25, 40) : r.int(1, 7) }, () => ({
    text: r.pick(locale.items),
    quantity: r.chance(0.5) ? 1 : r.int(2, 40),
    price:
      (Math.round(r.next() * (r.chance(0.3) ? 4000 : 400) * 100 + 100) / 100) *
      (options.india ? 10 : 1),
  }));
  const cents = (value: number) => Math.round(value * 100) / 100;
  for (const item of items) item.price = cents(item.price);
  // A sole trader under the small-business threshold charges no VAT and says why.
  // So does a Polish or Czech one: "Nejsme plátci DPH", "zwolniony podmiotowo z podatku VAT".
  const exempt = (sole !== null && r.chance(0.6)) || (central !== null && r.chance(0.12));
  const rate = exempt ? 0 : r.pick(currency.rates ?? locale.rates);
  const shipping = r.chance(0.2) ? Math.round(r.next() * 3000 + 490) / 100 : 0;
  const itemsTotal = cents(items.reduce((sum, item) => sum + item.quantity * item.price, 0));
  const discount = r.chance(0.1) ? cents(itemsTotal * r.pick([0.03, 0.05, 0.1])) : 0;
  const net = cents(itemsTotal - discount + shipping);
  // Now and then a second group of items at the lower rate (the last items), each rate's tax
  // printed on its own line; or a receipt whose total includes its tax.
  const lowerShare =
    items.length >= 2 && rate > 0 && r.chance(0.25)
      ? cents(items.slice(-1)[0]!.quantity * items.slice(-1)[0]!.price)
      : 0;
  const rates =
    // (No second group where the rate drawn is the lower rate already: one rate, one tax line.)
    lowerShare > 0 && lowerShare < net && rate !== locale.lowerRate
      ? [
          { rate, base: cents(net - lowerShare) },
          { rate: locale.lowerRate, base: lowerShare },
        ]
      : [{ rate, base: net }];
  const taxes = rates.map((each) => cents((each.base * each.rate) / 100));
  const tax = cents(taxes.reduce((sum, each) => sum + each, 0));
  const receipt = rates.length === 1 && rate > 0 && r.chance(options.receipt ? 0.7 : 0.12);
  // A Czech invoice paid in crowns now and then rounds what is to pay to whole crowns, on a line
  // of its own above the total: the total is then the rounded amount.
  const rounding =
    ((central?.rounding && currency.code === 'CZK') || nordic?.roundIn.includes(currency.code)) &&
    !receipt &&
    r.chance(0.25)
      ? cents(Math.round(net + tax) - (net + tax))
      : 0;
  const total = cents(net + tax + rounding);
  const grouping = r.chance(0.8);
  // Now and then only the total carries the currency.
  const bare = r.chance(0.2);
  const money = (value: number, last = false) => {
    const amount = formatMoney(value, locale, grouping);
    if (bare && !last) return amount;
    return currency.before
      ? `${currency.symbol}${currency.symbol.length > 1 ? ' ' : ''}${amount}`
      : `${amount} ${currency.symbol}`;
  };
  const rateText = (value: number) => String(value).replace('.', locale.number.decimal);
  const totals: [string, string][] = [];
  // The table's rows: each rate's base, tax and gross (the bases add up to the net).
  const taxTable =
    options['tax-table'] && !receipt && rate > 0 && r.chance(0.6)
      ? [
          [...locale.taxTable],
          ...rates.map((each, position) => [
            `${rateText(each.rate)} %`,
            formatMoney(each.base, locale, grouping),
            formatMoney(taxes[position]!, locale, grouping),
            formatMoney(cents(each.base + taxes[position]!), locale, grouping),
          ]),
        ]
      : null;
  if (discount > 0) totals.push([r.pick(locale.discount), money(-discount)]);
  if (shipping > 0) totals.push([r.pick(locale.shipping), money(shipping)]);
  if (receipt) {
    totals.push([r.pick(locale.total), money(total, true)]);
    totals.push([r.pick(locale.included).replace('{rate}', rateText(rate)), money(tax)]);
    if (r.chance(0.5)) totals.push([r.pick(locale.net), money(net)]);
  } else {
    totals.push([r.pick(locale.net), money(net)]);
    if (taxTable) totals.push([locale.taxSum, money(tax)]);
    else {
      const label = r.pick(locale.tax.filter((each) => each.includes('{rate}')));
      // A supply within one Indian state is taxed half by the centre and half by the state.
      const split = options.india && r.chance(0.6);
      // An exempt seller prints no tax line as often as a 0 % one.
      if (!(exempt && r.chance(0.5)))
        rates.forEach((each, position) => {
          const parts = locale.taxParts?.[String(each.rate)];
          if (parts) {
            // Each tax of the rate on its line ("GST 5%", "PST 7%"), the last one the rest.
            const form = r.pick(['{name} {rate}%', '{name} ({rate}%)', '{name} @ {rate}%']);
            let left = taxes[position]!;
            parts.forEach(([name, part], index) => {
              const value = index === parts.length - 1 ? left : cents((each.base * part) / 100);
              left = cents(left - value);
              totals.push([
                form.replace('{name}', name).replace('{rate}', rateText(part)),
                money(value),
              ]);
            });
          } else if (split) {
            const half = cents(taxes[position]! / 2);
            const rateHalf = rateText(each.rate / 2);
            totals.push([label.replace('IGST', 'CGST').replace('{rate}', rateHalf), money(half)]);
            totals.push([
              label.replace('IGST', 'SGST').replace('{rate}', rateHalf),
              money(cents(taxes[position]! - half)),
            ]);
          } else
            totals.push([label.replace('{rate}', rateText(each.rate)), money(taxes[position]!)]);
        });
    }
    if (rounding !== 0) totals.push([(central ?? nordic)!.rounding!, money(rounding)]);
    totals.push([r.pick(locale.total), money(total, true)]);
  }
  // Polish invoices print what was paid and what is left as often as not.
  const paymentRows = options.payments ? r.chance(0.5) : central !== null && r.chance(0.35);
  if (paymentRows) {
    // The total then says it is the invoice's, not what is left to pay ("Amount due").
    const due = /due|zu\s*zahlen|[àa]\s*pagar|payer|betalen|betala|zap[łl]aty|[úu]hrad/i;
    const row = totals.findIndex(([label]) => locale.total.includes(label));
    if (row >= 0 && due.test(totals[row]![0]))
      totals[row]![0] = locale.total.find((label) => !due.test(label))!;
    // Paid in full, or a deposit of a round share; printed as a deduction or as it is.
    // (A Polish invoice says "Zapłacono: 0,00" as often as not.)
    const paid =
      central && r.chance(0.5) ? 0 : r.chance(0.5) ? total : cents(total * r.pick([0.2, 0.3, 0.5]));
    totals.push([r.pick(locale.paid), money(r.chance(0.6) ? -paid : paid)]);
    totals.push([r.pick(locale.balance), money(cents(total - paid))]);
  }
  const meta: [string, string][] = [
    [r.pick(locale.number_), number],
    [r.pick(locale.date), formatDate(date, dateFormat, locale.language)],
  ];
  if (r.chance(0.5)) meta.push([r.pick(locale.customerNumber), digits(r, r.int(4, 6))]);
  if (r.chance(0.5))
    meta.push([
      r.pick(locale.due),
      formatDate(addDays(date, r.pick([14, 30])), dateFormat, locale.language),
    ]);
  // (A Polish sale date is the issue date as often as not.)
  if (r.chance(central ? 0.6 : 0.3))
    meta.push([
      r.pick(locale.delivery),
      formatDate(
        addDays(date, central && r.chance(0.5) ? 0 : -r.int(1, 10)),
        dateFormat,
        locale.language,
      ),
    ]);
  if (r.chance(0.3)) meta.push([r.pick(locale.orderNumber), `${upper(r, 2)}${digits(r, 5)}`]);
  if (central) {
    if (central.issuedAt && r.chance(0.4))
      meta.push([central.issuedAt, locale.city(r).replace(/^[\d -]+/, '')]);
    if (r.chance(0.5)) meta.push(central.payment);
    // The payment's variable symbol is the invoice number's digits.
    if (central.variableSymbol && r.chance(0.7))
      meta.push([central.variableSymbol, number.replace(/\D/g, '')]);
    if (central.constantSymbol && r.chance(0.3)) meta.push([central.constantSymbol, '0308']);
  }
  if (nordic) {
    // The payment's reference, made of the number (Denmark: an FI-kort's line), and the people.
    if (r.chance(0.6))
      meta.push([
        r.pick(nordic.reference),
        locale.language === 'da'
          ? `+71<${paymentReference(number).padStart(15, '0')}+${digits(r, 8)}<`
          : locale.language === 'fi'
            ? paymentReference(number).replace(/\B(?=(\d{5})+$)/g, ' ')
            : paymentReference(number),
      ]);
    if (r.chance(0.5)) meta.push([r.pick(nordic.ours), r.pick(locale.people)]);
    if (r.chance(0.4)) meta.push([r.pick(nordic.yours), r.pick(locale.people)]);
  }
  // The number in the title, and then not among the details: "Faktura VAT nr FV/12/05/2023".
  const numberedTitle = central !== null && r.chance(0.5);
  if (numberedTitle) meta.shift();
  if (options.us && r.chance(0.5))
    meta.push([r.pick(['Terms', 'TERMS']), r.pick(['Net 30', 'Net 15', 'Due on receipt'])]);
  // The number and the date first or among the others.
  if (r.chance(0.3)) meta.reverse();
  // (A sole trader's trade line is no part of the address.)
  const address = sole?.trade ? vendor.lines.slice(1) : vendor.lines;
  const footer = [
    options.wide && r.chance(0.3)
      ? `${address[0]} · ${address[1]}`
      : `${vendorName} · ${address[0]} · ${address[1]}`,
    sole
      ? exempt
        ? FREELANCE[locale.language as WesternLanguage].taxNumber(r)
        : `${locale.vatId(r)} · ${FREELANCE[locale.language as WesternLanguage].taxNumber(r)}`
      : `${locale.vatId(r)} · ${locale.companyId(r)}`,
    locale.bankLine
      ? locale.bankLine(r)
      : `IBAN ${locale.iban(r)} · BIC ${upper(r, 4)}${upper(r, 2)}${upper(r, 2)}`,
  ];
  // The person holds the account the invoice is paid to.
  if (sole && r.chance(0.5))
    footer[2] = `${FREELANCE[locale.language as WesternLanguage].holder}: ${sole.person} · ${footer[2]}`;
  const drawn: Drawn = {
    locale,
    vendor,
    vendorShort: vendorName,
    vendorAliases:
      sole && sole.person !== vendorName
        ? [sole.person]
        : proprietor && proprietor !== vendorName
          ? [proprietor]
          : [],
    closing: null,
    customer,
    customerLabel: r.chance(central ? 0.95 : 0.6) ? r.pick(locale.customerLabel) : null,
    title: numberedTitle
      ? `${r.pick(locale.title)} ${central.numbered} ${number}`
      : r.pick(locale.title),
    number,
    date,
    dateText: formatDate(date, dateFormat, locale.language),
    meta,
    items,
    net,
    tax,
    shipping,
    total,
    currency,
    grouping,
    totals,
    taxTable,
    footer,
    note: exempt
      ? r.pick((central ?? FREELANCE[locale.language as WesternLanguage]).exemptions)
      : nordic && r.chance(0.4)
        ? r.pick(nordic.interest).replace('{rate}', r.pick(['8', '12,5', '0,8', '2']))
        : r.pick(locale.notes).replace('{seller}', vendorName),
    logoHead: r.chance(0.15),
    customerRight: r.chance(0.25),
    shipTo:
      (options.india || options.us) && r.chance(0.5)
        ? {
            label: r.pick(
              options.us
                ? ['SHIP TO', 'Ship To', 'Ship to:']
                : ['Ship To', 'Consignee (Ship to)', 'Shipping Address', 'Delivery At'],
            ),
            party: r.chance(0.5)
              ? { name: customerName, lines: [locale.street(r), locale.city(r)] }
              : { name: company(r, locale), lines: [locale.street(r), locale.city(r)] },
          }
        : null,
    signature: options.india && r.chance(0.7),
    inWords:
      options.india && r.chance(0.6)
        ? `${r.pick(['Amount in words:', 'Amount Chargeable (in words):', 'Rupees'])} ${inWords(Math.floor(total))}${
            Math.round((total % 1) * 100) > 0
              ? ` and ${inWords(Math.round((total % 1) * 100))} Paise`
              : ''
          } Only`
        : locale.language === 'pl' && r.chance(0.5)
          ? `Słownie: ${polishWords(Math.floor(total))} ${currency.code === 'PLN' ? 'zł' : currency.code} ${String(Math.round((total % 1) * 100)).padStart(2, '0')}/100`
          : null,
    dueBox: null,
    qrBill: null,
    sellerLabel: central && r.chance(0.7) ? r.pick(central.seller) : null,
    signatures:
      central && r.chance(0.5)
        ? { issuer: `${central.issuer}: ${r.pick(locale.people)}`, labels: central.signatures }
        : null,
    copy: central && r.chance(0.3) ? r.pick(central.copy) : null,
  };
  if (options.us && r.chance(0.4)) drawn.dueBox = totals[totals.length - 1]![1];
  if (nordic && r.chance(0.5))
    drawn.footer[1] = `${drawn.footer[1]} · ${r.pick(nordic.registered)}`;
  // A logo in the head names no one: the sender line and the footer then carry the name.
  if (drawn.logoHead) drawn.footer[0] = `${vendorName} · ${address[0]} · ${address[1]}`;
  if (sole && r.chance(0.5))
    drawn.closing = [FREELANCE[locale.language as WesternLanguage].closing, sole.person];
  if (options.swiss) {
    // The payment part prints the total with a space between thousands, whatever the invoice's
    // own format, and a QR reference of 27 digits in blocks of five (or none).
    const reference = `${digits(r, 2)} ${Array.from({ length: 5 }, () => digits(r, 5)).join(' ')}`;
    drawn.qrBill = {
      iban: locale.iban(r),
      reference: r.chance(0.7) ? reference : '',
      amount: formatMoney(total, { ...locale, number: { group: ' ', decimal: '.' } }, true),
      information: `${meta[0]![0]} ${number}`,
    };
  }
  return drawn;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The colours of a styled invoice (--styled); black on white when not styled. */
interface Style {
  /** The title's and, now and then, the seller's name's colour. */
  accent: RGB;
  vendorName: RGB;
  /** Labels of the details and the totals. */
  label: RGB;
  footer: RGB;
  /** The items' head in white on an accent bar. */
  headBar: boolean;
  /** Every other item row on a tint. */
  zebra: RGB | null;
  /** The total's row in white on an accent bar. */
  totalBar: boolean;
}

const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

function styleOf(r: Random): Style {
  if (!options.styled)
    return {
      accent: BLACK,
      vendorName: BLACK,
      label: BLACK,
      footer: BLACK,
      headBar: false,
      zebra: null,
      totalBar: false,
    };
  // Dark enough for white text on it, as templates choose them.
  const [red, green, blue] = r.pick([
    [0.12, 0.23, 0.45],
    [0.0, 0.4, 0.45],
    [0.55, 0.1, 0.12],
    [0.2, 0.2, 0.22],
    [0.1, 0.42, 0.25],
    [0.8, 0.35, 0.05],
    [0.35, 0.2, 0.55],
    [0.2, 0.45, 0.75],
  ] as const);
  const accent = rgb(red, green, blue);
  const grey = r.pick([0.3, 0.4, 0.5, 0.6]);
  return {
    accent,
    vendorName: r.chance(0.5) ? accent : BLACK,
    label: r.chance(0.6) ? rgb(grey, grey, grey) : BLACK,
    footer: r.chance(0.7) ? rgb(0.45, 0.45, 0.45) : BLACK,
    headBar: r.chance(0.8),
    zebra: r.chance(0.5)
      ? r.chance(0.5)
        ? rgb(0.93, 0.93, 0.93)
        : rgb(0.9 + 0.1 * red, 0.9 + 0.1 * green, 0.9 + 0.1 * blue)
      : null,
    totalBar: r.chance(0.6),
  };
}

async function render(r: Random, invoice: Drawn): Promise<{ pdf: Uint8Array; pages: number }> {
  const document = await PDFDocument.create();
  const family = r.pick([
    [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
    [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
    [StandardFonts.Courier, StandardFonts.CourierBold],
    [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  ] as const);
  const fonts: Fonts = options.central
    ? await embedDejaVu(document, family[0])
    : {
        regular: await document.embedFont(family[0]),
        bold: await document.embedFont(family[1]),
      };
  const [width, height] = r.chance(0.7) ? [595, 842] : [612, 792];
  const page = document.addPage([width, height]);
  const margin = r.int(40, 60);
  const style = styleOf(r);
  const text = (
    value: string,
    x: number,
    y: number,
    size: number,
    bold = false,
    color: RGB = BLACK,
  ) => page.drawText(value, { x, y, size, font: bold ? fonts.bold : fonts.regular, color });
  const right = (
    value: string,
    x: number,
    y: number,
    size: number,
    bold = false,
    color: RGB = BLACK,
  ) =>
    text(
      value,
      x - (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(value, size),
      y,
      size,
      bold,
      color,
    );
  const small = r.int(8, 10);
  // What the page leaves free at its foot: the margin, or the QR-bill's payment part (105 mm).
  const floor = invoice.qrBill ? QR_PART_HEIGHT + 10 : margin;

  // The seller's head: left, right or centred; its name larger, often bold.
  const head = r.pick(['left', 'left', 'right', 'centre'] as const);
  const nameSize = r.int(13, 22);
  let y = height - margin - nameSize;
  const place = (value: string, size: number, bold = false, color: RGB = BLACK) => {
    const w = (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(value, size);
    const x = head === 'left' ? margin : head === 'right' ? width - margin - w : (width - w) / 2;
    text(value, x, y, size, bold, color);
    y -= size + 3;
  };
  if (invoice.logoHead) {
    // A logo: a drawn mark, no text.
    const x = head === 'left' ? margin : head === 'right' ? width - margin - 90 : width / 2 - 45;
    page.drawRectangle({ x, y: height - margin - 40, width: 90, height: 40, borderWidth: 3 });
    page.drawCircle({ x: x + 45, y: height - margin - 20, size: 12 });
  } else {
    if (invoice.sellerLabel) {
      // The label over the name, the name's line lower by the label's.
      y = height - margin - small;
      place(invoice.sellerLabel, small, true, style.label);
      y -= nameSize - small;
    }
    place(invoice.vendor.name, nameSize, r.chance(0.7), style.vendorName);
    for (const line of invoice.vendor.lines) place(line, small);
  }

  if (invoice.copy) right(invoice.copy, width - margin, height - margin + 12, 8, true);
  if (invoice.dueBox && head !== 'right') {
    const boxX = width - margin - 170;
    const boxY = height - margin - 100;
    page.drawRectangle({
      x: boxX,
      y: boxY,
      width: 170,
      height: 40,
      borderWidth: 1,
      borderColor: BLACK,
      color: WHITE,
    });
    text(r.pick(['BALANCE DUE', 'Amount Due', 'AMOUNT DUE (USD)']), boxX + 8, boxY + 26, 8, true);
    text(invoice.dueBox, boxX + 8, boxY + 8, 14, true);
  }
  // The title and the details, on the side the head leaves free (or under it).
  const drawnSize = r.int(14, 26);
  // (--central: no larger than the line holds; a Czech title with its number is long.)
  const titleSize = fitted
    ? Math.min(
        drawnSize,
        Math.floor(
          (drawnSize * (width - 2 * margin)) /
            fonts.bold.widthOfTextAtSize(invoice.title, drawnSize),
        ),
      )
    : drawnSize;
  // (--central: the seller's label and tax ids lengthen the head, so the title, the details and
  // the customer move down by as much as it needs.)
  const lower = fitted ? Math.max(0, height - margin - 100 + titleSize - y) : 0;
  let metaTop = height - margin - 120 - lower;
  // (--central: only where the title clears the seller's name; "Faktura - daňový doklad" is long.
  // The other corpora keep the layouts they were measured on.)
  const titleRight =
    head === 'left' &&
    r.chance(0.6) &&
    (!fitted ||
      fonts.bold.widthOfTextAtSize(invoice.vendor.name, nameSize) +
        fonts.bold.widthOfTextAtSize(invoice.title, titleSize) +
        30 <
        width - 2 * margin);
  if (titleRight)
    right(
      invoice.title,
      width - margin,
      height - margin - titleSize,
      titleSize,
      true,
      style.accent,
    );
  else text(invoice.title, margin, metaTop + 20, titleSize, true, style.accent);
  if (!titleRight) metaTop -= titleSize;

  // The customer, with a small sender line above it now and then (a window envelope's).
  let cy = height - margin - 150 - lower;
  const customerX = invoice.customerRight ? width / 2 + 40 : margin;
  if (r.chance(0.3) || invoice.logoHead) {
    text(invoice.footer[0]!.replace(/ · /g, ' - '), customerX, cy + 14, 6);
  }
  if (invoice.customerLabel) {
    text(
      `${invoice.customerLabel}${r.chance(0.5) ? ':' : ''}`,
      customerX,
      cy,
      small,
      true,
      style.label,
    );
    cy -= small + 4;
  }
  for (const line of [invoice.customer.name, ...invoice.customer.lines]) {
    text(line, customerX, cy, small + 1);
    cy -= small + 4;
  }
  if (invoice.shipTo) {
    cy -= 6;
    text(invoice.shipTo.label, customerX, cy, small, true, style.label);
    cy -= small + 4;
    for (const line of [invoice.shipTo.party.name, ...invoice.shipTo.party.lines]) {
      text(line, customerX, cy, small + 1);
      cy -= small + 4;
    }
  }

  // The details: labels beside their values (a block on the right), or above them (one row).
  const drawnStyle = r.pick(['block', 'block', 'row', 'inline'] as const);
  // (--central: a row only where each label fits its column.)
  const metaStyle =
    fitted &&
    drawnStyle === 'row' &&
    invoice.meta.some(
      ([label]) =>
        fonts.bold.widthOfTextAtSize(label, small - 1) >
        (width - 2 * margin) / invoice.meta.length - 10,
    )
      ? 'block'
      : drawnStyle;
  let my = metaTop - 30;
  const metaX = invoice.customerRight ? margin : width - margin - 230;
  if (metaStyle === 'block') {
    const labelX = metaX;
    for (const [label, value] of invoice.meta) {
      text(`${label}${r.chance(0.5) ? ':' : ''}`, labelX, my, small, false, style.label);
      right(value, metaX + 230, my, small);
      my -= small + 5;
    }
  } else if (metaStyle === 'inline') {
    const labelX = metaX;
    for (const [label, value] of invoice.meta) {
      text(`${label}: ${value}`, labelX, my, small);
      my -= small + 5;
    }
  } else {
    my = Math.min(cy, metaTop) - 30;
    const columnWidth = (width - 2 * margin) / invoice.meta.length;
    invoice.meta.forEach(([label, value], column) => {
      text(label, margin + column * columnWidth, my, small - 1, true, style.label);
      text(value, margin + column * columnWidth, my - small - 4, small);
    });
    my -= 2 * small + 10;
  }

  // The items.
  let ty = Math.min(my, cy) - 40;
  const columns = invoice.locale.columns;
  const xs = [margin, width - margin - 230, width - margin - 110, width - margin];
  // In a bar, the head's text stands a little inside the bar's ends.
  const inset = style.headBar ? 6 : 0;
  if (style.headBar)
    page.drawRectangle({
      x: margin - inset,
      y: ty - 6,
      width: width - 2 * margin + 2 * inset,
      height: small + 11,
      color: style.accent,
    });
  const headColour = style.headBar ? WHITE : BLACK;
  text(columns[0], xs[0]!, ty, small, true, headColour);
  right(columns[1], xs[1]! + 30, ty, small, true, headColour);
  right(columns[2], xs[2]!, ty, small, true, headColour);
  right(columns[3], xs[3]!, ty, small, true, headColour);
  if (!style.headBar)
    page.drawLine({
      start: { x: margin, y: ty - 4 },
      end: { x: width - margin, y: ty - 4 },
      thickness: 0.5,
    });
  ty -= small + 10;
  const plain = (value: number) => formatMoney(value, invoice.locale, invoice.grouping);
  let current = page;
  const breakPage = () => {
    current = document.addPage([width, height]);
    ty = height - margin - 30;
    current.drawText(`${invoice.locale.page} 2 / 2`, {
      x: width - margin - 60,
      y: height - margin,
      size: 8,
      font: fonts.regular,
    });
  };
  const write = (
    value: string,
    x: number,
    at: number,
    size: number,
    bold = false,
    color: RGB = BLACK,
  ) => current.drawText(value, { x, y: at, size, font: bold ? fonts.bold : fonts.regular, color });
  const writeRight = (
    value: string,
    x: number,
    at: number,
    size: number,
    bold = false,
    color = BLACK,
  ) =>
    write(
      value,
      x - (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(value, size),
      at,
      size,
      bold,
      color,
    );
  for (const [row, item] of invoice.items.entries()) {
    if (ty < floor + 60) breakPage();
    if (style.zebra && row % 2 === 1)
      current.drawRectangle({
        x: margin - 4,
        y: ty - 4,
        width: width - 2 * margin + 8,
        height: small + 6,
        color: style.zebra,
      });
    write(item.text, xs[0]!, ty, small);
    writeRight(String(item.quantity), xs[1]! + 30, ty, small);
    writeRight(plain(item.price), xs[2]!, ty, small);
    writeRight(plain(item.quantity * item.price), xs[3]!, ty, small);
    ty -= small + 6;
  }
  current.drawLine({
    start: { x: margin, y: ty + 4 },
    end: { x: width - margin, y: ty + 4 },
    thickness: 0.5,
  });

  // The totals, right-aligned under the items.
  ty -= 14;
  if (ty - invoice.totals.length * (small + 7) < floor + 60) breakPage();
  const strong = invoice.totals.findIndex(([label]) => invoice.locale.total.includes(label));
  if (invoice.taxTable) {
    // The VAT table at the left, level with the totals: rate, net, tax and gross per rate.
    // The rate at the left, then net, tax and gross right-aligned, clear of each other and of
    // the totals' labels at the right.
    const columns = [margin, margin + 92, margin + 152, margin + 212];
    invoice.taxTable.forEach((row, index) => {
      const at = ty - index * (small + 6);
      row.forEach((cell, column) =>
        column === 0
          ? write(cell, columns[0]!, at, small - 1, index === 0, index === 0 ? style.label : BLACK)
          : writeRight(
              cell,
              columns[column]! + 20,
              at,
              small - 1,
              index === 0,
              index === 0 ? style.label : BLACK,
            ),
      );
    });
  }
  invoice.totals.forEach(([label, value], row) => {
    const bold = row === strong;
    const size = bold ? small + 1 : small;
    const bar = bold && style.totalBar;
    if (bar) {
      ty -= 4;
      current.drawRectangle({
        x: width - margin - 228,
        y: ty - 6,
        width: 236,
        height: size + 12,
        color: style.accent,
      });
    }
    write(label, width - margin - 220, ty, size, bold, bar ? WHITE : bold ? BLACK : style.label);
    writeRight(value, width - margin, ty, size, bold, bar ? WHITE : BLACK);
    ty -= size + (bar ? 12 : 6);
  });

  if (invoice.inWords) {
    write(invoice.inWords, margin, ty - 12, small - 1);
    ty -= 12;
  }
  write(invoice.note, margin, ty - 30, small);
  // A greeting and the person's name under the note, where the page leaves room above the footer.
  if (invoice.closing && ty - 70 > floor + 40) {
    write(invoice.closing[0], margin, ty - 52, small);
    write(invoice.closing[1], margin, ty - 66, small);
  }
  if (invoice.signatures && ty - 90 > floor + 50) {
    // Who issued it, then two dotted lines with their labels, clear of the note and the footer.
    const sy = ty - 90;
    writeRight(invoice.signatures.issuer, width - margin, sy + 30, small);
    const half = (width - 2 * margin) / 2 - 20;
    for (const [side, label] of invoice.signatures.labels.entries()) {
      const x = side === 0 ? margin : width - margin - half;
      current.drawLine({
        start: { x, y: sy + 10 },
        end: { x: x + half, y: sy + 10 },
        thickness: 0.5,
        dashArray: [1, 2],
      });
      const size = small - 2;
      const w = fonts.regular.widthOfTextAtSize(label, size);
      write(label, x + (half - w) / 2, sy, size);
    }
  }
  if (invoice.signature) {
    // Above the footer, clear of the note.
    const sy = Math.max(ty - 60, margin + 90);
    writeRight(`For ${invoice.vendor.name}`, width - margin, sy, small, true);
    writeRight('Authorised Signatory', width - margin, sy - 34, small - 1);
  }
  // The footer: register, tax and bank lines.
  let fy = floor + 24;
  for (const line of invoice.footer) {
    const size = 7;
    const w = fonts.regular.widthOfTextAtSize(line, size);
    write(line, (width - w) / 2, fy, size, false, style.footer);
    fy -= 10;
  }
  if (invoice.qrBill) drawQrBill(current, fonts, invoice, invoice.qrBill, r);
  return { pdf: await document.save(), pages: document.getPageCount() };
}

/**
 * DejaVu for --central (the standard fonts' WinAnsi has no ł, ą, č or ř): sans, serif or mono,
 * as the standard family drawn (Helvetica, Times, Courier) would have been.
 */
async function embedDejaVu(document: PDFDocument, standard: StandardFonts): Promise<Fonts> {
  document.registerFontkit(fontkit);
  const name =
    standard === StandardFonts.TimesRoman
      ? 'DejaVuSerif'
      : standard === StandardFonts.Courier
        ? 'DejaVuSansMono'
        : 'DejaVuSans';
  const load = (file: string) =>
    document.embedFont(readFileSync(requireFont.resolve(`dejavu-fonts-ttf/ttf/${file}.ttf`)), {
      subset: true,
    });
  return { regular: await load(name), bold: await load(`${name}-Bold`) };
}

/** The height of the QR-bill's payment part at the foot of an A4 page: 105 mm. */
const QR_PART_HEIGHT = 298;

/**
 * The QR-bill's receipt (left, 62 mm) and payment part (right), under a dashed line: the account
 * and the seller's name and address under "Payable to", the reference, the customer's under
 * "Payable by", the currency and the amount; a drawn square stands for the QR code.
 */
function drawQrBill(
  page: PDFPage,
  fonts: Fonts,
  invoice: Drawn,
  bill: NonNullable<Drawn['qrBill']>,
  r: Random,
) {
  const words = QR_BILL[invoice.locale.language as 'de' | 'fr' | 'it'];
  const width = page.getWidth();
  const top = QR_PART_HEIGHT;
  const write = (value: string, x: number, y: number, size: number, bold = false) =>
    page.drawText(value, { x, y, size, font: bold ? fonts.bold : fonts.regular, color: BLACK });
  page.drawLine({
    start: { x: 0, y: top },
    end: { x: width, y: top },
    thickness: 0.5,
    dashArray: [3, 3],
  });
  page.drawLine({
    start: { x: 176, y: 0 },
    end: { x: 176, y: top },
    thickness: 0.5,
    dashArray: [3, 3],
  });
  const payee = [bill.iban, invoice.vendor.name, ...invoice.vendor.lines.slice(0, 2)];
  // The customer's name and address, without its VAT number.
  const payer = [
    invoice.customer.name,
    ...invoice.customer.lines.filter((line) => !line.startsWith('CHE-')).slice(-2),
  ];
  // The receipt.
  let y = top - 30;
  write(words.receipt, 14, y, 11, true);
  y -= 22;
  write(words.account, 14, y, 6, true);
  for (const line of payee) write(line, 14, (y -= 10), 8);
  if (bill.reference) {
    write(words.reference, 14, (y -= 16), 6, true);
    write(bill.reference, 14, (y -= 10), 8);
  }
  write(words.payableBy, 14, (y -= 16), 6, true);
  for (const line of payer) write(line, 14, (y -= 10), 8);
  write(words.currency, 14, 84, 6, true);
  write(words.amount, 60, 84, 6, true);
  write('CHF', 14, 72, 8);
  write(bill.amount, 60, 72, 8);
  write(words.acceptance, 110, 40, 6, true);
  // The payment part: the QR code, the amount under it, the details on the right.
  write(words.payment, 190, top - 30, 11, true);
  const cell = 130 / 25;
  for (let row = 0; row < 25; row++)
    for (let column = 0; column < 25; column++)
      if (r.chance(0.5))
        page.drawRectangle({
          x: 190 + column * cell,
          y: top - 190 + row * cell,
          width: cell,
          height: cell,
          color: BLACK,
        });
  write(words.currency, 190, 84, 8, true);
  write(words.amount, 236, 84, 8, true);
  write('CHF', 190, 70, 10);
  write(bill.amount, 236, 70, 10);
  const x = 345;
  y = top - 30;
  write(words.account, x, y, 8, true);
  for (const line of payee) write(line, x, (y -= 11), 10);
  if (bill.reference) {
    write(words.reference, x, (y -= 18), 8, true);
    write(bill.reference, x, (y -= 11), 10);
  }
  write(words.information, x, (y -= 18), 8, true);
  write(bill.information, x, (y -= 11), 10);
  write(words.payableBy, x, (y -= 18), 8, true);
  for (const line of payer) write(line, x, (y -= 11), 10);
}

/** What a till prints for the payment, per language: cash given and change, or a card. */
const PAYMENT_WORDS: Record<WesternLanguage, { cash: string[]; change: string[]; card: string[] }> =
  {
    en: {
      cash: ['CASH', 'Cash tendered'],
      change: ['CHANGE', 'Change due'],
      card: ['VISA', 'Card'],
    },
    de: {
      cash: ['BAR', 'Bar gegeben'],
      change: ['Rückgeld', 'ZURÜCK'],
      card: ['EC-Karte', 'Girocard'],
    },
    fr: {
      cash: ['ESPECES', 'Espèces'],
      change: ['Rendu', 'Monnaie rendue'],
      card: ['CB', 'Carte bancaire'],
    },
    es: {
      cash: ['EFECTIVO', 'Entregado'],
      change: ['CAMBIO', 'Cambio'],
      card: ['TARJETA', 'VISA'],
    },
    nl: { cash: ['CONTANT', 'Contant'], change: ['Wisselgeld', 'TERUG'], card: ['PIN', 'Maestro'] },
    it: { cash: ['CONTANTI', 'Contante'], change: ['RESTO', 'Resto'], card: ['CARTA', 'Bancomat'] },
    sv: { cash: ['KONTANT', 'Kontant'], change: ['Växel', 'VÄXEL'], card: ['KORT', 'Kort'] },
    pt: {
      cash: ['NUMERARIO', 'Numerário'],
      change: ['TROCO', 'Troco'],
      card: ['MULTIBANCO', 'Cartão'],
    },
  };

/** A till receipt (--receipt): 80 mm wide, monospace, one column. */
async function renderReceipt(
  r: Random,
  invoice: Drawn,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Courier);
  const bold = await document.embedFont(StandardFonts.CourierBold);
  const width = 226;
  const margin = 10;
  const size = r.pick([7, 8]);
  const columns = Math.floor((width - 2 * margin) / (size * 0.6));
  const rows: { left: string; right?: string; centre?: boolean; bold?: boolean; big?: boolean }[] =
    [];
  const rule = () => rows.push({ left: r.pick(['-', '=', '*']).repeat(columns) });
  rows.push({ left: invoice.vendor.name, centre: true, bold: true, big: true });
  for (const line of invoice.vendor.lines) rows.push({ left: line, centre: true });
  rows.push({ left: invoice.footer[1]!.split(' · ')[0]!, centre: true });
  rows.push({ left: '' });
  const time = `${String(r.int(8, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const [numberLabel, number] = invoice.meta.find(([, value]) => value === invoice.number)!;
  const [dateLabel] = invoice.meta.find(([, value]) => value === invoice.dateText)!;
  if (r.chance(0.5)) rows.push({ left: `${numberLabel}: ${number}` });
  else rows.push({ left: numberLabel, right: number });
  rows.push({
    left: r.chance(0.5) ? `${dateLabel}: ${invoice.dateText}` : invoice.dateText,
    right: time,
  });
  if (r.chance(0.5)) rows.push({ left: `#${r.int(1, 9)} / ${r.int(10, 99)}` });
  rule();
  const plain = (value: number) => formatMoney(value, invoice.locale, invoice.grouping);
  for (const item of invoice.items.slice(0, 12)) {
    if (item.quantity > 1) rows.push({ left: `${item.quantity} x ${plain(item.price)}` });
    rows.push({ left: item.text.slice(0, columns - 12), right: plain(item.quantity * item.price) });
  }
  rule();
  const strong = invoice.totals.findIndex(([label]) => invoice.locale.total.includes(label));
  invoice.totals.forEach(([label, value], index) =>
    rows.push({ left: label, right: value, bold: index === strong, big: index === strong }),
  );
  const words = PAYMENT_WORDS[invoice.locale.language as WesternLanguage];
  if (r.chance(0.5)) {
    const given = Math.ceil(invoice.total / 10) * 10 + r.pick([0, 10, 20]);
    rows.push({ left: r.pick(words.cash), right: plain(given) });
    rows.push({
      left: r.pick(words.change),
      right: plain(Math.round((given - invoice.total) * 100) / 100),
    });
  } else rows.push({ left: r.pick(words.card), right: plain(invoice.total) });
  rule();
  rows.push({ left: invoice.note.slice(0, columns), centre: true });
  const lineHeight = size + 4;
  const height = 2 * margin + 20 + rows.length * lineHeight + 10;
  const page = document.addPage([width, height]);
  let y = height - margin - size - 4;
  for (const row of rows) {
    const font = row.bold ? bold : regular;
    const at = row.big ? size + 2 : size;
    const w = font.widthOfTextAtSize(row.left, at);
    const x = row.centre ? (width - w) / 2 : margin;
    page.drawText(row.left, { x, y, size: at, font });
    if (row.right) {
      const rw = font.widthOfTextAtSize(row.right, at);
      page.drawText(row.right, { x: width - margin - rw, y, size: at, font });
    }
    y -= row.big ? lineHeight + 3 : lineHeight;
  }
  return { pdf: await document.save(), pages: 1 };
}

if (
  [
    options.india,
    options.us,
    options.receipt,
    options.freelance,
    options.swiss,
    options.central,
    options.nordic,
    options.anglo,
  ].filter(Boolean).length > 1
)
  throw new Error(
    '--india, --us, --receipt, --freelance, --swiss, --central, --nordic and --anglo each make a corpus of their own: give one',
  );
const random = randomSource(Number(options.seed));
const count = Number(options.count);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest: ManifestEntry[] = [];
for (let index = 0; index < count; index += 1) {
  const invoice = draw(random, index);
  const file = `synthetic-${String(index + 1).padStart(3, '0')}-${invoice.locale.language}.pdf`;
  const { pdf, pages } = options.receipt
    ? await renderReceipt(random, invoice)
    : await render(random, invoice);
  writeFileSync(path.join(outDir, file), pdf);
  manifest.push({
    file,
    source_repo: 'billfold/synthetic',
    text_layer: true,
    pages,
    ...(invoice.vendorAliases.length > 0 ? { vendor_aliases: invoice.vendorAliases } : {}),
    truth: {
      invoiceNumber: invoice.number,
      date: invoice.date,
      vendor: invoice.vendor.name,
      amount: invoice.net,
      taxAmount: invoice.tax,
      total: invoice.total,
      currency: invoice.currency.code,
    },
  });
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${count} synthetic invoices (seed ${options.seed}) in ${outDir}`);
