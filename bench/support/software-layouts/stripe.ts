// Stripe's invoice PDF and its receipts (the one for a paid invoice and the e-mail receipt of a
// one-off payment), as Stripe Billing prints them: "Invoice" at the top left, the number, date of
// issue and due date in a small grid, the seller, "Bill to" (and "Ship to") in columns, the
// "$X USD due <date>" line, the items with their period, and a right-hand totals block with
// "Total excluding tax" and tax lines such as "Sales Tax - Texas (8.25% on $99.00)". The footer of
// every page repeats the number, the amount and the page number.
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  line,
  lines,
  moneyOf,
  page,
  PAGE_OF,
  price,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Random,
  type Sums,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { CATALOG, company, customer, TAX, type CountryCode, type Party } from './people.ts';

const US_STATES: Record<string, [string, number]> = {
  TX: ['Texas', 8.25],
  OR: ['Oregon', 0],
  WI: ['Wisconsin', 5.5],
  CO: ['Colorado', 8.81],
  NY: ['New York', 8.875],
  NC: ['North Carolina', 7.25],
  ID: ['Idaho', 6],
  OH: ['Ohio', 7.5],
  CA: ['California', 7.25],
  FL: ['Florida', 7],
  WA: ['Washington', 10.25],
  IL: ['Illinois', 10.25],
};

interface Deal {
  seller: Party;
  buyer: Party;
  sellerTaxId: string | null;
  buyerTaxId: string | null;
  currency: string;
  symbol: string;
  /** Dates in the account's locale: "March 3, 2026" or "3 March 2026". */
  date: (iso: string) => string;
  short: (iso: string) => string;
  items: Line[];
  sums: Sums;
  /** The tax line's label, e.g. "VAT - Germany (19% on €79.20)"; null when no tax. */
  taxLabels: string[];
  discountLabel: string;
  letter: boolean;
  issued: string;
}

