// Bills a business or a household gets from large providers: a cloud provider's monthly invoice
// (in the style of AWS: account number, billing period, a summary of charges, credits and tax, the
// detail by service, often over two pages), an app store's receipt (document and order numbers,
// tax-inclusive prices in Europe), a hotel's folio (arrival and departure, nightly charges, the
// payment as a credit, a VAT analysis), a US electricity bill (account summary with the previous
// balance, meter readings, delivery and supply charges, a remittance slip) and a UK mobile phone
// bill (account and bill numbers, charges excluding VAT, VAT at 20 %, an itemised call list).
import {
  addDays,
  esc,
  fmtDate,
  grossSums,
  issueDate,
  line,
  lines,
  moneyOf,
  num,
  page,
  PAGE_OF,
  pct,
  previousMonth,
  SEP,
  sums,
  time,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import { company, COUNTRIES, person, TAX, type CountryCode } from './people.ts';

const pageFooter = (left: string, side = '12mm') =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:7.5px;color:#555;width:100%;display:flex;justify-content:space-between;padding:0 ${side}"><span>${esc(left)}</span><span>Page ${PAGE_OF}</span></div>`;

// ---------------------------------------------------------------------------------------------
// Cloud provider

const CLOUDS = ['Stratus Web Services', 'Nimbus Cloud Platform', 'Cirrus Compute', 'Altocloud'];
const SERVICES = [
  ['Elastic Compute', 'On-demand instance hours', 'Hrs', 0.0116, 0.78],
  ['Object Storage', 'Standard storage', 'GB-Mo', 0.021, 0.025],
  ['Managed Database', 'Database instance hours', 'Hrs', 0.017, 1.36],
  ['Content Delivery Network', 'Data transfer out', 'GB', 0.02, 0.085],
  ['Load Balancing', 'Load balancer hours', 'Hrs', 0.0225, 0.0252],
  ['Data Transfer', 'Inter-region data transfer', 'GB', 0.01, 0.02],
  ['Monitoring', 'Custom metrics', 'Metrics', 0.1, 0.3],
  ['Key Management', 'Customer managed keys', 'Keys', 1, 1],
  ['DNS', 'Hosted zones', 'Zones', 0.5, 0.5],
  ['Serverless Functions', 'Requests', 'Requests (1M)', 0.2, 0.2],
  ['Container Registry', 'Storage', 'GB-Mo', 0.1, 0.1],
  ['Message Queue', 'Requests', 'Requests (1M)', 0.4, 0.5],
] as const;

const CLOUD_CSS = `
body{font-family:Arial,Helvetica,sans-serif;font-size:9.5px;color:#16191f;line-height:1.45}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.brand{font-size:18px;font-weight:bold;color:#232f3e}
.box{border:1px solid #aab7b8;padding:10px 12px;width:48%}
.box h2{font-size:12px;margin:0 0 6px}
.box td{padding:2px 10px 2px 0}
.box tr.due td{font-weight:bold;font-size:11px;padding-top:6px}
.cust{margin-top:16px}
.period{margin:18px 0 8px;font-weight:bold}
.greet{color:#545b64;margin-bottom:14px}
h3{font-size:12px;border-bottom:2px solid #232f3e;padding-bottom:3px;margin:16px 0 6px}
table.t{width:100%}
table.t td{padding:3px 4px;border-bottom:1px solid #eaeded}
table.t td.n{text-align:right;white-space:nowrap}
table.t tr.h td{font-weight:bold;background:#f2f3f3}
table.t tr.sub td{padding-left:18px;color:#545b64}
table.t tr.total td{font-weight:bold;border-top:2px solid #232f3e}
.fine{margin-top:18px;color:#545b64;font-size:8.5px}
`;

export const cloudBill: Layout = {
  name: 'cloud-monthly-bill',
  render(r) {
    const brand = r.pick(CLOUDS);
    const code = r.pick<CountryCode>(['US', 'US', 'US', 'DE', 'FR', 'NL', 'GB', 'IE']);
    const eu = code !== 'US';
    const legal = eu
      ? code === 'GB'
        ? `${brand} UK Limited`
        : `${brand} EMEA SARL`
      : `${brand}, Inc.`;
    const legalAddress = eu
      ? code === 'GB'
        ? '1 Principal Place, Worship Street, London EC2A 2FA, United Kingdom'
        : '38 Avenue John F. Kennedy, L-1855 Luxembourg'
      : '410 Terry Avenue North, Seattle, WA 98109-5210, United States';
    const buyer = company(r, code, { form: 'always' });
    const invoiceDate = issueDate(r).slice(0, 8) + String(r.int(1, 3)).padStart(2, '0');
    const [first, last] = previousMonth(invoiceDate);
    const due = addDays(invoiceDate, 30);
    const dateOf = (iso: string) => fmtDate(iso, 'MMMM D, YYYY');
    const currency = eu && r.chance(0.4) ? (code === 'GB' ? 'GBP' : 'EUR') : 'USD';
    const symbol = { USD: '$', EUR: '€', GBP: '£' }[currency];
    const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
    const number = eu
      ? `EUIN${code}${invoiceDate.slice(2, 4)}-${r.digits(7)}`
      : String(r.int(1_000_000_000, 2_999_999_999));
    const account = `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`;
    const services = r.some(SERVICES, r.int(3, SERVICES.length));
    const usage = services.map(([service, detail, unit, low, high]) => {
      const rate = low + r.next() * (high - low);
      const quantity = Math.round(
        unit === 'Hrs' ? r.int(50, 2200) : unit.startsWith('GB') ? r.int(5, 9000) : r.int(1, 80),
      );
      const cents = Math.max(1, Math.round(quantity * rate * 100));
      return { service, detail, unit, rate, quantity, cents };
    });
    const charges = usage.reduce((sum, item) => sum + item.cents, 0);
    const credits = r.chance(0.3) ? Math.min(charges, r.pick([2500, 5000, 10000, 30000])) : 0;
    const reverse = eu && code !== 'GB' && r.chance(0.4);
    const rate = eu
      ? ({ DE: 19, FR: 20, NL: 21, GB: 20, IE: 23 } as Record<string, number>)[code]!
      : r.chance(0.5)
        ? 0
        : r.pick([6, 7.25, 8.25, 8.875, 10.25]);
    const items: Line[] = [line('charges', 1, charges, reverse ? 0 : rate)];
    const s = sums(items, { discount: credits });
    const taxShown = eu || rate > 0;
    const logo = drawLogo(r, r.chance(0.5) ? brand : null, {
      colour: '#ff9900',
      initialsOf: brand,
    });
    // The brand in the header as text, or only in the logo (it is in the text further down).
    const brandText = !r.chance(0.3);
    const per: Record<string, string> = {
      Hrs: 'hour',
      'GB-Mo': 'GB-month',
      GB: 'GB',
      Metrics: 'metric-month',
      Keys: 'key-month',
      Zones: 'hosted zone',
      'Requests (1M)': 'million requests',
    };
    const detail = usage
      .map(
        (item) =>
          `<tr class="h"><td>${esc(item.service)}</td><td></td><td class="n">${m(item.cents)}</td></tr><tr class="sub"><td>${esc(item.detail)}: ${symbol}${item.rate.toFixed(4)} per ${esc(per[item.unit] ?? item.unit)}</td><td class="n">${num(item.quantity * 100).replace(/\.00$/, '')} ${esc(item.unit)}</td><td class="n">${m(item.cents)}</td></tr>`,
      )
      .join('');
    const taxLabel = reverse ? 'VAT 0% (reverse charge)' : eu ? `VAT ${pct(rate)}` : 'Tax';
    const body = `
<div class="top"><div>${img(logo, 'max-height:44px')}${brandText ? `<div class="brand">${esc(brand)}</div>` : ''}</div>
<div class="box"><h2>Invoice Summary</h2><table><tr><td>Invoice Number:</td><td>${number}</td></tr><tr><td>Invoice Date:</td><td>${dateOf(invoiceDate)}</td></tr><tr class="due"><td>TOTAL AMOUNT DUE ON ${dateOf(due)}</td><td>${m(s.total)}</td></tr></table></div></div>
<div class="cust">Account number:<br><b>${account}</b><br><br>Bill to Address:<br>${lines([buyer.name, `ATTN: ${buyer.contact}`, ...buyer.address, buyer.country.name])}${reverse ? `<br>VAT Registration Number: ${code === 'DE' ? TAX.ustId(r) : code === 'FR' ? `FR${r.digits(11)}` : code === 'NL' ? TAX.btwNL(r) : TAX.vatIE(r)}` : ''}</div>
<div class="period">This invoice is for the billing period ${fmtDate(first, 'MMMM D')} - ${dateOf(last)}</div>
<div class="greet">Greetings from ${esc(brand)}, we're writing to provide you with an electronic invoice for your use of ${esc(brand)} services. Additional information about your bill, individual service charge details, and your account history are available on the Account Activity Page.</div>
<h3>Summary</h3>
<table class="t"><tr class="h"><td>${esc(brand)} Service Charges</td><td class="n">${m(s.total)}</td></tr>
<tr class="sub"><td>Charges</td><td class="n">${m(charges)}</td></tr>
${credits ? `<tr class="sub"><td>Credits</td><td class="n">${m(-credits)}</td></tr>` : ''}
${taxShown ? `<tr class="sub"><td>${taxLabel}</td><td class="n">${m(s.tax)}</td></tr>` : ''}
<tr class="total"><td>Total for this invoice</td><td class="n">${m(s.total)}</td></tr></table>
<h3>Detail</h3>
<table class="t">${detail}
${credits ? `<tr class="h"><td>Credits</td><td>Promotional credit</td><td class="n">${m(-credits)}</td></tr>` : ''}
${taxShown ? `<tr class="h"><td>${taxLabel}</td><td></td><td class="n">${m(s.tax)}</td></tr>` : ''}</table>
<div class="fine">${reverse ? 'Reverse charge: VAT to be accounted for by the recipient as per Article 196 of Council Directive 2006/112/EC.<br>' : ''}${currency === 'USD' && eu ? 'Amounts are billed in US Dollars. ' : ''}Service provider: ${esc(legal)}, ${esc(legalAddress)}.${eu ? ` VAT Registration Number: ${code === 'GB' ? `GB${r.digits(9)}` : `LU${r.digits(8)}`}` : ''}</div>`;
    return {
      html: page(CLOUD_CSS, body),
      paper: {
        format: eu ? 'A4' : 'Letter',
        margin: ['12mm', '12mm', '14mm', '12mm'],
        footer: pageFooter(`${brand} Invoice ${number}`),
      },
      truth: truthOf({
        invoiceNumber: number,
        date: invoiceDate,
        vendor: brand,
        amount: s.net,
        taxAmount: taxShown ? s.tax : null,
        total: s.total,
        currency,
      }),
      aliases: [legal],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// App store receipt

const APPS = [
  ['Lumen – Photo Editor', 'Lumen Pro (Monthly)', 4.99],
  ['Pocket Ledger', 'Premium (1 Year)', 29.99],
  ['Trailhead Maps', 'Offline Maps (Annual)', 19.99],
  ['Cloud Storage 200 GB', 'Monthly', 2.99],
  ['Calmwave: Sleep & Focus', 'Premium (1 Year)', 59.99],
  ['Wordsmith Keyboard', 'Lifetime Unlock', 9.99],
  ['Fitloop Workouts', 'Pro Membership (Monthly)', 12.99],
  ['Stargazer 3D', 'In-App Purchase', 3.99],
  ['Duet Language', 'Super (6 Months)', 47.99],
  ['Notebox', 'Pro (Annual)', 14.99],
] as const;

const STORE_CSS = `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10px;color:#333;line-height:1.4}
.wrap{width:640px;margin:0 auto}
.top{display:flex;justify-content:space-between;align-items:center;margin:18px 0 18px}
h1{font-size:28px;font-weight:600;color:#666;margin:0}
.info{background:#fafafa;border:1px solid #eee;border-radius:3px;display:grid;grid-template-columns:1fr 1fr 1fr;font-size:9.5px}
.info>div{padding:8px 10px;border-right:1px solid #eee}
.info>div>div{margin-bottom:8px}
.info small{display:block;color:#666;font-size:8px;text-transform:uppercase}
.sect{background:#fafafa;border:1px solid #eee;padding:5px 10px;font-weight:600;margin-top:16px;font-size:12px}
table.items{width:100%}
table.items td{padding:10px;border-bottom:1px solid #eee;vertical-align:top}
table.items td.n{text-align:right;font-weight:600;white-space:nowrap}
.icon{width:42px;height:42px;border-radius:9px}
table.items small{display:block;color:#666}
table.items a{color:#0070c9;font-size:9px}
table.tot{width:100%}
table.tot td{padding:6px 10px;text-align:right}
table.tot td:first-child{color:#666;font-size:9px;text-transform:uppercase}
table.tot tr.big td{font-size:13px;font-weight:600;color:#333;border-top:1px solid #eee}
.foot{margin-top:28px;color:#888;font-size:8.5px;text-align:center;line-height:1.7}
`;

export const appStoreReceipt: Layout = {
  name: 'app-store-receipt',
  render(r) {
    const brand = r.pick(['Orchard', 'Pomelo', 'Quince']);
    const code = r.pick<CountryCode>(['US', 'GB', 'DE', 'FR', 'IE', 'AU', 'NL']);
    const table: Record<string, [string, string, number, string, string]> = {
      US: ['USD', '$', r.pick([0, 6.25, 7, 8.875, 9.5]), 'Tax', 'MMM D, YYYY'],
      GB: ['GBP', '£', 20, 'VAT charged at 20%', 'D MMM YYYY'],
      DE: ['EUR', '€', 19, 'VAT charged at 19%', 'DD.MM.YYYY'],
      FR: ['EUR', '€', 20, 'VAT charged at 20%', 'D MMM YYYY'],
      IE: ['EUR', '€', 23, 'VAT charged at 23%', 'D MMM YYYY'],
      NL: ['EUR', '€', 21, 'VAT charged at 21%', 'D MMM YYYY'],
      AU: ['AUD', '$', 10, 'GST charged at 10%', 'D MMM YYYY'],
    };
    const [currency, symbol, rate, taxLabel, pattern] = table[code]!;
    const legal =
      code === 'US'
        ? `${brand} Inc.`
        : code === 'AU'
          ? `${brand} Pty Limited`
          : `${brand} Distribution International Ltd.`;
    const legalAddress =
      code === 'US'
        ? 'One Orchard Way, Cupertino, CA 95014'
        : code === 'AU'
          ? 'Level 3, 20 Martin Place, Sydney NSW 2000, Australia'
          : 'Hollyhill Industrial Estate, Hollyhill, Cork, Republic of Ireland';
    const buyer = person(r, code);
    const issued = issueDate(r);
    const m = moneyOf(
      code === 'DE' || code === 'FR' || code === 'NL'
        ? { sep: SEP.de, symbol, position: code === 'NL' ? 'before-space' : 'after-space' }
        : { sep: SEP.en, symbol, position: 'before' },
    );
    const bought = r.some(APPS, r.int(1, 3));
    const inclusive = code !== 'US';
    const items = bought.map(([app, product, usd]) =>
      line(app, 1, Math.round(usd * 100), rate, { detail: product }),
    );
    const s = inclusive ? grossSums(items) : sums(items);
    const taxShown = inclusive || rate > 0;
    const order = `M${r.letters(1)}${r.alnum(8)}`;
    const documentNo = r.digits(12);
    const card = `${r.pick(['Visa', 'Mastercard', 'Amex'])} •••• ${r.digits(4)}`;
    const logo = drawLogo(r, null, { colour: '#111111', initialsOf: brand, height: 30 });
    const rows = items
      .map((item) => {
        const icon = drawLogo(r, null, { initialsOf: item.description, height: 42 });
        const renews =
          item.detail?.includes('Monthly') ||
          item.detail?.includes('Year') ||
          item.detail?.includes('Annual');
        return `<tr><td style="width:52px"><img class="icon" src="${icon.src}" alt=""></td><td><b>${esc(item.description)}</b><small>${esc(item.detail ?? '')}</small>${renews ? `<small>Renews ${fmtDate(addDays(issued, item.detail?.includes('Monthly') ? 30 : 365), pattern)}</small>` : ''}<a>Write a Review</a> | <a>Report a Problem</a></td><td class="n">${m(item.amount)}</td></tr>`;
      })
      .join('');
    const body = `<div class="wrap">
<div class="top"><h1>Receipt</h1>${img(logo)}</div>
<div class="info"><div><div><small>${brand} ID</small>${esc(buyer.email)}</div></div>
<div><div><small>Billed to</small>${lines([card, buyer.name, ...buyer.address, buyer.country.name])}</div></div>
<div><div><small>Date</small>${fmtDate(issued, pattern)}</div><div><small>Order ID</small>${order}</div><div><small>Document No.</small>${documentNo}</div></div></div>
<div class="sect">App Store</div>
<table class="items">${rows}</table>
<table class="tot">${taxShown ? `<tr><td>Subtotal</td><td>${m(s.net)}</td></tr><tr><td>${taxLabel}</td><td>${m(s.tax)}</td></tr>` : ''}<tr class="big"><td>TOTAL</td><td>${m(s.total)}</td></tr></table>
<div class="foot">Privacy: We use a Subscriber ID to provide reports to developers.<br>Learn how to manage your password preferences for purchases.<br>${brand} ID Summary • Purchase History • Terms of Sale • Privacy Policy<br>Copyright © ${issued.slice(0, 4)} ${esc(legal)} ${esc(legalAddress)}${code !== 'US' && code !== 'AU' ? ` VAT ID: IE${r.digits(7)}${r.letters(1)}` : ''}<br>All rights reserved</div></div>`;
    return {
      html: page(STORE_CSS, body),
      paper: { format: code === 'US' ? 'Letter' : 'A4', margin: ['10mm', '10mm', '10mm', '10mm'] },
      truth: truthOf({
        invoiceNumber: documentNo,
        date: issued,
        vendor: legal,
        amount: taxShown ? s.net : null,
        taxAmount: taxShown ? s.tax : null,
        total: s.total,
        currency,
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Hotel folio

const HOTEL_CSS = `
body{font-family:"Courier New","Liberation Mono",monospace;font-size:9.5px;color:#111;line-height:1.35}
.brand{text-align:center;margin-bottom:14px;font-family:"Liberation Serif",Georgia,serif}
.brand .name{font-size:20px;letter-spacing:0.5px}
.brand .addr{font-size:9px;color:#444}
.head{display:flex;justify-content:space-between;margin-top:10px}
.meta td{padding:0 4px}
.title{text-align:center;font-size:13px;font-weight:bold;margin:16px 0 8px;letter-spacing:2px}
table.f{width:100%;border-top:1px solid #000;border-bottom:1px solid #000}
table.f th{text-align:left;border-bottom:1px solid #000;padding:3px 4px}
table.f th.n,table.f td.n{text-align:right}
table.f td{padding:2px 4px}
table.f tr.t td{border-top:1px solid #000;font-weight:bold}
table.vat{margin-top:14px;width:60%}
table.vat th{text-align:right;border-bottom:1px solid #000;padding:2px 6px}
table.vat td{text-align:right;padding:2px 6px}
table.vat th:first-child,table.vat td:first-child{text-align:left}
.sign{margin-top:30px;display:flex;justify-content:space-between;font-size:8.5px}
.sign div{width:45%;border-top:1px solid #000;padding-top:3px}
.legal{margin-top:26px;text-align:center;font-size:8px;color:#444;font-family:Arial,Helvetica,sans-serif}
`;

export const hotelFolio: Layout = {
  name: 'hotel-folio',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'DE', 'IE', 'NL']);
    const stem = r.pick(COUNTRIES[code].stems);
    const hotel = r.pick([
      `The ${stem} Hotel`,
      `${stem} Grand Hotel`,
      `Hotel ${stem}`,
      `${stem} House Hotel & Spa`,
    ]);
    const owner = company(r, code, {
      form: 'always',
      trades: ['Hospitality', 'Hotels', 'Leisure'],
    });
    const legal = `${stem} ${r.pick(['Hospitality', 'Hotels', 'Hotel Operations'])} ${code === 'DE' ? 'GmbH' : code === 'NL' ? 'B.V.' : 'Limited'}`;
    const guest = person(
      r,
      code === 'GB' || code === 'IE' ? code : r.pick<CountryCode>(['GB', 'US', 'DE']),
    );
    const guestCompany = r.chance(0.4) ? company(r, guest.country.code, { avoid: stem }) : null;
    const departure = issueDate(r);
    const nights = r.int(1, 6);
    const arrival = addDays(departure, -nights);
    const ymd = r.chance(0.5);
    const dateOf = (iso: string) => fmtDate(iso, ymd ? 'DD-MM-YY' : 'DD/MM/YYYY');
    const rates: Record<string, { room: number; food: number; bar: number }> = {
      GB: { room: 20, food: 20, bar: 20 },
      IE: { room: 13.5, food: 13.5, bar: 23 },
      DE: { room: 7, food: 19, bar: 19 },
      NL: { room: 9, food: 9, bar: 21 },
    };
    const vat = rates[code]!;
    const currency = code === 'GB' ? 'GBP' : 'EUR';
    const roomRate = r.int(79, 289) * 100;
    const charges: Line[] = [];
    for (let night = 0; night < nights; night += 1) {
      const day = addDays(arrival, night);
      charges.push(line('Accommodation', 1, roomRate, vat.room, { date: day }));
      if (r.chance(0.6))
        charges.push(
          line('Breakfast', 1, r.int(14, 28) * 100 + r.pick([0, 50]), vat.food, {
            date: addDays(day, 1),
          }),
        );
      if (r.chance(0.35))
        charges.push(
          line(
            r.pick(['Restaurant', 'Bar', 'Room Service', 'Minibar']),
            1,
            r.int(600, 9800),
            vat.bar,
            { date: day },
          ),
        );
      if (r.chance(0.15))
        charges.push(line('Parking', 1, r.int(12, 30) * 100, vat.food, { date: day }));
    }
    const s = grossSums(charges);
    const folio = String(r.int(100000, 999999));
    const invoice =
      code === 'DE' || code === 'NL' || r.chance(0.5) ? `${r.int(10, 99)}${r.digits(5)}` : null;
    const room = String(r.int(101, 618));
    const m = (cents: number) => num(cents, code === 'GB' || code === 'IE' ? SEP.en : SEP.de);
    const { logo, only } = sellerLogo(r, hotel, { only: 0.3, any: 0.4, mono: r.chance(0.5) });
    const rows = charges
      .map(
        (item) =>
          `<tr><td>${dateOf(item.date!)}</td><td>${esc(item.description)}</td><td class="n">${m(item.amount)}</td><td class="n"></td></tr>`,
      )
      .join('');
    const card = `${r.pick(['Visa', 'MasterCard', 'American Express'])} XXXXXXXXXXXX${r.digits(4)}`;
    const vatRows = s.taxes
      .map(
        (row) =>
          `<tr><td>VAT ${pct(row.rate)}</td><td>${m(row.base)}</td><td>${m(row.tax)}</td><td>${m(row.gross)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="brand">${logo ? `${img(logo, 'max-height:60px')}<br>` : ''}${only ? '' : `<div class="name">${esc(hotel.toUpperCase())}</div>`}<div class="addr">${esc(owner.address.join(' · '))} · Tel ${esc(owner.phone)} · ${esc(owner.website)}</div></div>
<div class="head"><div>${lines([guest.name, guestCompany?.name, ...(guestCompany?.address ?? guest.address), (guestCompany ?? guest).country.name])}</div>
<table class="meta"><tr><td>Room No.</td><td>: ${room}</td></tr><tr><td>Arrival</td><td>: ${dateOf(arrival)}</td></tr><tr><td>Departure</td><td>: ${dateOf(departure)}</td></tr>${invoice ? `<tr><td>Invoice No.</td><td>: ${invoice}</td></tr>` : ''}<tr><td>Folio No.</td><td>: ${folio}</td></tr><tr><td>Conf. No.</td><td>: ${r.digits(8)}</td></tr><tr><td>Cashier</td><td>: ${r.pick(['JSMITH', 'AKOWAL', 'FRONT1', 'MWEBER', 'NIGHT'])}</td></tr><tr><td>Date</td><td>: ${dateOf(departure)}</td></tr><tr><td>Page No.</td><td>: 1 of 1</td></tr></table></div>
<div class="title">${invoice ? 'INVOICE' : 'GUEST FOLIO'}</div>
<table class="f"><tr><th>Date</th><th>Description</th><th class="n">Charges</th><th class="n">Credits</th></tr>${rows}
<tr><td>${dateOf(departure)}</td><td>${esc(card)}</td><td class="n"></td><td class="n">${m(s.total)}</td></tr>
<tr class="t"><td></td><td>Total</td><td class="n">${m(s.total)}</td><td class="n">${m(s.total)}</td></tr>
<tr><td></td><td><b>Balance</b></td><td class="n"></td><td class="n"><b>0.00 ${currency}</b></td></tr></table>
<table class="vat"><tr><th>VAT Analysis</th><th>Net</th><th>VAT</th><th>Gross</th></tr>${vatRows}<tr><td><b>Total</b></td><td><b>${m(s.net)}</b></td><td><b>${m(s.tax)}</b></td><td><b>${m(s.total)}</b></td></tr></table>
<div class="sign"><div>Guest Signature</div><div>I agree that my liability for this bill is not waived and I agree to be held personally liable in the event that the indicated person, company or association fails to pay any part or the full amount of these charges.</div></div>
${only ? '' : `<div class="legal">${esc(legal)} · ${code === 'GB' ? `Registered in England No. ${r.digits(8)} · VAT No. ${TAX.vatGB(r)}` : code === 'DE' ? `Amtsgericht ${r.pick(['Berlin-Charlottenburg', 'München', 'Hamburg'])} ${TAX.hrb(r)} · USt-IdNr. ${TAX.ustId(r)}` : code === 'NL' ? `KvK ${TAX.kvk(r)} · BTW ${TAX.btwNL(r)}` : `Registered in Ireland No. ${r.digits(6)} · VAT No. ${TAX.vatIE(r)}`}</div>`}`;
    return {
      html: page(HOTEL_CSS, body),
      paper: { format: 'A4', margin: ['14mm', '16mm', '14mm', '16mm'] },
      truth: truthOf({
        invoiceNumber: invoice ?? folio,
        date: departure,
        vendor: hotel,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency,
      }),
      ...(only ? {} : { aliases: [legal] }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// US electricity bill

const POWER_CSS = (accent: string) => `
body{font-family:Arial,Helvetica,sans-serif;font-size:9.5px;color:#222;line-height:1.4}
.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${accent};padding-bottom:8px}
.util{font-size:18px;font-weight:bold;color:${accent}}
.acct{border:1px solid ${accent};width:46%}
.acct td{padding:3px 8px}
.acct td:last-child{text-align:right;font-weight:bold}
.acct tr.due td{background:${accent};color:#fff;font-size:12px}
.cols{display:flex;gap:20px;margin-top:14px}
.cols>div{flex:1}
h3{background:${accent};color:#fff;font-size:10px;padding:3px 6px;margin:14px 0 4px}
table.s{width:100%}
table.s td{padding:2px 6px}
table.s td.n{text-align:right;white-space:nowrap}
table.s tr.b td{font-weight:bold;border-top:1px solid #999}
.chart{display:flex;align-items:flex-end;height:70px;gap:3px;border-bottom:1px solid #999;margin-top:6px}
.chart div{flex:1;background:${accent}88}
.chart div.now{background:${accent}}
.months{display:flex;gap:3px;font-size:7px;color:#666}
.months span{flex:1;text-align:center}
table.meter{width:100%;font-size:8.5px}
table.meter th{text-align:left;border-bottom:1px solid #999}
.slip{margin-top:20px;border-top:1px dashed #000;padding-top:10px;display:flex;justify-content:space-between}
.slip table td{padding:2px 8px;border:1px solid #999}
.fine{font-size:8px;color:#555;margin-top:10px}
`;

export const electricityBill: Layout = {
  name: 'electricity-bill-us',
  render(r) {
    const stem = r.pick(COUNTRIES.US.stems);
    const utility = r.pick([
      `${stem} Power & Light`,
      `${stem} Electric Cooperative`,
      `${stem} Energy`,
      `${stem} Electric Company`,
    ]);
    const accent = r.pick(['#004b87', '#00704a', '#c8102e', '#5c2d91', '#e87722']);
    const customerParty = person(r, 'US');
    const statement = issueDate(r);
    const due = addDays(statement, r.pick([18, 21, 25]));
    const [from] = previousMonth(statement);
    const readFrom = addDays(from, r.int(0, 5));
    const readTo = addDays(readFrom, r.int(28, 32));
    const dateOf = (iso: string) => fmtDate(iso, 'MMM D, YYYY');
    const short = (iso: string) => fmtDate(iso, 'MM/DD/YY');
    const m = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const kwh = r.int(280, 1900);
    const rates = {
      distribution: 0.04 + r.next() * 0.04,
      generation: 0.07 + r.next() * 0.06,
      transmission: 0.008 + r.next() * 0.01,
    };
    const lineItems: [string, number][] = [
      ['Customer charge', r.int(8, 16) * 100],
      [
        `Distribution ${num(kwh * 100).replace('.00', '')} kWh @ $${rates.distribution.toFixed(5)}`,
        Math.round(kwh * rates.distribution * 100),
      ],
      [
        `Generation ${num(kwh * 100).replace('.00', '')} kWh @ $${rates.generation.toFixed(5)}`,
        Math.round(kwh * rates.generation * 100),
      ],
      [
        `Transmission ${num(kwh * 100).replace('.00', '')} kWh @ $${rates.transmission.toFixed(5)}`,
        Math.round(kwh * rates.transmission * 100),
      ],
    ];
    if (r.chance(0.5)) lineItems.push(['Energy efficiency surcharge', r.int(50, 400)]);
    const net = lineItems.reduce((sum, [, cents]) => sum + cents, 0);
    const rate = r.chance(0.6) ? r.pick([4, 5, 6, 6.25, 7]) : 0;
    const tax = Math.round((net * rate) / 100);
    const current = net + tax;
    const previous = r.int(40, 260) * 100 + r.int(0, 99);
    const paidAll = r.chance(0.7);
    const payment = paidAll ? previous : Math.round(previous / 2);
    const forward = previous - payment;
    const totalDue = forward + current;
    const account = `${r.digits(4)} ${r.digits(3)} ${r.digits(3)}`;
    const invoiceNo = r.chance(0.4) ? r.digits(10) : null;
    const { logo, only } = sellerLogo(r, utility, { only: 0.3, any: 0.5, colour: accent });
    const history = Array.from({ length: 13 }, (_, index) =>
      index === 12 ? kwh : r.int(250, 1900),
    );
    const peak = Math.max(...history);
    const monthNames = Array.from({ length: 13 }, (_, index) =>
      fmtDate(addDays(statement, -30 * (12 - index)), 'MMM'),
    );
    const meter = r.digits(8);
    const previousRead = r.int(10000, 80000);
    const body = `
<div class="top"><div style="max-width:50%">${logo ? img(logo, 'max-height:54px;max-width:100%') : ''}${only ? '' : `<div class="util">${esc(utility)}</div>`}<div>Customer Service: 1-800-${r.digits(3)}-${r.digits(4)} · Outages: 1-800-${r.digits(3)}-${r.digits(4)}</div></div>
<table class="acct"><tr><td>Account Number</td><td>${account}</td></tr><tr><td>Statement Date</td><td>${dateOf(statement)}</td></tr>${invoiceNo ? `<tr><td>Invoice Number</td><td>${invoiceNo}</td></tr>` : ''}<tr><td>Due Date</td><td>${dateOf(due)}</td></tr><tr class="due"><td>Amount Due</td><td>${m(totalDue)}</td></tr></table></div>
<div class="cols"><div><b>Service for:</b><br>${lines([customerParty.name.toUpperCase(), ...customerParty.address.map((text) => text.toUpperCase())])}
<h3>Your Account Summary</h3><table class="s"><tr><td>Previous Balance</td><td class="n">${m(previous)}</td></tr><tr><td>Payment Received ${fmtDate(addDays(statement, -r.int(8, 20)), 'MMM D')} - Thank You</td><td class="n">-${m(payment)}</td></tr><tr><td>Balance Forward</td><td class="n">${m(forward)}</td></tr><tr><td>Current Charges</td><td class="n">${m(current)}</td></tr><tr class="b"><td>Total Amount Due</td><td class="n">${m(totalDue)}</td></tr></table>
${forward ? '<div class="fine">A late payment charge of 1.5% may be applied to balances not paid by the due date.</div>' : ''}</div>
<div><b>Your Monthly Electric Use (kWh)</b><div class="chart">${history.map((value, index) => `<div class="${index === 12 ? 'now' : ''}" style="height:${Math.round((value / peak) * 100)}%"></div>`).join('')}</div><div class="months">${monthNames.map((name) => `<span>${name}</span>`).join('')}</div>
<table class="meter" style="margin-top:8px"><tr><th>Meter</th><th>Read Dates</th><th>Previous</th><th>Current</th><th>Usage</th></tr><tr><td>${meter}</td><td>${short(readFrom)} - ${short(readTo)}</td><td>${previousRead}</td><td>${previousRead + kwh}</td><td>${kwh} kWh</td></tr></table>
<div class="fine">Billing period: ${short(readFrom)} to ${short(readTo)} (${Math.round((Date.parse(readTo) - Date.parse(readFrom)) / 86_400_000)} days) · Rate: Residential Service RS-1</div></div></div>
<h3>Electric Charges Detail</h3>
<table class="s">${lineItems.map(([label, cents]) => `<tr><td>${esc(label)}</td><td class="n">${m(cents)}</td></tr>`).join('')}
<tr class="b"><td>Total Electric Charges</td><td class="n">${m(net)}</td></tr>
${rate ? `<tr><td>State Sales Tax ${pct(rate)}</td><td class="n">${m(tax)}</td></tr>` : ''}
<tr class="b"><td>Total Current Charges</td><td class="n">${m(current)}</td></tr></table>
<div class="slip"><div>Please return this portion with your payment.<br>${only ? 'Make checks payable as shown on the reverse.' : `Make checks payable to ${esc(utility)}.`}<br><br>${lines([customerParty.name.toUpperCase(), ...customerParty.address.map((text) => text.toUpperCase())])}</div>
<table><tr><td>Account Number</td><td>${account}</td></tr><tr><td>Due Date</td><td>${dateOf(due)}</td></tr><tr><td>Amount Due</td><td><b>${m(totalDue)}</b></td></tr><tr><td>Amount Enclosed</td><td style="width:80px">$</td></tr></table></div>`;
    return {
      html: page(POWER_CSS(accent), body),
      paper: { format: 'Letter', margin: ['0.4in', '0.45in', '0.4in', '0.45in'] },
      truth: truthOf({
        invoiceNumber: invoiceNo,
        date: statement,
        vendor: utility,
        amount: net,
        taxAmount: rate ? tax : null,
        total: current,
        currency: 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// UK mobile phone bill

const MOBILE_CSS = (accent: string) => `
body{font-family:Arial,Helvetica,sans-serif;font-size:9.5px;color:#333;line-height:1.45}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.brand{font-size:20px;font-weight:bold;color:${accent}}
h1{font-size:22px;color:${accent};margin:20px 0 6px}
.meta td{padding:1px 0 1px 16px}
.meta td:first-child{color:#666}
.addr{margin-top:18px}
.total{background:${accent};color:#fff;padding:12px 16px;margin:20px 0;display:flex;justify-content:space-between;font-size:14px;font-weight:bold}
h2{font-size:12px;color:${accent};border-bottom:2px solid ${accent};padding-bottom:3px;margin:18px 0 6px}
table.s{width:100%}
table.s td{padding:4px 6px;border-bottom:1px solid #eee}
table.s td.n{text-align:right;white-space:nowrap}
table.s tr.b td{font-weight:bold;border-top:1px solid #999}
table.calls{width:100%;font-size:8px}
table.calls th{text-align:left;border-bottom:1px solid #999;padding:2px 4px}
table.calls td{padding:1px 4px}
table.calls td.n,table.calls th.n{text-align:right}
.brk{break-before:page}
.fine{font-size:8px;color:#666;margin-top:16px}
`;

export const mobileBill: Layout = {
  name: 'mobile-phone-bill-uk',
  render(r) {
    const stem = r.pick(['Kestrel', 'Skylark', 'Beacon', 'Lumo', 'Arden', 'Halo']);
    const brand = `${stem} ${r.pick(['Mobile', 'Mobile', 'Telecom', 'Connect'])}`;
    const legal = `${stem} Telecommunications UK Limited`;
    const accent = r.pick(['#e60000', '#1a1f71', '#00857c', '#5f259f', '#ff7900']);
    const buyer = r.chance(0.6) ? person(r, 'GB') : company(r, 'GB', { avoid: stem });
    const billDate = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'D MMMM YYYY');
    const short = (iso: string) => fmtDate(iso, 'D MMM');
    const m = moneyOf({ sep: SEP.en, symbol: '£', position: 'before' });
    const periodEnd = addDays(billDate, 29);
    const lines_: [string, number][] = [
      [
        `${r.pick(['Unlimited', '100GB', '30GB', 'Essentials 12GB'])} plan ${short(billDate)} – ${short(periodEnd)}`,
        r.int(10, 48) * 100 - r.pick([0, 1]),
      ],
    ];
    if (r.chance(0.5))
      lines_.push([`Device plan (${r.int(2, 35)} of 36)`, r.int(12, 55) * 100 - 1]);
    if (r.chance(0.4)) lines_.push(['Roaming add-on', r.int(2, 12) * 100]);
    const extras = r.chance(0.5);
    if (extras) lines_.push(['Calls and texts outside your allowance', r.int(15, 900)]);
    if (r.chance(0.3)) lines_.push(['Loyalty discount', -r.int(2, 8) * 100]);
    const gross = lines_.reduce((sum, [, cents]) => sum + cents, 0);
    // The prices are quoted with VAT; the bill takes the VAT out.
    const net = Math.round((gross * 100) / 120);
    const vat = gross - net;
    const previous = r.int(15, 90) * 100 + r.int(0, 99);
    const paid = r.chance(0.85) ? previous : 0;
    const toPay = previous - paid + gross;
    const account = `${r.int(1, 9)}-${r.digits(7)}`;
    const number = r.chance(0.5) ? r.digits(9) : `${r.letters(2)}${r.digits(8)}`;
    const phone = `07${r.digits(3)} ${r.digits(6)}`;
    const { logo, only } = sellerLogo(r, brand, { only: 0.25, any: 0.6, colour: accent });
    const calls = Array.from({ length: r.int(10, 90) }, (_, index) => {
      const day = addDays(billDate, -r.int(1, 30));
      return [
        day,
        time(r),
        `07${r.digits(3)} ${r.digits(6)}`,
        r.pick(['Call', 'Call', 'Text', 'Picture msg']),
        `${r.int(0, 42)}:${String(r.int(0, 59)).padStart(2, '0')}`,
        extras && index % 5 === 0 ? r.int(5, 60) : 0,
      ] as const;
    }).sort((a, b) => (a[0] < b[0] ? -1 : 1));
    const body = `
<div class="top"><div>${logo ? img(logo, 'max-height:48px') : ''}${only ? '' : `<div class="brand">${esc(brand)}</div>`}</div>
<table class="meta"><tr><td>Bill date</td><td>${dateOf(billDate)}</td></tr><tr><td>Account number</td><td>${account}</td></tr><tr><td>Bill number</td><td>${number}</td></tr><tr><td>Your number</td><td>${phone}</td></tr></table></div>
<div class="addr">${lines([buyer.company ? `${buyer.contact}` : `${r.pick(['Mr', 'Ms', 'Mrs', 'Dr'])} ${buyer.name}`, buyer.company ? buyer.name : null, ...buyer.address])}</div>
<h1>Your bill</h1>
<div class="total"><span>Total to pay</span><span>${m(toPay)}</span></div>
<h2>Your bill summary</h2>
<table class="s"><tr><td>Previous bill</td><td class="n">${m(previous)}</td></tr><tr><td>Payment received${paid ? `, ${short(addDays(billDate, -r.int(10, 20)))} – thank you` : ''}</td><td class="n">-${m(paid)}</td></tr><tr><td>Balance brought forward</td><td class="n">${m(previous - paid)}</td></tr><tr><td>This month's charges</td><td class="n">${m(gross)}</td></tr><tr class="b"><td>Total to pay</td><td class="n">${m(toPay)}</td></tr></table>
<div class="fine">We'll collect ${m(toPay)} by Direct Debit from your bank account on or after ${dateOf(addDays(billDate, 14))}.</div>
<h2>This month's charges</h2>
<table class="s">${lines_.map(([label, cents]) => `<tr><td>${esc(label)}</td><td class="n">${m(cents)}</td></tr>`).join('')}
<tr class="b"><td>Total charges excluding VAT</td><td class="n">${m(net)}</td></tr><tr><td>VAT at 20%</td><td class="n">${m(vat)}</td></tr><tr class="b"><td>Total charges including VAT</td><td class="n">${m(gross)}</td></tr></table>
<div class="fine">${only ? '' : `${esc(legal)}. `}Registered in England and Wales No. ${r.digits(8)}. Registered office: ${r.int(1, 200)} ${r.pick(['Bath Road', 'Kingsway', 'Paddington Basin', 'Great West Road'])}, ${r.pick(['Slough SL1 3UF', 'London WC2B 6TH', 'Brentford TW8 9DF'])}. VAT No. ${TAX.vatGB(r)}</div>
<div class="brk"></div>
<h2>Itemised calls and messages – ${phone}</h2>
<table class="calls"><tr><th>Date</th><th>Time</th><th>Number</th><th>Type</th><th>Duration</th><th class="n">Cost</th></tr>${calls.map(([day, at, number_, kind, duration, cost]) => `<tr><td>${fmtDate(day, 'DD/MM')}</td><td>${at}</td><td>${number_}</td><td>${kind}</td><td>${kind === 'Call' ? duration : ''}</td><td class="n">${cost ? m(cost) : 'Included'}</td></tr>`).join('')}</table>`;
    return {
      html: page(MOBILE_CSS(accent), body),
      paper: {
        format: 'A4',
        margin: ['14mm', '14mm', '16mm', '14mm'],
        footer: pageFooter(`Bill number ${number} · ${dateOf(billDate)}`, '14mm'),
      },
      truth: truthOf({
        invoiceNumber: number,
        date: billDate,
        vendor: brand,
        amount: net,
        taxAmount: vat,
        total: gross,
        currency: 'GBP',
      }),
      ...(only ? {} : { aliases: [legal] }),
      logoOnly: only,
    };
  },
};
