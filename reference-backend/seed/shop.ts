/**
 * Seeds the chain: warehouses and stores in Lombardy, pickup points and lockers, demo accounts
 * with their addresses, gift certificates, consents and the back office. Ids the contracts name
 * (contracts/provider-states.ts) are kept: shopper 1001, address 300, store 5, warehouse 8.
 */
import type { Database } from '../database.ts';
import { fiscalCode } from '../domain/fiscal-code.ts';
import { hashPassword } from '../domain/passwords.ts';
import { FACILITATED_ADDRESS_CLASS_ID, SITE_STORE_ID } from '../domain/shop.ts';
import { addDays, isoDay } from './catalogue.ts';

export const DEMO_PASSWORD = 'Segreta1';

export const DEMO_ACCOUNTS = [
  {
    userId: 1001,
    login: 'mario.rossi@example.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    role: 'cliente con ordini in vari stati, liste e carta salvata',
  },
  {
    userId: 1002,
    login: 'giulia.bianchi@example.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    role: 'cliente semplice (Monza)',
  },
  {
    userId: 1003,
    login: 'luca.verdi@example.it',
    firstName: 'Luca',
    lastName: 'Verdi',
    role: 'cliente con verifica in due passaggi (MFA)',
  },
  {
    userId: 1004,
    login: 'anna.esposito@example.it',
    firstName: 'Anna',
    lastName: 'Esposito',
    role: 'cliente con consegna agevolata (consenso 4, indirizzo classe 999)',
  },
] as const;

/**
 * Demo shoppers linked to a social provider's account: the fake provider signs in only these
 * (Giulia is linked to none, so choosing her there is refused).
 */
/** `profile`: what the provider says of its account (registration/social_user_detail). */
export const SIGN_IN_LINKS = [
  {
    provider: 'google',
    subject: 'mario.rossi.sporta@gmail.example',
    userId: 1001,
    profile: { firstName: 'Mario', lastName: 'Rossi', gender: 'M', birthDate: '01/01/1980' },
  },
  {
    provider: 'facebook',
    subject: 'anna.esposito.sporta@facebook.example',
    userId: 1004,
    profile: { firstName: 'Anna', lastName: 'Esposito', gender: 'F', birthDate: '05/11/1948' },
  },
] as const;

export const BACKOFFICE_ACCOUNTS = [
  {
    username: 'operatore',
    password: 'Ufficio1',
    otp: false,
    roles: ['BACKOFFICE', 'CUSTOMER_CARE'],
  },
  { username: 'supervisore', password: 'Ufficio1', otp: true, roles: ['BACKOFFICE', 'ADMIN'] },
  // Signs in but may not search customers (neither CUSTOMER_CARE nor ADMIN): the role check's case.
  { username: 'magazziniere', password: 'Ufficio1', otp: false, roles: ['BACKOFFICE'] },
] as const;

interface WarehouseSeed {
  id: number;
  storeId: number;
  name: string;
  address1: string;
  number: string;
  city: string;
  province: string;
  postalCode: string;
  lat: number;
  lon: number;
  radiusKm: number;
  services: number[];
}

