// Labelled Indian GST invoices rendered from a third party's HTML templates: the sale bill layouts
// of the npm package @makarandkate/invoice-templates (the EZO billing app's), filled with data
// drawn here from a seeded random source and printed to PDF by headless Chromium. They test the
// extractor on layouts nobody here designed: the seller's name in a letterhead band, beside a logo
// or centred on a till roll, "Invoice No" or "Bill No", CGST + SGST, IGST or a round-off line, the
// amount in words, due dates, PO and e-way bill numbers around the ones that count. A4 layouts
// become A4 pages; till rolls pages of the roll's width, as long as the bill.
//
// The package has two entry points, each for its own data shape:
// - HtmlTemplates.getBillTemplateHtml(generateSaleBillObject(...), key), the current one, for the
//   templatesV2 layouts temp1 (key temp6) and the till rolls temp17, temp18 (70 mm wide), temp19
//   and temp20 (54 mm). Its other keys (temp2, temp9 …) hand this shape to the old classes, which
//   read the old one: those invoices come out empty.
// - HtmlTemplates.getTemplateHtml(invoice, key), the old one, for temp2, temp3, modern-A5 (temp9),
//   gst1-A5 (temp10), gst2-A5 (temp11), tallyHSN (temp12), tallyGST (temp13), letter-head (temp14).
// Skipped: the old copies of temp1, temp17 and temp18 (templatesV2 has their current versions), and
// the estimate, purchase, expense, money-in/out and return layouts (not sale invoices).
//
// Quirks worked around here. The templates expect the app's page around them: Bootstrap 3, which
// the package ships in src/public and its own preview server loads (without it the till rolls'
// columns fall apart), and CSS hiding the app's buttons ("Upload Logo", "Fetch Latest Party
// Details", "Change Terms And Conditions"). temp3 and gst2-A5 print an <img> for the logo whether
// there is one or not, so they always get one. letter-head leaves 150 px blank for pre-printed
// stationery: a letterhead band goes there, as the paper it is printed on would have. temp2
// console.logs its name. Both entry points swallow a template's error (the new one then renders
// temp1 instead), hence the checks after rendering. Nothing needs the network: a signature or logo
// given as a file name would be fetched from img.ezobanks.com and an advert from
// assets.ezobanks.com, but none is given, and every request other than data: and about: is aborted.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { chromium } from 'playwright-core';
import type { ManifestEntry } from './extract-corpus.ts';

export interface TemplatePdf {
  file: string;
  pdf: Uint8Array;
  entry: ManifestEntry;
}

type Data = Record<string, unknown>;
const require = createRequire(import.meta.url);
const PACKAGE = '@makarandkate/invoice-templates';
const { HtmlTemplates } = require(PACKAGE) as {
  HtmlTemplates: {
    getTemplateHtml(data: Data, key: string): Promise<string | undefined>;
    getBillTemplateHtml(data: Data, key: string): Promise<string | undefined>;
    generateSaleBillObject(args: Data): Data & { bill: Data };
  };
};
const BOOTSTRAP = readFileSync(
  require.resolve(`${PACKAGE}/src/public/stylesheets/bootstrap.min.css`),
  'utf8',
);
const APP_CSS = '.addLogo,.partyFetchButton,.addTNC,.no-print{display:none!important}';

