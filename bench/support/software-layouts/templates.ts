// Invoices made from templates and small apps rather than accounting software: Microsoft's classic
// Word/Excel "INVOICE" template (the company slogan, BILL TO and SHIP TO, the salesperson and
// shipping row, SUBTOTAL, TAX RATE, SALES TAX, S&H, OTHER, TOTAL in accounting format with "$ -"
// for the empty ones, "Make all checks payable to"), the Google Docs invoice template (a big
// coloured heading, "Submitted on", "Invoice for / Payable to / Invoice #", Subtotal,
// Adjustments and the total in large type), a mobile invoicing app's invoice (Invoice Simple or
// Invoice2go: the balance due in the header, discount, tax, paid and balance due) and Harvest's
// time-tracking invoice (Item Type, hours × rate lines with the project and period, "Amount Due").
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  line,
  lines,
  moneyOf,
  num,
  page,
  qty,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { CATALOG, company, customer, draws, person, type CountryCode, stemOf } from './people.ts';

const US_RATES = [4, 5.3, 6, 6.25, 6.5, 7, 7.25, 7.75, 8.25, 8.875, 9.5, 10.25];

const FONTS = [
  '"Liberation Sans", Arial, sans-serif',
  '"DejaVu Sans", Verdana, sans-serif',
  '"Liberation Serif", "Times New Roman", serif',
  '"DejaVu Serif", Georgia, serif',
  '"Liberation Sans Narrow", "Arial Narrow", sans-serif',
];

// ---------------------------------------------------------------------------------------------
// Microsoft Word / Excel classic invoice template

const OFFICE_CSS = (font: string, accent: string, light: string) => `
body{font-family:${font};font-size:9.5pt;color:#222;line-height:1.3}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.co .name{font-size:17pt;font-weight:bold;color:#1a1a1a}
.co .slogan{font-style:italic;color:#666;margin:0.5mm 0 2.5mm}
.title{font-size:30pt;color:${accent};font-weight:bold;letter-spacing:1.5px;text-align:right;line-height:1}
table.meta{margin:3mm 0 0 auto}
table.meta td{padding:0.5mm 0 0.5mm 5mm;text-align:right}
table.meta td:first-child{font-weight:bold;font-size:8.5pt}
.parties{display:flex;gap:14mm;margin:6mm 0 4mm}
.parties>div{min-width:58mm}
.parties .lab{font-weight:bold;font-size:8.5pt;margin-bottom:1mm}
table.ship{width:100%;margin-bottom:4mm;font-size:8.5pt}
table.ship th{background:${light};border:0.75pt solid #888;padding:1mm;font-weight:bold}
table.ship td{border:0.75pt solid #888;text-align:center;padding:1.2mm;height:6mm}
table.items{width:100%;font-size:9pt}
table.items th{background:${accent};color:#fff;border:0.75pt solid ${accent};padding:1.4mm 2mm;text-align:left;font-weight:bold}
table.items td{border-left:0.75pt solid #888;border-right:0.75pt solid #888;height:5.4mm;padding:0.4mm 2mm;vertical-align:middle}
table.items tr:nth-child(odd) td{background:${light}}
table.items tr:last-child td{border-bottom:0.75pt solid #888}
table.items td.n,table.items th.n{text-align:right}
.acc{display:flex;justify-content:space-between;gap:2mm;white-space:nowrap}
.bottom{display:flex;justify-content:space-between;align-items:flex-start;margin-top:0}
.remarks{width:55%;margin-top:4mm;font-size:8.5pt;color:#444}
table.tot{width:40%;font-size:9pt}
table.tot td{padding:1.2mm 2mm;border:0.75pt solid #888}
table.tot td:first-child{font-weight:bold;text-align:right;border:none;font-size:8.5pt}
table.tot tr.total td{font-weight:bold;font-size:11pt;background:${light};border-top:1.5pt solid #222}
table.tot tr.total td:first-child{background:none}
.foot{text-align:center;margin-top:7mm;font-size:8.5pt;line-height:1.6}
.thanks{font-weight:bold;font-style:italic;font-size:11pt;margin-top:3mm;color:${accent}}
`;

