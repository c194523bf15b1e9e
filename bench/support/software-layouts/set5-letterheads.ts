// Set 5's invoices whose parties are hard to tell apart: a UK letterhead whose trading name is
// set big in a stylised face (or drawn in the logo) while the legal entity is named only in the
// small print at the bottom, a US template that puts the buyer above and larger than the seller,
// a UK self-billing invoice the customer issues on its supplier's behalf (the supplier is the
// vendor; the customer's logo and name at the top), a Luxembourg invoice that turns a pro-forma
// into the final invoice (both numbers printed, the advance paid on the pro-forma taken off the
// balance; French or English, TVA 17 % or 2023's 16 %).
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
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import { CATALOG, company, COUNTRIES, customer, draws, person, stemOf, TAX } from './people.ts';
import { catalog } from './set4-parties.ts';
import { iban5, org5, person5, vatLU } from './set5-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const gbp = moneyOf({ sep: SEP.en, symbol: '£', position: 'before' });
const usd = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });

// ---------------------------------------------------------------------------------------------
// A trading name's letterhead, the legal entity in the small print

const TRADING = [
  {
    name: 'Wildflower & Co',
    what: 'Floral design for weddings & events',
    items:
      'Bridal bouquet|120|260; Buttonholes (each)|8|15; Table centrepieces (each)|35|85; Ceremony arch installation|350|900; Delivery & set-up|40|120; Venue clearance|60|150',
  },
  {
    name: 'The Copper Kettle',
    what: 'Tearoom · Cakes · Outside catering',
    items:
      'Afternoon tea (per head)|18|32; Celebration cake, 3 tier|180|420; Sandwich platter (serves 10)|35|60; Scones with jam & cream (dozen)|18|30; Staff (per hour)|16|24; Crockery hire|40|90',
  },
  {
    name: 'Salt & Stone Landscapes',
    what: 'Garden design · Hard landscaping · Maintenance',
    items:
      'Indian sandstone paving (m²)|45|75; Labour (per day)|180|260; Garden design consultation|150|350; Turf supply & lay (m²)|8|14; Skip hire|220|320; Planting scheme|300|1200',
  },
  {
    name: 'Little Acorn Interiors',
    what: 'Interior design & soft furnishings',
    items:
      'Design consultation (hours)|60|95|h; Made-to-measure curtains|250|900; Roman blind|140|320; Fabric (per metre)|28|65; Fitting|60|150; Cushion covers (each)|25|45',
  },
  {
    name: 'Northern Light Studio',
    what: 'Photography · Film · Content',
    items:
      'Half-day shoot|450|800; Full-day shoot|800|1500; Edited images (per 10)|80|150; Drone footage|250|600; Travel|40|150; Licensing (12 months)|200|900',
  },
  {
    name: 'Hare & Hound Events',
    what: 'Event management & styling',
    items:
      'Event planning fee|800|2500; On-the-day coordination|350|800; Marquee hire|1200|4500; Furniture hire|300|1200; Lighting package|250|900; Staff (per hour)|18|28',
  },
];