interface Layout {
  name: string;
  /** 'sale': getBillTemplateHtml with a SaleBillPrint; 'invoice': getTemplateHtml, old shape. */
  api: 'sale' | 'invoice';
  key: string;
  /** Till rolls: the paper's and the bill's widths in mm (the PDF as long as the bill). */
  roll?: [paper: number, bill: number];
  /** Where the net before tax is printed: a Sub Total line, only as the taxable value of a
   * one-row tax table (grouped by HSN code or by rate), or nowhere. */
  net: 'line' | 'hsn-table' | 'rate-table' | 'none';
  /** 'always': the layout prints an <img> for the logo in any case, so it gets one. 'beside':
   * also, and sets the seller's name beside it, running over the lines below once the name is
   * taller than the logo (temp3): the logo grows with the name. */
  logo?: 'always' | 'beside';
}
const LAYOUTS: Layout[] = [
  { name: 'temp1', api: 'sale', key: 'temp6', net: 'line' },
  { name: 'temp17', api: 'sale', key: 'temp17', roll: [80, 70], net: 'line' },
  { name: 'temp18', api: 'sale', key: 'temp18', roll: [80, 70], net: 'line' },
  { name: 'temp19', api: 'sale', key: 'temp19', roll: [58, 54], net: 'line' },
  { name: 'temp20', api: 'sale', key: 'temp20', roll: [58, 54], net: 'line' },
  { name: 'temp2', api: 'invoice', key: 'temp2', net: 'line' },
  { name: 'temp3', api: 'invoice', key: 'temp3', net: 'line', logo: 'beside' },
  { name: 'modern-A5', api: 'invoice', key: 'temp9', net: 'none' },
  { name: 'gst1-A5', api: 'invoice', key: 'temp10', net: 'none' },
  { name: 'gst2-A5', api: 'invoice', key: 'temp11', net: 'none', logo: 'always' },
  { name: 'tallyHSN', api: 'invoice', key: 'temp12', net: 'hsn-table' },
  { name: 'tallyGST', api: 'invoice', key: 'temp13', net: 'rate-table' },
  { name: 'letter-head', api: 'invoice', key: 'temp14', net: 'line' },
];

/** mulberry32: a small seeded generator, so a seed gives the same invoices every time. */
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
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const letters = (n: number) =>
    Array.from({ length: n }, () => pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])).join('');
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, int, pick, chance, digits, letters, shuffle };
}
type Random = ReturnType<typeof randomSource>;

/** A table, its rows split by new lines or '; ', its fields by '|'. */
const table = (text: string) => text.split(/\n|; /).map((row) => row.split('|'));
const list = (text: string) => text.split(', ');

// City | state as the templates compare it (upper case, as the package's names of the GSTIN
// state codes) | GST state code | PIN code's first digits | vehicle registration prefix.
// Karnataka is left out: the package names code 29 "Karnataka", so the new templates would take a
// Bengaluru seller and a Bengaluru customer without a GSTIN for two states and print IGST.
const CITIES =
  table(`Mumbai|MAHARASHTRA|27|400|MH; Pune|MAHARASHTRA|27|411|MH; Nagpur|MAHARASHTRA|27|440|MH; Ahmedabad|GUJARAT|24|380|GJ
Surat|GUJARAT|24|395|GJ; Rajkot|GUJARAT|24|360|GJ; New Delhi|DELHI|07|110|DL; Chennai|TAMIL NADU|33|600|TN
Coimbatore|TAMIL NADU|33|641|TN; Hyderabad|TELANGANA|36|500|TS; Kolkata|WEST BENGAL|19|700|WB; Jaipur|RAJASTHAN|08|302|RJ
Udaipur|RAJASTHAN|08|313|RJ; Lucknow|UTTAR PRADESH|09|226|UP; Noida|UTTAR PRADESH|09|201|UP; Kochi|KERALA|32|682|KL
Ludhiana|PUNJAB|03|141|PB; Indore|MADHYA PRADESH|23|452|MP; Gurugram|HARYANA|06|122|HR; Chandigarh|CHANDIGARH|04|160|CH`).map(
    ([city = '', state = '', code = '', pin = '', plate = '']) => ({
      city,
      state,
      code,
      pin,
      plate,
    }),
  );