export const officeTemplate: Layout = {
  name: 'ms-office-invoice-template',
  render(r) {
    const uk = r.chance(0.2);
    const code: CountryCode = uk ? 'GB' : 'US';
    const seller = company(r, code, { form: r.chance(0.6) ? 'always' : 'never' });
    const buyer = customer(r, code, stemOf(seller), 0.2);
    const sales = r.chance(0.55); // the Excel "Sales invoice"; else Word's "Service invoice"
    const font = r.pick(FONTS);
    const accent = r.pick(['#1f4e79', '#44546a', '#2e75b6', '#7f7f7f', '#833c0b', '#375623']);
    const light = r.pick(['#dde7f3', '#eef1f5', '#f2f2f2', '#e2efda', '#fbe5d6']);
    const issued = issueDate(r);
    const pattern = uk
      ? r.pick(['DD/MM/YYYY', 'D MMMM YYYY', 'DD-MMM-YY'])
      : r.pick(['MMMM D, YYYY', 'M/D/YYYY', 'D-MMM-YY', 'MM/DD/YYYY']);
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const symbol = uk ? '£' : '$';
    const n = (cents: number) => num(cents);
    /** Excel's accounting format: the symbol at the cell's left, a dash for zero. */
    const acc = (cents: number | null) =>
      `<div class="acc"><span>${symbol}</span><span>${cents ? n(cents) : '-'}</span></div>`;
    const number = r.pick([
      String(r.int(100, 2999)),
      `${issued.slice(0, 4)}${String(r.int(1, 480)).padStart(3, '0')}`,
      `INV-${r.int(1000, 9999)}`,
      String(r.int(100, 999)),
    ]);
    const rate = uk ? 20 : sales ? r.pick(US_RATES) : r.chance(0.5) ? 0 : r.pick(US_RATES);
    const items: Line[] = sales
      ? r.some(r.chance(0.6) ? CATALOG.goodsEn : CATALOG.tradeEn, r.int(1, 7)).map((product) => {
          const unit = Math.round((product.low + r.next() * (product.high - product.low)) * 100);
          const discount = r.chance(0.2) ? r.pick([5, 10, 15]) : undefined;
          return line(product.text, r.int(1, 12), unit, rate, {
            sku: `${r.letters(2)}-${r.int(100, 999)}`,
            ...(discount ? { discount } : {}),
          });
        })
      : draws(r, CATALOG.servicesEn, r.int(1, 6), rate);
    const s = sums(items);
    const shipping = sales && r.chance(0.4) ? r.int(8, 95) * 100 + r.pick([0, 50, 99]) : 0;
    // S&H is not taxed in the template: TOTAL = SUBTOTAL + TAX + S&H + OTHER.
    const net = s.net + shipping;
    const total = s.total + shipping;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.35, colour: accent });
    const slogan = r.pick([
      'Quality you can count on',
      'Your trusted partner since 1998',
      'Service with a smile',
      'Built to last',
      'Where ideas take shape',
      '',
    ]);
    const customerId = `${r.letters(3)}${r.digits(5)}`;
    const due = addDays(issued, r.pick([15, 30, 30, 45]));
    const rowsWanted = Math.max(items.length + 1, sales ? 11 : 9);
    const filled = items.map((item) =>
      sales
        ? `<tr><td class="n">${item.quantity}</td><td>${esc(item.sku!)}</td><td>${esc(item.description)}</td><td>${acc(item.unit)}</td><td>${item.discount ? acc(item.quantity * item.unit - item.amount) : ''}</td><td>${acc(item.amount)}</td></tr>`
        : `<tr><td>${esc(item.description)}</td><td class="n">${qty(item.quantity, SEP.en, item.uom === 'h' ? 2 : undefined)}</td><td class="n">${n(item.unit)}</td><td class="n">${n(item.amount)}</td></tr>`,
    );
    const empty = sales
      ? '<tr><td></td><td></td><td></td><td></td><td></td><td>' + acc(null) + '</td></tr>'
      : '<tr><td></td><td></td><td></td><td></td></tr>';
    const rows = [...filled, ...Array<string>(rowsWanted - items.length).fill(empty)].join('');
    const head = sales
      ? '<tr><th class="n" style="width:10%">QTY</th><th style="width:12%">ITEM #</th><th>DESCRIPTION</th><th style="width:14%">UNIT PRICE</th><th style="width:12%">DISCOUNT</th><th style="width:15%">LINE TOTAL</th></tr>'
      : '<tr><th>DESCRIPTION</th><th class="n" style="width:12%">HOURS</th><th class="n" style="width:14%">RATE</th><th class="n" style="width:16%">AMOUNT</th></tr>';
    const totals = sales
      ? [
          ['SUBTOTAL', acc(s.subtotal)],
          ['TAX RATE', `<div style="text-align:right">${rate.toFixed(uk ? 2 : 3)}%</div>`],
          [uk ? 'VAT' : 'SALES TAX', acc(s.tax)],
          ['S&amp;H', acc(shipping)],
          ['OTHER', acc(null)],
          ['TOTAL', acc(total)],
        ]
      : [
          ['SUBTOTAL', `<div style="text-align:right">${n(s.subtotal)}</div>`],
          ['TAX RATE', `<div style="text-align:right">${rate.toFixed(2)}%</div>`],
          ['TAX', `<div style="text-align:right">${n(s.tax)}</div>`],
          ['OTHER', ''],
          ['TOTAL', `<div style="text-align:right">${symbol} ${n(s.total)}</div>`],
        ];
    const contact = `${seller.contact}, ${seller.phone}, ${seller.email}`;
    const body = `
<div class="top"><div class="co">${logo ? `${img(logo, 'max-height:20mm')}<br>` : ''}${only ? '' : `<div class="name">${esc(seller.name)}</div>`}${slogan ? `<div class="slogan">${esc(slogan)}</div>` : ''}${lines([...seller.address, `Phone ${seller.phone}${r.chance(0.4) ? `   Fax ${seller.country.phone(r)}` : ''}`, seller.email])}</div>
<div><div class="title">INVOICE</div><table class="meta"><tr><td>${sales ? 'INVOICE #' : 'INVOICE NO.'}</td><td>${esc(number)}</td></tr><tr><td>DATE:</td><td>${dateOf(issued)}</td></tr>${sales ? `<tr><td>CUSTOMER ID:</td><td>${customerId}</td></tr>` : `<tr><td>FOR:</td><td>${esc(r.pick(['Project', 'Job', 'Work order']))} ${r.int(10, 999)}</td></tr>`}${r.chance(0.4) ? `<tr><td>DUE DATE:</td><td>${dateOf(due)}</td></tr>` : ''}</table></div></div>
<div class="parties"><div><div class="lab">${sales ? 'BILL TO:' : 'TO:'}</div>${lines([buyer.company ? buyer.contact : null, buyer.name, ...buyer.address, buyer.phone])}</div>
${sales && r.chance(0.7) ? `<div><div class="lab">SHIP TO:</div>${lines([buyer.company ? buyer.contact : null, buyer.name, ...(r.chance(0.5) ? buyer.address : buyer.country.address(r, r.pick(buyer.country.streets), r.pick(buyer.country.places)))])}</div>` : ''}</div>
${sales ? `<table class="ship"><tr><th>SALESPERSON</th><th>P.O. NUMBER</th><th>SHIP DATE</th><th>SHIP VIA</th><th>F.O.B. POINT</th><th>TERMS</th></tr><tr><td>${esc(r.pick(seller.country.first))}</td><td>${r.chance(0.6) ? `${r.pick(['PO', ''])}${r.int(10000, 99999)}` : ''}</td><td>${dateOf(addDays(issued, r.int(0, 3)))}</td><td>${r.pick(['UPS Ground', 'FedEx', 'USPS', 'Freight', 'Will call'])}</td><td>${r.pick(['Origin', 'Destination', ''])}</td><td>${r.pick(['Due on receipt', 'Net 30', 'Net 15', '2% 10 Net 30'])}</td></tr></table>` : ''}
<table class="items">${head}${rows}</table>
<div class="bottom"><div class="remarks">${sales ? '' : '<b>OTHER COMMENTS</b><br>'}${r.pick(['Total payment due in 30 days.', 'Please include the invoice number on your check.', 'A finance charge of 1.5% will be made on unpaid balances after 30 days.', ''])}</div>
<table class="tot">${totals.map(([label, value]) => `<tr${label === 'TOTAL' ? ' class="total"' : ''}><td>${label}</td><td>${value}</td></tr>`).join('')}</table></div>
<div class="foot">${only ? '' : `Make all checks payable to <b>${esc(seller.name)}</b><br>`}If you have any questions concerning this invoice, contact ${esc(contact)}<div class="thanks">THANK YOU FOR YOUR BUSINESS!</div></div>`;
    return {
      html: page(OFFICE_CSS(font, accent, light), body),
      paper: { format: uk ? 'A4' : 'Letter', margin: ['0.5in', '0.6in', '0.5in', '0.6in'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // With S&H the net (SUBTOTAL + S&H) is printed nowhere as one figure; it is the sum of two
        // printed ones, as the first set counts a subtotal and its shipping.
        amount: net,
        taxAmount: s.tax,
        total,
        currency: uk ? 'GBP' : 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Google Docs invoice template

const DOCS_CSS = (font: string, heading: string, accent: string) => `
body{font-family:${font};font-size:10pt;color:#434343;line-height:1.45}
.co{font-family:${heading};font-size:26pt;color:${accent};font-weight:bold;margin:0;line-height:1.1}
.addr{color:#666;font-size:9pt;margin:2mm 0 12mm}
h1{font-family:${heading};font-size:15pt;letter-spacing:3px;margin:0;color:#222;font-weight:bold}
.sub{color:#888;font-size:9pt;margin-bottom:9mm}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6mm 8mm;margin-bottom:10mm}
.grid .lab{font-weight:bold;color:${accent};font-size:9.5pt;margin-bottom:1mm}
table.items{width:100%}
table.items th{text-align:left;color:${accent};font-weight:bold;border-bottom:1.5pt solid ${accent};padding:2mm 1mm;font-size:9.5pt}
table.items th.n,table.items td.n{text-align:right}
table.items td{padding:2.4mm 1mm;border-bottom:0.5pt solid #ddd}
.bottom{display:flex;justify-content:space-between;margin-top:7mm}
.notes{width:50%;color:#666;font-size:9pt}
table.tot td{padding:1.2mm 0 1.2mm 10mm;text-align:right}
.big{font-family:${heading};font-size:24pt;color:${accent};font-weight:bold;text-align:right;margin-top:2mm}
`;

export const googleDocsInvoice: Layout = {
  name: 'google-docs-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'US', 'GB', 'CA', 'AU']);
    const freelance = r.chance(0.45);
    const seller = freelance ? person(r, code) : company(r, code, { form: 'never' });
    const buyer = company(r, code, { avoid: stemOf(seller) });
    const font = r.pick(FONTS.slice(0, 4));
    const heading = r.pick(['"DejaVu Serif", serif', '"Liberation Sans", sans-serif', font]);
    const accent = r.pick(['#3d85c6', '#00a86b', '#e06666', '#674ea7', '#f1901f', '#0b5394']);
    const issued = issueDate(r);
    const pattern = code === 'US' ? 'MM/DD/YYYY' : r.pick(['DD/MM/YYYY', 'D MMMM YYYY']);
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const symbol = { US: '$', GB: '£', CA: '$', AU: '$' }[code as 'US'];
    const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
    const number = r.pick([
      String(r.int(1, 250)).padStart(4, '0'),
      String(r.int(1, 99)),
      `${issued.slice(0, 4)}-${String(r.int(1, 40)).padStart(3, '0')}`,
    ]);
    const taxed = r.chance(0.4);
    const rate = taxed
      ? { US: r.pick(US_RATES), GB: 20, CA: r.pick([5, 13]), AU: 10 }[code as 'US']
      : 0;
    const items = draws(r, CATALOG.servicesEn, r.int(1, 5), rate);
    const adjustment = !taxed && r.chance(0.35) ? r.pick([5000, 10000, 15000, 25000]) : 0;
    const s = sums(items, { discount: Math.min(adjustment, Math.round(items[0]!.amount / 2)) });
    const taxLabel = { US: 'Sales tax', GB: 'VAT', CA: rate === 5 ? 'GST' : 'HST', AU: 'GST' }[
      code as 'US'
    ];
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.15, any: 0.2, colour: accent });
    const project = r.pick([
      'Spring campaign',
      'Website refresh',
      'Q3 retainer',
      'Annual report design',
      'Product launch',
      'Brand guidelines',
    ]);
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td class="n">${qty(item.quantity)}</td><td class="n">${m(item.unit)}</td><td class="n">${m(item.amount)}</td></tr>`,
      )
      .join('');
    const payable = only
      ? `PayPal: ${esc(seller.email)}`
      : `${esc(seller.name)}${freelance ? '' : `<br>${esc(seller.email)}`}`;
    const body = `
${logo ? `<div>${img(logo, 'max-height:22mm')}</div>` : ''}${only ? '' : `<div class="co">${esc(seller.name)}</div>`}
<div class="addr">${esc([...seller.address].join(', '))}<br>${esc(seller.phone)}${freelance ? ` · ${esc(seller.email)}` : ` · ${esc(seller.website)}`}</div>
<h1>INVOICE</h1><div class="sub">Submitted on ${dateOf(issued)}</div>
<div class="grid"><div><div class="lab">Invoice for</div>${lines([buyer.contact, buyer.name, ...buyer.address])}</div>
<div><div class="lab">Payable to</div>${payable}</div>
<div><div class="lab">Invoice #</div>${esc(number)}</div>
<div></div><div><div class="lab">Project</div>${esc(project)}</div>
<div><div class="lab">Due date</div>${dateOf(addDays(issued, r.pick([14, 30])))}</div></div>
<table class="items"><tr><th>Description</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Total price</th></tr>${rows}</table>
<div class="bottom"><div class="notes">Notes:<br>${esc(r.pick(['Thank you for your business!', 'Payment by bank transfer within 14 days.', 'Please reference the invoice number with your payment.', '']))}</div>
<div><table class="tot" style="margin-left:auto"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>${adjustment ? `<tr><td>Adjustments</td><td>-${m(s.discount)}</td></tr>` : ''}${taxed ? `<tr><td>${taxLabel} (${rate}%)</td><td>${m(s.tax)}</td></tr>` : ''}</table><div class="big">${m(s.total)}</div></div></div>`;
    return {
      html: page(DOCS_CSS(font, heading, accent), body),
      paper: {
        format: code === 'US' || code === 'CA' ? 'Letter' : 'A4',
        margin: ['0.8in', '0.8in', '0.8in', '0.8in'],
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // Untaxed, the total is the net (after the adjustments); taxed, the subtotal is.
        amount: s.net,
        taxAmount: taxed ? s.tax : null,
        total: s.total,
        currency: { US: 'USD', GB: 'GBP', CA: 'CAD', AU: 'AUD' }[code as 'US'],
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A mobile invoicing app (Invoice Simple, Invoice2go)

const APP_CSS = (accent: string) => `
body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;font-size:8.8pt;color:#333;line-height:1.45}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.biz b{font-size:12pt;color:#111}
.right{text-align:right}
.right h1{font-size:22pt;margin:0;color:${accent};letter-spacing:1px;font-weight:bold}
.right .no{font-size:10pt;color:#666;margin-bottom:4mm}
.meta{display:flex;justify-content:space-between;margin:9mm 0 6mm;align-items:flex-start}
.lab{font-size:7.5pt;color:#999;text-transform:uppercase;letter-spacing:.6px}
table.m td{padding:0.5mm 0 0.5mm 6mm;text-align:right}
table.m td:first-child{color:#999;font-size:7.5pt;text-transform:uppercase}
.due{background:${accent};color:#fff;padding:2mm 3mm;margin-top:2mm;border-radius:1.5mm;text-align:right}
.due b{font-size:12pt}
table.items{width:100%;margin-top:2mm}
table.items th{font-size:7.5pt;color:#fff;background:#333;text-align:left;padding:2mm;letter-spacing:.5px}
table.items th.n,table.items td.n{text-align:right}
table.items td{padding:2.4mm 2mm;border-bottom:0.5pt solid #e5e5e5;vertical-align:top}
table.items td small{display:block;color:#999}
table.tot{margin-left:auto;width:48%;margin-top:3mm}
table.tot td{padding:1.3mm 2mm;text-align:right}
table.tot td:first-child{text-align:left;color:#666}
table.tot tr.t td{font-weight:bold;border-top:0.8pt solid #333;color:#111}
table.tot tr.b td{font-weight:bold;font-size:11pt;background:#f4f4f4;color:#111}
.extra{margin-top:10mm;display:flex;justify-content:space-between;align-items:flex-end}
.sig{font-family:"DejaVu Serif",serif;font-style:italic;font-size:16pt;color:#234;border-bottom:0.6pt solid #999;padding:0 6mm}
.made{margin-top:14mm;text-align:center;color:#aaa;font-size:7pt}
`;

export const mobileAppInvoice: Layout = {
  name: 'mobile-app-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'CA', 'GB', 'AU']);
    const seller = r.chance(0.5) ? person(r, code) : company(r, code, { form: 'mostly' });
    const trade = r.pick([
      'Handyman Services',
      'Mobile Detailing',
      'Lawn Care',
      'Pet Grooming',
      'House Cleaning',
      'Photography',
      'Painting & Decorating',
    ]);
    const business = seller.company ? seller.name : `${seller.name} ${trade}`;
    const buyer = person(r, code);
    const simple = r.chance(0.55);
    const accent = r.pick(['#0a7cff', '#e8563f', '#2bb673', '#7b4fd6', '#111111', '#f5a623']);
    const issued = issueDate(r);
    const pattern =
      code === 'US' || code === 'CA'
        ? r.pick(['MMM D, YYYY', 'MM/DD/YYYY'])
        : r.pick(['D MMM YYYY', 'DD/MM/YYYY']);
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const currency = { US: 'USD', CA: 'CAD', GB: 'GBP', AU: 'AUD' }[code as 'US'];
    const symbol = { US: '$', CA: '$', GB: '£', AU: '$' }[code as 'US'];
    const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
    const number = simple
      ? `INV${String(r.int(1, 420)).padStart(4, '0')}`
      : String(r.int(1, 420)).padStart(r.pick([3, 4]), '0');
    const rate =
      code === 'US'
        ? r.chance(0.4)
          ? 0
          : r.pick(US_RATES)
        : { CA: r.pick([5, 13, 15]), GB: r.chance(0.5) ? 0 : 20, AU: 10 }[code as 'CA'];
    const jobs = [
      'Labor|45|95|h',
      'Service call|65|150',
      'Materials|20|300',
      'Deep clean – 3 bed house|150|380',
      'Interior painting – living room|350|900',
      'Lawn mowing & edging|40|90',
      'Hedge trimming|60|180',
      'Full detail – SUV|150|320',
      'Dog groom – large breed|60|120',
      'Gutter cleaning|90|240',
      'Event photography|250|900',
      'Trip charge|25|60',
    ].map((entry) => {
      const [text = '', low = '10', high = '100', flag = ''] = entry.split('|');
      return { text, low: Number(low), high: Number(high), ...(flag ? { hours: true } : {}) };
    });
    const items = draws(r, jobs, r.int(1, 5), rate);
    const discountPct = r.chance(0.25) ? r.pick([5, 10, 15]) : 0;
    const s = sums(items, { discountPercent: discountPct || undefined });
    const paid = r.chance(0.3)
      ? r.chance(0.5)
        ? s.total
        : Math.round(s.total / 2 / 100) * 100
      : 0;
    const taxName = { US: 'Tax', CA: rate === 5 ? 'GST' : 'HST', GB: 'VAT', AU: 'GST' }[
      code as 'US'
    ];
    const { logo, only } = sellerLogo(r, business, { only: 0.25, any: 0.5, colour: accent });
    const details = ['', '', 'Parts and labor', 'As discussed on site', 'Includes disposal'];
    const rows = items
      .map((item) => {
        const note = r.pick(details);
        return `<tr><td>${esc(item.description)}${note ? `<small>${esc(note)}</small>` : ''}</td><td class="n">${m(item.unit)}</td><td class="n">${qty(item.quantity)}</td><td class="n">${m(item.amount)}</td></tr>`;
      })
      .join('');
    const due = r.chance(0.5) ? 'On Receipt' : dateOf(addDays(issued, r.pick([7, 14, 30])));
    const totals = [
      `<tr><td>${simple ? 'Subtotal' : 'Sub total'}</td><td>${m(s.subtotal)}</td></tr>`,
      discountPct ? `<tr><td>Discount (${discountPct}%)</td><td>-${m(s.discount)}</td></tr>` : '',
      rate ? `<tr><td>${taxName} (${rate}%)</td><td>${m(s.tax)}</td></tr>` : '',
      `<tr class="t"><td>Total</td><td>${m(s.total)}</td></tr>`,
      paid
        ? `<tr><td>${simple ? 'Paid' : 'Payments'}</td><td>-${m(paid)}</td></tr><tr class="b"><td>Balance Due</td><td>${currency} ${m(s.total - paid)}</td></tr>`
        : `<tr class="b"><td>Balance Due</td><td>${currency} ${m(s.total)}</td></tr>`,
    ].join('');
    const body = `
<div class="top"><div class="biz">${logo ? `${img(logo, 'max-height:18mm')}<br>` : ''}${only ? '' : `<b>${esc(business)}</b><br>`}${lines([...seller.address, seller.phone, seller.email, code === 'AU' ? `ABN ${r.int(11, 99)} ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}` : null])}</div>
<div class="right"><h1>INVOICE</h1><div class="no">${simple ? '' : '# '}${number}</div></div></div>
<div class="meta"><div><div class="lab">Bill To</div><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.phone, buyer.email])}</div>
<div><table class="m"><tr><td>${simple ? 'Date' : 'Invoice date'}</td><td>${dateOf(issued)}</td></tr><tr><td>Due</td><td>${due}</td></tr></table><div class="due">Balance Due<br><b>${currency} ${m(s.total - paid)}</b></div></div></div>
<table class="items"><tr><th>DESCRIPTION</th><th class="n">RATE</th><th class="n">QTY</th><th class="n">AMOUNT</th></tr>${rows}</table>
<table class="tot">${totals}</table>
<div class="extra"><div>${r.chance(0.5) ? `<div class="lab">Payment Info</div>${r.pick([`Zelle / PayPal: ${esc(seller.email)}`, 'Cash, check or card accepted', `Venmo @${esc(seller.stem.replace(/\s+/g, ''))}`])}` : ''}<br><br>${esc(r.pick(['Thank you for your business!', 'Thanks for choosing us!', 'We appreciate your business.']))}</div>
${r.chance(0.4) ? `<div style="text-align:center"><div class="sig">${esc(buyer.name)}</div><div class="lab">Signed ${dateOf(issued)}</div></div>` : ''}</div>
<div class="made">${simple ? 'Made with Invoice Maker' : 'Sent with an invoicing app · Pay online with card'}</div>`;
    return {
      html: page(APP_CSS(accent), body),
      paper: {
        format: code === 'US' || code === 'CA' ? 'Letter' : 'A4',
        margin: ['12mm', '13mm', '12mm', '13mm'],
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: business,
        amount: s.net,
        taxAmount: rate ? s.tax : null,
        total: s.total,
        currency,
      }),
      ...(seller.company || only ? {} : { aliases: [seller.name] }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Harvest (time tracking)

const HARVEST_CSS = `
body{font-family:"Liberation Sans",Helvetica,Arial,sans-serif;font-size:9pt;color:#1d1e1c;line-height:1.45}
.top{display:flex;justify-content:space-between;align-items:flex-start}
h1{font-size:26pt;font-weight:normal;margin:0 0 8mm;color:#1d1e1c}
.cols{display:flex;gap:8mm}
.grid{display:grid;grid-template-columns:22mm 1fr;gap:3mm 3mm;flex:1}
.grid .lab{color:#7a7a7a}
table.items{width:100%;margin-top:10mm}
table.items th{text-align:left;font-weight:bold;border-bottom:1.2pt solid #1d1e1c;padding:1.8mm 1.5mm}
table.items th.n,table.items td.n{text-align:right}
table.items td{padding:2.2mm 1.5mm;border-bottom:0.5pt solid #d9d9d9;vertical-align:top}
table.tot{margin-left:auto;margin-top:3mm;min-width:80mm}
table.tot td{padding:1.3mm 1.5mm;text-align:right}
table.tot tr.due td{font-weight:bold;font-size:12pt;border-top:1.2pt solid #1d1e1c;padding-top:2.5mm}
.notes{margin-top:12mm;color:#555;white-space:pre-line}
`;

export const harvestInvoice: Layout = {
  name: 'harvest-time-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'US', 'GB', 'AU']);
    const seller = company(r, code, {
      trades: ['Design Studio', 'Digital', 'Creative', 'Consulting Group', 'Software', 'Studio'],
    });
    const buyer = company(r, code, { avoid: stemOf(seller) });
    const issued = issueDate(r);
    const us = code === 'US';
    const dateOf = (iso: string) => fmtDate(iso, us ? 'MM/DD/YYYY' : 'DD/MM/YYYY');
    const symbol = { US: '$', GB: '£', AU: '$' }[code as 'US'];
    const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
    const number = r.pick([
      String(r.int(1, 999)).padStart(5, '0'),
      String(r.int(100, 2400)),
      `${buyer.stem.slice(0, 3).toUpperCase()}-${String(r.int(1, 60)).padStart(3, '0')}`,
    ]);
    const [from, to] = [addDays(issued, -r.int(28, 31)), addDays(issued, -1)];
    const project = r.pick([
      'Website Redesign',
      'Mobile App',
      'Brand Refresh',
      'Q2 Retainer',
      'Marketing Site',
      'Data Platform',
    ]);
    const tasks = r.some(
      [
        'Design',
        'Development',
        'Project Management',
        'Meetings',
        'QA & Testing',
        'Copywriting',
        'Research',
        'Strategy',
      ],
      r.int(1, 5),
    );
    const rate = { US: r.chance(0.75) ? 0 : r.pick(US_RATES), GB: 20, AU: 10 }[code as 'US'];
    const items: Line[] = tasks.map((task) =>
      line(`${project}: ${task}`, r.int(2, 160) / 4, r.int(9, 36) * 500, rate, {
        detail: `${dateOf(from)} – ${dateOf(to)}`,
        uom: 'Service',
      }),
    );
    if (r.chance(0.3))
      items.push(
        line(
          r.pick(['Hosting (monthly)', 'Stock photography', 'Software licences']),
          1,
          r.int(30, 400) * 100,
          rate,
          {
            uom: 'Product',
          },
        ),
      );
    const s = sums(items);
    const terms = r.pick<[string, number]>([
      ['Net 30', 30],
      ['Net 15', 15],
      ['Upon Receipt', 0],
    ]);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.5 });
    const rows = items
      .map(
        (item) =>
          `<tr><td>${item.uom}</td><td>${esc(item.description)}${item.detail ? ` (${esc(item.detail)})` : ''}</td><td class="n">${qty(item.quantity, SEP.en, 2)}</td><td class="n">${m(item.unit)}</td><td class="n">${m(item.amount)}</td></tr>`,
      )
      .join('');
    const taxLabel = { US: 'Tax', GB: 'VAT', AU: 'GST' }[code as 'US'];
    const body = `
<div class="top"><h1>INVOICE</h1><div>${logo ? img(logo, 'max-height:18mm') : ''}</div></div>
<div class="cols"><div class="grid"><div class="lab">From</div><div>${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, seller.phone])}</div>
<div class="lab">Invoice For</div><div><b>${esc(buyer.name)}</b><br>${lines(buyer.address)}</div></div>
<div class="grid" style="grid-template-columns:26mm 1fr"><div class="lab">Invoice ID</div><div>${esc(number)}</div><div class="lab">Issue Date</div><div>${dateOf(issued)}</div>
<div class="lab">Due Date</div><div>${dateOf(addDays(issued, terms[1]))} (${terms[0]})</div><div class="lab">Subject</div><div>${esc(project)} – ${fmtDate(to, 'MMMM YYYY')}</div></div></div>
<table class="items"><tr><th>Item Type</th><th>Description</th><th class="n">Quantity</th><th class="n">Unit Price</th><th class="n">Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${m(s.net)}</td></tr>${rate ? `<tr><td>${taxLabel} (${rate}%)</td><td>${m(s.tax)}</td></tr>` : ''}<tr class="due"><td>Amount Due</td><td>${m(s.total)}</td></tr></table>
<div class="notes">${esc(r.pick(['Thank you for your business!', `Please pay by ACH or check. Questions? ${seller.email}`, 'Payment via bank transfer. Late payments incur a 1.5% monthly fee.', '']))}</div>`;
    return {
      html: page(HARVEST_CSS, body),
      paper: { format: us ? 'Letter' : 'A4', margin: ['14mm', '15mm', '14mm', '15mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: rate ? s.tax : null,
        total: s.total,
        currency: { US: 'USD', GB: 'GBP', AU: 'AUD' }[code as 'US'],
      }),
      logoOnly: only,
    };
  },
};