/** A Stripe account's customer and invoice: a software company selling plans, seats and usage. */
function deal(r: Random): Deal {
  const code = r.pick<CountryCode>(['US', 'US', 'US', 'GB', 'IE', 'DE', 'FR', 'NL', 'AU', 'CA']);
  const seller = company(r, code, {
    trades: ['Labs', 'Software', 'Analytics', 'Cloud', 'HQ', 'AI', 'Technologies', ''],
  });
  const buyer = customer(r, code, seller.stem, 0.15);
  const [currency, symbol] = (
    {
      US: ['USD', '$'],
      GB: ['GBP', '£'],
      IE: ['EUR', '€'],
      DE: ['EUR', '€'],
      FR: ['EUR', '€'],
      NL: ['EUR', '€'],
      AU: ['AUD', 'A$'],
      CA: ['CAD', 'CA$'],
    } as const
  )[code as 'US'];
  const british = code !== 'US' && code !== 'CA';
  const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
  const date = (iso: string) => fmtDate(iso, british ? 'D MMMM YYYY' : 'MMMM D, YYYY');
  const short = (iso: string) => fmtDate(iso, british ? 'D MMM' : 'MMM D');
  const issued = issueDate(r);
  const [rate, region, kind] = ((): [number, string, string] => {
    switch (code) {
      case 'US': {
        const [state, stateRate] = US_STATES[buyer.region] ?? ['Texas', 8.25];
        return r.chance(0.45) ? [0, '', 'none'] : [stateRate, state, 'Sales Tax'];
      }
      case 'GB':
        return [20, 'United Kingdom', 'VAT'];
      case 'IE':
        return [23, 'Ireland', 'VAT'];
      case 'DE':
        return [19, 'Germany', 'VAT'];
      case 'FR':
        return [20, 'France', 'VAT'];
      case 'NL':
        return [21, 'Netherlands', 'VAT'];
      case 'AU':
        return [10, 'Australia', 'GST'];
      default:
        return r.chance(0.5) ? [13, 'Ontario', 'HST'] : [5, 'Canada', 'GST'];
    }
  })();
  const taxed = kind !== 'none' && (rate > 0 || r.chance(0.5));
  const end = addDays(issued, r.pick([30, 31, 365]));
  const withYear = (iso: string) => fmtDate(iso, british ? 'D MMM YYYY' : 'MMM D, YYYY');
  const period =
    issued.slice(0, 4) === end.slice(0, 4)
      ? `${short(issued)} – ${withYear(end)}`
      : `${withYear(issued)} – ${withYear(end)}`;
  const plans = r.some(CATALOG.saasEn, r.int(1, 4));
  const items = plans.map((plan) => {
    const seats = plan.text.includes('seats') ? r.int(2, 25) : 1;
    const usage = plan.text.includes('usage');
    const tiers = [
      9, 12, 15, 19, 25, 29, 39, 49, 79, 99, 149, 199, 249, 299, 499, 2400, 4800, 9600,
    ];
    const fits = tiers.filter((tier) => tier >= plan.low && tier <= plan.high);
    const unit = fits.length && r.chance(0.8) ? r.pick(fits) * 100 : price(r, plan.low, plan.high);
    return line(
      usage ? 'API requests (per 1,000)' : plan.text,
      usage ? r.int(20, 900) : seats,
      usage ? r.int(2, 12) * 5 : unit,
      taxed ? rate : 0,
      plan.text.includes('Onboarding') ? {} : { detail: period },
    );
  });
  const coupon = r.chance(0.3) ? r.pick([10, 15, 20, 25, 50]) : 0;
  const totals = sums(items, coupon ? { discountPercent: coupon } : {});
  const stripeTax = r.chance(0.6);
  const taxLabels = taxed
    ? totals.taxes.map((row) =>
        stripeTax
          ? `${kind} - ${region} (${row.rate}% on ${m(row.base)})`
          : `${kind} (${row.rate}%)`,
      )
    : [];
  const buyerTax =
    buyer.company && r.chance(0.4)
      ? ({
          US: null,
          GB: `GB VAT ${TAX.vatGB(r).replace(/ /g, '')}`,
          IE: `EU VAT ${TAX.vatIE(r)}`,
          DE: `EU VAT ${TAX.ustId(r)}`,
          FR: `EU VAT FR${r.digits(11)}`,
          NL: `EU VAT ${TAX.btwNL(r)}`,
          AU: `AU ABN ${TAX.abn(r).replace(/ /g, '')}`,
          CA: `CA BN ${TAX.bnCA(r)}`,
        }[code as 'US'] ?? null)
      : null;
  const sellerTax = taxed
    ? ({
        US: null,
        GB: `GB VAT ${TAX.vatGB(r).replace(/ /g, '')}`,
        IE: `EU VAT ${TAX.vatIE(r)}`,
        DE: `EU VAT ${TAX.ustId(r)}`,
        FR: `EU VAT FR${r.digits(11)}`,
        NL: `EU VAT ${TAX.btwNL(r)}`,
        AU: `AU ABN ${TAX.abn(r).replace(/ /g, '')}`,
        CA: `CA GST/HST ${TAX.bnCA(r)}RT0001`,
      }[code as 'US'] ?? null)
    : null;
  return {
    seller,
    buyer,
    sellerTaxId: sellerTax,
    buyerTaxId: buyerTax,
    currency,
    symbol,
    date,
    short,
    items,
    sums: totals,
    taxLabels,
    discountLabel: `${r.pick(['LAUNCH', 'WELCOME', 'ANNUAL', 'PARTNER', 'EARLYBIRD'])}${coupon} (${coupon}% off)`,
    letter: code === 'US' || code === 'CA',
    issued,
  };
}

const CSS = `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#1a1a1a;font-size:10.5px;line-height:1.45}
h1{font-size:20px;font-weight:600;margin:0 0 14px}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.meta td{padding:0 18px 1px 0;vertical-align:top}
.meta td:first-child{color:#1a1a1a;font-weight:600}
.parties{display:flex;gap:36px;margin:26px 0 24px}
.parties>div{min-width:150px}
.parties b{display:block;font-weight:600}
.due{font-size:16px;font-weight:600;margin:0 0 4px}
.pay{color:#635bff;text-decoration:underline;margin-bottom:20px;display:block}
.memo{margin:6px 0 20px;white-space:pre-line}
table.items{width:100%;margin-top:10px}
table.items th{font-weight:normal;color:#687385;text-align:right;padding:0 0 6px;border-bottom:1px solid #1a1a1a;font-size:10px}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:8px 0 6px;text-align:right;vertical-align:top}
table.items td small{display:block;color:#687385;font-size:9.5px}
table.totals{margin-left:auto;width:56%;margin-top:4px}
table.totals td{padding:5px 0;border-top:1px solid #e3e8ee;text-align:right}
table.totals td:first-child{text-align:left;padding-right:12px}
table.totals tr.strong td{font-weight:600}
.grey{color:#687385}
h2{font-size:13px;font-weight:600;margin:28px 0 8px}
table.history{width:100%}
table.history th{font-weight:normal;color:#687385;text-align:left;border-bottom:1px solid #1a1a1a;padding:0 0 5px}
table.history td{padding:6px 0}
`;