type City = (typeof CITIES)[number];
/** Customers abroad (no GSTIN, so IGST): city | country, printed as the state | postcode. */
const ABROAD = table(
  `Dubai|UAE|; Colombo|SRI LANKA|00300; Kathmandu|NEPAL|44600; Leicester|UNITED KINGDOM|LE1 5YA; Singapore|SINGAPORE|048624`,
);
const FOREIGN_BUYERS = list(
  'Al Noor General Trading LLC, Ceylon Spice Company (Pvt) Ltd, Himalayan Handicrafts Pvt. Ltd., Brightline Retail Ltd, Lion City Imports Pte. Ltd.',
);
const FIRST = list(
  'Ravi, Anita, Suresh, Priya, Amit, Kavita, Rajesh, Sunita, Vikram, Meera, Arjun, Deepa, Imran, Farah, Harpreet, Lakshmi, Karthik, Neha, Joseph, Sneha, Manoj, Ayesha, Gaurav, Divya',
);
const SURNAMES = list(
  "Sharma, Patel, Gupta, Agarwal, Mehta, Jain, Iyer, Reddy, Menon, Shah, Khan, Singh, Bansal, Rathi, Nair, Desai, Chatterjee, Fernandes, D'Souza, Kulkarni, Pillai, Verma",
);
const BRANDS = list(
  'Shree Ganesh, Balaji, Sai Krishna, Mahalaxmi, Kaveri, Sahyadri, Navkar, Om Sai, Annapurna, Vishwakarma, Deccan, Malabar, Konark, Sri Venkateswara, Bharat, Sunrise, Greenfield, Bluestone, Royal, Hindustan, Trimurti, Maruti, Ganga, Silverline',
);
const TRADES = list(
  'Traders, Enterprises, Industries, Agencies, Hardware, Electricals, Textiles, Medical Stores, Kirana Stores, Steel Corporation, Packaging, Pharma Distributors, Auto Parts, Sweets & Namkeen, Infotech, Engineering Works, Furnishings, Plastics, Paper Mart, Stationers',
);
// Goods and services, a distinct HSN/SAC code each (the tax tables group by it): name | code |
// GST % | unit | usual price.
const CATALOG =
  table(`Basmati Rice (25 kg bag)|1006|5|BAG|1650; Toor Dal|0713|5|KG|142; Paneer 200 g|0406|5|PCS|85
Tea Powder 1 kg|0902|5|KG|460; Cotton Shirt|6205|5|PCS|799; Freight Charges|996511|5|NOS|1200
Ghee 1 L|0405|12|LTR|610; A4 Copier Paper (500 sheets)|4802|12|BOX|285; Paracetamol 500 mg (strip)|3004|12|PCS|32
Mobile Cover|3926|18|PCS|149; Ceiling Fan 1200 mm|8414|18|PCS|2150; PVC Pipe 1 inch|3917|18|MTR|96
Plywood 18 mm (8x4)|4412|18|PCS|2875; Steel Almirah|9403|18|PCS|11500; LED Panel 18 W|9405|18|PCS|545
Mobile Charger 20 W|8504|18|PCS|649; Chocolate Bar|1806|18|PCS|45; Laptop Bag|4202|18|PCS|1299
Wall Putty (40 kg)|3214|18|BAG|780; Wire 1.5 sq mm (90 m)|8544|18|PCS|1390; Printing Services|998912|18|NOS|3500
Website Maintenance|998314|18|MON|8000; Consulting Fees|998311|18|HRS|2500; Annual Maintenance Contract|998719|18|NOS|15000
Cement OPC 53 (50 kg)|2523|28|BAG|410; Split AC 1.5 Ton|8415|28|PCS|32990; Two-Wheeler Tyre|4011|28|PCS|1875
Aerated Drink 2 L|2202|28|PCS|95`).map(([name = '', hsn = '', pct, unit = '', price]) => ({
    name,
    hsn,
    pct: Number(pct),
    unit,
    price: Number(price),
  }));
/** Bank | IFSC prefix | UPI handle. */
const BANKS =
  table(`HDFC Bank|HDFC0|okhdfcbank; ICICI Bank|ICIC0|okicici; State Bank of India|SBIN0|oksbi; Axis Bank|UTIB0|okaxis
Kotak Mahindra Bank|KKBK0|kotak; Bank of Baroda|BARB0|barodampay; Canara Bank|CNRB0|cnrb`);
const TERMS = [
  'Goods once sold will not be taken back.',
  'Interest @ 18% p.a. will be charged if the bill is not paid within 30 days.',
  'E. & O.E.',
  'Payment by cheque / NEFT in favour of the company only.',
];
const TILL_TERMS = list('Thank you! Visit again., Thank you for shopping with us.');

/** A GSTIN: state code, PAN (its fourth letter the kind of holder, its fifth the name's initial),
 * the registration's number, Z, and the check character of the GSTN's mod-36 scheme. */
