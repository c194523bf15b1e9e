// Set 6's invoices set apart by how the page is made rather than by country: a wholesaler's
// invoice over two pages whose totals are only on the second (the first ends "Continued on page
// 2", the second repeats the number and "continued" in its heading), a distributor's invoice on a
// landscape sheet with a wide table (article numbers, discounts, VAT per line, the VAT summary by
// rate) and a paid invoice with a diagonal "PAID" watermark across the page and a rubber stamp
// (paid, the date, the means and the amount) pressed over the totals.
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
  type Sums,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import {
  BIC,
  canadaTaxes,
  CATALOG,
  company,
  customer,
  iban,
  stemOf,
  TAX,
  type CountryCode,
} from './people.ts';
import { catalog } from './set4-parties.ts';
import { pastDate } from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Two pages, the totals on the second

const FOOD = catalog(
  'Chicken breast fillets 5kg|28|42; Basmati rice 10kg|14|22; Sunflower oil 20L|28|46; Chopped tomatoes 2.5kg tin|3|5; Plain flour 16kg|11|17; Cheddar cheese block 5kg|29|44; Frozen chips 2.5kg|4|7; Whole milk 2L|1|2; Free range eggs (tray 30)|6|10; Caster sugar 5kg|5|8; Penne pasta 3kg|4|7; Paper napkins 2ply (2000)|12|19; Cling film 450mm x 300m|9|15; Nitrile gloves L (100)|4|8; Washing up liquid 5L|6|11; Coffee beans 1kg|14|24; Tea bags (1100)|17|26; Bin liners heavy duty (200)|14|24; Butter 250g (x40)|58|82; Double cream 2L|6|10; Beef mince 5kg|29|45; Salmon fillets 2kg|28|46; Mixed salad leaves 1kg|4|8; Lemons (box 80)|14|22',
);
const ZERO_RATED =
  /Chicken|rice|oil|tomatoes|flour|Cheddar|chips|milk|eggs|sugar|pasta|Butter|cream|Beef|Salmon|salad|Lemons|Tea bags|Coffee/;