function itemTable(d: Deal, m: (cents: number) => string, withTax: boolean): string {
  const head = `<tr><th>Description</th><th>Qty</th><th>Unit price</th>${withTax ? '<th>Tax</th>' : ''}<th>Amount</th></tr>`;
  const body = d.items
    .map(
      (item) =>
        `<tr><td>${esc(item.description)}${item.detail ? `<small>${esc(item.detail)}</small>` : ''}</td><td>${item.quantity}</td><td>${m(item.unit)}</td>${withTax ? `<td>${item.rate}%</td>` : ''}<td>${m(item.amount)}</td></tr>`,
    )
    .join('');
  return `<table class="items">${head}${body}</table>`;
}

function totalRows(d: Deal, m: (cents: number) => string): string {
  const s = d.sums;
  const rows: [string, string, boolean?][] = [['Subtotal', m(s.subtotal)]];
  if (s.discount) rows.push([esc(d.discountLabel), m(-s.discount)]);
  if (d.taxLabels.length) {
    rows.push(['Total excluding tax', m(s.net)]);
    s.taxes.forEach((row, index) => rows.push([esc(d.taxLabels[index] ?? ''), m(row.tax)]));
  }
  rows.push(['Total', m(s.total)]);
  return rows.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('');
}

const partyBlock = (party: Party, extra: (string | null)[], showName = true) =>
  lines([showName ? party.name : null, ...party.address, party.country.name, ...extra]);

function footer(left: string, letter: boolean): string {
  return `<div style="font-family:Helvetica,Arial,sans-serif;font-size:8px;color:#687385;width:100%;display:flex;justify-content:space-between;padding:0 ${letter ? '0.6in' : '15mm'}"><span>${esc(left)}</span><span>Page ${PAGE_OF}</span></div>`;
}

export const stripeInvoice: Layout = {
  name: 'stripe-invoice',
  render(r) {
    const d = deal(r);
    const m = moneyOf({ sep: SEP.en, symbol: d.symbol, position: 'before' });
    const number = `${r.alnum(8)}-${String(r.int(1, 240)).padStart(4, '0')}`;
    const issued = d.issued;
    const due = addDays(issued, r.pick([0, 7, 14, 30, 30]));
    const { logo, only } = sellerLogo(r, d.seller.name, { only: 0.15, any: 0.5 });
    // An applied customer balance (credit) is taken off the amount due, not the total.
    const credit = r.chance(0.2) ? Math.min(d.sums.total, r.int(1, 20) * 500) : 0;
    const paid = !credit && r.chance(0.25);
    const amountDue = paid ? 0 : d.sums.total - credit;
    const dueLine = paid
      ? `${m(d.sums.total)} ${d.currency} paid on ${d.date(issued)}`
      : `${m(amountDue)} ${d.currency} due ${d.date(due)}`;
    const multiRate = d.sums.taxes.length > 1;
    const extraRows = [
      credit ? `<tr><td>Applied balance</td><td>${m(-credit)}</td></tr>` : '',
      paid ? `<tr><td>Amount paid</td><td>${m(d.sums.total)}</td></tr>` : '',
      `<tr class="strong"><td>Amount ${paid ? 'remaining' : 'due'}</td><td>${m(amountDue)} ${d.currency}</td></tr>`,
    ].join('');
    const shipTo = r.chance(0.15);
    const body = `
<div class="top"><div><h1>Invoice</h1>
<table class="meta"><tr><td>Invoice number</td><td>${number}</td></tr>
<tr><td>Date of issue</td><td>${d.date(issued)}</td></tr>
<tr><td>Date due</td><td>${d.date(due)}</td></tr></table></div>
<div>${logo ? img(logo) : ''}</div></div>
<div class="parties">
<div>${only ? '' : `<b>${esc(d.seller.name)}</b>`}${partyBlock(d.seller, [d.seller.phone, d.seller.email, d.sellerTaxId], false)}</div>
<div><b>Bill to</b>${partyBlock(d.buyer, [d.buyer.email, d.buyerTaxId])}</div>
${shipTo ? `<div><b>Ship to</b>${partyBlock(d.buyer, [])}</div>` : ''}
</div>
<div class="due">${dueLine}</div>
${paid ? '' : `<a class="pay">Pay online</a>`}
${r.chance(0.4) ? `<div class="memo">${esc(r.pick(['Thanks for your business!', `Questions? Contact us at ${d.seller.email}.`, 'Please include the invoice number with your payment.', 'Your subscription renews automatically.']))}</div>` : ''}
${itemTable(d, m, multiRate)}
<table class="totals">${totalRows(d, m)}${extraRows}</table>`;
    return {
      html: page(CSS, body),
      paper: {
        format: d.letter ? 'Letter' : 'A4',
        margin: d.letter ? ['0.55in', '0.6in', '0.7in', '0.6in'] : ['14mm', '15mm', '18mm', '15mm'],
        footer: footer(`${number} · ${dueLine}`, d.letter),
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: d.seller.name,
        amount: d.sums.net,
        taxAmount: d.taxLabels.length ? d.sums.tax : null,
        total: d.sums.total,
        currency: d.currency,
      }),
      logoOnly: only,
    };
  },
};