function gstin(random: Random, state: string, kind: string, name: string): string {
  const initial = /[A-Z]/.exec(name.toUpperCase())?.[0] ?? 'A';
  const body = `${state}${random.letters(3)}${kind}${initial}${random.digits(4)}${random.letters(1)}${random.pick(['1', '1', '2'])}Z`;
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const sum = [...body].reduce((total, c, i) => {
    const product = chars.indexOf(c) * (i % 2 === 0 ? 1 : 2);
    return total + Math.floor(product / 36) + (product % 36);
  }, 0);
  return body + chars[(36 - (sum % 36)) % 36]!;
}

interface Party {
  name: string; // the business ('' for a walk-in customer)
  contact: string; // a person
  phone: string;
  email: string;
  street: string;
  city: string;
  state: string;
  pin: string;
  gstin: string;
}
interface Line {
  name: string;
  hsn: string;
  unit: string;
  qty: number;
  rate: number;
  pct: number;
  net: number;
  tax: number;
}
/** An invoice as drawn, amounts in paise. */
interface Drawn {
  seller: Party & { bank: string; account: string; ifsc: string; upi: string };
  buyer: Party;
  shipTo: string | null;
  number: string;
  date: string;
  stamp: number;
  due: number | null;
  lines: Line[];
  net: number;
  tax: number;
  total: number;
  paid: string | null;
  extra: { po?: string; ewayBill?: string; vehicle?: string; transporter?: string };
  tnc: string;
  title: string | null;
  qr: boolean;
  logo: string | null;
  colour: string;
}

