/** The product page (spec: shopping §2 /product/:slug, product option selector, video player). */
export const product = {} as const;
