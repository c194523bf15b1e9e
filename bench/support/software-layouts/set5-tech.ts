// Set 5's invoices from technology and logistics companies: a productivity suite's monthly
// invoice in the style of Google Workspace's (billing ID, domain, a summary then the detail per
// plan and user, billed in US dollars with the VAT also given in euros or pounds at the central
// bank's rate, the reverse charge for EU businesses outside Ireland), a developer platform's
// receipt in the style of GitHub's (monospaced, the account billed, a transaction ID beside or
// instead of the receipt number, VAT or sales tax only where charged), a business marketplace's
// invoice in the style of Amazon Business's with "Sold by" a third-party seller and "Pay by
// invoice" terms whose remittance goes to the marketplace, and an express carrier's duty and tax
// invoice in the style of DHL's (waybill, the customs value in the shipper's currency and ours,
// import duty and import VAT outside the scope of VAT, the carrier's fee with VAT).
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
  PAGE_OF,
  previousMonth,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img } from './logo.ts';
import { company, customer, person, stemOf, TAX, type CountryCode } from './people.ts';
import { org5 } from './set5-parties.ts';

const usd = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });

// ---------------------------------------------------------------------------------------------
// A productivity suite's monthly invoice, in dollars with the VAT in euros or pounds

const WS_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9px;color:#202124;line-height:1.5;padding:0 18mm}
.hd{display:flex;justify-content:space-between;align-items:center;padding-top:4mm}
.hd .b{font-size:20px;color:#5f6368}
.hd .b b{color:var(--c)}
.hd h1{font-size:22px;font-weight:normal;margin:0}
.top{display:flex;justify-content:space-between;margin-top:8mm;gap:10mm}
.top table td{padding:1px 14px 1px 0;vertical-align:top}
.top table td:first-child{color:#5f6368}
.sum{border:1px solid #dadce0;border-radius:4px;padding:4mm 5mm;margin-top:8mm}
.sum h2{font-size:12px;font-weight:normal;margin:0 0 3mm}
.sum table{width:100%}
.sum td{padding:2px 0}
.sum td:last-child{text-align:right}
.sum tr.g td{font-size:14px;font-weight:bold;border-top:1px solid #dadce0;padding-top:2mm}
.eq{color:#5f6368;font-size:8.5px;margin-top:2mm}
h3{font-size:11px;font-weight:normal;margin:9mm 0 2mm}
table.l{width:100%}
table.l th{text-align:left;color:#5f6368;font-weight:normal;border-bottom:1px solid #dadce0;padding:3px 4px}
table.l td{padding:4px;border-bottom:1px solid #f1f3f4}
table.l th:last-child,table.l td:last-child{text-align:right}
.ft{margin-top:10mm;color:#5f6368;font-size:8px}
`;

const WS_BRANDS = ['Nimbus', 'Cirrus', 'Stratos', 'Altocloud'];

export const workspaceInvoice: Layout = {
  name: 'workspace-suite-invoice',
  render(r) {
    const brand = r.pick(WS_BRANDS);
    const code = r.pick<CountryCode>(['IE', 'IE', 'GB', 'DE', 'NL', 'FR']);
    const uk = code === 'GB';
    const legal = uk ? `${brand} Cloud UK Limited` : `${brand} Cloud EMEA Limited`;
    const home = uk
      ? ['1 Pancras Square', 'London N1C 4AG', 'United Kingdom']
      : [
          `${r.pick(['Gordon House', 'Montague House', 'Velasco Building'])}, Barrow Street`,
          'Dublin 4, D04 E5W5',
          'Ireland',
        ];
    const buyer = company(r, code, { form: 'always' });
    // Dated the period's last day.
    const [first, issued] = previousMonth(issueDate(r));
    const last = issued;
    const d = (iso: string) => fmtDate(iso, 'MMM D, YYYY');
    const users = r.int(3, 60);
    const plan = r.pick([
      'Business Starter',
      'Business Standard',
      'Business Plus',
      'Enterprise Standard',
    ]);
    const price = {
      'Business Starter': 720,
      'Business Standard': 1440,
      'Business Plus': 2160,
      'Enterprise Standard': 2760,
    }[plan]!;
    const flexible = r.chance(0.4);
    const items: Line[] = [
      line(`${brand} Workplace ${plan}`, users, flexible ? Math.round(price * 1.2) : price, 0, {
        detail: `${flexible ? 'Flexible Plan' : 'Commitment: Annual Plan (monthly payment)'} · ${d(first)} - ${d(last)}`,
      }),
    ];
    if (r.chance(0.5)) {
      const added = r.int(1, 5);
      const days = r.int(3, 25);
      items.push(
        line(
          `${brand} Workplace ${plan} – ${added} user${added > 1 ? 's' : ''} added`,
          1,
          Math.round((price * added * days) / 30),
          0,
          { detail: `Prorated for ${days} days` },
        ),
      );
    }
    if (r.chance(0.3))
      items.push(line(`${brand} Storage 2 TB`, 1, 999, 0, { detail: `${d(first)} - ${d(last)}` }));
    if (r.chance(0.2))
      items.push(
        line('Promotional credit', 1, -r.int(500, 4000), 0, { detail: 'Applied to this invoice' }),
      );
    const ie = code === 'IE';
    const rate = ie ? 23 : uk ? 20 : 0;
    const s = sums(items.map((entry) => ({ ...entry, rate })));
    const number = `${r.int(3, 5)}${r.digits(9)}`;
    const billingId = `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`;
    const fx = uk ? 0.74 + r.next() * 0.08 : 0.86 + r.next() * 0.1;
    const local = moneyOf({ sep: SEP.en, symbol: uk ? '£' : '€', position: 'before' });
    const colour = r.pick(['#1a73e8', '#0b8043', '#d93025', '#7b1fa2']);
    const logo = r.chance(0.5) ? drawLogo(r, brand, { colour, height: 30 }) : null;
    const buyerVat =
      code === 'DE'
        ? TAX.ustId(r)
        : code === 'NL'
          ? TAX.btwNL(r)
          : code === 'FR'
            ? `FR${r.digits(11)}`
            : code === 'GB'
              ? TAX.vatGB(r)
              : TAX.vatIE(r);
    const note =
      rate === 0
        ? 'Services subject to the reverse charge - VAT to be accounted for by the recipient as per Article 196 of Council Directive 2006/112/EC.'
        : '';
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}<br><span style="color:#5f6368">${esc(entry.detail ?? '')}</span></td><td>${entry.quantity === 1 ? '' : entry.quantity}</td><td>${usd(entry.amount).replace('$-', '-$')}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}">
<div class="hd">${logo ? img(logo) : `<div class="b"><b>${esc(brand)}</b> Workplace</div>`}<h1>Invoice</h1></div>
<div class="top"><div><b>Bill to</b><br>${lines([buyer.name, ...buyer.address, buyer.country.name])}<br>VAT number: ${buyerVat}</div>
<table><tr><td>Invoice number</td><td>${number}</td></tr><tr><td>Invoice date</td><td>${d(issued)}</td></tr><tr><td>Billing ID</td><td>${billingId}</td></tr><tr><td>Domain name</td><td>${esc(buyer.domain)}</td></tr></table></div>
<div class="sum"><h2>Summary for ${d(first)} - ${d(last)}</h2><table><tr><td>Subtotal in USD</td><td>${usd(s.net)}</td></tr><tr><td>VAT (${rate}%)</td><td>${usd(s.tax)}</td></tr><tr class="g"><td>Total in USD</td><td>${usd(s.total)}</td></tr></table>
${rate ? `<div class="eq">VAT amount in ${uk ? 'GBP' : 'EUR'}: ${local(Math.round(s.tax * fx))} · Total in ${uk ? 'GBP' : 'EUR'}: ${local(Math.round(s.total * fx))} (1 USD = ${fx.toFixed(4)} ${uk ? 'GBP' : 'EUR'}, ${uk ? 'Bank of England' : 'European Central Bank'} rate of ${d(issued)})</div>` : `<div class="eq">${note}</div>`}
<div class="eq">${r.pick(['You will be automatically charged for any amount due.', `Amount due ${usd(s.total)} – payment by bank transfer within 30 days quoting ${number}.`])}</div></div>
<h3>Details</h3><table class="l"><tr><th>Description</th><th>Users</th><th>Amount (USD)</th></tr>${rows}<tr><td>Subtotal</td><td></td><td>${usd(s.net)}</td></tr></table>
<div class="ft">${lines([legal, ...home, `VAT: ${uk ? TAX.vatGB(r) : `IE${r.digits(7)}${r.letters(1)}`}`])}</div></div>`;
    const footer = `<div style="font-family:Arial,sans-serif;font-size:7px;color:#5f6368;width:100%;padding:0 18mm;display:flex;justify-content:space-between"><span>Invoice number: ${number}</span><span>Page ${PAGE_OF}</span></div>`;
    return {
      html: page(WS_CSS, body),
      paper: { format: 'A4', margin: ['10mm', '0', '14mm', '0'], footer },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        // In dollars; the VAT's equivalent in euros or pounds is a distractor. The reverse charge
        // prints VAT (0%) $0.00.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'USD',
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A developer platform's receipt

const DP_CSS = `
body{font-family:"DejaVu Sans Mono","Liberation Mono",monospace;font-size:9.5px;color:#24292f;line-height:1.6;padding:16mm 22mm}
.hd{display:flex;align-items:center;gap:4mm;border-bottom:1px solid #d0d7de;padding-bottom:4mm}
.hd .b{font-size:18px;font-weight:bold;font-family:"DejaVu Sans",sans-serif}
h1{font-size:15px;margin:7mm 0 2mm;font-family:"DejaVu Sans",sans-serif}
p{margin:0 0 3mm}
table.k{margin-top:4mm}
table.k td{padding:1px 16px 1px 0;vertical-align:top}
table.k td:first-child{color:#57606a}
table.l{width:100%;margin-top:6mm;border-top:1px solid #d0d7de}
table.l td{padding:3px 0;border-bottom:1px dashed #d0d7de}
table.l td:last-child{text-align:right}
table.l tr.g td{font-weight:bold;border-bottom:1px solid #24292f}
.ft{margin-top:12mm;color:#57606a;font-size:8.5px}
`;

export const devPlatformReceipt: Layout = {
  name: 'dev-platform-receipt',
  render(r) {
    const brand = r.pick(['Forgehub', 'Codeyard', 'Gitlane', 'Repoforge']);
    const legal = `${brand}, Inc.`;
    const code = r.pick<CountryCode>(['US', 'US', 'DE', 'GB', 'NL', 'AU', 'CA']);
    const buyer = r.chance(0.5) ? company(r, code) : person(r, code);
    const login = `${buyer.stem
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 18)
      .replace(/-$/, '')}${r.chance(0.4) ? `-${r.int(1, 99)}` : ''}`;
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'YYYY-MM-DD');
    const seats = r.int(1, 25);
    const plan = r.pick(['Team', 'Pro', 'Enterprise']);
    const seatPrice = { Team: 400, Pro: 400, Enterprise: 2100 }[plan]!;
    const items: Line[] = [
      line(
        `${brand} ${plan}${plan === 'Pro' ? '' : ` (${seats} seat${seats > 1 ? 's' : ''})`}`,
        plan === 'Pro' ? 1 : seats,
        seatPrice,
        0,
      ),
    ];
    if (r.chance(0.4))
      items.push(
        line(
          `Copilot-style assistant ${r.pick(['Business', 'Pro'])} (${seats} seats)`,
          seats,
          1900,
          0,
        ),
      );
    if (r.chance(0.3)) items.push(line('Actions minutes overage', 1, r.int(120, 9000), 0));
    if (r.chance(0.25)) items.push(line('Packages storage overage', 1, r.int(50, 3000), 0));
    const rate =
      { DE: 19, GB: 20, NL: 21, AU: 10, CA: 5, US: r.chance(0.4) ? r.pick([6, 6.25, 8.875]) : 0 }[
        code as 'US'
      ] ?? 0;
    const s = sums(items.map((entry) => ({ ...entry, rate })));
    const first = issued;
    const end = addDays(first, 30);
    const transaction = r
      .pick([
        `ch_${r.alnum(24)}`,
        `${r.digits(2)}${r.letters(3)}${r.digits(5)}${r.letters(2)}${r.digits(5)}`,
        `pi_${r.alnum(24)}`,
      ])
      .replace(/[A-F]/g, (c) => (r.chance(0.5) ? c.toLowerCase() : c));
    const receiptNo = r.chance(0.6) ? `${r.letters(2)}${r.digits(7)}` : null;
    const number = receiptNo ?? transaction;
    const taxLabel = code === 'US' ? 'Sales tax' : code === 'AU' || code === 'CA' ? 'GST' : 'VAT';
    const card = `${r.pick(['Visa', 'Mastercard', 'American Express'])} ending in ${r.digits(4)}`;
    const logo = r.chance(0.5)
      ? drawLogo(r, null, { colour: '#24292f', height: 28, initialsOf: brand })
      : null;
    const body = `<div class="hd">${logo ? img(logo) : ''}<span class="b">${esc(brand)}</span></div>
<h1>Receipt${receiptNo ? ` #${receiptNo}` : ''}</h1>
<p>We received payment for your ${esc(brand)} subscription. Thanks for your business!</p>
<p>Questions? Contact ${esc(brand)} Support at support@${brand.toLowerCase()}.com.</p>
<table class="k"><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Account billed</td><td>${esc(login)} (${esc(buyer.email)})</td></tr>${r.chance(0.6) ? `<tr><td>Billing address</td><td>${esc([buyer.name, ...buyer.address, buyer.country.name].join(', '))}</td></tr>` : ''}${rate && code !== 'US' && buyer.company ? `<tr><td>${taxLabel} ID</td><td>${code === 'DE' ? TAX.ustId(r) : code === 'GB' ? TAX.vatGB(r) : code === 'NL' ? TAX.btwNL(r) : code === 'AU' ? `ABN ${TAX.abn(r)}` : `${TAX.bnCA(r)}RT0001`}</td></tr>` : ''}<tr><td>Billing period</td><td>${d(first)} – ${d(end)}</td></tr><tr><td>Charged to</td><td>${card}</td></tr><tr><td>Transaction ID</td><td>${transaction}</td></tr></table>
<table class="l">${items.map((entry) => `<tr><td>${esc(entry.description)}</td><td>${usd(entry.amount)} USD</td></tr>`).join('')}${rate ? `<tr><td>Subtotal</td><td>${usd(s.net)} USD</td></tr><tr><td>${taxLabel} (${rate}%)</td><td>${usd(s.tax)} USD</td></tr>` : ''}<tr class="g"><td>Total</td><td>${usd(s.total)} USD</td></tr></table>
<div class="ft">${lines([legal, `${r.int(80, 999)} ${r.pick(['Harrison Street', 'Townsend Street', 'Brannan Street'])}`, 'San Francisco, CA 94107', rate && code !== 'US' ? `${code === 'AU' ? 'ABN' : code === 'CA' ? 'GST/HST no.' : 'VAT ID'}: ${code === 'AU' ? TAX.abn(r) : code === 'CA' ? `${TAX.bnCA(r)}RT0001` : `EU${r.digits(9)}`}` : null])}</div>`;
    return {
      html: page(DP_CSS, body),
      paper: { format: 'Letter' },
      truth: truthOf({
        // The receipt number, or the transaction ID where it prints no other.
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        amount: rate ? s.net : null,
        taxAmount: rate ? s.tax : null,
        total: s.total,
        currency: 'USD',
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A business marketplace's invoice, sold by a third-party seller

const BM_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.8px;color:#111;line-height:1.4;padding:10mm 12mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #111;padding-bottom:2mm}
.hd .b{font-size:20px;font-weight:bold}
.hd .b span{color:var(--c)}
.hd h1{font-size:18px;margin:0;text-align:right}
.row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:5mm;margin-top:4mm}
.row>div{border:1px solid #bbb;padding:2mm}
.row .lb{font-weight:bold;margin-bottom:1mm}
table.l{width:100%;margin-top:5mm}
table.l th{background:#f0f2f2;border:1px solid #bbb;padding:3px;text-align:right;font-size:8px}
table.l td{border:1px solid #ddd;padding:3px;text-align:right;vertical-align:top}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l small{color:#555}
.bot{display:flex;justify-content:space-between;gap:6mm;margin-top:4mm}
table.t td{padding:2px 6px;text-align:right}
table.t tr.g td{font-weight:bold;border-top:1px solid #111;font-size:10px}
.remit{border:2px solid #111;padding:2mm 3mm;width:48%}
`;

const BM_GOODS = [
  'Copy paper, 8.5 x 11, 92 bright, 20 lb, 10 reams|38|62',
  'Nitrile exam gloves, medium, 1000 ct|45|95',
  'LED shop light, 4 ft, 5000K, 4-pack|55|120',
  'Heavy-duty shelving unit, 5-tier, 72 in|110|260',
  'Thermal shipping labels 4 x 6, 2000 ct|25|60',
  'USB-C docking station, dual monitor|90|210',
  'Disinfecting wipes, 75 ct, 6-pack|22|45',
  'Ergonomic office chair, mesh back|160|420',
  'Coffee pods, medium roast, 96 ct|38|70',
  'Stretch wrap film, 18 in x 1500 ft, 4 rolls|55|95',
  'Label printer, direct thermal, 300 dpi|180|420',
];

export const businessMarketplaceInvoice: Layout = {
  name: 'business-marketplace-invoice-us',
  render(r) {
    const market = r.pick(['Marketlane', 'Bizbasket', 'Crateway']);
    const seller = company(r, 'US', {
      form: 'always',
      trades: ['Supply', 'Outfitters', 'Distributors', 'Wholesale'],
    });
    const buyer = company(r, 'US', { avoid: stemOf(seller), form: 'always' });
    const issued = issueDate(r);
    const ordered = addDays(issued, -r.int(1, 6));
    const d = (iso: string) => fmtDate(iso, 'MMMM D, YYYY');
    const rate = r.pick([0, 6, 7.25, 8.25, 8.875, 10.25]);
    const items = r.some(BM_GOODS, r.int(1, 4)).map((text) => {
      const [label = '', low = '1', high = '2'] = text.split('|');
      return line(
        label,
        r.int(1, 8),
        Math.round((Number(low) + r.next() * (Number(high) - Number(low))) * 100),
        rate,
        { sku: `B0${r.alnum(8)}` },
      );
    });
    const shipping = r.chance(0.4) ? r.int(599, 4999) : 0;
    const promo = r.chance(0.25) ? r.int(300, 2500) : 0;
    const s = sums(items, { shipping, discount: promo });
    const orderNo = `${r.int(111, 114)}-${r.digits(7)}-${r.digits(7)}`;
    const number = r.pick([
      `${r.letters(2)}${r.digits(2)}${r.letters(2)}${r.digits(4)}${r.letters(1)}`,
      `US${issued.slice(2, 4)}${r.digits(8)}`,
    ]);
    const po = r.chance(0.7) ? `PO-${r.int(10000, 99999)}` : '';
    const due = addDays(issued, 30);
    const colour = r.pick(['#ff9900', '#0073bb', '#e47911']);
    const rows = items
      .map((entry) => {
        const tax = Math.round((entry.amount * rate) / 100);
        return `<tr><td>${esc(entry.description)}<br><small>ASIN: ${entry.sku} · Sold by: ${esc(seller.name)}</small></td><td>${entry.quantity}</td><td>${usd(entry.unit)}</td><td>${usd(entry.amount)}</td><td>${rate ? `${rate}%` : '0%'}</td><td>${usd(tax)}</td><td>${usd(entry.amount + tax)}</td></tr>`;
      })
      .join('');
    const body = `<div style="--c:${colour}">
<div class="hd"><div><div class="b">${esc(market)}<span> business</span></div></div><div><h1>Invoice</h1><div>Invoice # ${esc(number)}</div><div>Invoice date: ${d(issued)}</div></div></div>
<div class="row"><div><div class="lb">Sold by</div>${lines([seller.name, ...seller.address, `EIN ${TAX.ein(r)}`])}</div><div><div class="lb">Bill to</div>${lines([buyer.name, `Attn: ${buyer.contact}`, ...buyer.address])}</div><div><div class="lb">Ship to</div>${lines([buyer.name, r.pick(['Receiving', 'Mailroom', 'Suite ' + r.int(100, 900)]), ...buyer.address])}</div></div>
<div class="row"><div><div class="lb">Order information</div>${lines([`Order #: ${orderNo}`, `Order date: ${d(ordered)}`, po ? `PO number: ${po}` : null, `Ordered by: ${buyer.contact}`])}</div><div><div class="lb">Payment terms</div>${lines(['Pay by Invoice – Net 30', `Payment due: ${d(due)}`])}</div><div><div class="lb">Shipment</div>${lines([`Shipped: ${d(addDays(ordered, r.int(0, 2)))}`, `Carrier: ${r.pick(['UPS', 'USPS', 'FedEx', `${market} Logistics`])}`, `Tracking: 1Z${r.alnum(16)}`])}</div></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Item subtotal</th><th>Tax rate</th><th>Tax</th><th>Total</th></tr>${rows}</table>
<div class="bot"><div class="remit"><b>Remit payment to:</b><br>${esc(market)} Business Payments, P.O. Box ${r.int(10000, 99999)}, Seattle, WA 98124<br>Include invoice # ${esc(number)} with your payment.<br>ACH: routing ${r.digits(9)}, account ${r.digits(10)}${rate ? `<br><br>Sales tax collected by ${esc(market)} Services LLC as marketplace facilitator.` : ''}</div>
<table class="t"><tr><td>Item subtotal</td><td>${usd(s.subtotal)}</td></tr><tr><td>Shipping &amp; handling</td><td>${usd(shipping)}</td></tr>${promo ? `<tr><td>Promotion applied</td><td>-${usd(promo)}</td></tr>` : ''}<tr><td>Total before tax</td><td>${usd(s.net)}</td></tr><tr><td>Tax</td><td>${usd(s.tax)}</td></tr><tr class="g"><td>Invoice total</td><td>${usd(s.total)}</td></tr><tr class="g"><td>Amount due</td><td>${usd(s.total)}</td></tr></table></div>
<p style="margin-top:6mm;color:#555">This invoice is for the items sold by ${esc(seller.name)} and fulfilled ${r.chance(0.5) ? `by ${esc(market)}` : 'by the seller'}. Items from other sellers in order ${orderNo} are invoiced separately.</p></div>`;
    return {
      html: page(BM_CSS, body),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // "Sold by": the third-party seller, not the marketplace that prints the invoice.
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'USD',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// An express carrier's duty and tax invoice

const DT_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.6px;color:#111;line-height:1.4;padding:0}
.band{background:var(--c);height:16mm;display:flex;align-items:center;justify-content:space-between;padding:0 12mm}
.band .b{font-size:24px;font-weight:900;font-style:italic;color:var(--k);letter-spacing:-1px}
.band h1{font-size:14px;color:var(--k);margin:0}
.pg{padding:5mm 12mm}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:6mm}
.cols table td{padding:1px 8px 1px 0}
.cols table td:first-child{color:#555}
.box{border:1px solid #999;padding:2mm;margin-top:3mm}
table.l{width:100%;margin-top:4mm}
table.l th{background:#eee;border-bottom:1px solid #999;text-align:right;padding:3px}
table.l td{padding:3px;text-align:right;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:50%}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1.5px solid #111}
.note{margin-top:5mm;font-size:7.8px;color:#444}
`;

export const dutyTaxInvoice: Layout = {
  name: 'express-duty-tax-invoice',
  render(r) {
    const brand = r.pick(['Velox Express', 'Swiftair', 'Jetline Express']);
    const ie = r.chance(0.3);
    const legal = ie ? `${brand} (Ireland) Limited` : `${brand} (UK) Limited`;
    const money = moneyOf({ sep: SEP.en, symbol: ie ? '€' : '£', position: 'before' });
    const vatRate = ie ? 23 : 20;
    const receiver = customer(r, ie ? 'IE' : 'GB', '', 0.5);
    const shipper = org5(r, r.pick(['CN', 'HK', 'KR'] as const), { form: 'always' });
    const origin =
      shipper.country === 'China' ? 'CN' : shipper.country === 'Hong Kong' ? 'HK' : 'KR';
    const issued = issueDate(r);
    const shipped = addDays(issued, -r.int(3, 8));
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const valueUsd = r.int(60, 2400) * 100 + r.pick([0, 0, 99, 50]);
    const fx = ie ? 0.86 + r.next() * 0.1 : 0.74 + r.next() * 0.08;
    const value = Math.round(valueUsd * fx);
    const freight = Math.round(value * 0.08);
    const dutyRate = r.pick([0, 2.7, 3.7, 4.5, 6.5, 12]);
    const duty = Math.round(((value + freight) * dutyRate) / 100);
    const importVat = Math.round(((value + freight + duty) * vatRate) / 100);
    const fee = Math.max(ie ? 1600 : 1100, Math.round((duty + importVat) * 0.025));
    const clearance = r.chance(0.3) ? r.pick([1500, 2500, 3500]) : 0;
    const outside: Line[] = [
      ...(duty ? [line(`Import duty (${dutyRate}%)`, 1, duty, 0)] : []),
      line(`Import VAT (${vatRate}%)`, 1, importVat, 0),
    ];
    const services: Line[] = [
      line('Duty & tax paid service fee', 1, fee, vatRate),
      ...(clearance ? [line('Additional customs clearance line', 1, clearance, vatRate)] : []),
    ];
    const s = sums([...outside, ...services]);
    const prefix = ie ? r.pick(['DUB', 'SNN', 'ORK']) : r.pick(['LHR', 'EMA', 'MAN', 'STN']);
    const number = `${prefix}${r.pick(['IR', 'DT', ''])}${r.digits(8)}`;
    const waybill = `${r.digits(10)}`;
    const mrn = `${issued.slice(2, 4)}${ie ? 'IE' : 'GB'}${r.alnum(14)}`;
    const colour = r.pick([
      ['#ffcc00', '#d40511'],
      ['#4d148c', '#ff6600'],
      ['#1d3c78', '#ffffff'],
    ] as const);
    const rows = [...outside, ...services]
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${entry.rate ? 'S' : 'O'}</td><td>${entry.rate}%</td><td>${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour[0]};--k:${colour[1]}">
<div class="band"><div class="b">${esc(brand.toUpperCase())}</div><h1>DUTY AND TAX INVOICE</h1></div>
<div class="pg"><div class="cols"><div><b>Bill to (receiver)</b><br>${lines([receiver.name, ...receiver.address])}${receiver.company && r.chance(0.5) ? `<br>EORI ${ie ? 'IE' : 'GB'}${r.digits(ie ? 8 : 12)}` : ''}</div>
<table><tr><td>Invoice number</td><td><b>${number}</b></td></tr><tr><td>Invoice date</td><td>${d(issued)}</td></tr><tr><td>Account number</td><td>${r.chance(0.7) ? 'IMPNA (non-account)' : r.digits(9)}</td></tr><tr><td>Waybill number</td><td>${waybill}</td></tr><tr><td>Payment due</td><td>${r.pick(['On receipt', d(addDays(issued, 14))])}</td></tr></table></div>
<div class="box cols"><table><tr><td>Shipper</td><td>${esc(shipper.name)}</td></tr><tr><td>Origin</td><td>${origin} – ${esc(shipper.place.city)}</td></tr><tr><td>Shipment date</td><td>${d(shipped)}</td></tr><tr><td>Pieces / weight</td><td>${r.int(1, 4)} / ${(r.int(3, 300) / 10).toFixed(1)} kg</td></tr></table>
<table><tr><td>Customs entry (MRN)</td><td>${mrn}</td></tr><tr><td>Declared value</td><td>USD ${num(valueUsd)}</td></tr><tr><td>Exchange rate</td><td>1 USD = ${fx.toFixed(4)} ${ie ? 'EUR' : 'GBP'}</td></tr><tr><td>Customs value</td><td>${money(value)} + freight ${money(freight)}</td></tr><tr><td>Commodity code</td><td>${r.digits(4)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}</td></tr></table></div>
<table class="l"><tr><th>Charge</th><th>VAT code</th><th>VAT rate</th><th>Amount</th></tr>${rows}</table>
<table class="t"><tr><td>Total excluding VAT</td><td>${money(s.net)}</td></tr><tr><td>VAT ${vatRate}% on service charges</td><td>${money(s.tax)}</td></tr><tr class="g"><td>Total amount due</td><td>${money(s.total)}</td></tr></table>
<div class="note">VAT code O: outside the scope of VAT – import duty and import VAT were paid to ${ie ? 'Revenue' : 'HMRC'} on your behalf; ${ie ? 'import VAT may be reclaimed in your VAT return with the customs entry as evidence' : 'VAT-registered importers may reclaim import VAT using their C79 certificate'}. VAT code S: standard rated.<br>Pay online at www.${brand.toLowerCase().replace(/\s+/g, '')}.${ie ? 'ie' : 'co.uk'}/pay with the waybill number, or by bank transfer to ${ie ? 'IBAN IE' + r.digits(2) + ' ' + r.letters(4) + ' ' + r.digits(4) + ' ' + r.digits(4) + ' ' + r.digits(4) + ' ' + r.digits(2) : `sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, account ${r.digits(8)}`} quoting ${number}. Your shipment will be released once paid.<br><br>${esc(legal)} · ${ie ? `Registered in Ireland no. ${r.int(100000, 599999)} · VAT ${TAX.vatIE(r)}` : `Registered in England no. ${TAX.companyGB(r)} · VAT ${TAX.vatGB(r)}`}</div></div></div>`;
    return {
      html: page(DT_CSS, body),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        // The printed "Total excluding VAT" (duty and import VAT are disbursements, outside the
        // scope) and the carrier's own VAT on its fees; the import VAT is not the invoice's VAT.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: ie ? 'EUR' : 'GBP',
      }),
      aliases: [brand],
    };
  },
};
