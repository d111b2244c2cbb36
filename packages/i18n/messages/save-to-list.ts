/**
 * The 'save to a list' button of product cards, the product page, cart lines and order lines
 * (spec: shopping §2 "List selector"). Apart from lists.ts: the cart drawer draws the button and
 * must not carry the lists pages' texts.
 */
export const saveToList = {
  'saveToList.of': 'Salva {name} nella lista',
  'saveToList.savedOf': '{name} è in una tua lista: salva nella lista',
} as const;
