/**
 * The shopper's gift certificates and discounts as /profile/gift shows them (spec: account §2
 * gift 'Vantaggi', §7 giftcertificate/list and list-manual-assigned with show_history): pure, so
 * the server's loader and the tests share it. The shapes of the answers are not given by the
 * spec; what the checkout reads (code, name, description) is the core, the rest optional.
 */
import { formatDayParts, formatPrice } from '@sporta/i18n';
import type { GiftCertificate } from '../checkout';

/** What an answer's item may carry beyond the checkout's fields (the reference backend's names). */
interface CertificateAnswer extends GiftCertificate {
  giftTotal?: unknown;
  kind?: unknown;
  validUntil?: unknown;
  used?: unknown;
  expired?: unknown;
}

export type AdvantageState = 'active' | 'used' | 'expired';

export interface Advantage {
  /** The shopper's certificate (userGiftCertificateId), else its code: one row per certificate. */
  key: string;
  code: string;
  name: string;
  description: string;
  /** '20%' or '5,00 €'; undefined when the answer does not say. */
  value: string | undefined;
  /** 'gg/mm/aaaa'; undefined when the answer does not say. */
  validUntil: string | undefined;
  state: AdvantageState;
}

const isCertificate = (value: unknown): value is CertificateAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GiftCertificate).code === 'string' &&
  typeof (value as GiftCertificate).name === 'string';

const worth = ({ kind, giftTotal }: CertificateAnswer): string | undefined => {
  if (typeof giftTotal !== 'number' || !Number.isFinite(giftTotal)) return undefined;
  return kind === 'percent' ? `${giftTotal}%` : formatPrice(giftTotal);
};

/** A calendar day or an instant, as the shop's day; undefined when it is not a date. */
const dayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && !Number.isNaN(new Date(value).getTime())
    ? formatDayParts(value).numeric
    : undefined;

function advantageOf(certificate: CertificateAnswer): Advantage {
  return {
    key: String(certificate.userGiftCertificateId ?? certificate.code),
    code: certificate.code,
    name: certificate.name,
    description: typeof certificate.description === 'string' ? certificate.description : '',
    value: worth(certificate),
    validUntil: dayOf(certificate.validUntil),
    // Used wins over expired: it was spent before it ran out.
    state: certificate.used === true ? 'used' : certificate.expired === true ? 'expired' : 'active',
  };
}

/** The certificates of a list answer (show_history: used and expired included). */
export function advantagesOf(data: unknown): Advantage[] {
  return Array.isArray(data) ? data.filter(isCertificate).map(advantageOf) : [];
}

/** The page's three parts; undefined: that part could not be loaded. */
export interface AdvantagesParts {
  /** Usable now, not assigned by hand. */
  active: Advantage[] | undefined;
  /** Assigned by hand and usable now. */
  manual: Advantage[] | undefined;
  /** Used or expired, of either list. */
  history: Advantage[] | undefined;
}

/**
 * The parts from both answers: list may hold the hand-assigned ones too (the reference backend's
 * does), so those are shown once, under theirs. The history needs the main list; the manual
 * list's past ones join it when it loaded.
 */
export function arrangeAdvantages(
  all: Advantage[] | undefined,
  manual: Advantage[] | undefined,
): AdvantagesParts {
  const manualKeys = new Set((manual ?? []).map((advantage) => advantage.key));
  const active = (advantage: Advantage) => advantage.state === 'active';
  const past = [
    ...(all ?? []),
    ...(manual ?? []).filter((m) => !all?.some((a) => a.key === m.key)),
  ].filter((advantage) => !active(advantage));
  return {
    active: all?.filter((advantage) => active(advantage) && !manualKeys.has(advantage.key)),
    manual: manual?.filter(active),
    history: all === undefined ? undefined : past,
  };
}
