/**
 * The JS Verifier's proxy parses form bodies into objects and re-sends them as JSON (pact-js
 * #884, #1602). This filter puts them back as the form the consumer sent, with its length, and
 * adds the session the state-change call handed out (x-ebsn-session), if any.
 */
const FORM = 'application/x-www-form-urlencoded';

export interface FilterRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/** The form text of a parsed body (flat fields; arrays repeat the key), in the order received. */
export function formText(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) form.append(key, String(item));
    }
  }
  return form.toString();
}

export function reencodeForm(req: FilterRequest): void {
  const type = String(req.headers['content-type'] ?? '');
  const body = req.body;
  if (!type.startsWith(FORM) || body === null || typeof body !== 'object' || Buffer.isBuffer(body))
    return;
  const bytes = Buffer.from(formText(body as Record<string, unknown>));
  req.body = bytes;
  req.headers['content-length'] = String(bytes.length);
}

/** Express middleware for the Verifier: session header, then the form body. */
export function requestFilter(session: () => string | undefined) {
  return (req: FilterRequest, _res: unknown, next: () => void) => {
    const value = session();
    if (value && !req.headers['x-ebsn-session']) req.headers['x-ebsn-session'] = value;
    reencodeForm(req);
    next();
  };
}
