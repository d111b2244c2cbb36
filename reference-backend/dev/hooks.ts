/**
 * Development-only endpoints, answered only with devHooks (SPORTA_DEV_HOOKS=1), 404 otherwise:
 * POST /_dev/provider-state {state, params}, GET /_dev/mailbox[?to=], POST|GET /_dev/faults
 * (POST ?clientUuid=… replaces only that browser's rules),
 * POST /_dev/expire-session {session}: that one session's time runs out now, as if the shopper
 * had been away (the next call with it answers HTTP 419, account §8), without touching others.
 * POST /_dev/expire-code {kind, code}: that one-time code (a reset link's token, …) is past its
 * expiry now, as if the shopper had waited too long, without moving the shop's clock.
 * POST /_dev/shopper {like?, items?, addressChosen?, cartStatus?, mfa?, …}: a fresh copy of a demo account
 * with a login of its own (dev/fresh-shopper.ts), so parallel journeys never share a cart.
 * POST /_dev/operator {like}: a fresh copy of a seeded back-office operator (password, one-time
 * code setting, roles) under a username of its own, so parallel journeys never read each other's
 * mailed codes.
 * POST /_dev/fill-slot {date, timeslotId, warehouseId}: that slot is fully booked from now on,
 * as if other shoppers had taken it (a journey's own slot: fresh shopper `lastSlot`).
 * POST /_dev/version {version} [?clientUuid=…]: version.json announces `version` as the latest app
 * version — to that browser only with clientUuid, so parallel journeys never see each other's;
 * {version: null} goes back to the default (routes/extras.ts APP_VERSION).
 * GET /_dev/now: the shop's clock ({now} in epoch ms; `--now` may have started it elsewhere in
 * time), so a browser's clock can be set to the same instant.
 * GET /_dev/devices?uuid=: the push devices registered under that installation id
 * (externalregistration/register and unregister), so the app's journeys check what was recorded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { shopNow } from '../domain/clock.ts';
import { type RawHandler, sendRaw } from '../http/raw-handler.ts';
import { readMailbox, type Shop } from '../shop.ts';
import { type FaultRule, parseFaultRules } from './faults.ts';
import { createFreshShopper, parseFreshShopperOptions } from './fresh-shopper.ts';
import { runProviderState } from './provider-states.ts';

let operatorCopies = 0;

/** A copy of operator `like` under a fresh username (`like-<n>`), or undefined if none is so named. */
function copyOperator(shop: Shop, like: string): string | undefined {
  operatorCopies += 1;
  const username = `${like}-${Date.now().toString(36)}${operatorCopies}`;
  const { changes } = shop.db.run(
    `INSERT INTO backoffice_users (username, password_hash, otp_enabled, roles)
     SELECT ?, password_hash, otp_enabled, roles FROM backoffice_users WHERE username = ?`,
    username,
    like,
  );
  return changes > 0 ? username : undefined;
}

export interface DevState {
  faults: FaultRule[];
}

function json(response: ServerResponse, status: number, body: unknown): true {
  return sendRaw(response, status, 'application/json', JSON.stringify(body));
}

