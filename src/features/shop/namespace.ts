/**
 * The pages that show the offer. Each keeps its own copy (A/B variants word things differently);
 * the shop components read the keys they need from the namespace of the page that shows them.
 * The checkout's summary shows the chosen plan with the same components.
 */
export type ShopNamespace = 'shop' | 'shop-old' | 'shop-not-so-old' | 'lp-old' | 'checkout';
