// Invoices printed by ERP and desktop accounting systems: Microsoft Dynamics 365 Business Central's
// standard "Sales - Invoice" report (the customer's address at the left, a block of header fields
// at the right — Posting Date, Document Date, Invoice No., Due Date, VAT Registration No., Your
// Reference —, item numbers and units of measure, "Total GBP Excl. VAT", the VAT Amount
// Specification table at the bottom), Sage 50's UK invoice (boxed Invoice No., Invoice/Tax Date,
// Account Ref, VAT codes T0/T1/T5 with their analysis, "Total Net Amount", "Total VAT Amount",
// "Invoice Total"), an SAP SD invoice from a German manufacturer (the right-hand header box with
// Rechnungsnummer, Datum, Kundennummer, Seite 1/1, Ansprechpartner; positions 10, 20, 30;
// "Nettowert", "MwSt 19 %", "Endbetrag"; payment terms with Skonto) and a wholesaler's invoice of
// two pages (the header repeated with the number, a subtotal carried forward and brought forward,
// the totals on the last page only).
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  line,
  lines,
  num,
  page,
  qty,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Random,
  type Sep,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import {
  BIC,
  company,
  COUNTRIES,
  customer,
  iban,
  TAX,
  type CountryCode,
  stemOf,
} from './people.ts';

/** A catalogue entry: item number, text, unit, price range (whole units), reduced rate. */
type Item = [no: string, text: string, uom: string, low: number, high: number, reduced?: boolean];

