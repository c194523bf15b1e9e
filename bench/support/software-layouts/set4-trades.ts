// Set 4's trades, rentals, events and templates: a UK subcontractor's invoice under the
// Construction Industry Scheme (labour and materials apart, the CIS deduction on the labour, the
// VAT domestic reverse charge or VAT charged or no VAT at all), a car rental company's final
// invoice after the return (rental agreement, vehicle and kilometres, days at a daily rate,
// protection and extras, refuelling, airport fees, the card payment and the released deposit; in
// German, French, Italian, Spanish or English, in the US with its recovery fees and sales tax),
// a restaurant group's catering invoice (event, guests, menu per head, staff and rentals, a
// service charge, the deposit paid; US sales tax, UK VAT, or Dutch 9 % food and 21 % drinks and
// staff), a two-column modern template whose seller appears only in the footer band, and an
// invoice whose buyer sits at the top left and the seller's block and signature at the bottom
// right (French, Italian, Spanish or English).
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
  qty,
  SEP,
  sums,
  truthOf,
  type Lang,
  type Layout,
  type Line,
  type MoneyStyle,
  type Sep,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import {
  BIC,
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
  type Party,
} from './people.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const gbp = moneyOf({ sep: SEP.en, symbol: '£', position: 'before' });

// ---------------------------------------------------------------------------------------------
// A UK subcontractor's invoice under the Construction Industry Scheme

