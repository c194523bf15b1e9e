// Set 6's invoices from online shops and platforms: a marketplace seller's paperwork in the manner
// of eBay's or Etsy's (a UK or Irish business seller's VAT invoice with the order and sales record
// numbers and prices with VAT in; a US craft shop's order receipt with the shop discount and the
// sales tax the marketplace collected), a cross-border marketplace's order invoice in the manner
// of AliExpress's (a Chinese store sells to a European or British consumer; the VAT is charged
// under the import one-stop shop by the platform; coupons of the store and of the platform) and a
// holiday stay's guest receipt (a home-sharing platform's receipt with the nightly rate, cleaning
// and service fees and occupancy taxes, or a property's receipt for a stay booked on a booking
// site, its VAT on accommodation and a city tax payable on site).
import {
  addDays,
  esc,
  fmtDate,
  grossSums,
  line,
  lines,
  moneyOf,
  page,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img } from './logo.ts';
import { CATALOG, company, COUNTRIES, person, TAX, type CountryCode } from './people.ts';
import { catalog } from './set4-parties.ts';
import { org5 } from './set5-parties.ts';
import { pastDate } from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// A marketplace seller's VAT invoice or order receipt

const HANDMADE = catalog(
  'Personalised Linen Tea Towel|18|32; Hand-thrown Stoneware Mug|26|48; Macramé Wall Hanging, Large|55|140; Custom Pet Portrait (digital)|35|90; Sterling Silver Initial Necklace|38|85; Beeswax Candle Set of 3|19|36; Wedding Guest Book, Linen Cover|45|95; Crochet Baby Blanket|60|130; Leather Keyring, Hand-stamped|12|24; Botanical Print A3, Unframed|18|35',
);