const LH_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5px;color:#2a2a2a;line-height:1.45;padding:12mm 17mm 10mm;min-height:296mm;position:relative}
.hd{text-align:var(--align);border-bottom:1px solid var(--c);padding-bottom:4mm}
.brand{font-family:"Liberation Serif","DejaVu Serif",serif;font-size:38px;font-style:italic;font-weight:bold;color:var(--c);letter-spacing:var(--ls);font-variant:var(--fv);line-height:1.1}
.tag{font-family:"Liberation Serif",serif;font-size:11px;letter-spacing:2px;text-transform:uppercase;color:#777;margin-top:1mm}
.ct{font-size:8.5px;color:#555;margin-top:2mm}
.row{display:flex;justify-content:space-between;margin-top:8mm}
h1{font-size:14px;letter-spacing:3px;font-weight:normal;margin:0 0 2mm;color:var(--c)}
.meta td{padding:1px 0 1px 12px;text-align:right}
.meta td:first-child{padding-left:0;color:#777;text-align:left}
table.l{width:100%;margin-top:8mm}
table.l th{font-weight:normal;text-transform:uppercase;letter-spacing:1px;font-size:8px;color:#777;border-bottom:1px solid var(--c);padding:3px 4px;text-align:right}
table.l td{padding:5px 4px;border-bottom:1px solid #eee;text-align:right}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:4mm;width:45%}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left;color:#555}
table.t tr.g td{font-size:12px;font-weight:bold;border-top:1px solid var(--c);color:#222}
.pay{margin-top:8mm;font-size:9px}
.small{position:absolute;left:17mm;right:17mm;bottom:9mm;font-size:7px;color:#888;text-align:center;border-top:1px solid #ddd;padding-top:2mm}
`;

export const tradingNameLetterhead: Layout = {
  name: 'trading-name-letterhead-gb',
  render(r) {
    const trading = r.pick(TRADING);
    const gb = COUNTRIES.GB;
    const owner = `${r.pick(gb.first)} ${r.pick(gb.last)}`;
    const lastName = owner.split(' ')[1]!;
    const legal = r.pick([
      `${lastName} ${r.pick(['Enterprises', 'Holdings', 'Trading', 'Ventures'])} Ltd`,
      `${owner.slice(0, 1)} & ${r.pick(gb.first).slice(0, 1)} ${lastName} Ltd`,
      `${r.pick(gb.stems)} ${r.pick(['Group', 'Services', 'Hospitality', 'Creative'])} Limited`,
    ]);
    const pictured = r.chance(0.35);
    const colour = r.pick(['#6b4e71', '#2f5d50', '#8a5a44', '#1f3b57', '#9c3d54', '#3d3d3d']);
    const logo = pictured ? drawLogo(r, trading.name, { colour, height: 54 }) : null;
    const buyer = customer(r, 'GB', '', 0.5);
    const issued = issueDate(r);
    const registered = r.chance(0.85);
    const items = draws(r, catalog(trading.items), r.int(2, 5), registered ? 20 : 0);
    const discount = r.chance(0.2) ? r.pick([5, 10]) : undefined;
    const s = sums(items, discount ? { discountPercent: discount } : {});
    const deposit = r.chance(0.35) ? Math.round((s.total * 0.25) / 100) * 100 : 0;
    const number = r.pick([
      `${trading.name.replace(/[^A-Z]/g, '')}-${pad(r.int(1, 999), 4)}`,
      `${pad(r.int(1, 9999), 4)}`,
      `INV${issued.slice(2, 4)}${pad(r.int(1, 300), 3)}`,
    ]);
    const dateText = fmtDate(issued, r.pick(['D MMMM YYYY', 'DD/MM/YYYY']));
    const place = r.pick(gb.places);
    const address = gb.address(r, r.pick(gb.streets), place);
    const vatNo = TAX.vatGB(r);
    const align = r.pick(['center', 'left']);
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${entry.quantity}</td><td>${gbp(entry.unit)}</td><td>${gbp(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour};--align:${align};--ls:${r.pick(['0', '1px', '-1px'])};--fv:${r.pick(['normal', 'small-caps'])}">
<div class="hd">${logo ? img(logo, `max-height:60px;${align === 'center' ? 'display:block;margin:0 auto' : ''}`) : `<div class="brand">${esc(trading.name)}</div>`}<div class="tag">${esc(trading.what)}</div><div class="ct">${esc(address.join(' · '))} · ${r.pick(['T', 'Tel'])} ${esc(gb.phone(r))} · hello@${esc(trading.name.toLowerCase().replace(/[^a-z]/g, ''))}.co.uk</div></div>
<div class="row"><div><h1>INVOICE</h1><b>${esc(buyer.name)}</b><br>${lines(buyer.address)}</div>
<table class="meta"><tr><td>Invoice no.</td><td><b>${esc(number)}</b></td></tr><tr><td>Date</td><td>${dateText}</td></tr><tr><td>Event / job date</td><td>${fmtDate(addDays(issued, r.int(-20, 40)), 'DD/MM/YYYY')}</td></tr><tr><td>Payment due</td><td>${fmtDate(addDays(issued, r.pick([7, 14, 30])), 'DD/MM/YYYY')}</td></tr></table></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${rows}</table>
<table class="t"><tr><td>Subtotal</td><td>${gbp(s.subtotal)}</td></tr>${s.discount ? `<tr><td>Discount ${discount}%</td><td>-${gbp(s.discount)}</td></tr><tr><td>Net</td><td>${gbp(s.net)}</td></tr>` : ''}${registered ? `<tr><td>VAT at 20%</td><td>${gbp(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total</td><td>${gbp(s.total)}</td></tr>${deposit ? `<tr><td>Deposit received</td><td>-${gbp(deposit)}</td></tr><tr class="g"><td>Balance to pay</td><td>${gbp(s.total - deposit)}</td></tr>` : ''}</table>
<div class="pay"><b>Payment</b><br>Bank transfer to sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, account ${r.digits(8)}, quoting ${esc(number)}.<br>Thank you${logo ? '' : ` for choosing ${esc(trading.name)}`}!</div>
<div class="small">${logo ? '' : `${esc(trading.name)} is a trading name of `}${esc(legal)}. Registered in ${r.pick(['England and Wales', 'England & Wales', 'Scotland'])}, company no. ${TAX.companyGB(r)}. Registered office: ${esc(r.int(1, 90) + ' ' + r.pick(gb.streets))}, ${esc(r.pick(gb.places).city)}.${registered ? ` VAT reg. no. ${vatNo}.` : ''}</div></div>`;
    return {
      html: page(LH_CSS, body),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // The legal entity in the small print; the trading name as the alias where it is text.
        vendor: legal,
        // Without VAT registration the net is not told apart from the total.
        amount: registered ? s.net : null,
        taxAmount: registered ? s.tax : null,
        total: s.total,
        currency: 'GBP',
      }),
      ...(logo ? {} : { aliases: [trading.name] }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// The buyer above and larger than the seller

const BF_CSS = `
body{font-family:"Helvetica Neue",Helvetica,"Liberation Sans",Arial,sans-serif;font-size:9.5px;color:#333;line-height:1.45;padding:0.6in 0.65in}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.to .lb{font-size:9px;text-transform:uppercase;letter-spacing:1.5px;color:var(--c)}
.to .n{font-size:24px;font-weight:bold;color:#111;margin:1mm 0}
.to .a{font-size:11px;color:#444}
.inv{text-align:right}
.inv .w{font-size:11px;letter-spacing:4px;color:#999}
.inv .num{font-size:13px;color:#111;margin-top:1mm}
.from{margin-top:7mm;display:flex;gap:10mm;font-size:8.5px;color:#777;border-top:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3;padding:2mm 0}
.from b{color:#555}
table.l{width:100%;margin-top:8mm}
table.l th{background:var(--c);color:#fff;font-weight:normal;padding:4px 6px;text-align:right}
table.l td{padding:5px 6px;text-align:right;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l small{color:#888}
.bot{display:flex;justify-content:space-between;margin-top:5mm}
table.t td{padding:2px 6px;text-align:right}
table.t tr.g td{font-size:13px;font-weight:bold;color:#111;border-top:2px solid var(--c)}
.due{background:#f4f4f4;padding:3mm 4mm;font-size:10px;align-self:flex-start}
.due b{font-size:15px;color:#111;display:block}
`;

export const buyerFirstInvoice: Layout = {
  name: 'buyer-first-invoice-us',
  render(r) {
    const solo = r.chance(0.4);
    const seller = solo
      ? person(r, 'US')
      : company(r, 'US', { form: r.chance(0.7) ? 'always' : 'never' });
    const buyer = company(r, 'US', { avoid: stemOf(seller), form: 'always' });
    const issued = issueDate(r);
    const pattern = r.pick(['MMM D, YYYY', 'MM/DD/YYYY']);
    const d = (iso: string) => fmtDate(iso, pattern);
    const dateText = d(issued);
    const items = draws(r, CATALOG.servicesEn, r.int(1, 5), 0);
    const taxed = r.chance(0.3);
    const rate = taxed ? r.pick([6, 7.25, 8.25, 8.875]) : 0;
    const all = taxed ? items.map((entry) => ({ ...entry, rate })) : items;
    const s = sums(all);
    const paid = r.chance(0.3) ? Math.round(s.total * r.pick([0.3, 0.5])) : 0;
    const number = r.pick([
      `${pad(r.int(1, 999), 3)}`,
      `${r.letters(2)}-${r.int(1000, 9999)}`,
      `${issued.slice(0, 4)}-${pad(r.int(1, 99), 2)}`,
    ]);
    const colour = r.pick(['#2d6a4f', '#3a0ca3', '#bc4749', '#005f73', '#444']);
    const { logo, only } = sellerLogo(r, seller.name, { only: solo ? 0 : 0.3, any: 0.3, colour });
    const project = r.pick([
      'Q2 brand refresh',
      'Website migration',
      'Annual report',
      'Onboarding program',
      'Product launch',
      '',
    ]);
    const rows = all
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}${entry.uom === 'h' ? '<br><small>hours</small>' : ''}</td><td>${entry.quantity}</td><td>${usd(entry.unit)}</td><td>${usd(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}">
<div class="top"><div class="to"><div class="lb">${r.pick(['Bill to', 'Billed to', 'Prepared for', 'Invoice for'])}</div><div class="n">${esc(buyer.name)}</div><div class="a">${lines([buyer.contact ? `Attn: ${buyer.contact}` : null, ...buyer.address])}</div></div>
<div class="inv"><div class="w">INVOICE</div><div class="num"># ${esc(number)}</div><div>${dateText}</div>${project ? `<div>${esc(project)}</div>` : ''}</div></div>
<div class="from">${logo ? img(logo, 'max-height:28px') : ''}<div><b>From</b><br>${only ? '' : `${esc(seller.name)}<br>`}${lines(seller.address)}</div><div><b>Contact</b><br>${lines([seller.email, seller.phone])}</div>${solo || r.chance(0.5) ? '' : `<div><b>EIN</b><br>${TAX.ein(r)}</div>`}</div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${rows}</table>
<div class="bot"><div class="due">Amount due<b>${usd(s.total - paid)}</b>by ${d(addDays(issued, r.pick([15, 30, 30, 45])))}</div>
<table class="t"><tr><td>Subtotal</td><td>${usd(s.net)}</td></tr>${taxed ? `<tr><td>Sales tax (${rate}%)</td><td>${usd(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total</td><td>${usd(s.total)}</td></tr>${paid ? `<tr><td>Paid ${d(addDays(issued, r.int(1, 10)))}</td><td>-${usd(paid)}</td></tr>` : ''}</table></div>
<p style="margin-top:10mm;color:#777">${r.pick(['Payment by ACH or check.', 'Pay online with the link in your email, or by ACH.', 'Checks payable to the address above.'])} Questions? ${esc(seller.email)}</p></div>`;
    return {
      html: page(BF_CSS, body),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: taxed ? s.tax : null,
        total: s.total,
        currency: 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A UK self-billing invoice

const SB_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9px;color:#222;line-height:1.4;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid var(--c);padding-bottom:3mm}
.hd .n{font-size:20px;font-weight:bold;color:var(--c)}
.hd h1{font-size:16px;margin:0;text-align:right}
.hd h1 small{display:block;font-size:9px;font-weight:normal;color:#555}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:5mm;margin-top:5mm}
.grid>div{border:1px solid #ccc;padding:2mm 3mm}
.grid .lb{font-size:7.5px;text-transform:uppercase;color:#666;font-weight:bold}
table.l{width:100%;margin-top:5mm}
table.l th{background:#eee;border-bottom:1px solid #999;padding:3px;text-align:right;font-size:8px}
table.l td{padding:3px;text-align:right;border-bottom:1px solid #eee}
table.l th:nth-child(-n+3),table.l td:nth-child(-n+3){text-align:left}
.bot{display:flex;justify-content:space-between;gap:8mm;margin-top:4mm;align-items:flex-start}
.bot .stmt{flex:1;margin-top:0}
table.t td{padding:2px 5px;text-align:right;white-space:nowrap}
table.t tr.g td{font-weight:bold;border-top:1px solid #222}
.stmt{border:1px solid var(--c);padding:2mm 3mm;margin-top:5mm;font-size:8.5px}
`;

const SB_KINDS = [
  {
    kind: 'haulage',
    rate: 20,
    heading: ['Date', 'Job ref', 'Route', 'Loads', 'Rate', 'Net'],
    routes: [
      'Leeds DC – Felixstowe',
      'Avonmouth – Bristol hub',
      'Immingham – Sheffield',
      'Daventry DIRFT – Manchester',
      'Grangemouth – Glasgow',
      'Tilbury – Norwich',
    ],
  },
  {
    kind: 'milk',
    rate: 0,
    heading: ['Period', 'Collection', 'Description', 'Litres', 'ppl', 'Net'],
    routes: [],
  },
];

export const selfBillingInvoice: Layout = {
  name: 'self-billing-invoice-gb',
  render(r) {
    const kind = r.pick(SB_KINDS);
    const milk = kind.kind === 'milk';
    const issuer = company(r, 'GB', {
      form: 'always',
      trades: milk ? ['Dairies', 'Creamery', 'Foods'] : ['Logistics', 'Distribution', 'Freight'],
    });
    const soleTrader = r.chance(0.45);
    const supplierPerson = person(r, 'GB');
    const supplier = soleTrader
      ? `${supplierPerson.name}${milk ? ` t/a ${supplierPerson.name.split(' ')[1]} Farm` : ` t/a ${supplierPerson.name.split(' ')[1]} Haulage`}`
      : company(r, 'GB', {
          avoid: stemOf(issuer),
          form: 'always',
          trades: milk ? ['Farms', 'Farming', 'Dairy Farm'] : ['Haulage', 'Transport', 'Logistics'],
        }).name;
    const supplierAddress = supplierPerson.address;
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const [first, last] = [addDays(issued, -r.int(28, 35)), addDays(issued, -r.int(2, 6))];
    let items: Line[];
    if (milk) {
      const litres = r.int(40000, 260000);
      const ppl = r.int(3400, 4600) / 100;
      const base = line('Milk supplied – standard litre', litres, ppl, 0, { uom: 'l' });
      const extras = [
        line('Constituent adjustment (butterfat/protein)', 1, r.int(-90000, 250000), 0),
        line('Hygiene & TBC bonus', 1, r.int(0, 60000), 0),
        line('Haulage charge', 1, -r.int(30000, 120000), 0),
      ].filter((entry) => entry.amount !== 0);
      items = [base, ...extras];
    } else {
      items = Array.from({ length: r.int(3, 9) }, () => {
        const loads = r.int(1, 3);
        return line(r.pick(kind.routes), loads, r.int(180, 650) * 100, 20, {
          date: addDays(first, r.int(0, 27)),
          sku: `J${r.digits(6)}`,
        });
      }).sort((a, b) => (a.date! < b.date! ? -1 : 1));
    }
    const registered = milk || r.chance(0.8);
    const taxed = registered
      ? items.map((entry) => ({ ...entry, rate: milk ? 0 : 20 }))
      : items.map((entry) => ({ ...entry, rate: 0 }));
    const s = sums(taxed);
    const deductions = !milk && r.chance(0.4) ? r.int(5000, 40000) : 0;
    const number = r.pick([
      `SB${pad(r.int(1, 99999), 6)}`,
      `SBI-${issued.slice(0, 4)}-${pad(r.int(1, 9999), 5)}`,
      `${r.int(700000, 799999)}`,
    ]);
    const supplierAccount = `${r.pick(['S', 'SUP', 'H'])}${pad(r.int(1, 9999), 5)}`;
    const colour = r.pick(['#004b87', '#006b3f', '#7a263a', '#333']);
    const logo = r.chance(0.6) ? drawLogo(r, issuer.stem, { colour, height: 40 }) : null;
    const rows = taxed
      .map((entry) =>
        milk
          ? `<tr><td>${d(first)} – ${d(last)}</td><td>${entry.uom ? 'Every other day' : ''}</td><td>${esc(entry.description)}</td><td>${entry.uom ? num(entry.quantity * 100).slice(0, -3) : ''}</td><td>${entry.uom ? entry.unit.toFixed(2) : ''}</td><td>${num(entry.amount)}</td></tr>`
          : `<tr><td>${d(entry.date!)}</td><td>${entry.sku}</td><td>${esc(entry.description)}</td><td>${entry.quantity}</td><td>${num(entry.unit)}</td><td>${num(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'display:block;margin-bottom:2px') : ''}<div class="n">${esc(issuer.name)}</div>${lines([...issuer.address, `VAT Reg. No. ${TAX.vatGB(r)}`])}</div><h1>SELF-BILLING INVOICE<small>Issued by the customer on behalf of the supplier</small></h1></div>
<div class="grid"><div><div class="lb">Supplier (invoice from)</div><b>${esc(supplier)}</b><br>${lines([...supplierAddress, registered ? `Supplier VAT Reg. No. ${TAX.vatGB(r)}` : 'Supplier not registered for VAT'])}</div>
<div><div class="lb">Customer (invoice to)</div>${esc(issuer.name)}<br>${lines([r.pick(['Accounts Payable', 'Purchase Ledger', milk ? 'Milk Payments Team' : 'Subcontractor Payments']), issuer.address[issuer.address.length - 1]!])}</div>
<div><div class="lb">Invoice details</div>${lines([`Self-bill invoice no. ${number}`, `Invoice date / tax point: ${d(issued)}`, `Supplier account: ${supplierAccount}`, `Period: ${d(first)} to ${d(last)}`, `Payment date: ${d(addDays(issued, r.pick([7, 14, 20])))}`])}</div></div>
<table class="l"><tr>${kind.heading.map((h) => `<th>${h}</th>`).join('')}</tr>${rows}</table>
<div class="bot"><div class="stmt">${registered ? '<b>The VAT shown is your output tax due to HMRC.</b><br>' : ''}This invoice has been raised under a self-billing agreement between ${esc(issuer.name)} and ${esc(supplier)}, which expires on ${d(addDays(issued, r.int(60, 360)))}. Please do not issue a sales invoice for these supplies.${milk ? '<br>Milk is zero-rated for VAT.' : ''}</div>
<table class="t"><tr><td>Total net</td><td>£${num(s.net)}</td></tr><tr><td>VAT${registered ? (milk ? ' @ 0%' : ' @ 20%') : ''}</td><td>£${num(s.tax)}</td></tr><tr class="g"><td>Invoice total</td><td>£${num(s.total)}</td></tr>${deductions ? `<tr><td>Less: ${r.pick(['fuel card', 'trailer rental', 'insurance recharge'])} (our inv. ${r.digits(6)})</td><td>-£${num(deductions)}</td></tr><tr class="g"><td>Net payment (BACS)</td><td>£${num(s.total - deductions)}</td></tr>` : ''}</table></div>
<p style="margin-top:8mm;color:#555">Payment will be made by BACS to the account ending ${r.digits(4)} held for supplier account ${supplierAccount}. Queries: ${esc(issuer.email)} · ${esc(issuer.phone)}</p></div>`;
    return {
      html: page(SB_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // Self-billed: the customer prints the invoice, the supplier is the seller.
        vendor: supplier,
        amount: s.net,
        // Milk's zero rate and an unregistered supplier print VAT £0.00.
        taxAmount: s.tax,
        total: s.total,
        currency: 'GBP',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Luxembourg: a pro-forma turned into the final invoice

const LU_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.8px;color:#222;line-height:1.45;padding:14mm 16mm 30mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.sel .n{font-size:14px;font-weight:bold;color:var(--c)}
.to{margin-top:10mm;margin-left:95mm;font-size:10px}
h1{font-size:17px;margin:10mm 0 1mm;color:var(--c)}
.ref{color:#555;margin-bottom:4mm}
.meta{display:flex;gap:10mm;border-top:1px solid #ccc;border-bottom:1px solid #ccc;padding:2mm 0}
.meta span b{display:block;font-weight:normal;color:#777;font-size:7.5px}
table.l{width:100%;margin-top:5mm}
table.l th{text-align:right;border-bottom:1.5px solid var(--c);padding:3px;font-size:8px}
table.l td{text-align:right;padding:4px 3px;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:4mm;width:55%}
table.t td{padding:2px 3px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #222;font-size:10.5px}
.ft{position:fixed;left:16mm;right:16mm;bottom:8mm;border-top:1px solid #ccc;padding-top:2mm;font-size:7px;color:#666;display:flex;justify-content:space-between;gap:5mm}
`;

const LU_ITEMS = catalog(
  'Conseil en organisation|110|180|h; Développement logiciel|85|140|h; Audit de conformité|1500|6500; Licence annuelle|600|4800; Formation (journée)|900|1800; Installation et paramétrage|450|2500; Frais de déplacement|40|120; Maintenance trimestrielle|300|1500',
);
const LU_EN: Record<string, string> = {
  'Conseil en organisation': 'Organisational consulting',
  'Développement logiciel': 'Software development',
  'Audit de conformité': 'Compliance audit',
  'Licence annuelle': 'Annual licence',
  'Formation (journée)': 'Training (day)',
  'Installation et paramétrage': 'Installation and set-up',
  'Frais de déplacement': 'Travel expenses',
  'Maintenance trimestrielle': 'Quarterly maintenance',
};

export const proformaFinalLu: Layout = {
  name: 'proforma-final-invoice-lu',
  render(r) {
    const fr = r.chance(0.65);
    const seller = org5(r, 'LU', { form: 'always' });
    const buyer = r.chance(0.8)
      ? org5(r, 'LU', { avoid: seller.stem, form: 'always' })
      : person5(r, 'LU');
    const issued = issueDate(r);
    const rate = issued.startsWith('2023') ? 16 : 17;
    const proformaDate = addDays(issued, -r.int(10, 60));
    const pattern = r.pick(['DD/MM/YYYY', 'DD.MM.YYYY']);
    const d = (iso: string) => fmtDate(iso, pattern);
    const dateText = d(issued);
    const sep = r.chance(0.5) ? SEP.de : { group: ' ', decimal: ',' };
    const eur = moneyOf({ sep, symbol: '€', position: 'after-space' });
    const items = draws(r, LU_ITEMS, r.int(1, 5), rate).map((entry) =>
      fr ? entry : { ...entry, description: LU_EN[entry.description] ?? entry.description },
    );
    const s = sums(items);
    const advanceShare = r.pick([0.3, 0.5, 1]);
    const advance = Math.round(s.total * advanceShare);
    const year = issued.slice(0, 4);
    const number = r.pick([
      `F${year}-${pad(r.int(1, 999), 4)}`,
      `${year}${pad(r.int(1, 999), 4)}`,
      `FA-${year.slice(2)}-${pad(r.int(1, 500), 3)}`,
    ]);
    const proforma = r.pick([
      `PF${year}-${pad(r.int(1, 999), 4)}`,
      `PRO-${year.slice(2)}-${pad(r.int(1, 500), 3)}`,
      `D${year}${pad(r.int(1, 300), 3)}`,
    ]);
    const colour = r.pick(['#00a3e0', '#e4002b', '#2b3a67', '#4a7c59']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.6, colour });
    const w = fr
      ? {
          title: 'FACTURE',
          ref: 'Établie suivant la facture pro forma',
          of: 'du',
          date: 'Date de facture',
          due: 'Échéance',
          client: 'N° client',
          desc: 'Désignation',
          q: 'Qté',
          pu: 'Prix unitaire HT',
          tva: 'TVA',
          ht: 'Montant HT',
          net: 'Total HT',
          vat: 'TVA',
          ttc: 'Total TTC',
          adv: 'Acompte reçu sur facture pro forma',
          bal: 'Solde à payer',
          paid: 'Facture acquittée',
          pay: 'Paiement par virement sur',
          quote: 'Merci de rappeler la référence',
        }
      : {
          title: 'INVOICE',
          ref: 'Final invoice for pro forma invoice',
          of: 'of',
          date: 'Invoice date',
          due: 'Due date',
          client: 'Customer no.',
          desc: 'Description',
          q: 'Qty',
          pu: 'Unit price excl. VAT',
          tva: 'VAT',
          ht: 'Amount excl. VAT',
          net: 'Total excl. VAT',
          vat: 'VAT',
          ttc: 'Total incl. VAT',
          adv: 'Advance received on pro forma invoice',
          bal: 'Balance due',
          paid: 'Paid in full',
          pay: 'Payment by transfer to',
          quote: 'Please quote',
        };
    const n = (cents: number) => num(cents, sep);
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${fr ? String(entry.quantity).replace('.', ',') : entry.quantity}${entry.uom === 'h' ? ' h' : ''}</td><td>${n(entry.unit)}</td><td>${rate} %</td><td>${n(entry.amount)}</td></tr>`,
      )
      .join('');
    const ibanText = iban5(r, 'LU');
    const body = `<div style="--c:${colour}">
<div class="hd"><div class="sel">${logo ? img(logo, 'max-height:46px;display:block;margin-bottom:2mm') : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([...seller.address, seller.phone, seller.email])}</div><div style="text-align:right">${lines([`TVA ${vatLU(r)}`, `RCS Luxembourg B${r.int(100000, 299999)}`])}</div></div>
<div class="to">${esc(buyer.name)}<br>${lines(buyer.address)}${buyer.company && r.chance(0.6) ? `<br>${fr ? 'N° TVA' : 'VAT no.'} ${vatLU(r)}` : ''}</div>
<h1>${w.title} ${esc(number)}</h1><div class="ref">${w.ref} n° ${esc(proforma)} ${w.of} ${d(proformaDate)}</div>
<div class="meta"><span><b>${w.date}</b>${dateText}</span><span><b>${w.due}</b>${d(addDays(issued, advanceShare === 1 ? 0 : 30))}</span><span><b>${w.client}</b>${r.int(10000, 99999)}</span>${r.chance(0.5) ? `<span><b>${fr ? 'Votre commande' : 'Your order'}</b>${r.letters(2)}${r.digits(5)}</span>` : ''}</div>
<table class="l"><tr><th>${w.desc}</th><th>${w.q}</th><th>${w.pu}</th><th>${w.tva}</th><th>${w.ht}</th></tr>${rows}</table>
<table class="t"><tr><td>${w.net}</td><td>${eur(s.net)}</td></tr><tr><td>${w.vat} ${rate} %</td><td>${eur(s.tax)}</td></tr><tr class="g"><td>${w.ttc}</td><td>${eur(s.total)}</td></tr><tr><td>${w.adv} ${esc(proforma)}</td><td>-${eur(advance)}</td></tr><tr class="g"><td>${advance === s.total ? w.paid : w.bal}</td><td>${eur(s.total - advance)}</td></tr></table>
<p style="margin-top:8mm">${w.pay} ${ibanText} (BIC ${r.pick(['BCEELULL', 'BILLLULL', 'BGLLLULL', 'CCRALULL'])}). ${w.quote} ${esc(number)}.</p>
<div class="ft"><span>${only ? '' : `${esc(seller.name)} · `}${esc(seller.address.join(', '))}</span><span>${fr ? 'Capital social' : 'Share capital'} ${r.pick(['12 000', '12 394,68', '31 000', '50 000'])} € · ${fr ? "Autorisation d'établissement" : 'Business permit'} n° ${r.digits(8)}/${r.int(0, 3)}</span><span>IBAN ${ibanText}</span></div></div>`;
    return {
      html: page(LU_CSS, body, fr ? 'fr' : 'en'),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        // The final invoice's number, not the pro forma's; the total before the advance.
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      logoOnly: only,
    };
  },
};
