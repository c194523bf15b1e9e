// Online selling where the page names more than one business: a marketplace seller's order
// invoice (an Etsy-like shop's order receipt with item total, shop discount, subtotal, shipping
// and the sales tax the marketplace collects as facilitator; or an eBay-like order with the
// seller's user ID and feedback score) and a SaaS subscription sold through a merchant of record
// (Paddle or FastSpring alike: "Sold by" the reseller, the product from another company, VAT at
// the buyer's rate, a reverse charge note with 0.00 for an EU business, the amount paid).
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  line,
  lines,
  moneyOf,
  page,
  pct,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img } from './logo.ts';
import { CATALOG, company, COUNTRIES, person, TAX, type CountryCode } from './people.ts';

const STATE_TAX = [4, 5.3, 6, 6.25, 6.5, 7, 7.25, 7.75, 8.25, 8.875, 9.5, 10.25];

const slugOf = (text: string) => text.replace(/[^A-Za-z]/g, '');

// ---------------------------------------------------------------------------------------------
// Marketplace order

const MARKET_CSS = (accent: string) => `
body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;font-size:8.8pt;color:#222;line-height:1.45}
.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:0.6pt solid #ccc;padding-bottom:3mm}
.shop{display:flex;align-items:center;gap:3mm}
.shop b{font-size:12pt}
.mk{font-size:16pt;font-weight:bold;color:${accent}}
h1{font-size:14pt;margin:5mm 0 3mm}
.cols{display:flex;gap:10mm;margin-bottom:5mm}
.cols>div{flex:1}
.lab{font-size:7.5pt;color:#777;text-transform:uppercase;letter-spacing:.4px}
.item{display:flex;gap:4mm;border-top:0.6pt solid #e5e5e5;padding:3mm 0}
.thumb{width:16mm;height:16mm;background:#eee;border-radius:1.5mm;flex:none}
.item .d{flex:1}
.item .d small{display:block;color:#777}
.item .p{text-align:right;white-space:nowrap}
table.tot{margin-left:auto;width:60%;border-top:0.6pt solid #ccc;margin-top:2mm}
table.tot td{padding:1.2mm 1mm;text-align:right}
table.tot td:first-child{text-align:left}
table.tot tr.t td{font-weight:bold;font-size:10.5pt;border-top:0.6pt solid #222}
.note{margin-top:6mm;font-size:7.5pt;color:#666}
`;