const CIS_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9.5px;color:#222;line-height:1.45;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:18px;font-weight:bold;color:var(--c)}
h1{font-size:24px;margin:0;color:#444;text-align:right;letter-spacing:1px}
.meta td{padding:1px 0 1px 12px;text-align:right}
.meta td:first-child{color:#666;text-align:left;padding-left:0}
.two{display:flex;justify-content:space-between;margin-top:9mm}
.site{margin-top:4mm;color:#444}
table.l{width:100%;margin-top:7mm}
table.l th{background:var(--c);color:#fff;padding:4px;text-align:right}
table.l td{padding:4px;text-align:right;border-bottom:1px solid #e3e3e3}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;width:52%;margin-top:4mm}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #222}
table.t tr.d td{color:#b00}
table.t tr.due td{font-weight:bold;font-size:12px;background:#f1f1f1}
.note{margin-top:6mm;border-left:3px solid var(--c);padding:3px 8px;font-size:8.8px}
.bank{margin-top:6mm}
`;

export const cisInvoice: Layout = {
  name: 'uk-cis-invoice',
  render(r) {
    const trade = r.pick([
      'Groundworks',
      'Plastering',
      'Roofing',
      'Brickwork',
      'Carpentry',
      'Electrical',
      'Building Services',
    ]);
    const ltd = r.chance(0.45);
    const owner = person(r, 'GB');
    const seller: Party = ltd
      ? company(r, 'GB', { trades: [trade], form: 'always' })
      : {
          ...owner,
          name: `${owner.name.split(' ')[1]} ${trade}`,
          stem: `${owner.name.split(' ')[1]} ${trade}`,
          company: true,
        };
    const contractor = company(r, 'GB', {
      avoid: stemOf(seller),
      form: 'always',
      trades: ['Building Services', 'Construction', 'Developments', 'Homes'],
    });
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    // Not registered for VAT; VAT registered and under the domestic reverse charge (a
    // subcontractor to a contractor who is not the end user); or VAT charged (to an end user).
    const mode = r.pick(['none', 'none', 'drc', 'drc', 'drc', 'vat'] as const);
    const days = r.int(2, 20);
    const dayRate = r.int(14, 26) * 1000;
    const labour: Line[] = [
      line(
        `Labour – ${r.pick(['operative', 'skilled tradesman', 'labourer', 'gang of 2'])} (${days} days @ ${gbp(dayRate)})`,
        days,
        dayRate,
        20,
      ),
      ...(r.chance(0.35)
        ? [line('Overtime (Saturday)', r.int(1, 3), Math.round(dayRate * 1.5), 20)]
        : []),
    ];
    const materials: Line[] = r.chance(0.75)
      ? r
          .some(
            [
              ['Plasterboard 12.5mm (sheets)', 8, 14],
              ['Multi-finish plaster 25kg', 9, 14],
              ['Concrete C25 (m³)', 95, 140],
              ['Roof battens & membrane', 60, 320],
              ['Timber C24 47x150 (lengths)', 12, 24],
              ['Fixings & consumables', 20, 90],
              ['Skip hire (8 yd)', 220, 340],
            ] as [string, number, number][],
            r.int(1, 3),
          )
          .map(([text, low, high]) =>
            line(
              text,
              text.includes('Fixings') || text.includes('Skip') ? 1 : r.int(2, 30),
              price(r, low, high),
              20,
            ),
          )
      : [];
    const items = [...labour, ...materials];
    const rated = items.map((entry) => ({ ...entry, rate: mode === 'vat' ? 20 : 0 }));
    const s = sums(rated);
    const labourSum = labour.reduce((sum, entry) => sum + entry.amount, 0);
    const materialSum = materials.reduce((sum, entry) => sum + entry.amount, 0);
    const cisRate = r.pick([20, 20, 20, 20, 30, 0]);
    const cis = Math.round((labourSum * cisRate) / 100);
    const drcVat = Math.round((s.net * 20) / 100);
    const number = r.pick([
      `INV-${pad(r.int(1, 800), 4)}`,
      `${r.int(100, 999)}`,
      `${seller.stem.slice(0, 2).toUpperCase()}${pad(r.int(1, 400), 3)}`,
    ]);
    const colour = r.pick(['#1b4f72', '#7b241c', '#145a32', '#4a235a', '#424949']);
    const { logo, only } = ltd
      ? sellerLogo(r, seller.name, { only: 0.45, any: 0.6, colour })
      : { logo: null, only: false };
    const vatNo = mode === 'none' ? null : TAX.vatGB(r);
    const utr = `${r.digits(5)} ${r.digits(5)}`;
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${qty(entry.quantity)}</td><td>${gbp(entry.unit)}</td>${mode === 'none' ? '' : `<td>${mode === 'drc' ? '20% DRC' : '20%'}</td>`}<td>${gbp(entry.amount)}</td></tr>`,
      )
      .join('');
    const totals = [
      `<tr><td>Labour</td><td>${gbp(labourSum)}</td></tr>`,
      materialSum ? `<tr><td>Materials</td><td>${gbp(materialSum)}</td></tr>` : '',
      mode === 'none'
        ? `<tr class="g"><td>Invoice total</td><td>${gbp(s.total)}</td></tr>`
        : `<tr class="g"><td>Net total</td><td>${gbp(s.net)}</td></tr><tr><td>VAT ${mode === 'drc' ? '(reverse charge)' : '@ 20%'}</td><td>${gbp(s.tax)}</td></tr><tr class="g"><td>Invoice total</td><td>${gbp(s.total)}</td></tr>`,
      cisRate
        ? `<tr class="d"><td>Less CIS deduction @ ${cisRate}% on labour (${gbp(labourSum)})</td><td>-${gbp(cis)}</td></tr>`
        : '',
      `<tr class="due"><td>Amount due</td><td>${gbp(s.total - cis)}</td></tr>`,
    ].join('');
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:52px;display:block;margin-bottom:3px') : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([ltd ? null : `Proprietor: ${owner.name}`, ...seller.address, seller.phone, seller.email])}</div>
<div><h1>INVOICE</h1><table class="meta"><tr><td>Invoice no.</td><td><b>${esc(number)}</b></td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Tax point</td><td>${d(issued)}</td></tr><tr><td>Due</td><td>${d(addDays(issued, r.pick([14, 30, 30])))}</td></tr>${r.chance(0.5) ? `<tr><td>PO / Order</td><td>${r.letters(2)}${r.digits(5)}</td></tr>` : ''}</table></div></div>
<div class="two"><div><span style="color:#666">To</span><br><b>${esc(contractor.name)}</b><br>${lines(contractor.address)}${mode === 'drc' ? `<br>VAT reg. ${TAX.vatGB(r)}` : ''}</div><div style="text-align:right">${lines([`UTR: ${utr}`, vatNo ? `VAT reg. no. ${vatNo}` : 'Not registered for VAT', ltd ? `Company no. ${TAX.companyGB(r)}` : null])}</div></div>
<div class="site"><b>Site:</b> ${esc(r.pick(['Plot ' + r.int(1, 60) + ', ', 'Unit ' + r.int(1, 12) + ', ', '']))}${esc(person(r, 'GB').address.join(', '))} · <b>Week ending</b> ${d(addDays(issued, -r.int(0, 6)))}</div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Rate</th>${mode === 'none' ? '' : '<th>VAT</th>'}<th>Amount</th></tr>${rows}</table>
<table class="t">${totals}</table>
${mode === 'drc' ? `<div class="note"><b>Reverse charge:</b> customer to account to HMRC for the VAT. VAT Act 1994 Section 55A applies. VAT due under the reverse charge: ${gbp(drcVat)} (20% of ${gbp(s.net)}).</div>` : ''}
${cisRate ? `<div class="note">CIS: deduction to be made at ${cisRate}% on the labour element only. Materials ${gbp(materialSum)} are not subject to deduction. Please send a CIS payment and deduction statement.</div>` : '<div class="note">Gross payment status – no CIS deduction to be made.</div>'}
<div class="bank"><b>Payment by BACS:</b> ${only ? '' : `${esc(seller.name)} · `}Sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)} · Account ${r.digits(8)} · Ref ${esc(number)}</div></div>`;
    return {
      html: page(CIS_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // No VAT: only the total (labour and materials apart, no net labelled). The reverse
        // charge: VAT printed as 0.00 (the customer's VAT is noted, not charged).
        amount: mode === 'none' ? null : s.net,
        taxAmount: mode === 'none' ? null : s.tax,
        // The invoice's gross total, before the CIS deduction.
        total: s.total,
        currency: 'GBP',
      }),
      ...(!ltd ? { aliases: [owner.name] } : {}),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A car rental company's final invoice

type RentalLang = 'de' | 'fr' | 'it' | 'es' | 'en';

const RENTAL_WORDS: Record<RentalLang, string[]> = {
  // title, invoice no., date, agreement, reservation, vehicle, plate, pickup, return, km out,
  // km in, driven, description, qty, price, amount, net, vat, total, paid with, deposit released,
  // balance, days, customer
  de: 'Rechnung|Rechnungsnr.|Rechnungsdatum|Mietvertrag|Reservierung|Fahrzeug|Kennzeichen|Anmietung|Rückgabe|km-Stand Abholung|km-Stand Rückgabe|Gefahrene km|Beschreibung|Menge|Preis|Betrag|Nettobetrag|MwSt.|Gesamtbetrag|Bezahlt mit|Kaution freigegeben|Offener Betrag|Tage|Mieter'.split(
    '|',
  ),
  fr: 'Facture|N° de facture|Date de facture|Contrat de location|Réservation|Véhicule|Immatriculation|Départ|Retour|Km départ|Km retour|Km parcourus|Désignation|Qté|Prix|Montant|Total HT|TVA|Total TTC|Payé par|Dépôt de garantie libéré|Reste à payer|jours|Locataire'.split(
    '|',
  ),
  it: 'Fattura|Fattura n.|Data fattura|Contratto di noleggio|Prenotazione|Veicolo|Targa|Ritiro|Riconsegna|Km uscita|Km rientro|Km percorsi|Descrizione|Q.tà|Prezzo|Importo|Imponibile|IVA|Totale fattura|Pagato con|Deposito cauzionale sbloccato|Saldo|giorni|Cliente'.split(
    '|',
  ),
  es: 'Factura|N.º de factura|Fecha de factura|Contrato de alquiler|Reserva|Vehículo|Matrícula|Recogida|Devolución|Km salida|Km llegada|Km recorridos|Concepto|Cant.|Precio|Importe|Base imponible|IVA|Total factura|Pagado con|Fianza liberada|Saldo pendiente|días|Arrendatario'.split(
    '|',
  ),
  en: 'Invoice|Invoice no.|Invoice date|Rental agreement|Reservation|Vehicle|Registration|Pick-up|Return|Mileage out|Mileage in|Distance driven|Description|Qty|Rate|Amount|Subtotal|VAT|Total|Paid with|Deposit released|Balance due|days|Renter'.split(
    '|',
  ),
};

const RENTAL_CHARGES: Record<RentalLang, string[]> = {
  // time, protection, extra driver, child seat, gps, fuel, airport, one-way, cleaning, extra km
  de: 'Mietpreis|Vollkaskoschutz ohne Selbstbeteiligung|Zusatzfahrer|Kindersitz|Navigationsgerät|Betankung|Flughafengebühr|Einweggebühr|Sonderreinigung|Mehrkilometer'.split(
    '|',
  ),
  fr: 'Location|Protection tous risques sans franchise|Conducteur additionnel|Siège enfant|GPS|Carburant|Frais aéroport|Frais d’abandon|Nettoyage spécial|Kilomètres supplémentaires'.split(
    '|',
  ),
  it: 'Noleggio|Protezione totale senza franchigia|Guidatore aggiuntivo|Seggiolino bambino|Navigatore|Rifornimento carburante|Oneri aeroportuali|Supplemento one way|Pulizia straordinaria|Km extra'.split(
    '|',
  ),
  es: 'Alquiler|Cobertura total sin franquicia|Conductor adicional|Silla infantil|GPS|Repostaje|Suplemento aeropuerto|Suplemento devolución en otra oficina|Limpieza especial|Km adicionales'.split(
    '|',
  ),
  en: 'Time & mileage|Collision damage waiver (zero excess)|Additional driver|Child seat|Sat nav|Refuelling charge|Airport surcharge|One-way fee|Valeting charge|Excess mileage'.split(
    '|',
  ),
};

const CARS = [
  'VW Golf 1.5 TSI',
  'Peugeot 208',
  'Fiat 500',
  'Toyota Corolla Hybrid',
  'BMW 3er Touring',
  'Skoda Octavia Combi',
  'Renault Clio',
  'Seat Ibiza',
  'Ford Focus',
  'Tesla Model 3',
];
const US_CARS = [
  'Toyota Camry',
  'Nissan Altima',
  'Chevrolet Malibu',
  'Ford Explorer',
  'Jeep Grand Cherokee',
  'Kia Forte',
];

export const carRentalInvoice: Layout = {
  name: 'car-rental-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['DE', 'DE', 'FR', 'IT', 'ES', 'GB', 'US']);
    const lang: RentalLang =
      code === 'DE'
        ? 'de'
        : code === 'FR'
          ? 'fr'
          : code === 'IT'
            ? 'it'
            : code === 'ES'
              ? 'es'
              : 'en';
    const w = RENTAL_WORDS[lang];
    const c = RENTAL_CHARGES[lang];
    const word = (index: number) => w[index] ?? '';
    const brand = r.pick(['Rentavia', 'Autoverde', 'Carvello', 'Drivana']);
    const legals: Record<string, string> = {
      DE: `${brand} Autovermietung GmbH`,
      FR: `${brand} France SAS`,
      IT: `${brand} Italia S.p.A.`,
      ES: `${brand} Rent a Car España S.L.`,
      GB: `${brand} UK Limited`,
      US: `${brand} Car Rental LLC`,
    };
    const legal = legals[code] ?? `${brand} GmbH`;
    const car = r.pick(code === 'US' ? US_CARS : CARS);
    const renter = person(
      r,
      r.chance(0.7) ? code : r.pick<CountryCode>(['US', 'GB', 'DE', 'NL', 'FR']),
    );
    const issued = issueDate(r);
    const days = r.int(1, 14);
    const pickup = addDays(issued, -days);
    const lg: Lang = lang;
    const d = (iso: string) =>
      fmtDate(iso, code === 'US' ? 'MM/DD/YYYY' : lang === 'de' ? 'DD.MM.YYYY' : 'DD/MM/YYYY', lg);
    const sep: Sep = lang === 'en' ? SEP.en : lang === 'fr' ? SEP.fr : SEP.de;
    const symbol = code === 'GB' ? '£' : code === 'US' ? '$' : '€';
    const style: MoneyStyle =
      lang === 'en'
        ? { sep, symbol, position: 'before' }
        : { sep, symbol, position: 'after-space' };
    const m = moneyOf(style);
    const rate =
      code === 'DE'
        ? 19
        : code === 'FR'
          ? 20
          : code === 'IT'
            ? 22
            : code === 'ES'
              ? 21
              : code === 'GB'
                ? 20
                : r.pick([6.25, 8.25, 7, 10.25]);
    const daily = r.int(29, 119) * 100 - r.pick([0, 10, 1]);
    const airport = r.chance(0.6);
    const places = COUNTRIES[code].places;
    const from = r.pick(places).city;
    const oneWay = r.chance(0.2);
    const to = oneWay ? r.pick(places.filter((p) => p.city !== from)).city : from;
    const station = (city: string, first: boolean) =>
      `${city}${airport && first ? (lang === 'de' ? ' Flughafen' : lang === 'fr' ? ' Aéroport' : lang === 'it' ? ' Aeroporto' : lang === 'es' ? ' Aeropuerto' : ' Airport') : lang === 'de' ? ' Hauptbahnhof' : code === 'US' ? ' Downtown' : code === 'GB' ? ' City Centre' : lang === 'fr' ? ' Centre' : lang === 'it' ? ' Centro' : ' Centro'}`;
    const kmOut = r.int(4000, 80000);
    const driven = r.int(40, 260) * days;
    const items: Line[] = [line(`${c[0]} ${days} ${word(22)} × ${m(daily)}`, days, daily, rate)];
    if (r.chance(0.6)) items.push(line(c[1] ?? '', days, r.int(9, 29) * 100 + 90, rate));
    if (r.chance(0.25)) items.push(line(c[2] ?? '', days, r.int(8, 15) * 100, rate));
    if (r.chance(0.15)) items.push(line(c[3] ?? '', days, r.int(7, 14) * 100, rate));
    if (r.chance(0.15)) items.push(line(c[4] ?? '', days, r.int(6, 13) * 100, rate));
    if (r.chance(0.35)) {
      const litres = r.int(8, 45);
      const perLitre = code === 'US' ? r.int(499, 899) : r.int(219, 329);
      items.push(
        line(
          `${c[5]} ${litres} ${code === 'US' ? 'gal' : 'l'} × ${m(perLitre)}`,
          litres,
          perLitre,
          rate,
        ),
      );
    }
    if (oneWay) items.push(line(c[7] ?? '', 1, r.int(50, 180) * 100, rate));
    if (r.chance(0.1)) items.push(line(c[8] ?? '', 1, r.int(40, 150) * 100, rate));
    const limited = r.chance(0.25);
    if (limited && driven > 300 * days)
      items.push(line(`${c[9]} ${driven - 300 * days} km`, driven - 300 * days, 29, rate));
    const rental = items.reduce((sum, entry) => sum + entry.amount, 0);
    // In the US the fees recovering the airport concession and the licensing are charges, not
    // taxes; the sales tax is the tax.
    if (code === 'US') {
      if (airport)
        items.push(line('Concession recovery fee 11.11%', 1, Math.round(rental * 0.1111), rate));
      if (airport)
        items.push(line(`Customer facility charge ${days} day(s) × $6.00`, days, 600, 0));
      items.push(line(`Vehicle license recovery fee ${days} day(s) × $1.95`, days, 195, rate));
    } else if (airport) {
      const surcharge = r.pick([12, 15, 18, 20]);
      items.push(line(`${c[6]} ${surcharge}%`, 1, Math.round((rental * surcharge) / 100), rate));
    }
    const s = sums(items);
    const number =
      code === 'US'
        ? `${r.int(100000000, 999999999)}`
        : `${code}${issued.slice(2, 4)}${r.digits(8)}`;
    const agreement = `${r.int(10, 99)}${r.digits(7)}`;
    const plate =
      code === 'DE'
        ? `${r.pick(['M', 'F', 'B', 'HH', 'K'])}-${r.letters(2)} ${r.int(100, 9999)}`
        : code === 'FR'
          ? `${r.letters(2)}-${r.digits(3)}-${r.letters(2)}`
          : code === 'IT'
            ? `${r.letters(2)}${r.digits(3)}${r.letters(2)}`
            : code === 'ES'
              ? `${r.digits(4)} ${r.letters(3)}`
              : code === 'GB'
                ? `${r.letters(2)}${r.digits(2)} ${r.letters(3)}`
                : `${r.digits(1)}${r.letters(3)}${r.digits(3)}`;
    const colour = r.pick(['#e30613', '#00843d', '#ff6a00', '#003d7c']);
    const logo = r.chance(0.7) ? drawLogo(r, brand, { colour, height: 36 }) : null;
    const card = `${r.pick(['VISA', 'Mastercard', 'AMEX'])} **** ${r.digits(4)}`;
    const deposit = r.pick([300, 500, 750, 1000]) * 100;
    const taxId =
      code === 'DE'
        ? `USt-IdNr. ${TAX.ustId(r)}`
        : code === 'FR'
          ? `TVA FR${r.digits(11)}`
          : code === 'IT'
            ? `P.IVA ${TAX.pivaIT(r)}`
            : code === 'ES'
              ? `CIF ${TAX.nifES(r)}`
              : code === 'GB'
                ? `VAT Reg. No. ${TAX.vatGB(r)}`
                : `EIN ${TAX.ein(r)}`;
    const time = () => `${pad(r.int(7, 21), 2)}:${pad(r.int(0, 59), 2)}`;
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo) : `<div class="b">${esc(brand)}</div>`}</div><div class="ti"><h1>${word(0)}</h1><table><tr><td>${word(1)}</td><td><b>${number}</b></td></tr><tr><td>${word(2)}</td><td>${d(issued)}</td></tr><tr><td>${word(3)}</td><td>${agreement}</td></tr>${r.chance(0.6) ? `<tr><td>${word(4)}</td><td>${r.digits(10)}${r.letters(2)}</td></tr>` : ''}</table></div></div>
<div class="two"><div><span class="lb">${word(23)}</span><br><b>${esc(renter.name)}</b><br>${lines([...renter.address, renter.country.name])}</div>
<table class="veh"><tr><td>${word(5)}</td><td>${esc(car)}${lang === 'de' && r.chance(0.3) ? ' oder ähnlich' : ''}</td></tr><tr><td>${word(6)}</td><td>${plate}</td></tr><tr><td>${word(7)}</td><td>${esc(station(from, true))}, ${d(pickup)} ${time()}</td></tr><tr><td>${word(8)}</td><td>${esc(station(to, false))}, ${d(issued)} ${time()}</td></tr><tr><td>${word(9)}</td><td>${num(kmOut * 100, sep).slice(0, -3)}</td></tr><tr><td>${word(10)}</td><td>${num((kmOut + driven) * 100, sep).slice(0, -3)}</td></tr><tr><td>${word(11)}</td><td>${num(driven * 100, sep).slice(0, -3)}${limited ? ` (${300 * days} km incl.)` : ''}</td></tr></table></div>
<table class="l"><tr><th>${word(12)}</th><th>${word(13)}</th><th>${word(14)}</th><th>${code === 'US' ? 'Tax' : word(17)}</th><th>${word(15)}</th></tr>
${items.map((entry) => `<tr><td>${esc(entry.description)}</td><td>${qty(entry.quantity, sep)}</td><td>${m(entry.unit)}</td><td>${entry.rate ? (code === 'US' ? 'T' : `${String(entry.rate).replace('.', sep.decimal)}%`) : code === 'US' ? '' : '0%'}</td><td>${m(entry.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>${word(16)}</td><td>${m(s.net)}</td></tr>${s.taxes
      .filter((row) => row.rate)
      .map(
        (row) =>
          `<tr><td>${code === 'US' ? `Sales tax ${row.rate}%` : `${word(17)} ${String(row.rate).replace('.', sep.decimal)}%`}</td><td>${m(row.tax)}</td></tr>`,
      )
      .join(
        '',
      )}<tr class="g"><td>${word(18)}</td><td>${m(s.total)}</td></tr><tr><td>${word(19)} ${card}</td><td>${m(-s.total)}</td></tr><tr class="g"><td>${word(21)}</td><td>${m(0)}</td></tr></table>
<p class="dep">${word(20)}: ${m(deposit)} (${card}).</p>
<div class="ft">${esc([legal, ...COUNTRIES[code].address(r, r.pick(COUNTRIES[code].streets), r.pick(places)), taxId].join(' · '))}</div></div>`;
    const css = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9px;color:#222;line-height:1.42;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid var(--c);padding-bottom:6px}
.b{font-size:26px;font-weight:900;color:var(--c);font-style:italic}
.ti{text-align:right}
.ti h1{margin:0 0 2mm;font-size:18px}
.ti td{padding:0 0 0 10px;text-align:right}
.ti td:first-child{color:#666;text-align:left;padding-left:0}
.two{display:flex;justify-content:space-between;margin-top:7mm;gap:10mm}
.lb{color:#666}
table.veh td{padding:1px 0 1px 10px}
table.veh td:first-child{color:#666;padding-left:0}
table.l{width:100%;margin-top:7mm}
table.l th{background:#eee;padding:4px;text-align:right;border-bottom:2px solid var(--c)}
table.l td{padding:4px;text-align:right;border-bottom:1px solid #e5e5e5}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;width:52%;margin-top:4mm}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #222}
.dep{margin-top:5mm;color:#555}
.ft{margin-top:14mm;font-size:7.5px;color:#666;border-top:1px solid #ccc;padding-top:3px}
`;
    return {
      html: page(css, body, lang),
      paper: { format: code === 'US' ? 'Letter' : 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: code === 'GB' ? 'GBP' : code === 'US' ? 'USD' : 'EUR',
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A restaurant group's catering invoice

const CAT_CSS = `
body{font-family:"Liberation Serif",Georgia,serif;font-size:10px;color:#2d2a26;line-height:1.45;padding:14mm 16mm}
.hd{text-align:center;border-bottom:1px solid #b8a98a;padding-bottom:6px}
.hd .n{font-size:22px;font-variant:small-caps}
.hd small{display:block;color:#7a6d55;font-size:8.5px}
h1{font-family:"Liberation Sans",Arial,sans-serif;font-size:13px;letter-spacing:3px;text-transform:uppercase;margin:8mm 0 4mm;color:#7a6d55}
.two{display:flex;justify-content:space-between;gap:10mm}
.two td{padding:1px 12px 1px 0}
.two td:first-child{color:#7a6d55}
.ev{margin-top:5mm;background:#f6f2ea;padding:6px 9px;display:flex;gap:10mm}
table.l{width:100%;margin-top:6mm;font-family:"Liberation Sans",Arial,sans-serif;font-size:9px}
table.l th{border-bottom:1px solid #2d2a26;padding:4px;text-align:right;font-weight:bold}
table.l td{padding:4px;text-align:right;border-bottom:1px dotted #c9bfa9}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l tr.sec td{font-weight:bold;color:#7a6d55;padding-top:8px;border-bottom:0}
table.t{margin-left:auto;width:48%;margin-top:4mm;font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5px}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1px solid #2d2a26}
.tip{margin-top:6mm;font-family:"Liberation Sans",Arial,sans-serif;font-size:9px}
.ft{margin-top:10mm;text-align:center;font-size:8px;color:#7a6d55}
`;

export const cateringInvoice: Layout = {
  name: 'catering-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'GB', 'NL']);
    const nl = code === 'NL';
    const c = COUNTRIES[code];
    const stem = r.pick(c.stems);
    const name =
      code === 'US'
        ? r.pick([
            `${stem} Hospitality Group`,
            `${stem} Kitchen & Catering`,
            `${stem} Restaurant Group LLC`,
          ])
        : code === 'GB'
          ? r.pick([
              `${stem} Kitchen Ltd`,
              `${stem} & Co. Catering Ltd`,
              `The ${stem} Dining Rooms Ltd`,
            ])
          : r.pick([`${stem} Catering B.V.`, `Restaurant ${stem} B.V.`, `${stem} Food & Events`]);
    const seller = company(r, code, { form: 'always' });
    const buyer = customer(r, code, stem, 0.3);
    const issued = issueDate(r);
    const event = addDays(issued, -r.int(1, 10));
    const guests = r.int(20, 180);
    const d = (iso: string) =>
      fmtDate(
        iso,
        code === 'US' ? 'MMMM D, YYYY' : nl ? 'D MMMM YYYY' : 'D MMMM YYYY',
        nl ? 'nl' : 'en',
      );
    const sep = nl ? SEP.de : SEP.en;
    const m = moneyOf(
      nl
        ? { sep, symbol: '€', position: 'before-space' }
        : { sep, symbol: code === 'GB' ? '£' : '$', position: 'before' },
    );
    const usRate = r.pick([8.875, 8.25, 10.25, 7.25, 9.5]);
    const food = nl ? 9 : code === 'GB' ? 20 : usRate;
    const drinks = nl ? 21 : food;
    const staffRate = nl ? 21 : food;
    const T = (en: string, dutch: string) => (nl ? dutch : en);
    const menu = r.pick([
      [T('Plated dinner – three courses', 'Driegangendiner, geserveerd'), 48, 95],
      [T('Buffet lunch', 'Lunchbuffet'), 22, 42],
      [T('Canapé reception (8 pieces p.p.)', 'Hapjes receptie (8 stuks p.p.)'), 18, 36],
      [T('BBQ menu', 'BBQ-menu'), 28, 55],
    ] as [string, number, number][]);
    const foodLines: Line[] = [
      line(
        `${menu[0]} (${guests} ${T('guests', 'gasten')})`,
        guests,
        price(r, menu[1], menu[2]),
        food,
      ),
      ...(r.chance(0.5)
        ? [line(T('Dessert station', 'Dessertbuffet'), guests, price(r, 6, 14), food)]
        : []),
      ...(r.chance(0.3)
        ? [
            line(
              T('Vegetarian / vegan options', 'Vegetarische opties'),
              r.int(3, 20),
              price(r, 0, 6) || 300,
              food,
            ),
          ]
        : []),
    ];
    const drinkLines: Line[] = r.chance(0.75)
      ? [
          line(
            T(
              `Bar package – beer & wine (${r.int(2, 5)} hrs)`,
              `Drankenarrangement bier & wijn (${r.int(2, 5)} uur)`,
            ),
            guests,
            price(r, 14, 38),
            drinks,
          ),
        ]
      : [];
    const staffCount = Math.max(2, Math.round(guests / 20));
    const hours = r.int(4, 8);
    const staffLines: Line[] = [
      line(
        T(
          `Service staff (${staffCount} × ${hours} hrs)`,
          `Bediening (${staffCount} × ${hours} uur)`,
        ),
        staffCount * hours,
        r.int(30, 48) * 100,
        staffRate,
      ),
      ...(drinkLines.length && r.chance(0.6)
        ? [
            line(
              T(`Bartender (${hours} hrs)`, `Barmedewerker (${hours} uur)`),
              hours,
              r.int(35, 55) * 100,
              staffRate,
            ),
          ]
        : []),
      ...(r.chance(0.6)
        ? [
            line(
              T('Rentals: linens, china, glassware', 'Huur: linnen, servies, glaswerk'),
              1,
              price(r, 120, 900),
              staffRate,
            ),
          ]
        : []),
      line(
        T('Delivery, setup & breakdown', 'Transport, op- en afbouw'),
        1,
        price(r, 75, 350),
        staffRate,
      ),
    ];
    const serviceCharge = code === 'US' && r.chance(0.7) ? r.pick([18, 20, 22]) : 0;
    const before = [...foodLines, ...drinkLines].reduce((sum, entry) => sum + entry.amount, 0);
    const serviceLines: Line[] = serviceCharge
      ? [
          line(
            `Service charge ${serviceCharge}%`,
            1,
            Math.round((before * serviceCharge) / 100),
            food,
          ),
        ]
      : [];
    const items = [...foodLines, ...drinkLines, ...staffLines, ...serviceLines];
    const s = sums(items);
    const deposit = r.chance(0.6) ? Math.round((s.total * r.pick([25, 50])) / 10000) * 100 : 0;
    const number = r.pick([
      `C-${issued.slice(0, 4)}-${pad(r.int(1, 400), 3)}`,
      `EV${r.int(1000, 9999)}`,
      `${r.int(10000, 99999)}`,
    ]);
    const { logo, only } = sellerLogo(r, name, { only: 0.45, any: 0.8, colour: '#7a6d55' });
    const section = (title: string, group: Line[]) =>
      group.length
        ? `<tr class="sec"><td colspan="5">${title}</td></tr>${group.map((entry) => `<tr><td>${esc(entry.description)}</td><td>${qty(entry.quantity, sep)}</td><td>${m(entry.unit)}</td>${code === 'US' ? '' : `<td>${entry.rate}%</td>`}<td>${m(entry.amount)}</td></tr>`).join('')}`
        : '';
    const taxRows = s.taxes
      .map((row) =>
        code === 'US'
          ? `<tr><td>Sales tax ${row.rate}%</td><td>${m(row.tax)}</td></tr>`
          : `<tr><td>${T('VAT', 'Btw')} ${row.rate}%${nl ? ` ${T('on', 'over')} ${m(row.base)}` : ''}</td><td>${m(row.tax)}</td></tr>`,
      )
      .join('');
    const taxId =
      code === 'GB'
        ? `VAT Reg. No. ${TAX.vatGB(r)}`
        : nl
          ? `Btw-nr. ${TAX.btwNL(r)} · KvK ${TAX.kvk(r)}`
          : null;
    const body = `
<div class="hd">${logo ? img(logo, 'max-height:60px;display:block;margin:0 auto 3px') : ''}${only ? '' : `<div class="n">${esc(name)}</div>`}<small>${esc([...seller.address].join(' · '))} · ${esc(seller.phone)}</small>${taxId ? `<small>${esc(taxId)}</small>` : ''}</div>
<h1>${T('Catering Invoice', 'Factuur catering')}</h1>
<div class="two"><div><span style="color:#7a6d55">${T('Bill to', 'Factuur aan')}</span><br><b>${esc(buyer.name)}</b><br>${lines([buyer.company ? `${T('Attn.', 't.a.v.')} ${buyer.contact}` : null, ...buyer.address])}</div>
<table><tr><td>${T('Invoice #', 'Factuurnummer')}</td><td><b>${esc(number)}</b></td></tr><tr><td>${T('Invoice date', 'Factuurdatum')}</td><td>${d(issued)}</td></tr><tr><td>${T('Event #', 'Evenement nr.')}</td><td>${r.int(1000, 9999)}</td></tr><tr><td>${T('Due', 'Vervaldatum')}</td><td>${d(addDays(issued, r.pick([7, 14, 30])))}</td></tr></table></div>
<div class="ev"><div><b>${T('Event', 'Evenement')}:</b> ${esc(r.pick(T('Company holiday party|Product launch|Wedding reception|Board dinner|Summer party', 'Kerstborrel|Productlancering|Bruiloft|Directiediner|Zomerfeest').split('|')))}</div><div><b>${T('Date', 'Datum')}:</b> ${d(event)}</div><div><b>${T('Guests', 'Gasten')}:</b> ${guests}</div><div><b>${T('Venue', 'Locatie')}:</b> ${esc(r.pick(c.places).city)}</div></div>
<table class="l"><tr><th>${T('Description', 'Omschrijving')}</th><th>${T('Qty', 'Aantal')}</th><th>${T('Price', 'Prijs')}</th>${code === 'US' ? '' : `<th>${T('VAT', 'Btw')}</th>`}<th>${T('Amount', 'Bedrag')}</th></tr>${section(T('Food', 'Eten'), foodLines)}${section(T('Beverages', 'Dranken'), drinkLines)}${section(T('Staffing & rentals', 'Personeel & huur'), staffLines)}${section(T('Service', 'Service'), serviceLines)}</table>
<table class="t"><tr><td>${T('Subtotal', 'Totaal excl. btw')}</td><td>${m(s.net)}</td></tr>${taxRows}<tr class="g"><td>${T('Total', 'Totaal incl. btw')}</td><td>${m(s.total)}</td></tr>${deposit ? `<tr><td>${T('Deposit received', 'Ontvangen aanbetaling')} ${d(addDays(event, -r.int(14, 60)))}</td><td>-${m(deposit)}</td></tr>` : ''}<tr class="g"><td>${T('Balance due', 'Te voldoen')}</td><td>${m(s.total - deposit)}</td></tr></table>
${code === 'US' ? `<div class="tip">Additional gratuity (optional): ____________ &nbsp;&nbsp; Total paid: ____________${serviceCharge ? '<br>The service charge is not a gratuity and is not distributed to staff as tips.' : ''}</div>` : ''}
<div class="ft">${esc(T('Thank you for letting us cater your event!', 'Bedankt dat wij uw evenement mochten verzorgen!'))}${nl ? ` · IBAN ${iban(r, 'NL')} · BIC ${r.pick(BIC.NL!)}` : code === 'GB' ? ` · Sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)} · Account ${r.digits(8)}` : ''}</div>`;
    return {
      html: page(CAT_CSS, body, nl ? 'nl' : 'en'),
      paper: { format: code === 'US' ? 'Letter' : 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: name,
        // The service charge is part of the invoice (and taxed); an optional gratuity is not.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: COUNTRIES[code].currency,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A two-column modern template: the seller only in the footer band

type FooterLang = 'en' | 'nl' | 'de';

const FOOTER_WORDS: Record<FooterLang, string[]> = {
  // title, billed to, number, issued, due, description, qty, price, amount, subtotal, total,
  // amount paid, amount due, notes, payment
  en: 'Invoice|Billed to|Invoice number|Date of issue|Due date|Description|Qty|Unit price|Amount|Subtotal|Total|Amount paid|Amount due|Notes|Payment details'.split(
    '|',
  ),
  nl: 'Factuur|Gefactureerd aan|Factuurnummer|Factuurdatum|Vervaldatum|Omschrijving|Aantal|Prijs|Bedrag|Subtotaal|Totaal|Betaald|Te betalen|Opmerkingen|Betaalgegevens'.split(
    '|',
  ),
  de: 'Rechnung|Rechnung an|Rechnungsnummer|Rechnungsdatum|Fällig am|Beschreibung|Menge|Einzelpreis|Betrag|Zwischensumme|Gesamtbetrag|Bereits bezahlt|Offener Betrag|Hinweise|Zahlungsinformationen'.split(
    '|',
  ),
};

export const footerSellerInvoice: Layout = {
  name: 'modern-footer-seller',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'IE', 'AU', 'US', 'NL', 'NL', 'DE']);
    const lang: FooterLang = code === 'NL' ? 'nl' : code === 'DE' ? 'de' : 'en';
    const w = FOOTER_WORDS[lang];
    const word = (index: number) => w[index] ?? '';
    const seller = r.chance(0.3) ? person(r, code) : company(r, code);
    const buyer = customer(r, code, stemOf(seller), 0.2);
    const issued = issueDate(r);
    const sep = lang === 'en' ? SEP.en : SEP.de;
    const symbol = COUNTRIES[code].currency === 'EUR' ? '€' : code === 'GB' ? '£' : '$';
    const m = moneyOf(
      lang === 'en'
        ? { sep, symbol, position: 'before' }
        : { sep, symbol, position: lang === 'nl' ? 'before-space' : 'after-space' },
    );
    const d = (iso: string) =>
      fmtDate(
        iso,
        lang === 'en'
          ? code === 'US'
            ? 'MMMM D, YYYY'
            : 'D MMMM YYYY'
          : lang === 'nl'
            ? 'D MMMM YYYY'
            : 'DD.MM.YYYY',
        lang,
      );
    const rates: Record<string, [number, number]> = {
      GB: [20, 5],
      IE: [23, 13.5],
      AU: [10, 0],
      NL: [21, 9],
      DE: [19, 7],
    };
    const [standard, reduced] = rates[code] ?? [r.pick([0, 6, 7.25, 8.875]), 0];
    const catalog =
      lang === 'nl' ? CATALOG.servicesNl : lang === 'de' ? CATALOG.servicesDe : CATALOG.servicesEn;
    const items = draws(r, catalog, r.int(1, 5), () =>
      reduced && r.chance(0.12) ? reduced : standard,
    );
    const s = sums(items);
    const taxed = code !== 'US' || standard > 0;
    const paid = r.chance(0.25) ? Math.round(s.total * r.pick([0.3, 0.5])) : 0;
    const number = r
      .pick([
        `#${pad(r.int(1, 999), 4)}`,
        `${issued.slice(0, 4)}-${pad(r.int(1, 200), 3)}`,
        `INV${r.int(1000, 9999)}`,
      ])
      .replace(/^#/, r.chance(0.5) ? '#' : '');
    const due = addDays(issued, r.pick([14, 14, 30]));
    const accent = r.pick(['#111827', '#0f766e', '#7c3aed', '#be123c', '#1d4ed8']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.45, any: 0.5, colour: accent });
    const taxName =
      code === 'AU'
        ? 'GST'
        : code === 'US'
          ? 'Sales tax'
          : lang === 'nl'
            ? 'Btw'
            : lang === 'de'
              ? 'USt.'
              : 'VAT';
    const taxId =
      code === 'GB'
        ? `VAT ${TAX.vatGB(r)}`
        : code === 'IE'
          ? `VAT ${TAX.vatIE(r)}`
          : code === 'AU'
            ? `ABN ${TAX.abn(r)}`
            : code === 'NL'
              ? `Btw ${TAX.btwNL(r)} · KvK ${TAX.kvk(r)}`
              : code === 'DE'
                ? `USt-IdNr. ${TAX.ustId(r)}`
                : `EIN ${TAX.ein(r)}`;
    const bank =
      code === 'GB'
        ? `Sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)} · Acc ${r.digits(8)}`
        : code === 'AU'
          ? `BSB ${r.digits(3)}-${r.digits(3)} · Acc ${r.digits(9)}`
          : code === 'US'
            ? `Routing ${r.digits(9)} · Acc ${r.digits(10)}`
            : `IBAN ${iban(r, code === 'IE' ? 'IE' : code === 'NL' ? 'NL' : 'DE')}`;
    const title = code === 'AU' ? 'Tax Invoice' : word(0);
    const body = `<div class="pg" style="--c:${accent}">
<div class="top"><div class="l">${logo ? img(logo, 'max-height:40px;display:block;margin-bottom:8mm') : ''}<h1>${title}</h1><div class="no">${esc(number)}</div>
<table class="dt"><tr><td>${word(3)}</td><td>${d(issued)}</td></tr><tr><td>${word(4)}</td><td>${d(due)}</td></tr></table></div>
<div class="r"><div class="lb">${word(1)}</div><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.country.name, buyer.email])}<div class="big"><div class="lb">${word(12)}</div>${m(s.total - paid)}</div></div></div>
<table class="items"><tr><th>${word(5)}</th><th>${word(6)}</th><th>${word(7)}</th>${taxed && s.taxes.length > 1 ? `<th>${taxName}</th>` : ''}<th>${word(8)}</th></tr>
${items.map((entry) => `<tr><td>${esc(entry.description)}</td><td>${qty(entry.quantity, sep)}</td><td>${m(entry.unit)}</td>${taxed && s.taxes.length > 1 ? `<td>${String(entry.rate).replace('.', sep.decimal)}%</td>` : ''}<td>${m(entry.amount)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>${word(9)}</td><td>${m(s.net)}</td></tr>${taxed ? s.taxes.map((row) => `<tr><td>${taxName} ${String(row.rate).replace('.', sep.decimal)}%</td><td>${m(row.tax)}</td></tr>`).join('') : ''}<tr class="g"><td>${word(10)}</td><td>${m(s.total)}</td></tr>${paid ? `<tr><td>${word(11)}</td><td>-${m(paid)}</td></tr><tr class="g"><td>${word(12)}</td><td>${m(s.total - paid)}</td></tr>` : ''}</table>
${r.chance(0.6) ? `<div class="notes"><div class="lb">${word(13)}</div>${esc(r.pick(lang === 'nl' ? ['Bedankt voor de fijne samenwerking!', 'Graag het factuurnummer vermelden bij betaling.'] : lang === 'de' ? ['Vielen Dank für Ihren Auftrag!', 'Bitte geben Sie bei der Zahlung die Rechnungsnummer an.'] : ['Thank you for your business!', 'Please quote the invoice number with your payment.']))}</div>` : ''}
<div class="foot"><div>${lines([only ? null : seller.name, ...seller.address])}</div><div>${lines([seller.email, seller.website, seller.phone])}</div><div>${lines([taxId])}</div><div><div class="lb">${word(14)}</div>${esc(bank)}</div></div></div>`;
    const css = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9px;color:#1f2937;line-height:1.5}
.pg{height:${code === 'US' ? '278mm' : '296mm'};position:relative;padding:18mm 18mm 0;overflow:hidden}
.top{display:flex;justify-content:space-between;gap:16mm}
.top .l{flex:1}
.top .r{width:70mm}
h1{font-size:30px;font-weight:300;margin:0;color:var(--c)}
.no{font-size:12px;color:#6b7280;margin-bottom:6mm}
.dt td{padding:1px 14px 1px 0}
.dt td:first-child{color:#6b7280}
.lb{font-size:7.5px;text-transform:uppercase;letter-spacing:.4px;color:#6b7280;margin-bottom:2px}
.big{margin-top:8mm;font-size:20px;font-weight:bold;color:var(--c)}
table.items{width:100%;margin-top:14mm}
table.items th{text-align:right;font-size:7.5px;text-transform:uppercase;letter-spacing:.4px;color:#6b7280;border-bottom:1px solid #d1d5db;padding:5px 3px;font-weight:normal}
table.items td{text-align:right;padding:7px 3px;border-bottom:1px solid #f3f4f6}
table.items th:first-child,table.items td:first-child{text-align:left}
table.tot{margin-left:auto;width:44%;margin-top:5mm}
table.tot td{padding:3px;text-align:right}
table.tot td:first-child{text-align:left;color:#6b7280}
table.tot tr.g td{font-weight:bold;color:#1f2937;border-top:1px solid #1f2937}
.notes{margin-top:10mm;width:60%}
.foot{position:absolute;left:0;right:0;bottom:0;background:#f3f4f6;padding:7mm 18mm;display:flex;gap:8mm;font-size:7.8px;color:#4b5563}
.foot>div{flex:1}
`;
    return {
      html: page(css, body, lang),
      paper: { format: code === 'US' ? 'Letter' : 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: taxed ? s.tax : null,
        total: s.total,
        currency: COUNTRIES[code].currency,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// The buyer at the top left, the seller's block and signature at the bottom right

type CornerLang = 'fr' | 'it' | 'es' | 'en';

const CORNER_WORDS: Record<CornerLang, string[]> = {
  // title, number, date, due, client ref, description, qty, unit price, vat, amount, net,
  // vat label, total, payment, signature, issued by
  fr: 'FACTURE|N°|Date|Échéance|Réf. client|Désignation|Qté|P.U. HT|TVA|Montant HT|Total HT|TVA|Total TTC|Règlement par virement sur le compte ci-dessous|Cachet et signature|Émise par'.split(
    '|',
  ),
  it: 'FATTURA|N.|Data|Scadenza|Cod. cliente|Descrizione|Q.tà|Prezzo unit.|IVA|Importo|Imponibile|IVA|Totale|Pagamento tramite bonifico bancario|Timbro e firma|Emessa da'.split(
    '|',
  ),
  es: 'FACTURA|Nº|Fecha|Vencimiento|Cód. cliente|Concepto|Cant.|Precio|IVA|Importe|Base imponible|IVA|Total|Forma de pago: transferencia bancaria|Firma y sello|Emitida por'.split(
    '|',
  ),
  en: 'INVOICE|No.|Date|Due date|Account ref.|Description|Qty|Unit price|VAT|Amount|Net|VAT|Total|Payment by bank transfer to the account below|Signed|Issued by'.split(
    '|',
  ),
};

export const sellerBottomRightInvoice: Layout = {
  name: 'seller-bottom-right',
  render(r) {
    const code = r.pick<CountryCode>(['FR', 'IT', 'ES', 'GB']);
    const lang: CornerLang =
      code === 'FR' ? 'fr' : code === 'IT' ? 'it' : code === 'ES' ? 'es' : 'en';
    const w = CORNER_WORDS[lang];
    const word = (index: number) => w[index] ?? '';
    const seller = company(r, code, { form: 'always' });
    const buyer = company(r, code, { avoid: stemOf(seller), form: 'always' });
    const issued = issueDate(r);
    const sep = lang === 'en' ? SEP.en : lang === 'fr' ? SEP.fr : SEP.de;
    const m = moneyOf(
      lang === 'en'
        ? { sep, symbol: '£', position: 'before' }
        : { sep, symbol: '€', position: 'after-space' },
    );
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const rates: Record<string, [number, number]> = { FR: [20, 10], IT: [22, 10], ES: [21, 10] };
    const [standard, reduced] = rates[code] ?? [20, 5];
    const catalog =
      lang === 'fr'
        ? CATALOG.servicesFr
        : lang === 'it'
          ? CATALOG.servicesIt
          : lang === 'es'
            ? CATALOG.servicesEs
            : CATALOG.tradeEn;
    const items = draws(r, catalog, r.int(1, 6), () => (r.chance(0.15) ? reduced : standard));
    const discount = r.chance(0.2) ? r.pick([3, 5, 10]) : 0;
    const s = sums(items, discount ? { discountPercent: discount } : {});
    const n = r.int(1, 900);
    const number =
      lang === 'it'
        ? `${n}/${issued.slice(0, 4)}`
        : lang === 'es'
          ? `${issued.slice(0, 4)}/${pad(n, 4)}`
          : lang === 'fr'
            ? `FA${issued.slice(2, 4)}-${pad(n, 4)}`
            : `${pad(n, 5)}`;
    const due = addDays(issued, r.pick([30, 30, 60]));
    const taxId =
      code === 'FR'
        ? [`SIRET ${TAX.siren(r)}${r.digits(5)}`, `TVA FR${r.digits(11)}`, `APE ${TAX.ape(r)}`]
        : code === 'IT'
          ? [
              `P.IVA ${TAX.pivaIT(r)}`,
              `REA ${r.pick(['MI', 'RM', 'TO', 'BO'])}-${r.int(100000, 999999)}`,
            ]
          : code === 'ES'
            ? [`CIF ${TAX.nifES(r)}`, `Inscrita en el Registro Mercantil de ${seller.city}`]
            : [
                `VAT Reg. No. ${TAX.vatGB(r)}`,
                `Registered in England & Wales No. ${TAX.companyGB(r)}`,
              ];
    const buyerTax =
      code === 'FR'
        ? `TVA FR${r.digits(11)}`
        : code === 'IT'
          ? `P.IVA ${TAX.pivaIT(r)}`
          : code === 'ES'
            ? `CIF ${TAX.nifES(r)}`
            : null;
    const account = iban(
      r,
      code === 'FR' ? 'FR' : code === 'IT' ? 'IT' : code === 'ES' ? 'ES' : 'GB',
    );
    const body = `
<div class="top"><div class="to">${lines([buyer.name, lang === 'fr' ? `À l'attention de ${buyer.contact}` : lang === 'it' ? `Alla c.a. di ${buyer.contact}` : lang === 'es' ? `A la atención de ${buyer.contact}` : `FAO ${buyer.contact}`, ...buyer.address, buyerTax])}</div>
<div class="ti"><h1>${word(0)}</h1><table><tr><td>${word(1)}</td><td><b>${esc(number)}</b></td></tr><tr><td>${word(2)}</td><td>${d(issued)}</td></tr><tr><td>${word(3)}</td><td>${d(due)}</td></tr><tr><td>${word(4)}</td><td>${r.letters(3)}${r.digits(3)}</td></tr></table></div></div>
<table class="l"><tr><th>${word(5)}</th><th>${word(6)}</th><th>${word(7)}</th><th>${word(8)}</th><th>${word(9)}</th></tr>
${items.map((entry) => `<tr><td>${esc(entry.description)}</td><td>${qty(entry.quantity, sep)}</td><td>${m(entry.unit)}</td><td>${String(entry.rate).replace('.', sep.decimal)}%</td><td>${m(entry.amount)}</td></tr>`).join('')}</table>
<table class="t">${discount ? `<tr><td>${lang === 'fr' ? 'Remise' : lang === 'it' ? 'Sconto' : lang === 'es' ? 'Descuento' : 'Discount'} ${discount}%</td><td>-${m(s.discount)}</td></tr>` : ''}<tr><td>${word(10)}</td><td>${m(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>${word(11)} ${String(row.rate).replace('.', sep.decimal)}%</td><td>${m(row.tax)}</td></tr>`).join('')}<tr class="g"><td>${word(12)}</td><td>${m(s.total)}</td></tr></table>
<div class="bot"><div class="pay">${word(13)}:<br>IBAN ${account}${code !== 'GB' ? `<br>BIC ${r.pick(BIC[code] ?? ['XXXXXXXX'])}` : ''}</div>
<div class="seller"><div class="lb">${word(15)}</div><b>${esc(seller.name)}</b><br>${lines([...seller.address, ...taxId, seller.phone, seller.email])}<div class="sig">${word(14)}<br><span class="scrawl">${esc(seller.contact)}</span></div></div></div>`;
    const css = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5px;color:#222;line-height:1.45}
body>*{margin-left:18mm;margin-right:16mm}
.top{display:flex;justify-content:space-between;padding-top:16mm}
.to{width:85mm;margin-top:12mm;font-size:10.5px}
.ti h1{font-size:22px;margin:0 0 3mm;letter-spacing:2px}
.ti td{padding:1px 0 1px 12px}
.ti td:first-child{padding-left:0;color:#666}
table.l{width:calc(100% - 34mm);margin-top:14mm}
table.l th{border-top:1px solid #222;border-bottom:1px solid #222;padding:4px;text-align:right}
table.l td{padding:4px;text-align:right;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;width:70mm;margin-top:4mm}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1.5px solid #222}
.bot{display:flex;justify-content:space-between;align-items:flex-end;margin-top:22mm;gap:10mm}
.pay{font-size:8.5px;color:#444}
.seller{width:78mm;border:1px solid #bbb;padding:6px 9px}
.seller .lb{font-size:7.5px;color:#777;text-transform:uppercase}
.sig{margin-top:6mm;border-top:1px dotted #888;padding-top:2px;font-size:8px;color:#777}
.scrawl{font-family:"DejaVu Serif",serif;font-style:italic;font-size:14px;color:#1c3f8a}
`;
    return {
      html: page(css, body, lang),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: code === 'GB' ? 'GBP' : 'EUR',
      }),
    };
  },
};
