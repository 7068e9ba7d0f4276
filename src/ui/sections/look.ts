/**
 * The two designs the section components come in. `product`: the product and guide pages,
 * calm cards and lists. `offer`: the shop and landing pages, with wider bands, bolder tiles
 * and the campaign's warm colour. One component serves both, so copy, headings and lists stay
 * the same wherever a section appears; only the look changes.
 */
export type SectionLook = 'product' | 'offer';