const TWO_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.2px;color:#1a1a1a;line-height:1.35}
.sheet{position:relative;height:var(--h);padding:12mm 13mm 0;overflow:hidden}
.sheet+.sheet{break-before:page}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid var(--c);padding-bottom:2mm}
.hd .n{font-size:16px;font-weight:bold;color:var(--c)}
h1{font-size:17px;margin:0;text-align:right}
.small-hd{display:flex;justify-content:space-between;border-bottom:1px solid var(--c);padding-bottom:1.5mm;font-size:9px}
.cols{display:flex;gap:6mm;margin-top:3mm}
.cols>div{flex:1;border:1px solid #bbb;padding:1.5mm 2mm}
.lb{font-weight:bold;color:#555}
table.meta{width:100%;margin-top:3mm;border:1px solid #bbb}
table.meta td{border:1px solid #bbb;padding:1mm 1.5mm}
table.meta td small{display:block;color:#666;font-size:6.6px}
table.l{width:100%;margin-top:3mm}
table.l th{background:#eee;border-bottom:1px solid #555;padding:2px;text-align:right}
table.l td{padding:0 2px;height:5.4mm;border-bottom:1px solid #eee;text-align:right}
table.l th:nth-child(-n+2),table.l td:nth-child(-n+2){text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:46%}
table.t td{padding:1.5px 3px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:10.5px;border-top:1.5px solid #1a1a1a}
.foot{position:absolute;left:13mm;right:13mm;bottom:9mm;display:flex;justify-content:space-between;border-top:1px solid #999;padding-top:1.5mm;font-size:7.6px}
`;

export const twoPageInvoice: Layout = {
  name: 'two-page-continued-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'US', 'AU']);
    const seller = company(r, code, {
      form: 'always',
      trades:
        code === 'GB'
          ? ['Catering Supplies', 'Foodservice', 'Wholesale']
          : ['Foodservice', 'Food Distributors', 'Wholesale Foods'],
    });
    const buyer = company(r, code, {
      avoid: stemOf(seller),
      trades: ['Kitchen', 'Bistro', 'Café', 'Hotel', 'Catering'],
    });
    const issued = pastDate(r);
    const us = code === 'US';
    const money = moneyOf({ sep: SEP.en, symbol: code === 'GB' ? '£' : '$', position: 'before' });
    const plain = moneyOf({ sep: SEP.en, symbol: '', position: 'before' });
    const salesTax = us ? r.pick([6, 7, 7.25, 8.25, 8.875]) : 0;
    const count = r.int(26, 40);
    const items: Line[] = Array.from({ length: count }, () => {
      const product = r.pick(FOOD);
      const exempt = ZERO_RATED.test(product.text);
      const rate =
        code === 'GB'
          ? exempt
            ? 0
            : 20
          : code === 'AU'
            ? exempt
              ? 0
              : 10
            : exempt
              ? 0
              : salesTax;
      return line(
        product.text,
        r.int(1, 12),
        Math.round((product.low + r.next() * (product.high - product.low)) * 100),
        rate,
        { sku: `${r.int(10, 99)}${r.digits(4)}` },
      );
    });
    const delivery = r.chance(0.4) ? r.pick([995, 1500, 2500]) : 0;
    const s = sums(items, { shipping: delivery });
    const number = r.pick([
      `${pad(r.int(1, 999999), 7)}`,
      `SI${r.digits(6)}`,
      `INV-${r.int(100000, 999999)}`,
    ]);
    const account = `${seller.stem.replace(/[^A-Z]/g, '').slice(0, 2)}${r.digits(5)}`;
    const dFmt = us ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
    const d = (iso: string) => fmtDate(iso, dFmt);
    const colour = r.pick(['#1f4e79', '#0b6e4f', '#7a1f3d', '#2c3e50']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.5, any: 0.5, colour });
    const first = r.int(18, 21);
    const row = (entry: Line) =>
      `<tr><td>${entry.sku}</td><td>${esc(entry.description)}${entry.rate === 0 && code !== 'US' ? ' *' : ''}</td><td>${entry.quantity}</td><td>${plain(entry.unit)}</td><td>${code === 'US' ? (entry.rate ? 'T' : '') : `${entry.rate}%`}</td><td>${plain(entry.amount)}</td></tr>`;
    const head = `<tr><th>Code</th><th>Description</th><th>Qty</th><th>Price</th><th>${code === 'US' ? 'Tax' : code === 'AU' ? 'GST' : 'VAT'}</th><th>Amount</th></tr>`;
    const label = code === 'GB' ? 'VAT' : code === 'AU' ? 'GST' : 'Sales tax';
    const taxRows = (sum: Sums) =>
      code === 'US'
        ? `<tr><td>Taxable subtotal</td><td>${money(sum.taxes.find((row_) => row_.rate > 0)?.base ?? 0)}</td></tr><tr><td>Sales tax ${salesTax}%</td><td>${money(sum.tax)}</td></tr>`
        : `${sum.taxes
            .filter((row_) => code === 'GB' || row_.rate > 0)
            .map(
              (row_) =>
                `<tr><td>${label} ${row_.rate}% on ${money(row_.base)}</td><td>${money(row_.tax)}</td></tr>`,
            )
            .join('')}<tr><td>Total ${label}</td><td>${money(sum.tax)}</td></tr>`;
    const title = code === 'GB' ? 'VAT INVOICE' : code === 'AU' ? 'TAX INVOICE' : 'INVOICE';
    const body = `<div style="--c:${colour};--h:${us ? '278mm' : '296mm'}">
<div class="sheet"><div class="hd"><div>${logo ? `${img(logo, 'max-height:46px')}<br>` : ''}${only ? '' : `<span class="n">${esc(seller.name)}</span><br>`}${lines([[...seller.address].join(', '), `Tel ${seller.phone} · ${seller.email}`, code === 'GB' ? `VAT Reg No ${TAX.vatGB(r)}` : code === 'AU' ? `ABN ${TAX.abn(r)}` : null])}</div><div><h1>${title}</h1><div style="text-align:right">No. <b>${esc(number)}</b></div></div></div>
<div class="cols"><div><span class="lb">Invoice to</span><br>${lines([buyer.name, ...buyer.address])}</div><div><span class="lb">Deliver to</span><br>${lines([buyer.name, r.pick(['Goods in', 'Kitchen entrance', 'Rear yard']), ...buyer.address])}</div></div>
<table class="meta"><tr><td><small>Invoice date</small>${d(issued)}</td><td><small>Account no.</small>${account}</td><td><small>Order no.</small>${r.pick(['', 'PO-'])}${r.digits(6)}</td><td><small>Delivery date</small>${d(addDays(issued, -r.int(0, 2)))}</td><td><small>Route / drop</small>${r.int(1, 40)} / ${r.int(1, 30)}</td><td><small>Terms</small>${r.pick(['30 days', '14 days', 'Net 30', 'EOM'])}</td></tr></table>
<table class="l">${head}${items.slice(0, first).map(row).join('')}</table>
<div class="foot"><span><b>Continued on page 2…</b></span><span>Invoice ${esc(number)} · Page 1 of 2</span></div></div>
<div class="sheet"><div class="small-hd"><span>${only ? '' : `${esc(seller.name)} · `}${title} ${esc(number)} (continued)</span><span>Account ${account} · ${d(issued)}</span></div>
<table class="l">${head}${items.slice(first).map(row).join('')}</table>
<table class="t"><tr><td>Goods total</td><td>${money(s.subtotal)}</td></tr>${delivery ? `<tr><td>Delivery charge</td><td>${money(delivery)}</td></tr>` : ''}<tr><td>Net total</td><td>${money(s.net)}</td></tr>${taxRows(s)}<tr class="g"><td>Invoice total</td><td>${money(s.total)}</td></tr></table>
${code !== 'US' ? `<p style="font-size:7.4px">* ${code === 'GB' ? 'Zero-rated for VAT' : 'GST-free supply'}.</p>` : ''}
<p style="font-size:7.6px;margin-top:4mm">${code === 'GB' ? `Payment by BACS to sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)} account ${r.digits(8)}, quoting account ${account}.` : code === 'AU' ? `EFT to BSB ${r.digits(3)}-${r.digits(3)} account ${r.digits(8)}, reference ${account}.` : `Remit to P.O. Box ${r.int(1000, 99999)}, ${seller.city}, ${seller.region} ${seller.postcode}. ACH routing ${r.digits(9)}.`} Goods remain our property until paid for in full. Claims for shortages within 24 hours of delivery.</p>
<div class="foot"><span>Thank you for your business</span><span>Invoice ${esc(number)} · Page 2 of 2</span></div></div></div>`;
    return {
      html: page(TWO_CSS, body),
      paper: { format: us ? 'Letter' : 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: code === 'GB' ? 'GBP' : code === 'AU' ? 'AUD' : 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A landscape invoice

const PARTS = catalog(
  'Hydraulic hose DN12, 2-wire, per m|4|9; Ball valve DN25 brass PN40|9|22; Pressure gauge 0-16 bar, 63 mm|7|18; Hex bolt M12x60 DIN 933 8.8 (100 pcs)|14|29; Cable tie 4.8x300 black (100 pcs)|3|7; Safety gloves cut level C (pair)|3|8; Pneumatic fitting 8 mm push-in (10 pcs)|6|14; Bearing 6205-2RS|3|9; V-belt SPA 1250|6|15; Grease cartridge EP2 400 g|3|7; LED work light 40 W|18|45; Hose clamp 20-32 mm W2 (50 pcs)|9|19; Industrial wipes (roll 500)|14|28; Threadlocker medium strength 50 ml|8|16',
);

const LAND_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8px;color:#1b1b1b;line-height:1.35;padding:9mm 11mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:16px;font-weight:bold;color:var(--c)}
h1{font-size:20px;margin:0;color:var(--c)}
.row{display:flex;gap:8mm;margin-top:3mm}
.row>div{flex:1}
table.boxes{width:100%;margin-top:3mm;border:1px solid #999}
table.boxes td{border:1px solid #999;padding:1mm 1.5mm}
table.boxes td small{display:block;color:#666;font-size:6.4px;text-transform:uppercase}
table.l{width:100%;margin-top:3mm}
table.l th{background:var(--c);color:#fff;padding:2px 3px;text-align:right;font-weight:normal}
table.l td{padding:2px 3px;border-bottom:1px solid #e3e3e3;text-align:right}
table.l th:nth-child(2),table.l th:nth-child(3),table.l td:nth-child(2),table.l td:nth-child(3){text-align:left}
.bot{display:flex;justify-content:space-between;gap:8mm;margin-top:3mm}
table.v td,table.v th{padding:1.5px 5px;text-align:right;border-bottom:1px solid #ddd}
table.t td{padding:1.5px 5px;text-align:right}
table.t tr.g td{font-weight:bold;font-size:10px;border-top:1.5px solid #1b1b1b}
`;

const RATES: Partial<Record<CountryCode, [number, number]>> = {
  NL: [21, 9],
  DE: [19, 7],
  IT: [22, 10],
  ES: [21, 10],
  FR: [20, 5.5],
};

export const landscapeInvoice: Layout = {
  name: 'landscape-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['NL', 'DE', 'IT', 'ES', 'FR']);
    const [standard, reduced] = RATES[code]!;
    const seller = company(r, code, { form: 'always' });
    const buyer = company(r, code, { avoid: stemOf(seller), form: 'always' });
    const issued = pastDate(r);
    const money = moneyOf({ sep: SEP.en, symbol: '€', position: 'before' });
    const plain = moneyOf({ sep: SEP.en, symbol: '', position: 'before' });
    const items: Line[] = r.some(PARTS, r.int(3, 11)).map((product, index) => {
      const discount = r.chance(0.35) ? r.pick([5, 10, 15, 20]) : undefined;
      const rate = index > 0 && r.chance(0.12) ? reduced : standard;
      return line(
        product.text,
        r.int(1, 40),
        Math.round((product.low + r.next() * (product.high - product.low)) * 100),
        rate,
        {
          sku: `${r.int(100, 999)}.${r.digits(3)}.${r.digits(2)}`,
          uom: product.text.includes('per m') ? 'm' : r.pick(['pc', 'pc', 'set', 'box']),
          ...(discount ? { discount } : {}),
        },
      );
    });
    const freight = r.chance(0.5) ? r.pick([1250, 1950, 2500, 3900]) : 0;
    const s = sums(items, { shipping: freight });
    const number = r.pick([
      `${issued.slice(0, 4)}${pad(r.int(1, 99999), 5)}`,
      `RE-${r.int(100000, 999999)}`,
      `INV/${issued.slice(2, 4)}/${pad(r.int(1, 9999), 5)}`,
    ]);
    const d = (iso: string) =>
      fmtDate(iso, code === 'NL' ? 'DD-MM-YYYY' : code === 'DE' ? 'DD.MM.YYYY' : 'DD/MM/YYYY');
    const colour = r.pick(['#004f9f', '#b01e23', '#00704a', '#333f48']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.5, any: 0.5, colour });
    const vatId =
      code === 'DE'
        ? TAX.ustId(r)
        : code === 'NL'
          ? TAX.btwNL(r)
          : code === 'IT'
            ? `IT${TAX.pivaIT(r)}`
            : code === 'ES'
              ? `ES${TAX.nifES(r)}`
              : `FR${r.digits(2)}${TAX.siren(r)}`;
    const bank = iban(r, code as 'DE');
    const rows = items
      .map((entry, index) => {
        const tax = Math.round((entry.amount * entry.rate) / 100);
        return `<tr><td>${(index + 1) * 10}</td><td>${entry.sku}</td><td>${esc(entry.description)}</td><td>${entry.quantity}</td><td>${entry.uom}</td><td>${plain(entry.unit)}</td><td>${entry.discount ? `${entry.discount}%` : ''}</td><td>${plain(entry.amount)}</td><td>${entry.rate}%</td><td>${plain(tax)}</td><td>${plain(entry.amount + tax)}</td></tr>`;
      })
      .join('');
    const body = `<div style="--c:${colour}"><div class="hd"><div>${logo ? `${img(logo, 'max-height:46px')}<br>` : ''}${only ? '' : `<span class="n">${esc(seller.name)}</span><br>`}${esc([...seller.address, seller.country.name].join(' · '))}<br>Tel ${esc(seller.phone)} · ${esc(seller.email)} · VAT ID ${vatId}</div><div style="text-align:right"><h1>Invoice</h1>Original</div></div>
<div class="row"><div><b>Invoice address</b><br>${lines([buyer.name, `Attn. ${r.pick(['Accounts payable', buyer.contact])}`, ...buyer.address, buyer.country.name])}</div><div><b>Delivery address</b><br>${lines([buyer.name, r.pick(['Warehouse', 'Gate 3', 'Workshop']), ...buyer.address])}</div><div><b>Your VAT ID</b><br>${code === 'DE' ? TAX.ustId(r) : code === 'NL' ? TAX.btwNL(r) : code === 'IT' ? `IT${TAX.pivaIT(r)}` : code === 'ES' ? `ES${TAX.nifES(r)}` : `FR${r.digits(2)}${TAX.siren(r)}`}</div></div>
<table class="boxes"><tr><td><small>Invoice no.</small><b>${esc(number)}</b></td><td><small>Invoice date</small>${d(issued)}</td><td><small>Customer no.</small>${r.int(10000, 99999)}</td><td><small>Order no.</small>${r.int(400000, 499999)}</td><td><small>Your reference</small>${r.pick(['PO', 'BE', 'ORD'])}-${r.digits(5)}</td><td><small>Delivery note</small>${r.int(800000, 899999)}</td><td><small>Delivery date</small>${d(addDays(issued, -r.int(0, 4)))}</td><td><small>Payment terms</small>${r.pick(['30 days net', '14 days 2% discount, 30 days net', '60 days net'])}</td><td><small>Due date</small>${d(addDays(issued, 30))}</td></tr></table>
<table class="l"><tr><th>Pos.</th><th>Article no.</th><th>Description</th><th>Qty</th><th>Unit</th><th>Unit price</th><th>Disc.</th><th>Net amount</th><th>VAT</th><th>VAT amount</th><th>Gross amount</th></tr>${rows}${freight ? `<tr><td></td><td>FRT</td><td>Freight and packing</td><td>1</td><td></td><td>${plain(freight)}</td><td></td><td>${plain(freight)}</td><td>${standard}%</td><td>${plain(Math.round((freight * standard) / 100))}</td><td>${plain(freight + Math.round((freight * standard) / 100))}</td></tr>` : ''}</table>
<div class="bot"><div><table class="v"><tr><th>VAT rate</th><th>Net</th><th>VAT</th><th>Gross</th></tr>${s.taxes.map((row) => `<tr><td>${row.rate}%</td><td>${plain(row.base)}</td><td>${plain(row.tax)}</td><td>${plain(row.gross)}</td></tr>`).join('')}</table><p>Bank: IBAN ${bank} · BIC ${r.pick(BIC[code] ?? ['XXXXXX'])}<br>Please quote invoice no. ${esc(number)} with your payment.</p></div>
<table class="t"><tr><td>Net total</td><td>${money(s.net)}</td></tr><tr><td>VAT total</td><td>${money(s.tax)}</td></tr><tr class="g"><td>Invoice total EUR</td><td>${money(s.total)}</td></tr></table></div></div>`;
    return {
      html: page(LAND_CSS, body),
      paper: { format: 'A4', landscape: true },
      truth: truthOf({
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

// ---------------------------------------------------------------------------------------------
// A paid invoice: the watermark and the stamp

const PAID_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.8px;color:#222;line-height:1.5;padding:15mm 17mm;position:relative;min-height:245mm}
.wm{position:absolute;left:0;right:0;top:95mm;text-align:center;font-size:190px;font-weight:bold;color:rgba(192,57,43,.13);transform:rotate(-35deg);letter-spacing:10px;z-index:0}
.hd{display:flex;justify-content:space-between;align-items:flex-start;position:relative;z-index:1}
.hd .n{font-size:18px;font-weight:bold;color:var(--c)}
h1{font-size:24px;font-weight:300;margin:0;letter-spacing:2px}
.meta td{padding:1px 0 1px 12px;text-align:right}
.meta td:first-child{text-align:left;padding-left:0;color:#777}
.to{margin-top:8mm}
table.l{width:100%;margin-top:8mm;position:relative;z-index:1}
table.l th{text-align:right;border-bottom:2px solid var(--c);padding:4px;font-size:8px;text-transform:uppercase}
table.l td{text-align:right;padding:5px 4px;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
.tw{position:relative;margin-left:auto;width:50%;margin-top:4mm}
table.t{width:100%}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left;color:#555}
table.t tr.g td{font-weight:bold;font-size:12px;border-top:2px solid #222;color:#222}
.stamp{position:absolute;left:-22mm;top:2mm;transform:rotate(-11deg);border:3px double #b03a2e;color:#b03a2e;padding:2mm 4mm;text-align:center;font-family:"DejaVu Sans Mono",monospace;font-size:8.5px;line-height:1.35;opacity:.85;background:rgba(255,255,255,.35);border-radius:4px}
.stamp b{font-size:22px;letter-spacing:4px;display:block}
.ft{margin-top:12mm;font-size:7.8px;color:#666}
`;

export const paidWatermarkInvoice: Layout = {
  name: 'paid-watermark-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'GB', 'AU', 'CA', 'NZ']);
    const trade = r.chance(0.5);
    const seller = company(r, code, { form: r.chance(0.7) ? 'always' : 'never' });
    const buyer = customer(r, code, stemOf(seller), 0.3);
    const issued = pastDate(r, '2023-01-01', '2026-10-01');
    const paidOn = addDays(issued, r.int(2, 28));
    const cur = { US: 'USD', GB: 'GBP', AU: 'AUD', CA: 'CAD', NZ: 'NZD' }[code as 'US'];
    const money = moneyOf({ sep: SEP.en, symbol: code === 'GB' ? '£' : '$', position: 'before' });
    const items = r
      .some(trade ? CATALOG.tradeEn : CATALOG.servicesEn, r.int(2, 6))
      .map((product) => {
        const quantity = product.hours ? r.int(2, 32) / 2 : r.chance(0.7) ? 1 : r.int(2, 6);
        return line(
          product.text,
          quantity,
          product.hours
            ? r.int(product.low, product.high) * 100
            : Math.round((product.low + r.next() * (product.high - product.low)) * 100),
          0,
          product.hours ? { uom: 'hrs' } : {},
        );
      });
    const discountPercent = r.chance(0.2) ? r.pick([5, 10]) : undefined;
    const base = sums(items, discountPercent ? { discountPercent } : {});
    const rates =
      code === 'GB'
        ? [{ name: 'VAT', rate: 20 }]
        : code === 'AU'
          ? [{ name: 'GST', rate: 10 }]
          : code === 'NZ'
            ? [{ name: 'GST', rate: 15 }]
            : code === 'CA'
              ? canadaTaxes(seller.region, issued)
              : r.chance(0.5)
                ? [{ name: 'Sales tax', rate: r.pick([6, 7, 8.25, 8.875]) }]
                : [];
    const s = stacked(
      base,
      rates.map((rate) => rate.rate),
    );
    const number = r.pick([
      `INV-${pad(r.int(1, 9999), 4)}`,
      `${issued.slice(0, 4)}-${pad(r.int(1, 400), 3)}`,
      String(r.int(1000, 9999)),
    ]);
    const dFmt = code === 'US' ? 'MMMM D, YYYY' : r.pick(['D MMMM YYYY', 'DD/MM/YYYY']);
    const d = (iso: string) => fmtDate(iso, dFmt);
    const colour = r.pick(['#2c3e50', '#1f4e79', '#0b6e4f', '#5b2c83']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.5, any: 0.5, colour });
    const means = r.pick(
      code === 'US'
        ? ['CHECK #' + r.int(1000, 9999), 'ACH', 'VISA ••' + r.digits(4)]
        : code === 'GB'
          ? ['BACS', 'CHEQUE ' + r.digits(6), 'CARD']
          : ['EFT', 'DIRECT DEPOSIT', 'CARD'],
    );
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${entry.quantity}${entry.uom ? ` ${entry.uom}` : ''}</td><td>${money(entry.unit)}</td><td>${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const taxNo =
      code === 'GB'
        ? `VAT Reg. ${TAX.vatGB(r)}`
        : code === 'AU'
          ? `ABN ${TAX.abn(r)}`
          : code === 'NZ'
            ? `GST No. ${TAX.gstNZ(r)}`
            : code === 'CA'
              ? `GST/HST ${TAX.bnCA(r)} RT0001`
              : '';
    const body = `<div class="wm">PAID</div><div style="--c:${colour}"><div class="hd"><div>${logo ? `${img(logo, 'max-height:50px')}<br>` : ''}${only ? '' : `<span class="n">${esc(seller.name)}</span><br>`}${lines([...seller.address, seller.phone, seller.email, taxNo])}</div><div><h1>${code === 'AU' || code === 'NZ' ? 'TAX INVOICE' : 'INVOICE'}</h1><table class="meta"><tr><td>Invoice #</td><td><b>${esc(number)}</b></td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Due</td><td>${d(addDays(issued, 14))}</td></tr>${r.chance(0.4) ? `<tr><td>Job ref.</td><td>${r.letters(2)}-${r.digits(4)}</td></tr>` : ''}</table></div></div>
<div class="to"><b>Bill to</b><br>${lines([buyer.name, ...buyer.address])}</div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${rows}</table>
<div class="tw"><div class="stamp"><b>PAID</b>${fmtDate(paidOn, 'DD MMM YYYY').toUpperCase()}<br>${esc(means)}<br>${money(s.total)}</div><table class="t"><tr><td>Subtotal</td><td>${money(s.subtotal)}</td></tr>${s.discount ? `<tr><td>Discount ${discountPercent}%</td><td>-${money(s.discount)}</td></tr><tr><td>Net</td><td>${money(s.net)}</td></tr>` : ''}${(rates.length ? s.taxes : []).map((row, index) => `<tr><td>${rates[index]!.name} ${row.rate}%</td><td>${money(row.tax)}</td></tr>`).join('')}${rates.length > 1 ? `<tr><td>Total tax</td><td>${money(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total ${cur}</td><td>${money(s.total)}</td></tr><tr><td>Paid ${d(paidOn)}</td><td>-${money(s.total)}</td></tr><tr><td><b>Balance due</b></td><td><b>${money(0)}</b></td></tr></table></div>
<div class="ft">Thank you for your prompt payment.${only ? '' : ` ${esc(seller.name)}`} · ${esc(seller.website)}</div></div>`;
    return {
      html: page(PAID_CSS, body),
      paper: { format: code === 'US' || code === 'CA' ? 'Letter' : 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // The invoice total, not the balance of 0.00 after the payment.
        amount: rates.length ? s.net : null,
        taxAmount: rates.length ? s.tax : null,
        total: s.total,
        currency: cur,
      }),
      logoOnly: only,
    };
  },
};