function parse(body: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(body || '{}') as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function devRoutes(dev: DevState): RawHandler {
  return (
    shop: Shop,
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: string,
  ) => {
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /_dev/provider-state') {
      const input = parse(body);
      if (!input || typeof input.state !== 'string')
        return json(response, 400, { error: 'Expected {"state": "...", "params": {...}}' });
      if (input.action === 'teardown') return json(response, 200, {});
      const params =
        typeof input.params === 'object' && input.params !== null
          ? (input.params as Record<string, unknown>)
          : {};
      const result = runProviderState(shop, input.state, params);
      if (!result)
        return json(response, 501, { error: `Provider state not implemented yet: ${input.state}` });
      shop.dev.defaultSession = result.session;
      return json(response, 200, {
        ...result.values,
        ...(result.session ? { 'x-ebsn-session': result.session } : {}),
      });
    }
    if (route === 'GET /_dev/now') return json(response, 200, { now: shopNow() });
    if (route === 'POST /_dev/version') {
      const input = parse(body);
      const version = input?.version;
      if (!input || (typeof version !== 'string' && version !== null) || version === '')
        return json(response, 400, {
          error: 'Expected {"version": "5.12.0"} or {"version": null}',
        });
      const client = url.searchParams.get('clientUuid') || '*';
      if (version === null) shop.dev.appVersions.delete(client);
      else shop.dev.appVersions.set(client, version);
      return json(response, 200, { version });
    }
    if (route === 'GET /_dev/devices') {
      const uuid = url.searchParams.get('uuid');
      if (!uuid) return json(response, 400, { error: 'Expected ?uuid=<installation id>' });
      const devices = shop.db
        .all<{
          uuid: string;
          platform: string;
          user_id: number | null;
          external_id: string | null;
          model: string | null;
          platform_version: string | null;
          manufacturer: string | null;
          active: number;
        }>(
          'SELECT uuid, platform, user_id, external_id, model, platform_version, manufacturer, active FROM devices WHERE uuid = ? ORDER BY platform',
          uuid,
        )
        .map((row) => ({
          uuid: row.uuid,
          platform: row.platform,
          userId: row.user_id,
          externalId: row.external_id,
          model: row.model,
          platformVersion: row.platform_version,
          manufacturer: row.manufacturer,
          active: row.active === 1,
        }));
      return json(response, 200, { devices });
    }
    if (route === 'GET /_dev/mailbox') {
      const to = url.searchParams.get('to') ?? undefined;
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return json(response, 200, {
        mails: readMailbox(shop.db, to, Number.isFinite(limit) ? limit : 20),
      });
    }
    if (route === 'POST /_dev/expire-session') {
      const session = parse(body)?.session;
      if (typeof session !== 'string' || session === '')
        return json(response, 400, { error: 'Expected {"session": "..."}' });
      const { changes } = shop.db.run(
        'UPDATE sessions SET expires_at = 0 WHERE session_id = ?',
        session,
      );
      return json(response, changes > 0 ? 200 : 404, { expired: changes > 0 });
    }
    if (route === 'POST /_dev/expire-code') {
      const { kind, code } = parse(body) ?? {};
      if (typeof kind !== 'string' || typeof code !== 'string' || code === '')
        return json(response, 400, { error: 'Expected {"kind": "reset", "code": "..."}' });
      const { changes } = shop.db.run(
        'UPDATE codes SET expires_at = ? WHERE kind = ? AND code = ?',
        shopNow(),
        kind,
        code,
      );
      return json(response, changes > 0 ? 200 : 404, { expired: changes > 0 });
    }
    if (route === 'POST /_dev/shopper') {
      try {
        return json(
          response,
          200,
          createFreshShopper(shop, parseFreshShopperOptions(parse(body) ?? {})),
        );
      } catch (error) {
        return json(response, 400, {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (route === 'POST /_dev/operator') {
      const like = parse(body)?.like;
      const username = typeof like === 'string' ? copyOperator(shop, like) : undefined;
      return username
        ? json(response, 200, { username })
        : json(response, 400, { error: 'Expected {"like": "<a seeded operator>"}' });
    }
    if (route === 'POST /_dev/fill-slot') {
      const { date, timeslotId, warehouseId } = parse(body) ?? {};
      if (
        typeof date !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
        !Number.isInteger(timeslotId) ||
        !Number.isInteger(warehouseId)
      )
        return json(response, 400, {
          error: 'Expected {"date": "YYYY-MM-DD", "timeslotId": n, "warehouseId": n}',
        });
      shop.db.run(
        `INSERT INTO timeslot_bookings (delivery_date, timeslot_id, warehouse_id, booked) VALUES (?, ?, ?, 100000)
         ON CONFLICT (delivery_date, timeslot_id, warehouse_id) DO UPDATE SET booked = 100000`,
        date,
        timeslotId as number,
        warehouseId as number,
      );
      return json(response, 200, { full: true });
    }
    if (route === 'GET /_dev/faults') return json(response, 200, { rules: dev.faults });
    if (route === 'POST /_dev/faults') {
      try {
        const rules = parseFaultRules(JSON.parse(body || '[]'));
        // ?clientUuid=…: replaces only that browser's rules, so parallel tests never undo
        // each other's (each rule is limited to it).
        const client = url.searchParams.get('clientUuid');
        dev.faults = client
          ? [
              ...dev.faults.filter((rule) => rule.clientUuid !== client),
              ...rules.map((rule) => ({ ...rule, clientUuid: client })),
            ]
          : rules;
        return json(response, 200, { rules: dev.faults });
      } catch (error) {
        return json(response, 400, {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return false;
  };
}
