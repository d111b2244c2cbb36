/** The invoice request (spec: shopping §9 "invoice option shown for warehouse 89; dksId 89"). */

/** The warehouse (the dark store, dksId) whose orders may ask for an invoice. */
export const INVOICE_WAREHOUSE_ID = 89;

export const offersInvoice = (warehouseId: number | undefined): boolean =>
  warehouseId === INVOICE_WAREHOUSE_ID;

/** cartInfos.need_invoice, the text 'true' when asked (spec: shopping §3). */
export const needsInvoice = (infos: Readonly<Record<string, unknown>> | undefined): boolean =>
  String(infos?.need_invoice) === 'true';
