/**
 * The order detail's cart actions (issue 26; spec: account §2 "Orders area"): 'Modifica ordine'
 * and 'Annulla ordine' only where the server's flags allow them (isEditable, isDeletable — never
 * guessed from the status), each asked first (ConfirmDialog, No / Si), and 'Aggiungi tutto al
 * carrello' for any order with lines. What an action answers is said here, in place. Hydrated
 * `client:idle-deadline`; its buttons wait, disabled, until they work. The actions are store actions
 * (order-actions.ts), loaded with the first press: the cart store and the SDK's calls are not
 * part of the page's JavaScript until the shopper acts (the account pages' 120 KB budget).
 */
import { addMessages, t, tn } from '@sporta/i18n';
import { orders } from '@sporta/i18n/messages/orders';
import { Button, ConfirmDialog, ResponseMessageBox } from '@sporta/ui-kit';
import { useRef, useState } from 'react';
import type { Outcome, Withdrawn } from '../../../platform/results/outcome';
import { useHydrated } from '../../../shell/hydration/island-ready';
import { buyAgainSummary } from './buy-again';

addMessages(orders);

const loadActions = () => import('./order-actions');

export interface OrderCartActionsProps {
  orderId: number;
  /** The server's isEditable. */
  editable: boolean;
  /** The server's isDeletable. */
  deletable: boolean;
  /** The order's lines ('Aggiungi tutto al carrello' for an order with some). */
  lineCount: number;
  /** The page follows the order's cancellation from here: it says so. */
  cancelled?: boolean;
}

interface Said {
  errors?: string[];
  warnings?: string[];
  infos?: string[];
}

type Asking = 'modify' | 'delete' | null;

/** A refusal's text in place; nothing for an action the shopper withdrew. */
const refusal = (outcome: Outcome<unknown> | Withdrawn): Said =>
  outcome.ok || outcome.withdrawn ? {} : { errors: [outcome.text] };

export default function OrderCartActions({
  orderId,
  editable,
  deletable,
  lineCount,
  cancelled = false,
}: OrderCartActionsProps) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState<Asking>(null);
  const [said, setSaid] = useState<Said>(cancelled ? { infos: [t('order.actions.deleted')] } : {});
  // One action at a time: a second press while one is under way does nothing.
  const busy = useRef(false);
  const [working, setWorking] = useState(false);

  const run = async (action: () => Promise<Said | undefined>) => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    setSaid({});
    const next = await action();
    // undefined: the page is on its way elsewhere; the buttons stay busy until it goes.
    if (!next) return;
    busy.current = false;
    setWorking(false);
    setSaid(next);
  };

  const confirm = () => {
    const question = asking;
    // Closing gives the focus back to the button that asked; an answer is said next to it.
    setAsking(null);
    void run(async () => {
      const { deleteOrder, modifyOrder } = await loadActions();
      const outcome = await (question === 'modify' ? modifyOrder : deleteOrder)(orderId);
      return outcome.ok ? undefined : refusal(outcome);
    });
  };

  const buyAgain = () =>
    run(async () => {
      const outcome = await (await loadActions()).addOrderToCart(orderId);
      if (!outcome.ok) return refusal(outcome);
      const summary = buyAgainSummary(lineCount, outcome.value);
      return {
        infos: [tn('order.actions.addedToCart', summary.added), ...summary.infos],
        warnings: summary.notAdded.map((reason) => t('order.actions.notAdded', { reason })),
      };
    });

  const withLines = lineCount > 0;
  if (!editable && !deletable && !withLines && !said.infos) return null;
  return (
    <section
      className="order-actions"
      aria-label={t('order.actions.label')}
      aria-busy={working}
      data-order-actions={orderId}
    >
      <div className="order-actions__buttons">
        {editable ? (
          <Button disabled={!hydrated} onClick={() => setAsking('modify')}>
            {t('order.actions.modify')}
          </Button>
        ) : null}
        {deletable ? (
          <Button variant="secondary" disabled={!hydrated} onClick={() => setAsking('delete')}>
            {t('order.actions.delete')}
          </Button>
        ) : null}
        {withLines ? (
          <Button variant="secondary" disabled={!hydrated} onClick={() => void buyAgain()}>
            {t('order.actions.addAllToCart')}
          </Button>
        ) : null}
      </div>
      <ResponseMessageBox {...said} />
      <ConfirmDialog
        open={asking !== null}
        message={
          asking === 'delete'
            ? t('order.actions.deleteConfirm', { orderId })
            : t('order.actions.modifyConfirm', { orderId })
        }
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
