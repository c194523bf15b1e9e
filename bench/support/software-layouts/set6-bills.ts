// Set 6's bills and a Québec invoice: a French mobile operator's monthly "Facture" in the manner of
// Orange's (customer account and line numbers, the amount to pay and its direct debit date up
// front, the plan, options, out-of-bundle use, the handset's instalment and a loyalty discount in
// prices with TVA in, then the totals HT, TVA 20 % and TTC; the previous bill's payment), an
// Australian electricity retailer's tax invoice (NMI and meter, the billing period's days,
// peak/off-peak or single-rate usage in cents per kWh, the daily supply charge, a solar feed-in
// credit and a concession free of GST, the balance carried forward, BPAY and Post Billpay
// references) and a Québec small business's invoice in French (TPS and TVQ on the same base with
// their registration numbers, the NEQ, "Sous-total", a deposit received, amounts as 1 234,56 $).
import {
  addDays,
  esc,
  fmtDate,
  grossSums,
  line,
  lines,
  moneyOf,
  num,
  page,
  SEP,
  stacked,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import { COUNTRIES, customer, iban, person, TAX } from './people.ts';
import { catalog } from './set4-parties.ts';
import { org6, pastDate, person6, sirenFR, tpsQC, tvqQC } from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// A French mobile operator's monthly bill

const FR_CSS = `
body{font-family:"Helvetica Neue",Arial,"Liberation Sans",sans-serif;font-size:8.8px;color:#000;line-height:1.4;padding:10mm 13mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.sq{width:22mm;height:22mm;background:var(--c);color:#fff;font-weight:bold;font-size:12px;display:flex;align-items:flex-end;padding:2mm}
.hd h1{font-size:24px;margin:0 0 1mm}
.who{margin-top:6mm;display:flex;justify-content:space-between}
.addr{margin-left:auto;width:75mm;margin-top:4mm;font-size:9.5px}
.pay{background:#f4f4f4;border-left:4px solid var(--c);padding:3mm 4mm;margin-top:6mm;display:flex;justify-content:space-between;align-items:center}
.pay b{font-size:18px}
h2{font-size:11px;margin:6mm 0 1mm;color:var(--c);border-bottom:1px solid #000}
table.l{width:100%}
table.l td{padding:2px 2px;border-bottom:1px dotted #bbb}
table.l td.n{text-align:right;white-space:nowrap}
table.t{width:55%;margin-left:auto;margin-top:4mm}
table.t td{padding:2px 3px}
table.t td.n{text-align:right}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:2px solid #000}
.ft{margin-top:8mm;font-size:6.8px;color:#555}
`;

export const frenchMobileFacture: Layout = {
  name: 'fr-mobile-facture',
  render(r) {
    const brand = r.pick(['Azur', 'Hexa Mobile', 'Lumio']);
    const legal = `${brand} ${r.pick(['Télécom SA', 'SA', 'Mobile SAS'])}`;
    const fr = COUNTRIES.FR;
    const client = person(r, 'FR');
    const issued = pastDate(r);
    const start = addDays(issued, -r.int(0, 4));
    const end = addDays(start, 29);
    const money = (cents: number) => `${num(cents, SEP.fr)} €`;
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const ligne = `06 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`;
    const plan = r.pick([
      ['Forfait 5G 100 Go', 2499],
      ['Forfait 5G 200 Go', 3299],
      ['Forfait 4G 20 Go', 1299],
      ['Forfait Pro 5G 150 Go', 3999],
      ['Forfait 5G Illimité', 5499],
    ] as const);
    const items: Line[] = [line(`${plan[0]} (du ${d(start)} au ${d(end)})`, 1, plan[1], 20)];
    if (r.chance(0.5))
      items.push(
        line(
          r.pick([
            'Option Sécurité mobile',
            'Option Multi-SIM',
            'Option Europe & Maghreb',
            'Option Musique',
          ]),
          1,
          r.pick([200, 300, 500, 700]),
          20,
        ),
      );
    if (r.chance(0.5))
      items.push(
        line(
          `Communications hors forfait (${r.int(2, 40)} min vers l'international)`,
          1,
          r.int(50, 2500),
          20,
        ),
      );
    if (r.chance(0.3)) items.push(line('SMS surtaxés et services +', 1, r.int(50, 600), 20));
    const handset = r.chance(0.4);
    if (handset)
      items.push(
        line(
          `Paiement échelonné de votre mobile (mensualité ${r.int(2, 23)}/24)`,
          1,
          r.pick([1000, 1500, 2000, 2500]),
          20,
        ),
      );
    if (r.chance(0.35)) items.push(line('Remise fidélité', 1, -r.pick([300, 500, 1000]), 20));
    const s = grossSums(items);
    const number = `${r.int(1, 9)}${r.letters(1)}${r.digits(3)}${r.letters(1)}${r.digits(5)}`;
    const account = `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
    const debit = addDays(issued, r.int(8, 14));
    const { siren, vat } = sirenFR(r);
    const previous = r.int(1500, 9000);
    const colour = r.pick(['#ff7900', '#e4002b', '#00a0df', '#6e2585']);
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td class="n">${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}"><div class="hd"><div class="sq">${esc(brand)}</div><div style="text-align:right"><h1>Facture</h1>${lines([`${brand} mobile`, `Votre facture du ${fmtDate(issued, 'D MMMM YYYY', 'fr')}`, `n° de facture : ${number}`, `compte client : ${account}`, `ligne : ${ligne}`])}</div></div>
<div class="addr">${lines([`${r.pick(['M.', 'Mme'])} ${client.name.toUpperCase()}`, ...client.address])}</div>
<div class="pay"><span>Montant à payer<br><small>prélevé à partir du ${d(debit)} sur le compte ${iban(r, 'FR').slice(0, 9)}… ${r.digits(3)}</small></span><b>${money(s.total)}</b></div>
<h2>Votre précédente facture</h2><table class="l"><tr><td>Montant de la facture du ${d(addDays(issued, -30))}</td><td class="n">${money(previous)}</td></tr><tr><td>Paiement reçu le ${d(addDays(issued, -20))} – merci</td><td class="n">-${money(previous)}</td></tr></table>
<h2>Le détail de votre facture (montants TTC)</h2><table class="l">${rows}</table>
<table class="t"><tr><td>Total hors taxes</td><td class="n">${money(s.net)}</td></tr><tr><td>TVA 20 %</td><td class="n">${money(s.tax)}</td></tr><tr class="g"><td>Total TTC</td><td class="n">${money(s.total)}</td></tr></table>
<p>Vos services en ligne : espace client sur ${esc(brand.toLowerCase().replace(/\s+/g, ''))}.fr · Service clients : 39 ${r.int(60, 99)} (appel gratuit depuis votre mobile).</p>
<div class="ft">${esc(legal)} au capital de ${num(r.int(500, 9000) * 100_000_000, SEP.fr).slice(0, -3)} € · ${r.int(1, 120)} ${r.pick(fr.streets)} ${r.pick(['75015 Paris', '92130 Issy-les-Moulineaux', '93200 Saint-Denis'])} · ${siren.replace(/(\d{3})(?=\d)/g, '$1 ')} RCS ${r.pick(['Paris', 'Nanterre', 'Bobigny'])} · TVA intracommunautaire ${vat}<br>En cas de retard de paiement, des pénalités au taux de trois fois le taux d'intérêt légal et une indemnité forfaitaire de 40 € pour frais de recouvrement sont exigibles.</div></div>`;
    return {
      html: page(FR_CSS, body, 'fr'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        // Prices with TVA in; the totals HT, TVA and TTC at the bottom. The previous bill and its
        // payment are distractors.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// An Australian electricity bill

const AU_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.6px;color:#1d1d1b;line-height:1.4;padding:9mm 12mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid var(--c);padding-bottom:3mm}
.hd .b{font-size:20px;font-weight:bold;color:var(--c)}
.hd h1{font-size:14px;margin:0;text-align:right}
.top{display:grid;grid-template-columns:1.1fr 1fr;gap:6mm;margin-top:4mm}
.due{background:var(--c);color:#fff;padding:3mm 4mm;border-radius:3px}
.due b{font-size:22px;display:block}
table.k td{padding:1px 8px 1px 0}
table.k td:first-child{color:#555}
h2{font-size:10.5px;color:var(--c);margin:5mm 0 1mm}
table.l{width:100%}
table.l th{text-align:right;border-bottom:1px solid #999;padding:2px;font-size:8px}
table.l td{text-align:right;padding:2px;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l tr.s td{font-weight:bold;border-top:1px solid #999}
.bars{display:flex;align-items:flex-end;gap:2mm;height:18mm;margin-top:2mm}
.bars i{display:block;width:7mm;background:var(--c);opacity:.6}
.slip{margin-top:6mm;border-top:1px dashed #555;padding-top:3mm;display:grid;grid-template-columns:1fr 1fr 1fr;gap:4mm;font-size:8px}
.slip b{font-size:9px}
`;

export const auElectricityBill: Layout = {
  name: 'au-electricity-bill',
  render(r) {
    const brand = r.pick([
      'Bright Spark Energy',
      'Southern Grid Energy',
      'Wattle Power',
      'Kookaburra Energy',
    ]);
    const legal = `${brand} Retail Pty Ltd`;
    const au = COUNTRIES.AU;
    const home = customer(r, 'AU', '', 0.85);
    const issued = pastDate(r, '2023-01-01', '2026-10-25');
    const periodEnd = addDays(issued, -r.int(2, 6));
    const days = r.pick([30, 31, 61, 90, 91, 92]);
    const periodStart = addDays(periodEnd, -(days - 1));
    const dFmt = r.pick(['DD MMM YYYY', 'D MMMM YYYY', 'DD/MM/YYYY']);
    const d = (iso: string) => fmtDate(iso, dFmt);
    const cents = (value: number) => `${value.toFixed(4).replace(/0{1,2}$/, '')}c`;
    const tou = r.chance(0.5);
    const usage = Math.round((days * r.int(80, 320)) / 10);
    const items: Line[] = [];
    const rateOf = () => r.int(2400, 4200) / 100;
    if (tou) {
      const peak = Math.round(usage * (r.int(35, 55) / 100));
      const off = usage - peak;
      const pr = rateOf();
      const or = Math.round(pr * 0.55 * 100) / 100;
      items.push(
        line(`Peak usage ${num(peak * 100).slice(0, -3)} kWh @ ${cents(pr)}`, peak, pr, 10),
      );
      items.push(
        line(`Off peak usage ${num(off * 100).slice(0, -3)} kWh @ ${cents(or)}`, off, or, 10),
      );
    } else {
      const pr = rateOf();
      items.push(
        line(`General usage ${num(usage * 100).slice(0, -3)} kWh @ ${cents(pr)}`, usage, pr, 10),
      );
    }
    if (r.chance(0.3)) {
      const cl = Math.round(usage * 0.2);
      const cr = r.int(1500, 2400) / 100;
      items.push(
        line(`Controlled load ${num(cl * 100).slice(0, -3)} kWh @ ${cents(cr)}`, cl, cr, 10),
      );
    }
    const supply = r.int(8000, 14000) / 100;
    items.push(line(`Daily supply charge ${days} days @ ${cents(supply)}`, days, supply, 10));
    const solar = r.chance(0.45);
    if (solar) {
      const exported = Math.round((days * r.int(30, 150)) / 10);
      const fit = r.pick([3, 4, 5, 5.5, 7, 10]);
      items.push(
        line(
          `Solar feed-in credit ${num(exported * 100).slice(0, -3)} kWh @ ${cents(fit)}`,
          exported,
          -fit,
          0,
        ),
      );
    }
    const concession = !home.company && r.chance(0.2) ? -r.int(5000, 9000) : 0;
    if (concession) items.push(line('Energy concession (GST free)', 1, concession, 0));
    const s = sums(items);
    const carried = r.chance(0.2) ? r.int(1000, 20000) : 0;
    const due = s.total + carried;
    const account = `${r.digits(4)} ${r.digits(3)} ${r.digits(3)}`;
    const number = String(r.int(100_000_000, 999_999_999));
    const nmi = `${r.pick(['4102', '6305', '2001', 'QB07', 'VCCC'])}${r.digits(6)}`;
    const previous = r.int(9000, 60000);
    const logo = r.chance(0.5) ? drawLogo(r, brand, { colour: '#ffffff', height: 30 }) : null;
    const colour = r.pick(['#00843d', '#e35205', '#0072ce', '#7030a0']);
    const rowAmount = (entry: Line) =>
      `${entry.amount < 0 ? '-' : ''}$${num(Math.abs(Math.round(entry.amount)))}`;
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${entry.rate ? 'Yes' : 'No'}</td><td>${rowAmount(entry)}</td></tr>`,
      )
      .join('');
    const money = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const history = Array.from({ length: 5 }, () => r.int(30, 100));
    const body = `<div style="--c:${colour}"><div class="hd">${logo ? `<div style="background:${colour};padding:2mm">${img(logo)}</div>` : `<div class="b">${esc(brand)}</div>`}<div><h1>Tax invoice</h1><div style="text-align:right">Your electricity bill</div></div></div>
<div class="top"><div>${lines([home.company ? home.name : home.name.toUpperCase(), ...home.address])}<br><br><table class="k"><tr><td>Account number</td><td><b>${account}</b></td></tr><tr><td>Invoice number</td><td>${number}</td></tr><tr><td>Issue date</td><td>${d(issued)}</td></tr><tr><td>Billing period</td><td>${d(periodStart)} to ${d(periodEnd)} (${days} days)</td></tr></table></div>
<div><div class="due">Total amount due<b>${money(due)}</b>Due date ${d(addDays(issued, r.pick([14, 21, 24])))}</div><table class="k" style="margin-top:3mm"><tr><td>Previous balance</td><td>${money(previous)}</td></tr><tr><td>Payment received, thank you</td><td>-${money(previous - carried)}</td></tr><tr><td>Balance carried forward</td><td>${money(carried)}</td></tr><tr><td>New charges (incl. GST)</td><td>${money(s.total)}</td></tr></table></div></div>
<h2>Your supply</h2><table class="k"><tr><td>Supply address</td><td>${esc(home.address.join(', '))}</td></tr><tr><td>NMI</td><td>${nmi}</td></tr><tr><td>Meter number</td><td>${r.digits(8)}</td></tr><tr><td>Tariff</td><td>${tou ? 'Residential Time of Use' : home.company ? 'Small Business Single Rate' : 'Residential Single Rate'}${solar ? ' with solar' : ''}</td></tr></table>
<h2>Your charges</h2><table class="l"><tr><th>Description</th><th>GST applies</th><th>Amount</th></tr>${rows}<tr class="s"><td>Total charges excluding GST</td><td></td><td>${money(s.net)}</td></tr><tr><td>GST</td><td></td><td>${money(s.tax)}</td></tr><tr class="s"><td>Total new charges</td><td></td><td>${money(s.total)}</td></tr></table>
<h2>Your average daily usage</h2><div class="bars">${history.map((h) => `<i style="height:${h}%"></i>`).join('')}</div><div>This bill ${(usage / days).toFixed(1)} kWh/day · Same time last year ${((usage / days) * (0.8 + r.next() * 0.4)).toFixed(1)} kWh/day</div>
<p style="font-size:7.6px;color:#555">Compare offers at energymadeeasy.gov.au with reference ${r.letters(3)}${r.digits(6)}MR. Faults and emergencies: 13 ${r.digits(2)} ${r.digits(2)}. ${esc(legal)} ABN ${TAX.abn(r)} · ${esc(au.address(r, r.pick(au.streets), r.pick(au.places)).join(', '))}</p>
<div class="slip"><div><b>BPAY®</b><br>Biller code: ${r.digits(5)}<br>Ref: ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(1)}</div><div><b>Post Billpay</b><br>Billpay code: ${pad(r.int(1, 9999), 4)}<br>Ref: ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}</div><div><b>Direct debit or card</b><br>Call 13 ${r.digits(2)} ${r.digits(2)} or pay online<br>Account ${account} · Amount due ${money(due)}</div></div></div>`;
    return {
      html: page(AU_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        // The new charges (the feed-in credit and a concession, free of GST, in the net), not the
        // amount due with a balance carried forward.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'AUD',
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A Québec small business's invoice in French

const QC_ITEMS = catalog(
  "Main-d'œuvre|55|95|h; Déplacement|45|120; Matériaux divers|80|900; Entretien ménager (forfait mensuel)|350|1400; Conception graphique|400|2500; Impression de dépliants (500 ex.)|180|650; Service de traiteur (par personne)|22|48; Installation électrique|250|1800; Consultation|90|160|h; Soutien informatique|75|130|h; Licence logicielle annuelle|300|2400; Peinture intérieure (pi²)|2|5",
);

const QC_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.2px;color:#222;line-height:1.45;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:17px;font-weight:bold;color:var(--c)}
h1{font-size:22px;letter-spacing:2px;color:var(--c);margin:0;text-align:right}
.cols{display:flex;justify-content:space-between;margin-top:7mm}
.lb{font-weight:bold;text-transform:uppercase;font-size:8px;color:#666}
table.k td{padding:1px 0 1px 10px;text-align:right}
table.k td:first-child{text-align:left;padding-left:0;color:#666}
table.l{width:100%;margin-top:7mm}
table.l th{background:var(--c);color:#fff;padding:4px;text-align:right;font-weight:normal}
table.l td{padding:4px;text-align:right;border-bottom:1px solid #e2e2e2}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:4mm;width:48%}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:2px solid var(--c)}
.cond{margin-top:8mm;font-size:8.2px;color:#444}
`;

export const quebecFacture: Layout = {
  name: 'qc-facture',
  render(r) {
    const seller = org6(r, 'QC');
    const buyer = r.chance(0.7) ? org6(r, 'QC', { avoid: seller.stem }) : person6(r, 'QC');
    const issued = pastDate(r);
    const money = moneyOf({ sep: SEP.fr, symbol: '$', position: 'after-space' });
    const dFmt = r.pick(['YYYY-MM-DD', 'D MMMM YYYY', 'DD/MM/YYYY']);
    const d = (iso: string) => fmtDate(iso, dFmt, 'fr');
    const items = r.some(QC_ITEMS, r.int(1, 5)).map((product) => {
      const quantity = product.hours
        ? r.int(2, 40) / 2
        : product.high <= 5
          ? r.int(200, 1500)
          : r.chance(0.7)
            ? 1
            : r.int(2, 6);
      const unit = product.hours
        ? r.int(product.low, product.high) * 100
        : Math.round((product.low + r.next() * (product.high - product.low)) * 100);
      return line(product.text, quantity, unit, 0, product.hours ? { uom: 'h' } : {});
    });
    const discountPercent = r.chance(0.2) ? r.pick([5, 10]) : undefined;
    const s = stacked(sums(items, discountPercent ? { discountPercent } : {}), [5, 9.975]);
    const [tps, tvq] = s.taxes;
    const number = r.pick([
      `${issued.slice(0, 4)}-${pad(r.int(1, 400), 4)}`,
      `F${pad(r.int(1, 9999), 5)}`,
      String(r.int(1000, 9999)),
    ]);
    const deposit = r.chance(0.3) ? Math.round((s.total * 0.3) / 100) * 100 : 0;
    const colour = r.pick(['#1f4e79', '#7a1f3d', '#0b6e4f', '#34495e']);
    // Some programs add the two taxes up on a line of their own.
    const taxLine = r.chance(0.4);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.5, any: 0.5, colour });
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${String(entry.quantity).replace('.', ',')}${entry.uom ? ' h' : ''}</td><td>${money(entry.unit)}</td><td>${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const neq = `${r.pick(['114', '116', '117', '224', '336'])}${r.digits(7)}`;
    const body = `<div style="--c:${colour}"><div class="hd"><div>${logo ? `${img(logo, 'max-height:52px')}<br>` : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([...seller.address, `Tél. : ${seller.phone}`, seller.email])}</div><div><h1>FACTURE</h1><table class="k" style="margin-top:3mm"><tr><td>N° de facture</td><td><b>${esc(number)}</b></td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Échéance</td><td>${d(addDays(issued, 30))}</td></tr>${r.chance(0.4) ? `<tr><td>N° de client</td><td>${r.int(100, 9999)}</td></tr>` : ''}${r.chance(0.3) ? `<tr><td>Bon de commande</td><td>BC-${r.digits(5)}</td></tr>` : ''}</table></div></div>
<div class="cols"><div><div class="lb">Facturer à</div>${lines([buyer.name, ...buyer.address])}</div><div><div class="lb">Numéros de taxes</div>${lines([`TPS : ${tpsQC(r)}`, `TVQ : ${tvqQC(r)}`, `NEQ : ${neq}`])}</div></div>
<table class="l"><tr><th>Description</th><th>Qté</th><th>Prix unitaire</th><th>Montant</th></tr>${rows}</table>
<table class="t"><tr><td>Sous-total</td><td>${money(s.subtotal)}</td></tr>${s.discount ? `<tr><td>Escompte ${discountPercent} %</td><td>-${money(s.discount)}</td></tr><tr><td>Total avant taxes</td><td>${money(s.net)}</td></tr>` : ''}<tr><td>TPS (5 %)</td><td>${money(tps!.tax)}</td></tr><tr><td>TVQ (9,975 %)</td><td>${money(tvq!.tax)}</td></tr>${taxLine ? `<tr><td>Total des taxes</td><td>${money(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total</td><td>${money(s.total)}</td></tr>${deposit ? `<tr><td>Acompte reçu</td><td>-${money(deposit)}</td></tr><tr class="g"><td>Solde dû</td><td>${money(s.total - deposit)}</td></tr>` : ''}</table>
<div class="cond"><b>Modalités :</b> ${r.pick(['payable sur réception', 'net 30 jours', 'net 15 jours'])}. Des frais d'intérêt de 2 % par mois (26,82 % par année) s'appliquent aux comptes en souffrance.<br>Paiement par virement Interac à ${esc(seller.email)}, par chèque${only ? '' : ` à l'ordre de ${esc(seller.name)}`} ou par dépôt direct (institution ${r.pick(['815', '006', '003', '001'])}, transit ${r.digits(5)}, compte ${r.digits(7)}).<br>Merci de votre confiance!</div></div>`;
    return {
      html: page(QC_CSS, body, 'fr'),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // TPS and TVQ together; the total, not the balance after a deposit.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'CAD',
      }),
      logoOnly: only,
    };
  },
};
