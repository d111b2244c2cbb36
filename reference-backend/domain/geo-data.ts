/**
 * Lombardy for the geo and postal lookups (account §7 "Address search is limited to Lombardy"):
 * provinces with their ISTAT codes, towns with ISTAT and cadastral (Belfiore) codes, postcode and
 * coordinates, and common street names. Fixed data: it does not change at run time.
 */

export interface Province {
  code: string;
  name: string;
  istat: string;
}
export interface Town {
  /** ISTAT code of the town (6 digits), also its id in the lookups. */
  istat: string;
  name: string;
  province: string;
  belfiore: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export const PROVINCES: readonly Province[] = [
  { code: 'BG', name: 'Bergamo', istat: '016' },
  { code: 'BS', name: 'Brescia', istat: '017' },
  { code: 'CO', name: 'Como', istat: '013' },
  { code: 'CR', name: 'Cremona', istat: '019' },
  { code: 'LC', name: 'Lecco', istat: '097' },
  { code: 'LO', name: 'Lodi', istat: '098' },
  { code: 'MN', name: 'Mantova', istat: '020' },
  { code: 'MI', name: 'Milano', istat: '015' },
  { code: 'MB', name: 'Monza e della Brianza', istat: '108' },
  { code: 'PV', name: 'Pavia', istat: '018' },
  { code: 'SO', name: 'Sondrio', istat: '014' },
  { code: 'VA', name: 'Varese', istat: '012' },
];

const town = (
  istat: string,
  name: string,
  province: string,
  belfiore: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): Town => ({ istat, name, province, belfiore, postalCode, latitude, longitude });

export const TOWNS: readonly Town[] = [
  town('015146', 'Milano', 'MI', 'F205', '20121', 45.4642, 9.19),
  town('015209', 'Sesto San Giovanni', 'MI', 'I690', '20099', 45.5351, 9.2338),
  town('015077', 'Cinisello Balsamo', 'MI', 'C707', '20092', 45.5553, 9.2147),
  town('015182', 'Rho', 'MI', 'H264', '20017', 45.5289, 9.0402),
  town('015118', 'Legnano', 'MI', 'E514', '20025', 45.596, 8.9147),
  town('015093', 'Corsico', 'MI', 'D045', '20094', 45.4319, 9.1107),
  town('015192', 'San Donato Milanese', 'MI', 'H827', '20097', 45.4163, 9.266),
  town('015205', 'Segrate', 'MI', 'I577', '20054', 45.4893, 9.2935),
  town('015081', 'Cologno Monzese', 'MI', 'C895', '20093', 45.5286, 9.2783),
  town('015027', 'Bollate', 'MI', 'A940', '20021', 45.5467, 9.1196),
  town('015002', 'Abbiategrasso', 'MI', 'A010', '20081', 45.3984, 8.9175),
  town('108033', 'Monza', 'MB', 'F704', '20900', 45.5845, 9.2744),
  town('108016', 'Carate Brianza', 'MB', 'B729', '20841', 45.6752, 9.2388),
  town('108039', 'Seregno', 'MB', 'I625', '20831', 45.65, 9.2044),
  town('108023', 'Desio', 'MB', 'D286', '20832', 45.6186, 9.207),
  town('108028', 'Lissone', 'MB', 'E617', '20851', 45.6136, 9.2429),
  town('108050', 'Vimercate', 'MB', 'M052', '20871', 45.6153, 9.3686),
  town('016024', 'Bergamo', 'BG', 'A794', '24121', 45.6983, 9.6773),
  town('016091', 'Dalmine', 'BG', 'D245', '24044', 45.6497, 9.6045),
  town('016219', 'Treviglio', 'BG', 'L400', '24047', 45.5207, 9.593),
  town('017029', 'Brescia', 'BS', 'B157', '25121', 45.5416, 10.2118),
  town('017067', 'Desenzano del Garda', 'BS', 'D284', '25015', 45.4712, 10.5372),
  town('013075', 'Como', 'CO', 'C933', '22100', 45.8081, 9.0852),
  town('013041', 'Cantù', 'CO', 'B639', '22063', 45.7386, 9.1297),
  town('013095', 'Erba', 'CO', 'D416', '22036', 45.8106, 9.2236),
  town('012133', 'Varese', 'VA', 'L682', '21100', 45.8206, 8.8251),
  town('012026', 'Busto Arsizio', 'VA', 'B300', '21052', 45.612, 8.8518),
  town('012070', 'Gallarate', 'VA', 'D869', '21013', 45.6603, 8.7918),
  town('012119', 'Saronno', 'VA', 'I441', '21047', 45.6253, 9.0356),
  town('097042', 'Lecco', 'LC', 'E507', '23900', 45.8566, 9.3977),
  town('097048', 'Merate', 'LC', 'F133', '23807', 45.6977, 9.419),
  town('098031', 'Lodi', 'LO', 'E648', '26900', 45.3142, 9.5036),
  town('098019', 'Codogno', 'LO', 'C816', '26845', 45.1598, 9.705),
  town('019036', 'Cremona', 'CR', 'D150', '26100', 45.1332, 10.0227),
  town('019035', 'Crema', 'CR', 'D142', '26013', 45.3623, 9.687),
  town('020030', 'Mantova', 'MN', 'E897', '46100', 45.1564, 10.7914),
  town('018110', 'Pavia', 'PV', 'G388', '27100', 45.1847, 9.1582),
  town('018177', 'Vigevano', 'PV', 'L872', '27029', 45.317, 8.8588),
  town('018182', 'Voghera', 'PV', 'M109', '27058', 44.9925, 9.0094),
  town('014061', 'Sondrio', 'SO', 'I829', '23100', 46.1699, 9.8715),
  town('014009', 'Bormio', 'SO', 'B049', '23032', 46.4677, 10.3705),
];

/** Streets every town has (a lookup, not a map: the numbers are not checked). */
export const COMMON_STREETS: readonly string[] = [
  'Via Roma',
  'Via Giuseppe Garibaldi',
  'Via Giuseppe Mazzini',
  'Via Dante Alighieri',
  'Via Alessandro Manzoni',
  'Via Cavour',
  'Via Vittorio Emanuele II',
  'Corso Italia',
  'Via XX Settembre',
  'Via Giacomo Matteotti',
  'Via Milano',
  'Via Monza',
  'Via Verdi',
  'Via Trieste',
  'Piazza della Libertà',
  'Viale Lombardia',
  'Via San Francesco',
  'Via Europa',
];

export const TOWN_STREETS: Readonly<Record<string, readonly string[]>> = {
  '015146': [
    'Corso Buenos Aires',
    'Viale Monza',
    'Via Lorenteggio',
    'Corso di Porta Romana',
    'Via Torino',
    'Viale Certosa',
    'Via Padova',
    'Corso Sempione',
    'Via Washington',
    'Viale Abruzzi',
    'Piazza Leonardo da Vinci',
    'Piazza Duca d’Aosta',
  ],
  '108033': ['Via Lecco', 'Corso Milano', 'Viale Cesare Battisti', 'Via Italia'],
  '016024': ['Via Autostrada', 'Via Carlo Serassi', 'Viale Papa Giovanni XXIII'],
};

/**
 * A town by its ISTAT code (6 digits), or by the Poste locality id: the progressive number
 * within its province (up to 3 digits), with the province's ISTAT code when the caller has it.
 */
export function townById(id: string | number, provinceIstat?: string): Town | undefined {
  const text = String(id).trim();
  if (!/^\d+$/.test(text)) return undefined;
  if (text.length > 3) return TOWNS.find((t) => t.istat === text.padStart(6, '0'));
  const local = text.padStart(3, '0');
  const province = provinceIstat?.trim().padStart(3, '0');
  return TOWNS.find((t) => t.istat.endsWith(local) && (!province || t.istat.startsWith(province)));
}

export function townByName(name: string, province?: string): Town | undefined {
  const wanted = name.trim().toLowerCase();
  return TOWNS.find(
    (t) =>
      t.name.toLowerCase() === wanted &&
      (province === undefined || t.province === province.trim().toUpperCase()),
  );
}

export function provinceOf(value: string): Province | undefined {
  const wanted = value.trim().toUpperCase();
  return PROVINCES.find(
    (p) =>
      p.code === wanted || p.istat === wanted.padStart(3, '0') || p.name.toUpperCase() === wanted,
  );
}

export function streetsOf(town: Town): string[] {
  return [...(TOWN_STREETS[town.istat] ?? []), ...COMMON_STREETS];
}

/** Distance in metres between two points (haversine). */
export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371000 * 2 * Math.asin(Math.sqrt(a));
}