const EMAIL_CSS = `
body{font-family:-apple-system,"Helvetica Neue",Helvetica,Arial,sans-serif;color:#525f7f;font-size:11px;background:#f6f9fc}
.card{width:560px;margin:30px auto;background:#fff;padding:0 0 30px;border-radius:4px;overflow:hidden}
.band{height:120px;background:#525f7f;position:relative}
.icon{position:absolute;left:50%;transform:translateX(-50%);bottom:-28px;background:#fff;border-radius:50%;padding:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.icon span{display:block;width:40px;height:40px;border-radius:50%;color:#fff;text-align:center;line-height:40px;font-size:18px;font-weight:600}
h1{color:#32325d;font-size:22px;font-weight:normal;text-align:center;margin:48px 0 4px}
.sub{color:#8898aa;text-align:center;font-size:13px;margin-bottom:26px}
.cols{display:flex;justify-content:space-between;padding:0 40px;margin-bottom:26px}
.cols div{font-size:12px;color:#525f7f}
.cols small,.label{display:block;font-size:9.5px;text-transform:uppercase;color:#8898aa;font-weight:600;letter-spacing:.3px;margin-bottom:3px}
.summary{margin:0 40px}
.box{background:#f6f9fc;border-radius:4px;padding:6px 16px;margin-top:6px}
.box table{width:100%}
.box td{padding:8px 0;font-size:12px}
.box td:last-child{text-align:right}
.box tr.sep td{border-top:1px solid #e6ebf1}
.box tr.strong td{font-weight:600;color:#32325d}
.note{margin:24px 40px 0;border-top:1px solid #e6ebf1;padding-top:18px;line-height:1.6}
.fine{margin:18px 40px 0;font-size:9.5px;color:#8898aa;line-height:1.6}
`;

