/**
 * "Conferma per il mio indirizzo" on a list shared with the shopper (confirm-shared.ts says what
 * confirming means): the list's products go to her cart for her delivery address, said by the
 * list-to-cart success toast, or the reason where she pressed.
 */
import { addMessages, t } from '@sporta/i18n';
import { errors } from '@sporta/i18n/messages/errors';
import { lists } from '@sporta/i18n/messages/lists';
import { Button } from '@sporta/ui-kit';
import { useState } from 'react';
import { showToast } from '../../../shell/overlay/toasts';
import { confirmSharedList } from './confirm-shared';

addMessages(lists);
addMessages(errors);

export default function ConfirmShared({ listId }: { listId: number }) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setSaid(undefined);
    const outcome = await confirmSharedList(listId);
    setBusy(false);
    if (outcome.ok) {
      showToast({ kind: 'success', message: t('success.productsAddedFromList') });
      setSaid(t('lists.confirm.done'));
    } else setSaid(outcome.text);
  };
  return (
    <div className="list-detail__confirm" aria-busy={busy}>
      <Button variant="secondary" disabled={busy} onClick={() => void confirm()}>
        {t('lists.confirm.action')}
      </Button>
      {said ? <p role="status">{said}</p> : null}
    </div>
  );
}
