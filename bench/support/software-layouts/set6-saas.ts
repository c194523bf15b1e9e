// Set 6's subscription invoices: a collaboration or creative software vendor's invoice in the
// manner of Atlassian's, Slack's, Zoom's or Adobe's (the entitlement or account number, the
// billing period, the plan with its users, seats or licences, a fair-billing credit for inactive
// members, the tax of the customer's country or state, or the reverse charge; paid by card, so
// the amount due is often 0.00) and a productivity cloud's monthly invoice in the manner of
// Microsoft 365's under a customer agreement (billing account and profile, their IDs, the
// invoice ID, sold-to and bill-to, a summary of charges, credits and tax, the detail per
// subscription, the tax by country or jurisdiction in its own table, wire transfer details).
import {
  addDays,
  esc,
  fmtDate,
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
import { canadaTaxes, company, person, TAX, type CountryCode, type Party } from './people.ts';
import { pastDate } from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Sales tax of the US places people.ts draws (state and local together), as billers charge it. */
const US_SALES_TAX: Record<string, number> = {
  TX: 8.25,
  OR: 0,
  WI: 5.5,
  CO: 8.81,
  NY: 8.875,
  NC: 7.25,
  ID: 6,
  OH: 7.5,
  CA: 0,
  FL: 7,
  WA: 10.25,
  IL: 10.25,
};

const VAT: Partial<Record<CountryCode, number>> = { GB: 20, IE: 23, DE: 19, FR: 20, NL: 21 };

/** A customer's VAT or tax number as its country writes it. */
function buyerTaxId(r: Parameters<Layout['render']>[0], code: CountryCode): string {
  switch (code) {
    case 'GB':
      return TAX.vatGB(r);
    case 'IE':
      return TAX.vatIE(r);
    case 'DE':
      return TAX.ustId(r);
    case 'FR':
      return `FR${r.digits(11)}`;
    case 'NL':
      return TAX.btwNL(r);
    case 'AU':
      return `ABN ${TAX.abn(r)}`;
    case 'CA':
      return `${TAX.bnCA(r)}RT0001`;
    default:
      return `EIN ${TAX.ein(r)}`;
  }
}

/** Tax rows for a customer: name, rate; none for the reverse charge or an untaxed state. */
function taxFor(
  code: CountryCode,
  buyer: Party,
  issued: string,
  reverse: boolean,
): { name: string; rate: number }[] {
  if (code === 'US') {
    const rate = US_SALES_TAX[buyer.region] ?? 0;
    return rate ? [{ name: `Sales tax (${buyer.region})`, rate }] : [];
  }
  if (code === 'AU') return [{ name: 'GST', rate: 10 }];
  if (code === 'CA') return canadaTaxes(buyer.region, issued);
  if (reverse) return [];
  return [{ name: 'VAT', rate: VAT[code] ?? 20 }];
}

const CURRENCY: Partial<Record<CountryCode, string>> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  GB: 'GBP',
  IE: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  NL: 'EUR',
};
const SYMBOL: Record<string, string> = { USD: '$', CAD: 'CA$', AUD: 'A$', GBP: '£', EUR: '€' };

// ---------------------------------------------------------------------------------------------
// A collaboration or creative software vendor's subscription invoice

type Kind = 'boards' | 'chat' | 'video' | 'creative';

const SAAS_CSS = `
body{font-size:9px;color:#172b4d;line-height:1.5;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .b{font-size:22px;font-weight:bold;color:var(--c)}
.band{background:var(--c);color:#fff;margin:-14mm -16mm 6mm;padding:7mm 16mm;display:flex;justify-content:space-between;align-items:center}
.band .b{color:#fff}
h1{font-size:24px;font-weight:600;margin:0}
.meta td{padding:1px 0 1px 14px}
.meta td:first-child{color:#6b778c;padding-left:0}
.cols{display:flex;gap:8mm;margin-top:8mm}
.cols>div{flex:1}
.lb{color:#6b778c;font-size:8px;text-transform:uppercase;letter-spacing:.5px;margin-bottom:1mm}
table.l{width:100%;margin-top:8mm}
table.l th{text-align:left;font-size:8px;color:#6b778c;border-bottom:2px solid #dfe1e6;padding:4px}
table.l td{padding:5px 4px;border-bottom:1px solid #ebecf0;vertical-align:top}
table.l th.n,table.l td.n{text-align:right}
table.l small{color:#6b778c}
table.t{margin-left:auto;margin-top:4mm;min-width:48%}
table.t td{padding:3px 4px}
table.t td.n{text-align:right}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:2px solid #172b4d}
.paid{display:inline-block;background:#e3fcef;color:#006644;font-weight:bold;padding:2px 8px;border-radius:3px;margin-top:2mm}
.ft{margin-top:12mm;font-size:7.8px;color:#6b778c;border-top:1px solid #dfe1e6;padding-top:3mm}
`;