/** The first two words of a name, lower case, letters only ("shreeganesh"). */
const slug = (text: string) =>
  text
    .split(' ', 2)
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
function phone(random: Random): string {
  const mobile = `${random.pick(['98', '97', '99', '90', '88', '70', '63'])}${random.digits(8)}`;
  const [head, tail] = [mobile.slice(0, 5), mobile.slice(5)];
  return random.pick([
    mobile,
    `+91 ${head} ${tail}`,
    `${head} ${tail}`,
    `0${random.int(20, 80)}-${random.digits(8)}`,
  ]);
}
function street(random: Random): string {
  const [n, pick] = [random.int(1, 220), random.pick];
  return pick([
    `${n}, ${pick(list('MG Road, Station Road, Link Road, Nehru Chowk, Ring Road, Civil Lines, Anna Salai, Park Street'))}`,
    `Shop No. ${n % 40}, ${pick(list('Market Yard, Sai Complex, Laxmi Plaza, Cloth Market'))}`,
    `Plot ${n}, ${pick(list('MIDC, GIDC Estate, Industrial Area Phase II, Sector 18'))}`,
    `Unit ${n + 100}, ${pick(list('Trade Centre, Kailash Tower, Prestige Chambers'))}`,
  ]);
}
/** A business name and its PAN's kind of holder: C a company, F a firm, P a proprietor. */
function business(random: Random): [name: string, kind: string] {
  const trade = random.chance(0.7);
  const base = trade ? `${random.pick(BRANDS)} ${random.pick(TRADES)}` : random.pick(SURNAMES);
  const forms = trade ? ['', '', 'Pvt. Ltd.', 'Private Limited', 'LLP'] : ['& Sons', 'Brothers'];
  const form = random.pick(base.includes('&') ? forms : [...forms, '& Co.']);
  return [`${base} ${form}`.trim(), /Ltd|Limited/.test(form) ? 'C' : form ? 'F' : 'P'];
}
function party(random: Random, city: City, company: boolean): Party {
  const contact = `${random.pick(FIRST)} ${random.pick(SURNAMES)}`;
  const [name, kind] = company ? business(random) : ['', 'P'];
  const domain = `${slug(name || contact)}.${random.pick(['in', 'com', 'co.in'])}`;
  return {
    name,
    contact,
    phone: phone(random),
    email: random.chance(0.5)
      ? `${slug(contact)}${random.int(1, 99)}@gmail.com`
      : `${random.pick(['accounts', 'sales', 'info'])}@${domain}`,
    street: street(random),
    city: city.city,
    state: city.state,
    pin: `${city.pin}${random.digits(3)}`,
    gstin: company ? gstin(random, city.code, kind, name) : '',
  };
}
/** The lines a text takes, wrapped at `width` characters. */
function lineCount(text: string, width: number): number {
  let [lines, used] = [1, 0];
  for (const word of text.split(' ')) {
    if (used > 0 && used + 1 + word.length > width) [lines, used] = [lines + 1, word.length];
    else used += (used > 0 ? 1 : 0) + word.length;
  }
  return lines;
}
/** A seller's logo: coloured shapes, no text (an SVG data URI, nothing to fetch). */
function logo(random: Random, colour: string, size: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="${random.int(0, 32)}" fill="${colour}"/><circle cx="32" cy="32" r="${random.int(10, 20)}" fill="#fff"/><path d="M20 44 L32 ${random.int(14, 26)} L44 44 Z" fill="${colour}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function draw(random: Random, layout: Layout): Drawn {
  const till = layout.roll !== undefined;
  const [year, month, day] = [random.int(2019, 2025), random.int(0, 11), random.int(1, 28)];
  // Noon in the process's time zone, the one the templates print dates in.
  const stamp = new Date(year, month, day, 12).getTime();
  const fy = month >= 3 ? year : year - 1; // India's financial year starts in April
  const n = random.int(1, 2400);
  const pad = (width: number) => String(n).padStart(width, '0');
  const number = random.pick([
    `INV-${year}-${pad(4)}`,
    `GST/${fy % 100}-${(fy + 1) % 100}/${n}`,
    String(n),
    `SB/${pad(4)}`,
    `${random.letters(2)}/${n}/${fy}-${(fy + 1) % 100}`,
    `INV_${pad(3)}`,
    `A-${pad(5)}`,
  ]);
  const sellerCity = random.pick(CITIES);
  const [bank = '', ifsc = '', handle = ''] = random.pick(BANKS);
  const company = party(random, sellerCity, true);
  const upi = random.chance(0.5)
    ? `${company.phone.replace(/\D/g, '').slice(-10)}@${random.pick(['ybl', 'paytm', handle])}`
    : `${slug(company.name)}@${handle}`;
  const account = random.digits(random.int(11, 16));
  const seller = { ...company, bank, account, ifsc: `${ifsc}${random.digits(6)}`, upi };
  // Till bills go mostly to walk-in customers (a name and a phone), A4 invoices to businesses:
  // half of them in the seller's state, a few abroad.
  const sameState = CITIES.filter((city) => city.state === sellerCity.state);
  const buyer = party(
    random,
    random.pick(random.chance(0.5) ? sameState : CITIES),
    !till || random.chance(0.25),
  );
  if (till && random.chance(0.3)) {
    Object.assign(buyer, {
      contact: random.pick(['Cash Sale', 'Walk-in Customer']),
      phone: '',
      email: '',
    });
  } else if (!till && random.chance(0.08)) {
    const [city, state, pin] = random.pick(ABROAD);
    Object.assign(buyer, { name: random.pick(FOREIGN_BUYERS), city, state, pin, gstin: '' });
  }
  const intra = buyer.state === seller.state;
  const lines: Line[] = [];
  // Till bills sell the cheaper goods, a few of each.
  const catalog = till ? CATALOG.filter((item) => item.price <= 2500) : CATALOG;
  const goods = random.shuffle(catalog).slice(0, random.int(1, till ? 5 : 8));
  for (const { name, hsn, pct, unit, price } of goods) {
    const rate =
      price >= 100
        ? Math.round(price * (0.7 + random.next() * 0.7)) + random.pick([0, 0, 0.5])
        : Math.round(price * (70 + random.next() * 70)) / 100;
    const most = price > 5000 ? 2 : price > 1000 || till ? 6 : 40;
    const measured = ['KG', 'LTR', 'MTR'].includes(unit) && random.chance(0.5);
    const qty = measured ? random.int(5, most * 10) / 10 : random.int(1, most);
    const net = Math.round(qty * rate * 100);
    // CGST and SGST are each rounded to the paisa, so an intra-state item's GST is even in paise.
    const tax = intra ? 2 * Math.round((net * pct) / 200) : Math.round((net * pct) / 100);
    lines.push({ name, hsn, unit, qty, rate, pct, net, tax });
  }
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  // The new templates print a "Round off" line: half of their invoices round to the rupee. The old
  // ones print none (and work their Sub Total out as total - tax + round-off): theirs stay exact.
  const rounded = layout.api === 'sale' && random.chance(0.5);
  const total = rounded ? Math.round((net + tax) / 100) * 100 : net + tax;
  const paid = random.chance(till ? 0.7 : 0.3)
    ? random.pick(list('Cash, UPI, Card, NEFT, Cheque'))
    : null;
  const plate = `${sellerCity.plate} ${random.int(1, 48)} ${random.letters(2)} ${random.digits(4)}`;
  // temp3 sets the name in bold 24 px, some 16 letters a line, 34 px apart.
  const logoSize =
    layout.logo === 'beside' ? Math.max(104, 34 * lineCount(seller.name, 16) + 8) : 64;
  const colour = random.pick(list('#1f4e79, #3498db, #8e2c2c, #2e7d32, #6a1b9a, #000000, #e65100'));
  return {
    seller,
    buyer,
    number,
    stamp,
    lines,
    net,
    tax,
    total,
    paid,
    colour,
    date: `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    due: !till && random.chance(0.4) ? stamp + random.pick([7, 15, 30, 45]) * 86_400_000 : null,
    shipTo: !till && random.chance(0.4) ? `${street(random)}, ${buyer.city}` : null,
    // An e-way bill for goods from ₹50,000, with the vehicle and the transporter.
    extra:
      total > 5_000_000 && random.chance(0.6)
        ? {
            po: `PO-${random.digits(5)}`,
            ewayBill: random.digits(12),
            vehicle: plate,
            transporter: `${random.pick(BRANDS)} Roadlines`,
          }
        : random.chance(0.3)
          ? { po: `PO/${fy}/${random.int(10, 999)}` }
          : {},
    tnc: random.pick(till ? [...TILL_TERMS, TERMS[0]!] : TERMS),
    title: random.chance(0.3)
      ? random.pick(list('Tax Invoice, TAX INVOICE, GST Invoice, Invoice'))
      : null,
    qr: !paid && random.chance(0.5), // a UPI code to pay the balance with
    logo: layout.logo || random.chance(0.5) ? logo(random, colour, logoSize) : null,
  };
}

const rupees = (paise: number) => Math.round(paise) / 100;

/** The old templates' data (InvoicePrint): the seller under user.profileData, the customer under
 * partyInfo.profileData, an item's totalAmount with its tax. The address lines carry the city:
 * these templates print the line, the state and the PIN code only. */
function invoicePrint(d: Drawn): Data {
  const profile = (p: Party) => ({
    legalName: p.name,
    contactPersonName: p.contact,
    contactPersonPhone: p.phone,
    contactPersonEmail: p.email,
    addressLine1: `${p.street}, ${p.city}`,
    addressState: p.state,
    addressPincode: p.pin,
    gstNumber: p.gstin,
  });
  const { seller: s, buyer: b } = d;
  const bank = {
    bankName: s.bank,
    bankAccountNo: s.account,
    accountType: 'Current',
    ifscCode: s.ifsc,
    upi: s.upi,
  };
  const shipTo = d.shipTo
    ? { addressOneLine1: d.shipTo, addressOneState: b.state, addressOnePincode: b.pin }
    : {};
  return {
    user: { profileData: { ...profile(s), ...bank } },
    partyInfo: { profileData: { ...profile(b), ...shipTo } },
    invoiceNo: d.number,
    invoiceDateStamp: d.stamp,
    dueDateStamp: d.due,
    invoiceTitle: d.title,
    color: d.colour,
    logo: d.logo,
    tnc: d.tnc,
    purOrderNo: d.extra.po,
    eWayBillNo: d.extra.ewayBill,
    vehicleNumber: d.extra.vehicle,
    transporterName: d.extra.transporter,
    invoiceItems: d.lines.map((l) => ({
      item: { itemName: l.name, hsn: l.hsn },
      hsn: l.hsn,
      quantity: l.qty,
      unit: l.unit,
      sellPrice: l.rate,
      taxPercentage: l.pct,
      totalTax: rupees(l.tax),
      totalCess: 0,
      totalAmount: rupees(l.net + l.tax),
    })),
    gstAmount: rupees(d.tax),
    cessAmount: 0,
    totalAmount: rupees(d.total),
    amountReceived: d.paid ? rupees(d.total) : 0,
    moneyInInfo: d.paid ? { amount: rupees(d.total), txnMode: d.paid } : undefined,
    qrPayLink: d.qr ? `upi://pay?pa=${s.upi}&am=${rupees(d.total)}&cu=INR` : '',
    showSignatureInTemplates: true,
    showTaxAndDiscAmt: true,
    addressTo: '',
  };
}

