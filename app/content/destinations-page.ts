import type { Localized } from "~/config/locales";
import { destinationCount } from "./destination-photos";

/** The Destinations page's text around the cards; counts come from the data. */
const en = {
  meta: {
    title: "Destinations",
    description: `Visa processing times for ${destinationCount} popular destinations for Indian travellers, from the UAE and Singapore to France, Switzerland and Canada.`,
  },
  listName: "Visa destinations for Indian travellers",
  launchBanner: "Advanced destination features arrive at launch",
  title: "Explore Global Destinations",
  intro: "Processing times and visa notes for the places Indian travellers visit most.",
  searchLabel: "Search destinations",
  searchPlaceholder: "Search destinations, details or visa status...",
  clearSearch: "Clear search",
  listLabel: "Destinations",
  /** The announced result count; `{count}` and `{total}` are filled in (lib/early-search.ts). */
  resultsSummary: {
    all: "Showing all {total} destinations",
    none: "No destinations match your search",
    one: "{count} of {total} destinations matches your search",
    many: "{count} of {total} destinations match your search",
  },
  photoCredit: { label: "Photos: ", source: "Unsplash", href: "https://unsplash.com" },
  empty: {
    title: "No destinations found matching your search.",
    hint: "Try a different keyword or check your spelling.",
    didYouMean: "Did you mean ",
    /** After the suggested term: `otherName` when the term is another name for its country `{name}`. */
    suggestionEnd: { sameName: "?", otherName: " ({name})?" },
    showAll: "Show All Destinations",
  },
  /** A search naming a place we do not list: said by name, with a chat that asks about it. */
  notCovered: {
    line: "We don't cover {place} yet.",
    hint: "Our team can still answer your questions about it.",
  },
  /** A search naming a place Indian citizens enter without a visa: said plainly, not "not covered"; `{place}` is its name. */
  visaFree: {
    line: "Indian citizens need no visa for {place}.",
    hint: "You can still ask our team about your trip.",
  },
  card: {
    visaBy: "Visa By: ",
    exploreOptions: "Explore Options",
  },
};

type DestinationsPageText = typeof en;

const hi: DestinationsPageText = {
  meta: {
    title: "गंतव्य",
    description: `यूएई और सिंगापुर से लेकर फ़्रांस, स्विट्ज़रलैंड और कनाडा तक, भारतीय यात्रियों में लोकप्रिय ${destinationCount} गंतव्यों का वीज़ा प्रोसेसिंग समय।`,
  },
  listName: "भारतीय यात्रियों के लिए वीज़ा गंतव्य",
  launchBanner: "गंतव्यों से जुड़ी नई सुविधाएँ लॉन्च होने पर आएँगी",
  title: "दुनिया भर के गंतव्य देखें",
  intro: "भारतीय यात्री जिन जगहों पर सबसे ज़्यादा जाते हैं, उनका प्रोसेसिंग समय और वीज़ा से जुड़ी ज़रूरी बातें।",
  searchLabel: "गंतव्य खोजें",
  searchPlaceholder: "गंतव्य, जानकारी या वीज़ा की स्थिति खोजें...",
  clearSearch: "खोज साफ़ करें",
  listLabel: "गंतव्य",
  resultsSummary: {
    all: "सभी {total} गंतव्य दिख रहे हैं",
    none: "कोई गंतव्य आपकी खोज से मेल नहीं खाता",
    one: "{total} में से {count} गंतव्य आपकी खोज से मेल खाता है",
    many: "{total} में से {count} गंतव्य आपकी खोज से मेल खाते हैं",
  },
  photoCredit: { label: "फ़ोटो: ", source: "Unsplash", href: "https://unsplash.com" },
  empty: {
    title: "आपकी खोज से मेल खाता कोई गंतव्य नहीं मिला।",
    hint: "कोई दूसरा शब्द आज़माएँ या स्पेलिंग जाँचें।",
    didYouMean: "क्या आपका मतलब ",
    suggestionEnd: { sameName: " था?", otherName: " ({name}) था?" },
    showAll: "सभी गंतव्य दिखाएँ",
  },
  notCovered: {
    line: "{place} अभी हमारी सेवा में शामिल नहीं है।",
    hint: "फिर भी हमारी टीम इसके बारे में आपके सवालों के जवाब दे सकती है।",
  },
  visaFree: {
    line: "भारतीय नागरिकों को {place} जाने के लिए वीज़ा की ज़रूरत नहीं होती।",
    hint: "फिर भी यात्रा के बारे में कोई सवाल हो, तो हमारी टीम से पूछें।",
  },
  card: {
    visaBy: "वीज़ा मिलने में: ",
    exploreOptions: "विकल्प देखें",
  },
};

export const destinationsPage: Localized<DestinationsPageText> = { en, hi };
