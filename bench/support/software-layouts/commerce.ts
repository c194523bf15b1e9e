// Payment and shop platforms: a Square invoice, a PayPal invoice, a Shopify order invoice (the
// Order Printer kind, tax-exclusive in the US and tax-inclusive in Europe and Australia) and a
// marketplace seller's VAT invoice as a marketplace's VAT calculation service prints it (sold by a
// third-party seller, with the order number, ASINs and a VAT summary by rate).
import {
  addDays,
  esc,
  fmtDate,
  grossSums,
  stacked,
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
  type MoneyStyle,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import {
  canadaTaxes,
  CATALOG,
  company,
  customer,
  draws,
  person,
  TAX,
  type CountryCode,
} from './people.ts';

const US_RATES = [4, 6, 6.25, 7, 7.25, 8.25, 8.875, 9.5];

// ---------------------------------------------------------------------------------------------
// Square

const SQUARE_CSS = `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10.5px;color:#1a1a1a;line-height:1.5}
.head{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:34px}
.biz{font-size:15px;font-weight:600;margin-top:8px}
.inv{text-align:right}
.inv h1{font-size:26px;font-weight:600;margin:0}
.inv div{color:#707070}
.cols{display:flex;gap:60px;margin-bottom:26px}
.lab{font-size:9.5px;color:#707070;margin-bottom:4px;text-transform:uppercase;letter-spacing:.6px;font-weight:600}
.meta td{padding:1px 24px 1px 0}
.meta td:first-child{color:#707070}
.title{font-size:15px;font-weight:600;margin:8px 0 14px}
table.items{width:100%}
table.items th{font-size:9.5px;color:#707070;font-weight:600;text-transform:uppercase;letter-spacing:.6px;text-align:right;padding:6px 0;border-bottom:1px solid #e0e0e0}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:10px 0;border-bottom:1px solid #f0f0f0;text-align:right;vertical-align:top}
table.items td small{display:block;color:#707070}
table.tot{margin-left:auto;width:48%;margin-top:10px}
table.tot td{padding:4px 0;text-align:right}
table.tot td:first-child{text-align:left;color:#505050}
table.tot tr.big td{font-size:14px;font-weight:600;color:#1a1a1a;border-top:1px solid #e0e0e0;padding-top:8px}
.msg{margin-top:34px;color:#505050;white-space:pre-line}
.contact{margin-top:30px;padding-top:14px;border-top:1px solid #e0e0e0;color:#707070;font-size:9.5px}
`;

export const square: Layout = {
  name: 'square-invoice',
  render(r) {
    const uk = r.chance(0.25);
    const code: CountryCode = uk ? 'GB' : 'US';
    const seller = company(r, code, { form: r.chance(0.5) ? 'never' : 'mostly' });
    const buyer = r.chance(0.6) ? person(r, code) : customer(r, code, seller.stem, 0);
    const m = moneyOf({ sep: SEP.en, symbol: uk ? '£' : '$', position: 'before' });
    const dateOf = (iso: string) => fmtDate(iso, uk ? 'D MMM YYYY' : 'MMM D, YYYY');
    const issued = issueDate(r);
    const due = addDays(issued, r.pick([0, 7, 14, 30]));
    const number = `#${String(r.int(1, 1800)).padStart(6, '0')}`;
    const rate = uk ? 20 : r.chance(0.6) ? r.pick(US_RATES) : 0;
    const catalog = r.chance(0.5)
      ? CATALOG.tradeEn
      : r.chance(0.5)
        ? CATALOG.goodsEn
        : CATALOG.servicesEn;
    const items = draws(r, catalog, r.int(1, 5), rate);
    const discount = r.chance(0.2) ? r.pick([10, 15]) : 0;
    const s = sums(items, { discountPercent: discount || undefined });
    const deposit = r.chance(0.3) ? Math.round(s.total * 0.5) : 0;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.5 });
    const title = r.chance(0.5)
      ? r.pick([
          'Kitchen remodel – phase 2',
          'Event catering',
          'Monthly services',
          'Custom order',
          'Repairs',
        ])
      : '';
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${item.quantity}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="head"><div>${logo ? img(logo, 'max-height:64px') : ''}${only ? '' : `<div class="biz">${esc(seller.name)}</div>`}</div>
<div class="inv"><h1>Invoice</h1><div>${number}</div></div></div>
<div class="cols"><div><div class="lab">Billed to</div>${lines([buyer.name, buyer.email, buyer.phone, ...(r.chance(0.5) ? buyer.address : [])])}</div>
<div><div class="lab">Invoice details</div><table class="meta"><tr><td>Invoice number</td><td>${number}</td></tr><tr><td>Invoice date</td><td>${dateOf(issued)}</td></tr><tr><td>Due date</td><td>${due === issued ? 'Due upon receipt' : dateOf(due)}</td></tr></table></div></div>
${title ? `<div class="title">${esc(title)}</div>` : ''}
<table class="items"><tr><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>
${s.discount ? `<tr><td>Discount (${discount}%)</td><td>-${m(s.discount)}</td></tr>` : ''}
${rate ? `<tr><td>${uk ? 'VAT' : 'Sales tax'} (${pct(rate)})</td><td>${m(s.tax)}</td></tr>` : ''}
<tr><td>Total</td><td>${m(s.total)}</td></tr>
${deposit ? `<tr><td>Deposit paid ${dateOf(issued)}</td><td>-${m(deposit)}</td></tr>` : ''}
<tr class="big"><td>Amount due</td><td>${m(s.total - deposit)}</td></tr></table>
${r.chance(0.5) ? `<div class="msg">${esc(r.pick(['Thank you for your business!', 'Please pay by the due date. Thanks!', 'We appreciate you. See you next time.']))}</div>` : ''}
<div class="contact">${only ? '' : `${esc(seller.name)}<br>`}${lines([seller.address.join(', '), `${seller.phone} · ${seller.email}`])}</div>`;
    return {
      html: page(SQUARE_CSS, body),
      paper: { format: uk ? 'A4' : 'Letter', margin: ['0.6in', '0.7in', '0.6in', '0.7in'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: rate ? s.tax : null,
        total: s.total,
        currency: uk ? 'GBP' : 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// PayPal

const PAYPAL_CSS = `
body{font-family:Arial,Helvetica,sans-serif;font-size:10px;color:#2c2e2f;line-height:1.45}
.head{display:flex;justify-content:space-between;align-items:flex-start}
.head h1{font-size:30px;color:#2c2e2f;font-weight:normal;margin:0;text-align:right;letter-spacing:1px}
.seller b{display:block;font-size:12px}
.meta{margin:6px 0 0 auto;white-space:nowrap}
.seller img{max-width:330px;height:auto!important}
.meta td{padding:1px 0 1px 14px;text-align:right}
.meta td:first-child{font-weight:bold}
.billto{margin-top:28px}
.billto .lab{font-weight:bold;margin-bottom:2px}
.due{float:right;background:#f5f7fa;padding:10px 16px;text-align:right;margin-top:-60px}
.due b{display:block;font-size:18px}
table.items{width:100%;margin-top:26px}
table.items th{background:#eaeced;padding:7px 8px;text-align:right;font-size:9.5px;text-transform:uppercase}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:8px;border-bottom:1px solid #eaeced;text-align:right;vertical-align:top}
table.items td small{display:block;color:#6c7378}
table.tot{margin-left:auto;width:45%;margin-top:8px}
table.tot td{padding:4px 8px;text-align:right}
table.tot tr.b td{font-weight:bold;border-top:1px solid #aaa}
.notes{margin-top:30px;color:#6c7378}
.notes b{color:#2c2e2f;display:block;margin-top:10px}
`;

export const paypal: Layout = {
  name: 'paypal-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'GB', 'DE', 'AU', 'CA']);
    const seller = r.chance(0.3) ? person(r, code) : company(r, code);
    const buyer = customer(r, code, seller.stem, 0.35);
    const table: Record<string, [string, string, number, string]> = {
      US: ['USD', '$', r.chance(0.5) ? 0 : r.pick(US_RATES), 'Tax'],
      GB: ['GBP', '£', r.chance(0.7) ? 20 : 0, 'VAT'],
      DE: ['EUR', '€', 19, 'VAT'],
      AU: ['AUD', '$', 10, 'GST'],
      CA: ['CAD', '$', r.pick([5, 13]), r.chance(0.5) ? 'GST/HST' : 'Tax'],
    };
    const [currency, symbol, rate, taxName] = table[code]!;
    const style: MoneyStyle = { sep: SEP.en, symbol, position: 'before' };
    const m = moneyOf(style);
    const withCode = (cents: number) => `${m(cents)} ${currency}`;
    const dateOf = (iso: string) => fmtDate(iso, code === 'US' ? 'MMM D, YYYY' : 'D MMM YYYY');
    const issued = issueDate(r);
    const due = addDays(issued, r.pick([0, 10, 15, 30]));
    const number = r.chance(0.7)
      ? String(r.int(1, 350)).padStart(4, '0')
      : `INV-${r.int(1000, 9999)}`;
    const goods = r.chance(0.4);
    const items = draws(r, goods ? CATALOG.goodsEn : CATALOG.servicesEn, r.int(1, 5), rate);
    const shipping = goods && r.chance(0.7) ? r.int(4, 25) * 100 - (r.chance(0.5) ? 1 : 0) : 0;
    const discount = r.chance(0.2) ? r.int(1, 8) * 500 : 0;
    const s = sums(items, { discount: Math.min(discount, items[0]!.amount), shipping });
    const paid = r.chance(0.3) ? (r.chance(0.5) ? s.total : Math.round(s.total / 2)) : 0;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.5 });
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${item.quantity}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="head"><div class="seller">${logo ? `${img(logo, 'max-height:60px')}<br>` : ''}${only ? '' : `<b>${esc(seller.name)}</b>`}${lines([...seller.address, seller.country.name, seller.email, r.chance(0.5) ? seller.phone : null, code === 'GB' && rate ? `VAT ${TAX.vatGB(r)}` : null])}</div>
<div><h1>INVOICE</h1><table class="meta"><tr><td>Invoice number:</td><td>${number}</td></tr><tr><td>Invoice date:</td><td>${dateOf(issued)}</td></tr>${r.chance(0.3) ? `<tr><td>Reference:</td><td>${r.int(10000, 99999)}</td></tr>` : ''}<tr><td>Due date:</td><td>${due === issued ? 'Due on receipt' : dateOf(due)}</td></tr></table></div></div>
<div class="billto"><div class="lab">Bill to:</div>${lines([buyer.email, buyer.name, ...buyer.address])}</div>
<div class="due">Amount due:<b>${withCode(s.total - paid)}</b></div>
<table class="items"><tr><th>Description</th><th>Quantity</th><th>Price</th><th>Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>
${s.discount ? `<tr><td>Discount</td><td>-${m(s.discount)}</td></tr>` : ''}
${shipping ? `<tr><td>Shipping</td><td>${m(shipping)}</td></tr>` : ''}
${rate ? `<tr><td>${taxName} (${pct(rate)})</td><td>${m(s.tax)}</td></tr>` : ''}
<tr class="b"><td>Total</td><td>${withCode(s.total)}</td></tr>
${paid ? `<tr><td>Amount paid</td><td>-${m(paid)}</td></tr>` : ''}
<tr class="b"><td>Balance due</td><td>${withCode(s.total - paid)}</td></tr></table>
<div class="notes">${r.chance(0.6) ? `<b>Note to recipient</b>${esc(r.pick(['Thanks for your business.', 'Please pay via PayPal or card.', 'Looking forward to working with you again.']))}` : ''}${r.chance(0.4) ? `<b>Terms and conditions</b>${esc(r.pick(['All sales final.', 'Payment due on the date above.', 'Returns accepted within 30 days.']))}` : ''}</div>`;
    return {
      html: page(PAYPAL_CSS, body),
      paper: {
        format: code === 'US' || code === 'CA' ? 'Letter' : 'A4',
        margin: ['0.5in', '0.5in', '0.5in', '0.5in'],
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: rate ? s.tax : null,
        total: s.total,
        currency,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Shopify (Order Printer)

const SHOPIFY_CSS = `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10.5px;color:#333;line-height:1.45}
.head{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:26px}
.shop{font-size:20px;font-weight:bold;color:#000}
.head .r{text-align:right}
.head .r b{font-size:15px;display:block;color:#000}
h3{font-size:12px;margin:22px 0 6px;padding-bottom:4px;border-bottom:1px solid #ddd;color:#000}
table.items{width:100%}
table.items th{text-align:left;font-size:9.5px;color:#777;padding:4px 0}
table.items td{padding:6px 0;border-bottom:1px solid #f0f0f0;vertical-align:top}
table.items td small{display:block;color:#888}
table.items .n{text-align:right}
table.pay{width:55%;margin-left:auto}
table.pay td{padding:3px 0}
table.pay td:last-child{text-align:right}
table.pay tr.b td{font-weight:bold;color:#000;border-top:1px solid #ddd;padding-top:6px}
.addr{display:flex;gap:80px}
.foot{margin-top:34px;text-align:center;color:#777;font-size:9.5px}
`;

export const shopify: Layout = {
  name: 'shopify-order-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'GB', 'AU', 'IE', 'CA']);
    const legal = company(r, code, {
      form: 'always',
      trades: ['Retail', 'Goods', 'Trading', 'Commerce', 'Brands'],
    });
    const shopName = `${legal.stem.split(' ')[0]!} ${r.pick(['Outfitters', 'Goods', 'Supply Co.', 'Home', 'Studio', '& Co.', 'Collective', 'Market'])}`;
    const buyer = person(r, code);
    const inclusive = code !== 'US' && code !== 'CA';
    const table: Record<string, [string, string, number, string]> = {
      US: ['USD', '$', r.chance(0.3) ? 0 : r.pick(US_RATES), 'Sales tax'],
      CA: ['CAD', '$', 0, ''],
      GB: ['GBP', '£', 20, 'VAT'],
      AU: ['AUD', '$', 10, 'GST'],
      IE: ['EUR', '€', 23, 'VAT'],
    };
    const [currency, symbol, rate, taxName] = table[code]!;
    const issued = issueDate(r);
    // Canada: the province's taxes, each on the same net (GST and PST, or HST).
    const provincial = code === 'CA' ? canadaTaxes(buyer.region, issued) : [];
    const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
    const pattern = r.chance(0.5) ? 'MMMM D, YYYY' : 'MMM D, YYYY';
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const order = `#${r.int(1001, 9800)}`;
    const goods = r.some(CATALOG.goodsEn, r.int(1, 6));
    const items: Line[] = goods.map((product) =>
      line(
        product.text,
        r.chance(0.7) ? 1 : r.int(2, 4),
        Math.round(product.low + r.next() * (product.high - product.low)) * 100 -
          (r.chance(0.6) ? 1 : 0),
        rate,
        {
          sku: `${product.text
            .slice(0, 3)
            .toUpperCase()
            .replace(/[^A-Z]/g, 'X')}-${r.digits(4)}`,
        },
      ),
    );
    const shipping = r.chance(0.7) ? r.pick([495, 599, 795, 995, 1250, 0]) : 0;
    const shippingName = shipping
      ? r.pick(['Standard', 'Express', 'Tracked 48', 'Economy'])
      : 'Free shipping';
    const coupon = !inclusive && r.chance(0.2) ? r.pick([10, 15]) : 0;
    const s = inclusive
      ? grossSums(items, { shipping })
      : stacked(
          sums(items, { discountPercent: coupon || undefined, shipping }),
          provincial.map((tax) => tax.rate),
        );
    const { logo, only } = sellerLogo(r, shopName, { only: 0.25, any: 0.5 });
    const legalFooter = !only && r.chance(0.6);
    const rows = items
      .map(
        (item) =>
          `<tr><td style="width:40px">${item.quantity} ×</td><td>${esc(item.description)}<small>SKU: ${item.sku}</small></td><td class="n">${m(item.unit)}</td><td class="n">${m(item.amount)}</td></tr>`,
      )
      .join('');
    const taxRow = inclusive
      ? `<tr><td>Including ${taxName} (${rate}%)</td><td>${m(s.tax)}</td></tr>`
      : provincial.length
        ? s.taxes
            .map(
              (row, index) =>
                `<tr><td>${provincial[index]!.name} (${pct(row.rate)})</td><td>${m(row.tax)}</td></tr>`,
            )
            .join('')
        : rate
          ? `<tr><td>${taxName} (${pct(rate)})</td><td>${m(s.tax)}</td></tr>`
          : '';
    const body = `
<div class="head"><div>${logo ? `${img(logo, 'max-height:56px')}<br>` : `<div class="shop">${esc(shopName)}</div>`}${lines([...legal.address, legal.email])}</div>
<div class="r"><b>Invoice for ${order}</b>Order date: ${dateOf(issued)}${r.chance(0.4) ? `<br>PO number: ${r.int(1000, 9999)}` : ''}</div></div>
<div class="addr"><div><h3 style="border:0;margin-top:0">Billing address</h3>${lines([buyer.name, ...buyer.address, buyer.country.name])}</div>
<div><h3 style="border:0;margin-top:0">Shipping address</h3>${lines([buyer.name, ...buyer.address, buyer.country.name])}</div></div>
<h3>Order details</h3>
<table class="items"><tr><th>Qty</th><th>Item</th><th class="n">Price</th><th class="n">Total</th></tr>${rows}</table>
<h3>Payment details</h3>
<table class="pay"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>
${s.discount ? `<tr><td>Discount (WELCOME${coupon})</td><td>-${m(s.discount)}</td></tr>` : ''}
<tr><td>Shipping (${shippingName})</td><td>${m(shipping)}</td></tr>
${taxRow}
<tr class="b"><td>Total</td><td>${m(s.total)} ${currency}</td></tr>
<tr><td>Paid by customer</td><td>${m(s.total)}</td></tr></table>
<div class="foot">${only ? 'Thank you for shopping with us!' : `Thank you for shopping with ${esc(shopName)}!`}${legalFooter ? `<br>${esc(legal.name)} · ${esc(legal.address.join(', '))}${inclusive ? ` · ${code === 'AU' ? `ABN ${TAX.abn(r)}` : `VAT ${code === 'GB' ? TAX.vatGB(r) : TAX.vatIE(r)}`}` : ''}` : ''}</div>`;
    return {
      html: page(SHOPIFY_CSS, body),
      paper: { format: inclusive ? 'A4' : 'Letter', margin: ['0.5in', '0.6in', '0.5in', '0.6in'] },
      truth: truthOf({
        invoiceNumber: order,
        date: issued,
        vendor: shopName,
        // Tax-inclusive prices: the net is printed nowhere.
        amount: inclusive ? null : s.net,
        taxAmount: inclusive || rate || provincial.length ? s.tax : null,
        total: s.total,
        currency,
      }),
      ...(legalFooter ? { aliases: [legal.name] } : {}),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Marketplace seller's VAT invoice

const AMAZON_CSS = `
body{font-family:Arial,Helvetica,sans-serif;font-size:9.5px;color:#111;line-height:1.4}
.top{display:flex;justify-content:space-between;border-bottom:2px solid #111;padding-bottom:8px}
.top h1{font-size:20px;margin:0}
.summary{text-align:right}
.summary td{padding:1px 0 1px 12px}
.summary td:first-child{font-weight:bold}
.summary .pay td{font-size:13px;font-weight:bold;padding-top:6px}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:16px;margin:16px 0}
.grid b{display:block;margin-bottom:3px}
.box{border:1px solid #999;padding:8px;margin-bottom:14px}
.box td{padding:1px 20px 1px 0}
table.items{width:100%;border:1px solid #999}
table.items th{background:#eee;text-align:right;padding:5px;border-bottom:1px solid #999;font-size:8.5px}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:5px;text-align:right;border-bottom:1px solid #ddd;vertical-align:top}
table.items td small{display:block;color:#555}
table.items tr.t td{font-weight:bold;border-top:1px solid #999}
table.vat{margin-left:auto;margin-top:14px;border:1px solid #999;width:60%}
table.vat th{background:#eee;padding:4px;text-align:right;font-size:8.5px}
table.vat td{padding:4px;text-align:right;border-top:1px solid #ddd}
.fine{margin-top:22px;color:#555;font-size:8.5px}
`;

export const marketplace: Layout = {
  name: 'marketplace-seller-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'DE', 'FR', 'IE']);
    const seller = company(r, code, {
      form: 'always',
      trades: ['Trading', 'Direct', 'Europe', 'Retail', 'Commerce'],
    });
    const buyer = r.chance(0.8) ? person(r, code) : company(r, code, { avoid: seller.stem });
    const euro = code !== 'GB';
    const currency = euro ? 'EUR' : 'GBP';
    const m = moneyOf(
      euro && r.chance(0.5)
        ? { sep: SEP.de, symbol: '€', position: 'after-space' }
        : { sep: SEP.en, symbol: euro ? '€' : '£', position: 'before' },
    );
    const rateOf: Record<string, [number, number]> = {
      GB: [20, 0],
      DE: [19, 7],
      FR: [20, 5.5],
      IE: [23, 13.5],
    };
    const [standard, reduced] = rateOf[code]!;
    const vatId = {
      GB: () => `GB${TAX.vatGB(r).replace(/\D/g, '')}`,
      DE: () => TAX.ustId(r),
      FR: () => `FR${r.digits(2)}${TAX.siren(r)}`,
      IE: () => TAX.vatIE(r),
    }[code as 'GB']();
    const delivered = issueDate(r);
    const ordered = addDays(delivered, -r.int(1, 4));
    const year = delivered.slice(0, 4);
    const number = r.chance(0.5)
      ? `${code}${r.digits(1)}${r.letters(4)}${r.digits(1)}${r.letters(4)}`
      : `INV-${code}-${r.digits(9)}-${year}-${r.digits(4)}`;
    const orderNo = `${r.pick(['202', '203', '205', '026', '028', '171', '305', '404'])}-${r.digits(7)}-${r.digits(7)}`;
    const dateOf = (iso: string) => fmtDate(iso, 'D MMMM YYYY');
    const goods = r.some(CATALOG.goodsEn, r.int(1, 4));
    const items = goods.map((product) => {
      const rate = product.text.includes('Coffee') && reduced ? reduced : standard;
      return line(
        product.text,
        r.chance(0.8) ? 1 : r.int(2, 3),
        Math.round(product.low + r.next() * (product.high - product.low)) * 100 - 1,
        rate,
        { sku: `B0${r.alnum(8)}` },
      );
    });
    const shipping = r.chance(0.5) ? r.pick([299, 399, 449, 499]) : 0;
    const s = grossSums(items, { shipping });
    const netOf = (gross: number, rate: number) => Math.round((gross * 100) / (100 + rate));
    const rows = items
      .map((item) => {
        const unitNet = netOf(item.unit, item.rate);
        return `<tr><td>${esc(item.description)}<small>ASIN: ${item.sku}</small></td><td>${item.quantity}</td><td>${m(unitNet)}</td><td>${pct(item.rate)}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`;
      })
      .join('');
    const shipRow = shipping
      ? `<tr><td>Shipping charges</td><td></td><td>${m(netOf(shipping, standard))}</td><td>${pct(standard)}</td><td>${m(shipping)}</td><td>${m(shipping)}</td></tr>`
      : '';
    const vatRows = s.taxes
      .map(
        (row) => `<tr><td>${pct(row.rate)}</td><td>${m(row.base)}</td><td>${m(row.tax)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="top"><div><h1>${r.chance(0.5) ? 'Invoice' : 'VAT Invoice'}</h1><div>Sold by <b>${esc(seller.name)}</b><br>${esc(seller.address.join(', '))}<br>VAT # ${vatId}</div></div>
<table class="summary"><tr><td>Invoice date / Delivery date</td><td>${dateOf(delivered)}</td></tr><tr><td>Invoice #</td><td>${number}</td></tr><tr class="pay"><td>Total payable</td><td>${m(s.total)}</td></tr></table></div>
<div class="grid"><div><b>Billing address</b>${lines([buyer.name, ...buyer.address, buyer.country.name])}</div>
<div><b>Delivery address</b>${lines([buyer.name, ...buyer.address, buyer.country.name])}</div>
<div><b>Sold by</b>${lines([seller.name, ...seller.address, seller.country.name])}<br>VAT # ${vatId}</div></div>
<div class="box"><table><tr><td><b>Order information</b></td></tr><tr><td>Order date</td><td>${dateOf(ordered)}</td></tr><tr><td>Order #</td><td>${orderNo}</td></tr>${buyer.company ? `<tr><td>Buyer VAT #</td><td>${euro ? TAX.ustId(r) : `GB${r.digits(9)}`}</td></tr>` : ''}</table></div>
<b>Invoice details</b>
<table class="items" style="margin-top:4px"><tr><th>Description</th><th>Qty</th><th>Unit price<br>(excl. VAT)</th><th>VAT rate</th><th>Unit price<br>(incl. VAT)</th><th>Item subtotal<br>(incl. VAT)</th></tr>${rows}${shipRow}
<tr class="t"><td colspan="5">Total</td><td>${m(s.total)}</td></tr></table>
<table class="vat"><tr><th>VAT rate</th><th>Item subtotal (excl. VAT)</th><th>VAT subtotal</th></tr>${vatRows}
<tr><td><b>Total</b></td><td><b>${m(s.net)}</b></td><td><b>${m(s.tax)}</b></td></tr></table>
<div class="fine">This invoice has been generated on behalf of the seller by the marketplace's VAT Calculation Service. ${r.chance(0.5) ? 'Dispatched from and fulfilled by the marketplace. ' : ''}Payment received: ${m(s.total)} (${r.pick(['Visa', 'Mastercard', 'Gift card balance'])}) on ${dateOf(ordered)}.</div>`;
    return {
      html: page(AMAZON_CSS, body),
      paper: { format: 'A4', margin: ['12mm', '12mm', '12mm', '12mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: delivered,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency,
      }),
    };
  },
};