/** The new templates' data, built by the package's generateSaleBillObject from the app's records. */
function saleBillPrint(d: Drawn, random: Random): Data {
  const { seller: s, buyer: b } = d;
  const shipTo = d.shipTo
    ? { deliveryAddress: d.shipTo, deliveryProvience: b.state, deliveryPostalCode: b.pin }
    : {};
  const print = HtmlTemplates.generateSaleBillObject({
    user: { isPro: 1, registrationStamp: d.stamp },
    profile: {
      legalName: s.name,
      addressLine1: s.street,
      addressCity: s.city,
      addressProvience: s.state,
      addressPostalCode: s.pin,
      contactPersonPhone: s.phone,
      contactPersonEmail: s.email,
      gstin: s.gstin,
      bankName: s.bank,
      bankAccountNo: s.account,
      bankIFSC: s.ifsc,
      bankAccountType: 'Current',
      bankUPI: s.upi,
      bankAccountHolderName: s.name,
      pSetQrPrintStatus: d.qr,
      pSetLogoPrintStatus: d.logo !== null,
      pSetTaxMrpHsnPrintStatus: true,
      pSetTermsAndConditions: d.tnc,
      // G: the GST in the totals, B: per item too (I, per item only, leaves it off till rolls).
      pGstPrintFormat: random.pick(['G', 'B']),
    },
    logo: { imageBase64: d.logo },
    party: {
      businessName: b.name,
      name: b.contact,
      phone: b.phone,
      email: b.email,
      gstin: b.gstin,
      billingAddress: `${b.street}, ${b.city}`,
      billingProvience: b.state,
      billingPostalCode: b.pin,
      ...shipTo,
    },
    moneyIn: d.paid ? { paymentMode: d.paid } : undefined,
    sale: {
      billNo: d.number,
      billDateStamp: d.stamp,
      dueDateStamp: d.due,
      party: {},
      deliveryProvience: b.state, // the customer's state when it has no GSTIN
      moneyIns: [],
      transportDetail: {
        purOrderNo: d.extra.po,
        eWayBillNo: d.extra.ewayBill,
        vehicleNumber: d.extra.vehicle,
        transporterName: d.extra.transporter,
      },
      subTotalAmount: rupees(d.net),
      gstAmount: rupees(d.tax),
      totalAmount: rupees(d.total),
      roundOffValue: rupees(d.total - d.net - d.tax),
      amountReceived: d.paid ? rupees(d.total) : 0,
      billItems: d.lines.map((l) => ({
        item: { itemName: l.name, hsn: l.hsn },
        price: l.rate,
        basePrice: l.rate,
        taxPercentage: l.pct,
        effectiveTaxPercentage: l.pct,
        unit: l.unit,
        quantity: l.qty,
        // unitGstAmount makes temp1 show its tax column and the tax table's CGST.
        unitGstAmount: (l.rate * l.pct) / 100,
        unitTaxAmount: (l.rate * l.pct) / 100,
        itemTotalGstAmount: rupees(l.tax),
        itemTotalTaxAmount: rupees(l.tax),
        wcdTotal: rupees(l.net + l.tax),
        subTotal: rupees(l.net),
      })),
    },
  });
  if (d.title) print.bill.invoiceTitle = d.title;
  return print;
}