export const marketplaceOrder: Layout = {
  name: 'marketplace-order-invoice',
  render(r) {
    const etsy = r.chance(0.55);
    const market = etsy ? r.pick(['Crafthaus', 'Makerly']) : r.pick(['Bidbay', 'Tradewell']);
    const accent = etsy ? '#f1641e' : '#0064d2';
    const sellerParty = company(r, 'US', { form: 'never' });
    const shopStem = r.pick(COUNTRIES.US.stems);
    const shop = etsy
      ? `${slugOf(shopStem)}${r.pick(['Studio', 'Goods', 'Co', 'Shop', 'Makes', 'Workshop'])}`
      : `${shopStem.toLowerCase().replace(/\s+/g, r.pick(['_', '-', '']))}${r.pick(['', '_supply', '-outlet', '2014', '.deals'])}`;
    const buyer = person(r, 'US');
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'MMM D, YYYY');
    const m = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const number = etsy
      ? String(r.int(2_000_000_000, 3_999_999_999))
      : `${r.digits(2)}-${r.digits(5)}-${r.digits(5)}`;
    const items: Line[] = r.some(CATALOG.goodsEn, r.int(1, 4)).map((product) =>
      line(
        product.text,
        r.chance(0.8) ? 1 : r.int(2, 3),
        Math.round((product.low + r.next() * (product.high - product.low)) * 100),
        0,
        {
          sku: etsy ? `${r.letters(2)}-${r.int(10, 99)}` : r.digits(12),
        },
      ),
    );
    const discountPct = etsy && r.chance(0.3) ? r.pick([10, 15, 20]) : 0;
    const shipping = r.chance(0.3) ? 0 : r.int(399, 1899);
    const rate = r.chance(0.15) ? 0 : r.pick(STATE_TAX);
    const s = sums(
      items.map((item) => ({ ...item, rate })),
      { discountPercent: discountPct || undefined, shipping },
    );
    const avatar = drawLogo(r, null, { initialsOf: shopStem });
    const itemHtml = items
      .map(
        (item) =>
          `<div class="item"><div class="thumb"></div><div class="d">${esc(item.description)}<small>${etsy ? `SKU: ${item.sku}` : `Item number: ${item.sku}`} · Quantity: ${item.quantity}</small>${etsy && r.chance(0.3) ? `<small>Personalization: ${esc(r.pick(['"The Smiths"', 'Initials: J.K.', 'Not requested on this item.']))}</small>` : ''}</div><div class="p">${m(item.amount)}</div></div>`,
      )
      .join('');
    const totals = etsy
      ? [
          ['Item total', m(s.subtotal)],
          ...(discountPct ? [[`Shop discount (${discountPct}% off)`, `-${m(s.discount)}`]] : []),
          ['Subtotal', m(s.subtotal - s.discount)],
          ['Shipping', shipping ? m(shipping) : 'FREE'],
          ['Sales tax', m(s.tax)],
        ]
      : [
          [
            `Subtotal (${items.reduce((sum, item) => sum + item.quantity, 0)} item${items.length > 1 || items[0]!.quantity > 1 ? 's' : ''})`,
            m(s.subtotal),
          ],
          ['Shipping', shipping ? m(shipping) : 'Free'],
          ['Sales tax*', m(s.tax)],
        ];
    const body = `
<div class="top"><div class="shop">${img(avatar, 'max-height:13mm')}<div>${etsy ? `<b>${esc(shop)}</b><br><span style="color:#777">${esc(sellerParty.city)}, ${esc(sellerParty.region)}</span>` : `Sold by <b>${esc(shop)}</b> (${r.int(40, 9000).toLocaleString('en-US')} ★) · ${r.int(97, 100)}.${r.int(0, 9)}% positive feedback`}</div></div><div class="mk">${market}</div></div>
<h1>${etsy ? `Order #${number}` : 'Order details'}</h1>
<div class="cols"><div><div class="lab">${etsy ? 'Ship to' : 'Shipping address'}</div>${lines([buyer.name, ...buyer.address, 'United States'])}</div>
<div>${etsy ? `<div class="lab">Order date</div>${dateOf(issued)}<br><div class="lab">Scheduled to ship by</div>${dateOf(addDays(issued, r.int(2, 7)))}` : `<div class="lab">Order number</div>${number}<br><div class="lab">Placed on</div>${dateOf(issued)}`}</div>
<div><div class="lab">Payment method</div>${r.pick(['Visa', 'Mastercard', 'PayPal', 'Apple Pay'])}${r.chance(0.5) ? ` ending in ${r.digits(4)}` : ''}<br><div class="lab">Paid</div>${dateOf(issued)}</div></div>
${itemHtml}
<table class="tot">${totals.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('')}<tr class="t"><td>Order total</td><td>${m(s.total)}</td></tr></table>
<div class="note">${etsy ? `${market} collected and remitted the sales tax on this order as a marketplace facilitator. ` : `*${market} collects and remits sales tax as required by state law. `}${etsy ? `Questions about this order? Message ${esc(shop)} from your purchases page.` : 'Return policy: 30 days, buyer pays return shipping.'}</div>`;
    return {
      html: page(MARKET_CSS(accent), body),
      paper: { format: 'Letter', margin: ['0.5in', '0.6in', '0.5in', '0.6in'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: shop,
        // The seller's net: the subtotal after the shop's discount with the shipping (two printed
        // figures when shipping is charged). The sales tax is printed even though the
        // marketplace collects it.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'USD',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// SaaS through a merchant of record

const RESELLERS = [
  {
    brand: 'Paylane',
    legal: 'Paylane Market Ltd',
    address: '3 Shortlands, London W6 8DA, United Kingdom',
    colour: '#2d3c9c',
  },
  {
    brand: 'Vendora',
    legal: 'Vendora Commerce Inc.',
    address: '100 Pine Street, Suite 1250, San Francisco, CA 94111, USA',
    colour: '#e4572e',
  },
  {
    brand: 'Storefleet',
    legal: 'Storefleet Ltd',
    address: '22 Bishopsgate, London EC2N 4AJ, United Kingdom',
    colour: '#0f9d58',
  },
];
const PRODUCTS = [
  'Analytics',
  'Notes',
  'Forms',
  'Backup',
  'Mailer',
  'Scheduler',
  'Invoicer',
  'Monitor',
];

const MOR_CSS = (colour: string) => `
body{font-family:"Liberation Sans",Helvetica,Arial,sans-serif;font-size:8.8pt;color:#1f2328;line-height:1.45}
.top{display:flex;justify-content:space-between;align-items:flex-start}
h1{font-size:22pt;margin:0;font-weight:bold}
table.meta td{padding:0.5mm 6mm 0.5mm 0}
table.meta td:first-child{color:#6e7781}
.cols{display:flex;gap:8mm;margin:8mm 0 6mm}
.cols>div{flex:1}
.lab{font-size:7.5pt;color:${colour};font-weight:bold;text-transform:uppercase;letter-spacing:.5px;margin-bottom:1mm}
table.items{width:100%}
table.items th{text-align:right;font-size:7.8pt;color:#6e7781;border-bottom:0.8pt solid #d0d7de;padding:1.5mm;font-weight:normal}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{text-align:right;padding:2mm 1.5mm;border-bottom:0.5pt solid #eaeef2;vertical-align:top}
table.items td small{display:block;color:#6e7781}
table.tot{margin-left:auto;width:55%;margin-top:3mm}
table.tot td{padding:1.2mm 1.5mm;text-align:right}
table.tot td:first-child{text-align:left}
table.tot tr.t td{font-weight:bold;border-top:0.8pt solid #1f2328;font-size:10pt}
.note{margin-top:8mm;font-size:7.8pt;color:#57606a}
.note p{margin:0 0 2mm}
`;

export const merchantOfRecord: Layout = {
  name: 'saas-merchant-of-record',
  render(r) {
    const reseller = r.pick(RESELLERS);
    const maker = company(r, r.pick<CountryCode>(['US', 'GB', 'DE', 'NL', 'FR']), {
      form: 'always',
      trades: ['Software', 'Labs', 'Technologies', 'Digital'],
    });
    const product = `${maker.stem.split(' ')[0]} ${r.pick(PRODUCTS)}`;
    const where = r.pick<'B2B-EU' | 'B2C-EU' | 'UK' | 'US'>([
      'B2B-EU',
      'B2B-EU',
      'B2C-EU',
      'UK',
      'US',
    ]);
    const code: CountryCode =
      where === 'UK' ? 'GB' : where === 'US' ? 'US' : r.pick(['DE', 'FR', 'NL', 'ES', 'IT']);
    const buyer = where === 'B2C-EU' ? person(r, code) : company(r, code, { form: 'always' });
    const currency =
      where === 'UK' ? 'GBP' : where === 'US' ? 'USD' : r.chance(0.7) ? 'EUR' : 'USD';
    const symbol = { GBP: '£', USD: '$', EUR: '€' }[currency];
    const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
    const euRate: Record<string, number> = { DE: 19, FR: 20, NL: 21, ES: 21, IT: 22 };
    const rate =
      where === 'B2B-EU'
        ? 0
        : where === 'B2C-EU'
          ? euRate[code]!
          : where === 'UK'
            ? 20
            : r.chance(0.5)
              ? 0
              : r.pick(STATE_TAX);
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, where === 'US' ? 'MMM D, YYYY' : 'D MMM YYYY');
    const annual = r.chance(0.4);
    const end = addDays(issued, annual ? 364 : 30);
    const plan = r.pick(CATALOG.saasEn.filter((p) => !/Enterprise|Onboarding/.test(p.text)));
    const seats = r.chance(0.5) ? r.int(2, 25) : 1;
    const unit =
      Math.round((plan.low + r.next() * (plan.high - plan.low)) * (annual ? 10 : 1)) * 100 -
      (r.chance(0.5) ? 1 : 0);
    const items: Line[] = [
      line(
        `${product} ${plan.text.replace(/ plan$/, '')} – ${annual ? 'Annual' : 'Monthly'}`,
        seats,
        unit,
        rate,
        {
          detail: `${dateOf(issued)} – ${dateOf(end)}`,
        },
      ),
    ];
    if (r.chance(0.25))
      items.push(
        line(
          `${product} add-on: ${r.pick(['Priority support', 'Extra storage', 'SSO'])}`,
          1,
          r.int(5, 60) * 100,
          rate,
        ),
      );
    const coupon = r.chance(0.25) ? r.pick([10, 20, 25]) : 0;
    const s = sums(items, { discountPercent: coupon || undefined });
    const number = r.pick([
      `${r.int(100000, 999999)}-${r.int(10000, 99999)}`,
      `${reseller.brand.slice(0, 3).toUpperCase()}${issued.slice(0, 4)}${r.digits(7)}`,
    ]);
    const logo = drawLogo(r, reseller.brand, {
      colour: reseller.colour,
      initialsOf: reseller.brand,
    });
    const vatNo =
      where === 'B2B-EU'
        ? (
            {
              DE: TAX.ustId(r),
              FR: `FR${r.int(10, 99)}${TAX.siren(r)}`,
              NL: TAX.btwNL(r),
              ES: `ES${TAX.nifES(r)}`,
              IT: `IT${TAX.pivaIT(r)}`,
            } as Record<string, string>
          )[code]!
        : null;
    const taxLabel =
      where === 'US' ? 'Sales tax' : where === 'B2B-EU' ? 'VAT (reverse charge)' : 'VAT';
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}${item.detail ? `<small>${esc(item.detail)}</small>` : ''}</td><td>${item.quantity}</td><td>${m(item.unit)}</td><td>${pct(rate)}</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="top"><div>${img(logo, 'max-height:12mm')}<h1>Invoice</h1></div><table class="meta"><tr><td>Invoice number</td><td><b>${number}</b></td></tr><tr><td>Invoice date</td><td>${dateOf(issued)}</td></tr><tr><td>Order ID</td><td>${r.alnum(10)}</td></tr><tr><td>Payment</td><td>${r.pick(['Visa', 'Mastercard', 'PayPal', 'Amex'])} ····${r.digits(4)}</td></tr></table></div>
<div class="cols"><div><div class="lab">Sold by</div><b>${esc(reseller.legal)}</b><br>${esc(reseller.address)}<br>${reseller.legal.endsWith('Ltd') ? `VAT: GB${r.digits(9)}` : `EIN ${TAX.ein(r)}`}<br>Registered EU VAT (OSS): EU${r.digits(9)}</div>
<div><div class="lab">Bill to</div>${lines([buyer.name, ...buyer.address, buyer.country.name, vatNo ? `VAT ID: ${vatNo}` : null, buyer.email])}</div>
<div><div class="lab">Product by</div>${esc(maker.name)}<br>${esc(maker.website)}</div></div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Tax</th><th>Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>${coupon ? `<tr><td>Discount (${r.pick(['WELCOME', 'LAUNCH', 'ANNUAL'])}${coupon} – ${coupon}% off)</td><td>-${m(s.discount)}</td></tr><tr><td>Total excl. tax</td><td>${m(s.net)}</td></tr>` : ''}<tr><td>${taxLabel} ${pct(rate)}</td><td>${m(s.tax)}</td></tr><tr class="t"><td>Total (${currency})</td><td>${m(s.total)}</td></tr><tr><td>Amount paid</td><td>${m(s.total)}</td></tr><tr><td>Amount due</td><td>${m(0)}</td></tr></table>
<div class="note">${where === 'B2B-EU' ? '<p><b>Reverse charge:</b> VAT to be accounted for by the recipient as per Article 196 of Council Directive 2006/112/EC.</p>' : ''}<p>${esc(reseller.legal)} is the authorised reseller and Merchant of Record for this order. ${esc(product)} is provided by ${esc(maker.name)}. For billing questions contact ${esc(reseller.brand.toLowerCase())}.com/help; for product support contact ${esc(maker.email)}.</p><p>Your subscription renews automatically on ${dateOf(addDays(end, 1))} unless cancelled.</p></div>`;
    return {
      html: page(MOR_CSS(reseller.colour), body),
      paper: { format: where === 'US' ? 'Letter' : 'A4', margin: ['14mm', '15mm', '14mm', '15mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // The merchant of record sells: the product's maker is named, but is not the seller.
        vendor: reseller.legal,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency,
      }),
    };
  },
};