const WAREHOUSES: readonly WarehouseSeed[] = [
  {
    id: 8,
    storeId: SITE_STORE_ID,
    name: 'Sporta Milano Lorenteggio',
    address1: 'Via Lorenteggio',
    number: '251',
    city: 'Milano',
    province: 'MI',
    postalCode: '20152',
    lat: 45.4468,
    lon: 9.1128,
    radiusKm: 12,
    services: [1, 2, 3],
  },
  {
    id: 1,
    storeId: 6,
    name: 'Sporta Milano Viale Monza',
    address1: 'Viale Monza',
    number: '120',
    city: 'Milano',
    province: 'MI',
    postalCode: '20127',
    lat: 45.5037,
    lon: 9.2238,
    radiusKm: 10,
    services: [1, 2, 3],
  },
  {
    id: 2,
    storeId: 7,
    name: 'Sporta Monza',
    address1: 'Via Lecco',
    number: '50',
    city: 'Monza',
    province: 'MB',
    postalCode: '20900',
    lat: 45.5934,
    lon: 9.2806,
    radiusKm: 12,
    services: [1, 2],
  },
  {
    id: 10,
    storeId: 17,
    name: 'Sporta Carate Brianza',
    address1: 'Via Cusani',
    number: '10',
    city: 'Carate Brianza',
    province: 'MB',
    postalCode: '20841',
    lat: 45.6752,
    lon: 9.2388,
    radiusKm: 8,
    services: [1, 2, 10000],
  },
  {
    id: 3,
    storeId: 11,
    name: 'Sporta Bergamo',
    address1: 'Via Autostrada',
    number: '21',
    city: 'Bergamo',
    province: 'BG',
    postalCode: '24126',
    lat: 45.6829,
    lon: 9.6589,
    radiusKm: 12,
    services: [1, 2],
  },
  {
    id: 4,
    storeId: 12,
    name: 'Sporta Brescia',
    address1: 'Via Orzinuovi',
    number: '25',
    city: 'Brescia',
    province: 'BS',
    postalCode: '25125',
    lat: 45.5276,
    lon: 10.1962,
    radiusKm: 10,
    services: [1, 2],
  },
  {
    id: 5,
    storeId: 13,
    name: 'Sporta Como',
    address1: 'Viale Innocenzo XI',
    number: '70',
    city: 'Como',
    province: 'CO',
    postalCode: '22100',
    lat: 45.7972,
    lon: 9.0902,
    radiusKm: 8,
    services: [1, 2],
  },
  {
    id: 6,
    storeId: 14,
    name: 'Sporta Varese',
    address1: 'Viale Belforte',
    number: '150',
    city: 'Varese',
    province: 'VA',
    postalCode: '21100',
    lat: 45.8077,
    lon: 8.812,
    radiusKm: 8,
    services: [1, 2],
  },
  {
    id: 7,
    storeId: 15,
    name: 'Sporta Pavia',
    address1: 'Viale Cremona',
    number: '30',
    city: 'Pavia',
    province: 'PV',
    postalCode: '27100',
    lat: 45.183,
    lon: 9.17,
    radiusKm: 0,
    services: [1],
  },
  {
    id: 9,
    storeId: 16,
    name: 'Sporta Lecco',
    address1: 'Corso Carlo Alberto',
    number: '98',
    city: 'Lecco',
    province: 'LC',
    postalCode: '23900',
    lat: 45.853,
    lon: 9.39,
    radiusKm: 0,
    services: [1],
  },
];

/** spec: shopping §9 "invoice option shown for warehouse 89; dksId 89": a dark store for home
 * delivery only, reaching no new address (radius 0) — a demo account's office is delivered from it. */
const DARK_STORE: WarehouseSeed = {
  id: 89,
  storeId: 89,
  name: 'Sporta Pero',
  address1: 'Via Sempione',
  number: '230',
  city: 'Pero',
  province: 'MI',
  postalCode: '20016',
  lat: 45.5097,
  lon: 9.0873,
  radiusKm: 0,
  services: [2],
};

const LOCKERS = [
  {
    id: 601,
    service: 10000,
    warehouse: 10,
    name: 'Locker Carate Brianza - Piazza Risorgimento',
    address1: 'Piazza Risorgimento',
    number: '1',
    city: 'Carate Brianza',
    province: 'MB',
    postalCode: '20841',
    lat: 45.6761,
    lon: 9.2371,
  },
  {
    id: 611,
    service: 10002,
    warehouse: 8,
    name: 'Locker Milano Centrale',
    address1: 'Piazza Duca d’Aosta',
    number: '1',
    city: 'Milano',
    province: 'MI',
    postalCode: '20124',
    lat: 45.4846,
    lon: 9.2033,
  },
  {
    id: 612,
    service: 10002,
    warehouse: 1,
    name: 'Locker Milano Città Studi',
    address1: 'Piazza Leonardo da Vinci',
    number: '32',
    city: 'Milano',
    province: 'MI',
    postalCode: '20133',
    lat: 45.4781,
    lon: 9.2275,
  },
  {
    id: 613,
    service: 10002,
    warehouse: 1,
    name: 'Locker Sesto San Giovanni Stazione',
    address1: 'Piazza Primo Maggio',
    number: '4',
    city: 'Sesto San Giovanni',
    province: 'MI',
    postalCode: '20099',
    lat: 45.5418,
    lon: 9.2382,
  },
  {
    id: 614,
    service: 10002,
    warehouse: 3,
    name: 'Locker Bergamo Stazione',
    address1: 'Piazzale Guglielmo Marconi',
    number: '1',
    city: 'Bergamo',
    province: 'BG',
    postalCode: '24122',
    lat: 45.6906,
    lon: 9.6752,
  },
  {
    id: 615,
    service: 10002,
    warehouse: 8,
    name: 'Locker Rho Fiera',
    address1: 'Strada Statale del Sempione',
    number: '28',
    city: 'Rho',
    province: 'MI',
    postalCode: '20017',
    lat: 45.5206,
    lon: 9.0868,
  },
];

