// Set 6's small-business invoices with a feature of their own: a maker's or a studio's invoice
// whose name is set in a script face as a signature would be (a CSS stack of the chancery and
// script fonts Debian ships, then cursive), an invoice whose bottom third is a remittance slip to
// detach and return (the invoice number again under another label, the amount due as "Please
// pay", a blank "Amount enclosed" box, the customer number; the previous balance carried into the
// amount due) and a translator's invoice (words, rates per word, certification and rush fees, the
// reverse charge or no VAT for a small business, the amount also in words).
import {
  addDays,
  esc,
  fmtDate,
  line,
  lines,
  moneyOf,
  page,
  SEP,
  stacked,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import {
  canadaTaxes,
  COUNTRIES,
  company,
  customer,
  iban,
  person,
  stemOf,
  TAX,
  type CountryCode,
} from './people.ts';
import { catalog, englishWords } from './set4-parties.ts';
import { pastDate } from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const SCRIPT = `"URW Chancery L","Z003","Apple Chancery","Brush Script MT","Segoe Script",cursive`;

// ---------------------------------------------------------------------------------------------
// The seller's name in a script face

const CRAFTS = [
  {
    what: ['Bakehouse', 'Cake Studio', 'Cakery'],
    tag: 'Celebration cakes & bakes',
    items:
      'Two-tier celebration cake|120|320; Cupcakes (dozen)|28|48; Wedding cake tasting box|25|45; Sugar flowers (set)|30|90; Delivery & set-up|25|60; Dessert table styling|150|450',
  },
  {
    what: ['Floral Design', 'Flowers', 'Florist'],
    tag: 'Flowers for weddings & events',
    items:
      'Bridal bouquet|110|240; Bridesmaid posy (each)|45|75; Buttonhole (each)|9|16; Table centrepiece (each)|40|95; Arch installation|300|850; Delivery & collection|30|90',
  },
  {
    what: ['Calligraphy', 'Lettering Studio', 'Stationery'],
    tag: 'Calligraphy · Invitations · Place cards',
    items:
      'Wedding invitation suite (per set)|6|14; Place cards (each)|2|4; Envelope addressing (each)|2|5; Welcome sign, hand-lettered|85|220; Seating plan|120|380; Live event calligraphy (hour)|90|160|h',
  },
  {
    what: ['Photography', 'Portraits', 'Studio'],
    tag: 'Weddings · Families · Portraits',
    items:
      'Portrait session (1 hour)|150|350; Edited digital images (10)|80|180; Fine art print 8x10|25|60; Wedding coverage (8 hours)|1400|3200; Engagement shoot|250|450; Travel|30|120',
  },
];

const SCRIPT_CSS = `
body{font-family:"Liberation Serif","DejaVu Serif",serif;font-size:9.6px;color:#3a3a3a;line-height:1.5;padding:16mm 18mm}
.hd{text-align:center;border-bottom:1px solid var(--c);padding-bottom:4mm}
.script{font-family:${SCRIPT};font-style:italic;font-size:var(--fs);color:var(--c);line-height:1.1;font-weight:normal}
.tag{letter-spacing:3px;text-transform:uppercase;font-size:8.4px;color:#888;margin-top:1mm}
.row{display:flex;justify-content:space-between;margin-top:8mm}
h1{font-size:13px;letter-spacing:4px;font-weight:normal;margin:0 0 2mm;color:var(--c)}
.meta td{padding:1px 0 1px 12px;text-align:right}
.meta td:first-child{text-align:left;padding-left:0;color:#888}
table.l{width:100%;margin-top:8mm}
table.l th{font-weight:normal;letter-spacing:1px;text-transform:uppercase;font-size:8px;color:#888;border-bottom:1px solid var(--c);padding:3px;text-align:right}
table.l td{padding:5px 3px;text-align:right;border-bottom:1px dotted #ccc}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:4mm;width:44%}
table.t td{padding:2px 3px;text-align:right}
table.t td:first-child{text-align:left;color:#777}
table.t tr.g td{font-size:12px;font-weight:bold;color:#333;border-top:1px solid var(--c)}
.sign{margin-top:10mm;font-family:${SCRIPT};font-style:italic;font-size:20px;color:var(--c)}
.pay{margin-top:6mm;font-size:8.8px}
`;

export const scriptNameInvoice: Layout = {
  name: 'script-name-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'US', 'CA', 'AU', 'NZ', 'IE']);
    const c = COUNTRIES[code];
    const craft = r.pick(CRAFTS);
    const first = r.pick(c.first);
    const last = r.pick(c.last);
    const name = r.pick([
      `${first} ${last} ${r.pick(craft.what)}`,
      `${first}’s ${r.pick(craft.what)}`,
      `${r.pick(['Sugar & Spice', 'Rose & Thistle', 'Honeysuckle', 'Wildflower', 'Little Fern', 'Bluebell'])} ${r.pick(craft.what)}`,
    ]);
    const owner = person(r, code);
    const buyer = person(r, code);
    const issued = pastDate(r);
    const money = moneyOf({
      sep: SEP.en,
      symbol: code === 'GB' ? '£' : code === 'IE' ? '€' : '$',
      position: 'before',
    });
    const cur = { GB: 'GBP', IE: 'EUR', US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD' }[code as 'GB'];
    const items = draws(r, catalog(craft.items));
    const registered = r.chance(0.35);
    const rates = !registered
      ? []
      : code === 'GB'
        ? [{ name: 'VAT', rate: 20 }]
        : code === 'IE'
          ? [{ name: 'VAT', rate: 23 }]
          : code === 'AU'
            ? [{ name: 'GST', rate: 10 }]
            : code === 'NZ'
              ? [{ name: 'GST', rate: 15 }]
              : code === 'CA'
                ? canadaTaxes(owner.region, issued)
                : [{ name: 'Sales tax', rate: r.pick([6, 7, 8.25]) }];
    const deposit = r.chance(0.4) ? r.pick([5000, 10000, 15000, 20000]) : 0;
    const s = stacked(
      sums(items),
      rates.map((rate) => rate.rate),
    );
    const number = r.pick([
      `${pad(r.int(1, 300), 3)}`,
      `${issued.slice(0, 4)}-${pad(r.int(1, 99), 2)}`,
      `#${r.int(100, 999)}`,
    ]);
    const dFmt = code === 'US' ? 'MMMM D, YYYY' : 'D MMMM YYYY';
    const d = (iso: string) => fmtDate(iso, dFmt);
    const colour = r.pick(['#8e5572', '#6d597a', '#b56576', '#355070', '#7f5539', '#52796f']);
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${entry.quantity}</td><td>${money(entry.unit)}</td><td>${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const taxNo = !registered
      ? ''
      : code === 'GB'
        ? `VAT no. ${TAX.vatGB(r)}`
        : code === 'IE'
          ? `VAT no. ${TAX.vatIE(r)}`
          : code === 'AU'
            ? `ABN ${TAX.abn(r)}`
            : code === 'NZ'
              ? `GST ${TAX.gstNZ(r)}`
              : code === 'CA'
                ? `GST/HST ${TAX.bnCA(r)} RT0001`
                : '';
    const body = `<div style="--c:${colour};--fs:${r.int(34, 44)}px"><div class="hd"><div class="script">${esc(name)}</div><div class="tag">${esc(craft.tag)}</div><div>${esc([owner.address.join(', '), owner.phone, owner.email].join(' · '))}</div></div>
<div class="row"><div><h1>INVOICE</h1>${lines([buyer.name, ...buyer.address, buyer.email])}</div><table class="meta"><tr><td>Invoice no.</td><td>${esc(number)}</td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Event date</td><td>${d(addDays(issued, r.int(-10, 60)))}</td></tr>${taxNo ? `<tr><td colspan="2">${taxNo}</td></tr>` : ''}</table></div>
<table class="l"><tr><th>Item</th><th>Qty</th><th>Price</th><th>Total</th></tr>${rows}</table>
<table class="t"><tr><td>Subtotal</td><td>${money(s.subtotal)}</td></tr>${(rates.length ? s.taxes : []).map((row, index) => `<tr><td>${rates[index]!.name} ${row.rate}%</td><td>${money(row.tax)}</td></tr>`).join('')}${rates.length > 1 ? `<tr><td>Total tax</td><td>${money(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total</td><td>${money(s.total)}</td></tr>${deposit ? `<tr><td>Deposit paid</td><td>-${money(deposit)}</td></tr><tr><td><b>Balance due ${d(addDays(issued, 14))}</b></td><td><b>${money(s.total - deposit)}</b></td></tr>` : ''}</table>
<div class="pay">${code === 'GB' ? `Bank transfer: sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, account ${r.digits(8)}` : code === 'AU' ? `BSB ${r.digits(3)}-${r.digits(3)} · Acc ${r.digits(8)}` : code === 'US' ? `Venmo @${first}-${last}-${r.digits(2)} · Zelle ${owner.email}` : code === 'CA' ? `Interac e-Transfer to ${owner.email}` : `Account ${r.digits(2)}-${r.digits(4)}-${r.digits(7)}-${r.digits(2)}`} · Please use the invoice number as reference.</div>
<div class="sign">Thank you, ${esc(first)} x</div></div>`;
    return {
      html: page(SCRIPT_CSS, body),
      paper: { format: code === 'US' || code === 'CA' ? 'Letter' : 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // The name in the script face (the only place it is printed).
        vendor: name,
        amount: rates.length ? s.net : null,
        taxAmount: rates.length ? s.tax : null,
        total: s.total,
        currency: cur,
      }),
    };
  },
};

/** Two to five lines of a small catalog: hours in halves, pieces by the dozen or one. */
function draws(r: Parameters<Layout['render']>[0], products: ReturnType<typeof catalog>): Line[] {
  return r.some(products, r.int(2, 5)).map((product) => {
    const quantity = product.hours
      ? r.int(2, 12) / 2
      : product.high < 20
        ? r.int(20, 150)
        : r.chance(0.7)
          ? 1
          : r.int(2, 8);
    const unit = product.hours
      ? r.int(product.low, product.high) * 100
      : Math.round((product.low + r.next() * (product.high - product.low)) * 100);
    return line(product.text, quantity, unit, 0);
  });
}

// ---------------------------------------------------------------------------------------------
// An invoice with a remittance slip

const SERVICES = catalog(
  'Quarterly pest control service|95|240; Rodent bait station check|35|80; Uniform rental – weekly|45|160; Mat service (4 mats)|28|65; Waste collection – 4 yd dumpster|85|260; Recycling collection|35|95; Lawn maintenance – monthly|180|650; Managed IT services – per device|25|60; Water cooler rental & bottles|30|85; Fuel surcharge|6|25; Environmental fee|4|15',
);

const SLIP_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.8px;color:#1c1c1c;line-height:1.4;padding:12mm 14mm;min-height:270mm;position:relative}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:16px;font-weight:bold;color:var(--c)}
h1{font-size:20px;margin:0;text-align:right;color:var(--c)}
table.k td{padding:1px 0 1px 10px;text-align:right}
table.k td:first-child{padding-left:0;text-align:left;color:#666}
.to{margin-top:6mm}
table.l{width:100%;margin-top:5mm}
table.l th{border-bottom:1.5px solid #1c1c1c;text-align:right;padding:3px}
table.l td{border-bottom:1px solid #e4e4e4;padding:3px;text-align:right}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:46%}
table.t td{padding:2px 3px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #1c1c1c}
.slip{position:absolute;left:14mm;right:14mm;bottom:10mm;border-top:1.5px dashed #555;padding-top:3mm}
.slip .cut{position:absolute;top:-3.2mm;left:0;font-size:10px;background:#fff;padding-right:2mm}
.slip h2{font-size:11px;margin:1mm 0 2mm;text-align:center;letter-spacing:2px}
.slip .g{display:grid;grid-template-columns:1fr 1fr;gap:4mm}
.slip table td{border:1px solid #999;padding:1.5mm 2mm}
.slip table td:first-child{background:#f2f2f2;font-weight:bold;width:34mm}
`;

export const remittanceSlipInvoice: Layout = {
  name: 'remittance-slip-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'CA', 'GB']);
    const seller = company(r, code, {
      form: 'always',
      trades: [
        'Pest Control',
        'Uniform Services',
        'Waste Services',
        'Facility Services',
        'IT Services',
        'Grounds Care',
      ],
    });
    const buyer = customer(r, code, stemOf(seller), 0.15);
    const issued = pastDate(r);
    const money = moneyOf({ sep: SEP.en, symbol: code === 'GB' ? '£' : '$', position: 'before' });
    const items: Line[] = r
      .some(SERVICES, r.int(2, 5))
      .map((product) =>
        line(
          product.text,
          r.chance(0.7) ? 1 : r.int(2, 13),
          Math.round((product.low + r.next() * (product.high - product.low)) * 100),
          0,
        ),
      );
    const rates =
      code === 'GB'
        ? [20]
        : code === 'CA'
          ? canadaTaxes(buyer.region, issued).map((tax) => tax.rate)
          : r.chance(0.6)
            ? [r.pick([6, 7, 8.25, 8.875])]
            : [];
    const names =
      code === 'GB'
        ? ['VAT']
        : code === 'CA'
          ? canadaTaxes(buyer.region, issued).map((tax) => tax.name)
          : ['Sales tax'];
    const s = stacked(sums(items), rates);
    const previous = r.chance(0.3) ? r.int(5000, 60000) : 0;
    const due = s.total + previous;
    const number = r.pick([
      String(r.int(1_000_000, 9_999_999)),
      `${r.letters(2)}${r.digits(6)}`,
      `INV${r.digits(7)}`,
    ]);
    const customerNo = `${r.digits(3)}-${r.digits(5)}`;
    const dueDate = addDays(issued, r.pick([15, 30]));
    const d = (iso: string) => fmtDate(iso, code === 'US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY');
    const [period0, period1] = [addDays(issued, -30), addDays(issued, -1)];
    const colour = r.pick(['#0b5394', '#38761d', '#990000', '#134f5c']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.5, any: 0.5, colour });
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${entry.quantity}</td><td>${money(entry.unit)}</td><td>${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const refLabel = r.pick(['Invoice #', 'Reference no.', 'Invoice number', 'Ref.']);
    const dueLabel = r.pick(['Please pay', 'Total due', 'Amount due', 'Pay this amount']);
    const remit = `${only ? '' : `${esc(seller.name)}<br>`}${r.chance(0.6) ? `P.O. Box ${r.int(1000, 99999)}<br>${esc(seller.city)}${seller.region ? `, ${seller.region}` : ''} ${esc(seller.postcode)}` : lines(seller.address)}`;
    const body = `<div style="--c:${colour}"><div class="hd"><div>${logo ? `${img(logo, 'max-height:48px')}<br>` : ''}${only ? '' : `<span class="n">${esc(seller.name)}</span><br>`}${lines([...seller.address, seller.phone, seller.website, code === 'GB' ? `VAT No. ${TAX.vatGB(r)}` : code === 'CA' ? `GST/HST ${TAX.bnCA(r)} RT0001` : null])}</div><div><h1>INVOICE</h1><table class="k"><tr><td>Invoice number</td><td><b>${esc(number)}</b></td></tr><tr><td>Invoice date</td><td>${d(issued)}</td></tr><tr><td>Customer no.</td><td>${customerNo}</td></tr><tr><td>Service period</td><td>${d(period0)} – ${d(period1)}</td></tr><tr><td>Due date</td><td>${d(dueDate)}</td></tr></table></div></div>
<div class="to"><b>Bill to</b><br>${lines([buyer.name, ...buyer.address])}<br>Service location: ${esc(buyer.address[0]!)}</div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${rows}</table>
<table class="t"><tr><td>Subtotal</td><td>${money(s.net)}</td></tr>${(rates.length ? s.taxes : []).map((row, index) => `<tr><td>${names[index] ?? 'Tax'} ${row.rate}%</td><td>${money(row.tax)}</td></tr>`).join('')}${rates.length > 1 ? `<tr><td>Total tax</td><td>${money(s.tax)}</td></tr>` : ''}<tr class="g"><td>Invoice total</td><td>${money(s.total)}</td></tr>${previous ? `<tr><td>Previous balance (past due)</td><td>${money(previous)}</td></tr><tr class="g"><td>Total amount due</td><td>${money(due)}</td></tr>` : ''}</table>
<p style="font-size:8px;color:#555">Questions about your account? Call ${esc(seller.phone)}. A late fee of 1.5% per month applies to balances over 30 days.</p>
<div class="slip"><span class="cut">✂</span><div style="text-align:center;font-size:7.6px">Please detach and return this portion with your payment</div><h2>REMITTANCE ADVICE</h2><div class="g"><div><b>Remit to:</b><br>${remit}<br><br><b>From:</b><br>${lines([buyer.name, ...buyer.address])}</div>
<table><tr><td>Customer no.</td><td>${customerNo}</td></tr><tr><td>${refLabel}</td><td>${esc(number)}</td></tr><tr><td>Due date</td><td>${d(dueDate)}</td></tr><tr><td>${dueLabel}</td><td><b>${money(due)}</b></td></tr><tr><td>Amount enclosed</td><td>${code === 'GB' ? '£' : '$'} ____________</td></tr></table></div>${code === 'GB' ? '' : `<div style="margin-top:2mm;font-size:7.4px">Make checks payable to ${only ? 'the company named above' : esc(seller.name)}. Write your customer number on your check.</div>`}</div></div>`;
    return {
      html: page(SLIP_CSS, body),
      paper: { format: code === 'GB' ? 'A4' : 'Letter' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // The invoice's total, not the amount due with a previous balance; the slip repeats it.
        amount: rates.length ? s.net : null,
        taxAmount: rates.length ? s.tax : null,
        total: s.total,
        currency: code === 'GB' ? 'GBP' : code === 'CA' ? 'CAD' : 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A translator's invoice, the amount also in words

const PAIRS = [
  'German > English',
  'French > English',
  'Spanish > English',
  'English > German',
  'Italian > English',
  'Dutch > English',
  'English > French',
  'Polish > English',
];

const TR_CSS = `
body{font-family:"DejaVu Serif","Liberation Serif",serif;font-size:9px;color:#222;line-height:1.5;padding:16mm 18mm}
.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #222;padding-bottom:3mm}
.hd .n{font-size:17px}
.hd .q{font-size:8px;color:#666}
h1{font-size:15px;margin:8mm 0 2mm;letter-spacing:2px}
.two{display:flex;justify-content:space-between}
table.l{width:100%;margin-top:6mm}
table.l th{border-bottom:1px solid #222;text-align:right;padding:3px;font-weight:normal;font-style:italic}
table.l td{padding:4px 3px;text-align:right;border-bottom:1px solid #eee;vertical-align:top}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:50%}
table.t td{padding:2px 3px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #222;font-size:10.5px}
.words{margin-top:4mm;border:1px solid #bbb;padding:2mm 3mm;background:#fafafa}
.ft{margin-top:8mm;font-size:8px;color:#555}
`;

export const translatorInvoice: Layout = {
  name: 'translator-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'IE', 'DE', 'FR', 'ES', 'NL']);
    const translator = person(r, code);
    const foreign = r.chance(0.35);
    const client = company(
      r,
      foreign
        ? r.pick<CountryCode>(
            ['DE', 'FR', 'NL', 'IE', 'IT'].filter((x) => x !== code) as CountryCode[],
          )
        : code,
      { form: 'always' },
    );
    const issued = pastDate(r);
    const gbp = code === 'GB';
    const cur = gbp ? 'GBP' : 'EUR';
    const money = moneyOf({ sep: SEP.en, symbol: gbp ? '£' : '€', position: 'before' });
    const pair = r.pick(PAIRS);
    const words = r.int(8, 260) * 50;
    const rate = r.pick([8, 9, 10, 11, 12, 13, 14, 15]);
    const items: Line[] = [
      line(
        `Translation ${pair}: “${r.pick(['Annual report 2024', 'Employment contract', 'Website copy (12 pages)', 'Product catalogue', 'Patent abstract', 'Birth and marriage certificates', 'Terms and conditions'])}”`,
        words,
        rate,
        0,
        {
          detail: `${words.toLocaleString('en-GB')} source words at ${money(rate)} per word`,
          uom: 'words',
        },
      ),
    ];
    if (r.chance(0.4))
      items.push(
        line(
          'Fuzzy matches (CAT analysis, 75–99 %)',
          1,
          -Math.round(words * rate * r.pick([0.05, 0.08, 0.12])),
          0,
        ),
      );
    if (r.chance(0.5))
      items.push(
        line('Proofreading / revision', r.int(2, 12) / 2, r.int(35, 60) * 100, 0, { uom: 'h' }),
      );
    if (r.chance(0.35))
      items.push(line('Certification (certified translation)', 1, r.pick([2500, 3500, 4500]), 0));
    if (r.chance(0.25))
      items.push(
        line('Rush surcharge (delivery within 48 hours)', 1, Math.round(words * rate * 0.25), 0),
      );
    const euB2b = foreign && code !== 'GB';
    const smallBusiness = !euB2b && r.chance(code === 'GB' ? 0.6 : 0.3);
    const vatRate =
      euB2b || smallBusiness ? 0 : { GB: 20, IE: 23, DE: 19, FR: 20, ES: 21, NL: 21 }[code as 'GB'];
    const s = sums(items.map((entry) => ({ ...entry, rate: vatRate })));
    const irpf = code === 'ES' && !foreign && r.chance(0.6) ? Math.round(s.net * 0.15) : 0;
    const number = r.pick([
      `${issued.slice(0, 4)}-${pad(r.int(1, 150), 3)}`,
      `TR${issued.slice(2, 4)}${pad(r.int(1, 99), 2)}`,
      `${pad(r.int(1, 999), 4)}`,
    ]);
    const dFmt = r.pick(['D MMMM YYYY', 'DD/MM/YYYY', 'MMMM D, YYYY']);
    const d = (iso: string) => fmtDate(iso, dFmt);
    const units = Math.floor(s.total / 100);
    const cents = s.total % 100;
    const curWord = gbp ? (units === 1 ? 'pound' : 'pounds') : units === 1 ? 'euro' : 'euros';
    const inWords = r.chance(0.5)
      ? `${englishWords(units)} ${curWord}${cents ? ` and ${englishWords(cents).toLowerCase()} ${gbp ? 'pence' : 'cents'}` : ''}`
      : `${gbp ? 'Pounds sterling' : 'Euro'} ${englishWords(units).toLowerCase()} and ${pad(cents, 2)}/100`;
    const vatId =
      code === 'GB'
        ? TAX.vatGB(r)
        : code === 'IE'
          ? TAX.vatIE(r)
          : code === 'DE'
            ? TAX.ustId(r)
            : code === 'NL'
              ? TAX.btwNL(r)
              : code === 'ES'
                ? `ES${TAX.dniES(r)}`
                : `FR${r.digits(2)}${TAX.siren(r)}`;
    const note = euB2b
      ? `Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC). Client VAT ID: ${client.country.code}${r.digits(9)}.`
      : smallBusiness
        ? {
            GB: 'Not registered for VAT.',
            IE: 'Not registered for VAT (below the registration threshold).',
            DE: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (small business).',
            FR: 'TVA non applicable, art. 293 B du CGI.',
            ES: 'Exempt from VAT.',
            NL: 'Vrijgesteld van btw (KOR).',
          }[code as 'GB']
        : '';
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}${entry.detail ? `<br><small>${esc(entry.detail)}</small>` : ''}</td><td>${entry.uom === 'words' ? '' : `${entry.quantity}${entry.uom ? ` ${entry.uom}` : ''}`}</td><td>${money(entry.amount).replace(/^(.)(-)/, '$2$1')}</td></tr>`,
      )
      .join('');
    const { logo } = sellerLogo(r, translator.name, { only: 0, any: 0.2 });
    const bank =
      code === 'GB' && r.chance(0.5)
        ? `sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, account ${r.digits(8)}`
        : `IBAN ${iban(r, code as 'DE')}`;
    const body = `<div class="hd"><div>${logo ? `${img(logo, 'max-height:34px')}<br>` : ''}<span class="n">${esc(translator.name)}</span><br><span class="q">${r.pick(['Sworn translator', 'Certified translator (ITI)', 'Translator & interpreter', 'Freelance translator, MA'])} · ${esc(pair)}</span></div><div style="text-align:right">${lines([...translator.address, translator.phone, translator.email, vatRate || euB2b ? `VAT ID ${vatId}` : null])}</div></div>
<h1>INVOICE</h1><div class="two"><div>${lines([client.name, `Attn. ${client.contact}`, ...client.address, client.country.name])}</div><div>${lines([`Invoice no. ${number}`, `Date: ${d(issued)}`, `Your order: ${r.pick(['PO', 'Job', 'Ref'])} ${r.digits(5)}`, `Delivered: ${d(addDays(issued, -r.int(0, 6)))}`, `Payment due: ${d(addDays(issued, 30))}`])}</div></div>
<table class="l"><tr><th>Service</th><th>Qty</th><th>Amount</th></tr>${rows}</table>
<table class="t"><tr><td>Net</td><td>${money(s.net)}</td></tr><tr><td>VAT ${vatRate}%</td><td>${money(s.tax)}</td></tr><tr class="g"><td>Total</td><td>${money(s.total)}</td></tr>${irpf ? `<tr><td>IRPF withholding 15%</td><td>-${money(irpf)}</td></tr><tr class="g"><td>Amount payable</td><td>${money(s.total - irpf)}</td></tr>` : ''}</table>
<div class="words">Amount in words: <i>${esc(inWords)}</i></div>
<div class="ft">${esc(note)}${note ? '<br>' : ''}Payment by bank transfer to ${esc(translator.name)} · ${bank}, quoting invoice ${esc(number)}.</div>`;
    return {
      html: page(TR_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: translator.name,
        // The total before an IRPF withholding; the reverse charge's or a small business's 0.00
        // as the tax.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: cur,
      }),
    };
  },
};
