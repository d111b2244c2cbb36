/**
 * What "Aggiungi tutto al carrello" tells the shopper (issue 26): how many of the order's lines
 * went into the cart, and which products did not. cart/add-all-from-order adds line by line and
 * names each product it could not add in a warning ('Latte UHT: Prodotto non disponibile'); a line
 * without a warning was added.
 */
export interface BuyAgainSummary {
  /** The order's lines now in the cart. */
  added: number;
  /** One text per product left out, as the answer says it (its name and why). */
  notAdded: string[];
  /** Anything else the answer said. */
  infos: string[];
}

export function buyAgainSummary(
  orderLines: number,
  answer: { readonly warnings: readonly string[]; readonly infos: readonly string[] },
): BuyAgainSummary {
  return {
    added: Math.max(0, orderLines - answer.warnings.length),
    notAdded: [...answer.warnings],
    infos: [...answer.infos],
  };
}
