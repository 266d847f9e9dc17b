/** A link within text: the brand's colour, underlined so it reads as a link without colour vision. */
export const textLinkClass =
  "font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800";
