/**
 * The pages that show the offer. Each keeps its own copy (A/B variants word things differently);
 * the plan, fact and campaign components read the keys they need from the namespace of the page
 * that shows them.
 */
export type ShopNamespace = 'shop' | 'shop-old' | 'shop-not-so-old' | 'lp-old';
