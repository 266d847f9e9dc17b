import { type Localized, mapLocales, otherLocales } from "~/config/locales";

/** A place's words in one language. */
interface UncoveredPlaceText {
  /** As it reads in "We don't cover {name} yet.", with "the" where English needs it. */
  name: string;
  /** What a traveller may type for it, lower case, matched whole. */
  aliases: readonly string[];
}

/** A place travellers ask about that has no destination card yet. */
export interface UncoveredPlace extends UncoveredPlaceText {
  /** Indian citizens enter it without a visa: the search says so instead of "not covered". */
  visaFreeForIndians: boolean;
}

/**
 * Countries and well-known places searched for that we do not list yet (decision 0008).
 * No alias may be a covered destination's name or keyword, or a common English word:
 * "male", "petra" (inside "Petronas") and "goa" are left out on purpose.
 */
const en = {
  japan: { name: "Japan", aliases: ["japan", "tokyo", "osaka", "kyoto"] },
  bali: { name: "Bali (Indonesia)", aliases: ["bali", "denpasar", "ubud"] },
  indonesia: { name: "Indonesia", aliases: ["indonesia", "jakarta", "lombok"] },
  australia: { name: "Australia", aliases: ["australia", "sydney", "melbourne", "brisbane", "perth"] },
  "new-zealand": { name: "New Zealand", aliases: ["new zealand", "nz", "auckland", "queenstown"] },
  "united-kingdom": {
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
  ireland: { name: "Ireland", aliases: ["ireland", "dublin"] },
  germany: { name: "Germany", aliases: ["germany", "berlin", "munich", "frankfurt"] },
  italy: { name: "Italy", aliases: ["italy", "rome", "venice", "milan", "florence"] },
  spain: { name: "Spain", aliases: ["spain", "barcelona", "madrid"] },
  netherlands: { name: "the Netherlands", aliases: ["netherlands", "holland", "amsterdam"] },
  greece: { name: "Greece", aliases: ["greece", "athens", "santorini"] },
  portugal: { name: "Portugal", aliases: ["portugal", "lisbon"] },
  austria: { name: "Austria", aliases: ["austria", "vienna"] },
  turkey: { name: "Turkey", aliases: ["turkey", "turkiye", "istanbul", "cappadocia"] },
  egypt: { name: "Egypt", aliases: ["egypt", "cairo"] },
  maldives: { name: "the Maldives", aliases: ["maldives"] },
  nepal: { name: "Nepal", aliases: ["nepal", "kathmandu", "pokhara"] },
  bhutan: { name: "Bhutan", aliases: ["bhutan", "thimphu"] },
  "saudi-arabia": {
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
  qatar: { name: "Qatar", aliases: ["qatar", "doha"] },
  oman: { name: "Oman", aliases: ["oman", "muscat"] },
  bahrain: { name: "Bahrain", aliases: ["bahrain", "manama"] },
  kuwait: { name: "Kuwait", aliases: ["kuwait"] },
  "hong-kong": { name: "Hong Kong", aliases: ["hong kong", "hk"] },
  china: { name: "China", aliases: ["china", "beijing", "shanghai"] },
  "south-korea": { name: "South Korea", aliases: ["south korea", "korea", "seoul"] },
  russia: { name: "Russia", aliases: ["russia", "moscow"] },
  mauritius: { name: "Mauritius", aliases: ["mauritius"] },
  seychelles: { name: "Seychelles", aliases: ["seychelles"] },
  kenya: { name: "Kenya", aliases: ["kenya", "nairobi"] },
  "south-africa": { name: "South Africa", aliases: ["south africa", "cape town", "johannesburg"] },
  philippines: { name: "the Philippines", aliases: ["philippines", "manila"] },
  cambodia: { name: "Cambodia", aliases: ["cambodia", "siem reap", "angkor wat"] },
  uzbekistan: { name: "Uzbekistan", aliases: ["uzbekistan", "tashkent", "samarkand"] },
  kazakhstan: { name: "Kazakhstan", aliases: ["kazakhstan", "almaty"] },
  armenia: { name: "Armenia", aliases: ["armenia", "yerevan"] },
  jordan: { name: "Jordan", aliases: ["jordan", "amman"] },
  morocco: { name: "Morocco", aliases: ["morocco", "marrakech"] },
  tanzania: { name: "Tanzania", aliases: ["tanzania", "zanzibar"] },
} satisfies Record<string, UncoveredPlaceText>;

type PlaceId = keyof typeof en;

const hi: Record<PlaceId, UncoveredPlaceText> = {
  japan: { name: "जापान", aliases: ["जापान", "टोक्यो", "टोकियो", "तोक्यो", "ओसाका", "क्योटो", "क्योतो", "japaan"] },
  bali: { name: "बाली (इंडोनेशिया)", aliases: ["बाली", "देनपसार", "डेनपसार", "उबुद", "उबूद"] },
  indonesia: {
    name: "इंडोनेशिया",
    aliases: ["इंडोनेशिया", "इण्डोनेशिया", "जकार्ता", "लोम्बोक", "लॉम्बोक", "indoneshia"],
  },
  australia: {
    name: "ऑस्ट्रेलिया",
    aliases: ["ऑस्ट्रेलिया", "आस्ट्रेलिया", "सिडनी", "मेलबर्न", "मेलबोर्न", "ब्रिस्बेन", "पर्थ", "australiya", "austrelia"],
  },
  "new-zealand": {
    name: "न्यूज़ीलैंड",
    aliases: ["न्यूज़ीलैंड", "न्यूजीलैंड", "न्यू ज़ीलैंड", "न्यू जीलैंड", "ऑकलैंड", "क्वींसटाउन", "क्वीन्सटाउन", "newzealand"],
  },
  "united-kingdom": {
    name: "ब्रिटेन",
    aliases: [
      "ब्रिटेन",
      "यूके",
      "यू.के.",
      "यूनाइटेड किंगडम",
      "ग्रेट ब्रिटेन",
      "इंग्लैंड",
      "इंगलैंड",
      "इंग्लैण्ड",
      "लंदन",
      "लन्दन",
      "स्कॉटलैंड",
      "एडिनबर्ग",
      "मैनचेस्टर",
      "landan",
      "inglend",
      "englend",
    ],
  },
  ireland: { name: "आयरलैंड", aliases: ["आयरलैंड", "आयरलैण्ड", "डबलिन"] },
  germany: {
    name: "जर्मनी",
    aliases: ["जर्मनी", "बर्लिन", "म्यूनिख़", "म्यूनिख", "म्यूनिक", "फ़्रैंकफ़र्ट", "फ्रैंकफर्ट", "फ्रेंकफर्ट", "jarmani", "jermany"],
  },
  italy: {
    name: "इटली",
    aliases: ["इटली", "रोम", "वेनिस", "वेनीस", "फ़्लोरेंस", "फ्लोरेंस", "itli"],
  },
  spain: { name: "स्पेन", aliases: ["स्पेन", "बार्सिलोना", "मैड्रिड", "मेड्रिड"] },
  netherlands: {
    name: "नीदरलैंड्स",
    aliases: ["नीदरलैंड्स", "नीदरलैंड", "हॉलैंड", "हालैंड", "एम्स्टर्डम", "एम्सटर्डम"],
  },
  greece: { name: "ग्रीस", aliases: ["ग्रीस", "यूनान", "एथेंस", "सैंटोरिनी", "सेंटोरिनी"] },
  portugal: { name: "पुर्तगाल", aliases: ["पुर्तगाल", "पोर्तुगाल", "लिस्बन", "purtgal"] },
  austria: { name: "ऑस्ट्रिया", aliases: ["ऑस्ट्रिया", "आस्ट्रिया", "वियना", "विएना"] },
  turkey: {
    name: "तुर्की",
    aliases: ["तुर्की", "तुर्किये", "तुर्किए", "तुर्किया", "इस्तांबुल", "इस्तानबुल", "कप्पादोकिया", "कैपाडोसिया", "turki"],
  },
  egypt: { name: "मिस्र", aliases: ["मिस्र", "इजिप्ट", "इजिप्त", "काहिरा", "कायरो", "misr"] },
  maldives: { name: "मालदीव", aliases: ["मालदीव", "मालदीव्स", "मालद्वीप", "maldiv"] },
  nepal: { name: "नेपाल", aliases: ["नेपाल", "काठमांडू", "काठमाण्डू", "काठमांडो", "पोखरा", "nepaal"] },
  bhutan: { name: "भूटान", aliases: ["भूटान", "थिम्पू", "थिंपू", "bhootan"] },
  "saudi-arabia": {
    name: "सऊदी अरब",
    aliases: [
      "सऊदी अरब",
      "सउदी अरब",
      "सऊदी अरबिया",
      "सऊदी",
      "सउदी",
      "रियाद",
      "रियाध",
      "जेद्दा",
      "जेद्दाह",
      "जद्दा",
      "उमरा",
      "उमराह",
      "हज",
      "हज्ज",
      "मक्का",
      "मक्का मदीना",
      "मदीना",
      "saudi arab",
      "haj",
      "umra",
      "makka",
      "madina",
    ],
  },
  qatar: { name: "क़तर", aliases: ["क़तर", "कतर"] },
  oman: { name: "ओमान", aliases: ["ओमान", "मस्कट", "मसकट"] },
  bahrain: { name: "बहरीन", aliases: ["बहरीन", "बहरैन", "मनामा", "behrain"] },
  kuwait: { name: "कुवैत", aliases: ["कुवैत", "कुवेत"] },
  "hong-kong": {
    name: "हांगकांग",
    aliases: ["हांगकांग", "हांग कांग", "हॉन्गकॉन्ग", "हॉन्ग कॉन्ग", "hongkong"],
  },
  china: { name: "चीन", aliases: ["चीन", "बीजिंग", "पेइचिंग", "शंघाई", "cheen"] },
  "south-korea": {
    name: "दक्षिण कोरिया",
    aliases: ["दक्षिण कोरिया", "साउथ कोरिया", "कोरिया", "सियोल", "सिओल"],
  },
  russia: { name: "रूस", aliases: ["रूस", "रशिया", "मॉस्को", "मास्को", "rus"] },
  mauritius: { name: "मॉरीशस", aliases: ["मॉरीशस", "मॉरिशस", "मारीशस", "morishas"] },
  seychelles: { name: "सेशेल्स", aliases: ["सेशेल्स", "सेशल्स", "सेशेल"] },
  kenya: { name: "केन्या", aliases: ["केन्या", "कीनिया", "नैरोबी"] },
  "south-africa": {
    name: "दक्षिण अफ़्रीका",
    aliases: [
      "दक्षिण अफ़्रीका",
      "दक्षिण अफ्रीका",
      "साउथ अफ़्रीका",
      "साउथ अफ्रीका",
      "केप टाउन",
      "केपटाउन",
      "जोहान्सबर्ग",
      "जोहानिसबर्ग",
    ],
  },
  philippines: {
    name: "फ़िलीपींस",
    aliases: ["फ़िलीपींस", "फिलीपींस", "फ़िलिपींस", "फिलिपींस", "फिलीपीन्स", "मनीला"],
  },
  cambodia: {
    name: "कंबोडिया",
    aliases: ["कंबोडिया", "कम्बोडिया", "सिएम रीप", "सीम रीप", "अंकोरवाट", "अंकोर वाट", "अंगकोर वाट"],
  },
  uzbekistan: {
    name: "उज़्बेकिस्तान",
    aliases: ["उज़्बेकिस्तान", "उज़बेकिस्तान", "उजबेकिस्तान", "ताशकंद", "समरकंद", "समरक़ंद", "tashkand"],
  },
  kazakhstan: {
    name: "कज़ाख़स्तान",
    aliases: ["कज़ाख़स्तान", "कजाखस्तान", "कज़ाकिस्तान", "कजाकिस्तान", "अल्माटी", "अलमाटी", "kazakistan"],
  },
  armenia: { name: "आर्मेनिया", aliases: ["आर्मेनिया", "अर्मेनिया", "येरेवान"] },
  jordan: { name: "जॉर्डन", aliases: ["जॉर्डन", "जार्डन", "जोर्डन", "अम्मान"] },
  morocco: { name: "मोरक्को", aliases: ["मोरक्को", "मोरोक्को", "मराकेश", "माराकेश", "marrakesh"] },
  tanzania: { name: "तंज़ानिया", aliases: ["तंज़ानिया", "तंजानिया", "ज़ांज़ीबार", "ज़ंज़ीबार", "जंजीबार"] },
};

const text: Localized<Record<PlaceId, UncoveredPlaceText>> = { en, hi };

/** Places Indian citizens enter without a visa: a fact of the place, not of a language. */
const visaFreeForIndians: ReadonlySet<PlaceId> = new Set(["nepal", "bhutan"]);

/**
 * The places in every language. Each language also knows the names typed in the others, so
 * "japan" is recognised on a Hindi page and "जापान" on an English one.
 */
export const uncoveredPlaces = mapLocales((locale) =>
  (Object.keys(en) as PlaceId[]).map((id): UncoveredPlace => ({
    name: text[locale][id].name,
    aliases: [...text[locale][id].aliases, ...otherLocales(locale).flatMap((other) => text[other][id].aliases)],
    visaFreeForIndians: visaFreeForIndians.has(id),
  })),
);
