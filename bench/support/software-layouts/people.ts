// Who buys and sells on the generated invoices: companies (with and without their legal form) and
// people of each country, with addresses written as that country writes them, phone numbers, tax
// and registration numbers, bank accounts (IBANs with true check digits), and what they sell.
import { line, type Line, type Random } from './common.ts';

export type CountryCode =
  'US' | 'GB' | 'IE' | 'DE' | 'FR' | 'ES' | 'IT' | 'NL' | 'PL' | 'CA' | 'AU' | 'NZ' | 'AE';

interface Place {
  city: string;
  /** A state, province, county or the Italian province's code. */
  region: string;
  postcode: string;
}

export interface Country {
  code: CountryCode;
  name: string;
  currency: string;
  first: string[];
  last: string[];
  stems: string[];
  trades: string[];
  forms: string[];
  streets: string[];
  places: Place[];
  tld: string;
  address: (r: Random, street: string, place: Place) => string[];
  phone: (r: Random) => string;
}

const list = (text: string) => text.split(/,\s*/);
const places = (text: string): Place[] =>
  text.split(/;\s*/).map((entry) => {
    const [city = '', region = '', postcode = ''] = entry.split('|');
    return { city, region, postcode };
  });

export const COUNTRIES: Record<CountryCode, Country> = {
  US: {
    code: 'US',
    name: 'United States',
    currency: 'USD',
    first: list(
      'Megan, Daniel, Rachel, Marcus, Tyler, Jessica, Brandon, Ashley, Kevin, Lauren, Andre, Nicole',
    ),
    last: list(
      'Ortiz, Kim, Stone, Hill, Parker, Nguyen, Brooks, Carter, Reyes, Walsh, Murphy, Bennett',
    ),
    stems: list(
      'Bluestem, Cedar Point, Ironwood, Lakeshore, Summit Ridge, Prairie Fox, Coastline, Red Maple, Granite Peak, Silver Creek, Blue Heron, Lone Pine, Hudson Bay, Copperleaf',
    ),
    trades: list(
      'Landscaping, Plumbing, Media, Software, Supply, Cleaning Services, Design Studio, Consulting Group, Roasters, Outfitters, Analytics, Builders',
    ),
    forms: list('LLC, LLC, Inc., Inc., Co., Corp.'),
    streets: list(
      'Main Street, Oak Avenue, Elm Drive, Market Street, Pine Street, Maple Avenue, Cedar Lane, Washington Blvd, Lincoln Ave, Broadway',
    ),
    places: places(
      'Austin|TX|78701; Portland|OR|97205; Madison|WI|53703; Denver|CO|80202; Brooklyn|NY|11201; Raleigh|NC|27601; Boise|ID|83702; Columbus|OH|43215; San Diego|CA|92101; Tampa|FL|33602; Seattle|WA|98104; Chicago|IL|60607',
    ),
    tld: 'com',
    address: (r, street, p) => [
      `${r.int(12, 9800)} ${street}${r.chance(0.25) ? `, Suite ${r.int(100, 950)}` : ''}`,
      `${p.city}, ${p.region} ${p.postcode}`,
    ],
    phone: (r) => `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`,
  },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    currency: 'GBP',
    first: list(
      'Sarah, James, Priya, Tom, Hannah, Oliver, Amelia, Rhys, Fiona, Callum, Aisha, George',
    ),
    last: list(
      'Collins, Whitfield, Shah, Barker, Hughes, Davies, Patel, McKenzie, Holt, Fletcher, Ward, Ellison',
    ),
    stems: list(
      'Harbourview, Kestrel, Oakridge, Bramble, Northgate, Ashcombe, Redfern, Thistle, Greyfriars, Millbrook, Larkspur, Wrenfield, Saltmarsh, Fenwick',
    ),
    trades: list(
      'Supplies, Joinery, Print, Consulting, Electrical, Catering, Design, Digital, Interiors, Logistics, Building Services, Studio',
    ),
    forms: list('Ltd, Ltd, Limited, LLP'),
    streets: list(
      'Dock Road, High Street, Mill Lane, Station Road, Church Street, Victoria Road, Queen Street, Park Lane, Castle Street, Union Street',
    ),
    places: places(
      'Leeds||LS1 4AB; Bristol||BS1 5TR; Norwich||NR2 1PQ; York||YO1 7HH; Manchester||M1 2WD; Glasgow||G2 3BZ; Cardiff||CF10 1EP; Brighton||BN1 1AE; Sheffield||S1 2HE; Exeter||EX1 1JG; Nottingham||NG1 5FS; Edinburgh||EH2 4AD',
    ),
    tld: 'co.uk',
    address: (r, street, p) =>
      r.chance(0.5)
        ? [`${r.int(1, 240)} ${street}`, p.city, p.postcode]
        : [`Unit ${r.int(1, 24)}, ${r.int(1, 240)} ${street}`, `${p.city} ${p.postcode}`],
    phone: (r) => `0${r.int(113, 191)} ${r.int(200, 999)} ${r.digits(4)}`,
  },
  IE: {
    code: 'IE',
    name: 'Ireland',
    currency: 'EUR',
    first: list('Aoife, Cian, Niamh, Conor, Siobhán, Darragh, Róisín, Eoin'),
    last: list('Murphy, Kelly, Byrne, Ryan, O’Brien, Walsh, Doyle, McCarthy'),
    stems: list('Liffey, Shannon, Clontarf, Glenmore, Atlantic, Emerald Isle'),
    trades: list('Digital, Media, Services, Technologies, Distribution'),
    forms: list('Ltd, Limited, DAC'),
    streets: list('Grafton Street, Baggot Street Lower, Harcourt Road, Sir John Rogerson’s Quay'),
    places: places('Dublin 2||D02 X285; Dublin 4||D04 V1W8; Cork||T12 RX2C; Galway||H91 E2K9'),
    tld: 'ie',
    address: (r, street, p) => [`${r.int(1, 90)} ${street}`, p.city, p.postcode],
    phone: (r) => `+353 1 ${r.digits(3)} ${r.digits(4)}`,
  },
  DE: {
    code: 'DE',
    name: 'Deutschland',
    currency: 'EUR',
    first: list(
      'Jana, Stefan, Lea, Murat, Katrin, Jonas, Sabine, Florian, Anna, Tobias, Miriam, Lukas',
    ),
    last: list(
      'Vogel, Krüger, Hoffmann, Yilmaz, Schneider, Becker, Wagner, Schulz, Neumann, Braun, Zimmermann, Hartmann',
    ),
    stems: list(
      'Bergmann, Lindenhof, Nordwerk, Sonnleitner, Falkenstein, Weißdorn, Elbtal, Rheinblick, Kranich, Ahornweg, Isarwerk, Tannberg, Seeblick, Birkenhain',
    ),
    trades: list(
      'Haustechnik, Druckerei, Bürobedarf, Elektrotechnik, Gartenbau, Software, Medien, Logistik, Metallbau, Beratung, IT-Service, Werbeagentur',
    ),
    forms: list('GmbH, GmbH, GmbH & Co. KG, AG, UG (haftungsbeschränkt), e.K.'),
    streets: list(
      'Hauptstraße, Gartenweg, Bahnhofstraße, Lindenallee, Schillerstraße, Goethestraße, Am Markt, Industriestraße, Friedrichstraße, Mühlenweg',
    ),
    places: places(
      'Berlin||10115; München||80331; Köln||50667; Leipzig||04109; Hamburg||20095; Stuttgart||70173; Frankfurt am Main||60311; Dresden||01067; Münster||48143; Freiburg im Breisgau||79098; Nürnberg||90402; Hannover||30159',
    ),
    tld: 'de',
    address: (r, street, p) => [
      `${street} ${r.int(1, 140)}${r.chance(0.15) ? 'a' : ''}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) =>
      `0${r.pick(['30', '89', '221', '341', '40', '711', '69', '351'])} ${r.digits(3)} ${r.digits(4)}`,
  },
  FR: {
    code: 'FR',
    name: 'France',
    currency: 'EUR',
    first: list(
      'Claire, Julien, Sophie, Karim, Camille, Thomas, Léa, Nicolas, Manon, Hugo, Inès, Mathieu',
    ),
    last: list(
      'Martin, Petit, Laurent, Benali, Moreau, Lefebvre, Garnier, Roux, Fontaine, Chevalier, Mercier, Dupont',
    ),
    stems: list(
      'Atelier Duval, Brière, Les Tilleuls, Morel, Garonne, Belleville, Clairefontaine, Vauban, Lumière, Sainte-Croix, Beaulieu, Rivoli',
    ),
    trades: list(
      'Menuiserie, Conseil, Imprimerie, Informatique, Traiteur, Communication, Bâtiment, Studio, Solutions, Paysage',
    ),
    forms: list('SARL, SAS, SAS, EURL, SASU, SA'),
    streets: list(
      'rue de la Paix, avenue Jean Jaurès, boulevard Voltaire, rue des Lilas, rue Victor Hugo, place de la République, rue du Faubourg Saint-Antoine, quai des Chartrons',
    ),
    places: places(
      'Paris||75011; Lyon||69002; Bordeaux||33000; Toulouse||31000; Nantes||44000; Lille||59000; Marseille||13001; Rennes||35000; Strasbourg||67000; Montpellier||34000',
    ),
    tld: 'fr',
    address: (r, street, p) => [
      `${r.int(1, 180)}${r.chance(0.1) ? ' bis' : ''} ${street}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) => `0${r.int(1, 5)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
  },
  ES: {
    code: 'ES',
    name: 'España',
    currency: 'EUR',
    first: list('Lucía, Javier, Marta, Pablo, Carmen, Alejandro, Elena, Sergio, Nuria, Álvaro'),
    last: list('García, Romero, Ruiz, Navarro, Fernández, López, Martínez, Sánchez, Gómez, Moreno'),
    stems: list(
      'Olivar, Sierra Norte, Brisamar, Castellana, Almendro, Mediterránea, Guadalquivir, Alhambra, Montseny, Cantábrico',
    ),
    trades: list(
      'Reformas, Asesores, Distribuciones, Informática, Eventos, Soluciones Digitales, Construcciones, Consultoría, Diseño',
    ),
    forms: list('S.L., S.L., S.A., S.L.U.'),
    streets: list(
      'Calle Mayor, Avenida de la Constitución, Calle del Sol, Paseo de Gracia, Calle Alcalá, Gran Vía, Calle de Serrano, Avenida Diagonal',
    ),
    places: places(
      'Madrid|Madrid|28013; Barcelona|Barcelona|08007; Sevilla|Sevilla|41001; Valencia|Valencia|46002; Málaga|Málaga|29005; Bilbao|Bizkaia|48001; Zaragoza|Zaragoza|50001',
    ),
    tld: 'es',
    address: (r, street, p) => [
      `${street}, ${r.int(1, 180)}${r.chance(0.5) ? `, ${r.int(1, 8)}º ${r.pick(['A', 'B', 'C', 'D', 'Izq.', 'Dcha.'])}` : ''}`,
      `${p.postcode} ${p.city}${p.region !== p.city ? ` (${p.region})` : ''}`,
    ],
    phone: (r) => `+34 9${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
  },
  IT: {
    code: 'IT',
    name: 'Italia',
    currency: 'EUR',
    first: list('Giulia, Marco, Elena, Luca, Francesca, Alessandro, Chiara, Matteo, Sara, Davide'),
    last: list('Rossi, Conti, Greco, Ferri, Bianchi, Romano, Colombo, Ricci, Marino, Esposito'),
    stems: list(
      'Colle Verde, Bianchi, Lago Blu, Fontana, Monterosa, Adriatica, Dolomiti, Vesuvio, Arno, Brera, Valpadana',
    ),
    trades: list(
      'Impianti, Consulenze, Tipografia, Informatica, Forniture, Servizi, Costruzioni, Comunicazione, Arredamenti',
    ),
    forms: list('S.r.l., S.r.l., S.p.A., S.n.c., S.a.s., S.r.l.s.'),
    streets: list(
      'Via Roma, Corso Italia, Via Garibaldi, Piazza Duomo, Via Mazzini, Viale Europa, Via Dante, Corso Vittorio Emanuele II',
    ),
    places: places(
      'Milano|MI|20121; Roma|RM|00184; Torino|TO|10123; Bologna|BO|40121; Firenze|FI|50123; Napoli|NA|80133; Verona|VR|37121; Padova|PD|35122; Bari|BA|70121',
    ),
    tld: 'it',
    address: (r, street, p) => [
      `${street}, ${r.int(1, 160)}`,
      `${p.postcode} ${p.city} (${p.region})`,
    ],
    phone: (r) => `+39 0${r.int(2, 99)} ${r.digits(3)} ${r.digits(4)}`,
  },
  NL: {
    code: 'NL',
    name: 'Nederland',
    currency: 'EUR',
    first: list('Eva, Sem, Noor, Daan, Lotte, Bram, Sanne, Jesse, Fleur, Thijs'),
    last: list('de Vries, Jansen, Bakker, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos'),
    stems: list(
      'Duinzicht, Van Dijk, Polderlicht, De Linde, Waterkant, Grachtenhuis, Zeewind, Hofstede, Molenaar, Tulpveld',
    ),
    trades: list(
      'Installatietechniek, Advies, Drukwerk, Schilders, Software, Media, Bouw, Webdesign, Groothandel',
    ),
    forms: list('B.V., B.V., V.O.F., '),
    streets: list(
      'Kerkstraat, Dorpsweg, Stationsplein, Molenlaan, Prinsengracht, Oudegracht, Havenstraat, Julianalaan',
    ),
    places: places(
      'Amsterdam||1012 AB; Utrecht||3511 LX; Den Haag||2511 CV; Groningen||9711 HV; Rotterdam||3011 AD; Eindhoven||5611 EM; Haarlem||2011 RC; Zwolle||8011 NA',
    ),
    tld: 'nl',
    address: (r, street, p) => [
      `${street} ${r.int(1, 220)}${r.chance(0.2) ? '-' + r.pick(['A', 'B', 'II']) : ''}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) => `0${r.pick(['20', '30', '70', '50', '10', '40'])}-${r.digits(3)} ${r.digits(4)}`,
  },
  PL: {
    code: 'PL',
    name: 'Polska',
    currency: 'PLN',
    first: list(
      'Anna, Piotr, Katarzyna, Tomasz, Magdalena, Krzysztof, Agnieszka, Michał, Joanna, Paweł',
    ),
    last: list(
      'Kowalski, Nowak, Wiśniewska, Wójcik, Kamińska, Lewandowski, Zielińska, Szymański, Dąbrowska, Kozłowski',
    ),
    stems: list('Wisła, Mazowsze, Bursztyn, Tatra, Orlik, Sokół, Warta, Jantar, Podhale, Kormoran'),
    trades: list('Serwis, Budownictwo, Systemy IT, Handel, Druk, Projekt, Transport, Doradztwo'),
    forms: list('sp. z o.o., Sp. z o.o., S.A., sp. j., sp. k.'),
    streets: list(
      'Marszałkowska, Piotrkowska, Długa, Floriańska, Grunwaldzka, Mickiewicza, Słowackiego, Kościuszki',
    ),
    places: places(
      'Warszawa||00-590; Kraków||31-042; Łódź||90-431; Gdańsk||80-831; Wrocław||50-077; Poznań||61-772; Katowice||40-098; Lublin||20-076',
    ),
    tld: 'pl',
    address: (r, street, p) => [
      `ul. ${street} ${r.int(1, 150)}${r.chance(0.4) ? `/${r.int(1, 40)}` : ''}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) => `+48 ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
  },
  CA: {
    code: 'CA',
    name: 'Canada',
    currency: 'CAD',
    first: list('Olivia, Liam, Chloé, Ethan, Maya, Noah, Émilie, Jacob, Priya, Lucas'),
    last: list('Tremblay, MacDonald, Gagnon, Wong, Campbell, Singh, Roy, Fraser, Côté, Anderson'),
    stems: list(
      'Maple Leaf, Northern Lights, Rideau, Boreal, Muskoka, Fraser Valley, Laurentian, Prairie Sky, Bayview, Georgian Bay',
    ),
    trades: list(
      'Renovations, Consulting, Media, Electric, Landscaping, Software, Supply Co., Design',
    ),
    forms: list('Inc., Ltd., Corp., Ltée'),
    streets: list(
      'Queen Street West, Yonge Street, Rue Sainte-Catherine, Granville Street, Jasper Avenue, Portage Avenue, Barrington Street, Albert Street',
    ),
    places: places(
      'Toronto|ON|M5H 2M9; Ottawa|ON|K1P 5G4; Montréal|QC|H3B 4W8; Vancouver|BC|V6B 1H4; Edmonton|AB|T5J 0N3; Winnipeg|MB|R3C 1A6; Halifax|NS|B3J 1V8; Regina|SK|S4P 3Y2; Calgary|AB|T2P 1J9; Moncton|NB|E1C 4M3',
    ),
    tld: 'ca',
    address: (r, street, p) => [
      `${r.int(10, 2400)} ${street}${r.chance(0.3) ? `, Suite ${r.int(100, 1800)}` : ''}`,
      `${p.city}, ${p.region} ${p.postcode}`,
    ],
    phone: (r) =>
      `${r.pick(['416', '613', '514', '604', '780', '204', '902', '306'])}-${r.int(200, 999)}-${r.digits(4)}`,
  },
  AU: {
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    first: list('Chloe, Jack, Isla, Lachlan, Ruby, Cooper, Mia, Harrison, Zara, Liam'),
    last: list('Nguyen, Smith, Williams, Brown, Taylor, Wilson, Kelly, Campbell, Harris, Walker'),
    stems: list(
      'Southern Cross, Banksia, Wattle, Coral Coast, Red Gum, Blue Mountains, Kookaburra, Sunshine Coast, Eucalypt, Harbourside',
    ),
    trades: list(
      'Electrical, Plumbing, Creative, IT Solutions, Cleaning, Building, Marketing, Landscapes, Accounting',
    ),
    forms: list('Pty Ltd, Pty Ltd, Pty. Ltd., Ltd'),
    streets: list(
      'George Street, Collins Street, Queen Street, Hay Street, King William Street, Chapel Street, Oxford Street, Smith Street',
    ),
    places: places(
      'Sydney|NSW|2000; Melbourne|VIC|3000; Brisbane|QLD|4000; Perth|WA|6000; Adelaide|SA|5000; Hobart|TAS|7000; Newcastle|NSW|2300; Geelong|VIC|3220; Canberra|ACT|2601',
    ),
    tld: 'com.au',
    address: (r, street, p) => [
      `${r.chance(0.3) ? `Level ${r.int(1, 30)}, ` : ''}${r.int(1, 480)} ${street}`,
      `${p.city.toUpperCase()} ${p.region} ${p.postcode}`,
    ],
    phone: (r) => `(0${r.pick(['2', '3', '7', '8'])}) ${r.digits(4)} ${r.digits(4)}`,
  },
  NZ: {
    code: 'NZ',
    name: 'New Zealand',
    currency: 'NZD',
    first: list('Aroha, Liam, Ella, Nikau, Sophie, Tama, Olivia, Hemi'),
    last: list('Smith, Wilson, Ngata, Brown, Taylor, Parata, Thompson, Walker'),
    stems: list('Kowhai, Southern Alps, Tui, Pohutukawa, Harbour City, Kauri, Manuka, Aotea'),
    trades: list('Electrical, Digital, Builders, Design, Consulting, Plumbing'),
    forms: list('Limited, Ltd'),
    streets: list(
      'Cuba Street, Queen Street, Colombo Street, Victoria Street, Ponsonby Road, Lambton Quay',
    ),
    places: places(
      'Wellington|Te Aro|6011; Auckland|Auckland Central|1010; Christchurch|Central City|8011; Hamilton|Hamilton Central|3204; Dunedin|Central Dunedin|9016',
    ),
    tld: 'co.nz',
    address: (r, street, p) => [`${r.int(1, 300)} ${street}`, p.region, `${p.city} ${p.postcode}`],
    phone: (r) => `(0${r.pick(['4', '9', '3', '7'])}) ${r.digits(3)} ${r.digits(4)}`,
  },
  AE: {
    code: 'AE',
    name: 'United Arab Emirates',
    currency: 'AED',
    first: list('Omar, Fatima, Rahul, Aisha, Khalid, Sara, Arjun, Layla'),
    last: list('Al Mansoori, Haddad, Menon, Al Falasi, Khan, Rahman, Nair, Saeed'),
    stems: list(
      'Al Noor, Desert Rose, Gulf Star, Palm Crest, Marina Bay, Emirates Bridge, Oasis, Al Bahar',
    ),
    trades: list(
      'General Trading, Technical Services, IT Solutions, Events, Facilities Management, Marketing',
    ),
    forms: list('LLC, L.L.C, FZE, FZ-LLC, DMCC'),
    streets: list(
      'Bay Square Building 3, Al Quoz Industrial Area 3, Office Tower B, Sheikh Zayed Road, Al Maktoum Road, Dubai Silicon Oasis HQ',
    ),
    places: places(
      'Dubai|Business Bay|; Dubai|Al Barsha|; Abu Dhabi|Al Reem Island|; Sharjah|Al Majaz|; Dubai|Deira|',
    ),
    tld: 'ae',
    address: (r, street, p) => [`Office ${r.int(101, 2405)}, ${street}`, `${p.region}, ${p.city}`],
    phone: (r) => `+971 4 ${r.digits(3)} ${r.digits(4)}`,
  },
};

export interface Party {
  /** The name as printed: a company with or without its legal form, or a person. */
  name: string;
  company: boolean;
  /** The company's name without its legal form (a brand), or the person's. */
  stem: string;
  /** A person at the company. */
  contact: string;
  /** Address lines, without the country. */
  address: string[];
  city: string;
  region: string;
  postcode: string;
  country: Country;
  email: string;
  phone: string;
  website: string;
  domain: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');

const personName = (r: Random, c: Country) => `${r.pick(c.first)} ${r.pick(c.last)}`;

function located(r: Random, c: Country) {
  const place = r.pick(c.places);
  return {
    address: c.address(r, r.pick(c.streets), place),
    city: place.city,
    region: place.region,
    postcode: place.postcode,
  };
}

/**
 * A company of the country. `form`: 'always' (a legal entity), 'never' (a trading name), else
 * mostly with its form. `avoid`: a stem not to take (the other party's).
 */
export function company(
  r: Random,
  code: CountryCode,
  options: { form?: 'always' | 'never' | 'mostly'; avoid?: string; trades?: string[] } = {},
): Party {
  const c = COUNTRIES[code];
  const stems = c.stems.filter((stem) => stem !== options.avoid);
  const stem = r.pick(stems);
  const trade = r.chance(0.65) ? r.pick(options.trades ?? c.trades) : '';
  const withForm =
    options.form === 'always' ? true : options.form === 'never' ? false : r.chance(0.75);
  const form = withForm ? r.pick(c.forms.filter(Boolean)) : '';
  const brand = [stem, trade].filter(Boolean).join(' ');
  const name = [brand, form].filter(Boolean).join(' ');
  const domain = `${slug(stem)}${trade && r.chance(0.5) ? slug(trade.split(' ')[0]!) : ''}.${c.tld}`;
  return {
    name,
    company: true,
    stem: brand,
    contact: personName(r, c),
    ...located(r, c),
    country: c,
    email: `${r.pick(['info', 'billing', 'accounts', 'hello', 'office', 'invoices'])}@${domain}`,
    phone: c.phone(r),
    website: `www.${domain}`,
    domain,
  };
}

/** A person (a sole trader, a freelancer, a private customer). */
export function person(r: Random, code: CountryCode): Party {
  const c = COUNTRIES[code];
  const name = personName(r, c);
  const domain = `${slug(name)}.${c.tld}`;
  return {
    name,
    company: false,
    stem: name,
    contact: name,
    ...located(r, c),
    country: c,
    email: `${slug(name.split(' ')[0]!)}.${slug(name.split(' ').slice(1).join(''))}@${r.pick(['gmail.com', 'outlook.com', 'icloud.com', domain])}`,
    phone: c.phone(r),
    website: `www.${domain}`,
    domain,
  };
}

/** A customer: mostly a company, sometimes a person. */
export function customer(r: Random, code: CountryCode, avoid: string, people = 0.25): Party {
  return r.chance(people) ? person(r, code) : company(r, code, { avoid });
}

// ---------------------------------------------------------------------------------------------
// Tax and registration numbers

const mod97 = (digits: string) => {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
};

/** An IBAN with its true check digits, printed in groups of four. */
export function iban(
  r: Random,
  code: 'DE' | 'FR' | 'ES' | 'IT' | 'NL' | 'PL' | 'GB' | 'IE',
): string {
  const bban = {
    DE: () =>
      `${r.pick(['10010010', '37040044', '50010517', '12030000', '70150000'])}${r.digits(10)}`,
    FR: () =>
      `${r.pick(['30004', '30002', '20041', '10278'])}${r.digits(5)}${r.digits(11)}${r.digits(2)}`,
    ES: () => `${r.pick(['2100', '0049', '0182', '2038'])}${r.digits(16)}`,
    IT: () =>
      `${r.letters(1)}${r.pick(['03069', '02008', '05034', '03062'])}${r.digits(5)}${r.digits(12)}`,
    NL: () => `${r.pick(['ABNA', 'INGB', 'RABO', 'TRIO', 'BUNQ'])}${r.digits(10)}`,
    PL: () => `${r.pick(['10201026', '11402004', '10501445', '12401431'])}${r.digits(16)}`,
    GB: () => `${r.pick(['NWBK', 'BARC', 'LOYD', 'MIDL'])}${r.digits(6)}${r.digits(8)}`,
    IE: () => `${r.pick(['AIBK', 'BOFI'])}${r.digits(6)}${r.digits(8)}`,
  }[code]();
  const numeric = `${bban}${code}00`.replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55));
  const check = String(98 - mod97(numeric)).padStart(2, '0');
  return `${code}${check}${bban}`.replace(/(.{4})(?=.)/g, '$1 ');
}

export const BIC: Record<string, string[]> = {
  DE: ['COBADEFFXXX', 'DEUTDEDBXXX', 'GENODEF1S04', 'HYVEDEMMXXX', 'BYLADEM1001'],
  FR: ['BNPAFRPPXXX', 'SOGEFRPP', 'CRLYFRPP', 'AGRIFRPP882'],
  ES: ['CAIXESBBXXX', 'BSCHESMMXXX', 'BBVAESMMXXX'],
  IT: ['BCITITMM', 'UNCRITMMXXX', 'BPMOIT22XXX'],
  NL: ['ABNANL2A', 'INGBNL2A', 'RABONL2U', 'TRIONL2U'],
  PL: ['BPKOPLPW', 'BREXPLPWMBK', 'INGBPLPW'],
};

export const TAX = {
  vatGB: (r: Random) => `GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`,
  companyGB: (r: Random) =>
    r.chance(0.85) ? r.pick(['0', '1']) + r.digits(7) : `SC${r.digits(6)}`,
  vatIE: (r: Random) => `IE${r.digits(7)}${r.letters(1)}${r.chance(0.5) ? 'H' : ''}`,
  ustId: (r: Random) => `DE${r.int(1, 3)}${r.digits(8)}`,
  steuernummer: (r: Random) => `${r.int(10, 99)}/${r.digits(3)}/${r.digits(5)}`,
  hrb: (r: Random) => `HRB ${r.int(1000, 250000)}${r.chance(0.2) ? ' B' : ''}`,
  siren: (r: Random) => `${r.int(3, 9)}${r.digits(8)}`,
  ape: (r: Random) => r.pick(['6201Z', '7022Z', '4332A', '1813Z', '5621Z', '7311Z', '7112B']),
  nifES: (r: Random) => `${r.pick(['B', 'B', 'A'])}${r.digits(8)}`,
  dniES: (r: Random) => {
    const number = r.int(10_000_000, 79_999_999);
    return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
  },
  pivaIT: (r: Random) =>
    `${r.digits(7)}${r.pick(['015', '096', '049', '037', '058'])}${r.digits(1)}`,
  cfIT: (r: Random, name: string) => {
    const consonants = name.toUpperCase().replace(/[^BCDFGHJKLMNPQRSTVWXYZ]/g, '');
    return `${(consonants + 'XXXXXX').slice(0, 6)}${r.int(60, 99)}${r.pick([...'ABCDEHLMPRST'])}${String(r.int(1, 28)).padStart(2, '0')}${r.pick(['F205', 'H501', 'L219', 'A944', 'D612'])}${r.letters(1)}`;
  },
  sdi: (r: Random) => `${r.letters(2)}${r.digits(1)}${r.letters(2)}${r.digits(1)}${r.letters(1)}`,
  kvk: (r: Random) => `${r.int(1, 9)}${r.digits(7)}`,
  btwNL: (r: Random) => `NL${r.digits(9)}B0${r.int(1, 3)}`,
  nipPL: (r: Random) => `${r.digits(3)}-${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`,
  regonPL: (r: Random) => r.digits(9),
  bnCA: (r: Random) => `${r.int(7, 8)}${r.digits(8)}`,
  abn: (r: Random) => `${r.int(11, 99)} ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
  acn: (r: Random) => `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
  gstNZ: (r: Random) => `${r.int(100, 140)}-${r.digits(3)}-${r.digits(3)}`,
  trnAE: (r: Random) => `100${r.digits(12)}`,
  ein: (r: Random) => `${r.int(10, 99)}-${r.digits(7)}`,
};

// ---------------------------------------------------------------------------------------------
// What they sell

/** A product or service: its wording and a price range in whole units of the currency. */
export interface Product {
  text: string;
  low: number;
  high: number;
  /** Sold by the hour (fractional quantities). */
  hours?: boolean;
  uom?: string;
}

const products = (text: string, uom?: string): Product[] =>
  text.split(/;\s*/).map((entry) => {
    const [name = '', low = '10', high = '100', flag = ''] = entry.split('|');
    return {
      text: name,
      low: Number(low),
      high: Number(high),
      ...(flag === 'h' ? { hours: true } : {}),
      ...(uom ? { uom } : {}),
    };
  });

export const CATALOG = {
  servicesEn: products(
    `Website redesign|1200|6500; Brand identity package|800|4200; SEO audit|350|1500; Consulting|85|180|h; Bookkeeping – monthly|250|900; Copywriting – landing page|300|900; Photography – half-day shoot|450|1200; Social media management (monthly)|400|1800; Server maintenance|60|140|h; Logo design|250|1500; UX research sprint|1500|5000; Video editing|45|110|h; Project management|70|150|h; Training workshop|600|2400; Data migration|400|3000; Illustration – editorial|150|800; Translation (per 1,000 words)|80|160; Technical support|55|120|h`,
  ),
  tradeEn: products(
    `Labour|45|95|h; Call-out fee|60|150; Copper pipe 15mm (per m)|4|9; Boiler service|80|160; Replace consumer unit|350|650; Materials|20|400; Skip hire (6 yd)|180|320; Gutter cleaning|90|250; Fit internal door|120|260; Tile adhesive 20kg|15|32; LED downlights (each)|12|35; Garden clearance|150|600`,
  ),
  goodsEn: products(
    `Organic Cotton Tee – Navy / M|18|35; Ceramic Pour-Over Set|28|65; Merino Wool Beanie|22|45; Leather Card Holder|25|60; Soy Candle – Cedar & Sage|14|32; Linen Tea Towel (2 pack)|12|24; Enamel Camp Mug|12|22; Canvas Tote Bag|15|30; Single-Origin Coffee 250g|11|19; Walnut Serving Board|35|90; Wireless Charging Pad|25|55; Stainless Water Bottle 750ml|20|38; Hand Cream 75ml|9|18; Gift Card|25|100; Wool Throw Blanket|60|140; Notebook A5 – Dot Grid|9|18`,
  ),
  saasEn: products(
    `Starter plan|9|29; Pro plan|29|99; Team plan|49|299; Business plan|99|499; Additional seats|8|25; API usage overage|5|400; Priority support add-on|49|199; Storage add-on (100 GB)|5|20; Enterprise plan (annual)|2400|12000; Onboarding package|250|1500`,
  ),
  servicesDe: products(
    `Wartung Heizungsanlage|120|480; Webdesign Relaunch|1500|7500; Beratung|80|160|h; Montage Steckdosen|40|90; Flyer DIN A5, 1.000 Stück|60|180; Softwarelizenz (12 Monate)|240|1800; Fotoshooting|350|1200; Lektorat|45|80|h; Serverbetreuung pauschal|150|600; Anfahrtspauschale|25|60; Schulung Mitarbeitende|600|2400; Logo-Entwicklung|400|2000; Programmierung|75|140|h`,
  ),
  servicesFr: products(
    `Pose de parquet (m²)|25|60; Audit informatique|600|2500; Cartes de visite (500 ex.)|45|120; Buffet 20 personnes|350|900; Licence annuelle|240|1800; Conseil en stratégie|90|180|h; Refonte du site internet|1500|6500; Shooting photo|350|1100; Maintenance mensuelle|90|400; Rédaction d'articles|80|250; Formation (journée)|600|1400; Déplacement|30|80`,
  ),
  servicesEs: products(
    `Reforma de baño|1800|6500; Asesoría fiscal trimestral|180|450; Diseño de logotipo|300|1500; Catering evento|400|2500; Mantenimiento web mensual|60|300; Consultoría|50|120|h; Instalación eléctrica|250|1800; Traducción jurada|40|120; Sesión de fotos|200|900; Licencia de software anual|120|1200`,
  ),
  servicesIt: products(
    `Manutenzione impianto|120|650; Consulenza fiscale|90|180|h; Stampa brochure (500 pz.)|180|650; Licenza software annuale|240|1800; Sviluppo sito web|1200|5500; Progettazione grafica|300|1500; Assistenza tecnica|45|90|h; Fornitura materiale elettrico|80|900; Corso di formazione|400|1600; Trasferta|40|120`,
  ),
  servicesNl: products(
    `Onderhoud cv-ketel|90|180; Adviesuren|75|140|h; Folders A4 (1000 st.)|120|380; Schilderwerk kozijnen|450|2200; Hosting (jaar)|60|360; Websiteontwikkeling|1200|6000; Fotografie|250|900; Workshop|450|1500; Voorrijkosten|25|60; Licentie software|120|1200`,
  ),
  servicesPl: products(
    `Usługa programistyczna|120|220|h; Projekt graficzny|600|3500; Serwis klimatyzacji|250|800; Wdrożenie systemu CRM|3000|15000; Szkolenie BHP|300|900; Obsługa księgowa (miesiąc)|400|1500; Materiały biurowe|50|600; Transport|150|900; Hosting (12 mies.)|240|1200; Audyt SEO|900|3500`,
  ),
};

/** A line's quantity for a product: hours in quarters, a few of a piece, mostly one service. */
export function quantity(r: Random, product: Product): number {
  if (product.hours) return r.chance(0.5) ? r.int(2, 40) / 2 : r.int(1, 24);
  if (product.high <= 40) return r.int(1, r.chance(0.3) ? 40 : 6);
  if (product.high > 1000) return r.chance(0.9) ? 1 : 2;
  return r.chance(0.7) ? 1 : r.int(2, 5);
}

/** Lines of `count` different products of a catalog, at `rate` (or a rate drawn per line). */
export function draws(
  r: Random,
  catalog: readonly Product[],
  count: number,
  rate: number | (() => number),
): Line[] {
  return r.some(catalog, count).map((product) => {
    const unit = product.hours
      ? r.int(Math.ceil(product.low / 5), Math.floor(product.high / 5)) * 500
      : product.high > 200 && r.chance(0.7)
        ? r.int(Math.ceil(product.low / 10), Math.floor(product.high / 10)) * 1000
        : Math.round((product.low + r.next() * (product.high - product.low)) * 100);
    const uom = product.uom ?? (product.hours ? 'h' : undefined);
    return line(
      product.text,
      quantity(r, product),
      unit,
      typeof rate === 'number' ? rate : rate(),
      uom ? { uom } : {},
    );
  });
}

/** A Canadian province's sales taxes on a sale: HST alone, or GST with PST, RST or QST. */
export function canadaTaxes(province: string, iso: string): { name: string; rate: number }[] {
  switch (province) {
    case 'ON':
      return [{ name: 'HST', rate: 13 }];
    case 'NB':
    case 'NL':
    case 'PE':
      return [{ name: 'HST', rate: 15 }];
    case 'NS':
      return [{ name: 'HST', rate: iso < '2025-04-01' ? 15 : 14 }];
    case 'BC':
      return [
        { name: 'GST', rate: 5 },
        { name: 'PST', rate: 7 },
      ];
    case 'SK':
      return [
        { name: 'GST', rate: 5 },
        { name: 'PST', rate: 6 },
      ];
    case 'MB':
      return [
        { name: 'GST', rate: 5 },
        { name: 'RST', rate: 7 },
      ];
    case 'QC':
      return [
        { name: 'GST', rate: 5 },
        { name: 'QST', rate: 9.975 },
      ];
    default:
      return [{ name: 'GST', rate: 5 }];
  }
}

/**
 * The stem a company's name was made from (its brand without the trade), for `avoid`: a buyer
 * drawn with `avoid: stemOf(seller)` never shares the seller's stem.
 */
export const stemOf = (party: Party): string =>
  party.country.stems.find((stem) => party.stem === stem || party.stem.startsWith(`${stem} `)) ??
  party.stem;
