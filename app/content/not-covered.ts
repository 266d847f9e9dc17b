/** A place travellers ask about that has no destination card yet. */
export interface UncoveredPlace {
  /** As it reads in "We don't cover {name} yet.", with "the" where English needs it. */
  name: string;
  /** What a traveller may type for it, lower case, matched whole. */
  aliases: readonly string[];
}

/**
 * Countries and well-known places searched for that we do not list yet (decision 0008).
 * No alias may be a covered destination's name or keyword, or a common English word:
 * "male", "petra" (inside "Petronas") and "goa" are left out on purpose.
 */
export const uncoveredPlaces: readonly UncoveredPlace[] = [
  { name: "Japan", aliases: ["japan", "tokyo", "osaka", "kyoto"] },
  { name: "Bali (Indonesia)", aliases: ["bali", "denpasar", "ubud"] },
  { name: "Indonesia", aliases: ["indonesia", "jakarta", "lombok"] },
  { name: "Australia", aliases: ["australia", "sydney", "melbourne", "brisbane", "perth"] },
  { name: "New Zealand", aliases: ["new zealand", "nz", "auckland", "queenstown"] },
  {
    name: "the United Kingdom",
    aliases: [
      "united kingdom",
      "uk",
      "u.k.",
      "britain",
      "great britain",
      "england",
      "london",
      "scotland",
      "edinburgh",
      "manchester",
    ],
  },
  { name: "Ireland", aliases: ["ireland", "dublin"] },
  { name: "Germany", aliases: ["germany", "berlin", "munich", "frankfurt"] },
  { name: "Italy", aliases: ["italy", "rome", "venice", "milan", "florence"] },
  { name: "Spain", aliases: ["spain", "barcelona", "madrid"] },
  { name: "the Netherlands", aliases: ["netherlands", "holland", "amsterdam"] },
  { name: "Greece", aliases: ["greece", "athens", "santorini"] },
  { name: "Portugal", aliases: ["portugal", "lisbon"] },
  { name: "Austria", aliases: ["austria", "vienna"] },
  { name: "Turkey", aliases: ["turkey", "turkiye", "istanbul", "cappadocia"] },
  { name: "Egypt", aliases: ["egypt", "cairo"] },
  { name: "the Maldives", aliases: ["maldives"] },
  { name: "Nepal", aliases: ["nepal", "kathmandu", "pokhara"] },
  { name: "Bhutan", aliases: ["bhutan", "thimphu"] },
  {
    name: "Saudi Arabia",
    aliases: [
      "saudi arabia",
      "saudi",
      "ksa",
      "riyadh",
      "jeddah",
      "umrah",
      "hajj",
      "makkah",
      "mecca",
      "madinah",
      "medina",
    ],
  },
  { name: "Qatar", aliases: ["qatar", "doha"] },
  { name: "Oman", aliases: ["oman", "muscat"] },
  { name: "Bahrain", aliases: ["bahrain", "manama"] },
  { name: "Kuwait", aliases: ["kuwait"] },
  { name: "Hong Kong", aliases: ["hong kong", "hk"] },
  { name: "China", aliases: ["china", "beijing", "shanghai"] },
  { name: "South Korea", aliases: ["south korea", "korea", "seoul"] },
  { name: "Russia", aliases: ["russia", "moscow"] },
  { name: "Mauritius", aliases: ["mauritius"] },
  { name: "Seychelles", aliases: ["seychelles"] },
  { name: "Kenya", aliases: ["kenya", "nairobi"] },
  { name: "South Africa", aliases: ["south africa", "cape town", "johannesburg"] },
  { name: "the Philippines", aliases: ["philippines", "manila"] },
  { name: "Cambodia", aliases: ["cambodia", "siem reap", "angkor wat"] },
  { name: "Uzbekistan", aliases: ["uzbekistan", "tashkent", "samarkand"] },
  { name: "Kazakhstan", aliases: ["kazakhstan", "almaty"] },
  { name: "Armenia", aliases: ["armenia", "yerevan"] },
  { name: "Jordan", aliases: ["jordan", "amman"] },
  { name: "Morocco", aliases: ["morocco", "marrakech"] },
  { name: "Tanzania", aliases: ["tanzania", "zanzibar"] },
];
