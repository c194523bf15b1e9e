// Set 5's bills: a Belgian energy supplier's annual settlement (EAN code, meter readings, energy,
// network costs and levies, 6 % VAT on household electricity, the twelve advances taken off a
// balance to pay or to get back, the new advance, the structured communication; in Dutch or
// French) and a UAE school's tax invoice for a term's fees (zero-rated tuition, books and
// transport beside 5 % on activities and meals, a sibling discount, the re-enrolment deposit
// deducted, the amount in words).
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
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import { COUNTRIES, person, TAX } from './people.ts';
import { firm, ibanOf, privateFirm, structured } from './set3-parties.ts';
import { englishWords } from './set4-parties.ts';
import { iban5 } from './set5-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Belgium: an energy supplier's annual settlement

const BE_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.6px;color:#222;line-height:1.42;padding:11mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .b{font-size:24px;font-weight:bold;color:var(--c)}
.addr{margin:8mm 0 0 100mm;font-size:10px}
h1{font-size:16px;margin:7mm 0 2mm;color:var(--c)}
.box{display:grid;grid-template-columns:repeat(4,1fr);gap:2mm;background:#f3f6f4;padding:2.5mm 3mm}
.box b{display:block;font-weight:normal;color:#666;font-size:7.5px}
.sum{display:flex;gap:6mm;margin-top:5mm}
.sum>div{flex:1;border:1px solid #ccc;padding:3mm}
.big{font-size:18px;font-weight:bold;color:var(--c)}
table.l{width:100%;margin-top:4mm}
table.l th{border-bottom:1.5px solid var(--c);padding:2px;text-align:right;font-size:7.8px}
table.l td{padding:2px;text-align:right;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l tr.sub td{font-weight:bold;background:#f3f6f4}
table.m td,table.m th{padding:1px 6px;text-align:right;font-size:7.8px}
.pay{margin-top:5mm;border:1px dashed var(--c);padding:2.5mm 3mm}
`;

export const belgianEnergyBill: Layout = {
  name: 'be-energy-annual-bill',
  render(r) {
    const nl = r.chance(0.6);
    const brand = r.pick(['Noordstroom', 'Ecowatt', 'Wattson', 'Luminos']);
    const legal = `${brand} ${nl ? 'NV' : 'SA'}`;
    const customer = privateFirm(r, 'BE');
    const issued = issueDate(r);
    const periodEnd = addDays(issued, -r.int(8, 20));
    const periodStart = addDays(periodEnd, -364);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const dual = r.chance(0.5);
    const kwhDay = r.int(900, 3200);
    const kwhNight = dual ? r.int(600, 2400) : 0;
    const kwh = kwhDay + kwhNight;
    const price = r.int(2100, 3400) / 100; // cents per kWh
    const rate = 6;
    const w = nl
      ? {
          title: 'Jaarafrekening elektriciteit',
          no: 'Factuurnummer',
          date: 'Factuurdatum',
          client: 'Klantnummer',
          contract: 'Contractnummer',
          period: 'Verbruiksperiode',
          energy: 'Energiekost',
          fixed: 'Vaste vergoeding',
          cons: 'Verbruik',
          day: 'dag',
          night: 'nacht',
          net: 'Netkosten',
          dist: 'Distributie',
          trans: 'Transport',
          meterRent: 'Databeheer',
          levies: 'Heffingen',
          fed: 'Federale bijdrage',
          excise: 'Bijzondere accijns',
          fund: 'Bijdrage Energiefonds',
          excl: 'Totaal excl. btw',
          vat: 'Btw',
          incl: 'Totaal incl. btw',
          adv: 'Reeds betaalde voorschotten',
          pay: 'Te betalen',
          back: 'Terug te krijgen',
          newAdv: 'Uw nieuw maandelijks voorschot',
          before: 'te betalen vóór',
          comm: 'Gestructureerde mededeling',
          meter: 'Meter',
          read: 'Meterstanden',
          start: 'Begin',
          end: 'Einde',
        }
      : {
          title: 'Facture de régularisation électricité',
          no: 'Numéro de facture',
          date: 'Date de facture',
          client: 'Numéro client',
          contract: 'Numéro de contrat',
          period: 'Période de consommation',
          energy: "Coût de l'énergie",
          fixed: 'Redevance fixe',
          cons: 'Consommation',
          day: 'jour',
          night: 'nuit',
          net: 'Frais de réseau',
          dist: 'Distribution',
          trans: 'Transport',
          meterRent: 'Gestion des données',
          levies: 'Taxes et redevances',
          fed: 'Cotisation fédérale',
          excise: 'Accise spéciale',
          fund: 'Redevance de raccordement',
          excl: 'Total hors TVA',
          vat: 'TVA',
          incl: 'Total TVA comprise',
          adv: 'Acomptes déjà payés',
          pay: 'À payer',
          back: 'À recevoir',
          newAdv: 'Votre nouvel acompte mensuel',
          before: 'à payer avant le',
          comm: 'Communication structurée',
          meter: 'Compteur',
          read: 'Relevés',
          start: 'Début',
          end: 'Fin',
        };
    const groups: [string, Line[]][] = [
      [
        w.energy,
        [
          line(`${w.cons} ${w.day}`, kwhDay, price, rate, { uom: 'kWh' }),
          ...(dual
            ? [
                line(`${w.cons} ${w.night}`, kwhNight, Math.round(price * 78) / 100, rate, {
                  uom: 'kWh',
                }),
              ]
            : []),
          line(w.fixed, 12, r.int(300, 900), rate, { uom: nl ? 'maand' : 'mois' }),
        ],
      ],
      [
        w.net,
        [
          line(w.dist, kwh, r.int(900, 1400) / 100, rate, { uom: 'kWh' }),
          line(w.trans, kwh, r.int(180, 320) / 100, rate, { uom: 'kWh' }),
          line(w.meterRent, 1, r.int(1200, 2200), rate),
        ],
      ],
      [
        w.levies,
        [
          line(w.fed, kwh, r.int(30, 45) / 100, rate, { uom: 'kWh' }),
          line(w.excise, kwh, r.int(470, 520) / 100, rate, { uom: 'kWh' }),
          line(w.fund, 1, r.int(0, 1) ? 0 : r.int(400, 1200), rate),
        ],
      ],
    ];
    const all = groups.flatMap(([, items]) => items).filter((entry) => entry.amount !== 0);
    const s = sums(all);
    const monthly = Math.round(((s.total / 12) * (0.8 + r.next() * 0.4)) / 100) * 100;
    const advances = monthly * 12;
    const balance = s.total - advances;
    const newAdvance = Math.round(s.total / 12 / 100 + r.int(0, 8)) * 100;
    const number = `${r.int(1, 9)}${r.digits(9)}`;
    const ean = `54144${r.digits(13)}`;
    const comm = structured(r);
    const n = (cents: number) => num(cents, SEP.de);
    const eur = moneyOf({ sep: SEP.de, symbol: '€', position: 'after-space' });
    const colour = r.pick(['#00843d', '#e2001a', '#0071b9', '#f39200']);
    const logo = r.chance(0.5) ? drawLogo(r, brand, { colour, height: 40 }) : null;
    const meterNo = `${r.digits(2)}${r.letters(1)}${r.digits(7)}`;
    const startDay = r.int(10000, 80000);
    const startNight = r.int(5000, 60000);
    const rows = groups
      .map(([title, items]) => {
        const shown = items.filter((entry) => entry.amount !== 0);
        const sub = shown.reduce((sum, entry) => sum + entry.amount, 0);
        return `${shown.map((entry) => `<tr><td>${esc(entry.description)}</td><td>${entry.uom === 'kWh' ? `${entry.quantity} kWh` : entry.quantity}</td><td>${entry.uom === 'kWh' ? `${(entry.unit / 100).toFixed(5).replace('.', ',')} €/kWh` : n(entry.unit)}</td><td>${n(entry.amount)}</td></tr>`).join('')}<tr class="sub"><td>${title}</td><td></td><td></td><td>${n(sub)}</td></tr>`;
      })
      .join('');
    const refund = balance < 0;
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo) : `<div class="b">${esc(brand)}</div>`}</div><div style="text-align:right;font-size:8px">${lines([legal, `${nl ? 'Ondernemingsnummer' : "Numéro d'entreprise"} BE 0${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`, nl ? 'Klantendienst 078 35 33 33' : 'Service clientèle 078 35 33 34', `www.${brand.toLowerCase()}.be`])}</div></div>
<div class="addr">${lines([customer.name, ...customer.address])}</div>
<h1>${w.title}</h1>
<div class="box"><span><b>${w.no}</b>${number}</span><span><b>${w.date}</b>${d(issued)}</span><span><b>${w.client}</b>${r.digits(9)}</span><span><b>${w.contract}</b>${r.digits(10)}</span><span><b>${w.period}</b>${d(periodStart)} – ${d(periodEnd)}</span><span><b>EAN</b>${ean}</span><span><b>${w.meter}</b>${meterNo}</span><span><b>${nl ? 'Leveringsadres' : 'Adresse de fourniture'}</b>${esc(customer.address[0]!)}</span></div>
<div class="sum"><div>${w.incl}<div class="big">${eur(s.total)}</div>${w.adv}: ${eur(advances)}</div><div>${refund ? w.back : w.pay}<div class="big">${eur(Math.abs(balance))}</div>${refund ? (nl ? 'Wij storten dit bedrag terug op uw rekening.' : 'Nous versons ce montant sur votre compte.') : `${w.before} ${d(addDays(issued, 15))}`}</div><div>${w.newAdv}<div class="big">${eur(newAdvance)}</div>${nl ? 'vanaf' : 'à partir de'} ${fmtDate(addDays(issued, 20), 'MM/YYYY')}</div></div>
<table class="m" style="margin-top:4mm"><tr><th style="text-align:left">${w.read}</th><th>${w.start} ${d(periodStart)}</th><th>${w.end} ${d(periodEnd)}</th><th>${w.cons}</th></tr><tr><td style="text-align:left">${w.day}</td><td>${startDay}</td><td>${startDay + kwhDay}</td><td>${kwhDay} kWh</td></tr>${dual ? `<tr><td style="text-align:left">${w.night}</td><td>${startNight}</td><td>${startNight + kwhNight}</td><td>${kwhNight} kWh</td></tr>` : ''}</table>
<table class="l"><tr><th>${nl ? 'Omschrijving' : 'Description'}</th><th>${nl ? 'Hoeveelheid' : 'Quantité'}</th><th>${nl ? 'Eenheidsprijs' : 'Prix unitaire'}</th><th>${nl ? 'Bedrag' : 'Montant'} (€)</th></tr>${rows}
<tr><td><b>${w.excl}</b></td><td></td><td></td><td><b>${n(s.net)}</b></td></tr><tr><td>${w.vat} ${rate}%</td><td></td><td></td><td>${n(s.tax)}</td></tr><tr class="sub"><td>${w.incl}</td><td></td><td></td><td>${n(s.total)}</td></tr><tr><td>${w.adv} (12 x ${n(monthly)})</td><td></td><td></td><td>-${n(advances)}</td></tr><tr class="sub"><td>${refund ? w.back : w.pay}</td><td></td><td></td><td>${n(balance)}</td></tr></table>
${refund ? '' : `<div class="pay">${lines([`${w.pay}: ${eur(balance)} ${w.before} ${d(addDays(issued, 15))}`, `IBAN ${ibanOf(r, 'BE')} · BIC ${r.pick(['GEBABEBB', 'BBRUBEBB', 'KREDBEBB'])}`, `${w.comm}: ${comm}`])}</div>`}
<p style="font-size:7px;color:#777;margin-top:4mm">${esc(legal)} · ${esc(firm(r, 'BE').address.join(', '))} · ${nl ? 'BTW' : 'TVA'} BE 0${r.digits(3)}.${r.digits(3)}.${r.digits(3)} · RPR ${r.pick(['Brussel', 'Antwerpen', 'Gent'])}</p></div>`;
    return {
      html: page(BE_CSS, body, nl ? 'nl' : 'fr'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        amount: s.net,
        taxAmount: s.tax,
        // The year's total incl. VAT, not the balance after the advances.
        total: s.total,
        currency: 'EUR',
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// UAE: a school's tax invoice for a term's fees

const UAE_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.5px;color:#1d1d1d;line-height:1.45;padding:11mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid var(--c);padding-bottom:3mm}
.hd>div:first-child{flex:1;min-width:0}
.hd .n{font-size:17px;font-weight:bold;color:var(--c)}
.hd>div:last-child{flex:none;margin-left:4mm}
h1{text-align:center;font-size:15px;margin:4mm 0;letter-spacing:2px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:4mm}
.grid>div{border:1px solid #ccc;padding:2mm 3mm}
.grid td{padding:0 8px 0 0}
.grid td:first-child{color:#666}
table.l{width:100%;margin-top:4mm}
table.l th{background:var(--c);color:#fff;padding:3px;text-align:right;font-weight:normal}
table.l td{padding:3px;text-align:right;border-bottom:1px solid #e6e6e6}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:56%}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #1d1d1d;font-size:10px}
.words{margin-top:3mm;border:1px solid #ccc;padding:2mm 3mm}
`;

export const uaeSchoolInvoice: Layout = {
  name: 'uae-school-fees-invoice',
  render(r) {
    const ae = COUNTRIES.AE;
    const stem = r.pick(ae.stems);
    const school = `${stem} ${r.pick(['International School', 'British School', 'American Academy', 'Private School', 'Indian High School'])}`;
    const legal = `${stem} Education ${r.pick(['L.L.C', 'LLC', 'FZ-LLC'])}`;
    const parent = person(r, 'AE');
    const student = `${r.pick(['Adam', 'Zara', 'Yusuf', 'Maya', 'Rayan', 'Noor', 'Aarav', 'Leila'])} ${parent.name.split(' ').slice(1).join(' ')}`;
    const issued = issueDate(r);
    const startYear = Number(issued.slice(0, 4)) - (Number(issued.slice(5, 7)) < 8 ? 1 : 0);
    const term =
      Number(issued.slice(5, 7)) >= 8
        ? 'Term 1 (September – December)'
        : Number(issued.slice(5, 7)) <= 3
          ? 'Term 2 (January – March)'
          : 'Term 3 (April – July)';
    const grade = r.pick([
      'FS2',
      'Year 1',
      'Year 4',
      'Year 7',
      'Year 10',
      'Grade 3',
      'Grade 6',
      'Grade 9',
      'Grade 11',
    ]);
    const tuition = (r.int(80, 320) * 10000) / 3;
    const items: Line[] = [
      line(`Tuition fee – ${grade}, ${term}`, 1, Math.round(tuition / 100) * 100, 0),
    ];
    const sibling = r.chance(0.3) ? r.pick([5, 10]) : 0;
    if (sibling)
      items.push(
        line(
          `Sibling discount ${sibling}% on tuition`,
          1,
          -Math.round((items[0]!.amount * sibling) / 100),
          0,
        ),
      );
    if (r.chance(0.5)) items.push(line('Books & learning resources', 1, r.int(60, 200) * 1000, 0));
    if (r.chance(0.5))
      items.push(
        line(
          `School bus transport – ${r.pick(['Zone A', 'Zone B', 'Zone C'])}`,
          1,
          r.int(150, 280) * 1000,
          0,
        ),
      );
    if (r.chance(0.6))
      items.push(
        line(
          `After-school activities (${r.pick(['swimming', 'robotics', 'football', 'music'])})`,
          1,
          r.int(20, 120) * 1000,
          5,
        ),
      );
    if (r.chance(0.4)) items.push(line('Lunch programme', 1, r.int(80, 200) * 1000, 5));
    if (r.chance(0.3))
      items.push(line('Educational trip (non-curricular)', 1, r.int(15, 90) * 1000, 5));
    const s = sums(items);
    const deposit = r.chance(0.4) ? r.pick([50000, 100000, 150000]) : 0;
    const year = `${startYear}-${String(startYear + 1).slice(2)}`;
    const number = r.pick([
      `INV/${year}/${pad(r.int(1, 20000), 5)}`,
      `SF-${startYear}${pad(r.int(1, 9999), 5)}`,
      `TI${r.digits(7)}`,
    ]);
    const aed = moneyOf({ sep: SEP.en, symbol: 'AED', position: 'before-space' });
    const n = (cents: number) => num(cents, SEP.en);
    const colour = r.pick(['#7a1f3d', '#1f4e79', '#0b6e4f', '#5b2c83']);
    const { logo, only } = sellerLogo(r, school, { only: 0.4, any: 1, colour, height: 50 });
    const trn = TAX.trnAE(r);
    const dirhams = Math.floor(s.total / 100);
    const fils = s.total % 100;
    const words = `UAE Dirhams ${englishWords(dirhams)}${fils ? ` and ${englishWords(fils)} Fils` : ''} Only`;
    const d = (iso: string) => fmtDate(iso, 'DD-MMM-YYYY');
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${n(entry.amount)}</td><td>${entry.rate}%</td><td>${n(Math.round((entry.amount * entry.rate) / 100))}</td><td>${n(Math.round((entry.amount * (100 + entry.rate)) / 100))}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}">
<div class="hd"><div style="display:flex;gap:4mm;align-items:center">${logo ? img(logo, only ? 'max-width:110mm' : 'max-width:60mm') : ''}${only ? '' : `<div class="n">${esc(school)}</div>`}</div><div style="text-align:right;font-size:8px">${lines([...ae.address(r, r.pick(ae.streets), r.pick(ae.places)), 'United Arab Emirates', `Tel ${ae.phone(r)}`, `fees@${stem.toLowerCase().replace(/[^a-z]/g, '')}school.ae`])}</div></div>
<h1>TAX INVOICE</h1>
<div class="grid"><div><b>Bill to (parent / guardian)</b><br>${lines([parent.name, ...parent.address, parent.email])}</div>
<div><table><tr><td>Invoice no.</td><td><b>${esc(number)}</b></td></tr><tr><td>Invoice date</td><td>${d(issued)}</td></tr><tr><td>Due date</td><td>${d(addDays(issued, r.pick([14, 21, 30])))}</td></tr><tr><td>Student</td><td>${esc(student)}</td></tr><tr><td>Student ID</td><td>${r.digits(6)}</td></tr><tr><td>Academic year</td><td>${year}</td></tr><tr><td>Supplier TRN</td><td>${trn}</td></tr></table></div></div>
<table class="l"><tr><th>Description</th><th>Amount excl. VAT</th><th>VAT rate</th><th>VAT</th><th>Amount incl. VAT</th></tr>${rows}</table>
<table class="t"><tr><td>Total excluding VAT</td><td>${aed(s.net)}</td></tr><tr><td>VAT @ 5%</td><td>${aed(s.tax)}</td></tr><tr class="g"><td>Total including VAT</td><td>${aed(s.total)}</td></tr>${deposit ? `<tr><td>Less: re-enrolment deposit received</td><td>-${aed(deposit)}</td></tr><tr class="g"><td>Amount due</td><td>${aed(s.total - deposit)}</td></tr>` : ''}</table>
<div class="words">Amount in words: ${esc(words)}</div>
<p style="margin-top:4mm">Tuition, books and school transport are zero-rated under Article 45 of the VAT Decree-Law; other services are standard-rated. Pay via the parent portal, by cheque or by transfer to ${r.pick(['Emirates NBD', 'ADCB', 'Mashreq', 'First Abu Dhabi Bank'])}, IBAN ${iban5(r, 'AE')}, quoting ${esc(number)} and the student ID.</p>
<p style="font-size:7.5px;color:#666;margin-top:6mm">${esc(legal)} · TRN ${trn} · Licensed by the ${r.pick(['Knowledge and Human Development Authority (KHDA)', 'Abu Dhabi Department of Education and Knowledge (ADEK)', 'Sharjah Private Education Authority (SPEA)'])}</p></div>`;
    return {
      html: page(UAE_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // The school's name (in the crest only, at times); the operating company as the alias.
        vendor: school,
        amount: s.net,
        taxAmount: s.tax,
        // "Total including VAT", not the amount due after the deposit.
        total: s.total,
        currency: 'AED',
      }),
      aliases: [legal],
      logoOnly: only,
    };
  },
};