function pickLines(
  r: Random,
  catalog: readonly Item[],
  count: number,
  rate: (reduced: boolean) => number,
  discount = 0,
): Line[] {
  return r.some(catalog, count).map(([no, text, uom, low, high, reduced]) => {
    const unit = Math.round((low + r.next() * (high - low)) * 100);
    const quantity =
      uom === 'HOUR' || uom === 'STD'
        ? r.int(1, 16) / 2
        : no === 'DELIVERY' || no.endsWith('-0002')
          ? 1
          : r.int(1, low < 30 ? 40 : 8);
    const lineDiscount = discount && r.chance(0.3) ? discount : undefined;
    return line(text, quantity, unit, rate(Boolean(reduced)), {
      sku: no,
      uom,
      ...(lineDiscount ? { discount: lineDiscount } : {}),
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Microsoft Dynamics 365 Business Central

const BC_ITEMS: Item[] = [
  ['1900-S', 'Conference table, oak veneer 240 cm', 'PCS', 480, 890],
  ['1906-S', 'Swivel chair, mesh back, black', 'PCS', 140, 320],
  ['1920-S', 'Desk, height-adjustable 160 x 80', 'PCS', 420, 780],
  ['1928-S', 'Whiteboard, magnetic 120 x 90', 'PCS', 90, 180],
  ['1936-S', 'Guest chair, stackable, grey', 'PCS', 55, 120],
  ['1964-S', 'Filing cabinet, 3 drawers', 'PCS', 160, 290],
  ['1972-S', 'Monitor arm, dual', 'PCS', 70, 150],
  ['1988-S', 'Acoustic screen 160 cm', 'PCS', 190, 360],
  ['70000', 'Desk lamp, LED, dimmable', 'PCS', 35, 85],
  ['70011', 'Cable tray, under-desk', 'PCS', 18, 40],
  ['80100', 'Printed product catalogue 2025', 'PCS', 8, 15, true],
  ['SERV-INST', 'Installation and assembly', 'HOUR', 45, 75],
  ['DELIVERY', 'Delivery charge', 'PCS', 35, 120],
];

const BC_CSS = `
body{font-family:"Liberation Sans","Segoe UI",Arial,sans-serif;font-size:8pt;color:#000;line-height:1.35}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.cust{margin-top:22mm;font-size:9pt}
.co{text-align:right;font-size:8pt}
.co b{font-size:10pt}
h1{font-size:14pt;font-weight:normal;margin:8mm 0 3mm}
.hdr{display:flex;justify-content:space-between;align-items:flex-start}
table.kv td{padding:0.4mm 0}
table.kv td:first-child{padding-right:6mm;font-weight:bold}
table.lines{width:100%;margin-top:6mm}
table.lines th{text-align:left;font-weight:bold;border-bottom:0.8pt solid #000;padding:1mm;vertical-align:bottom}
table.lines td{padding:1mm;vertical-align:top}
table.lines .n{text-align:right;white-space:nowrap}
table.tot{margin-left:auto;margin-top:2mm;width:52%}
table.tot td{padding:0.8mm 1mm}
table.tot td.n{text-align:right}
table.tot tr.b td{font-weight:bold;border-top:0.8pt solid #000}
h3{font-size:9pt;margin:8mm 0 1mm}
table.spec{width:100%}
table.spec th{text-align:right;font-weight:bold;border-bottom:0.8pt solid #000;padding:1mm;vertical-align:bottom}
table.spec th:first-child,table.spec td:first-child{text-align:left}
table.spec td{text-align:right;padding:1mm}
table.spec tr.b td{font-weight:bold;border-top:0.8pt solid #000}
.terms{margin-top:6mm}
`;

export const businessCentral: Layout = {
  name: 'dynamics-bc-sales-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'IE', 'NL']);
    const seller = company(r, code, { form: 'always' });
    const buyer = company(r, code, { form: 'always', avoid: stemOf(seller) });
    const currency = code === 'GB' ? 'GBP' : 'EUR';
    const standard = { GB: 20, IE: 23, NL: 21 }[code as 'GB'];
    const reducedRate = { GB: 0, IE: 0, NL: 9 }[code as 'GB'];
    const sep = code === 'NL' && r.chance(0.5) ? SEP.de : SEP.en;
    const n = (cents: number) => num(cents, sep);
    const issued = issueDate(r);
    const pattern = code === 'NL' ? 'DD-MM-YYYY' : r.pick(['DD/MM/YYYY', 'DD/MM/YY']);
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const number = r.pick([
      String(r.int(103001, 109999)),
      `PS-INV${r.int(103001, 109999)}`,
      `SI${issued.slice(2, 4)}-${r.digits(5)}`,
    ]);
    const items = pickLines(
      r,
      BC_ITEMS,
      r.int(1, 7),
      (reduced) => (reduced ? reducedRate : standard),
      r.pick([0, 5, 10]),
    );
    const invDiscPct = r.chance(0.25) ? r.pick([2, 3, 5]) : 0;
    const s = sums(items, { discountPercent: invDiscPct || undefined });
    const terms = r.pick<[string, number]>([
      ['1 Month (30 days)', 30],
      ['14 Days', 14],
      ['Current Month', 0],
      ['21 Days', 21],
    ]);
    const due = addDays(issued, terms[1] || 30);
    const posting = issued;
    const documentDate = r.chance(0.7) ? issued : addDays(issued, -r.int(1, 3));
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.6 });
    const showDiscount = items.some((item) => item.discount);
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.sku!)}</td><td>${esc(item.description)}</td><td class="n">${qty(item.quantity, sep)}</td><td>${item.uom}</td><td class="n">${n(item.unit)}</td><td class="n">${item.rate}</td>${showDiscount ? `<td class="n">${item.discount ?? ''}</td>` : ''}<td class="n">${n(item.amount)}</td></tr>`,
      )
      .join('');
    const specRows = s.taxes
      .map((row) => {
        const lineAmount = items
          .filter((item) => item.rate === row.rate)
          .reduce((sum, item) => sum + item.amount, 0);
        return `<tr><td>${row.rate === standard ? 'STANDARD' : row.rate === 0 ? 'ZERO' : 'REDUCED'}</td><td>${row.rate}</td><td>${n(lineAmount)}</td><td>${n(lineAmount)}</td><td>${n(lineAmount - row.base)}</td><td>${n(row.base)}</td><td>${n(row.tax)}</td></tr>`;
      })
      .join('');
    const bank = code === 'GB' ? null : iban(r, code === 'IE' ? 'IE' : 'NL');
    const kv: [string, string][] = [
      ['Customer No.', `C${r.digits(5)}`],
      ...(r.chance(0.6)
        ? [
            ['Your Reference', `${r.pick(['PO', 'PO-', ''])}${r.int(1000, 99999)}`] as [
              string,
              string,
            ],
          ]
        : []),
      [
        'VAT Registration No.',
        code === 'GB' ? TAX.vatGB(r) : code === 'IE' ? TAX.vatIE(r) : TAX.btwNL(r),
      ],
      ['Salesperson', `${r.pick(seller.country.first)} ${r.pick(seller.country.last)}`],
    ];
    const kv2: [string, string][] = [
      ['Invoice No.', number],
      ['Posting Date', dateOf(posting)],
      ['Document Date', dateOf(documentDate)],
      ['Due Date', dateOf(due)],
      ...(r.chance(0.5)
        ? [['Order No.', `S-ORD${r.int(101001, 109999)}`] as [string, string]]
        : []),
      ['Payment Terms', terms[0]],
      ['Shipment Method', r.pick(['Ex Warehouse', 'Delivered', 'Pick up', 'Carriage paid'])],
    ];
    const kvHtml = (pairs: [string, string][]) =>
      `<table class="kv">${pairs.map(([label, value]) => `<tr><td>${label}</td><td>${esc(value)}</td></tr>`).join('')}</table>`;
    const body = `
<div class="top"><div class="cust">${lines([buyer.name, buyer.contact, ...buyer.address, buyer.country.name])}</div>
<div class="co">${logo ? `${img(logo, 'max-height:18mm;margin-left:auto;display:block')}` : ''}${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, `Phone No. ${seller.phone}`, `Email ${seller.email}`, `Home Page ${seller.website}`, `VAT Registration No. ${code === 'GB' ? TAX.vatGB(r) : code === 'IE' ? TAX.vatIE(r) : TAX.btwNL(r)}`, code === 'GB' ? `Bank ${r.pick(['Barclays', 'Lloyds', 'NatWest', 'HSBC'])} · Sort Code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)} · Account No. ${r.digits(8)}` : `IBAN ${bank}`, code === 'GB' ? null : `SWIFT Code ${r.pick(code === 'NL' ? BIC.NL! : ['AIBKIE2D', 'BOFIIE2D'])}`])}</div></div>
<h1>Sales - Invoice ${esc(number)}</h1>
<div class="hdr">${kvHtml(kv)}${kvHtml(kv2)}</div>
<table class="lines"><tr><th>No.</th><th>Description</th><th class="n">Quantity</th><th>Unit of<br>Measure</th><th class="n">Unit Price<br>Excl. VAT</th><th class="n">VAT %</th>${showDiscount ? '<th class="n">Line<br>Discount %</th>' : ''}<th class="n">Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td class="n">${n(s.subtotal)}</td></tr>${invDiscPct ? `<tr><td>Invoice Discount Amount</td><td class="n">-${n(s.discount)}</td></tr>` : ''}<tr class="b"><td>Total ${currency} Excl. VAT</td><td class="n">${n(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>${row.rate}% VAT</td><td class="n">${n(row.tax)}</td></tr>`).join('')}<tr class="b"><td>Total ${currency} Incl. VAT</td><td class="n">${n(s.total)}</td></tr></table>
<h3>VAT Amount Specification</h3>
<table class="spec"><tr><th>VAT Identifier</th><th>VAT %</th><th>Line Amount</th><th>Inv. Disc. Base Amount</th><th>Invoice Discount Amount</th><th>VAT Base</th><th>VAT Amount</th></tr>${specRows}<tr class="b"><td>Total</td><td></td><td>${n(s.subtotal)}</td><td>${n(s.subtotal)}</td><td>${n(s.discount)}</td><td>${n(s.net)}</td><td>${n(s.tax)}</td></tr></table>
<div class="terms">Payment Terms: ${terms[0]}<br>${code === 'GB' && s.taxes.some((row) => row.rate === 0) ? 'Zero-rated items are marked with VAT % 0.<br>' : ''}Thank you for your order.</div>`;
    return {
      html: page(BC_CSS, body),
      paper: { format: 'A4', margin: ['12mm', '14mm', '14mm', '16mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: posting,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Sage 50 (UK)

const SAGE_ITEMS: [string, string, number, number, string][] = [
  ['A4 copier paper 80gsm, box of 5 reams', 'BOX', 18, 32, 'T1'],
  ['Toner cartridge, black, high yield', 'EA', 45, 120, 'T1'],
  ['Safety boots, size 9', 'PR', 35, 75, 'T1'],
  ["Children's safety helmet", 'EA', 12, 28, 'T0'],
  ['Training manual (printed book)', 'EA', 15, 45, 'T0'],
  ['Hi-vis vest, orange, XL', 'EA', 3, 9, 'T1'],
  ['Pallet racking beam 2.7m', 'EA', 28, 60, 'T1'],
  ['Installation labour', 'HR', 35, 65, 'T1'],
  ['Domestic heating oil (litres)', 'L', 0.6, 1.1, 'T5'],
  ['Insulation installation (residential)', 'EA', 180, 650, 'T0'],
  ['Cleaning chemicals 5L', 'EA', 9, 25, 'T1'],
  ['Waste collection, 1100L bin', 'EA', 18, 35, 'T1'],
];
const SAGE_RATE: Record<string, number> = { T0: 0, T1: 20, T5: 5 };

const SAGE_CSS = `
body{font-family:Arial,Helvetica,sans-serif;font-size:8.4pt;color:#000;line-height:1.3}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.co b{font-size:14pt}
.title{font-size:22pt;font-weight:bold;text-align:right;letter-spacing:1px}
.boxes{display:flex;justify-content:space-between;margin-top:6mm;gap:4mm}
.ab{border:0.8pt solid #000;border-radius:2mm;padding:2mm 3mm;width:62mm;min-height:26mm}
.ab .lab{font-size:7pt;font-weight:bold;margin-bottom:1mm}
table.refs{border-collapse:separate;border-spacing:0 1.2mm}
table.refs td{border:0.8pt solid #000;padding:1mm 2mm}
table.refs td:first-child{font-weight:bold;font-size:7.5pt;background:#eee;border-right:none}
table.items{width:100%;margin-top:4mm;border:0.8pt solid #000}
table.items th{border:0.8pt solid #000;background:#eee;padding:1.2mm;font-size:7.5pt}
table.items td{border-left:0.8pt solid #000;border-right:0.8pt solid #000;padding:1mm 1.5mm;vertical-align:top}
table.items tr.fill td{height:40mm}
table.items .n{text-align:right;white-space:nowrap}
.bottom{display:flex;justify-content:space-between;margin-top:3mm;align-items:flex-start}
table.an{border:0.8pt solid #000}
table.an td,table.an th{border:0.5pt solid #000;padding:0.8mm 2mm;text-align:right}
table.an th{background:#eee;font-size:7.5pt}
table.tot{border:0.8pt solid #000}
table.tot td{border:0.5pt solid #000;padding:1.2mm 2.5mm}
table.tot td:first-child{font-weight:bold;background:#eee}
table.tot td.n{text-align:right;min-width:28mm}
table.tot tr.t td{font-size:10pt;font-weight:bold}
.foot{margin-top:8mm;font-size:7pt;text-align:center;color:#333}
`;

export const sageInvoice: Layout = {
  name: 'sage50-uk-invoice',
  render(r) {
    const seller = company(r, 'GB', { form: 'always' });
    const buyer = company(r, 'GB', { form: 'always', avoid: stemOf(seller) });
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const n = (cents: number) => num(cents);
    const number = r.chance(0.6)
      ? String(r.int(1000, 99999))
      : String(r.int(1, 99999)).padStart(8, '0');
    const accountRef = `${buyer.stem
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}${String(r.int(1, 9)).padStart(3, '0')}`;
    const items = r.some(SAGE_ITEMS, r.int(1, 7)).map(([text, uom, low, high, code]) => {
      const unit = Math.round((low + r.next() * (high - low)) * 100);
      const quantity =
        uom === 'L' ? r.int(300, 1500) : uom === 'HR' ? r.int(2, 24) / 2 : r.int(1, 20);
      const discount = r.chance(0.2) ? r.pick([2.5, 5, 10]) : undefined;
      return line(text, quantity, unit, SAGE_RATE[code]!, {
        uom: code,
        ...(discount ? { discount } : {}),
      });
    });
    const carriage = r.chance(0.35) ? r.int(8, 60) * 100 : 0;
    const s = sums(items, { shipping: carriage });
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.45 });
    const rows = items
      .map(
        (item) =>
          `<tr><td class="n">${qty(item.quantity, SEP.en, 2)}</td><td>${esc(item.description)}</td><td class="n">${n(item.unit)}</td><td class="n">${item.discount ? item.discount.toFixed(2) : '0.00'}</td><td class="n">${n(item.amount)}</td><td>${item.uom}</td><td class="n">${n(Math.round((item.amount * item.rate) / 100))}</td></tr>`,
      )
      .join('');
    // Sage's line VAT is rounded per line; the analysis and totals are per code, as printed.
    const codes = s.taxes.map((row) => ({
      ...row,
      code: row.rate === 20 ? 'T1' : row.rate === 5 ? 'T5' : 'T0',
    }));
    const body = `
<div class="top"><div class="co">${logo ? `${img(logo, 'max-height:18mm')}<br>` : ''}${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, `Tel: ${seller.phone}`, `Email: ${seller.email}`])}</div>
<div><div class="title">INVOICE</div><table class="refs" style="margin-left:auto"><tr><td>Invoice No.</td><td>${number}</td></tr><tr><td>Invoice/Tax Date</td><td>${dateOf(issued)}</td></tr><tr><td>Order No.</td><td>${r.chance(0.6) ? `${r.pick(['PO', 'PO-', ''])}${r.int(1000, 99999)}` : ''}</td></tr><tr><td>Account Ref</td><td>${accountRef}</td></tr><tr><td>Page</td><td>1</td></tr></table></div></div>
<div class="boxes"><div class="ab"><div class="lab">Invoice Address</div>${lines([buyer.name, ...buyer.address])}</div><div class="ab"><div class="lab">Deliver To</div>${lines([buyer.name, ...(r.chance(0.5) ? buyer.address : buyer.country.address(r, r.pick(buyer.country.streets), r.pick(buyer.country.places)))])}</div></div>
<table class="items"><tr><th>Quantity</th><th>Details</th><th>Unit Price</th><th>Disc %</th><th>Net Amount</th><th>VAT Code</th><th>VAT</th></tr>${rows}<tr class="fill"><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr></table>
<div class="bottom"><table class="an"><tr><th>Code</th><th>Rate</th><th>Net</th><th>VAT</th></tr>${codes.map((row) => `<tr><td>${row.code}</td><td>${row.rate.toFixed(2)}</td><td>${n(row.base)}</td><td>${n(row.tax)}</td></tr>`).join('')}</table>
<table class="tot">${carriage ? `<tr><td>Carriage Net</td><td class="n">${n(carriage)}</td></tr>` : ''}<tr><td>Total Net Amount</td><td class="n">${n(s.net)}</td></tr><tr><td>Total VAT Amount</td><td class="n">${n(s.tax)}</td></tr><tr class="t"><td>Invoice Total</td><td class="n">£${n(s.total)}</td></tr></table></div>
<div class="foot">Terms: ${r.pick(['30 days net', 'Strictly 30 days', '14 days from invoice date', 'Payment due by end of month following invoice'])}. Bank: ${r.pick(['Lloyds Bank', 'Barclays', 'NatWest'])} · Sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)} · Account ${r.digits(8)}<br>${only ? 'Registered' : `${esc(seller.name)} · Registered`} in England and Wales No. ${TAX.companyGB(r)} · VAT Registration No. ${TAX.vatGB(r)}</div>`;
    return {
      html: page(SAGE_CSS, body),
      paper: { format: 'A4', margin: ['12mm', '12mm', '12mm', '12mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'GBP',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// SAP (German manufacturer)

const SAP_ITEMS: Item[] = [
  ['100-4711', 'Kugellager 6204-2RS', 'ST', 4, 12],
  ['100-5820', 'Hydraulikschlauch DN12, 1 m', 'M', 9, 24],
  ['200-1033', 'Sechskantschraube M10x40 DIN 933 8.8', 'PAK', 12, 30],
  ['200-2290', 'Dichtungssatz Zylinder 63 mm', 'ST', 28, 85],
  ['300-0815', 'Lagergehäuse UCP 206', 'ST', 35, 90],
  ['300-1177', 'Zahnriemen HTD 8M-1200', 'ST', 40, 110],
  ['400-0042', 'Schutzhandschuhe Gr. 9 (12 Paar)', 'PAK', 18, 40],
  ['400-3310', 'Kühlschmierstoff 20 l', 'KAN', 70, 140],
  ['500-0001', 'Servicetechniker', 'STD', 85, 130],
  ['500-0002', 'Fahrtkostenpauschale', 'ST', 45, 95],
  ['600-7701', 'Getriebemotor 0,75 kW', 'ST', 380, 890],
  ['600-9020', 'Frequenzumrichter 1,5 kW', 'ST', 290, 640],
];

const SAP_CSS = `
body{font-family:Arial,Helvetica,sans-serif;font-size:8.5pt;color:#000;line-height:1.35}
.first{position:relative;height:92mm}
.logo{position:absolute;right:0;top:0}
.sender{position:absolute;left:0;top:40mm;font-size:6.5pt;color:#333;border-bottom:0.3pt solid #333;white-space:nowrap}
.window{position:absolute;left:0;top:45mm;width:80mm;font-size:9.5pt}
.box{position:absolute;right:0;top:30mm;width:78mm;border:0.8pt solid #000;padding:2mm 3mm}
.box .t{font-size:12pt;font-weight:bold;margin-bottom:1.5mm}
.box td{padding:0.3mm 0;font-size:8pt}
.box td:first-child{padding-right:3mm;color:#333}
h1{font-size:12pt;margin:0 0 4mm}
table.pos{width:100%}
table.pos th{text-align:right;border-top:0.8pt solid #000;border-bottom:0.8pt solid #000;padding:1mm;font-size:7.8pt}
table.pos th.l,table.pos td.l{text-align:left}
table.pos td{text-align:right;padding:1.2mm 1mm 0.3mm;vertical-align:top}
table.pos tr.sub td{padding-top:0;color:#444;font-size:7.5pt}
table.sum{margin-left:auto;margin-top:3mm;border-top:0.8pt solid #000;width:62%}
table.sum td{padding:0.8mm 1mm;text-align:right}
table.sum td:first-child{text-align:left}
table.sum tr.e td{font-weight:bold;border-top:0.8pt solid #000;border-bottom:1.6pt double #000}
.terms{margin-top:6mm;font-size:8pt}
`;

export const sapRechnung: Layout = {
  name: 'sap-rechnung-de',
  render(r) {
    const seller = company(r, 'DE', {
      form: 'always',
      trades: ['Maschinenbau', 'Antriebstechnik', 'Industrietechnik', 'Metallbau', 'Hydraulik'],
    });
    const buyer = company(r, 'DE', { form: 'always', avoid: stemOf(seller) });
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const n = (cents: number) => num(cents, SEP.de);
    const number = `9${r.digits(7)}`;
    const items = pickLines(r, SAP_ITEMS, r.int(1, 8), () => 19);
    const freight = r.chance(0.4) ? r.int(15, 120) * 100 : 0;
    const s = sums(items, { shipping: freight });
    const skonto = r.pick([2, 3, 0]);
    const skontoDays = r.pick([10, 14]);
    const netDays = r.pick([30, 30, 45, 60]);
    const skontoAmount = Math.round((s.total * skonto) / 100);
    const contact = `${r.pick(['Frau', 'Herr'])} ${r.pick(COUNTRIES.DE.last)}`;
    const logo = drawLogo(r, r.chance(0.5) ? seller.stem : null, { initialsOf: seller.stem });
    const bankA = iban(r, 'DE');
    const bankB = iban(r, 'DE');
    const rows = items
      .map(
        (item, index) =>
          `<tr><td class="l">${String((index + 1) * 10).padStart(6, '0')}</td><td class="l">${item.sku}</td><td class="l">${esc(item.description)}</td><td>${qty(item.quantity, SEP.de, item.uom === 'STD' ? 1 : 0)}</td><td class="l">${item.uom}</td><td>${n(item.unit)} / 1 ${item.uom}</td><td>${n(item.amount)}</td></tr>${r.chance(0.4) ? `<tr class="sub"><td></td><td></td><td class="l" colspan="5">${r.chance(0.5) ? `Ihre Materialnummer: ${r.digits(3)}-${r.letters(2)}${r.digits(2)}` : `Lieferdatum: ${dateOf(addDays(issued, -r.int(1, 8)))}`}</td></tr>` : ''}`,
      )
      .join('');
    const footer = `<div style="width:100%;padding:0 18mm 0 22mm;font-family:Arial,sans-serif;font-size:6pt;color:#444;display:flex;justify-content:space-between;border-top:0.3pt solid #999;padding-top:1.5mm;line-height:1.35"><div>${esc(seller.name)}<br>Sitz der Gesellschaft: ${esc(seller.city)}<br>Registergericht: Amtsgericht ${esc(seller.city)}, ${TAX.hrb(r)}</div><div>Geschäftsführung: ${esc(r.pick(COUNTRIES.DE.first))} ${esc(r.pick(COUNTRIES.DE.last))}<br>USt-IdNr.: ${TAX.ustId(r)}<br>Steuer-Nr.: ${TAX.steuernummer(r)}</div><div>${r.pick(['Commerzbank AG', 'Deutsche Bank AG'])}<br>IBAN ${bankA}<br>BIC ${r.pick(BIC.DE!)}</div><div>${r.pick(['Sparkasse', 'Volksbank eG'])}<br>IBAN ${bankB}<br>BIC ${r.pick(BIC.DE!)}</div></div>`;
    const body = `
<div class="first">
<div class="logo">${img(logo, 'max-height:18mm')}</div>
<div class="sender">${esc([seller.name, ...seller.address].join(' · '))}</div>
<div class="window">${lines([buyer.name, r.chance(0.5) ? `Abt. ${r.pick(['Einkauf', 'Kreditorenbuchhaltung', 'Instandhaltung'])}` : null, ...buyer.address])}</div>
<div class="box"><div class="t">Rechnung</div><table><tr><td>Rechnungsnummer</td><td><b>${number}</b></td></tr><tr><td>Datum</td><td>${dateOf(issued)}</td></tr><tr><td>Kundennummer</td><td>${r.int(100000, 199999)}</td></tr><tr><td>Ihre Bestellung</td><td>45${r.digits(8)} vom ${dateOf(addDays(issued, -r.int(5, 30)))}</td></tr><tr><td>Lieferschein</td><td>8${r.digits(7)}</td></tr><tr><td>Ansprechpartner</td><td>${esc(contact)}</td></tr><tr><td>Telefon</td><td>${esc(seller.phone)}</td></tr><tr><td>Seite</td><td>1/1</td></tr><tr><td>Ihre USt-IdNr.</td><td>${TAX.ustId(r)}</td></tr></table></div>
</div>
<h1>Rechnung ${number}</h1>
<table class="pos"><tr><th class="l">Pos.</th><th class="l">Material</th><th class="l">Bezeichnung</th><th>Menge</th><th class="l">ME</th><th>Preis/Einheit</th><th>Betrag EUR</th></tr>${rows}</table>
<table class="sum"><tr><td>Summe Positionen</td><td>${n(s.subtotal)}</td></tr>${freight ? `<tr><td>Fracht und Verpackung</td><td>${n(freight)}</td></tr>` : ''}<tr><td>Nettowert</td><td>${n(s.net)}</td></tr><tr><td>MwSt 19 % auf ${n(s.net)}</td><td>${n(s.tax)}</td></tr><tr class="e"><td>Endbetrag EUR</td><td>${n(s.total)}</td></tr></table>
<div class="terms"><b>Zahlungsbedingungen:</b> ${skonto ? `Bis ${dateOf(addDays(issued, skontoDays))} abzüglich ${skonto} % Skonto (= ${n(skontoAmount)} EUR, Zahlbetrag ${n(s.total - skontoAmount)} EUR), bis ${dateOf(addDays(issued, netDays))} ohne Abzug.` : `Zahlbar bis ${dateOf(addDays(issued, netDays))} ohne Abzug.`}<br><b>Lieferbedingungen:</b> ${r.pick(['FCA Werk', 'DAP Lieferanschrift', 'EXW', 'frei Haus'])} (Incoterms 2020)<br>Es gelten unsere Allgemeinen Verkaufs- und Lieferbedingungen.</div>`;
    return {
      html: page(SAP_CSS, body, 'de'),
      paper: { format: 'A4', margin: ['12mm', '18mm', '30mm', '22mm'], footer },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A wholesaler's invoice over two pages

const WHOLESALE_EN: [string, string, number, number, number][] = [
  ['Paper cups 8oz (1000)', 'CS', 28, 45, 20],
  ['Paper cups 12oz (1000)', 'CS', 34, 55, 20],
  ['Sip lids 8oz (1000)', 'CS', 18, 30, 20],
  ['Napkins 2-ply white (2000)', 'CS', 15, 26, 20],
  ['Catering foil 450mm x 75m', 'RL', 12, 22, 20],
  ['Cling film 450mm x 300m', 'RL', 9, 16, 20],
  ['Black refuse sacks (200)', 'CS', 14, 24, 20],
  ['Blue roll 2-ply (6)', 'PK', 10, 18, 20],
  ['Nitrile gloves blue L (100)', 'BX', 4, 9, 20],
  ['Washing-up liquid 5L', 'EA', 6, 12, 20],
  ['Dishwasher detergent 20L', 'EA', 38, 60, 20],
  ['Sanitiser spray 750ml (6)', 'CS', 12, 20, 20],
  ['Kraft takeaway boxes no.8 (200)', 'CS', 32, 55, 20],
  ['Wooden cutlery set (500)', 'CS', 20, 35, 20],
  ['Pizza boxes 12" (100)', 'CS', 22, 36, 20],
  ['Tea bags (1100)', 'CS', 18, 30, 0],
  ['Ground coffee 1kg', 'EA', 12, 24, 0],
  ['Sugar sticks (1000)', 'CS', 10, 18, 0],
  ['UHT milk portions (120)', 'CS', 8, 14, 0],
  ['Hot chocolate 2kg', 'EA', 11, 19, 0],
  ['Plain flour 16kg', 'EA', 9, 15, 0],
  ['Rapeseed oil 20L', 'EA', 24, 40, 0],
  ['Tinned tomatoes 2.5kg (6)', 'CS', 12, 20, 0],
  ['Basmati rice 10kg', 'EA', 14, 24, 0],
  ['Mineral water 500ml (24)', 'CS', 5, 9, 20],
  ['Cola cans 330ml (24)', 'CS', 9, 16, 20],
  ['Crisps assorted (48)', 'CS', 14, 22, 20],
  ['Chocolate bars (48)', 'CS', 24, 38, 20],
  ['Glass cleaner 5L', 'EA', 7, 13, 20],
  ['Mop heads (10)', 'PK', 12, 22, 20],
  ['Bin liners clear (500)', 'CS', 16, 28, 20],
  ['Greaseproof sheets (500)', 'PK', 6, 11, 20],
  ['Soup containers 16oz (500)', 'CS', 38, 60, 20],
  ['Straws paper (250)', 'BX', 3, 7, 20],
  ['Dish cloths (50)', 'PK', 8, 14, 20],
  ['Salt 12.5kg', 'EA', 6, 11, 0],
  ['Baked beans 2.6kg (6)', 'CS', 14, 22, 0],
  ['Porridge oats 3kg', 'EA', 5, 9, 0],
  ['Orange juice 1L (12)', 'CS', 10, 17, 20],
  ['Hand towels C-fold (2400)', 'CS', 18, 30, 20],
  ['Toilet rolls (36)', 'CS', 14, 24, 20],
  ['Oven cleaner 1L', 'EA', 5, 10, 20],
  ['Stirrers wooden (1000)', 'BX', 3, 6, 20],
  ['Labels day-dot (1000)', 'RL', 4, 8, 20],
  ['Jam portions (100)', 'CS', 7, 12, 0],
  ['Butter portions (100)', 'CS', 9, 15, 0],
  ['Ketchup sachets (200)', 'CS', 6, 11, 0],
  ['Mayonnaise 5L', 'EA', 9, 16, 0],
];
const WHOLESALE_DE: [string, string, number, number, number][] = [
  ['Kaffeebecher 0,2 l (1000 Stk.)', 'KT', 28, 45, 19],
  ['Deckel für Becher 0,2 l (1000)', 'KT', 18, 30, 19],
  ['Servietten 33x33, 2-lagig (2000)', 'KT', 15, 26, 19],
  ['Alufolie 45 cm x 150 m', 'RL', 12, 22, 19],
  ['Frischhaltefolie 45 cm x 300 m', 'RL', 9, 16, 19],
  ['Müllsäcke 120 l (250)', 'KT', 14, 24, 19],
  ['Küchenrolle 3-lagig (8)', 'PK', 10, 18, 19],
  ['Nitril-Handschuhe Gr. L (100)', 'BX', 4, 9, 19],
  ['Spülmittel 5 l', 'KAN', 6, 12, 19],
  ['Geschirrreiniger 20 l', 'KAN', 38, 60, 19],
  ['Desinfektionsspray 750 ml (6)', 'KT', 12, 20, 19],
  ['Menüboxen Kraft (200)', 'KT', 32, 55, 19],
  ['Holzbesteck-Set (500)', 'KT', 20, 35, 19],
  ['Pizzakartons 32 cm (100)', 'KT', 22, 36, 19],
  ['Kaffee Bohne 1 kg', 'ST', 12, 24, 7],
  ['Teebeutel Schwarztee (100)', 'PK', 4, 9, 7],
  ['Zucker-Sticks (1000)', 'KT', 10, 18, 7],
  ['Kaffeesahne Portionen (240)', 'KT', 8, 14, 7],
  ['Weizenmehl Type 405, 25 kg', 'SCK', 12, 20, 7],
  ['Rapsöl 10 l', 'KAN', 18, 30, 7],
  ['Tomaten gehackt 2,5 kg (6)', 'KT', 12, 20, 7],
  ['Basmatireis 10 kg', 'SCK', 14, 24, 7],
  ['Mineralwasser 0,5 l (24)', 'KT', 5, 9, 19],
  ['Cola 0,33 l Dose (24)', 'KT', 9, 16, 19],
  ['Kartoffelchips sortiert (24)', 'KT', 14, 22, 7],
  ['Schokoriegel (48)', 'KT', 24, 38, 7],
  ['Glasreiniger 5 l', 'KAN', 7, 13, 19],
  ['Wischmopp-Bezüge (10)', 'PK', 12, 22, 19],
  ['Backpapier-Zuschnitte (500)', 'PK', 6, 11, 19],
  ['Suppenbecher 500 ml (500)', 'KT', 38, 60, 19],
  ['Papierstrohhalme (250)', 'BX', 3, 7, 19],
  ['Spüllappen (50)', 'PK', 8, 14, 19],
  ['Speisesalz 10 kg', 'SCK', 6, 11, 7],
  ['Haferflocken 3 kg', 'ST', 5, 9, 7],
  ['Orangensaft 1 l (12)', 'KT', 10, 17, 19],
  ['Papierhandtücher (3200)', 'KT', 18, 30, 19],
  ['Toilettenpapier (64)', 'KT', 14, 24, 19],
  ['Backofenreiniger 1 l', 'FL', 5, 10, 19],
  ['Rührstäbchen Holz (1000)', 'BX', 3, 6, 19],
  ['Konfitüre Portionen (100)', 'KT', 7, 12, 7],
  ['Butter Portionen (100)', 'KT', 9, 15, 7],
  ['Ketchup Sachets (200)', 'KT', 6, 11, 7],
  ['Mayonnaise 5 l', 'EIM', 9, 16, 7],
  ['Etiketten Tagespunkte (1000)', 'RL', 4, 8, 19],
  ['Milch H-Vollmilch 1 l (12)', 'KT', 10, 16, 7],
  ['Eier Bodenhaltung (180)', 'KT', 28, 42, 7],
];

const MULTI_CSS = `
body{font-family:"DejaVu Sans Condensed","DejaVu Sans",Arial,sans-serif;font-size:7.8pt;color:#111;line-height:1.3}
.sheet{break-after:page;position:relative}
.sheet:last-child{break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1.2pt solid #333;padding-bottom:2mm}
.lh .name{font-size:14pt;font-weight:bold}
.meta td{padding:0.3mm 0 0.3mm 4mm}
.meta td:first-child{color:#555}
.addr{display:flex;gap:10mm;margin:5mm 0 4mm}
.addr>div{width:60mm}
.lab{font-size:6.8pt;font-weight:bold;color:#555;text-transform:uppercase}
.cont{display:flex;justify-content:space-between;align-items:flex-end;gap:4mm;border-bottom:1.2pt solid #333;padding-bottom:1.5mm;margin-bottom:2mm;font-size:8pt}
.cont>div:last-child{white-space:nowrap}
table.items{width:100%}
table.items th{background:#e8e8e8;border-bottom:0.8pt solid #333;padding:1mm;text-align:left;font-size:7pt}
table.items td{padding:0.55mm 1mm;border-bottom:0.3pt solid #ddd;white-space:nowrap}
table.items .n{text-align:right}
table.items tr.cf td{font-weight:bold;border-top:0.8pt solid #333;border-bottom:0.8pt solid #333;background:#f5f5f5}
.pageno{text-align:right;margin-top:2mm;font-size:7pt;color:#555}
.bottom{display:flex;justify-content:space-between;margin-top:4mm;align-items:flex-start}
table.vat td,table.vat th{padding:0.6mm 2mm;text-align:right;border-bottom:0.3pt solid #ccc}
table.vat th{font-size:7pt;background:#e8e8e8}
table.vat tr.b td{font-weight:bold;border-top:0.8pt solid #333}
table.tot td{padding:0.8mm 2mm}
table.tot td.n{text-align:right;min-width:26mm}
table.tot tr.t td{font-weight:bold;font-size:10pt;border-top:1.2pt solid #333}
.pay{margin-top:5mm;font-size:7.2pt;color:#333}
`;

export const multiPageInvoice: Layout = {
  name: 'multi-page-wholesale',
  render(r) {
    const de = r.chance(0.45);
    const code: CountryCode = de ? 'DE' : 'GB';
    const seller = company(r, code, {
      form: 'always',
      trades: de
        ? ['Gastro-Großhandel', 'Großhandel', 'Handel', 'Logistik']
        : ['Catering Supplies', 'Wholesale', 'Supplies', 'Distribution'],
    });
    const buyer = customer(r, code, stemOf(seller), 0.1);
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, de ? 'DD.MM.YYYY' : 'DD/MM/YYYY');
    const sep: Sep = de ? SEP.de : SEP.en;
    const n = (cents: number) => num(cents, sep);
    const catalog = de ? WHOLESALE_DE : WHOLESALE_EN;
    const count = r.int(36, catalog.length);
    const items = r.some(catalog, count).map(([text, uom, low, high, rate]) =>
      line(text, r.int(1, 12), Math.round((low + r.next() * (high - low)) * 100), rate, {
        uom,
        sku: `${r.int(10, 99)}${r.digits(4)}`,
      }),
    );
    const delivery = r.chance(0.5) ? r.int(8, 35) * 100 : 0;
    const s = sums(items, { shipping: delivery });
    const number = de ? `R${issued.slice(2, 4)}-${r.digits(6)}` : `SI${r.digits(6)}`;
    const account = de
      ? String(r.int(20000, 69999))
      : `${buyer.stem
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 4)
          .toUpperCase()}${r.digits(2)}`;
    const firstPage = r.int(30, 34);
    const pages = [items.slice(0, firstPage), items.slice(firstPage)];
    const L = de
      ? {
          title: 'RECHNUNG',
          number: 'Rechnungs-Nr.',
          date: 'Rechnungsdatum',
          account: 'Kunden-Nr.',
          order: 'Ihre Bestellung',
          dn: 'Lieferschein-Nr.',
          page: (i: number) => `Seite ${i} von 2`,
          cont: 'Fortsetzung',
          invoiceTo: 'Rechnungsanschrift',
          deliverTo: 'Lieferanschrift',
          head: ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Einh.', 'Einzelpreis', 'USt.', 'Betrag'],
          carried: 'Übertrag',
          brought: 'Übertrag',
          goods: 'Warenwert netto',
          delivery: 'Frachtkosten',
          net: 'Nettobetrag',
          vat: 'USt.',
          base: 'Netto',
          vatHead: 'USt.-Satz',
          total: 'Rechnungsbetrag',
          sum: 'Summe',
        }
      : {
          title: 'INVOICE',
          number: 'Invoice No.',
          date: 'Invoice Date',
          account: 'Account No.',
          order: 'Your Order No.',
          dn: 'Delivery Note',
          page: (i: number) => `Page ${i} of 2`,
          cont: 'continued',
          invoiceTo: 'Invoice To',
          deliverTo: 'Deliver To',
          head: ['Code', 'Description', 'Qty', 'Unit', 'Price', 'VAT', 'Net'],
          carried: 'Carried forward',
          brought: 'Brought forward',
          goods: 'Goods total',
          delivery: 'Delivery charge',
          net: 'Net total',
          vat: 'VAT',
          base: 'Goods',
          vatHead: 'VAT rate',
          total: 'Invoice total',
          sum: 'Total',
        };
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.5 });
    const order = r.chance(0.6) ? `${r.pick(['PO', ''])}${r.int(1000, 99999)}` : '';
    const head = `<tr><th>${L.head[0]}</th><th>${L.head[1]}</th><th class="n">${L.head[2]}</th><th>${L.head[3]}</th><th class="n">${L.head[4]}</th><th class="n">${L.head[5]}</th><th class="n">${L.head[6]}</th></tr>`;
    const rowOf = (item: Line) =>
      `<tr><td>${item.sku}</td><td>${esc(item.description)}</td><td class="n">${item.quantity}</td><td>${item.uom}</td><td class="n">${n(item.unit)}</td><td class="n">${item.rate}%</td><td class="n">${n(item.amount)}</td></tr>`;
    const carried = pages[0]!.reduce((sum, item) => sum + item.amount, 0);
    const vatRows = s.taxes
      .map((row) => `<tr><td>${row.rate}%</td><td>${n(row.base)}</td><td>${n(row.tax)}</td></tr>`)
      .join('');
    const payment = de
      ? `Zahlbar innerhalb von 14 Tagen ohne Abzug. Bankverbindung: IBAN ${iban(r, 'DE')} · BIC ${r.pick(BIC.DE!)}<br>${only ? '' : `${esc(seller.name)} · `}Amtsgericht ${esc(seller.city)} ${TAX.hrb(r)} · USt-IdNr. ${TAX.ustId(r)}`
      : `Terms: 30 days end of month. Please remit to sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, account ${r.digits(8)}, quoting account ${account}.<br>${only ? '' : `${esc(seller.name)} · `}Registered in England No. ${TAX.companyGB(r)} · VAT Reg. No. ${TAX.vatGB(r)}`;
    const sheet1 = `<div class="sheet">
<div class="lh"><div>${logo ? `${img(logo, 'max-height:16mm')}<br>` : ''}${only ? '' : `<span class="name">${esc(seller.name)}</span><br>`}${esc(seller.address.join(', '))}<br>${esc(seller.phone)} · ${esc(seller.email)}</div>
<div><div style="font-size:16pt;font-weight:bold;text-align:right">${L.title}</div><table class="meta"><tr><td>${L.number}</td><td><b>${number}</b></td></tr><tr><td>${L.date}</td><td>${dateOf(issued)}</td></tr><tr><td>${L.account}</td><td>${account}</td></tr>${order ? `<tr><td>${L.order}</td><td>${order}</td></tr>` : ''}<tr><td>${L.dn}</td><td>${r.digits(7)}</td></tr></table></div></div>
<div class="addr"><div><div class="lab">${L.invoiceTo}</div>${lines([buyer.name, ...buyer.address])}</div><div><div class="lab">${L.deliverTo}</div>${lines([buyer.name, ...buyer.address])}</div></div>
<table class="items">${head}${pages[0]!.map(rowOf).join('')}<tr class="cf"><td></td><td>${L.carried}</td><td></td><td></td><td></td><td></td><td class="n">${n(carried)}</td></tr></table>
<div class="pageno">${L.page(1)}</div></div>`;
    const sheet2 = `<div class="sheet">
<div class="cont"><div>${logo ? img(logo, 'max-height:9mm') : ''}${only ? '' : `<b>${esc(seller.name)}</b>`}</div><div>${L.title} ${number} (${L.cont}) · ${dateOf(issued)} · ${L.account} ${account} · <b>${L.page(2)}</b></div></div>
<table class="items">${head}<tr class="cf"><td></td><td>${L.brought}</td><td></td><td></td><td></td><td></td><td class="n">${n(carried)}</td></tr>${pages[1]!.map(rowOf).join('')}</table>
<div class="bottom"><table class="vat"><tr><th>${L.vatHead}</th><th>${L.base}</th><th>${L.vat}</th></tr>${vatRows}<tr class="b"><td>${L.sum}</td><td>${n(s.net)}</td><td>${n(s.tax)}</td></tr></table>
<table class="tot"><tr><td>${L.goods}</td><td class="n">${n(s.subtotal)}</td></tr>${delivery ? `<tr><td>${L.delivery}</td><td class="n">${n(delivery)}</td></tr>` : ''}<tr><td>${L.net}</td><td class="n">${n(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>${L.vat} ${row.rate}%</td><td class="n">${n(row.tax)}</td></tr>`).join('')}<tr class="t"><td>${L.total} ${de ? 'EUR' : 'GBP'}</td><td class="n">${n(s.total)}</td></tr></table></div>
<div class="pay">${payment}</div>
<div class="pageno">${L.page(2)}</div></div>`;
    return {
      html: page(MULTI_CSS, sheet1 + sheet2, de ? 'de' : 'en'),
      paper: { format: 'A4', margin: ['10mm', '12mm', '10mm', '12mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // The totals of the last page; the subtotal carried from page 1 is the lines' sum so far.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: de ? 'EUR' : 'GBP',
      }),
      logoOnly: only,
    };
  },
};