/** The letterhead a letter-head invoice is printed on, in the 150 px the template leaves for it. */
function letterhead({ seller: s, colour, logo }: Drawn): string {
  return `<div style="height:150px;box-sizing:border-box;padding:22px 30px 0;border-bottom:3px solid ${colour};font-family:Georgia,serif;display:flex;gap:18px">
    ${logo ? `<img src="${logo}" style="width:72px;height:72px">` : ''}<div><div style="font-size:28px;font-weight:bold;color:${colour}">${s.name}</div>
    <div style="font-size:13px">${s.street}, ${s.city} - ${s.pin}, ${s.state}</div><div style="font-size:13px">Ph: ${s.phone} | ${s.email} | GSTIN: ${s.gstin}</div></div></div>`;
}

/** Renders `count` invoices, cycling over the layouts, in one browser. */
export async function gstTemplateInvoices(options: {
  count: number;
  seed: number;
  executablePath: string;
}): Promise<TemplatePdf[]> {
  const random = randomSource(options.seed);
  const browser = await chromium.launch({ executablePath: options.executablePath });
  const results: TemplatePdf[] = [];
  try {
    const page = await browser.newPage();
    const blocked: string[] = [];
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (/^(data|about):/.test(url)) return route.continue();
      blocked.push(url);
      return route.abort();
    });
    // Screen, not print: Bootstrap 3's print rules would strip the templates' colours.
    await page.emulateMedia({ media: 'screen' });
    for (let index = 0; index < options.count; index += 1) {
      const layout = LAYOUTS[index % LAYOUTS.length]!;
      const d = draw(random, layout);
      const log = console.log; // temp2 logs its name
      console.log = () => {};
      let html: string | undefined;
      try {
        html =
          layout.api === 'sale'
            ? await HtmlTemplates.getBillTemplateHtml(saleBillPrint(d, random), layout.key)
            : await HtmlTemplates.getTemplateHtml(invoicePrint(d), layout.key);
      } finally {
        console.log = log;
      }
      const [paper, bill] = layout.roll ?? [0, 0];
      // A template's error gives undefined, or temp1 in place of a till roll.
      if (!html || (paper && !html.includes(`width:${bill}mm`))) {
        throw new Error(`${PACKAGE}: ${layout.name} did not render`);
      }
      if (layout.name === 'letter-head') {
        html = html.replace('<div style="height:150px;"></div>', letterhead(d));
      }
      await page.setViewportSize(
        paper
          ? { width: Math.round((paper * 96) / 25.4), height: 600 }
          : { width: 1280, height: 720 },
      );
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>${BOOTSTRAP}</style><style>${APP_CSS}</style></head><body>${html}</body></html>`,
      );
      // What a reader sees: no placeholder left, the number and the seller there.
      const text = await page.innerText('body');
      const missing = [d.number, d.seller.name.split(' ')[0]!].filter((v) => !text.includes(v));
      if (/\b(undefined|NaN|null)\b|\[object/.test(text) || missing.length > 0) {
        throw new Error(
          `${PACKAGE} ${layout.name}: ${missing.join(', ') || 'a placeholder'} in ${text}`,
        );
      }
      const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
      const pdf = paper
        ? await page.pdf({
            width: `${paper}mm`,
            height: `${Math.ceil(height * 1.02) + 16}px`,
            margin: { left: `${(paper - bill) / 2}mm` },
            printBackground: true,
          })
        : // The top margin: gst2-A5 starts its seller's name above the page.
          await page.pdf({ format: 'A4', printBackground: true, margin: { top: '6mm' } });
      // The net before tax as a reader finds it: a Sub Total line, or a tax table's only row.
      const rows = new Set(d.lines.map((l) => (layout.net === 'hsn-table' ? l.hsn : l.pct))).size;
      const netPrinted = layout.net === 'line' || (layout.net !== 'none' && rows === 1);
      const file = `gst-${layout.name}-${String(index + 1).padStart(3, '0')}.pdf`;
      const pages = (await PDFDocument.load(pdf)).getPageCount();
      const truth = {
        invoiceNumber: d.number,
        date: d.date,
        vendor: d.seller.name,
        amount: netPrinted ? rupees(d.net) : null,
        taxAmount: rupees(d.tax),
        total: rupees(d.total),
        // Till rolls print no currency unless the UPI code's "SCAN TO PAY ₹" is there.
        currency: /₹|Rupees/.test(text) ? 'INR' : null,
      };
      const entry = { file, source_repo: `npm:${PACKAGE}`, text_layer: true, pages, truth };
      results.push({ file, pdf, entry });
    }
    if (blocked.length > 0) {
      console.warn(`${PACKAGE}: ${blocked.length} requests blocked, e.g. ${blocked[0]}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}