export const stripeReceipt: Layout = {
  name: 'stripe-receipt',
  render(r) {
    const d = deal(r);
    const m = moneyOf({ sep: SEP.en, symbol: d.symbol, position: 'before' });
    const paidOn = addDays(d.issued, r.pick([0, 0, 1, 3]));
    const receipt = `${r.int(1000, 2999)}-${r.digits(4)}`;
    const card = `${r.pick(['Visa', 'Mastercard', 'American Express', 'Discover'])} - ${r.digits(4)}`;
    const taxed = d.taxLabels.length > 0;
    if (r.chance(0.4)) {
      // The e-mail receipt of a payment: no invoice, the receipt number is the document's.
      const colour = r.pick(['#635bff', '#0a2540', '#e25950', '#00a86b', '#f5a623']);
      const rows = [
        ...d.items.map(
          (item) =>
            `<tr><td>${esc(item.description)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</td><td>${m(item.amount)}</td></tr>`,
        ),
        d.sums.discount
          ? `<tr><td>${esc(d.discountLabel)}</td><td>${m(-d.sums.discount)}</td></tr>`
          : '',
        taxed
          ? d.sums.taxes
              .map(
                (row, index) =>
                  `<tr class="sep"><td>${esc(d.taxLabels[index] ?? '')}</td><td>${m(row.tax)}</td></tr>`,
              )
              .join('')
          : '',
        `<tr class="sep strong"><td>Amount charged</td><td>${m(d.sums.total)}</td></tr>`,
      ].join('');
      const body = `<div class="card"><div class="band" style="background:${colour}"><div class="icon"><span style="background:${colour}">${esc(d.seller.stem[0] ?? 'S')}</span></div></div>
<h1>Receipt from ${esc(d.seller.name)}</h1><div class="sub">Receipt #${receipt}</div>
<div class="cols"><div><small>Amount paid</small>${m(d.sums.total)}</div><div><small>Date paid</small>${fmtDate(paidOn, 'MMM D, YYYY')}</div><div><small>Payment method</small>${esc(card)}</div></div>
<div class="summary"><span class="label">Summary</span><div class="box"><table>${rows}</table></div></div>
<div class="note">If you have any questions, contact us at <a style="color:#625afa">${esc(d.seller.email)}</a> or call us at ${esc(d.seller.phone)}.</div>
<div class="fine">You're receiving this email because you made a purchase at ${esc(d.seller.name)}, which partners with Stripe to provide invoicing and payment processing.</div></div>`;
      return {
        html: page(EMAIL_CSS, body),
        paper: { format: d.letter ? 'Letter' : 'A4' },
        truth: truthOf({
          invoiceNumber: receipt,
          date: paidOn,
          vendor: d.seller.name,
          // Items, a discount, the tax and the amount charged: no net is printed.
          amount: null,
          taxAmount: taxed ? d.sums.tax : null,
          total: d.sums.total,
          currency: d.currency,
        }),
      };
    }
    // The receipt of a paid invoice: the invoice's layout, titled Receipt.
    const number = `${r.alnum(8)}-${String(r.int(1, 240)).padStart(4, '0')}`;
    const { logo, only } = sellerLogo(r, d.seller.name, { only: 0.1, any: 0.5 });
    const paidLine = `${m(d.sums.total)} paid on ${d.date(paidOn)}`;
    const body = `
<div class="top"><div><h1>Receipt</h1>
<table class="meta"><tr><td>Invoice number</td><td>${number}</td></tr>
<tr><td>Receipt number</td><td>${receipt}</td></tr>
<tr><td>Date paid</td><td>${d.date(paidOn)}</td></tr>
${r.chance(0.5) ? `<tr><td>Payment method</td><td>${esc(card)}</td></tr>` : ''}</table></div>
<div>${logo ? img(logo) : ''}</div></div>
<div class="parties">
<div>${only ? '' : `<b>${esc(d.seller.name)}</b>`}${partyBlock(d.seller, [d.seller.phone, d.seller.email, d.sellerTaxId], false)}</div>
<div><b>Bill to</b>${partyBlock(d.buyer, [d.buyer.email, d.buyerTaxId])}</div>
</div>
<div class="due">${paidLine}</div>
<div style="height:14px"></div>
${itemTable(d, m, d.sums.taxes.length > 1)}
<table class="totals">${totalRows(d, m)}<tr class="strong"><td>Amount paid</td><td>${m(d.sums.total)}</td></tr></table>
<h2>Payment history</h2>
<table class="history"><tr><th>Payment method</th><th>Date</th><th>Amount paid</th><th>Receipt number</th></tr>
<tr><td>${esc(card)}</td><td>${d.date(paidOn)}</td><td>${m(d.sums.total)}</td><td>${receipt}</td></tr></table>`;
    return {
      html: page(CSS, body),
      paper: {
        format: d.letter ? 'Letter' : 'A4',
        margin: d.letter ? ['0.55in', '0.6in', '0.7in', '0.6in'] : ['14mm', '15mm', '18mm', '15mm'],
        footer: footer(`${receipt} · ${paidLine}`, d.letter),
      },
      truth: truthOf({
        invoiceNumber: number,
        date: paidOn,
        vendor: d.seller.name,
        amount: d.sums.net,
        taxAmount: taxed ? d.sums.tax : null,
        total: d.sums.total,
        currency: d.currency,
      }),
      logoOnly: only,
    };
  },
};
