/**
 * The local fake payment page (development only): shows the amount to pre-authorise and lets the
 * tester pay or refuse; the shopper returns to {storefrontUrl}/cart/payment-completed/{orderId} or
 * /cart/payment-error/{orderId} (spec: shopping §2 routes).
 */
import type { Shop } from '../shop.ts';

interface PaymentRow {
  token: string;
  order_id: number;
  amount: number;
  status: string;
}

const euro = (value: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(value);

export function paymentPage(shop: Shop, token: string): string {
  const payment = shop.db.one<PaymentRow>('SELECT * FROM payments WHERE token = ?', token);
  const body = !payment
    ? '<p>Il pagamento richiesto non esiste o è scaduto.</p>'
    : payment.status !== 'pending'
      ? `<p>Il pagamento dell’ordine ${payment.order_id} è già stato ${payment.status === 'paid' ? 'eseguito' : 'rifiutato'}.</p>`
      : `<p>Ordine <strong>${payment.order_id}</strong></p>
<p>Importo da preautorizzare: <strong>${euro(payment.amount)}</strong></p>
<p class="note">Pagina di pagamento finta del backend di riferimento: nessuna carta viene addebitata.</p>
<form method="post"><input type="hidden" name="action" value="pay"><button type="submit">Paga ${euro(payment.amount)}</button></form>
<form method="post"><input type="hidden" name="action" value="fail"><button type="submit" class="secondary">Rifiuta il pagamento</button></form>`;
  // The icon `data:,`: the browser asks for no /favicon.ico, whose 404 journeys would read as an error.
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Pagamento Sporta (sviluppo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}h1{color:#e67e22}
button{font-size:1rem;padding:.75rem 1.25rem;margin:.5rem 0;border-radius:.5rem;border:0;background:#e67e22;color:#fff;cursor:pointer;width:100%}
button.secondary{background:#6d4c41}.note{color:#666;font-size:.9rem}</style></head>
<body><h1>Pagamento con carta</h1>${body}</body></html>`;
}

/** Records the outcome and answers where the shopper goes next, or undefined for an unknown page. */
export function paymentResult(shop: Shop, token: string, paid: boolean): string | undefined {
  const payment = shop.db.one<PaymentRow>('SELECT * FROM payments WHERE token = ?', token);
  if (payment?.status !== 'pending') return undefined;
  shop.db.transaction(() => {
    shop.db.run('UPDATE payments SET status = ? WHERE token = ?', paid ? 'paid' : 'failed', token);
    if (paid) {
      shop.db.run(
        "UPDATE orders SET payment_status = 'authorized', status_id = CASE WHEN status_id IN (1, 2) THEN 3 ELSE status_id END WHERE order_id = ?",
        payment.order_id,
      );
    } else {
      shop.db.run(
        "UPDATE orders SET payment_status = 'failed' WHERE order_id = ?",
        payment.order_id,
      );
    }
  });
  return `${shop.settings.storefrontUrl}/cart/${paid ? 'payment-completed' : 'payment-error'}/${payment.order_id}`;
}