interface HomeAddress {
  id: number;
  userId: number;
  name: string;
  address1: string;
  number: string;
  city: string;
  province: string;
  postalCode: string;
  lat: number;
  lon: number;
  warehouse: number;
  facilitated?: boolean;
}

const HOMES: readonly HomeAddress[] = [
  {
    id: 300,
    userId: 1001,
    name: 'Casa',
    address1: 'Via Giuseppe Mazzini',
    number: '12',
    city: 'Milano',
    province: 'MI',
    postalCode: '20123',
    lat: 45.4625,
    lon: 9.186,
    warehouse: 8,
  },
  {
    id: 301,
    userId: 1001,
    name: 'Ufficio',
    address1: 'Corso Buenos Aires',
    number: '45',
    city: 'Milano',
    province: 'MI',
    postalCode: '20124',
    lat: 45.4802,
    lon: 9.2106,
    warehouse: 1,
  },
  {
    id: 310,
    userId: 1002,
    name: 'Casa',
    address1: 'Via Italia',
    number: '20',
    city: 'Monza',
    province: 'MB',
    postalCode: '20900',
    lat: 45.5838,
    lon: 9.2738,
    warehouse: 2,
  },
  {
    id: 320,
    userId: 1003,
    name: 'Casa',
    address1: 'Via XX Settembre',
    number: '5',
    city: 'Bergamo',
    province: 'BG',
    postalCode: '24122',
    lat: 45.6955,
    lon: 9.6683,
    warehouse: 3,
  },
  {
    id: 321,
    userId: 1003,
    name: 'Ufficio',
    address1: 'Via Sempione',
    number: '120',
    city: 'Pero',
    province: 'MI',
    postalCode: '20016',
    lat: 45.5108,
    lon: 9.0901,
    warehouse: 89,
  },
  {
    id: 330,
    userId: 1004,
    name: 'Casa (Consegna Agevolata)',
    address1: 'Via Roma',
    number: '8',
    city: 'Sesto San Giovanni',
    province: 'MI',
    postalCode: '20099',
    lat: 45.5352,
    lon: 9.2316,
    warehouse: 1,
    facilitated: true,
  },
  {
    id: 331,
    userId: 1004,
    name: 'Casa di mia figlia',
    address1: 'Viale Abruzzi',
    number: '70',
    city: 'Milano',
    province: 'MI',
    postalCode: '20131',
    lat: 45.4853,
    lon: 9.2168,
    warehouse: 1,
  },
];

