/**
 * Whether a cart line arrives with the chosen slot (spec: shopping §4 availability codes), read
 * from the line's `cartItemAvaliabilityId` through @sporta/rules only — the reference backend
 * splits its lines with the same functions, so the drawer, /checkout and the server agree on what
 * blocks and what each line says. Apart from cart-lines.ts: the cards' controls never need it.
 */
import { t } from '@sporta/i18n';
import { type AvailabilityNotice, availabilityNotice, splitByAvailability } from '@sporta/rules';
import type { CartLine } from '../cart-lines';

const codeOf = (line: CartLine) => line.cartItemAvaliabilityId;

/** The lines that will arrive, and apart those the slot cannot bring (codes 1, 3, 5, 6). */
export const splitLines = (lines: readonly CartLine[]) => splitByAvailability(lines, codeOf);

/** The rules' notice of a line that may not arrive with the chosen slot. */
export const noticeOf = (line: CartLine): AvailabilityNotice | undefined =>
  availabilityNotice(codeOf(line), line.product.productInfos ?? {});

/** The notice in the shop's words ("Questo prodotto richiede 48 ore di preavviso"). */
export const noticeText = (notice: AvailabilityNotice): string =>
  t(notice.key, 'params' in notice ? { ...notice.params } : undefined);
