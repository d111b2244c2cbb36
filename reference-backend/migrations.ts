/**
 * Versioned schema of the reference backend. Each entry is one migration, applied once in order
 * (database.ts keeps the count in PRAGMA user_version). Never edit a shipped entry: append one.
 */
export const MIGRATIONS: readonly string[] = [
  // 1 — catalogue, shop, accounts, carts, orders, lists, development mailbox.
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE categories (
    category_id INTEGER PRIMARY KEY,
    parent_id INTEGER REFERENCES categories(category_id),
    level INTEGER NOT NULL,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    sector TEXT NOT NULL,
    icon TEXT,
    title TEXT
  );
  CREATE TABLE category_blocks (
    category_block_id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(category_id),
    position INTEGER NOT NULL,
    template TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT
  );
  CREATE TABLE vendors (vendor_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
  CREATE TABLE product_classes (class_id INTEGER PRIMARY KEY, name TEXT NOT NULL, descr TEXT NOT NULL);
  CREATE TABLE products (
    product_id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(category_id),
    vendor_id INTEGER NOT NULL REFERENCES vendors(vendor_id),
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    brand TEXT NOT NULL,
    pack TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    barcode TEXT NOT NULL UNIQUE,
    tipologia TEXT NOT NULL,
    price REAL NOT NULL,
    price_display REAL NOT NULL,
    price_um REAL,
    um TEXT NOT NULL,
    iva_pct TEXT NOT NULL,
    infos TEXT NOT NULL,
    promo TEXT,
    select_options TEXT,
    description TEXT,
    is_new INTEGER NOT NULL DEFAULT 0,
    available INTEGER NOT NULL DEFAULT 1,
    kind TEXT NOT NULL,
    position INTEGER NOT NULL,
    search TEXT NOT NULL
  );
  CREATE INDEX products_category ON products(category_id);
  CREATE TABLE product_class_links (
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    class_id INTEGER NOT NULL REFERENCES product_classes(class_id),
    PRIMARY KEY (product_id, class_id)
  );

  CREATE TABLE warehouses (
    warehouse_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    address1 TEXT NOT NULL,
    address_number TEXT NOT NULL,
    city TEXT NOT NULL,
    province TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    latitude REAL NOT NULL,
    longitude REAL NOT NULL,
    phone TEXT,
    home_radius_m REAL NOT NULL DEFAULT 0
  );
  CREATE TABLE stores (
    store_id INTEGER PRIMARY KEY,
    warehouse_id INTEGER NOT NULL REFERENCES warehouses(warehouse_id),
    name TEXT NOT NULL,
    services TEXT NOT NULL
  );
  CREATE TABLE users (
    user_id INTEGER PRIMARY KEY,
    login TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email TEXT NOT NULL COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    user_type_id INTEGER NOT NULL DEFAULT 2,
    status TEXT NOT NULL DEFAULT 'active',
    mfa_enabled INTEGER NOT NULL DEFAULT 0,
    cod_int TEXT,
    profile_level INTEGER NOT NULL DEFAULT 2,
    beta_tester INTEGER NOT NULL DEFAULT 0,
    legals TEXT NOT NULL DEFAULT '[]',
    crm_segments TEXT NOT NULL DEFAULT '[]',
    person TEXT NOT NULL DEFAULT '{}',
    default_store_address_id INTEGER,
    default_delivery_address_id INTEGER,
    company_id INTEGER,
    shop_at_work TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE backoffice_users (
    username TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    otp_enabled INTEGER NOT NULL DEFAULT 0,
    roles TEXT NOT NULL
  );
  CREATE TABLE addresses (
    address_id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(user_id),
    address_type_id INTEGER NOT NULL,
    delivery_service_id INTEGER NOT NULL,
    warehouse_id INTEGER REFERENCES warehouses(warehouse_id),
    store_id INTEGER,
    address_name TEXT NOT NULL,
    address1 TEXT NOT NULL,
    address_number TEXT NOT NULL,
    city TEXT NOT NULL,
    province TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    latitude REAL,
    longitude REAL,
    zone_id INTEGER,
    address_class_id INTEGER,
    facilitated INTEGER NOT NULL DEFAULT 0,
    extra TEXT NOT NULL DEFAULT '{}',
    deleted INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX addresses_user ON addresses(user_id);
  CREATE TABLE sessions (
    session_id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL DEFAULT -1,
    remember INTEGER NOT NULL DEFAULT 0,
    backoffice_user TEXT,
    data TEXT NOT NULL DEFAULT '{}',
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE codes (
    code TEXT NOT NULL,
    kind TEXT NOT NULL,
    user_id INTEGER,
    subject TEXT,
    value TEXT,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, code)
  );
  CREATE TABLE mailbox (
    mail_id INTEGER PRIMARY KEY,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    code TEXT,
    sent_at TEXT NOT NULL
  );

  CREATE TABLE gift_certificates (
    gift_certificate_id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    kind TEXT NOT NULL,
    amount REAL NOT NULL,
    min_total REAL NOT NULL DEFAULT 0,
    valid_until TEXT NOT NULL
  );
  CREATE TABLE user_gift_certificates (
    user_gift_certificate_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    gift_certificate_id INTEGER NOT NULL REFERENCES gift_certificates(gift_certificate_id),
    manual INTEGER NOT NULL DEFAULT 0,
    used_order_id INTEGER,
    assigned_at TEXT NOT NULL
  );
  CREATE TABLE carts (
    cart_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    status_id INTEGER NOT NULL DEFAULT 1,
    order_id INTEGER,
    delivery_service_id INTEGER,
    address_id INTEGER,
    address_auto INTEGER NOT NULL DEFAULT 1,
    timeslot_date TEXT,
    timeslot_id INTEGER,
    timeslot_auto INTEGER NOT NULL DEFAULT 1,
    warehouse_id INTEGER,
    store_id INTEGER,
    infos TEXT NOT NULL DEFAULT '{}',
    prepared INTEGER NOT NULL DEFAULT 0,
    closed INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX carts_user ON carts(user_id, closed);
  CREATE TABLE cart_items (
    item_id TEXT PRIMARY KEY,
    cart_id INTEGER NOT NULL REFERENCES carts(cart_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    quantity REAL NOT NULL,
    weight REAL,
    insertion_type_id INTEGER NOT NULL DEFAULT 1,
    infos TEXT NOT NULL DEFAULT '{}',
    position INTEGER NOT NULL
  );
  CREATE INDEX cart_items_cart ON cart_items(cart_id);
  CREATE TABLE cart_codes (
    cart_id INTEGER NOT NULL REFERENCES carts(cart_id),
    gift_certificate_id INTEGER NOT NULL REFERENCES gift_certificates(gift_certificate_id),
    user_gift_certificate_id INTEGER,
    PRIMARY KEY (cart_id, gift_certificate_id)
  );
  CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    status_id INTEGER NOT NULL,
    delivery_service_id INTEGER NOT NULL,
    warehouse_id INTEGER,
    address TEXT NOT NULL,
    address_id INTEGER,
    timeslot TEXT NOT NULL,
    delivery_date TEXT NOT NULL,
    items_total REAL NOT NULL,
    variable_total REAL NOT NULL,
    package_total REAL NOT NULL,
    discount_total REAL NOT NULL,
    delivery_fee REAL NOT NULL,
    gross_total REAL NOT NULL,
    payment_type_id INTEGER NOT NULL,
    payment_status TEXT NOT NULL,
    user_payment_auth_id INTEGER,
    access_token TEXT NOT NULL,
    infos TEXT NOT NULL DEFAULT '{}',
    parking TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX orders_user ON orders(user_id);
  CREATE TABLE order_items (
    order_item_id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    quantity REAL NOT NULL,
    weight REAL,
    gross_total REAL NOT NULL,
    infos TEXT NOT NULL DEFAULT '{}'
  );
  CREATE INDEX order_items_order ON order_items(order_id);
  CREATE TABLE order_packages (
    order_id INTEGER NOT NULL REFERENCES orders(order_id),
    package_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    PRIMARY KEY (order_id, package_id)
  );
  CREATE TABLE notes (
    note_id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(order_id),
    user_id INTEGER NOT NULL,
    rating INTEGER,
    text TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL
  );
  CREATE TABLE payment_auths (
    user_payment_auth_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    payment_type_id INTEGER NOT NULL,
    card TEXT NOT NULL,
    expiry TEXT NOT NULL
  );
  CREATE TABLE payments (
    token TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(order_id),
    amount REAL NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE wishlists (
    list_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    name TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    confirmed TEXT
  );
  CREATE TABLE wishlist_items (
    item_id TEXT PRIMARY KEY,
    list_id INTEGER NOT NULL REFERENCES wishlists(list_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    quantity REAL NOT NULL,
    weight REAL,
    infos TEXT NOT NULL DEFAULT '{}'
  );
  CREATE TABLE wishlist_shares (
    list_id INTEGER NOT NULL REFERENCES wishlists(list_id),
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    grant_type TEXT NOT NULL,
    PRIMARY KEY (list_id, user_id)
  );

  CREATE TABLE person_fiscal (
    person_fiscal_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    data TEXT NOT NULL
  );
  CREATE TABLE disclaimers (
    registration_disclaimer_id INTEGER PRIMARY KEY,
    module_type_id INTEGER NOT NULL,
    store_id INTEGER NOT NULL,
    legal_id INTEGER,
    descr TEXT NOT NULL,
    required INTEGER NOT NULL
  );
  CREATE TABLE user_disclaimers (
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    registration_disclaimer_id INTEGER NOT NULL REFERENCES disclaimers(registration_disclaimer_id),
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, registration_disclaimer_id)
  );
  CREATE TABLE devices (
    uuid TEXT NOT NULL,
    platform TEXT NOT NULL,
    user_id INTEGER,
    external_id TEXT,
    model TEXT,
    platform_version TEXT,
    manufacturer TEXT,
    active INTEGER NOT NULL DEFAULT 1,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (uuid, platform)
  );
  CREATE TABLE reports (
    report_id INTEGER PRIMARY KEY,
    user_id INTEGER,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE marketing_contacts (
    contact_key TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    removed INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE timeslot_bookings (
    delivery_date TEXT NOT NULL,
    timeslot_id INTEGER NOT NULL,
    warehouse_id INTEGER NOT NULL,
    booked INTEGER NOT NULL,
    PRIMARY KEY (delivery_date, timeslot_id, warehouse_id)
  );
  `,
  // 2 — an order replaced by a later version of it (order/list show_replaced).
  `
  ALTER TABLE orders ADD COLUMN replaced_by INTEGER REFERENCES orders(order_id);
  `,
  // 3 — the shopper's messages (user-messages/*, docs/adr/0015): read_at NULL while unread.
  `
  CREATE TABLE user_messages (
    message_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    body_format TEXT NOT NULL DEFAULT 'text',
    sent_at TEXT NOT NULL,
    read_at TEXT
  );
  CREATE INDEX user_messages_user ON user_messages (user_id, sent_at);
  `,
  // 4 — the shoppers a social provider may sign in (its account `subject` linked to one of ours).
  `
  CREATE TABLE sign_in_links (
    provider TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(user_id),
    PRIMARY KEY (provider, subject)
  );
  `,
  // 5 — wrong tries: at a one-time code (the fifth voids it), at a login's password (the tenth
  // in a row locks it for a while).
  `
  ALTER TABLE codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE login_failures (
    realm TEXT NOT NULL,
    login TEXT NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    locked_until INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (realm, login)
  );
  `,
  // 6 — the people of a master account (domain/account-people.ts): their orders are listed to
  // its holder by order/list-for-all-person-orders and …-user-shipping-addresses.
  `
  ALTER TABLE users ADD COLUMN master_user_id INTEGER REFERENCES users(user_id);
  `,
  // 7 — what the provider says of its linked account (names, gender, birth date as JSON): read by
  // registration/social_user_detail to prefill an incomplete profile after a social sign-in.
  `
  ALTER TABLE sign_in_links ADD COLUMN profile TEXT NOT NULL DEFAULT '{}';
  `,
];
