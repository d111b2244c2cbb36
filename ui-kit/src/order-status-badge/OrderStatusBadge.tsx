import { addMessages, type MessageKey, t } from '@sporta/i18n';
import { uiAccount } from '@sporta/i18n/messages/ui-account';
import { Badge, type BadgeTone } from '../badge';

addMessages(uiAccount);

/** spec: shopping §4 "Order status descriptions by id". */
const toneByStatus: Record<number, BadgeTone> = {
  1: 'neutral',
  2: 'neutral',
  3: 'info',
  4: 'warning',
  5: 'warning',
  6: 'warning',
  7: 'secondary',
  18: 'secondary',
  8: 'success',
  9: 'success',
  10: 'error',
  11: 'error',
  12: 'error',
  13: 'error',
};

export interface OrderStatusBadgeProps {
  statusId: number;
}

/** The state of an order in the orders list and detail ('In preparazione', 'Consegnato'…). */
export function OrderStatusBadge({ statusId }: OrderStatusBadgeProps) {
  const key = `order.status.${statusId}`;
  const known = statusId in toneByStatus;
  return (
    <Badge tone={toneByStatus[statusId] ?? 'neutral'}>
      {known ? t(key as MessageKey) : t('order.status.unknown')}
    </Badge>
  );
}
