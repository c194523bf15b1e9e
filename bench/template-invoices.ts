// Generates labelled invoices through other people's invoice generators from the npm registry,
// each with its own layout and its own PDF library: microinvoice (PDFKit), @h1dd3nsn1p3r/pdf-invoice
// (pdfmake), jspdf-invoice-template-nodejs (jsPDF), and the Indian GST billing templates of
// @makarandkate/invoice-templates printed to PDF by Chromium (support/gst-templates.ts). The
// extractor was never tuned on any of these layouts, nor on their libraries' text layers, so they
// test how it holds on invoices it has never seen, as synthetic-invoices.ts cannot (its layouts
// are this project's own). The figures that count stay those on the real corpora.
//   pnpm --filter @billfold/bench template-invoices [-- --count 48 --seed 1 --out DIR --no-gst]
// Writes DIR/*.pdf and DIR/manifest.json (the corpora's manifest format), by default
// .data/template-invoices; then
//   pnpm bench:extract -- .data/template-invoices [--scan-copies]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from './support/args.ts';
import type { ManifestEntry } from './support/extract-corpus.ts';

const { values: options } = benchArgs({
  count: { type: 'string', default: '48' },
  seed: { type: 'string', default: '1' },
  out: { type: 'string' },
  // Leave out the GST templates (they need Chromium).
  'no-gst': { type: 'boolean', default: false },
  chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(options.out ?? path.join(root, '.data/template-invoices'));
const require = createRequire(import.meta.url);

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
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (share: number) => next() < share,
  };
}
type Random = ReturnType<typeof randomSource>;

type Language = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'it';

/** What each language's invoice says, in the wordings its businesses use. */
interface Words {
  title: string[];
  number: string[];
  date: string[];
  due: string[];
  billTo: string[];
  from: string[];
  item: string;
  quantity: string;
  price: string;
  amount: string;
  net: string[];
  tax: string[];
  total: string[];
  note: string[];
}

interface Locale {
  language: Language;
  /** Intl's locale for numbers and the country's VAT rates. */
  intl: string;
  currency: string;
  rates: number[];
  /** The date as the country writes it. */
  date: (iso: string) => string;
  names: string[];
  trades: string[];
  forms: string[];
  people: string[];
  streets: string[];
  cities: string[];
  domain: string;
  /** The seller's tax id: its label and its value. */
  vatId: (r: Random) => [string, string];
  phone: (r: Random) => string;
  items: string[];
  words: Words;
}

const pad = (value: number) => String(value).padStart(2, '0');
const [dd, mm, yyyy] = [
  (iso: string) => iso.slice(8, 10),
  (iso: string) => iso.slice(5, 7),
  (iso: string) => iso.slice(0, 4),
];
const digits = (r: Random, count: number) =>
  Array.from({ length: count }, () => r.int(0, 9)).join('');

const ENGLISH: Words = {
  title: ['Invoice', 'Tax Invoice', 'INVOICE', 'Sales Invoice'],
  number: ['Invoice No.', 'Invoice Number', 'Invoice #', 'Ref'],
  date: ['Date', 'Invoice Date', 'Date of issue', 'Issued'],
  due: ['Due Date', 'Payment due', 'Due'],
  billTo: ['Bill To', 'Invoice to', 'Customer', 'Billed to'],
  from: ['From', 'Bill From', 'Supplier', 'Seller'],
  item: 'Description',
  quantity: 'Qty',
  price: 'Unit price',
  amount: 'Amount',
  net: ['Subtotal', 'Net total', 'Total excl. VAT', 'Sub-total'],
  tax: ['VAT', 'Tax', 'VAT {rate}%', 'Sales tax'],
  total: ['Total', 'Total due', 'Amount due', 'Grand total', 'Balance due'],
  note: [
    'Payment within 30 days. Thank you for your business.',
    'Please quote the invoice number with your payment.',
  ],
};

