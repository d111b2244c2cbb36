/**
 * A request for facilitated delivery (spec: account §1 "discounted-delivery scheme", §5 "a
 * disability-delivery attachment may not exceed 5 MB", §9 "Upload limit 5 MB"): the shopper's
 * data, the reason, the certificate (PDF or picture) and consent 4. The file is kept on disk in
 * the backend's data directory, never in the database; the request is a row of `reports`. The
 * chain's office grants the service afterwards (consent 4, then address class 999): asking is
 * not having it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachmentSize, attachmentType, maxLength } from '@sporta/rules';
import type { Call } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { type JsonObject, optString } from '../http/input.ts';
import { SPEC_TEXTS } from '../messages.ts';
import { shopDate } from './clock.ts';
import { FACILITATED_LEGAL_ID } from './shop.ts';
import { checkField } from './validation.ts';

/** The longest reason kept: a few lines, as the form allows (src/features/facilitated-delivery). */
export const REASON_MAX_LENGTH = 1000;

export interface FacilitatedRequest {
  person: { firstName: string; lastName: string; fiscalCode?: string; phone?: string };
  reason: string;
  file: File;
}

/** The multipart body's fields and file, or the refusal the form shows on the field concerned. */
export function readFacilitatedRequest(body: JsonObject): FacilitatedRequest {
  const firstName = optString(body.firstName)?.trim();
  const lastName = optString(body.lastName)?.trim();
  const reason = optString(body.reason)?.trim();
  if (!firstName || !lastName || !reason) throw new Refusal(SPEC_TEXTS['validation.required']);
  checkField(reason, maxLength(REASON_MAX_LENGTH));
  // Consent 4 is what the service is tied to (account §3): no request without it.
  if (String(body.consent) !== 'true') throw new Refusal(SPEC_TEXTS['validation.required']);
  const file = body.attachment;
  if (!(file instanceof File) || file.size === 0)
    throw new Refusal(SPEC_TEXTS['validation.required']);
  // Over 5 MB is the upload limit, the same answer as a body over the server's limit: 413.
  if (attachmentSize(file.size))
    throw new Refusal(SPEC_TEXTS['validation.attachmentTooBig'], { httpStatus: 413 });
  if (attachmentType(file.type)) throw new Refusal(SPEC_TEXTS['validation.attachmentType']);
  const fiscalCode = optString(body.fiscalCode)?.trim();
  const phone = optString(body.phone)?.trim();
  return {
    person: { firstName, lastName, ...(fiscalCode && { fiscalCode }), ...(phone && { phone }) },
    reason,
    file,
  };
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Keeps the file under <data dir>/attachments and records the request; answers its id. */
export async function recordFacilitatedRequest(
  call: Call,
  userId: number,
  request: FacilitatedRequest,
): Promise<number> {
  const { person, reason, file } = request;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { id } = call.shop.db.run(
    'INSERT INTO reports (user_id, kind, data, created_at) VALUES (?, ?, ?, ?)',
    userId,
    'facilitated_delivery',
    '{}',
    shopDate().toISOString(),
  );
  const dir = join(call.shop.settings.dataDir ?? tmpdir(), 'attachments');
  mkdirSync(dir, { recursive: true });
  // The stored name is the request's own; the shopper's file name is only recorded.
  const stored = `facilitated-${id}.${EXTENSIONS[file.type.toLowerCase()] ?? 'bin'}`;
  writeFileSync(join(dir, stored), bytes);
  call.shop.db.run(
    'UPDATE reports SET data = ? WHERE report_id = ?',
    JSON.stringify({
      person,
      reason,
      stored,
      fileName: file.name,
      fileType: file.type,
      fileSize: file.size,
      consentLegalId: FACILITATED_LEGAL_ID,
      status: 'pending',
    }),
    id,
  );
  return id;
}
