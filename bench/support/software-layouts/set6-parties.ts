// What set 6's layouts share beyond common.ts, people.ts and the parties of sets 4 and 5: a date of
// issue that is never in the future, companies and people of the countries no earlier set knows
// (Chile, Colombia, Peru, Indonesia, the Philippines, Malaysia, Vietnam, Kenya, Nigeria, Egypt and
// Québec in French), their tax and registration numbers with the check digits their authorities
// compute where there is one (RUT, NIT, RUC, the Vietnamese MST, the French VAT key), amounts in
// Vietnamese and Indonesian words, and pictures of barcodes (a linear one, PDF417's stacked rows).
import { createCanvas } from '@napi-rs/canvas';
import type { Random } from './common.ts';
import type { Logo } from './logo.ts';
import type { Org, Place } from './set4-parties.ts';
import { slug } from './set4-parties.ts';

/**
 * A date of issue between `from` and `to` (ISO dates), by default January 2023 to October 2026:
 * set 6 draws no date after 2026-10-31, so that none is in the future.
 */
export function pastDate(r: Random, from = '2023-01-01', to = '2026-10-31'): string {
  const start = Date.parse(`${from}T12:00:00Z`);
  const days = Math.round((Date.parse(`${to}T12:00:00Z`) - start) / 86_400_000);
  return new Date(start + r.int(0, days) * 86_400_000).toISOString().slice(0, 10);
}

export type Set6Code = 'CL' | 'CO' | 'PE' | 'ID' | 'PH' | 'MY' | 'VN' | 'KE' | 'NG' | 'EG' | 'QC';

interface Spec {
  country: string;
  /** Whole names, as the country writes them. */
  people: string[];
  stems: string[];
  trades: string[];
  forms: string[];
  /** The trade before the stem ("Comercial Andes SpA"). */
  tradeFirst?: boolean;
  /** The legal form before the name ("PT Sinar Jaya", "CÔNG TY TNHH …"). */
  formFirst?: boolean;
  /** The name printed in capitals (Vietnamese companies). */
  upper?: boolean;
  streets: string[];
  places: Place[];
  tld: string;
  address: (r: Random, street: string, place: Place) => string[];
  phone: (r: Random) => string;
}

const list = (text: string) => text.split(/,\s*/);
const places = (text: string): Place[] =>
  text.split(/;\s*/).map((entry) => {
    const [city = '', postcode = '', region = ''] = entry.split('|');
    return { city, postcode, region };
  });