const PLANS: Record<Kind, { brands: string[]; items: [string, number][] }> = {
  boards: {
    brands: ['Trellis', 'Taskfolio'],
    items: [
      ['Boards (Cloud) Standard', 815],
      ['Boards (Cloud) Premium', 1600],
      ['Docs (Cloud) Standard', 605],
      ['Service Desk (Cloud) Standard – agents', 2200],
      ['Marketplace app: Time Tracker Pro', 120],
    ],
  },
  chat: {
    brands: ['Chatterbox', 'Huddlr'],
    items: [
      ['Pro plan – active members', 875],
      ['Business+ plan – active members', 1500],
      ['Huddles recording add-on', 300],
    ],
  },
  video: {
    brands: ['Meetly', 'Confero'],
    items: [
      ['Pro – Monthly (licences)', 1399],
      ['Business – Monthly (licences)', 2199],
      ['Large Meetings 500 add-on', 5000],
      ['Cloud Recording Storage 3 TB', 10000],
      ['Webinars 500 add-on', 7900],
    ],
  },
  creative: {
    brands: ['Pixelry', 'Vectora'],
    items: [
      ['Studio All Apps for teams (annual, paid monthly) – seats', 8999],
      ['Paperwork Pro for teams – seats', 2399],
      ['Stock – 10 assets per month', 2999],
      ['Studio Photo plan (1 TB)', 2399],
    ],
  },
};