const LOCALES: Locale[] = [
  {
    language: 'en',
    intl: 'en-GB',
    currency: 'GBP',
    rates: [20, 20, 5],
    date: (iso) => `${dd(iso)}/${mm(iso)}/${yyyy(iso)}`,
    names: [
      'Harbourview',
      'Kestrel',
      'Oakridge',
      'Bramble',
      'Northgate',
      'Ashcombe',
      'Redfern',
      'Thistle',
    ],
    trades: ['Supplies', 'Joinery', 'Print', 'Consulting', 'Electrical', 'Catering', 'Design'],
    forms: ['Ltd', 'Limited', 'LLP', ''],
    people: ['Sarah Collins', 'James Whitfield', 'Priya Shah', 'Tom Barker'],
    streets: ['Dock Road', 'High Street', 'Mill Lane', 'Station Road', 'Church Street'],
    cities: ['Leeds LS1 4AB', 'Bristol BS1 5TR', 'Norwich NR2 1PQ', 'York YO1 7HH'],
    domain: 'co.uk',
    vatId: (r) => ['VAT Reg. No.', `GB ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`],
    phone: (r) => `0${r.int(113, 191)} ${digits(r, 3)} ${digits(r, 4)}`,
    items: [
      'Pallet wrap 500mm',
      'Site visit',
      'Oak worktop',
      'Business cards (500)',
      'Consultancy, half day',
      'Cable tray 3m',
    ],
    words: ENGLISH,
  },
  {
    language: 'en',
    intl: 'en-US',
    currency: 'USD',
    rates: [0, 6, 7.25, 8.875],
    date: (iso) => `${mm(iso)}/${dd(iso)}/${yyyy(iso)}`,
    names: ['Bluestem', 'Cedar Point', 'Ironwood', 'Lakeshore', 'Summit', 'Prairie', 'Coastline'],
    trades: ['Landscaping', 'Plumbing', 'Media', 'Software', 'Hardware', 'Cleaning'],
    forms: ['LLC', 'Inc.', 'Co.', ''],
    people: ['Megan Ortiz', 'Daniel Kim', 'Rachel Stone', 'Marcus Hill'],
    streets: ['Main Street', 'Oak Avenue', 'Elm Drive', 'Market Street'],
    cities: ['Austin, TX 78701', 'Portland, OR 97205', 'Madison, WI 53703', 'Denver, CO 80202'],
    domain: 'com',
    vatId: (r) => ['EIN', `${digits(r, 2)}-${digits(r, 7)}`],
    phone: (r) => `(${r.int(201, 989)}) ${digits(r, 3)}-${digits(r, 4)}`,
    items: [
      'Lawn care, monthly',
      'Drain repair',
      'Web hosting (12 months)',
      'Office chairs',
      'Deep cleaning',
    ],
    words: {
      ...ENGLISH,
      tax: ['Sales Tax', 'Tax', 'Sales tax ({rate}%)'],
      net: ['Subtotal', 'Sub Total'],
    },
  },
  {
    language: 'de',
    intl: 'de-DE',
    currency: 'EUR',
    rates: [19, 19, 7],
    date: (iso) => `${dd(iso)}.${mm(iso)}.${yyyy(iso)}`,
    names: ['Bergmann', 'Lindenhof', 'Nordwerk', 'Sonnleitner', 'Falkenstein', 'Weißdorn'],
    trades: ['Haustechnik', 'Druckerei', 'Bürobedarf', 'Elektro', 'Gartenbau', 'Software'],
    forms: ['GmbH', 'GmbH & Co. KG', 'AG', 'e.K.', ''],
    people: ['Jana Vogel', 'Stefan Krüger', 'Lea Hoffmann', 'Murat Yilmaz'],
    streets: ['Hauptstraße', 'Gartenweg', 'Bahnhofstraße', 'Lindenallee'],
    cities: ['10115 Berlin', '80331 München', '50667 Köln', '04109 Leipzig'],
    domain: 'de',
    vatId: (r) => ['USt-IdNr.', `DE${digits(r, 9)}`],
    phone: (r) => `0${r.int(30, 89)} ${digits(r, 7)}`,
    items: [
      'Wartung Heizungsanlage',
      'Flyer A5, 1000 Stück',
      'Kopierpapier A4',
      'Montage Steckdosen',
      'Softwarelizenz',
    ],
    words: {
      title: ['Rechnung', 'RECHNUNG'],
      number: ['Rechnungsnummer', 'Rechnung Nr.', 'Rechnungs-Nr.', 'Beleg-Nr.'],
      date: ['Rechnungsdatum', 'Datum', 'Belegdatum'],
      due: ['Fällig am', 'Zahlungsziel', 'Fälligkeitsdatum'],
      billTo: ['Rechnung an', 'Kunde', 'Rechnungsempfänger'],
      from: ['Von', 'Absender', 'Lieferant'],
      item: 'Bezeichnung',
      quantity: 'Menge',
      price: 'Einzelpreis',
      amount: 'Betrag',
      net: ['Nettobetrag', 'Zwischensumme', 'Summe netto'],
      tax: ['MwSt.', 'USt. {rate} %', 'zzgl. {rate}% MwSt.'],
      total: ['Gesamtbetrag', 'Rechnungsbetrag', 'Gesamt', 'Summe brutto'],
      note: ['Zahlbar innerhalb von 14 Tagen ohne Abzug.', 'Vielen Dank für Ihren Auftrag.'],
    },
  },
  {
    language: 'fr',
    intl: 'fr-FR',
    currency: 'EUR',
    rates: [20, 20, 10, 5.5],
    date: (iso) => `${dd(iso)}/${mm(iso)}/${yyyy(iso)}`,
    names: ['Atelier Duval', 'Brière', 'Les Tilleuls', 'Morel', 'Garonne', 'Belleville'],
    trades: ['Menuiserie', 'Conseil', 'Imprimerie', 'Informatique', 'Traiteur'],
    forms: ['SARL', 'SAS', 'EURL', ''],
    people: ['Claire Martin', 'Julien Petit', 'Sophie Laurent', 'Karim Benali'],
    streets: ['rue de la Paix', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue des Lilas'],
    cities: ['75011 Paris', '69002 Lyon', '33000 Bordeaux', '31000 Toulouse'],
    domain: 'fr',
    vatId: (r) => ['TVA intracom.', `FR${digits(r, 2)} ${digits(r, 9)}`],
    phone: (r) => `0${r.int(1, 5)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    items: [
      'Pose de parquet',
      'Audit informatique',
      'Cartes de visite',
      'Buffet 20 personnes',
      'Licence annuelle',
    ],
    words: {
      title: ['Facture', 'FACTURE'],
      number: ['Facture n°', 'Numéro de facture', 'N° facture'],
      date: ['Date', 'Date de facture', "Date d'émission"],
      due: ["Date d'échéance", 'Échéance'],
      billTo: ['Facturé à', 'Client', 'Adresse de facturation'],
      from: ['Émetteur', 'Fournisseur', 'De'],
      item: 'Désignation',
      quantity: 'Qté',
      price: 'Prix unitaire',
      amount: 'Montant',
      net: ['Total HT', 'Montant HT', 'Sous-total HT'],
      tax: ['TVA', 'TVA {rate} %', 'Montant TVA'],
      total: ['Total TTC', 'Net à payer', 'Montant TTC'],
      note: [
        'Paiement à 30 jours. Pas d’escompte pour paiement anticipé.',
        'Merci de votre confiance.',
      ],
    },
  },
  {
    language: 'es',
    intl: 'es-ES',
    currency: 'EUR',
    rates: [21, 21, 10],
    date: (iso) => `${dd(iso)}/${mm(iso)}/${yyyy(iso)}`,
    names: ['Olivar', 'Sierra Norte', 'Brisamar', 'Castellana', 'Almendro'],
    trades: ['Reformas', 'Asesores', 'Distribuciones', 'Informática', 'Eventos'],
    forms: ['S.L.', 'S.A.', 'S.L.U.', ''],
    people: ['Lucía García', 'Javier Romero', 'Marta Ruiz', 'Pablo Navarro'],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Sol', 'Paseo de Gracia'],
    cities: ['28013 Madrid', '08007 Barcelona', '41001 Sevilla', '46002 Valencia'],
    domain: 'es',
    vatId: (r) => ['NIF', `B${digits(r, 8)}`],
    phone: (r) => `+34 9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
    items: [
      'Reforma de baño',
      'Asesoría fiscal trimestral',
      'Cajas de cartón',
      'Catering evento',
      'Mantenimiento web',
    ],
    words: {
      title: ['Factura', 'FACTURA'],
      number: ['Factura nº', 'Número de factura', 'Nº factura'],
      date: ['Fecha', 'Fecha de factura', 'Fecha de emisión'],
      due: ['Vencimiento', 'Fecha de vencimiento'],
      billTo: ['Cliente', 'Facturar a', 'Datos del cliente'],
      from: ['Emisor', 'Proveedor', 'De'],
      item: 'Concepto',
      quantity: 'Cant.',
      price: 'Precio',
      amount: 'Importe',
      net: ['Base imponible', 'Subtotal'],
      tax: ['IVA', 'IVA {rate}%', 'Cuota IVA'],
      total: ['Total', 'Total factura', 'Total a pagar'],
      note: ['Forma de pago: transferencia bancaria.', 'Gracias por su confianza.'],
    },
  },
  {
    language: 'nl',
    intl: 'nl-NL',
    currency: 'EUR',
    rates: [21, 21, 9],
    date: (iso) => `${dd(iso)}-${mm(iso)}-${yyyy(iso)}`,
    names: ['Duinzicht', 'Van Dijk', 'Polderlicht', 'De Linde', 'Waterkant'],
    trades: ['Installatie', 'Advies', 'Drukwerk', 'Schilders', 'Software'],
    forms: ['B.V.', 'V.O.F.', ''],
    people: ['Eva de Vries', 'Sem Jansen', 'Noor Bakker', 'Daan Visser'],
    streets: ['Kerkstraat', 'Dorpsweg', 'Stationsplein', 'Molenlaan'],
    cities: ['1012 AB Amsterdam', '3511 LX Utrecht', '2511 CV Den Haag', '9711 HV Groningen'],
    domain: 'nl',
    vatId: (r) => ['btw-nr.', `NL${digits(r, 9)}B01`],
    phone: (r) => `0${r.int(10, 79)}-${digits(r, 7)}`,
    items: ['Onderhoud cv-ketel', 'Adviesuren', 'Folders A4', 'Schilderwerk kozijnen', 'Hosting'],
    words: {
      title: ['Factuur', 'FACTUUR'],
      number: ['Factuurnummer', 'Factuur nr.'],
      date: ['Factuurdatum', 'Datum'],
      due: ['Vervaldatum', 'Betalen voor'],
      billTo: ['Factuur aan', 'Klant', 'Aan'],
      from: ['Van', 'Leverancier'],
      item: 'Omschrijving',
      quantity: 'Aantal',
      price: 'Prijs',
      amount: 'Bedrag',
      net: ['Subtotaal', 'Totaal excl. btw'],
      tax: ['Btw', 'Btw {rate}%'],
      total: ['Totaal', 'Totaal incl. btw', 'Te betalen'],
      note: ['Gelieve binnen 14 dagen te betalen.', 'Bedankt voor uw opdracht.'],
    },
  },
  {
    language: 'it',
    intl: 'it-IT',
    currency: 'EUR',
    rates: [22, 22, 10],
    date: (iso) => `${dd(iso)}/${mm(iso)}/${yyyy(iso)}`,
    names: ['Colle Verde', 'Bianchi', 'Lago Blu', 'Fontana', 'Monterosa'],
    trades: ['Impianti', 'Consulenze', 'Tipografia', 'Informatica', 'Forniture'],
    forms: ['S.r.l.', 'S.p.A.', 'S.n.c.', ''],
    people: ['Giulia Rossi', 'Marco Conti', 'Elena Greco', 'Luca Ferri'],
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza Duomo'],
    cities: ['20121 Milano', '00184 Roma', '10123 Torino', '40121 Bologna'],
    domain: 'it',
    vatId: (r) => ['P.IVA', `IT${digits(r, 11)}`],
    phone: (r) => `+39 0${r.int(2, 99)} ${digits(r, 6)}`,
    items: [
      'Manutenzione impianto',
      'Consulenza fiscale',
      'Stampa brochure',
      'Licenza software',
      'Toner',
    ],
    words: {
      title: ['Fattura', 'FATTURA'],
      number: ['Fattura n.', 'Numero fattura', 'N. documento'],
      date: ['Data', 'Data fattura', 'Data documento'],
      due: ['Scadenza', 'Data scadenza'],
      billTo: ['Cliente', 'Destinatario', 'Spett.le'],
      from: ['Fornitore', 'Mittente', 'Da'],
      item: 'Descrizione',
      quantity: 'Q.tà',
      price: 'Prezzo',
      amount: 'Importo',
      net: ['Imponibile', 'Totale imponibile'],
      tax: ['IVA', 'IVA {rate}%'],
      total: ['Totale', 'Totale documento', 'Totale da pagare'],
      note: ['Pagamento: bonifico bancario a 30 giorni.', 'Grazie per la fiducia.'],
    },
  },
];

interface Party {
  name: string;
  person: string | null;
  street: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  /** Its label and its value. */
  taxId: [string, string];
}

/** One invoice's data, printed by each template in its own way. */
interface Drawn {
  locale: Locale;
  vendor: Party;
  customer: Party;
  number: string;
  /** ISO dates. */
  date: string;
  due: string;
  rate: number;
  items: { text: string; quantity: number; price: number; amount: number }[];
  net: number;
  tax: number;
  total: number;
  label: (words: string[]) => string;
}

const cents = (value: number) => Math.round(value * 100) / 100;

function party(r: Random, locale: Locale, business: boolean): Party {
  const base = r.pick(locale.names);
  const form = r.pick(locale.forms);
  const name = business
    ? [base, r.chance(0.6) ? r.pick(locale.trades) : '', form].filter(Boolean).join(' ')
    : r.pick(locale.people);
  const slug = base
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');
  return {
    name,
    person: business && r.chance(0.5) ? r.pick(locale.people) : null,
    street:
      locale.language === 'en' || locale.language === 'fr'
        ? `${r.int(1, 240)} ${r.pick(locale.streets)}`
        : `${r.pick(locale.streets)} ${r.int(1, 120)}`,
    city: r.pick(locale.cities),
    phone: locale.phone(r),
    email: `${r.pick(['info', 'billing', 'accounts', 'hello', 'office'])}@${slug}.${locale.domain}`,
    website: `www.${slug}.${locale.domain}`,
    taxId: locale.vatId(r),
  };
}

function invoiceNumber(r: Random, year: string): string {
  switch (r.int(0, 5)) {
    case 0:
      return String(r.int(100, 99999));
    case 1:
      return `INV-${year}-${digits(r, 4)}`;
    case 2:
      return `${year}${digits(r, 4)}`;
    case 3:
      return `${r.pick(['R', 'F', 'FA', 'RE'])}${digits(r, 5)}`;
    case 4:
      return `${year}/${r.int(1, 999)}`;
    default:
      return `${r.pick(['A', 'B', 'S'])}-${digits(r, 3)}-${digits(r, 2)}`;
  }
}

function draw(r: Random, index: number): Drawn {
  const locale = LOCALES[index % LOCALES.length]!;
  const year = r.int(2019, 2025);
  const date = `${year}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const due = new Date(Date.parse(date) + r.pick([14, 30, 30, 60]) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const rate = r.pick(locale.rates);
  const items = Array.from({ length: r.int(1, 6) }, () => {
    const quantity = r.chance(0.4) ? 1 : r.int(1, 40);
    const price = cents(r.chance(0.3) ? r.int(5, 900) : r.int(100, 250_000) / 100);
    return { text: r.pick(locale.items), quantity, price, amount: cents(quantity * price) };
  });
  const net = cents(items.reduce((sum, item) => sum + item.amount, 0));
  const tax = cents((net * rate) / 100);
  return {
    locale,
    vendor: party(r, locale, true),
    customer: party(r, locale, r.chance(0.75)),
    number: invoiceNumber(r, String(year)),
    date,
    due,
    rate,
    items,
    net,
    tax,
    total: cents(net + tax),
    label: (words) =>
      r
        .pick(words)
        .replace(
          '{rate}',
          String(rate).replace('.', locale.intl === 'en-GB' || locale.intl === 'en-US' ? '.' : ','),
        ),
  };
}

const money = (invoice: Drawn, value: number) =>
  new Intl.NumberFormat(invoice.locale.intl, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(value)
    // Narrow and no-break spaces (French grouping) are no letters of the standard PDF fonts
    // these libraries write with: jsPDF prints a slash for them.
    .replace(/[\u202f\u00a0]/g, ' ');

function truth(invoice: Drawn): ManifestEntry['truth'] {
  return {
    invoiceNumber: invoice.number,
    date: invoice.date,
    vendor: invoice.vendor.name,
    amount: invoice.net,
    taxAmount: invoice.tax,
    total: invoice.total,
    currency: invoice.locale.currency,
  };
}

/** microinvoice (PDFKit): the seller's and the customer's blocks side by side under the title. */
async function microinvoice(invoice: Drawn, file: string): Promise<ManifestEntry> {
  const MicroInvoice = require('microinvoice') as new (config: unknown) => {
    generate(path: string): Promise<void>;
  };
  const { vendor, customer, label } = invoice;
  const words = invoice.locale.words;
  const currency = invoice.locale.currency;
  const document = new MicroInvoice({
    data: {
      invoice: {
        name: label(words.title),
        currency,
        header: [
          { label: label(words.number), value: invoice.number },
          { label: label(words.date), value: invoice.locale.date(invoice.date) },
          { label: label(words.due), value: invoice.locale.date(invoice.due) },
        ],
        customer: [
          {
            label: label(words.billTo),
            value: [customer.name, customer.street, customer.city, customer.email],
          },
        ],
        seller: [
          {
            label: label(words.from),
            value: [vendor.name, vendor.street, vendor.city, vendor.phone, vendor.email],
          },
          { label: vendor.taxId[0], value: vendor.taxId[1] },
        ],
        legal: [{ value: label(words.note), weight: 'bold', color: 'primary' }],
        details: {
          header: [{ value: words.item }, { value: words.quantity }, { value: words.amount }],
          parts: invoice.items.map((item) => [
            { value: item.text },
            { value: item.quantity },
            { value: money(invoice, item.amount), price: true },
          ]),
          total: [
            { label: label(words.net), value: money(invoice, invoice.net), price: true },
            { label: label(words.tax), value: money(invoice, invoice.tax), price: true },
            { label: label(words.total), value: money(invoice, invoice.total), price: true },
          ],
        },
      },
    },
  });
  await document.generate(path.join(outDir, file));
  return {
    file,
    source_repo: 'npm:microinvoice',
    text_layer: true,
    pages: 1,
    truth: truth(invoice),
  };
}

/**
 * @h1dd3nsn1p3r/pdf-invoice (pdfmake): the seller's name and address at the top left, English
 * labels, amounts as Intl formats them with the currency's sign. Its "Subtotal" is the items'
 * totals with their tax (the template's own sums), so the net is printed nowhere: the truth
 * keeps it (net + tax = total is how a reader finds it).
 */
async function pdfInvoice(invoice: Drawn, file: string): Promise<ManifestEntry> {
  const { PDFInvoice } = require('@h1dd3nsn1p3r/pdf-invoice') as {
    PDFInvoice: new (payload: unknown) => { create(): Promise<string> };
  };
  const { vendor, customer } = invoice;
  const r = randomSource(invoice.number.length * 7919 + invoice.items.length);
  await new PDFInvoice({
    company: {
      name: vendor.name,
      address: `${vendor.street}, ${vendor.city}`,
      phone: `Tel: ${vendor.phone}`,
      email: vendor.email,
      ...(r.chance(0.5) ? { website: vendor.website } : {}),
      taxId: vendor.taxId.join(' '),
    },
    customer: {
      name: customer.person ?? customer.name,
      ...(customer.person ? { company: customer.name } : {}),
      address: `${customer.street}, ${customer.city}`,
      email: customer.email,
    },
    invoice: {
      number: invoice.number,
      date: invoice.locale.date(invoice.date),
      dueDate: invoice.locale.date(invoice.due),
      status: r.pick(['Due', 'Paid', 'Unpaid']),
      // fr-FR groups with a narrow space, which the library's standard font prints as a slash;
      // fr-CA groups the same way with a no-break space, which it has.
      locale: invoice.locale.intl === 'fr-FR' ? 'fr-CA' : invoice.locale.intl,
      currency: invoice.locale.currency,
      path: path.join(outDir, file),
    },
    items: invoice.items.map((item) => ({
      name: item.text,
      quantity: item.quantity,
      price: item.price,
      tax: invoice.rate,
    })),
    note: { text: invoice.label(invoice.locale.words.note) },
  }).create();
  return {
    file,
    source_repo: 'npm:@h1dd3nsn1p3r/pdf-invoice',
    text_layer: true,
    pages: 1,
    truth: truth(invoice),
  };
}

/**
 * jspdf-invoice-template-nodejs (jsPDF): the seller's block at the top right, the customer's at
 * the left with the invoice's number and dates beside it, the totals as extra rows under the
 * items with the currency's code after each amount.
 */
function jspdfTemplate(invoice: Drawn, file: string): ManifestEntry {
  const template = require('jspdf-invoice-template-nodejs') as {
    default: (props: unknown) => { jsPDFDocObject: { output(type: 'arraybuffer'): ArrayBuffer } };
    OutputType: Record<string, string>;
  };
  const { vendor, customer, label } = invoice;
  const words = invoice.locale.words;
  const currency = invoice.locale.currency;
  const result = template.default({
    outputType: template.OutputType.ArrayBuffer,
    returnJsPDFDocObject: true,
    fileName: file,
    orientationLandscape: false,
    compress: true,
    business: {
      name: vendor.name,
      address: `${vendor.street}, ${vendor.city}`,
      phone: vendor.phone,
      email: vendor.email,
      email_1: '',
      website: vendor.website,
    },
    contact: {
      label: `${label(words.billTo)}:`,
      name: customer.name,
      address: `${customer.street}, ${customer.city}`,
      phone: customer.phone,
      email: customer.email,
      otherInfo: customer.taxId.join(' '),
    },
    invoice: {
      label: `${label(words.number)}: `,
      num: invoice.number,
      invDate: `${label(words.due)}: ${invoice.locale.date(invoice.due)}`,
      invGenDate: `${label(words.date)}: ${invoice.locale.date(invoice.date)}`,
      headerBorder: false,
      tableBodyBorder: false,
      header: [
        { title: '#', style: { width: 10 } },
        { title: words.item, style: { width: 70 } },
        { title: words.price },
        { title: words.quantity },
        { title: words.amount },
      ],
      table: invoice.items.map((item, index) => [
        index + 1,
        item.text,
        money(invoice, item.price),
        item.quantity,
        money(invoice, item.amount),
      ]),
      additionalRows: [
        {
          col1: `${label(words.net)}:`,
          col2: money(invoice, invoice.net),
          col3: currency,
          style: { fontSize: 10 },
        },
        {
          col1: `${label(words.tax)}:`,
          col2: money(invoice, invoice.tax),
          col3: currency,
          style: { fontSize: 10 },
        },
        {
          col1: `${label(words.total)}:`,
          col2: money(invoice, invoice.total),
          col3: currency,
          style: { fontSize: 14 },
        },
      ],
      invDescLabel: '',
      invDesc: label(words.note),
    },
    footer: { text: `${vendor.name} · ${vendor.taxId.join(' ')}` },
    pageEnable: false,
    pageLabel: '',
  });
  writeFileSync(path.join(outDir, file), Buffer.from(result.jsPDFDocObject.output('arraybuffer')));
  return {
    file,
    source_repo: 'npm:jspdf-invoice-template-nodejs',
    text_layer: true,
    pages: 1,
    truth: truth(invoice),
  };
}

const TEMPLATES = [
  ['microinvoice', microinvoice],
  ['pdf-invoice', pdfInvoice],
  ['jspdf', jspdfTemplate],
] as const;

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const count = Number(options.count);
const seed = Number(options.seed);
const r = randomSource(seed);
const entries: ManifestEntry[] = [];
for (let index = 0; index < count; index++) {
  const [name, render] = TEMPLATES[index % TEMPLATES.length]!;
  const invoice = draw(r, Math.floor(index / TEMPLATES.length));
  const file = `${name}-${String(index + 1).padStart(3, '0')}-${invoice.locale.intl}.pdf`;
  entries.push(await render(invoice, file));
}
if (!options['no-gst']) {
  // Loaded only here: it starts Chromium.
  const { gstTemplateInvoices } = await import('./support/gst-templates.ts');
  for (const made of await gstTemplateInvoices({
    count: Math.max(1, Math.round(count / 2)),
    seed,
    executablePath: options.chromium,
  })) {
    writeFileSync(path.join(outDir, made.file), made.pdf);
    entries.push({ ...made.entry, file: made.file });
  }
}
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(entries, null, 2)}\n`);
console.log(`${entries.length} invoices in ${outDir}`);
