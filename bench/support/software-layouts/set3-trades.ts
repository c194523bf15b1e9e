// Set 3's trades and one-person businesses: a US plumber's or HVAC contractor's invoice (sales tax
// on the materials only, a deposit taken off the balance), a US auto-repair shop's repair order
// invoice (vehicle, parts, labour, shop supplies), a UK sole trader who is not registered for VAT,
// a UK company's invoice from FreeAgent, a designer's invoice made from a Canva template (a big
// decorative name and colour blocks) and a photographer's invoice whose name is only in the logo.
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
  price,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import {
  CATALOG,
  company,
  customer,
  draws,
  person,
  stemOf,
  TAX,
  type CountryCode,
} from './people.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** State sales tax rates of the US places people.ts draws. */
const STATE_RATE: Record<string, number> = {
  TX: 8.25,
  OR: 0,
  WI: 5.5,
  CO: 8.81,
  NY: 8.875,
  NC: 7.25,
  ID: 6,
  OH: 7.5,
  CA: 7.75,
  FL: 7,
  WA: 10.25,
  IL: 10.25,
};

const usd = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });

// ---------------------------------------------------------------------------------------------
// A US plumber or HVAC contractor

const PLUMB_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:10px;color:#222;line-height:1.4;padding:0.5in 0.55in}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid var(--c);padding-bottom:8px}
.hd .n{font-size:22px;font-weight:900;color:var(--c);text-transform:uppercase;letter-spacing:.5px}
.hd .s{font-size:9px;color:#555}
.ti{text-align:right}
.ti h1{margin:0;font-size:26px;color:#333;letter-spacing:2px}
.ti td{padding:1px 0 1px 12px;text-align:right}
.two{display:flex;gap:20px;margin:14px 0}
.two>div{flex:1;border:1px solid #ccc;padding:6px 8px}
.two b{display:block;color:var(--c);font-size:9px;text-transform:uppercase}
table.l{width:100%}
table.l th{background:var(--c);color:#fff;padding:4px 6px;text-align:right;font-size:9px}
table.l td{padding:4px 6px;text-align:right;border-bottom:1px solid #e2e2e2}
table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;justify-content:space-between;margin-top:12px;gap:24px}
.terms{font-size:8.5px;color:#444;flex:1}
table.t{width:44%}
table.t td{padding:3px 6px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:12px;border-top:2px solid #333}
.sig{margin-top:26px;display:flex;gap:40px;font-size:9px}
.sig div{flex:1;border-top:1px solid #333;padding-top:3px}
`;

export const contractorInvoice: Layout = {
  name: 'us-contractor-invoice',
  render(r) {
    const trade = r.pick([
      'Plumbing',
      'Plumbing & Drain',
      'Heating & Air',
      'Mechanical',
      'Plumbing & Heating',
    ]);
    const seller = company(r, 'US', { trades: [trade] });
    const name = seller.name.includes(trade)
      ? seller.name
      : `${seller.stem} ${trade}${seller.name === seller.stem ? '' : ` ${seller.name.split(' ').at(-1)}`}`;
    const buyer = customer(r, 'US', stemOf(seller), 0.6);
    const site = r.chance(0.5) ? customer(r, 'US', stemOf(seller), 1) : buyer;
    const rate = STATE_RATE[seller.region] ?? 7;
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'MM/DD/YYYY');
    const hours = r.int(2, 16) / 2;
    const labour: Line[] = [
      line(
        `Labor – ${r.pick(['replace water heater', 'repair main line leak', 'install tankless unit', 'furnace repair', 'replace garbage disposal', 'rough-in bathroom remodel'])}`,
        hours,
        r.int(85, 145) * 100,
        0,
        { uom: 'hrs' },
      ),
      line(
        r.pick(['Service call / trip charge', 'Diagnostic fee', 'Dispatch fee']),
        1,
        r.int(59, 149) * 100,
        0,
      ),
    ];
    const parts: [string, number, number][] = [
      ['50 gal gas water heater', 899, 1650],
      ['Thermal expansion tank 2 gal', 45, 90],
      ['Copper fittings & solder', 18, 60],
      ['PEX-A tubing 1/2" (100 ft)', 45, 95],
      ['Ball valve 3/4"', 12, 35],
      ['Garbage disposal 3/4 HP', 140, 320],
      ['Flex gas connector', 18, 40],
      ['Furnace igniter', 35, 120],
      ['Misc. materials', 15, 75],
    ];
    const materials = r
      .some(parts, r.int(1, 4))
      .map(([text, low, high]) =>
        line(
          text,
          text.includes('fittings') || text.includes('Ball') ? r.int(1, 6) : 1,
          price(r, low, high),
          rate,
        ),
      );
    const permit = r.chance(0.3) ? [line('Permit fee', 1, r.int(45, 180) * 100, 0)] : [];
    const items = [...labour, ...materials, ...permit];
    const s = sums(items);
    const labourSum = labour.reduce((sum, item) => sum + item.amount, 0);
    const materialSum = materials.reduce((sum, item) => sum + item.amount, 0);
    const deposit = r.chance(0.35) ? Math.round((s.total * r.pick([25, 30, 50])) / 10000) * 100 : 0;
    const number = r.pick([
      `${r.int(1000, 9999)}`,
      `INV-${r.int(10000, 99999)}`,
      `${issued.slice(2, 4)}${pad(r.int(1, 999), 4)}`,
    ]);
    const colour = r.pick(['#0b4f8a', '#b71c1c', '#1b5e20', '#e65100', '#263238']);
    const { logo, only } = sellerLogo(r, name, { only: 0.3, any: 0.6, colour });
    const licence = `License #${r.pick(['PLB', 'M', 'MPL', 'HVAC'])}-${r.int(10000, 99999)}`;
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:52px;display:block') : ''}${only ? '' : `<div class="n">${esc(name)}</div>`}<div class="s">${esc([...seller.address].join(' · '))}<br>${esc(seller.phone)} · ${esc(seller.email)}<br>${esc(licence)}${r.chance(0.5) ? ' · Licensed · Bonded · Insured' : ''}</div></div>
<div class="ti"><h1>INVOICE</h1><table><tr><td>Invoice #</td><td><b>${esc(number)}</b></td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Job #</td><td>${r.int(20000, 89999)}</td></tr><tr><td>Terms</td><td>${r.pick(['Due on receipt', 'Net 15', 'Net 30'])}</td></tr></table></div></div>
<div class="two"><div><b>Bill to</b>${lines([buyer.name, ...buyer.address, buyer.phone])}</div><div><b>Service address</b>${lines([site === buyer ? buyer.name : site.name, ...site.address])}</div><div><b>Technician</b>${esc(person(r, 'US').name)}<br>Completed ${d(addDays(issued, -r.int(0, 3)))}</div></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Rate</th><th>Taxable</th><th>Amount</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${String(item.quantity)}</td><td>${usd(item.unit)}</td><td>${item.rate ? 'Y' : 'N'}</td><td>${usd(item.amount)}</td></tr>`).join('')}</table>
<div class="bot"><div class="terms"><b>Work performed:</b> ${esc(r.pick(['Drained and removed old unit, installed new unit to code, tested for leaks.', 'Located leak, replaced damaged section, pressure tested system.', 'Diagnosed no-heat condition, replaced failed part, verified operation.']))}<br><br>All labor warrantied for 1 year. Manufacturer warranty applies to parts. A 1.5% monthly finance charge applies to past-due balances.</div>
<table class="t"><tr><td>Labor</td><td>${usd(labourSum)}</td></tr><tr><td>Materials</td><td>${usd(materialSum)}</td></tr>${permit.length ? `<tr><td>Permit</td><td>${usd(permit[0]!.amount)}</td></tr>` : ''}
<tr><td>Subtotal</td><td>${usd(s.net)}</td></tr><tr><td>Sales tax (${rate}% on materials)</td><td>${usd(s.tax)}</td></tr>
<tr class="g"><td>Total</td><td>${usd(s.total)}</td></tr>
${deposit ? `<tr><td>Deposit received</td><td>-${usd(deposit)}</td></tr>` : ''}<tr><td><b>Balance due</b></td><td><b>${usd(s.total - deposit)}</b></td></tr></table></div>
<div class="sig"><div>Customer signature</div><div>Date</div></div>
<p style="text-align:center;margin-top:18px;font-size:9px">${only ? 'Thank you for your business!' : `Make checks payable to ${esc(name)}. Thank you for your business!`}</p></div>`;
    return {
      html: page(PLUMB_CSS, body),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A US auto-repair shop

const AUTO_CSS = `
body{font-family:"DejaVu Sans Mono","Liberation Mono",monospace;font-size:9px;color:#111;line-height:1.35;padding:0.4in 0.45in}
.hd{display:flex;justify-content:space-between;border:2px solid #111;padding:6px 8px}
.hd .n{font-family:Arial,"Liberation Sans",sans-serif;font-size:18px;font-weight:bold}
.ro{text-align:right}
.ro .big{font-size:14px;font-weight:bold}
.grid{display:grid;grid-template-columns:1fr 1fr;border:1px solid #111;border-top:0}
.grid>div{padding:5px 8px}
.grid>div+div{border-left:1px solid #111}
.veh{display:flex;border:1px solid #111;border-top:0}
.veh>div{flex:1;padding:3px 6px;border-left:1px solid #111}
.veh>div:first-child{border-left:0}
.veh small{display:block;font-size:7px;color:#555}
.job{margin-top:8px;border:1px solid #111}
.job .c{background:#ddd;padding:3px 6px;font-weight:bold}
table.l{width:100%}
table.l th{text-align:right;border-bottom:1px solid #111;padding:2px 6px;font-size:8px}
table.l td{text-align:right;padding:2px 6px}
table.l th:nth-child(2),table.l td:nth-child(2),table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;gap:10px;margin-top:8px}
.bot .w{flex:1;border:1px solid #111;padding:5px;font-size:7.5px}
table.t{border:1px solid #111;width:42%}
table.t td{padding:2px 6px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{border-top:1px solid #111;font-weight:bold;font-size:11px}
`;

export const autoRepairInvoice: Layout = {
  name: 'us-auto-repair-order',
  render(r) {
    const seller = company(r, 'US', {
      trades: ['Auto Repair', 'Automotive', 'Auto Care', 'Tire & Auto'],
      form: r.chance(0.5) ? 'never' : 'always',
    });
    const buyer = person(r, 'US');
    const rate = STATE_RATE[seller.region] ?? 7;
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'M/D/YYYY');
    const labourRate = r.int(110, 185) * 100;
    const jobs = r.some(
      [
        [
          'Front brake pads and rotors',
          [
            ['Brake pad set, ceramic', 45, 110, 1],
            ['Brake rotor, front', 55, 140, 2],
            ['Brake cleaner', 6, 12, 1],
          ],
          1.5,
          2.5,
        ],
        [
          'Oil and filter change',
          [
            ['Full synthetic oil 0W-20 (qt)', 8, 12, 5],
            ['Oil filter', 8, 18, 1],
          ],
          0.3,
          0.5,
        ],
        [
          'Check engine light – misfire cyl. 3',
          [
            ['Ignition coil', 55, 160, 1],
            ['Spark plug, iridium', 12, 24, 4],
          ],
          1,
          2,
        ],
        [
          'Replace serpentine belt',
          [
            ['Serpentine belt', 30, 70, 1],
            ['Belt tensioner', 60, 150, 1],
          ],
          0.8,
          1.5,
        ],
        [
          'A/C not cooling',
          [
            ['R-1234yf refrigerant (lb)', 45, 90, 2],
            ['A/C O-ring kit', 10, 25, 1],
          ],
          1,
          2,
        ],
        ['Replace front struts', [['Strut assembly, front', 120, 260, 2]], 2.5, 3.5],
        [
          'Battery test and replace',
          [
            ['Battery group 35', 160, 260, 1],
            ['Battery core charge', 18, 22, 1],
          ],
          0.4,
          0.6,
        ],
      ] as [string, [string, number, number, number][], number, number][],
      r.int(1, 3),
    );
    const partLines: Line[] = [];
    const labourLines: Line[] = [];
    const blocks = jobs.map(([concern, parts, lo, hi], index) => {
      const ps = parts.map(([text, low, high, q]) =>
        line(text, q, price(r, low, high), rate, { sku: `${r.letters(2)}${r.digits(5)}` }),
      );
      const hours = Math.round((lo + r.next() * (hi - lo)) * 10) / 10;
      const lab = line(`${concern} – labor`, hours, labourRate, 0);
      partLines.push(...ps);
      labourLines.push(lab);
      return `<div class="job"><div class="c">JOB ${index + 1}: ${esc(concern.toUpperCase())}</div>
<table class="l"><tr><th>Part #</th><th>Description</th><th>Qty</th><th>Unit</th><th>Ext</th></tr>
${ps.map((p) => `<tr><td>${p.sku}</td><td>${esc(p.description)}</td><td>${p.quantity}</td><td>${num(p.unit)}</td><td>${num(p.amount)}</td></tr>`).join('')}
<tr><td>LABOR</td><td>${esc(concern)} · Tech #${r.int(10, 60)}</td><td>${hours.toFixed(1)} hr</td><td>${num(labourRate)}</td><td>${num(lab.amount)}</td></tr></table></div>`;
    });
    const partsSum = partLines.reduce((sum, item) => sum + item.amount, 0);
    const labourSum = labourLines.reduce((sum, item) => sum + item.amount, 0);
    // Shop supplies: a share of the labour with a cap, taxed like the parts; a hazmat fee untaxed.
    const supplies = Math.min(Math.round(labourSum * 0.08), 3995);
    const hazmat = r.chance(0.6) ? r.int(3, 8) * 100 - 5 : 0;
    const s = sums([
      ...partLines,
      ...labourLines,
      line('Shop supplies', 1, supplies, rate),
      ...(hazmat ? [line('Hazardous waste disposal', 1, hazmat, 0)] : []),
    ]);
    const number = `${r.int(10000, 99999)}`;
    const paid = r.chance(0.6);
    const card = `${r.pick(['VISA', 'MC', 'AMEX', 'DISC'])} ****${r.digits(4)}`;
    const odometer = r.int(12000, 189000);
    const vehicle = r.pick([
      '2017 Honda Civic LX',
      '2019 Toyota RAV4 XLE',
      '2015 Ford F-150 XLT',
      '2020 Subaru Outback',
      '2016 Chevrolet Malibu LT',
      '2018 Nissan Altima SV',
      '2021 Hyundai Tucson SEL',
    ]);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.4, mono: true });
    const body = `
<div class="hd"><div>${logo ? img(logo, 'max-height:40px;display:block') : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([...seller.address, seller.phone])}<br>${esc(r.pick([`BAR ARD #${r.int(200000, 299999)}`, `MVR #${r.int(10000, 99999)}`, `EPA ID ${r.letters(3)}${r.digits(9)}`]))}</div>
<div class="ro"><div class="big">REPAIR ORDER INVOICE</div>RO # ${number}<br>Invoice date: ${d(issued)}<br>Promised: ${d(issued)} ${r.int(1, 5)}:00 PM<br>Service writer: ${esc(person(r, 'US').name.split(' ')[0]!)}</div></div>
<div class="grid"><div><b>CUSTOMER</b><br>${lines([buyer.name, ...buyer.address, buyer.phone])}</div><div><b>AUTHORIZED</b><br>Estimate approved by customer by phone ${d(addDays(issued, -r.int(0, 2)))}<br>Customer # ${r.int(1000, 9999)}</div></div>
<div class="veh"><div><small>VEHICLE</small>${esc(vehicle)}</div><div><small>VIN</small>${r.int(1, 5)}${r.letters(4)}${r.digits(2)}${r.letters(2)}${r.digits(8)}</div><div><small>LICENSE</small>${r.int(1, 9)}${r.letters(3)}${r.digits(3)}</div><div><small>MILEAGE IN / OUT</small>${num(odometer * 100).slice(0, -3)} / ${num((odometer + r.int(1, 9)) * 100).slice(0, -3)}</div></div>
${blocks.join('')}
<div class="bot"><div class="w">WARRANTY: Parts and labor warranted for 12 months or 12,000 miles, whichever comes first. Customer-supplied parts are not warranted. I acknowledge that the above work has been performed satisfactorily and the vehicle returned in good condition.<br><br>Signature ____________________________</div>
<table class="t"><tr><td>Parts</td><td>${num(partsSum)}</td></tr><tr><td>Labor</td><td>${num(labourSum)}</td></tr><tr><td>Shop supplies</td><td>${num(supplies)}</td></tr>${hazmat ? `<tr><td>Haz. waste</td><td>${num(hazmat)}</td></tr>` : ''}
<tr><td>Subtotal</td><td>${num(s.net)}</td></tr><tr><td>Sales tax ${rate}%</td><td>${num(s.tax)}</td></tr><tr class="g"><td>TOTAL</td><td>${usd(s.total)}</td></tr>
${paid ? `<tr><td>${card}</td><td>-${num(s.total)}</td></tr><tr><td>BALANCE DUE</td><td>${usd(0)}</td></tr>` : `<tr><td>BALANCE DUE</td><td>${usd(s.total)}</td></tr>`}</table></div>`;
    return {
      html: page(AUTO_CSS, body),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // Parts, labour, supplies and fees before tax: the "Subtotal".
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A UK sole trader, not registered for VAT

const SOLE_CSS = `
body{font-family:Calibri,Carlito,"Liberation Sans",Arial,sans-serif;font-size:11px;color:#000;line-height:1.4;padding:20mm 22mm}
.n{font-size:28px;font-weight:bold;margin:0}
.sub{font-size:12px;color:#444;margin-bottom:14px}
.cols{display:flex;justify-content:space-between;margin:18px 0}
table.l{width:100%;margin-top:8px;border:1px solid #000}
table.l th,table.l td{border:1px solid #000;padding:4px 6px;text-align:right}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l th{background:#d9d9d9}
.pay{margin-top:18px}
`;

export const soleTraderInvoice: Layout = {
  name: 'uk-sole-trader-no-vat',
  render(r) {
    const owner = person(r, 'GB');
    const trade = r.pick([
      'Carpentry & Joinery',
      'Painting & Decorating',
      'Gardening Services',
      'Window Cleaning',
      'Handyman Services',
      'Illustration',
      'Photography',
      'Tiling',
    ]);
    const tradingName = r.chance(0.6);
    const name = tradingName ? `${owner.name} ${trade}` : owner.name;
    const buyer = customer(r, 'GB', '', 0.5);
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, r.chance(0.5) ? 'Do MMMM YYYY' : 'DD/MM/YYYY');
    const date = d(issued);
    const m = moneyOf({ sep: SEP.en, symbol: '£', position: 'before' });
    const creative = trade === 'Illustration' || trade === 'Photography';
    const catalogue = creative
      ? CATALOG.servicesEn.filter((item) =>
          /Illustration|Photography|Logo|Brand|Video|Copywriting/.test(item.text),
        )
      : CATALOG.tradeEn;
    const items = draws(r, catalogue, r.int(1, creative ? 3 : 5), 0);
    const s = sums(items);
    const number = r.pick([
      `${r.int(1, 240)}`,
      `${pad(r.int(1, 240), 4)}`,
      `${owner.name
        .split(' ')
        .map((w) => w[0])
        .join('')}${pad(r.int(1, 240), 3)}`,
    ]);
    const subtotal = r.chance(0.5);
    const body = `
<p class="n">${esc(name)}</p><div class="sub">${tradingName ? '' : `${esc(trade)}<br>`}${esc(owner.address.join(', '))}<br>${esc(owner.phone)} · ${esc(owner.email)}</div>
<div class="cols"><div><b>Invoice to:</b><br>${lines([buyer.name, ...buyer.address])}</div><div><b>INVOICE</b><br>Invoice no: ${esc(number)}<br>Date: ${date}${r.chance(0.5) ? `<br>Job: ${esc(r.pick(['Kitchen', 'Front garden', 'Hallway and stairs', 'Bathroom', 'Back fence']))}` : ''}</div></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Price</th><th>Total</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${String(item.quantity)}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`).join('')}
${subtotal ? `<tr><td colspan="3"><b>Subtotal</b></td><td>${m(s.subtotal)}</td></tr><tr><td colspan="3">VAT</td><td>${m(0)}</td></tr>` : ''}
<tr><td colspan="3"><b>${subtotal ? 'Total' : 'Total due'}</b></td><td><b>${m(s.total)}</b></td></tr></table>
<p>${r.pick(['Not VAT registered.', 'I am not registered for VAT, so no VAT has been charged.', 'No VAT charged – not VAT registered.'])}</p>
<div class="pay"><b>Payment within ${r.pick([7, 14, 30])} days by bank transfer please:</b><br>Account name: ${esc(owner.name)}<br>Sort code: ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}<br>Account no: ${r.digits(8)}<br>Reference: ${esc(number)}</div>
<p>Many thanks,<br>${esc(owner.name.split(' ')[0]!)}</p>`;
    return {
      html: page(SOLE_CSS, body),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: name,
        // No VAT: the net is printed only as a subtotal (then with "VAT £0.00"), else only the total.
        amount: subtotal ? s.net : null,
        taxAmount: subtotal ? 0 : null,
        total: s.total,
        currency: 'GBP',
      }),
      ...(tradingName ? { aliases: [owner.name] } : {}),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// FreeAgent (UK)

const FA_CSS = `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10px;color:#333;line-height:1.45;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:14mm}
.hd .n{font-size:18px;font-weight:bold;color:#333}
.co{text-align:right;font-size:9px;color:#666}
.mid{display:flex;justify-content:space-between}
h1{font-size:26px;font-weight:300;color:#2a7ab0;margin:0 0 8px}
.meta td{padding:2px 0 2px 14px;text-align:right}
.meta td:first-child{color:#888;text-align:left}
table.l{width:100%;margin-top:12mm}
table.l th{border-bottom:2px solid #2a7ab0;padding:4px;text-align:right;color:#2a7ab0;font-weight:normal}
table.l td{border-bottom:1px solid #eee;padding:5px 4px;text-align:right}
table.l th:nth-child(2),table.l td:nth-child(2){text-align:left}
table.t{margin-left:auto;width:40%;margin-top:8px}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-size:13px;font-weight:bold;border-top:1px solid #333}
.pay{margin-top:14mm;background:#f5f8fa;padding:8px 10px}
.ft{margin-top:10mm;font-size:8px;color:#888;text-align:center}
`;

export const freeAgentInvoice: Layout = {
  name: 'freeagent-invoice',
  render(r) {
    const seller = company(r, 'GB', { form: 'always' });
    const buyer = customer(r, 'GB', stemOf(seller), 0.15);
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'D MMM YY');
    const m = moneyOf({ sep: SEP.en, symbol: '£', position: 'before' });
    const items = draws(r, CATALOG.servicesEn, r.int(1, 5), () => (r.chance(0.1) ? 0 : 20));
    const s = sums(items);
    const terms = r.pick([14, 30, 30, 60]);
    const due = addDays(issued, terms);
    const number = r.pick([
      `${pad(r.int(1, 400), 3)}`,
      `INV-${pad(r.int(1, 400), 4)}`,
      `${seller.stem
        .split(' ')
        .map((w) => w[0])
        .join('')
        .toUpperCase()}-${pad(r.int(1, 400), 3)}`,
    ]);
    const vat = TAX.vatGB(r);
    const paid = r.chance(0.25) ? Math.round(s.total / 2) : 0;
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.6 });
    const body = `
<div class="hd"><div>${logo ? img(logo, 'max-height:50px') : `<div class="n">${esc(seller.name)}</div>`}</div><div class="co">${lines([seller.name, ...seller.address, seller.phone, seller.email])}</div></div>
<div class="mid"><div><h1>Invoice</h1>${lines([buyer.name, buyer.company && r.chance(0.5) ? `FAO ${buyer.contact}` : null, ...buyer.address])}</div>
<table class="meta"><tr><td>Invoice Date</td><td>${d(issued)}</td></tr><tr><td>Invoice Number</td><td>${esc(number)}</td></tr>${r.chance(0.4) ? `<tr><td>Your Reference</td><td>PO ${r.digits(5)}</td></tr>` : ''}<tr><td>Payment Terms</td><td>${terms} days</td></tr><tr><td>Due Date</td><td>${d(due)}</td></tr><tr><td>VAT Reg No.</td><td>${vat}</td></tr></table></div>
<table class="l"><tr><th>Qty/Hrs</th><th>Description</th><th>Price</th><th>VAT</th><th>Amount</th></tr>
${items.map((item) => `<tr><td>${num(item.quantity * 100)}</td><td>${esc(item.description)}</td><td>${m(item.unit)}</td><td>${item.rate ? `${item.rate}%` : 'Zero'}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal</td><td>${m(s.net)}</td></tr><tr><td>VAT</td><td>${m(s.tax)}</td></tr><tr class="g"><td>Total GBP</td><td>${m(s.total)}</td></tr>
${paid ? `<tr><td>Paid</td><td>${m(-paid)}</td></tr><tr class="g"><td>Total Due</td><td>${m(s.total - paid)}</td></tr>` : ''}</table>
<div class="pay"><b>Payment details</b><br>Bank transfer to: ${esc(seller.name)}<br>Sort Code: ${r.digits(2)}-${r.digits(2)}-${r.digits(2)} · Account Number: ${r.digits(8)}<br>Please quote invoice number ${esc(number)}</div>
<div class="ft">${esc(seller.name)} · Registered in England and Wales No. ${TAX.companyGB(r)} · Registered Office: ${esc([...seller.address].join(', '))} · VAT Registration No. ${vat}</div>`;
    return {
      html: page(FA_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'GBP',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A Canva template

const CANVA_CSS = `
body{font-family:Montserrat,"DejaVu Sans",Arial,sans-serif;font-size:10px;color:#2b2b2b;line-height:1.45}
.pg{display:flex;min-height:var(--h)}
.side{width:34%;background:var(--c);color:#fff;padding:30px 22px}
.side .n{font-family:"Liberation Serif",Georgia,serif;font-size:36px;line-height:1.05;font-style:italic}
.side .role{letter-spacing:3px;text-transform:uppercase;font-size:9px;margin:8px 0 40px}
.side h4{letter-spacing:2px;font-size:9px;margin:22px 0 4px;border-bottom:1px solid rgba(255,255,255,.6);padding-bottom:3px}
.main{flex:1;padding:40px 30px}
.main h1{font-size:48px;letter-spacing:6px;margin:0;color:var(--c)}
.kv{display:flex;gap:30px;margin:10px 0 30px}
.kv b{display:block;font-size:8px;letter-spacing:2px}
table.l{width:100%}
table.l th{background:var(--k);padding:7px;text-align:right;font-size:8.5px;letter-spacing:1px}
table.l td{padding:8px 7px;text-align:right;border-bottom:1px solid #ddd}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;width:60%;margin-top:14px}
table.t td{padding:4px 7px;text-align:right}
table.t td:first-child{text-align:left;letter-spacing:1px}
table.t tr.g td{background:var(--c);color:#fff;font-size:14px;font-weight:bold}
.thanks{margin-top:40px;font-family:"Liberation Serif",Georgia,serif;font-style:italic;font-size:22px;color:var(--c)}
`;

export const canvaInvoice: Layout = {
  name: 'canva-designer-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['AU', 'AU', 'US', 'GB', 'NZ']);
    const owner = person(r, code);
    const role = r.pick([
      'Graphic Designer',
      'Brand Designer',
      'Illustrator',
      'Social Media Manager',
      'Web Designer',
      'Copywriter',
    ]);
    const studio = r.chance(0.35)
      ? `${owner.name.split(' ')[1]} ${r.pick(['Creative', 'Studio', 'Design Co.'])}`
      : owner.name;
    const buyer = customer(r, code, '', 0.2);
    const issued = issueDate(r);
    const cur = { AU: ['AUD', '$'], US: ['USD', '$'], GB: ['GBP', '£'], NZ: ['NZD', '$'] }[
      code as 'AU'
    ] as [string, string];
    const m = moneyOf({ sep: SEP.en, symbol: cur[1], position: 'before' });
    const d = (iso: string) => fmtDate(iso, code === 'US' ? 'MMMM D, YYYY' : 'D MMMM YYYY');
    const gst = code === 'AU' ? 10 : code === 'NZ' ? 15 : 0;
    const taxed = gst > 0 && r.chance(0.7);
    const items = draws(r, CATALOG.servicesEn, r.int(1, 4), taxed ? gst : 0);
    const s = sums(items);
    const number = r.pick([
      `#${pad(r.int(1, 120), 4)}`,
      `${pad(r.int(1, 120), 3)}`,
      `INV${issued.slice(2, 4)}${pad(r.int(1, 99), 2)}`,
    ]);
    const colours = r.pick([
      ['#c9a27e', '#f3e9df'],
      ['#2f4858', '#e8eef1'],
      ['#b5838d', '#f6eaec'],
      ['#6b705c', '#ecebe4'],
      ['#e07a5f', '#fbe9e4'],
    ]);
    const only = r.chance(0.3);
    const logo = only ? drawLogo(r, studio, { colour: '#ffffff', height: 46 }) : null;
    const taxLabel = code === 'AU' ? 'GST (10%)' : code === 'NZ' ? 'GST 15%' : 'TAX';
    const body = `<div class="pg" style="--c:${colours[0]};--k:${colours[1]};--h:${code === 'US' ? '1054px' : '1120px'}"><div class="side">${logo ? img(logo, 'max-width:100%') : `<div class="n">${esc(studio)}</div>`}<div class="role">${esc(role)}</div>
<h4>PAY TO</h4>${only ? '' : `${esc(owner.name)}<br>`}${lines([r.pick(['Commonwealth Bank', 'ANZ', 'Westpac', 'Monzo', 'Chase', 'Kiwibank']), `Account: ${code === 'AU' ? `BSB ${r.digits(3)}-${r.digits(3)} ` : ''}${r.digits(8)}`])}
${code === 'AU' && taxed ? `<h4>ABN</h4>${TAX.abn(r)}` : ''}${code === 'NZ' && taxed ? `<h4>GST NO.</h4>${TAX.gstNZ(r)}` : ''}
<h4>CONTACT</h4>${lines([owner.phone, owner.email, owner.website])}</div>
<div class="main"><h1>INVOICE</h1><div class="kv"><div><b>INVOICE NO.</b>${esc(number)}</div><div><b>DATE</b>${d(issued)}</div><div><b>DUE</b>${d(addDays(issued, 14))}</div></div>
<b style="letter-spacing:2px;font-size:8px">BILLED TO</b><br>${lines([buyer.name, ...buyer.address, buyer.email])}<br><br>
<table class="l"><tr><th>DESCRIPTION</th><th>QTY</th><th>PRICE</th><th>TOTAL</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${String(item.quantity)}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>SUB TOTAL</td><td>${m(s.net)}</td></tr>${taxed || r.chance(0.3) ? `<tr><td>${taxLabel}</td><td>${m(s.tax)}</td></tr>` : ''}<tr class="g"><td>TOTAL</td><td>${m(s.total)}</td></tr></table>
<div class="thanks">Thank you!</div><p style="font-size:9px">Payment is due within 14 days. ${code === 'AU' && !taxed ? 'Not registered for GST.' : ''}</p></div></div>`;
    const taxPrinted = body.includes(`<td>${taxLabel}</td>`);
    return {
      html: page(CANVA_CSS, body),
      paper: { format: code === 'US' ? 'Letter' : 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number.replace(/^#/, ''),
        date: issued,
        vendor: studio,
        amount: s.net,
        taxAmount: taxPrinted ? s.tax : null,
        total: s.total,
        currency: cur[0],
      }),
      logoOnly: only,
      ...(!only && studio !== owner.name ? { aliases: [owner.name] } : {}),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A photographer, named only in the logo

const PHOTO_CSS = `
body{font-family:"Liberation Serif",Georgia,serif;font-size:10.5px;color:#333;line-height:1.55;padding:16mm 20mm}
.logo{text-align:center;margin-bottom:10px}
.title{text-align:center;letter-spacing:8px;font-size:13px;color:#777;border-top:1px solid #ccc;border-bottom:1px solid #ccc;padding:6px 0;margin:10px 0 18px}
.cols{display:flex;justify-content:space-between}
.cols .lb{font-size:8.5px;letter-spacing:2px;color:#999;text-transform:uppercase}
table.l{width:100%;margin-top:18px}
table.l th{font-weight:normal;font-size:8.5px;letter-spacing:2px;color:#999;text-align:right;border-bottom:1px solid #ccc;padding:4px}
table.l td{padding:7px 4px;text-align:right;border-bottom:1px solid #f0f0f0}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;width:44%;margin-top:10px}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{border-top:1px solid #333;font-size:13px}
.fine{margin-top:20px;font-size:9px;color:#777;text-align:center}
`;

export const photographerInvoice: Layout = {
  name: 'photographer-logo-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'US', 'IE']);
    const owner = person(r, code);
    const name = r.pick([
      `${owner.name} Photography`,
      `${owner.name.split(' ')[1]} Photo`,
      `${owner.name} Photo & Film`,
    ]);
    const buyer = person(r, code);
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, code === 'US' ? 'MMMM D, YYYY' : 'D MMMM YYYY');
    const cur = code === 'US' ? 'USD' : code === 'GB' ? 'GBP' : 'EUR';
    const m = moneyOf({
      sep: SEP.en,
      symbol: cur === 'USD' ? '$' : cur === 'GBP' ? '£' : '€',
      position: 'before',
    });
    const vatRate = code === 'GB' ? 20 : code === 'IE' ? 23 : 0;
    const registered = code !== 'US' && r.chance(0.5);
    const rate = registered ? vatRate : 0;
    const wedding = r.chance(0.5);
    const catalogue: [string, number, number][] = wedding
      ? [
          ['Wedding photography – full day coverage', 1200, 2800],
          ['Second photographer', 300, 600],
          ['Engagement shoot', 200, 450],
          ['Fine art album 10×10"', 350, 900],
          ['Online gallery & high-res downloads', 0, 0],
        ]
      : [
          ['Portrait session (2 hours)', 180, 450],
          ['Retouched images (per image)', 15, 40],
          ['Headshots – team of 6', 450, 900],
          ['Product photography – half day', 400, 850],
          ['Licensing – commercial use, 12 months', 250, 1200],
        ];
    const items = r
      .some(catalogue, r.int(2, 4))
      .map(([text, low, high]) =>
        line(
          text,
          text.includes('per image') ? r.int(5, 30) : 1,
          high ? price(r, low, high) : 0,
          rate,
        ),
      );
    const travel = r.chance(0.5)
      ? line(
          `Travel (${r.int(20, 180)} ${code === 'IE' ? 'km' : 'miles'})`,
          1,
          r.int(15, 90) * 100,
          rate,
        )
      : null;
    const all = travel ? [...items, travel] : items;
    const s = sums(all);
    const retainer = wedding ? Math.round((s.total * 0.3) / 100) * 100 : 0;
    const number = r.pick([`${issued.slice(0, 4)}-${pad(r.int(1, 90), 3)}`, `${r.int(100, 999)}`]);
    const logo = drawLogo(r, name, { height: 54 });
    const event = addDays(issued, wedding ? r.int(-10, 120) : -r.int(1, 20));
    const body = `
<div class="logo">${img(logo, 'max-height:70px;object-position:center')}</div>
<div class="title">INVOICE</div>
<div class="cols"><div><div class="lb">Client</div>${lines([buyer.name, ...buyer.address, buyer.email])}</div>
<div style="text-align:right"><div class="lb">Invoice</div>No. ${esc(number)}<br>Issued ${d(issued)}<br>${wedding ? 'Wedding date' : 'Session date'} ${d(event)}</div></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Price</th><th>Amount</th></tr>
${all.map((item) => `<tr><td>${esc(item.description)}</td><td>${String(item.quantity)}</td><td>${item.unit ? m(item.unit) : 'Included'}</td><td>${item.amount ? m(item.amount) : '—'}</td></tr>`).join('')}</table>
<table class="t">${registered ? `<tr><td>Subtotal</td><td>${m(s.net)}</td></tr><tr><td>VAT @ ${vatRate}%</td><td>${m(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total</td><td>${m(s.total)}</td></tr>
${retainer ? `<tr><td>Booking retainer paid</td><td>-${m(retainer)}</td></tr><tr><td><b>Balance due ${wedding ? '4 weeks before the wedding' : ''}</b></td><td><b>${m(s.total - retainer)}</b></td></tr>` : ''}</table>
<div class="fine">${lines([owner.phone, `${owner.email.split('@')[0]}@${name.toLowerCase().replace(/[^a-z]/g, '')}.${code === 'US' ? 'com' : code === 'GB' ? 'co.uk' : 'ie'}`])}<br>${code === 'US' ? `Zelle / check · Routing ${r.digits(9)} · Account ${r.digits(10)}` : code === 'GB' ? `Sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)} · Account ${r.digits(8)}` : `IBAN IE${r.digits(2)} AIBK ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`}${registered ? ` · VAT No. ${code === 'GB' ? TAX.vatGB(r) : TAX.vatIE(r)}` : ''}<br>All images remain the copyright of the photographer.</div>`;
    return {
      html: page(PHOTO_CSS, body),
      paper: { format: code === 'US' ? 'Letter' : 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: name,
        // Without VAT only a total is printed; a retainer paid lowers the balance, not the total.
        amount: registered ? s.net : null,
        taxAmount: registered ? s.tax : null,
        total: s.total,
        currency: cur,
      }),
      logoOnly: true,
    };
  },
};