export const collabSaasInvoice: Layout = {
  name: 'collab-saas-invoice',
  render(r) {
    const kind = r.pick<Kind>(['boards', 'chat', 'video', 'creative']);
    const plans = PLANS[kind];
    const brand = r.pick(plans.brands);
    const code = r.pick<CountryCode>(['US', 'US', 'GB', 'DE', 'FR', 'NL', 'IE', 'AU', 'CA']);
    const buyer = r.chance(0.85) ? company(r, code, { form: 'always' }) : person(r, code);
    const issued = pastDate(r);
    const eu = ['IE', 'DE', 'FR', 'NL', 'GB'].includes(code);
    const legal = {
      boards: `${brand} Software Pty Ltd`,
      chat:
        code === 'US' || code === 'CA'
          ? `${brand} Technologies, LLC`
          : `${brand} Technologies Limited`,
      video: `${brand} Video Communications, Inc.`,
      creative: eu ? `${brand} Systems Software Ireland Limited` : `${brand} Inc.`,
    }[kind];
    const home = {
      boards: ['Level 6, 341 George Street', 'Sydney NSW 2000', 'Australia', `ABN ${TAX.abn(r)}`],
      chat:
        code === 'US' || code === 'CA'
          ? ['500 Howard Street', 'San Francisco, CA 94105', 'United States']
          : [
              'One Park Place, Hatch Street Upper',
              'Dublin 2, D02 E651',
              'Ireland',
              `VAT: IE${r.digits(7)}${r.letters(1)}`,
            ],
      video: ['55 Almaden Boulevard, 6th Floor', 'San Jose, CA 95113', 'United States'],
      creative: eu
        ? [
            '4-6 Riverwalk, Citywest Business Park',
            'Dublin 24, D24 DCW0',
            'Ireland',
            `VAT: IE${r.digits(7)}${r.letters(1)}`,
          ]
        : ['345 Park Avenue', 'San Jose, CA 95110', 'United States'],
    }[kind];
    const businessVat = buyer.company && eu && code !== 'IE' && code !== 'GB';
    // A business customer in the EU outside Ireland accounts for the VAT itself (the reverse
    // charge), as every European business does with the Australian seller; consumers and Irish
    // and British businesses are charged their VAT.
    const reverse = kind === 'boards' ? eu && buyer.company : businessVat;
    const taxes = taxFor(code, buyer, issued, reverse);
    const cur =
      kind === 'boards' && code !== 'AU'
        ? 'USD'
        : r.chance(0.25)
          ? 'USD'
          : (CURRENCY[code] ?? 'USD');
    const money = moneyOf({ sep: SEP.en, symbol: SYMBOL[cur]!, position: 'before' });
    const annual = r.chance(0.3);
    const users = r.int(3, 120);
    const end = addDays(issued, annual ? 364 : r.pick([27, 29, 30]));
    const dFmt = r.pick(['MMM D, YYYY', 'D MMM YYYY', 'MMMM D, YYYY', 'YYYY-MM-DD']);
    const d = (iso: string) => fmtDate(iso, dFmt);
    const chosen = r.some(plans.items, r.int(1, 3));
    const items: Line[] = chosen.map(([label, unit], index) => {
      const seats = label.includes('–') || index === 0 ? users : 1;
      const months = annual ? 12 : 1;
      const scale = cur === 'USD' ? 1 : cur === 'EUR' ? 0.95 : cur === 'GBP' ? 0.82 : 1.45;
      return line(`${brand} ${label}`, seats, Math.round(unit * months * scale), 0, {
        detail: `${d(issued)} – ${d(end)}${seats > 1 ? ` · ${seats} ${kind === 'chat' ? 'members' : kind === 'video' ? 'licences' : 'users'}` : ''}`,
      });
    });
    if (kind === 'chat' && r.chance(0.5)) {
      const inactive = r.int(1, Math.max(1, Math.floor(users / 4)));
      items.push(
        line('Fair billing credit – inactive members', inactive, -items[0]!.unit, 0, {
          detail: 'Credit for members inactive in the last billing period',
        }),
      );
    }
    const base = sums(items.map((entry) => ({ ...entry, rate: 0 })));
    const taxRows = taxes.map((tax) => ({
      ...tax,
      amount: Math.round((base.net * tax.rate) / 100),
    }));
    const taxTotal = taxRows.reduce((sum, tax) => sum + tax.amount, 0);
    const total = base.net + taxTotal;
    const number = {
      boards: `IN-${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`,
      chat: `${brand.slice(0, 2).toUpperCase()}${code === 'US' || code === 'CA' ? 'US' : 'IE'}-${r.digits(8)}`,
      video: `INV${r.digits(9)}`,
      creative: `${r.pick(['21', '25', '26'])}${r.digits(8)}`,
    }[kind];
    const paidByCard = r.chance(0.6);
    const card = `${r.pick(['Visa', 'Mastercard', 'Amex'])} ending ${r.digits(4)}`;
    const colour = { boards: '#0052cc', chat: '#4a154b', video: '#0b5cff', creative: '#d7262f' }[
      kind
    ];
    const logo = r.chance(0.5)
      ? drawLogo(r, brand, { colour: kind === 'creative' ? '#ffffff' : colour, height: 30 })
      : null;
    const brandMark = logo ? img(logo) : `<span class="b">${esc(brand)}</span>`;
    const refs: [string, string][] = [
      [
        kind === 'creative' ? 'Invoice Number' : kind === 'video' ? 'Invoice #' : 'Invoice number',
        number,
      ],
      [kind === 'creative' ? 'Invoice Date' : 'Invoice date', d(issued)],
      ...(kind === 'boards'
        ? ([
            ['Order number', `AT-${r.digits(9)}`],
            ['Entitlement', `E-${r.alnum(3)}-${r.alnum(3)}-${r.alnum(3)}-${r.alnum(3)}`],
          ] as [string, string][])
        : []),
      ...(kind === 'video' ? ([['Account number', r.digits(10)]] as [string, string][]) : []),
      ...(kind === 'creative' ? ([['Order Number', r.digits(10)]] as [string, string][]) : []),
      ...(kind === 'chat'
        ? ([['Workspace', `${buyer.domain.split('.')[0]}.${brand.toLowerCase()}.com`]] as [
            string,
            string,
          ][])
        : []),
      ['Billing period', `${d(issued)} – ${d(end)}`],
      [paidByCard ? 'Payment' : 'Due date', paidByCard ? card : d(addDays(issued, 30))],
    ];
    const meta = `<table class="meta">${refs.map(([k, v]) => `<tr><td>${k}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
    const billTo = `<div><div class="lb">${kind === 'boards' ? 'Invoice to' : 'Bill to'}</div>${lines([buyer.name, buyer.company ? `Attn: ${buyer.contact}` : null, ...buyer.address, buyer.country.name, buyer.email])}${buyer.company && code !== 'US' ? `<br>${code === 'AU' || code === 'CA' ? 'Tax ID' : 'VAT ID'}: ${buyerTaxId(r, code)}` : ''}</div>`;
    const techContact =
      kind === 'boards'
        ? `<div><div class="lb">Technical contact</div>${lines([buyer.contact, buyer.email])}</div>`
        : '';
    const from = `<div><div class="lb">From</div>${lines([legal, ...home])}</div>`;
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}<br><small>${esc(entry.detail ?? '')}</small></td><td class="n">${entry.quantity}</td><td class="n">${money(entry.unit).replace(/^(.)(-)/, '$2$1')}</td><td class="n">${money(entry.amount).replace(/^-?/, entry.amount < 0 ? '-' : '')}</td></tr>`,
      )
      .join('');
    const taxLines = taxRows.length
      ? taxRows
          .map(
            (tax) =>
              `<tr><td>${tax.name} (${String(tax.rate)}%)</td><td class="n">${money(tax.amount)}</td></tr>`,
          )
          .join('')
      : `<tr><td>${code === 'US' ? 'Sales tax' : 'VAT'} (0%)</td><td class="n">${money(0)}</td></tr>`;
    const note = reverse
      ? 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).'
      : code === 'US' && !taxRows.length
        ? 'No sales tax was charged on this invoice based on the billing address.'
        : '';
    const font =
      kind === 'creative' ? 'Arial,Liberation Sans,sans-serif' : 'DejaVu Sans,Arial,sans-serif';
    const body = `<div style="--c:${colour};font-family:${font}">
${kind === 'creative' ? `<div class="band">${brandMark}<h1>Invoice</h1></div>` : `<div class="hd">${brandMark}<h1>${kind === 'chat' ? 'Invoice' : 'Tax invoice'}</h1></div>`}
<div class="cols">${kind === 'video' ? from : billTo}<div>${meta}</div></div>
<div class="cols">${kind === 'video' ? billTo : from}${techContact}</div>
<table class="l"><tr><th>Description</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount (${cur})</th></tr>${rows}</table>
<table class="t"><tr><td>Subtotal</td><td class="n">${money(base.net)}</td></tr>${taxLines}${taxRows.length > 1 ? `<tr><td>Total tax</td><td class="n">${money(taxTotal)}</td></tr>` : ''}<tr class="g"><td>Total</td><td class="n">${money(total)} ${cur}</td></tr>${paidByCard ? `<tr><td>Amount paid (${esc(card)}, ${d(issued)})</td><td class="n">-${money(total)}</td></tr><tr><td><b>Amount due</b></td><td class="n"><b>${money(0)}</b></td></tr>` : `<tr><td><b>Amount due</b></td><td class="n"><b>${money(total)}</b></td></tr>`}</table>
${paidByCard ? '<div class="paid">PAID</div>' : `<p>Please pay by ${d(addDays(issued, 30))} by bank transfer quoting invoice ${esc(number)}: ${kind === 'boards' ? `account ${r.digits(9)}, BSB ${r.digits(3)}-${r.digits(3)}` : `routing ${r.digits(9)}, account ${r.digits(10)}`}.</p>`}
<div class="ft">${esc(note)}${note ? '<br>' : ''}${esc(legal)} · ${esc(home.join(' · '))}<br>Questions about this invoice? billing@${brand.toLowerCase()}.com · Reference ${pad(r.int(1, 99999999), 8)}</div></div>`;
    return {
      html: page(SAAS_CSS, body),
      paper: { format: code === 'US' || code === 'CA' ? 'Letter' : 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        // The total, not the amount due after the card payment; the reverse charge's 0.00 as the
        // tax; GST and QST together in Québec.
        amount: base.net,
        taxAmount: taxTotal,
        total,
        currency: cur,
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A productivity cloud's invoice under a customer agreement

const MCA_CSS = `
body{font-family:"Segoe UI","DejaVu Sans",Arial,sans-serif;font-size:8.4px;color:#201f1e;line-height:1.45;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:center}
.hd .b{font-size:17px;color:#505050}
.hd .sq{display:inline-grid;grid-template-columns:8px 8px;gap:1.5px;margin-right:6px;vertical-align:middle}
.hd .sq i{display:block;width:8px;height:8px}
h1{font-size:20px;font-weight:600;margin:4mm 0 0}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6mm;margin-top:5mm}
.lb{font-weight:600;margin-bottom:1mm}
table.k td{padding:1px 10px 1px 0;vertical-align:top}
table.k td:first-child{color:#605e5c;white-space:nowrap}
.due{border:1px solid #c8c6c4;padding:3mm 4mm;margin-top:5mm;display:flex;justify-content:space-between;align-items:center}
.due b{font-size:15px}
h2{font-size:11px;font-weight:600;margin:6mm 0 2mm;border-bottom:1px solid #c8c6c4;padding-bottom:1mm}
table.d{width:100%}
table.d th{text-align:left;font-weight:600;background:#f3f2f1;padding:3px}
table.d td{padding:3px;border-bottom:1px solid #edebe9;vertical-align:top}
table.d .n{text-align:right}
table.s{width:55%;margin-left:auto}
table.s td{padding:2px 4px}
table.s .n{text-align:right}
table.s tr.g td{font-weight:600;border-top:1px solid #201f1e}
.pay{font-size:7.8px;color:#323130;margin-top:5mm}
`;

const SUITE = [
  ['365 Business Basic', 600],
  ['365 Business Standard', 1250],
  ['365 Business Premium', 2200],
  ['365 E3', 3600],
  ['Exchange Online (Plan 1)', 400],
  ['Teams Essentials', 400],
  ['Defender for Business', 300],
  ['Visio Plan 2', 1500],
] as const;

export const cloudSuiteInvoice: Layout = {
  name: 'cloud-suite-billing-invoice',
  render(r) {
    const brand = r.pick(['Orbis', 'Vantage', 'Northwind']);
    const code = r.pick<CountryCode>(['DE', 'FR', 'NL', 'IE', 'GB', 'AU', 'CA', 'US', 'US']);
    const buyer = company(r, code, { form: 'always' });
    const issued = pastDate(r, '2023-02-01');
    const first = `${issued.slice(0, 8)}01`;
    const periodEnd = addDays(first, -1);
    const periodStart = `${periodEnd.slice(0, 8)}01`;
    const entity = {
      US: [`${brand} Corporation`, '1 Orbital Way', 'Bellevue, WA 98004', 'United States'],
      CA: [`${brand} Canada Inc.`, '1950 Meadowvale Blvd', 'Mississauga, ON L5N 8L9', 'Canada'],
      AU: [`${brand} Pty Ltd`, '1 Epping Road', 'North Ryde NSW 2113', 'Australia'],
      GB: [`${brand} Limited`, '2 Kingdom Street', 'London W2 6BD', 'United Kingdom'],
    }[code as 'US'] ?? [
      `${brand} Ireland Operations Limited`,
      '70 Sir John Rogerson’s Quay',
      'Dublin 2, D02 R296',
      'Ireland',
    ];
    const legal = entity[0]!;
    const cur = CURRENCY[code] ?? 'USD';
    const money = (cents: number) =>
      `${cents < 0 ? '-' : ''}${cur} ${moneyOf({ sep: SEP.en, symbol: '', position: 'before' })(Math.abs(cents))}`;
    const dateFmt = code === 'US' || code === 'CA' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
    const dd = (iso: string) => fmtDate(iso, dateFmt);
    const scale =
      cur === 'GBP' ? 0.85 : cur === 'EUR' ? 0.95 : cur === 'AUD' ? 1.55 : cur === 'CAD' ? 1.37 : 1;
    const subs = r.some(SUITE, r.int(1, 4)).map(([name, unit]) => {
      const seats = r.int(2, 180);
      return line(`${brand} ${name}`, seats, Math.round(unit * scale), 0, {
        detail: `Subscription ID ${r.alnum(8).toLowerCase()}-${r.alnum(4).toLowerCase()}-${r.alnum(4).toLowerCase()}`,
      });
    });
    if (r.chance(0.4))
      subs.push(
        line(
          `${brand} Cloud usage – ${r.pick(['Virtual Machines', 'Storage', 'Bandwidth', 'Backup'])}`,
          1,
          r.int(500, 90000),
          0,
          {
            detail: `Meter ${r.alnum(8).toLowerCase()} · usage ${periodStart} to ${periodEnd}`,
          },
        ),
      );
    const credit = r.chance(0.25)
      ? -Math.min(r.int(1000, 20000), Math.round(subs[0]!.amount / 2))
      : 0;
    const charges = subs.reduce((sum, entry) => sum + entry.amount, 0);
    const net = charges + credit;
    const taxRows =
      code === 'US'
        ? (() => {
            const state = US_SALES_TAX[buyer.region] ?? 0;
            if (!state) return [];
            const local = Math.min(state, r.pick([1, 1.5, 2.25, 3.5]));
            return [
              {
                type: 'Sales tax',
                where: `${buyer.region} (state)`,
                rate: Math.round((state - local) * 1000) / 1000,
              },
              { type: 'Sales tax', where: `${buyer.city} (local)`, rate: local },
            ];
          })()
        : code === 'CA'
          ? canadaTaxes(buyer.region, issued).map((tax) => ({
              type: tax.name,
              where: tax.name === 'GST' || tax.name === 'HST' ? 'Canada' : buyer.region,
              rate: tax.rate,
            }))
          : code === 'AU'
            ? [{ type: 'GST', where: 'Australia', rate: 10 }]
            : [{ type: 'VAT', where: buyer.country.name, rate: VAT[code] ?? 20 }];
    const taxes = taxRows.map((row) => ({ ...row, amount: Math.round((net * row.rate) / 100) }));
    const tax = taxes.reduce((sum, row) => sum + row.amount, 0);
    const total = net + tax;
    const azureCredit = r.chance(0.15) ? Math.min(total, r.int(5000, 50000)) : 0;
    const number = `${r.pick(['G0', 'E0', 'G1'])}${r.digits(8)}`;
    const accountId = `${r.alnum(8).toLowerCase()}-${r.alnum(4).toLowerCase()}-${r.alnum(4).toLowerCase()}-${r.alnum(4).toLowerCase()}-${r.alnum(12).toLowerCase()}:${r.alnum(8).toLowerCase()}_2019-05-31`;
    const profileId = `${r.letters(4)}-${r.letters(4)}-${r.letters(3)}-${r.letters(3)}`;
    const po = r.chance(0.4) ? `PO${r.digits(7)}` : '';
    const due = addDays(issued, r.pick([30, 45, 60]));
    const colours = ['#f25022', '#7fba00', '#00a4ef', '#ffb900'];
    const sq = `<span class="sq">${colours.map((c) => `<i style="background:${c}"></i>`).join('')}</span>`;
    const rows = subs
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}<br><span style="color:#605e5c">${esc(entry.detail ?? '')}</span></td><td>${dd(periodStart)}–${dd(periodEnd)}</td><td class="n">${entry.quantity}</td><td class="n">${money(entry.unit)}</td><td class="n">${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const taxTable = taxes.length
      ? `<h2>Tax details</h2><table class="d"><tr><th>Tax type</th><th>Jurisdiction</th><th class="n">Rate</th><th class="n">Taxable amount</th><th class="n">Tax amount</th></tr>${taxes.map((row) => `<tr><td>${row.type}</td><td>${esc(row.where)}</td><td class="n">${row.rate}%</td><td class="n">${money(net)}</td><td class="n">${money(row.amount)}</td></tr>`).join('')}</table>`
      : '';
    const bank =
      code === 'US' || code === 'CA'
        ? `Bank: ${r.pick(['Bank of America', 'Wells Fargo Bank', 'Citibank N.A.'])} · ABA ${r.digits(9)} · Account ${r.digits(10)} · SWIFT ${r.pick(['BOFAUS3N', 'WFBIUS6S', 'CITIUS33'])}`
        : code === 'AU'
          ? `Bank: ${r.pick(['Commonwealth Bank', 'Westpac'])} · BSB ${r.digits(3)}-${r.digits(3)} · Account ${r.digits(8)}`
          : `Bank: ${r.pick(['Citibank Europe plc', 'Bank of Ireland', 'Deutsche Bank AG'])} · IBAN ${r.pick(['IE', 'DE', 'GB'])}${r.digits(2)} ${r.letters(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)} · BIC ${r.pick(['CITIIE2X', 'BOFIIE2D', 'DEUTDEFF'])}`;
    const body = `<div class="hd"><span class="b">${sq}${esc(brand)}</span><span style="color:#605e5c">Page 1</span></div>
<h1>Invoice</h1>
<div class="grid"><div><div class="lb">Sold to</div>${lines([buyer.name, ...buyer.address, buyer.country.name])}</div><div><div class="lb">Bill to</div>${lines([buyer.name, `Attn: Accounts Payable`, ...buyer.address, buyer.country.name, buyer.email])}${code !== 'US' ? `<br>${code === 'AU' ? 'ABN' : 'Tax ID'}: ${buyerTaxId(r, code).replace(/^ABN /, '')}` : ''}</div>
<table class="k"><tr><td>Invoice ID</td><td><b>${number}</b></td></tr><tr><td>Invoice date</td><td>${dd(issued)}</td></tr><tr><td>Due date</td><td>${dd(due)}</td></tr><tr><td>Billing period</td><td>${dd(periodStart)} – ${dd(periodEnd)}</td></tr>${po ? `<tr><td>PO number</td><td>${po}</td></tr>` : ''}<tr><td>Payment terms</td><td>Net ${Math.round((Date.parse(due) - Date.parse(issued)) / 86_400_000)}</td></tr></table></div>
<table class="k" style="margin-top:4mm"><tr><td>Billing account</td><td>${esc(buyer.name)}</td></tr><tr><td>Billing account ID</td><td>${accountId}</td></tr><tr><td>Billing profile</td><td>${esc(buyer.stem)} ${r.pick(['IT', 'Main', 'HQ', 'Finance'])}</td></tr><tr><td>Billing profile ID</td><td>${profileId}</td></tr></table>
<div class="due"><span>Amount due by ${dd(due)}</span><b>${money(total - azureCredit)}</b></div>
<h2>Summary</h2><table class="s"><tr><td>Charges</td><td class="n">${money(charges)}</td></tr><tr><td>Credits</td><td class="n">${money(credit)}</td></tr><tr><td>Subtotal</td><td class="n">${money(net)}</td></tr><tr><td>Tax</td><td class="n">${money(tax)}</td></tr><tr class="g"><td>Total</td><td class="n">${money(total)}</td></tr>${azureCredit ? `<tr><td>Prepayment (${esc(brand)} credit) applied</td><td class="n">${money(-azureCredit)}</td></tr><tr><td>Amount due</td><td class="n">${money(total - azureCredit)}</td></tr>` : ''}</table>
<h2>Details by subscription</h2><table class="d"><tr><th>Product</th><th>Charge period</th><th class="n">Quantity</th><th class="n">Unit price</th><th class="n">Charges</th></tr>${rows}${credit ? `<tr><td>Credit – service level agreement</td><td></td><td></td><td></td><td class="n">${money(credit)}</td></tr>` : ''}</table>
${taxTable}
<div class="pay"><b>Payment instructions</b><br>Pay by wire transfer to ${esc(legal)}. ${bank}. Reference: ${number}.<br>${lines(entity)}${code === 'GB' ? `<br>VAT number ${TAX.vatGB(r)}` : code === 'AU' ? `<br>ABN ${TAX.abn(r)}` : code === 'CA' ? `<br>GST/HST ${TAX.bnCA(r)} RT0001` : code === 'US' ? '' : `<br>VAT number IE${r.digits(7)}${r.letters(1)}`}</div>`;
    return {
      html: page(MCA_CSS, body),
      paper: {
        format: code === 'US' || code === 'CA' ? 'Letter' : 'A4',
        footer: `<div style="font-family:Arial,sans-serif;font-size:7px;color:#605e5c;width:100%;padding:0 14mm;display:flex;justify-content:space-between"><span>Invoice ID ${number}</span><span>Billing profile ID ${profileId}</span></div>`,
        margin: ['8mm', '0', '12mm', '0'],
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        // Charges less credits; the tax of every jurisdiction together; the total before a
        // prepaid credit is applied.
        amount: net,
        taxAmount: tax,
        total,
        currency: cur,
      }),
      aliases: [brand],
    };
  },
};
