/**
 * The editors' preview link (cms/README.md "Preview"; issue 41): WordPress signs
 * `/anteprima?id&revision&expires&sig` with the secret it shares with the storefront
 * (cms/mu-plugins/sporta/includes/preview.php). A link is good only as signed, and only until it
 * expires; nothing of the editor's WordPress session ever reaches the storefront.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long past its signing a link may still claim to live: WordPress signs for 10 minutes. */
const LONGEST_LIFE_S = 600 + 300;

export type PreviewLink =
  | { ok: true; id: number; revision: number }
  | { ok: false; reason: 'invalid' | 'expired' };

const positive = (value: string | null) =>
  value && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : 0;

/** The post and revision a link asks for, once its signature and lifetime hold. */
export function readPreviewLink(
  query: URLSearchParams,
  secret: string,
  nowMs: number,
): PreviewLink {
  const id = positive(query.get('id'));
  const revision = positive(query.get('revision'));
  const expires = positive(query.get('expires'));
  const sig = query.get('sig') ?? '';
  if (!secret || !id || !revision || !expires || !/^[0-9a-f]{64}$/.test(sig)) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = createHmac('sha256', secret).update(`${id}.${revision}.${expires}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, reason: 'invalid' };
  const now = Math.floor(nowMs / 1000);
  if (expires <= now || expires > now + LONGEST_LIFE_S) return { ok: false, reason: 'expired' };
  return { ok: true, id, revision };
}