export function seedShop(db: Database, today: Date): void {
  for (const w of [...WAREHOUSES, DARK_STORE]) {
    db.run(
      `INSERT INTO warehouses (warehouse_id, name, slug, address1, address_number, city, province, postal_code,
        latitude, longitude, phone, home_radius_m) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      w.id,
      w.name,
      w.name.toLowerCase().replaceAll(' ', '-'),
      w.address1,
      w.number,
      w.city,
      w.province,
      w.postalCode,
      w.lat,
      w.lon,
      `02 ${String(4800000 + w.id * 1117).slice(0, 7)}`,
      w.radiusKm * 1000,
    );
    db.run(
      'INSERT INTO stores (store_id, warehouse_id, name, services) VALUES (?, ?, ?, ?)',
      w.storeId,
      w.id,
      w.name,
      JSON.stringify(w.services),
    );
    // The store's pickup point (address type 3, service 1), where it has pickup.
    if (!w.services.includes(1)) continue;
    db.run(
      `INSERT INTO addresses (address_id, user_id, address_type_id, delivery_service_id, warehouse_id, store_id,
        address_name, address1, address_number, city, province, postal_code, latitude, longitude, zone_id)
       VALUES (?, NULL, 3, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      500 + w.id,
      w.id,
      w.storeId,
      w.name,
      w.address1,
      w.number,
      w.city,
      w.province,
      w.postalCode,
      w.lat,
      w.lon,
      100 + w.id,
    );
  }
  for (const l of LOCKERS) {
    const storeId = WAREHOUSES.find((w) => w.id === l.warehouse)?.storeId ?? SITE_STORE_ID;
    db.run(
      `INSERT INTO addresses (address_id, user_id, address_type_id, delivery_service_id, warehouse_id, store_id,
        address_name, address1, address_number, city, province, postal_code, latitude, longitude, zone_id)
       VALUES (?, NULL, 5, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      l.id,
      l.service,
      l.warehouse,
      storeId,
      l.name,
      l.address1,
      l.number,
      l.city,
      l.province,
      l.postalCode,
      l.lat,
      l.lon,
      200 + l.warehouse,
    );
  }

  const password = hashPassword(DEMO_PASSWORD);
  const created = addDays(today, -400).toISOString();
  for (const account of DEMO_ACCOUNTS) {
    const legals = account.userId === 1004 ? [1, 2, 4] : [1, 2];
    db.run(
      `INSERT INTO users (user_id, login, email, password_hash, first_name, last_name, user_type_id, status,
        mfa_enabled, cod_int, legals, crm_segments, person, default_delivery_address_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 2, 'active', ?, ?, ?, ?, ?, ?, ?)`,
      account.userId,
      account.login,
      account.login,
      password,
      account.firstName,
      account.lastName,
      account.userId === 1003,
      `C${account.userId}`,
      JSON.stringify(legals),
      JSON.stringify(account.userId === 1001 ? [12] : []),
      JSON.stringify(personOf(account)),
      HOMES.find((h) => h.userId === account.userId)?.id ?? null,
      created,
    );
  }
  for (const h of HOMES) {
    db.run(
      `INSERT INTO addresses (address_id, user_id, address_type_id, delivery_service_id, warehouse_id, store_id,
        address_name, address1, address_number, city, province, postal_code, latitude, longitude, zone_id,
        address_class_id, facilitated, extra)
       VALUES (?, ?, 2, 2, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      h.id,
      h.userId,
      h.warehouse,
      WAREHOUSES.find((w) => w.id === h.warehouse)?.storeId ?? SITE_STORE_ID,
      h.name,
      h.address1,
      h.number,
      h.city,
      h.province,
      h.postalCode,
      h.lat,
      h.lon,
      300 + h.warehouse,
      h.facilitated ? FACILITATED_ADDRESS_CLASS_ID : null,
      h.facilitated ?? false,
      JSON.stringify({
        doorbellName: 'Rossi',
        floor: '3',
        elevator: true,
        referencePhoneNumber: '3331234567',
      }),
    );
  }
  for (const link of SIGN_IN_LINKS) {
    db.run(
      'INSERT INTO sign_in_links (provider, subject, user_id, profile) VALUES (?, ?, ?, ?)',
      link.provider,
      link.subject,
      link.userId,
      JSON.stringify(link.profile),
    );
  }
  for (const b of BACKOFFICE_ACCOUNTS) {
    db.run(
      'INSERT INTO backoffice_users (username, password_hash, otp_enabled, roles) VALUES (?, ?, ?, ?)',
      b.username,
      hashPassword(b.password),
      b.otp,
      JSON.stringify(b.roles),
    );
  }

  const until = isoDay(addDays(today, 180));
  const certificates = [
    [1, 'SCONTO10', 'Sconto 10%', 'Sconto del 10% sul totale della spesa', 'percent', 10, 0],
    [
      2,
      'BENVENUTO5',
      'Benvenuto 5 €',
      '5 € di sconto sulla prima spesa da almeno 40 €',
      'amount',
      5,
      40,
    ],
    [
      3,
      'PAGNOTTA-MR01',
      'Buono Pagnotta 5 €',
      'Credito pane di 5 € da usare su una spesa',
      'amount',
      5,
      0,
    ],
    [4, 'PAGNOTTA-MR02', 'Buono Pagnotta 3 €', 'Credito pane di 3 € (già usato)', 'amount', 3, 0],
    [
      5,
      'FEDELTA15',
      'Premio fedeltà 15 €',
      '15 € di sconto su una spesa da almeno 100 €',
      'amount',
      15,
      100,
    ],
  ] as const;
  for (const [id, code, name, description, kind, amount, min] of certificates) {
    db.run(
      'INSERT INTO gift_certificates (gift_certificate_id, code, name, description, kind, amount, min_total, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      id,
      code,
      name,
      description,
      kind,
      amount,
      min,
      until,
    );
  }
  // One certificate whose validity ended: the history (show_history) shows it as expired.
  db.run(
    'INSERT INTO gift_certificates (gift_certificate_id, code, name, description, kind, amount, min_total, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    6,
    'ESTATE20',
    'Sconto estate 20%',
    'Sconto del 20% su una spesa da almeno 50 €, valido l’estate scorsa',
    'percent',
    20,
    50,
    isoDay(addDays(today, -30)),
  );
  db.run(
    'INSERT INTO user_gift_certificates (user_gift_certificate_id, user_id, gift_certificate_id, manual, assigned_at) VALUES (801, 1001, 3, 0, ?), (802, 1001, 4, 1, ?), (803, 1001, 5, 1, ?), (804, 1001, 6, 0, ?)',
    created,
    created,
    created,
    created,
  );
  db.run(
    'UPDATE user_gift_certificates SET used_order_id = 890 WHERE user_gift_certificate_id = 802',
  );

  const disclaimers = [
    [
      1,
      1,
      true,
      'Ho letto e accetto il regolamento del servizio di spesa online e l’informativa sulla privacy.',
    ],
    [2, 2, false, 'Acconsento a ricevere comunicazioni commerciali e offerte via e-mail.'],
    [
      3,
      3,
      false,
      'Acconsento all’analisi delle mie abitudini di acquisto per ricevere offerte personalizzate.',
    ],
    [
      4,
      4,
      false,
      'Chiedo l’accesso alle consegne agevolate e acconsento al trattamento dei dati necessari.',
    ],
  ] as const;
  for (const [id, legal, required, descr] of disclaimers) {
    db.run(
      'INSERT INTO disclaimers (registration_disclaimer_id, module_type_id, store_id, legal_id, descr, required) VALUES (?, 2, ?, ?, ?, ?)',
      id,
      SITE_STORE_ID,
      legal,
      descr,
      required,
    );
  }
  for (const account of DEMO_ACCOUNTS) {
    for (const [id] of disclaimers) {
      const given = id <= 2 || (id === 4 && account.userId === 1004);
      db.run(
        'INSERT INTO user_disclaimers (user_id, registration_disclaimer_id, value) VALUES (?, ?, ?)',
        account.userId,
        id,
        given ? 'true' : 'false',
      );
    }
  }
  db.run(
    "INSERT INTO payment_auths (user_payment_auth_id, user_id, payment_type_id, card, expiry) VALUES (77, 1001, 2, 'VISA **** **** **** 4242', '12/28')",
  );
  db.run(
    'INSERT INTO person_fiscal (person_fiscal_id, user_id, data) VALUES (70, 1001, ?)',
    JSON.stringify({
      personFiscalId: 70,
      companyName: '',
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: fiscalCode({
        name: 'Mario',
        surname: 'Rossi',
        gender: 'M',
        birthDate: '01/01/1980',
        belfiore: 'F205',
      }),
      vatNumber: '',
      address1: 'Via Giuseppe Mazzini 12',
      city: 'Milano',
      province: 'MI',
      postalCode: '20123',
      pec: '',
      sdiCode: '0000000',
    }),
  );
  db.run(
    "INSERT INTO marketing_contacts (contact_key, user_id) VALUES ('CK1', 1001), ('CK2', 1002)",
  );

  const blocks = [
    [
      3,
      10,
      'banner',
      'La pasta dei nostri pastifici',
      'Trafilata al bronzo, essiccata lentamente: scopri la selezione di pasta italiana.',
      '/category/pasta',
    ],
    [
      4,
      40,
      'banner',
      'Frutta e verdura di stagione',
      'Ogni mattina dai mercati della Lombardia, pesata al grammo.',
      '/category/frutta-e-verdura',
    ],
    [
      5,
      90,
      'text',
      'Acqua a casa tua',
      'Fino a 10 confezioni per spesa: le portiamo noi fino alla porta.',
      null,
    ],
  ] as const;
  for (const [id, category, template, title, body, link] of blocks) {
    db.run(
      'INSERT INTO category_blocks (category_block_id, category_id, position, template, title, body, link) VALUES (?, ?, 0, ?, ?, ?, ?)',
      id,
      category,
      template,
      title,
      body,
      link,
    );
  }
}

function personOf(account: (typeof DEMO_ACCOUNTS)[number]) {
  const born: Record<number, [string, string, string]> = {
    1001: ['01/01/1980', 'Milano', 'F205'],
    1002: ['14/03/1991', 'Monza', 'F704'],
    1003: ['22/07/1985', 'Bergamo', 'A794'],
    1004: ['05/11/1948', 'Sesto San Giovanni', 'I690'],
  };
  const [birthDate, birthPlace, belfiore] = born[account.userId] ?? [
    '01/01/1990',
    'Milano',
    'F205',
  ];
  const gender = account.firstName === 'Mario' || account.firstName === 'Luca' ? 'M' : 'F';
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    gender,
    birthDate,
    birthPlace,
    fiscalCode:
      fiscalCode({
        name: account.firstName,
        surname: account.lastName,
        gender,
        birthDate,
        belfiore,
      }) ?? '',
    phone: `33${String(account.userId).padStart(8, '1')}`,
    fidelityCard: `2400${account.userId}0000`,
  };
}
