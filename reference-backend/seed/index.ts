/** Seeds an empty database in one transaction: catalogue, chain, demo accounts and their history. */
import { randomBytes } from 'node:crypto';
import { shopDate } from '../domain/clock.ts';
import type { Shop } from '../shop.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedHistory } from './history.ts';
import { seedShop } from './shop.ts';

export function seed(shop: Shop): { products: number; categories: number } {
  return shop.db.transaction(() => {
    const now = shopDate();
    const counts = seedCatalogue(shop.db, now);
    seedShop(shop.db, now);
    seedHistory(shop);
    shop.db.run("INSERT INTO meta (key, value) VALUES ('seeded', ?)", now.toISOString());
    return counts;
  });
}

/** The account-value secret of this database, created on first use. */
export function secretOf(db: Shop['db']): string {
  const row = db.one<{ value: string }>("SELECT value FROM meta WHERE key = 'secret'");
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  db.run("INSERT INTO meta (key, value) VALUES ('secret', ?)", secret);
  return secret;
}