const SPECS: Record<Set6Code, Spec> = {
  CL: {
    country: 'Chile',
    people: list(
      'Camila Muñoz, Matías González, Valentina Rojas, Benjamín Díaz, Catalina Soto, Sebastián Contreras, Javiera Silva, Felipe Morales',
    ),
    stems: list(
      'Cordillera, Maipo, Biobío, Atacama, Los Lagos, Pacífico Sur, Aconcagua, Araucanía',
    ),
    trades: list('Comercial, Ingeniería, Servicios, Distribuidora, Tecnología, Constructora'),
    forms: list('SpA, SpA, Ltda., S.A., E.I.R.L.'),
    tradeFirst: true,
    streets: list(
      'Av. Providencia, Av. Apoquindo, Av. Libertador Bernardo O’Higgins, Huérfanos, Av. Vitacura, Av. Los Leones',
    ),
    places: places(
      'Santiago||Providencia; Santiago||Las Condes; Santiago||Santiago; Santiago||Vitacura; Valparaíso||Valparaíso; Concepción||Concepción; Viña del Mar||Viña del Mar; Antofagasta||Antofagasta',
    ),
    tld: 'cl',
    address: (r, street, p) => [
      `${street} ${r.int(100, 4500)}${r.chance(0.5) ? `, Of. ${r.int(101, 2204)}` : ''}`,
      `${p.region}, ${p.city}`,
    ],
    phone: (r) =>
      `+56 ${r.chance(0.6) ? `2 2${r.digits(3)} ${r.digits(4)}` : `9 ${r.digits(4)} ${r.digits(4)}`}`,
  },
  CO: {
    country: 'Colombia',
    people: list(
      'Andrés Gómez, Laura Rodríguez, Santiago Martínez, Daniela Hernández, Juan Pablo Castro, María José Vargas, Camilo Restrepo, Natalia Ospina',
    ),
    stems: list('Andina, Caribe, Magdalena, Cafetera, Sabana, Antioquia, Llanos, Orinoco'),
    trades: list(
      'Soluciones, Ingeniería, Distribuciones, Tecnología, Servicios Integrales, Logística, Inversiones',
    ),
    forms: list('S.A.S., S.A.S., S.A.S., S.A., Ltda.'),
    tradeFirst: true,
    streets: list('Calle, Carrera, Calle, Carrera, Avenida Calle, Transversal'),
    places: places(
      'Bogotá D.C.|110221|Cundinamarca; Bogotá D.C.|110111|Cundinamarca; Medellín|050021|Antioquia; Cali|760042|Valle del Cauca; Barranquilla|080020|Atlántico; Bucaramanga|680003|Santander; Cartagena|130001|Bolívar',
    ),
    tld: 'com.co',
    address: (r, street, p) => [
      `${street} ${r.int(7, 140)}${r.chance(0.3) ? r.pick(['A', 'B', 'Bis']) : ''} # ${r.int(5, 120)}-${r.int(2, 99)}${r.chance(0.5) ? ` ${r.pick(['Of.', 'Local', 'Piso'])} ${r.int(1, 1204)}` : ''}`,
      `${p.city}, ${p.region}`,
    ],
    phone: (r) =>
      r.chance(0.5)
        ? `+57 60${r.pick(['1', '4', '2', '5'])} ${r.digits(3)} ${r.digits(4)}`
        : `+57 3${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`,
  },
  PE: {
    country: 'Perú',
    people: list(
      'José Quispe, Rosa Flores, Luis Huamán, Carmen Mendoza, Jorge Rojas, Lucía Chávez, Miguel Torres, Ana Vásquez',
    ),
    stems: list('Inca, Andino, Amazonas, Huascarán, Titicaca, Chavín, Pachacámac, Nazca'),
    trades: list(
      'Corporación, Inversiones, Distribuidora, Soluciones Tecnológicas, Constructora, Servicios Generales',
    ),
    forms: list('S.A.C., S.A.C., S.A.C., E.I.R.L., S.R.L., S.A.'),
    tradeFirst: true,
    streets: list(
      'Av. Javier Prado Este, Av. José Larco, Jr. de la Unión, Av. Arequipa, Calle Las Begonias, Av. La Marina, Av. Ejército',
    ),
    places: places(
      'Lima|15073|San Isidro; Lima|15074|Miraflores; Lima|15023|Santiago de Surco; Lima|15001|Cercado de Lima; Arequipa|04001|Yanahuara; Trujillo|13001|Trujillo; Cusco|08002|Wanchaq',
    ),
    tld: 'com.pe',
    address: (r, street, p) => [
      `${street} ${r.int(100, 3900)}${r.chance(0.5) ? ` ${r.pick(['Of.', 'Int.', 'Piso'])} ${r.int(1, 1502)}` : ''}`,
      `${p.region} - ${p.city} - ${p.city}`,
    ],
    phone: (r) =>
      r.chance(0.5)
        ? `(01) ${r.digits(3)}-${r.digits(4)}`
        : `+51 9${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
  },
  ID: {
    country: 'Indonesia',
    people: list(
      'Budi Santoso, Siti Rahayu, Agus Wijaya, Dewi Lestari, Rudi Hartono, Rina Kusuma, Andi Pratama, Putri Maharani',
    ),
    stems: list(
      'Nusantara, Sinar Jaya, Mitra Abadi, Cahaya Sentosa, Bintang Timur, Karya Makmur, Samudra, Garuda Mas',
    ),
    trades: list('Teknologi, Digital Solusi, Logistik, Konsultindo, Perkasa, Sejahtera, Mandiri'),
    forms: list('PT, PT, PT, CV'),
    formFirst: true,
    streets: list(
      'Jl. Jenderal Sudirman Kav. 52-53, Jl. M.H. Thamrin No. 9, Jl. Gatot Subroto Kav. 18, Jl. H.R. Rasuna Said Blok X-5, Jl. Pemuda No. 60, Jl. Asia Afrika No. 133, Jl. Raya Serpong Km. 7',
    ),
    places: places(
      'Jakarta Selatan|12190|DKI Jakarta; Jakarta Pusat|10310|DKI Jakarta; Surabaya|60271|Jawa Timur; Bandung|40112|Jawa Barat; Tangerang Selatan|15310|Banten; Semarang|50132|Jawa Tengah',
    ),
    tld: 'co.id',
    address: (r, street, p) => [
      `${r.chance(0.5) ? `${r.pick(['Gedung', 'Menara', 'Wisma'])} ${r.pick(['Mulia', 'Sentral', 'Prima', 'Karya'])} Lt. ${r.int(2, 28)}, ` : ''}${street}`,
      `${p.city}, ${p.region} ${p.postcode}`,
    ],
    phone: (r) => `(0${r.pick(['21', '31', '22', '24'])}) ${r.digits(4)} ${r.digits(4)}`,
  },
  PH: {
    country: 'Philippines',
    people: list(
      'Maria Santos, Jose Reyes, Ana Cruz, Mark Bautista, Kristine Garcia, Paolo Mendoza, Jasmine Villanueva, Carlo Ramos',
    ),
    stems: list(
      'Mabuhay, Pacific Isles, Luzon Star, Visayas, Sampaguita, Bayanihan, Taal, Manila Bay',
    ),
    trades: list('Trading, Enterprises, Solutions, Marketing, Services, Construction Supply'),
    forms: list('Inc., Corporation, Corp., Co.'),
    streets: list(
      'Ayala Avenue, Paseo de Roxas, EDSA, Shaw Boulevard, Ortigas Avenue, Rizal Avenue, Osmeña Boulevard',
    ),
    places: places(
      'Makati City|1226|Metro Manila; Quezon City|1103|Metro Manila; Pasig City|1605|Metro Manila; Taguig City|1634|Metro Manila; Cebu City|6000|Cebu; Davao City|8000|Davao del Sur',
    ),
    tld: 'com.ph',
    address: (r, street, p) => [
      `${r.chance(0.5) ? `Unit ${r.int(2, 30)}${r.pick(['01', '05', '12'])}, ${r.pick(['Tower One', 'Pacific Plaza', 'Citibank Center', 'Orient Square'])}, ` : ''}${r.int(1, 8900)} ${street}`,
      `Brgy. ${r.pick(['San Lorenzo', 'Bel-Air', 'Kapitolyo', 'Ugong', 'Lahug', 'Poblacion'])}, ${p.city} ${p.postcode}`,
    ],
    phone: (r) =>
      r.chance(0.5)
        ? `(02) 8${r.digits(3)} ${r.digits(4)}`
        : `+63 9${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`,
  },
  MY: {
    country: 'Malaysia',
    people: list(
      'Ahmad Faizal, Nur Aisyah Rahman, Tan Wei Jie, Lim Mei Ling, Rajesh Kumar, Lee Kok Wai, Kavitha Devi, Mohd Hafiz',
    ),
    stems: list('Petaling, Seri Murni, Mutiara, Harimau, Gemilang, Cemerlang, Bukit Indah, Jati'),
    trades: list('Trading, Technology, Engineering, Solutions, Logistics, Services'),
    forms: list('Sdn. Bhd., Sdn Bhd, Sdn. Bhd., Berhad'),
    streets: list(
      'Jalan Sultan Ismail, Jalan Ampang, Jalan SS 15/4, Jalan Tun Razak, Persiaran Kewajipan, Lebuh Pantai, Jalan PJU 7/3',
    ),
    places: places(
      'Kuala Lumpur|50450|Wilayah Persekutuan Kuala Lumpur; Petaling Jaya|47400|Selangor; Subang Jaya|47500|Selangor; Shah Alam|40000|Selangor; Johor Bahru|80000|Johor; George Town|10300|Pulau Pinang',
    ),
    tld: 'com.my',
    address: (r, street, p) => [
      `${r.chance(0.5) ? `Lot ${r.int(1, 30)}-${r.int(1, 12)}, ` : `No. ${r.int(1, 120)}, `}${street}`,
      `${p.postcode} ${p.city}, ${p.region}`,
    ],
    phone: (r) => `+60 ${r.pick(['3', '4', '7'])}-${r.digits(4)} ${r.digits(4)}`,
  },
  VN: {
    country: 'Việt Nam',
    people: list(
      'Nguyễn Văn An, Trần Thị Bình, Lê Minh Tuấn, Phạm Thu Hà, Hoàng Đức Anh, Vũ Thị Lan, Đặng Quốc Huy, Bùi Ngọc Mai',
    ),
    stems: list(
      'Sao Việt, Hồng Hà, Phú Thành, An Phát, Minh Long, Đại Dương, Thành Công, Hoàng Gia',
    ),
    trades: list(
      'Thương mại và Dịch vụ, Công nghệ, Xây dựng, Giải pháp Phần mềm, Thiết bị Văn phòng, Vận tải',
    ),
    forms: list('Công ty TNHH, Công ty TNHH, Công ty Cổ phần'),
    formFirst: true,
    tradeFirst: true,
    upper: true,
    streets: list(
      'Đường Láng, Nguyễn Huệ, Lê Lợi, Trần Hưng Đạo, Cầu Giấy, Điện Biên Phủ, Nguyễn Văn Linh',
    ),
    places: places(
      'Thành phố Hà Nội||Quận Đống Đa; Thành phố Hà Nội||Quận Cầu Giấy; Thành phố Hồ Chí Minh||Quận 1; Thành phố Hồ Chí Minh||Quận 3; Thành phố Đà Nẵng||Quận Hải Châu; Thành phố Hải Phòng||Quận Lê Chân',
    ),
    tld: 'com.vn',
    address: (r, street, p) => [
      `Số ${r.int(1, 320)}${r.chance(0.3) ? `/${r.int(2, 40)}` : ''} ${street}, Phường ${r.pick(['Bến Nghé', 'Láng Thượng', 'Dịch Vọng', 'Thạch Thang', 'Võ Thị Sáu', 'Trần Nguyên Hãn'])}, ${p.region}, ${p.city}`,
    ],
    phone: (r) => `0${r.pick(['24', '28', '236', '225'])} ${r.digits(4)} ${r.digits(4)}`,
  },
  KE: {
    country: 'Kenya',
    people: list(
      'Wanjiku Kamau, Otieno Odhiambo, Achieng Atieno, Kiprono Kiptoo, Njeri Mwangi, Mutua Musyoka, Amina Hassan, Brian Ochieng',
    ),
    stems: list('Savannah, Nyali, Rift Valley, Tana River, Mara, Acacia, Karura, Lake Basin'),
    trades: list('Enterprises, Supplies, Technologies, Logistics, Agencies, Hardware, Solutions'),
    forms: list('Limited, Ltd, Limited'),
    streets: list(
      'Moi Avenue, Kenyatta Avenue, Waiyaki Way, Ngong Road, Mombasa Road, Kimathi Street, Muthithi Road',
    ),
    places: places(
      'Nairobi|00100|Nairobi; Nairobi|00200|Nairobi; Nairobi|00800|Westlands; Mombasa|80100|Mombasa; Kisumu|40100|Kisumu; Nakuru|20100|Nakuru',
    ),
    tld: 'co.ke',
    address: (r, street, p) => [
      `${r.pick(['Landmark Plaza', 'Sarit Centre', 'Westpark Towers', 'Nyerere House', 'Kimathi House', 'Delta Corner'])}, ${r.pick(['Ground Floor', `${r.int(1, 14)}th Floor`, `Suite ${r.int(1, 40)}`])}, ${street}`,
      `P.O. Box ${r.int(100, 99999)}-${p.postcode}, ${p.city}`,
    ],
    phone: (r) =>
      r.chance(0.6)
        ? `+254 7${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`
        : `020 ${r.digits(3)} ${r.digits(4)}`,
  },
  NG: {
    country: 'Nigeria',
    people: list(
      'Chinedu Okafor, Aisha Bello, Olumide Adeyemi, Ngozi Eze, Emeka Nwosu, Funmilayo Ogunleye, Ibrahim Musa, Tolulope Ajayi',
    ),
    stems: list(
      'Eko Bridge, Lekki Pearl, Niger Delta, Sahel, Oduduwa, Benue Valley, Plateau, Ogun Heights',
    ),
    trades: list(
      'Ventures, Global Services, Technologies, Integrated Services, Enterprises, Logistics',
    ),
    forms: list('Limited, Ltd, Nigeria Limited'),
    streets: list(
      'Admiralty Way, Adeola Odeku Street, Awolowo Road, Allen Avenue, Ahmadu Bello Way, Herbert Macaulay Way, Aminu Kano Crescent',
    ),
    places: places(
      'Lagos|Lagos State|Lekki Phase 1; Lagos|Lagos State|Victoria Island; Lagos|Lagos State|Ikoyi; Lagos|Lagos State|Ikeja GRA; Abuja|FCT|Wuse II; Abuja|FCT|Garki; Port Harcourt|Rivers State|Old GRA',
    ),
    tld: 'com.ng',
    address: (r, street, p) => [
      `${r.chance(0.4) ? `Plot ${r.int(1, 900)}, ` : `${r.int(1, 120)}, `}${street}`,
      `${p.region}, ${p.city === 'Abuja' ? 'Abuja FCT' : p.postcode}`,
    ],
    phone: (r) =>
      `+234 ${r.pick(['803', '806', '813', '708', '902', '1'])} ${r.digits(3)} ${r.digits(4)}`,
  },
  EG: {
    country: 'Egypt',
    people: list(
      'Ahmed Hassan, Mona Ibrahim, Mohamed Ali, Nour Salem, Yasmin Fathy, Karim Mostafa, Dina Abdelrahman, Omar Farouk',
    ),
    stems: list('Nile Valley, Delta, Sinai, Memphis, Red Sea, Luxor, Misr Future, Horus'),
    trades: list('Trading, Engineering, Systems, Contracting, Industries, Technology'),
    forms: list('S.A.E., LLC, S.A.E., L.L.C.'),
    streets: list(
      'Tahrir Street, Abbas El Akkad Street, El Nasr Road, Gamal Abdel Nasser Street, Mohamed Farid Street, South 90th Street, Road 9',
    ),
    places: places(
      'Cairo||Nasr City; Cairo||Maadi; Giza||Dokki; New Cairo||Fifth Settlement; Alexandria||Smouha; Giza||Sheikh Zayed City',
    ),
    tld: 'com.eg',
    address: (r, street, p) => [
      `${r.int(1, 220)} ${street}${r.chance(0.4) ? `, ${r.pick(['Building', 'Tower'])} ${r.int(1, 40)}, Floor ${r.int(1, 12)}` : ''}`,
      `${p.region}, ${p.city}`,
    ],
    phone: (r) => `+20 ${r.pick(['2', '3', '10', '12'])} ${r.digits(4)} ${r.digits(4)}`,
  },
  QC: {
    country: 'Canada',
    people: list(
      'Marie-Ève Tremblay, Jean-François Gagnon, Isabelle Côté, Mathieu Bouchard, Geneviève Roy, Louis-Philippe Pelletier, Catherine Lévesque, Simon Bergeron',
    ),
    stems: list(
      'Boréal, Laurentides, Saint-Laurent, Mont-Royal, Beauce, Outaouais, Chaudière, Haute-Ville',
    ),
    trades: list(
      'Rénovations, Services informatiques, Constructions, Consultants, Imprimerie, Traiteur, Électrique, Entretien ménager',
    ),
    forms: list('inc., inc., ltée, S.E.N.C.'),
    tradeFirst: true,
    streets: list(
      'rue Saint-Denis, boulevard René-Lévesque Ouest, rue Sherbrooke Est, avenue du Mont-Royal Est, boulevard Laurier, rue King Ouest, Grande Allée Est, boulevard Saint-Joseph',
    ),
    places: places(
      'Montréal|H2X 1Y4|QC; Montréal|H3B 2G7|QC; Québec|G1R 4P5|QC; Laval|H7T 2P5|QC; Gatineau|J8X 3Y1|QC; Sherbrooke|J1H 1Z1|QC; Longueuil|J4K 5G4|QC; Trois-Rivières|G9A 5H3|QC',
    ),
    tld: 'ca',
    address: (r, street, p) => [
      `${r.int(10, 4800)}, ${street}${r.chance(0.4) ? `, bureau ${r.int(100, 1800)}` : ''}`,
      `${p.city} (Québec)  ${p.postcode}`,
    ],
    phone: (r) =>
      `${r.pick(['514', '438', '418', '450', '819', '873'])} ${r.int(200, 999)}-${r.digits(4)}`,
  },
};

const MAILBOXES: Partial<Record<Set6Code, string[]>> = {
  CL: ['contacto', 'facturacion', 'ventas', 'info'],
  CO: ['contacto', 'facturacion', 'ventas', 'info'],
  PE: ['contacto', 'facturacion', 'ventas', 'informes'],
  QC: ['info', 'facturation', 'comptabilite', 'administration'],
  VN: ['info', 'ketoan', 'sales', 'contact'],
};

export const countryOf6 = (code: Set6Code) => SPECS[code].country;

/** A company of one of set 6's countries; `avoid`: a stem not to take (the other party's). */
export function org6(
  r: Random,
  code: Set6Code,
  options: { form?: 'always' | 'never'; avoid?: string; trades?: string[] } = {},
): Org {
  const s = SPECS[code];
  const stem = r.pick(s.stems.filter((item) => !options.avoid?.includes(item)));
  const trade = r.chance(s.tradeFirst ? 0.85 : 0.7) ? r.pick(options.trades ?? s.trades) : '';
  const withForm = options.form === 'never' ? false : options.form === 'always' || r.chance(0.85);
  const place = r.pick(s.places);
  const brand = (s.tradeFirst ? [trade, stem] : [stem, trade]).filter(Boolean).join(' ');
  const form = withForm ? r.pick(s.forms) : '';
  const plain = !form ? brand : s.formFirst ? `${form} ${brand}` : `${brand} ${form}`;
  const name = s.upper ? plain.toLocaleUpperCase('vi') : plain;
  const domain = `${slug(stem)}${trade && r.chance(0.4) ? slug(trade.split(' ')[0]!) : ''}.${s.tld}`;
  return {
    name,
    stem: s.upper ? brand.toLocaleUpperCase('vi') : brand,
    company: true,
    contact: r.pick(s.people),
    address: s.address(r, r.pick(s.streets), place),
    place,
    country: s.country,
    phone: s.phone(r),
    email: `${r.pick(MAILBOXES[code] ?? ['info', 'billing', 'sales', 'accounts', 'admin'])}@${domain}`,
    website: `www.${domain}`,
    domain,
  };
}

/** A person of one of set 6's countries: a sole trader, a freelancer or a private customer. */
export function person6(r: Random, code: Set6Code): Org {
  const s = SPECS[code];
  const name = r.pick(s.people);
  const place = r.pick(s.places);
  const domain = `${slug(name)}.${s.tld}`;
  return {
    name,
    stem: name,
    company: false,
    contact: name,
    address: s.address(r, r.pick(s.streets), place),
    place,
    country: s.country,
    phone: s.phone(r),
    email: `${slug(name.split(' ')[0]!)}.${slug(name.split(' ').slice(1).join(''))}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
    website: `www.${domain}`,
    domain,
  };
}

// ---------------------------------------------------------------------------------------------
// Tax and registration numbers

const digitsOf = (text: string) => [...text].map(Number);

/** The Chilean RUT: the number and its modulo-11 check digit (0-9 or K), as 76.123.456-K. */
export function rut(r: Random, person = false): string {
  const body = String(person ? r.int(8_000_000, 22_999_999) : r.int(76_000_000, 77_999_999));
  const sum = [...body]
    .reverse()
    .reduce((acc, char, index) => acc + Number(char) * ((index % 6) + 2), 0);
  const check = 11 - (sum % 11);
  const dv = check === 11 ? '0' : check === 10 ? 'K' : String(check);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/** The Colombian NIT with its check digit (the DIAN's prime weights), as 900.123.456-7. */
export function nit(r: Random): string {
  const body = `${r.pick(['900', '901', '800', '860', '830'])}${r.digits(6)}`;
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const sum = [...body]
    .reverse()
    .reduce((acc, char, index) => acc + Number(char) * weights[index]!, 0);
  const rest = sum % 11;
  const dv = rest > 1 ? 11 - rest : rest;
  return `${body.slice(0, 3)}.${body.slice(3, 6)}.${body.slice(6)}-${dv}`;
}

/** The Peruvian RUC: 20 (a company) or 10 (a person) and nine digits, the last a check digit. */
export function ruc(r: Random, person = false): string {
  const base = `${person ? '10' : '20'}${r.digits(8)}`;
  const sum = digitsOf(base).reduce((acc, d, i) => acc + d * [5, 4, 3, 2, 7, 6, 5, 4, 3, 2][i]!, 0);
  const check = 11 - (sum % 11);
  return `${base}${check === 10 ? 0 : check === 11 ? 1 : check}`;
}

/** The Indonesian NPWP: 15 digits as 01.234.567.8-012.000, or from 2024 the 16-digit form. */
export function npwp(r: Random, iso: string): string {
  const base = `${r.pick(['01', '02', '03', '07', '08', '09'])}${r.digits(7)}${r.digits(3)}000`;
  if (iso >= '2024-07-01') return `0${base}`;
  return `${base.slice(0, 2)}.${base.slice(2, 5)}.${base.slice(5, 8)}.${base.slice(8, 9)}-${base.slice(9, 12)}.${base.slice(12)}`;
}

/** The Philippine TIN with its branch code (000, or five digits from 2024). */
export const tinPH = (r: Random, iso: string) =>
  `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}-${iso >= '2024-01-01' ? '00000' : '000'}`;

/** The Malaysian TIN (C and ten digits), the new business registration number and the SST number. */
export const tinMY = (r: Random) => `C${r.int(1, 2)}${r.digits(8)}${r.pick(['0', '0', '1'])}0`;
export const brnMY = (r: Random, iso: string) =>
  `${Number(iso.slice(0, 4)) - r.int(1, 25)}${r.pick(['01', '03'])}${r.digits(6)} (${r.int(100000, 1499999)}-${r.letters(1)})`;
export const sstMY = (r: Random) =>
  `${r.pick(['W10', 'B16', 'J31', 'W24'])}-${r.digits(4)}-${r.pick(['32', '31', '22'])}${r.digits(6)}`;

/** The Vietnamese tax code (mã số thuế): ten digits, the last a check digit. */
export function mst(r: Random): string {
  for (;;) {
    const base = `${r.pick(['01', '03', '04', '02'])}${r.digits(7)}`;
    const sum = digitsOf(base).reduce(
      (acc, d, i) => acc + d * [31, 29, 23, 19, 17, 13, 7, 5, 3][i]!,
      0,
    );
    const check = 10 - (sum % 11);
    if (check >= 0 && check <= 9) return `${base}${check}`;
  }
}

/** The Kenyan KRA PIN: P (a company) or A (a person), nine digits and a letter. */
export const kraPin = (r: Random, person = false) =>
  `${person ? 'A' : 'P'}${r.pick(['05', '00', '05', '06'])}${r.digits(7)}${r.letters(1)}`;

/** The Nigerian TIN (eight digits and a branch) and the company's RC number. */
export const tinNG = (r: Random) => `${r.int(10, 33)}${r.digits(6)}-0001`;
export const rcNG = (r: Random) => `RC ${r.int(150000, 1899999)}`;

/** The Egyptian tax registration number (nine digits, 123-456-789). */
export const trnEG = (r: Random) => `${r.int(100, 799)}-${r.digits(3)}-${r.digits(3)}`;

/** The Québec sales tax numbers: GST/TPS (business number and RT0001) and QST/TVQ (TQ0001). */
export const tpsQC = (r: Random) => `${r.int(7, 8)}${r.digits(8)} RT0001`;
export const tvqQC = (r: Random) => `${r.int(1, 1)}${r.digits(9)} TQ0001`;

/** A French SIREN and the VAT number its key gives (FR, two key digits, the SIREN). */
export function sirenFR(r: Random): { siren: string; vat: string } {
  const siren = `${r.int(3, 9)}${r.digits(8)}`;
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return { siren, vat: `FR${String(key).padStart(2, '0')}${siren}` };
}

// ---------------------------------------------------------------------------------------------
// Amounts in words

const VI_DIGITS = 'không một hai ba bốn năm sáu bảy tám chín'.split(' ');

function viBelow1000(n: number, full: boolean): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  const words: string[] = [];
  if (hundreds || full) words.push(VI_DIGITS[hundreds]!, 'trăm');
  if (tens === 0) {
    if (ones && (hundreds || full)) words.push('lẻ');
  } else if (tens === 1) words.push('mười');
  else words.push(VI_DIGITS[tens]!, 'mươi');
  if (ones) {
    if (ones === 1 && tens > 1) words.push('mốt');
    else if (ones === 5 && tens > 0) words.push('lăm');
    else words.push(VI_DIGITS[ones]!);
  }
  return words;
}

/** A whole number in Vietnamese words ("một triệu hai trăm nghìn"), capitalised. */
export function vietnameseWords(value: number): string {
  if (value === 0) return 'Không';
  const groups: [number, string][] = [
    [1_000_000_000, 'tỷ'],
    [1_000_000, 'triệu'],
    [1000, 'nghìn'],
    [1, ''],
  ];
  const words: string[] = [];
  let rest = value;
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count === 0) continue;
    words.push(...viBelow1000(count, words.length > 0), ...(name ? [name] : []));
  }
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ID_ONES = 'nol satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas'.split(
  ' ',
);

function idBelow1000(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  if (hundreds === 1) words.push('seratus');
  else if (hundreds) words.push(ID_ONES[hundreds]!, 'ratus');
  const rest = n % 100;
  if (rest < 12) {
    if (rest) words.push(ID_ONES[rest]!);
  } else if (rest < 20) words.push(ID_ONES[rest - 10]!, 'belas');
  else {
    words.push(ID_ONES[Math.floor(rest / 10)]!, 'puluh');
    if (rest % 10) words.push(ID_ONES[rest % 10]!);
  }
  return words;
}

/** A whole number in Indonesian words ("satu juta dua ratus ribu"): "seribu", "seratus". */
export function indonesianWords(value: number): string {
  if (value === 0) return 'nol';
  const words: string[] = [];
  let rest = value;
  for (const [size, name] of [
    [1_000_000_000, 'miliar'],
    [1_000_000, 'juta'],
    [1000, 'ribu'],
  ] as const) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (!count) continue;
    if (count === 1 && size === 1000) words.push('seribu');
    else words.push(...idBelow1000(count), name);
  }
  words.push(...idBelow1000(rest));
  return words.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** A linear barcode's look (bars of one to four widths), or PDF417's stacked rows (`rows` > 1). */
export function barcodePicture(r: Random, width: number, height: number, rows = 1): Logo {
  const scale = 3;
  const canvas = createCanvas(width * scale, height * scale);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width * scale, height * scale);
  ctx.fillStyle = '#000000';
  const unit = rows > 1 ? 0.9 : 0.7;
  const rowHeight = height / rows;
  for (let row = 0; row < rows; row += 1) {
    let x = 0;
    let dark = true;
    while (x < width) {
      const w = unit * r.int(1, 4);
      if (dark)
        ctx.fillRect(x * scale, row * rowHeight * scale, w * scale, rowHeight * scale + 0.5);
      x += w;
      dark = !dark;
    }
  }
  const src = `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
  return { src, width, height };
}
