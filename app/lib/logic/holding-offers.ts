/**
 * The pages of what a visa you hold opens that a search names (decision 0026): "us visa",
 * "green card", "schengen visa", as each language's search words type them. A term is matched
 * as whole words of the folded query, so "bus visa" is not "us visa".
 */
export interface HoldingOffer {
  href: string;
  label: string;
  /** How travellers type the holding, in lower case (words/<locale>/search.json's `holdings`). */
  terms: readonly string[];
}

export function offersFor(
  query: string,
  offers: readonly HoldingOffer[],
  fold: (text: string) => string,
): HoldingOffer[] {
  // Words between spaces, whatever parts them ("b1/b2" is "b1 b2"), so a term matches whole words only.
  const spaced = (text: string) =>
    ` ${fold(text)
      .split(/[\s,/;+&]+/u)
      .filter(Boolean)
      .join(" ")} `;
  const words = spaced(query);
  if (words.trim() === "") return [];
  return offers.filter(({ terms }) => terms.some((term) => words.includes(spaced(term))));
}