const SELLER_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9px;color:#222;line-height:1.45;padding:13mm 15mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid var(--c);padding-bottom:3mm}
.shop{font-size:20px;font-weight:bold;color:var(--c)}
h1{font-size:18px;margin:0;text-align:right}
.cols{display:flex;gap:8mm;margin-top:5mm}
.cols>div{flex:1}
.lb{font-weight:bold;color:#555;margin-bottom:1mm}
table.k td{padding:1px 10px 1px 0}
table.k td:first-child{color:#666}
table.l{width:100%;margin-top:6mm}
table.l th{text-align:left;border-bottom:1px solid #999;padding:3px;font-size:8.4px}
table.l td{padding:4px 3px;border-bottom:1px solid #e5e5e5;vertical-align:top}
table.l .n{text-align:right}
table.l small{color:#666}
table.t{margin-left:auto;margin-top:3mm;width:46%}
table.t td{padding:2px 3px}
table.t .n{text-align:right}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1px solid #222}
.note{margin-top:8mm;color:#555;font-size:8px}
`;

export const marketplaceSellerInvoice: Layout = {
  name: 'marketplace-seller-invoice',
  render(r) {
    const craft = r.chance(0.5);
    const issued = pastDate(r);
    const colour = craft ? '#f1641e' : r.pick(['#0654ba', '#1f4e79', '#333333']);
    if (craft) {
      // A US craft shop's order receipt: the marketplace collects the sales tax.
      const owner = person(r, 'US');
      const shop =
        `${r.pick(['Willow', 'Fern', 'Maple', 'Juniper', 'Clover', 'Saltwater', 'Wildrose'])}${r.pick(['And', '&', ''])}${r.pick(['Thread', 'Clay', 'Loom', 'Pine', 'Paper', 'Honey'])}${r.pick(['Co', 'Studio', 'Goods', 'Makes', ''])}`.replace(
          '&',
          'And',
        );
      const buyer = person(r, 'US');
      const items: Line[] = r.some(HANDMADE, r.int(1, 4)).map((product) =>
        line(
          product.text,
          r.chance(0.7) ? 1 : r.int(2, 4),
          Math.round((product.low + r.next() * (product.high - product.low)) * 100),
          0,
          {
            detail: r.pick([
              'Colour: Natural',
              'Size: Large',
              'Personalisation: "Emma & Jack"',
              'Style: Gold',
              'Colour: Sage green',
            ]),
          },
        ),
      );
      const itemTotal = items.reduce((sum, entry) => sum + entry.amount, 0);
      const coupon = r.chance(0.35) ? Math.round((itemTotal * r.pick([10, 15, 20])) / 100) : 0;
      const subtotal = itemTotal - coupon;
      const shipping = r.chance(0.7) ? r.pick([395, 495, 595, 799, 1050]) : 0;
      const rate =
        {
          WA: 10.25,
          NY: 8.875,
          TX: 8.25,
          IL: 10.25,
          CA: 7.75,
          FL: 7,
          CO: 8.81,
          OH: 7.5,
          NC: 7.25,
          ID: 6,
          WI: 5.5,
        }[buyer.region as 'WA'] ?? 0;
      const tax = Math.round(((subtotal + shipping) * rate) / 100);
      const total = subtotal + shipping + tax;
      const usd = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
      const order = `${r.int(2, 3)}${r.digits(9)}`;
      const d = (iso: string) => fmtDate(iso, 'MMM D, YYYY');
      const rows = items
        .map(
          (entry) =>
            `<tr><td>${esc(entry.description)}<br><small>${esc(entry.detail ?? '')}</small></td><td class="n">${entry.quantity}</td><td class="n">${usd(entry.unit)}</td><td class="n">${usd(entry.amount)}</td></tr>`,
        )
        .join('');
      const body = `<div style="--c:${colour}"><div class="hd"><div><div class="shop">${esc(shop)}</div><div>${esc(owner.city)}, ${owner.region} · ${r.pick(['Handmade with love', 'Small-batch goods', 'Made to order'])}</div></div><div><h1>Order receipt</h1><div style="text-align:right">Order #${order}</div></div></div>
<div class="cols"><div><div class="lb">Ship to</div>${lines([buyer.name, ...buyer.address, 'United States'])}</div><div><table class="k"><tr><td>Order date</td><td>${d(issued)}</td></tr><tr><td>Shop</td><td>${esc(shop)}</td></tr><tr><td>Payment method</td><td>Paid via ${r.pick(['Craftly Payments', 'Craftly Payments (Visa)', 'PayPal'])}</td></tr><tr><td>Scheduled to ship by</td><td>${d(addDays(issued, r.int(2, 10)))}</td></tr></table></div></div>
<table class="l"><tr><th>Item</th><th class="n">Quantity</th><th class="n">Price</th><th class="n">Total</th></tr>${rows}</table>
<table class="t"><tr><td>Item total</td><td class="n">${usd(itemTotal)}</td></tr>${coupon ? `<tr><td>Shop discount (${r.pick(['SPRING', 'THANKYOU', 'WELCOME'])}${r.int(10, 20)})</td><td class="n">-${usd(coupon)}</td></tr>` : ''}<tr><td>Subtotal</td><td class="n">${usd(subtotal)}</td></tr><tr><td>Shipping</td><td class="n">${shipping ? usd(shipping) : 'FREE'}</td></tr><tr><td>Sales tax</td><td class="n">${usd(tax)}</td></tr><tr class="g"><td>Order total</td><td class="n">${usd(total)}</td></tr></table>
<div class="note">${rate ? 'Craftly collected and remitted the sales tax on this order as marketplace facilitator. ' : ''}Thank you for supporting a small business! Questions about your order? Message ${esc(shop)} on Craftly or write to ${esc(owner.email)}.<br>Do you love it? Leave a review – it helps more than you know. ${esc(owner.name.split(' ')[0]!)}</div></div>`;
      return {
        html: page(SELLER_CSS, body),
        paper: { format: 'Letter' },
        truth: truthOf({
          // The order number stands for the invoice number; the shop as the vendor.
          invoiceNumber: order,
          date: issued,
          vendor: shop,
          // No net is printed (the subtotal leaves the shipping out); the sales tax the
          // marketplace collected as the tax.
          amount: null,
          taxAmount: tax,
          total,
          currency: 'USD',
        }),
      };
    }
    // A UK or Irish business seller's VAT invoice for a marketplace order.
    const ie = r.chance(0.3);
    const code: CountryCode = ie ? 'IE' : 'GB';
    const seller = company(r, code, {
      form: 'always',
      trades: ['Supplies', 'Trading', 'Outlet', 'Direct'],
    });
    const buyer = person(r, code);
    const rate = ie ? 23 : 20;
    const sym = ie ? '€' : '£';
    const money = moneyOf({ sep: SEP.en, symbol: sym, position: 'before' });
    const items: Line[] = r.some(CATALOG.goodsEn, r.int(1, 4)).map((product) =>
      line(
        product.text,
        r.chance(0.7) ? 1 : r.int(2, 5),
        Math.round((product.low + r.next() * (product.high - product.low)) * 100),
        rate,
        {
          sku: `${r.int(1, 4)}${r.digits(11)}`,
        },
      ),
    );
    const postage = r.pick([0, 285, 320, 399, 495, 650]);
    const s = grossSums(items, { shipping: postage });
    const userId = `${buyer.name.split(' ')[0]!.toLowerCase().slice(0, 1)}***${buyer.name.slice(-1)}`;
    const order = `${r.int(10, 27)}-${r.digits(5)}-${r.digits(5)}`;
    const record = String(r.int(1000, 99999));
    const number = r.pick([
      `${seller.stem.replace(/[^A-Z]/g, '') || 'INV'}-${pad(r.int(1, 99999), 5)}`,
      `INV${issued.slice(2, 4)}${pad(r.int(1, 9999), 4)}`,
      record,
    ]);
    const dFmt = r.pick(['DD MMM YYYY', 'DD/MM/YYYY']);
    const d = (iso: string) => fmtDate(iso, dFmt);
    const userName = `${seller.stem.toLowerCase().replace(/[^a-z]+/g, '_')}_${ie ? 'ie' : 'uk'}`;
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${entry.sku}</td><td>${esc(entry.description)}</td><td class="n">${entry.quantity}</td><td class="n">${money(entry.unit)}</td><td class="n">${rate}%</td><td class="n">${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}"><div class="hd"><div><div class="shop">${esc(seller.name)}</div>${lines([...seller.address, `VAT Reg. No. ${ie ? TAX.vatIE(r) : TAX.vatGB(r)}`])}</div><div><h1>VAT INVOICE</h1><table class="k" style="margin-top:2mm"><tr><td>Invoice no.</td><td><b>${esc(number)}</b></td></tr><tr><td>Invoice date / tax point</td><td>${d(issued)}</td></tr><tr><td>Bidbay order no.</td><td>${order}</td></tr><tr><td>Sales record no.</td><td>${record}</td></tr></table></div></div>
<div class="cols"><div><div class="lb">Invoice to</div>${lines([buyer.name, ...buyer.address])}<br>Bidbay user: ${esc(userId)}</div><div><div class="lb">Seller</div>Bidbay shop: ${esc(userName)}<br>${esc(seller.phone)} · ${esc(seller.email)}<br>Paid via Bidbay on ${d(addDays(issued, -r.int(0, 2)))}</div></div>
<table class="l"><tr><th>Item number</th><th>Item title</th><th class="n">Qty</th><th class="n">Price inc. VAT</th><th class="n">VAT</th><th class="n">Total</th></tr>${rows}${postage ? `<tr><td></td><td>Postage – ${r.pick(['Royal Mail Tracked 48', 'Evri Standard', 'An Post Registered', 'DPD Next Day'])}</td><td class="n">1</td><td class="n">${money(postage)}</td><td class="n">${rate}%</td><td class="n">${money(postage)}</td></tr>` : ''}</table>
<table class="t"><tr><td>Total excl. VAT</td><td class="n">${money(s.net)}</td></tr><tr><td>VAT @ ${rate}%</td><td class="n">${money(s.tax)}</td></tr><tr class="g"><td>Total inc. VAT</td><td class="n">${money(s.total)}</td></tr><tr><td>Paid</td><td class="n">${money(s.total)}</td></tr></table>
<div class="note">Thank you for your order. Returns within 30 days through your Bidbay account. ${esc(seller.name)} · ${ie ? 'Registered in Ireland' : 'Registered in England and Wales'} no. ${ie ? r.int(100000, 700000) : TAX.companyGB(r)}</div></div>`;
    return {
      html: page(SELLER_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: ie ? 'EUR' : 'GBP',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A cross-border marketplace's order invoice

const XB_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.6px;color:#333;line-height:1.45;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:center}
.hd .b{font-size:22px;font-weight:bold;color:#e62e04;font-style:italic}
h1{font-size:16px;margin:5mm 0 3mm;border-bottom:1px solid #ccc;padding-bottom:2mm}
.box{display:grid;grid-template-columns:1fr 1fr;gap:4mm 10mm}
.lb{font-weight:bold;color:#111}
table.k td{padding:1px 8px 1px 0;vertical-align:top}
table.k td:first-child{color:#777}
table.l{width:100%;margin-top:5mm;border:1px solid #ddd}
table.l th{background:#f5f5f5;border:1px solid #ddd;padding:3px;text-align:right}
table.l td{border:1px solid #eee;padding:3px;text-align:right;vertical-align:top}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:50%}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1px solid #333}
.note{margin-top:6mm;font-size:7.6px;color:#666}
`;

const XB_GOODS = catalog(
  'Wireless Earbuds Bluetooth 5.3 with Charging Case|9|28; Phone Case Shockproof Clear Cover|2|7; USB C Fast Charger 65W GaN|11|24; LED Strip Lights RGB 5m|6|18; Mini Projector 1080P Portable|38|85; Smart Watch Fitness Tracker IP68|14|39; Kitchen Silicone Spatula Set 5pcs|4|11; Mechanical Keyboard 68 Keys Hot Swap|24|59; Car Phone Holder Magnetic|3|9; Fishing Lure Set 30pcs|6|16; Nail Art Stickers 12 Sheets|1|5',
);

const EU_VAT: Partial<Record<CountryCode, number>> = {
  DE: 19,
  FR: 20,
  ES: 21,
  IT: 22,
  NL: 21,
  GB: 20,
};

export const crossBorderOrderInvoice: Layout = {
  name: 'cross-border-order-invoice',
  render(r) {
    const platform = r.pick(['Orientmart', 'Globuy', 'DragonCart']);
    const code = r.pick<CountryCode>(['DE', 'FR', 'ES', 'IT', 'NL', 'GB']);
    const gb = code === 'GB';
    const rate = EU_VAT[code]!;
    const seller = org5(r, 'CN', { form: 'always' });
    const store = `${seller.stem.replace(/^\S+\s/, '')} ${r.pick(['Official Store', 'Store', 'Global Store', 'Flagship Store'])}`;
    const buyer = person(r, code);
    const issued = pastDate(r, '2023-01-01');
    const ordered = addDays(issued, -r.int(0, 12));
    const cur = gb ? 'GBP' : 'EUR';
    const money = gb
      ? moneyOf({ sep: SEP.en, symbol: '£', position: 'before' })
      : moneyOf({ sep: SEP.en, symbol: '€', position: 'before' });
    const items: Line[] = r.some(XB_GOODS, r.int(1, 4)).map((product) =>
      line(
        product.text,
        r.chance(0.7) ? 1 : r.int(2, 4),
        Math.round((product.low + r.next() * (product.high - product.low)) * 100),
        rate,
        {
          detail: `${r.pick(['Color', 'Colour', 'Style'])}: ${r.pick(['Black', 'White', 'Blue', 'Pink', 'Set A'])}${r.chance(0.5) ? `; Ships From: China` : ''}`,
        },
      ),
    );
    const shipping = r.chance(0.5) ? r.int(99, 699) : 0;
    const storeCoupon = r.chance(0.4) ? r.pick([100, 200, 300, 500]) : 0;
    const platformCoupon = r.chance(0.3) ? r.pick([150, 250, 400]) : 0;
    const s = sums(items, { shipping, discount: storeCoupon + platformCoupon });
    const orderNo = `${r.pick(['8', '3'])}${r.digits(15)}`;
    const number = `${code}${issued.replace(/-/g, '')}${r.digits(8)}`;
    const ioss = gb
      ? `GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`
      : `IM${r.pick(['5280', '3720', '7240'])}${r.digits(6)}`;
    const dFmt = r.pick(['YYYY-MM-DD', 'DD/MM/YYYY']);
    const d = (iso: string) => fmtDate(iso, dFmt);
    const issuer = `${platform} E-Commerce ${gb ? '(UK) Limited' : 'Singapore Private Limited'}`;
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}<br><span style="color:#888">${esc(entry.detail ?? '')}</span></td><td>${entry.quantity}</td><td>${money(entry.unit)}</td><td>${rate}%</td><td>${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const logo = r.chance(0.4) ? drawLogo(r, platform, { colour: '#e62e04', height: 30 }) : null;
    const body = `<div class="hd">${logo ? img(logo) : `<span class="b">${esc(platform)}</span>`}<span>Order ID: ${orderNo}</span></div>
<h1>${gb ? 'VAT Invoice' : 'Invoice'}</h1>
<div class="box"><div><div class="lb">Seller information</div><table class="k"><tr><td>Company name</td><td>${esc(seller.name)}</td></tr><tr><td>Store name</td><td>${esc(store)}</td></tr><tr><td>Store No.</td><td>${r.int(900000, 1199999)}</td></tr><tr><td>Address</td><td>${esc(seller.address.join(', '))}</td></tr></table></div>
<div><div class="lb">Invoice details</div><table class="k"><tr><td>Invoice No.</td><td><b>${number}</b></td></tr><tr><td>Invoice date</td><td>${d(issued)}</td></tr><tr><td>Order date</td><td>${d(ordered)}</td></tr><tr><td>Payment</td><td>${r.pick(['Visa', 'Mastercard', 'PayPal', 'Klarna'])} – paid</td></tr></table></div>
<div><div class="lb">Buyer</div>${lines([buyer.name, ...buyer.address, COUNTRIES[code].name])}</div>
<div><div class="lb">Ship to</div>${lines([buyer.name, ...buyer.address, buyer.phone])}</div></div>
<table class="l"><tr><th>Product</th><th>Qty</th><th>Unit price (excl. VAT)</th><th>VAT rate</th><th>Amount (excl. VAT)</th></tr>${rows}</table>
<table class="t"><tr><td>Items subtotal</td><td>${money(s.subtotal)}</td></tr>${storeCoupon ? `<tr><td>Store coupon</td><td>-${money(storeCoupon)}</td></tr>` : ''}${platformCoupon ? `<tr><td>${esc(platform)} coupon</td><td>-${money(platformCoupon)}</td></tr>` : ''}<tr><td>Shipping</td><td>${shipping ? money(shipping) : money(0)}</td></tr><tr><td>Total excl. VAT</td><td>${money(s.net)}</td></tr><tr><td>VAT ${rate}%</td><td>${money(s.tax)}</td></tr><tr class="g"><td>Total (${cur})</td><td>${money(s.total)}</td></tr></table>
<div class="note">${gb ? `VAT collected by ${esc(issuer)} as the online marketplace (VAT number ${ioss}).` : `VAT collected by ${esc(issuer)} under the Import One-Stop Shop (IOSS number ${ioss}) as deemed supplier.`} Goods sold by ${esc(seller.name)} and shipped from China. Parcel tracking: ${r.letters(2)}${r.digits(9)}CN.<br>Invoice issued by ${esc(issuer)}, ${gb ? '1 Harbour Exchange Square, London E14 9GE' : '8 Shenton Way, #45-01, Singapore 068811'}, on behalf of the seller.</div>`;
    return {
      html: page(XB_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // The store's company as the vendor (the platform issues the invoice and collects the
        // VAT as deemed supplier, but sells on behalf of the store).
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: cur,
      }),
      aliases: [store],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A holiday stay's guest receipt

const STAY_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9px;color:#222;line-height:1.55;padding:14mm 18mm}
.b{font-size:20px;font-weight:bold;color:var(--c)}
h1{font-size:22px;margin:6mm 0 1mm}
.sub{color:#717171}
.card{border:1px solid #ddd;border-radius:10px;padding:4mm 5mm;margin-top:5mm}
.card h2{font-size:12px;margin:0 0 2mm}
table.p{width:100%}
table.p td{padding:2px 0}
table.p td:last-child{text-align:right}
table.p tr.g td{font-weight:bold;border-top:1px solid #ddd;padding-top:2mm}
.ft{margin-top:8mm;font-size:7.6px;color:#717171}
`;

export const stayGuestReceipt: Layout = {
  name: 'holiday-stay-guest-receipt',
  render(r) {
    const code = r.pick<CountryCode>(['FR', 'ES', 'IT', 'NL', 'DE', 'GB', 'IE', 'US']);
    const viaProperty = code !== 'US' && r.chance(0.45);
    const c = COUNTRIES[code];
    const guest = person(r, r.pick<CountryCode>(['GB', 'DE', 'NL', 'US', 'FR', 'CA', 'AU']));
    const checkIn = pastDate(r, '2023-01-10', '2026-10-20');
    const nights = r.int(2, 9);
    const checkOut = addDays(checkIn, nights);
    const cur = code === 'GB' ? 'GBP' : code === 'US' ? 'USD' : 'EUR';
    const sym = { GBP: '£', USD: '$', EUR: '€' }[cur];
    const money = moneyOf({ sep: SEP.en, symbol: sym, position: 'before' });
    const nightly = r.int(60, 320) * 100 + r.pick([0, 0, 50, 99]);
    const dFmt = r.pick(['ddd, MMM D, YYYY', 'D MMM YYYY']);
    const weekday = (iso: string) =>
      ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${iso}T12:00:00Z`).getUTCDay()]!;
    const d = (iso: string) => fmtDate(iso, dFmt).replace('ddd', weekday(iso));
    const guests = r.int(1, 5);
    const colour = viaProperty ? '#003580' : '#ff385c';
    if (!viaProperty) {
      // A home-sharing platform's receipt: the platform issues it.
      const brand = r.pick(['Staybnb', 'Homeaway Nest', 'Roomly']);
      const legal = code === 'US' ? `${brand}, Inc.` : `${brand} Ireland UC`;
      const host = r.pick(c.first);
      const stay = nightly * nights;
      const cleaning = r.int(20, 120) * 100;
      const service = Math.round((stay + cleaning) * (r.int(120, 160) / 1000));
      const occupancy = r.chance(0.8)
        ? Math.round(r.pick([150, 200, 250, 330, 400]) * guests * nights)
        : Math.round((stay * r.pick([5, 6, 10])) / 100);
      const total = stay + cleaning + service + occupancy;
      const confirmation = `HM${r.letters(2)}${r.alnum(6)}`;
      const paidOn = addDays(checkIn, -r.int(5, 60));
      const receiptId = `RC${r.alnum(8)}`;
      const card = `${r.pick(['VISA', 'MASTERCARD', 'AMEX'])} •••• ${r.digits(4)}`;
      const body = `<div style="--c:${colour}"><div class="b">${esc(brand.toLowerCase())}</div>
<h1>Your receipt from ${esc(brand)}</h1><div class="sub">Receipt ID: ${receiptId} · ${d(paidOn)}</div>
<div class="card"><h2>${esc(r.pick(c.places).city)}</h2>${nights} nights in ${r.pick(['Entire rental unit', 'Entire home', 'Private room in loft', 'Entire cottage'])} hosted by ${esc(host)}<br>${d(checkIn)} → ${d(checkOut)}<br>${guests} guest${guests > 1 ? 's' : ''} · Confirmation code <b>${confirmation}</b></div>
<div class="card"><h2>Price breakdown</h2><table class="p"><tr><td>${money(nightly)} x ${nights} nights</td><td>${money(stay)}</td></tr><tr><td>Cleaning fee</td><td>${money(cleaning)}</td></tr><tr><td>${esc(brand)} service fee</td><td>${money(service)}</td></tr><tr><td>Occupancy taxes</td><td>${money(occupancy)}</td></tr><tr class="g"><td>Total (${cur})</td><td>${money(total)}</td></tr></table></div>
<div class="card"><h2>Payment</h2><table class="p"><tr><td>${card}<br><span class="sub">${d(paidOn)}</span></td><td>${money(total)}</td></tr><tr class="g"><td>Amount paid (${cur})</td><td>${money(total)}</td></tr></table></div>
<div class="ft">The service fee includes VAT where applicable. Occupancy taxes are collected and remitted by ${esc(brand)} on behalf of the host where required.<br>Payment processed by ${esc(brand)} Payments ${code === 'US' ? 'Inc., 888 Brannan Street, San Francisco, CA 94103' : 'Luxembourg S.A., 4 Rue Henri Schnadt, L-2530 Luxembourg'}.<br>${esc(legal)}, ${code === 'US' ? '888 Brannan Street, San Francisco, CA 94103' : `8 Hanover Quay, Dublin 2, D02 DP23, Ireland · VAT IE${r.digits(7)}${r.letters(1)}`}</div></div>`;
      return {
        html: page(STAY_CSS, body),
        paper: { format: code === 'US' ? 'Letter' : 'A4' },
        truth: truthOf({
          // The receipt ID stands for the invoice number; the platform as the vendor.
          invoiceNumber: receiptId,
          date: paidOn,
          vendor: legal,
          // No net is printed; the occupancy taxes are the tax.
          amount: null,
          taxAmount: occupancy,
          total,
          currency: cur,
        }),
        aliases: [brand],
      };
    }
    // A property's receipt for a stay booked through a booking site.
    const property = `${r.pick(['Hotel', 'Residence', 'Apartments', 'Guesthouse', 'Boutique Hotel'])} ${r.pick(c.stems)}`;
    const site = r.pick(['Bookly.com', 'Staybooker', 'Tripnest']);
    const owner = company(r, code, { form: 'always' });
    const legal = `${owner.name}`;
    const rate = { FR: 10, ES: 10, IT: 10, NL: 9, DE: 7, GB: 20, IE: 13.5 }[code as 'FR'];
    const lodging = line(
      `Accommodation, ${nights} nights (${d(checkIn)} – ${d(checkOut)})`,
      nights,
      nightly,
      rate,
    );
    const extras: Line[] = [];
    if (r.chance(0.5))
      extras.push(
        line('Breakfast', guests * nights, r.int(9, 22) * 100, code === 'DE' ? 19 : rate),
      );
    if (r.chance(0.3))
      extras.push(line('Parking', nights, r.int(10, 30) * 100, code === 'DE' ? 19 : rate));
    const s = grossSums([lodging, ...extras]);
    const number = `${r.pick(['R', 'F', 'INV'])}${issuedYear(checkOut)}-${pad(r.int(1, 9999), 4)}`;
    const booking = `${r.digits(4)}.${r.digits(3)}.${r.digits(3)}`;
    const cityTax = r.int(1, 5) * 100 + r.pick([0, 50]);
    const body = `<div style="--c:${colour}"><div class="b">${esc(property)}</div><div class="sub">${esc(owner.address.join(', '))} · ${esc(owner.phone)}</div>
<h1>Receipt</h1><div class="sub">No. ${number} · Date ${d(checkOut)}</div>
<div class="card"><h2>Guest</h2>${lines([guest.name, ...guest.address, guest.country.name])}<br>Booked via ${esc(site)} · booking number ${booking} · ${guests} guest${guests > 1 ? 's' : ''}</div>
<div class="card"><h2>Charges</h2><table class="p">${[lodging, ...extras].map((entry) => `<tr><td>${esc(entry.description)}${entry.description.startsWith('Accommodation') ? '' : ` (${entry.quantity} x ${money(entry.unit)})`}</td><td>${money(entry.amount)}</td></tr>`).join('')}<tr><td>Net amount</td><td>${money(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>VAT ${row.rate}% included</td><td>${money(row.tax)}</td></tr>`).join('')}${s.taxes.length > 1 ? `<tr><td>Total VAT included</td><td>${money(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total paid (${cur})</td><td>${money(s.total)}</td></tr></table></div>
<div class="card">Paid in full by ${r.pick(['card at the property', `prepayment through ${site}`, 'bank transfer'])}. City tax of ${money(cityTax)} per person per night is payable at the property and is not included above.</div>
<div class="ft">${esc(legal)} · ${esc(owner.address.join(', '))} · ${code === 'DE' ? `USt-IdNr. ${TAX.ustId(r)}` : code === 'GB' ? `VAT ${TAX.vatGB(r)}` : `VAT ${code}${r.digits(9)}`}</div></div>`;
    return {
      html: page(STAY_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: checkOut,
        vendor: property,
        // VAT included in the prices; the city tax payable on site is not in the total.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: cur,
      }),
      aliases: [legal],
    };
  },
};

const issuedYear = (iso: string) => iso.slice(0, 4);
