// Set 3's bills, receipts and notes: a German telecom bill (Kundennummer, Rechnungsnummer,
// Buchungskonto, the month's summary on page 1 and the itemised calls after it), a German
// municipal utility's (Stadtwerke) annual gas and water bill with meter readings and the
// instalments paid, an insurance premium invoice (insurance premium tax, not VAT), a conference
// registration invoice, a domain registrar's order receipt, an online-course platform's receipt
// (prices including VAT) and a credit note.
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
  previousMonth,
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
  COUNTRIES,
  customer,
  draws,
  iban,
  person,
  stemOf,
  TAX,
  type CountryCode,
} from './people.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// A German telecom bill

const TEL_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9px;color:#222;line-height:1.4}
.pg{padding:10mm 16mm 0 22mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;height:40mm}
.brand{font-size:24px;font-weight:bold;color:var(--c)}
.win{margin-top:4mm;width:85mm;font-size:10px}
.win small{font-size:7px;color:#666;display:block;margin-bottom:3mm}
.box{width:70mm;background:#f2f2f2;padding:5px 8px;font-size:8.5px}
.box td{padding:1px 0}
.box td:last-child{text-align:right;padding-left:8px}
h1{font-size:17px;color:var(--c);margin:10mm 0 6px}
table.s{width:100%;margin-top:8px}
table.s th{text-align:left;border-bottom:2px solid var(--c);padding:4px 2px;font-size:9px}
table.s td{padding:4px 2px;border-bottom:1px solid #ddd}
table.s td.a{text-align:right;white-space:nowrap}
table.s tr.sum td{font-weight:bold;border-bottom:0}
table.s tr.g td{font-weight:bold;font-size:11px;background:#f2f2f2;border-top:2px solid var(--c)}
.info{margin-top:10px;border-left:4px solid var(--c);padding:4px 8px;background:#fafafa}
.brk{break-before:page}
table.ev{width:100%;font-size:7.5px}
table.ev th{text-align:left;border-bottom:1px solid #999}
table.ev td{padding:1px 2px}
`;

export const telecomRechnung: Layout = {
  name: 'telekom-rechnung',
  render(r) {
    const stem = r.pick(['Nordnetz', 'Rheinfunk', 'Elbkom', 'Isarnet', 'Spreelink', 'Mainconnect']);
    const legal = `${stem} ${r.pick(['Telekommunikation GmbH', 'Kommunikation GmbH', 'Telekom Deutschland GmbH', 'Netz AG'])}`;
    const place = r.pick(COUNTRIES.DE.places);
    const buyer = person(r, 'DE');
    const issued = issueDate(r);
    const [first, last] = previousMonth(addDays(issued, 20));
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const m = (cents: number) => num(cents, SEP.de);
    const monthName = fmtDate(first, 'MMMM YYYY', 'de');
    const monthly: Line[] = [
      line(
        r.pick([
          'MagentaZuhause L',
          'Internet & Telefon 250',
          'Glasfaser 500',
          'DSL 100 Flat',
          'Kabel 1000',
        ]),
        1,
        r.pick([3688, 4192, 4613, 5032, 2934]),
        19,
      ),
      ...(r.chance(0.5)
        ? [line('Mobilfunk-Tarif Allnet M', 1, r.pick([1672, 2092, 2512]), 19)]
        : []),
      ...(r.chance(0.4) ? [line('Router-Miete', 1, r.pick([419, 587, 503]), 19)] : []),
      ...(r.chance(0.3) ? [line('TV-Paket', 1, r.pick([419, 839, 1259]), 19)] : []),
    ];
    const usage: Line[] = r.chance(0.6)
      ? [
          line('Verbindungen ins Mobilfunknetz', 1, r.int(20, 900), 19),
          line('Auslandsverbindungen', 1, r.int(0, 600), 19),
        ].filter((item) => item.amount > 0)
      : [];
    const once: Line[] = r.chance(0.25)
      ? [
          line(
            r.pick(['Bereitstellungspreis', 'Versandkosten Hardware', 'Tarifwechsel']),
            1,
            r.pick([2513, 587, 1672]),
            19,
          ),
        ]
      : [];
    const all = [...monthly, ...usage, ...once];
    const s = sums(all);
    const previous = r.chance(0.25) ? r.int(1, 9000) : 0;
    const customerNo = `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`;
    const number = `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
    const account = `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`;
    const debit = addDays(issued, r.int(5, 12));
    const colour = r.pick(['#e20074', '#0060a9', '#00843d', '#ff6600', '#6c2c91']);
    const logo = r.chance(0.5) ? drawLogo(r, stem, { colour, height: 40 }) : null;
    const groupRows = (title: string, items: Line[], period: string) =>
      items.length
        ? `<tr><th colspan="2">${title}${period}</th></tr>${items.map((item) => `<tr><td>${esc(item.description)}</td><td class="a">${m(item.amount)}</td></tr>`).join('')}<tr class="sum"><td>Summe ${title}</td><td class="a">${m(items.reduce((sum, item) => sum + item.amount, 0))}</td></tr>`
        : '';
    const calls = usage.length
      ? Array.from({ length: r.int(12, 30) }, () => {
          const day = addDays(first, r.int(0, 27));
          return `<tr><td>${d(day)}</td><td>${pad(r.int(7, 22), 2)}:${pad(r.int(0, 59), 2)}</td><td>01${r.int(51, 79)} ${r.digits(3)}${r.digits(4)}</td><td>${pad(r.int(0, 45), 2)}:${pad(r.int(0, 59), 2)}</td><td style="text-align:right">${m(r.int(0, 60))}</td></tr>`;
        }).join('')
      : '';
    const body = `<div class="pg" style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo) : `<div class="brand">${esc(stem)}</div>`}<div class="win"><small>${esc(legal)} · Postfach ${r.int(1000, 9999)} · ${place.postcode} ${esc(place.city)}</small>${lines([r.pick(['Herrn', 'Frau']), buyer.name, ...buyer.address])}</div></div>
<div class="box"><table><tr><td>Kundennummer</td><td>${customerNo}</td></tr><tr><td>Rechnungsnummer</td><td>${number}</td></tr><tr><td>Buchungskonto</td><td>${account}</td></tr><tr><td>Rechnungsdatum</td><td>${d(issued)}</td></tr><tr><td>Ihre Rufnummer</td><td>0${r.pick(['30', '89', '40', '221'])} ${r.digits(7)}</td></tr><tr><td>Seite</td><td>1 von ${usage.length ? 2 : 1}</td></tr></table></div></div>
<h1>Ihre Rechnung für ${monthName}</h1>
<p>Guten Tag ${esc(buyer.name)},<br>hier ist Ihre aktuelle Rechnung. Eine Übersicht über Ihre Verbindungen finden Sie ${usage.length ? 'auf Seite 2' : 'in Ihrem Kundencenter'}.</p>
<table class="s">${groupRows('Monatliche Beträge', monthly, ` (${d(first)} - ${d(last)})`)}${groupRows('Verbindungen', usage, '')}${groupRows('Einmalige Beträge', once, '')}
<tr><td>Summe netto</td><td class="a">${m(s.net)}</td></tr><tr><td>Umsatzsteuer 19 % auf ${m(s.net)} €</td><td class="a">${m(s.tax)}</td></tr>
<tr class="g"><td>Rechnungsbetrag</td><td class="a">${m(s.total)} €</td></tr>
${previous ? `<tr><td>Offener Betrag aus Vorrechnung</td><td class="a">${m(previous)}</td></tr><tr class="sum"><td>Zu zahlender Gesamtbetrag</td><td class="a">${m(s.total + previous)} €</td></tr>` : ''}</table>
<div class="info">Den ${previous ? 'Gesamtbetrag' : 'Rechnungsbetrag'} buchen wir frühestens am ${d(debit)} von Ihrem Konto DE${r.digits(2)} **** **** **** **${r.digits(2)} ${r.digits(2)} ab. Gläubiger-ID DE${r.digits(2)}ZZZ0000${r.digits(7)}, Mandatsreferenz ${r.alnum(12)}.</div>
<p style="font-size:7.5px;color:#666;margin-top:14mm">${esc(legal)} · ${esc(r.pick(COUNTRIES.DE.streets))} ${r.int(1, 200)} · ${place.postcode} ${esc(place.city)} · Amtsgericht ${esc(place.city)} ${TAX.hrb(r)} · USt-IdNr. ${TAX.ustId(r)} · Geschäftsführung: ${esc(person(r, 'DE').name)}, ${esc(person(r, 'DE').name)}</p>
${calls ? `<div class="brk"><h1>Einzelverbindungsnachweis</h1><p>Rechnungsnummer ${number} · Seite 2 von 2</p><table class="ev"><tr><th>Datum</th><th>Uhrzeit</th><th>Zielrufnummer</th><th>Dauer</th><th style="text-align:right">Betrag netto</th></tr>${calls}</table><p style="font-size:7.5px">Die letzten drei Ziffern der Zielrufnummern werden auf Wunsch gekürzt dargestellt. Beträge ohne Umsatzsteuer.</p></div>` : ''}</div>`;
    return {
      html: page(TEL_CSS, body, 'de'),
      paper: { format: 'A4', margin: ['0', '0', '10mm', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        amount: s.net,
        taxAmount: s.tax,
        // The "Rechnungsbetrag", not the amount due with an open balance carried over.
        total: s.total,
        currency: 'EUR',
      }),
      ...(logo ? {} : { aliases: [stem] }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A municipal utility's annual bill

const SW_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.8px;color:#1a1a1a;line-height:1.38;padding:10mm 14mm 8mm 20mm}
.hd{display:flex;justify-content:space-between}
.hd .n{font-size:19px;font-weight:bold;color:var(--c)}
.win{margin-top:8mm}
.win small{font-size:6.5px;display:block;margin-bottom:2mm}
.kb td{padding:0 0 0 8px}
.kb td:first-child{color:#555}
h1{font-size:14px;margin:8mm 0 4px;color:var(--c)}
h2{font-size:10px;margin:10px 0 3px;background:var(--c);color:#fff;padding:2px 5px}
table.z,table.p{width:100%}
table.z th,table.p th{text-align:right;border-bottom:1px solid #888;font-weight:normal;color:#555;padding:2px 3px}
table.z td,table.p td{text-align:right;padding:2px 3px}
table.z th:first-child,table.z td:first-child,table.p th:first-child,table.p td:first-child{text-align:left}
table.f{margin-left:auto;width:60%;margin-top:8px}
table.f td{padding:2px 4px;text-align:right}
table.f td:first-child{text-align:left}
table.f tr.g td{font-weight:bold;border-top:1px solid #000}
table.f tr.h td{font-weight:bold;font-size:11px;background:#eee}
.ft{margin-top:8mm;font-size:6.8px;color:#555;border-top:1px solid #aaa;padding-top:3px}
`;

export const stadtwerkeAbrechnung: Layout = {
  name: 'stadtwerke-jahresabrechnung',
  render(r) {
    const place = r.pick(COUNTRIES.DE.places);
    const city = place.city.split(' ')[0]!;
    const legal = r.pick([
      `Stadtwerke ${city} GmbH`,
      `Stadtwerke ${city} AG`,
      `SWV Stadtwerke ${city} GmbH`,
    ]);
    const buyer = person(r, 'DE');
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const m = (cents: number) => num(cents, SEP.de);
    const end = addDays(issued, -r.int(5, 20));
    const start = addDays(end, -364);
    // Gas at 7 % from October 2022 to March 2024, else 19 %; drinking water at 7 %.
    const gasRate = end >= '2022-10-01' && end <= '2024-03-31' ? 7 : 19;
    const before = r.int(10000, 60000);
    const m3 = r.int(600, 2200);
    const zustand = 0.95 + r.int(0, 40) / 1000;
    const brennwert = 10.9 + r.int(0, 60) / 100;
    const kwh = Math.round(m3 * zustand * brennwert);
    const ct = (9 + r.next() * 6).toFixed(3);
    const grund = r.int(120, 220) * 100 + r.int(0, 99);
    const co2 = r.chance(0.6) ? Math.round(kwh * 0.546) : 0;
    const water = r.chance(0.6);
    const wm3 = r.int(40, 160);
    const wBefore = r.int(100, 2900);
    const wct = r.int(180, 260);
    const wgrund = water ? r.int(60, 140) * 100 : 0;
    const items: Line[] = [
      line('Erdgas Arbeitspreis', kwh, Number(ct), gasRate),
      line('Erdgas Grundpreis', 1, grund, gasRate),
      ...(co2 ? [line('CO₂-Kosten nach BEHG', 1, co2, gasRate)] : []),
      ...(water
        ? [
            line('Trinkwasser Mengenpreis', wm3, wct, 7),
            line('Trinkwasser Grundpreis', 1, wgrund, 7),
          ]
        : []),
    ];
    const s = sums(items);
    const monthlyPlan = Math.round(s.total / 1100) * 100;
    const paid = monthlyPlan * 11 + r.int(-20, 20) * 500;
    const rest = s.total - paid;
    const account = `${r.int(2, 4)}${r.digits(9)}`;
    const number = `${r.digits(3)}${r.digits(3)}${r.digits(4)}`;
    const colour = r.pick(['#005ca9', '#c8102e', '#00814a', '#e37222']);
    const meterNo = `${r.int(1, 9)}${r.letters(3)}${r.digits(7)}`;
    const body = `<div style="--c:${colour}">
<div class="hd"><div><div class="n">${esc(legal)}</div>${esc(`Kundenservice ${COUNTRIES.DE.phone(r)} · ${r.pick(['Mo–Fr 8–18 Uhr', 'werktags 7–19 Uhr'])}`)}</div>
<table class="kb"><tr><td>Vertragskonto</td><td>${account}</td></tr><tr><td>Rechnungsnummer</td><td>${number}</td></tr><tr><td>Rechnungsdatum</td><td>${d(issued)}</td></tr><tr><td>Geschäftspartner</td><td>${r.digits(8)}</td></tr></table></div>
<div class="win"><small>${esc(legal)} · Postfach ${r.int(10, 99)} ${r.digits(2)} · ${place.postcode} ${esc(place.city)}</small>${lines([buyer.name, ...buyer.address])}</div>
<h1>Jahresverbrauchsabrechnung ${water ? 'Erdgas und Trinkwasser' : 'Erdgas'}</h1>
<div>Abrechnungszeitraum ${d(start)} bis ${d(end)} · Verbrauchsstelle: ${esc(buyer.address.join(', '))}</div>
<h2>Erdgas · Zähler ${meterNo}</h2>
<table class="z"><tr><th>Ablesung</th><th>Datum</th><th>Zählerstand alt</th><th>Zählerstand neu</th><th>Verbrauch m³</th><th>Zustandszahl</th><th>Brennwert</th><th>Verbrauch kWh</th></tr>
<tr><td>${r.pick(['Ablesung durch Kunden', 'Ablesung Netzbetreiber', 'Schätzung'])}</td><td>${d(end)}</td><td>${num(before * 100, SEP.de).slice(0, -3)}</td><td>${num((before + m3) * 100, SEP.de).slice(0, -3)}</td><td>${m3}</td><td>${zustand.toFixed(4).replace('.', ',')}</td><td>${brennwert.toFixed(3).replace('.', ',')}</td><td>${num(kwh * 100, SEP.de).slice(0, -3)}</td></tr></table>
${water ? `<h2>Trinkwasser · Zähler ${r.digits(8)}</h2><table class="z"><tr><th>Datum</th><th>Zählerstand alt</th><th>Zählerstand neu</th><th>Verbrauch m³</th></tr><tr><td>${d(end)}</td><td>${wBefore}</td><td>${wBefore + wm3}</td><td>${wm3}</td></tr></table>` : ''}
<h2>Kosten</h2>
<table class="p"><tr><th>Position</th><th>Menge</th><th>Preis</th><th>USt</th><th>Betrag netto €</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${item.description.includes('Arbeitspreis') ? `${num(kwh * 100, SEP.de).slice(0, -3)} kWh` : item.description.includes('Mengenpreis') ? `${wm3} m³` : '365 Tage'}</td><td>${item.description.includes('Arbeitspreis') ? `${ct.replace('.', ',')} ct/kWh` : item.description.includes('Mengenpreis') ? `${m(wct)} €/m³` : item.description.includes('CO') ? '0,546 ct/kWh' : `${m(item.unit)} €/Jahr`}</td><td>${item.rate} %</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="f"><tr><td>Gesamtbetrag netto</td><td>${m(s.net)} €</td></tr>${s.taxes.map((row) => `<tr><td>Umsatzsteuer ${row.rate} % auf ${m(row.base)} €</td><td>${m(row.tax)} €</td></tr>`).join('')}
<tr class="g"><td>Gesamtbetrag brutto</td><td>${m(s.total)} €</td></tr><tr><td>abzüglich geleistete Abschläge (11 × ${m(monthlyPlan)} € ${paid !== monthlyPlan * 11 ? 'u. a.' : ''})</td><td>-${m(paid)} €</td></tr>
<tr class="h"><td>${rest >= 0 ? 'Nachzahlung' : 'Guthaben'}</td><td>${m(Math.abs(rest))} €</td></tr></table>
<p>${rest >= 0 ? `Die Nachzahlung buchen wir am ${d(addDays(issued, 14))} von Ihrem Konto ab.` : `Das Guthaben überweisen wir in den nächsten Tagen auf Ihr Konto.`} Ihr neuer monatlicher Abschlag ab ${d(addDays(end, 31))}: <b>${m(Math.round(s.total / 1200) * 100)} €</b>.</p>
<div class="ft">${esc(legal)} · Sitz ${esc(place.city)} · Registergericht ${esc(place.city)} ${TAX.hrb(r)} · USt-IdNr. ${TAX.ustId(r)} · Aufsichtsratsvorsitz: ${esc(person(r, 'DE').name)} · Bankverbindung ${r.pick(['Sparkasse', 'Stadtsparkasse'])} ${esc(place.city)}, IBAN ${iban(r, 'DE')}<br>Informationen nach § 40 EnWG: Ihr Netzbetreiber ist die ${esc(city)}er Netz GmbH. Schlichtungsstelle Energie e. V., Friedrichstraße 133, 10117 Berlin.</div></div>`;
    return {
      html: page(SW_CSS, body, 'de'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        amount: s.net,
        taxAmount: s.tax,
        // The year's gross, not the Nachzahlung or Guthaben left after the instalments paid.
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// An insurance premium invoice

const INS_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9.5px;color:#222;line-height:1.45;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid var(--c);padding-bottom:6px}
.hd .n{font-size:17px;font-weight:bold;color:var(--c)}
h1{font-size:16px;margin:10mm 0 4px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:2px 20px;margin:8px 0}
.grid span:nth-child(odd){color:#666}
table.p{width:100%;margin-top:10px}
table.p td{padding:4px;border-bottom:1px solid #ddd}
table.p td:last-child{text-align:right}
table.p tr.g td{font-weight:bold;font-size:11px;border-top:2px solid #222}
.note{margin-top:10px;font-size:8.5px;color:#444}
`;

export const insurancePremium: Layout = {
  name: 'insurance-premium-invoice',
  render(r) {
    const german = r.chance(0.45);
    const code: CountryCode = german ? 'DE' : 'GB';
    const stem = r.pick(
      german
        ? ['Hanse', 'Nordstern', 'Rheinland', 'Alpina', 'Bavaria']
        : ['Kestrel', 'Northgate', 'Albion', 'Wessex', 'Pennine'],
    );
    const insurer = german
      ? `${stem} ${r.pick(['Versicherung AG', 'Allgemeine Versicherungs-AG', 'Sachversicherung AG'])}`
      : `${stem} ${r.pick(['Insurance plc', 'Insurance Company Limited', 'Underwriting Ltd'])}`;
    const insured = customer(r, code, '', 0.4);
    const issued = issueDate(r);
    const start = addDays(issued, r.int(5, 30));
    const end = addDays(start, 364);
    const d = (iso: string) => fmtDate(iso, german ? 'DD.MM.YYYY' : 'DD/MM/YYYY');
    const m = german
      ? (cents: number) => `${num(cents, SEP.de)} €`
      : moneyOf({ sep: SEP.en, symbol: '£', position: 'before' });
    // Insurance premium tax instead of VAT: 19 % (Germany) or 12 % (UK); a fee is not taxed.
    const taxRate = german ? 19 : 12;
    const premium = r.int(180, 4800) * 100 + r.pick([0, 50, 99]);
    const fee = !german && r.chance(0.5) ? r.pick([2500, 3500, 5000]) : 0;
    const tax = Math.round((premium * taxRate) / 100);
    const total = premium + tax + fee;
    const policy = german
      ? `${r.int(10, 99)}-${r.digits(7)}-${r.int(1, 9)}`
      : `${r.letters(3)}/${r.digits(7)}/${r.int(10, 99)}`;
    const number = german ? `${r.digits(10)}` : `DN${r.digits(7)}`;
    const cover = r.pick(
      german
        ? [
            'Betriebshaftpflichtversicherung',
            'Inhaltsversicherung',
            'Gebäudeversicherung',
            'Kfz-Haftpflicht',
          ]
        : [
            'Commercial Combined',
            'Public & Employers’ Liability',
            'Professional Indemnity',
            'Office Insurance',
            'Landlord Buildings',
          ],
    );
    const instalments = r.chance(0.4) ? r.pick([10, 12]) : 0;
    const colour = r.pick(['#003781', '#8a1538', '#005a4e', '#4b286d']);
    const { logo } = sellerLogo(r, insurer, { only: 0, any: 0.6, colour });
    const rows = german
      ? `<tr><td>Nettobeitrag ${esc(cover)}</td><td>${m(premium)}</td></tr><tr><td>Versicherungsteuer ${taxRate} %</td><td>${m(tax)}</td></tr><tr class="g"><td>Zu zahlender Jahresbeitrag</td><td>${m(total)}</td></tr>`
      : `<tr><td>Premium (${esc(cover)})</td><td>${m(premium)}</td></tr>${fee ? `<tr><td>Administration fee (not subject to IPT)</td><td>${m(fee)}</td></tr><tr><td>Total excluding IPT</td><td>${m(premium + fee)}</td></tr>` : ''}<tr><td>Insurance Premium Tax @ ${taxRate}% on premium</td><td>${m(tax)}</td></tr><tr class="g"><td>Total amount payable</td><td>${m(total)}</td></tr>`;
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:40px;display:block') : ''}<span class="n">${esc(insurer)}</span></div><div style="text-align:right;font-size:8.5px">${lines(german ? [`Kundenservice ${COUNTRIES.DE.phone(r)}`, `www.${stem.toLowerCase()}-versicherung.de`] : [`Customer services ${COUNTRIES.GB.phone(r)}`, `www.${stem.toLowerCase()}insurance.co.uk`])}</div></div>
<div style="margin-top:8mm">${lines([insured.name, ...insured.address])}</div>
<h1>${german ? 'Beitragsrechnung' : r.pick(['Premium Invoice', 'Debit Note', 'Renewal Invoice'])}</h1>
<div class="grid">${
      german
        ? `<span>Rechnungsnummer</span><span>${number}</span><span>Datum</span><span>${d(issued)}</span><span>Versicherungsschein-Nr.</span><span>${policy}</span><span>Versicherungszeitraum</span><span>${d(start)} – ${d(end)}</span><span>Versicherungsnehmer</span><span>${esc(insured.name)}</span>`
        : `<span>${number.startsWith('DN') ? 'Debit note no.' : 'Invoice no.'}</span><span>${number}</span><span>Date</span><span>${d(issued)}</span><span>Policy number</span><span>${policy}</span><span>Period of cover</span><span>${d(start)} to ${d(end)}</span><span>Policyholder</span><span>${esc(insured.name)}</span>`
    }</div>
<table class="p">${rows}</table>
<div class="note">${
      german
        ? instalments
          ? `Sie zahlen monatlich: ${instalments} Raten zu je ${m(Math.round(total / instalments))}. Die erste Rate buchen wir am ${d(start)} ab.`
          : `Der Beitrag wird am ${d(start)} von Ihrem Konto abgebucht. Bitte sorgen Sie für ausreichende Deckung.`
        : instalments
          ? `You have chosen to pay by Direct Debit in ${instalments} monthly instalments of ${m(Math.round(total / instalments))}, the first on ${d(start)}.`
          : `Please pay the total amount by ${d(addDays(issued, 30))} quoting your policy number.`
    }
<br>${german ? 'Versicherungsteuer-Nr.' : 'IPT is charged at the standard rate. Insurance is exempt from VAT.'} ${german ? `${r.digits(3)}/${r.digits(3)}/${r.digits(5)}` : ''}</div>
<div class="note" style="margin-top:14mm;font-size:7.5px">${esc(insurer)} · ${german ? `Sitz ${r.pick(COUNTRIES.DE.places).city} · Registergericht ${TAX.hrb(r)} · Vorstand: ${person(r, 'DE').name}` : `Registered in England No. ${TAX.companyGB(r)} · Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN ${r.digits(6)})`}</div></div>`;
    return {
      html: page(INS_CSS, body, german ? 'de' : 'en'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: insurer,
        // Insurance premium tax stands for the tax; the net is all but that tax: the premium, or
        // the premium and an untaxed fee ("Total excluding IPT").
        amount: premium + fee,
        taxAmount: tax,
        total,
        currency: german ? 'EUR' : 'GBP',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A conference registration invoice

const CONF_CSS = `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:9.8px;color:#222;line-height:1.45}
.band{background:linear-gradient(90deg,var(--c),var(--k));color:#fff;padding:18px 16mm}
.band .ev{font-size:22px;font-weight:bold}
.band .sub{opacity:.9}
.main{padding:10mm 16mm}
.cols{display:flex;justify-content:space-between;gap:20px}
.cols .lb{font-size:8px;text-transform:uppercase;color:#888;letter-spacing:.5px}
h1{font-size:16px;margin:8mm 0 4px}
table.l{width:100%;margin-top:8px}
table.l th{text-align:right;font-size:8.5px;color:#666;border-bottom:1px solid #999;padding:4px;font-weight:normal}
table.l td{text-align:right;padding:5px 4px;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child,table.l th:nth-child(2),table.l td:nth-child(2){text-align:left}
table.t{margin-left:auto;width:48%;margin-top:8px}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1px solid #222;font-size:11.5px}
.paid{display:inline-block;border:2px solid #2e7d32;color:#2e7d32;font-weight:bold;padding:2px 8px;transform:rotate(-4deg);margin-top:8px}
.ft{margin-top:12mm;font-size:7.5px;color:#777}
`;

export const conferenceInvoice: Layout = {
  name: 'conference-registration',
  render(r) {
    const code = r.pick<CountryCode>(['DE', 'NL', 'IE', 'GB', 'GB']);
    const organiser = company(r, code, {
      trades: ['Events', 'Conferences', 'Media'],
      form: 'always',
    });
    const buyer = company(r, r.pick<CountryCode>(['DE', 'NL', 'GB', 'FR', 'IE']), {
      avoid: stemOf(organiser),
      form: 'always',
    });
    const rate = { DE: 19, NL: 21, IE: 23, GB: 20 }[code as 'DE'];
    const cur = code === 'GB' ? 'GBP' : 'EUR';
    const m = moneyOf({ sep: SEP.en, symbol: cur === 'GBP' ? '£' : '€', position: 'before' });
    const issued = issueDate(r);
    const eventDay = addDays(issued, r.int(14, 120));
    const d = (iso: string) => fmtDate(iso, 'D MMMM YYYY');
    const venue = COUNTRIES[code].places[0]!.city.replace(/ \d+$/, '');
    const eventName = `${r.pick(['DevSummit', 'DataConf', 'Product Forum', 'CloudNative Days', 'UX Live', 'FinOps Europe'])} ${venue} ${eventDay.slice(0, 4)}`;
    const ticket = r.pick([
      ['Conference pass (2 days)', 450, 1200],
      ['Early bird – full access', 350, 900],
      ['Conference + workshop day', 650, 1500],
    ] as [string, number, number][]);
    const attendees = Array.from(
      { length: r.int(1, 4) },
      () => person(r, code === 'GB' ? 'GB' : code).name,
    );
    const unit = r.int(ticket[1] / 5, ticket[2] / 5) * 500;
    const items: Line[] = attendees.map((who) => line(ticket[0], 1, unit, rate, { detail: who }));
    if (r.chance(0.4))
      items.push(line('Workshop add-on', 1, r.int(15, 40) * 1000, rate, { detail: attendees[0]! }));
    if (r.chance(0.3))
      items.push(
        line('Conference dinner', attendees.length, r.int(60, 120) * 100, rate, {
          detail: 'All attendees',
        }),
      );
    const group = attendees.length >= 3 ? 10 : 0;
    const s = sums(items, group ? { discountPercent: group } : {});
    const number = `${r.pick(['REG', 'INV', 'CONF'])}-${eventDay.slice(0, 4)}-${pad(r.int(1, 9999), 5)}`;
    const booking = r.alnum(6);
    const colours = r.pick([
      ['#3a0ca3', '#4361ee'],
      ['#d62828', '#f77f00'],
      ['#006d77', '#83c5be'],
      ['#2b2d42', '#8d99ae'],
    ]);
    const { logo, only } = sellerLogo(r, organiser.name, { only: 0.35, any: 0.4 });
    const paid = r.chance(0.6);
    const vatId =
      code === 'DE'
        ? TAX.ustId(r)
        : code === 'NL'
          ? TAX.btwNL(r)
          : code === 'IE'
            ? TAX.vatIE(r)
            : TAX.vatGB(r);
    const body = `<div class="band" style="--c:${colours[0]};--k:${colours[1]}"><div class="ev">${esc(eventName)}</div><div class="sub">${d(eventDay)} – ${d(addDays(eventDay, 1))} · ${esc(venue)}</div></div>
<div class="main"><div class="cols"><div>${logo ? img(logo, 'max-height:40px;display:block') : ''}${only ? '' : `<b>${esc(organiser.name)}</b><br>`}${lines([...organiser.address, COUNTRIES[code].name, `VAT ${vatId}`])}</div>
<div><div class="lb">Invoice to</div>${lines([buyer.name, `Attn: ${buyer.contact}`, ...buyer.address, buyer.country.name])}</div></div>
<h1>Registration confirmation &amp; invoice</h1>
<div class="cols" style="justify-content:flex-start;gap:40px"><div><div class="lb">Invoice number</div>${number}</div><div><div class="lb">Invoice date</div>${d(issued)}</div><div><div class="lb">Booking reference</div>${booking}</div>${r.chance(0.4) ? `<div><div class="lb">Purchase order</div>${r.digits(10)}</div>` : ''}</div>
<table class="l"><tr><th>Item</th><th>Attendee</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${esc(item.detail ?? '')}</td><td>${item.quantity}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>${group ? `<tr><td>Group discount (${group}%)</td><td>-${m(s.discount)}</td></tr><tr><td>Net amount</td><td>${m(s.net)}</td></tr>` : ''}
<tr><td>VAT ${rate}%</td><td>${m(s.tax)}</td></tr><tr class="g"><td>Total ${cur}</td><td>${m(s.total)}</td></tr>
${paid ? `<tr><td>Paid by card ${d(issued)}</td><td>-${m(s.total)}</td></tr><tr><td><b>Balance</b></td><td><b>${m(0)}</b></td></tr>` : ''}</table>
${paid ? '<div class="paid">PAID</div>' : `<p>Payment due within 14 days and in any case before the event. Bank transfer quoting ${number}.</p>`}
<p style="font-size:8.5px">VAT is charged at the rate of the country where the event takes place (admission to events). Cancellations received 30 days before the event are refunded less a 20% administration fee; substitutions are welcome at any time.</p>
<div class="ft">${esc(r.pick(['Questions about your registration?', 'Registration desk:']))} ${esc(organiser.email)} · ${esc(organiser.phone)}</div></div>`;
    return {
      html: page(CONF_CSS, body),
      paper: { format: 'A4', margin: ['0', '0', '8mm', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: organiser.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: cur,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A domain registrar's order receipt

const REG_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9.5px;color:#333;line-height:1.45;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:center;background:#f6f6f6;padding:8px 10px;border-top:4px solid var(--c)}
.hd .n{font-size:18px;font-weight:bold;color:var(--c)}
h1{font-size:15px;margin:8mm 0 4px}
.meta td{padding:1px 20px 1px 0}
.meta td:first-child{color:#777}
table.l{width:100%;margin-top:10px}
table.l th{background:#333;color:#fff;padding:4px 6px;text-align:right;font-weight:normal}
table.l td{padding:5px 6px;border-bottom:1px solid #e5e5e5;text-align:right}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l td small{display:block;color:#888}
table.t{margin-left:auto;width:40%;margin-top:6px}
table.t td{padding:3px 6px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:2px solid #333;font-size:11px}
.ft{margin-top:12mm;font-size:7.5px;color:#777;border-top:1px solid #ddd;padding-top:4px}
`;

export const registrarReceipt: Layout = {
  name: 'domain-registrar-receipt',
  render(r) {
    const seller = company(r, 'US', {
      trades: ['Domains', 'Hosting', 'Web Services', 'Registrar'],
      form: 'always',
    });
    const buyerCode = r.pick<CountryCode>(['US', 'US', 'DE', 'FR', 'NL', 'GB', 'IE']);
    const buyer = customer(r, buyerCode, stemOf(seller), 0.5);
    const vat = { DE: 19, FR: 20, NL: 21, GB: 20, IE: 23 }[buyerCode as 'DE'] ?? 0;
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'MMM D, YYYY');
    const m = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const domain = buyer.domain.replace(/^(.*)\.[a-z.]+$/, '$1');
    const items: Line[] = [];
    const years = r.int(1, 3);
    items.push(
      line(
        `${domain}.${r.pick(['com', 'io', 'co', 'net', 'app'])}`,
        years,
        r.pick([1098, 1298, 3288, 1498, 1598]),
        vat,
        {
          detail: `Domain ${r.chance(0.5) ? 'Registration' : 'Renewal'} – ${years} year${years > 1 ? 's' : ''}`,
        },
      ),
    );
    if (r.chance(0.5))
      items.push(line('ICANN fee', years, 20, vat, { detail: 'Mandatory registry fee' }));
    if (r.chance(0.5))
      items.push(line('Domain privacy protection', years, 0, vat, { detail: 'Free forever' }));
    if (r.chance(0.6))
      items.push(
        line(
          r.pick([
            'Shared Hosting – Starter',
            'Shared Hosting – Plus',
            'Managed WordPress – Basic',
          ]),
          r.pick([12, 24]),
          r.pick([298, 398, 548, 788]),
          vat,
          { detail: 'Monthly price, billed up front' },
        ),
      );
    if (r.chance(0.3))
      items.push(
        line('PositiveSSL certificate', 1, r.pick([899, 1388, 3999]), vat, { detail: '1 year' }),
      );
    if (r.chance(0.3))
      items.push(
        line('Professional email – 1 mailbox', 12, r.pick([99, 124, 149]), vat, {
          detail: 'Monthly price',
        }),
      );
    const coupon = r.chance(0.25) ? r.int(2, 6) * 100 : 0;
    const s = sums(items, coupon ? { discount: Math.min(coupon, items[0]!.amount) } : {});
    const order = `${r.int(100000000, 199999999)}`;
    const withInvoice = r.chance(0.4);
    const invoice = withInvoice ? `INV-${r.digits(8)}` : null;
    const colour = r.pick(['#de3723', '#1565c0', '#6a1b9a', '#00897b']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.4, any: 0.5, colour });
    const method = r.pick([
      `Visa ending in ${r.digits(4)}`,
      'PayPal',
      'Account funds',
      `Mastercard ending in ${r.digits(4)}`,
    ]);
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:36px') : `<span class="n">${esc(seller.name)}</span>`}</div><div style="text-align:right;font-size:8.5px">${lines([only ? null : seller.name, ...seller.address, seller.country.name])}</div></div>
<h1>${withInvoice ? 'Invoice' : 'Order Receipt'}</h1>
<table class="meta">${invoice ? `<tr><td>Invoice #</td><td>${invoice}</td></tr>` : ''}<tr><td>Order #</td><td>${order}</td></tr><tr><td>Order date</td><td>${d(issued)}</td></tr><tr><td>Username</td><td>${esc(buyer.email.split('@')[0]!)}</td></tr><tr><td>Payment</td><td>${esc(method)}</td></tr></table>
<p><b>Billed to</b><br>${lines([buyer.name, ...buyer.address, buyer.country.name, vat && buyer.company && r.chance(0.4) ? `VAT ID ${buyerCode}${r.digits(9)}` : null])}</p>
<table class="l"><tr><th>Product</th><th>Qty</th><th>Price</th><th>Subtotal</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}<small>${esc(item.detail ?? '')}</small></td><td>${item.quantity}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Sub Total</td><td>${m(s.subtotal)}</td></tr>${coupon ? `<tr><td>Promo code</td><td>-${m(s.discount)}</td></tr>${vat ? `<tr><td>Total excl. VAT</td><td>${m(s.net)}</td></tr>` : ''}` : ''}${vat ? `<tr><td>VAT (${vat}%)</td><td>${m(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total</td><td>${m(s.total)}</td></tr><tr><td>Paid</td><td>${m(s.total)}</td></tr></table>
<div class="ft">${vat ? `VAT charged at the rate of the customer's country (EU/UK VAT registration ${r.pick(['EU372', 'EU528'])}${r.digits(6)}). ` : ''}All prices in USD. Domains renew automatically unless auto-renew is switched off. ICANN-accredited registrar. Support: ${esc(seller.email)}</div></div>`;
    return {
      html: page(REG_CSS, body),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: invoice ?? order,
        date: issued,
        vendor: seller.name,
        // The net after a promo code: printed as "Total excl. VAT" with VAT, and as the total
        // itself where no tax is charged.
        amount: s.net,
        taxAmount: vat ? s.tax : null,
        total: s.total,
        currency: 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// An online-course platform's receipt

const COURSE_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:10px;color:#1c1d1f;line-height:1.5;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #d1d7dc;padding-bottom:10px}
.hd .b{font-size:22px;font-weight:bold;color:var(--c)}
h1{font-size:20px;margin:10mm 0 2px}
.sub{color:#6a6f73}
.cols{display:flex;gap:40px;margin:8mm 0}
.cols b{display:block}
table.l{width:100%}
table.l th{text-align:left;border-bottom:1px solid #1c1d1f;padding:4px}
table.l td{padding:6px 4px;border-bottom:1px solid #d1d7dc}
table.l td:last-child,table.l th:last-child{text-align:right}
table.t{margin-left:auto;width:44%;margin-top:8px}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1px solid #1c1d1f}
.ft{margin-top:14mm;font-size:8px;color:#6a6f73}
`;

export const courseReceipt: Layout = {
  name: 'online-course-receipt',
  render(r) {
    const brand = r.pick(['Learnwell', 'Skillory', 'CourseHive', 'Brightpath Academy', 'Mastery']);
    const legal = `${brand} ${r.pick(['Inc.', 'Ltd', 'Learning Inc.', 'Education GmbH'])}`;
    const code = r.pick<CountryCode>(['GB', 'DE', 'FR', 'IE', 'NL', 'US']);
    const buyer = person(r, code);
    const rate = { GB: 20, DE: 19, FR: 20, IE: 23, NL: 21 }[code as 'GB'] ?? 0;
    const cur = code === 'GB' ? 'GBP' : code === 'US' ? 'USD' : 'EUR';
    const m = moneyOf({
      sep: SEP.en,
      symbol: cur === 'GBP' ? '£' : cur === 'USD' ? '$' : '€',
      position: 'before',
    });
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'MMMM D, YYYY');
    const titles = r.some(
      [
        'The Complete Python Bootcamp',
        'Excel from Beginner to Advanced',
        'Modern React with Redux',
        'Watercolour for Beginners',
        'AWS Certified Solutions Architect',
        'Copywriting Masterclass',
        'Intro to Data Science',
        'Guitar Fundamentals',
      ],
      r.int(1, 3),
    );
    const items = titles.map((title) =>
      line(title, 1, r.pick([999, 1299, 1499, 1999, 2499, 3499, 8499]), rate, {
        detail: `by ${person(r, 'US').name}`,
      }),
    );
    // Prices include VAT: the tax is taken out of the gross (grossSums).
    const s = grossSums(items);
    const receipt = `${r.alnum(4)}-${r.digits(8)}`.toLowerCase();
    const order = `${r.digits(9)}`;
    const colour = r.pick(['#a435f0', '#0056d2', '#e4572e', '#17a2b8']);
    const logo = r.chance(0.5) ? drawLogo(r, brand, { colour, height: 34 }) : null;
    const showNet = rate > 0 && r.chance(0.5);
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo) : `<span class="b">${esc(brand)}</span>`}</div><div style="text-align:right;font-size:8.5px">${lines([legal, ...COUNTRIES.US.address(r, 'Market Street', COUNTRIES.US.places[8]!)])}</div></div>
<h1>Receipt</h1><div class="sub">Receipt number: ${receipt} · Order #${order}</div>
<div class="cols"><div><b>Date</b>${d(issued)}</div><div><b>Sold to</b>${lines([buyer.name, buyer.email, buyer.country.name])}</div><div><b>Sold by</b>${esc(legal)}${rate ? `<br>VAT ${r.pick(['EU372', 'GB'])}${r.digits(9)}` : ''}</div><div><b>Payment method</b>${esc(r.pick([`Visa ****${r.digits(4)}`, 'PayPal', 'Apple Pay', 'Google Pay']))}</div></div>
<table class="l"><tr><th>Item</th><th>Instructor</th><th>Price</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${esc((item.detail ?? '').replace(/^by /, ''))}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="t">${showNet ? `<tr><td>Subtotal (excl. VAT)</td><td>${m(s.net)}</td></tr><tr><td>VAT (${rate}%)</td><td>${m(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total paid</td><td>${m(s.total)}</td></tr>${rate && !showNet ? `<tr><td>incl. VAT (${rate}%)</td><td>${m(s.tax)}</td></tr>` : ''}</table>
<div class="ft">If you have any questions about this receipt, please contact ${esc(brand)} support. You have 30 days from purchase to request a refund.${cur !== 'USD' ? ' Prices include VAT where applicable.' : ''}</div></div>`;
    return {
      html: page(COURSE_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        // A receipt number and an order number: the receipt's is the document's.
        invoiceNumber: receipt,
        date: issued,
        vendor: legal,
        amount: showNet ? s.net : null,
        taxAmount: rate ? s.tax : null,
        total: s.total,
        currency: cur,
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A credit note

const CN_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:10px;color:#222;line-height:1.45;padding:15mm 17mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
h1{font-size:26px;margin:0;color:#b03a2e;font-weight:normal;letter-spacing:1px}
.meta td{padding:1px 0 1px 14px}
.meta td:first-child{color:#777;padding-left:0}
.ad{display:flex;justify-content:space-between;margin:10mm 0}
table.l{width:100%}
table.l th{border-bottom:2px solid #222;padding:4px;text-align:right}
table.l td{border-bottom:1px solid #e5e5e5;padding:5px 4px;text-align:right}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;width:44%;margin-top:8px}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:2px solid #222;font-size:12px}
.ft{margin-top:14mm;font-size:8px;color:#666;border-top:1px solid #ccc;padding-top:4px}
`;

export const creditNote: Layout = {
  name: 'credit-note',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'IE', 'AU']);
    const seller = company(r, code, { form: 'always' });
    const buyer = company(r, code, { avoid: stemOf(seller), form: 'always' });
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, code === 'AU' ? 'D MMM YYYY' : 'DD/MM/YYYY');
    const cur = COUNTRIES[code].currency;
    const m = moneyOf({
      sep: SEP.en,
      symbol: cur === 'GBP' ? '£' : cur === 'EUR' ? '€' : '$',
      position: 'before',
    });
    const rate = code === 'GB' ? 20 : code === 'IE' ? 23 : 10;
    const goods = r.chance(0.5);
    const items = draws(r, goods ? CATALOG.goodsEn : CATALOG.servicesEn, r.int(1, 3), rate).map(
      (item) =>
        goods
          ? { ...item, description: `Returned: ${item.description}` }
          : { ...item, description: `Credit – ${item.description}` },
    );
    const s = sums(items);
    // Credit notes carry the sign printed (the README): some print negative figures, some the
    // positive amounts under a "Credit Note" title.
    const negative = r.chance(0.55);
    const sign = negative ? -1 : 1;
    const number = r.pick([
      `CN-${pad(r.int(1, 900), 4)}`,
      `CR${r.int(1000, 9999)}`,
      `${r.int(10000, 99999)}`,
    ]);
    const original = `INV-${pad(r.int(100, 9999), 4)}`;
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.5 });
    const taxLabel = code === 'AU' ? 'GST 10%' : `VAT ${rate}%`;
    const taxId =
      code === 'GB'
        ? `VAT Reg. No. ${TAX.vatGB(r)}`
        : code === 'IE'
          ? `VAT No. ${TAX.vatIE(r)}`
          : `ABN ${TAX.abn(r)}`;
    const body = `
<div class="hd"><div>${logo ? img(logo, 'max-height:44px;display:block;margin-bottom:4px') : ''}<b style="font-size:14px">${esc(seller.name)}</b><br>${lines([...seller.address, seller.phone, taxId])}</div>
<div><h1>${code === 'AU' ? 'ADJUSTMENT NOTE' : 'CREDIT NOTE'}</h1><table class="meta"><tr><td>Credit note no.</td><td>${esc(number)}</td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Original invoice</td><td>${original} of ${d(addDays(issued, -r.int(5, 60)))}</td></tr><tr><td>Account</td><td>${r.letters(3)}${r.digits(3)}</td></tr></table></div></div>
<div class="ad"><div><b>Credit to</b><br>${lines([buyer.name, ...buyer.address])}</div><div style="max-width:50%"><b>Reason</b><br>${esc(goods ? 'Goods returned – damaged in transit' : r.pick(['Service credit for downtime', 'Overcharge on original invoice', 'Cancelled before delivery']))}</div></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>${code === 'AU' ? 'GST' : 'VAT'}</th><th>Amount</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${item.quantity}</td><td>${m(sign * item.unit)}</td><td>${rate}%</td><td>${m(sign * item.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal</td><td>${m(sign * s.net)}</td></tr><tr><td>${taxLabel}</td><td>${m(sign * s.tax)}</td></tr><tr class="g"><td>Total credit</td><td>${m(sign * s.total)}</td></tr>
${r.chance(0.5) ? `<tr><td>Applied to ${original}</td><td>${m(-sign * s.total)}</td></tr><tr><td>Remaining credit</td><td>${m(0)}</td></tr>` : ''}</table>
<p>This credit has been ${r.pick(['applied to your account', 'refunded to your original payment method', 'offset against your next invoice'])}.</p>
<div class="ft">${esc(seller.name)} · ${esc(seller.email)} · ${esc(seller.website)}</div>`;
    return {
      html: page(CN_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: sign * s.net,
        taxAmount: sign * s.tax,
        total: sign * s.total,
        currency: cur,
      }),
    };
  },
};
