/**
 * The reference backend's embedded SQL database: Node 24's built-in node:sqlite (docs/adr/0007).
 * One file under the data folder, versioned migrations (PRAGMA user_version), a statement cache
 * and `transaction` for every change that touches more than one row.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations.ts';

export type Row = Record<string, SQLInputValue>;
export type Param = SQLInputValue | boolean | undefined;

export interface Database {
  raw: DatabaseSync;
  /** First row or undefined. */
  one<T = Row>(sql: string, ...params: Param[]): T | undefined;
  all<T = Row>(sql: string, ...params: Param[]): T[];
  /** Runs a change; returns the new rowid and the number of changed rows. */
  run(sql: string, ...params: Param[]): { id: number; changes: number };
  /** Runs `work` in one transaction (nested calls join the outer one). */
  transaction<T>(work: () => T): T;
  close(): void;
}

export const DATABASE_FILE = 'ebsn.sqlite';

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const raw = new DatabaseSync(join(dataDir, DATABASE_FILE), { timeout: 2000 });
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  migrate(raw);

  const statements = new Map<string, StatementSync>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = raw.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  const values = (params: Param[]): SQLInputValue[] =>
    params.map((value) =>
      value === undefined ? null : typeof value === 'boolean' ? (value ? 1 : 0) : value,
    );

  let depth = 0;
  return {
    raw,
    one: <T>(sql: string, ...params: Param[]) =>
      statement(sql).get(...values(params)) as T | undefined,
    all: <T>(sql: string, ...params: Param[]) => statement(sql).all(...values(params)) as T[],
    run(sql, ...params) {
      const result = statement(sql).run(...values(params));
      return { id: Number(result.lastInsertRowid), changes: Number(result.changes) };
    },
    transaction<T>(work: () => T): T {
      if (depth > 0) return work();
      depth++;
      raw.exec('BEGIN IMMEDIATE');
      try {
        const result = work();
        raw.exec('COMMIT');
        return result;
      } catch (error) {
        raw.exec('ROLLBACK');
        throw error;
      } finally {
        depth--;
      }
    },
    close: () => raw.close(),
  };
}

/** Applies the migrations newer than the file's user_version, each in its own transaction. */
function migrate(raw: DatabaseSync): void {
  const current = Number(
    (raw.prepare('PRAGMA user_version').get() as { user_version: number }).user_version,
  );
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (version <= current) continue;
    raw.exec('BEGIN IMMEDIATE');
    try {
      raw.exec(sql);
      raw.exec(`PRAGMA user_version = ${version}`);
      raw.exec('COMMIT');
    } catch (error) {
      raw.exec('ROLLBACK');
      throw error;
    }
  }
}

/** Whether the database has been seeded (the seed writes this key last). */
export function isSeeded(db: Database): boolean {
  return db.one("SELECT value FROM meta WHERE key = 'seeded'") !== undefined;
}
