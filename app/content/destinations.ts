import { type Localized, mapLocales, otherLocales } from "~/config/locales";
import { type DestinationSlug, destinationPhotos as photos } from "./destination-photos";

/** A destination's words in one language. */
interface DestinationText {
  name: string;
  getTime: string;
  visaStat: string;
  alt: string;
  details: string;
  /** Cities, abbreviations and common names a traveller may type instead of the name. */
  keywords: string[];
  /** Other spellings a traveller may type (Latin transliterations): found, never suggested. */
  spellings?: string[];
}

export interface Destination extends DestinationText {
  slug: string;
  imageUrl: string;
}

/** name, getTime and visaStat exactly as required. */
const en: Record<DestinationSlug, DestinationText> = {
  "united-arab-emirates": {
    name: "United Arab Emirates",
    getTime: "Approx. 3-5 Days",
    visaStat: "Popular Choice",
    alt: "Downtown Dubai skyline with the Burj Khalifa",
    details:
      "Dubai's skyline and desert camps, Abu Dhabi's Sheikh Zayed Grand Mosque and the souks of Sharjah, a short flight from most Indian cities. Tourist visas are issued electronically, so the whole application happens online before you fly.",
    keywords: ["Dubai", "Abu Dhabi", "Sharjah", "UAE", "Emirates", "Burj Khalifa", "GCC", "Gulf", "Middle East"],
  },
  "united-states": {
    name: "United States",
    getTime: "Varies (Plan Ahead)",
    visaStat: "High Demand",
    alt: "The Statue of Liberty in New York",
    details:
      "New York, the national parks and family visits from coast to coast. Most travellers from India need a B1/B2 visitor visa with an in-person interview at a US consulate, and appointment waits vary, so start months before your trip.",
    keywords: [
      "USA",
      "US",
      "America",
      "United States of America",
      "New York",
      "California",
      "San Francisco",
      "Chicago",
      "B1/B2",
    ],
  },
  switzerland: {
    name: "Switzerland",
    getTime: "Approx. 10-15 Days",
    visaStat: "Scenic Beauty",
    alt: "Snow-capped peaks of the Swiss Alps",
    details:
      "Alpine villages, glacier lakes and some of the world's most scenic railways. Switzerland is one of the Schengen countries, which have no border controls between them. Fingerprints and a photo are taken at the visa centre, so book your appointment early.",
    keywords: ["Schengen", "Swiss", "Zurich", "Geneva", "Interlaken", "Lucerne", "Alps", "Europe"],
  },
  vietnam: {
    name: "Vietnam",
    getTime: "Approx. 5-7 Days",
    visaStat: "Cultural Gem",
    alt: "Limestone islands rising from the water in Ha Long Bay",
    details:
      "Ha Long Bay's limestone islands, Hanoi's Old Quarter and the lantern-lit streets of Hoi An, with food that suits every budget. Indian citizens apply for Vietnam's e-visa online.",
    keywords: ["Hanoi", "Ho Chi Minh City", "Saigon", "Ha Long Bay", "Halong", "Da Nang", "Hoi An", "Viet Nam"],
  },
  singapore: {
    name: "Singapore",
    getTime: "Approx. 2-4 Days",
    visaStat: "Urban Oasis",
    alt: "Marina Bay Sands hotel above the Singapore waterfront",
    details:
      "Marina Bay, Sentosa and Gardens by the Bay, with easy public transport and food from every corner of Asia. Indian travellers apply through an authorised visa agent; Singapore's mission in India publishes the list of agents. We will say at launch whether we are on that list.",
    keywords: ["Marina Bay", "Sentosa", "Changi", "SG"],
  },
  georgia: {
    name: "Georgia",
    getTime: "Approx. 7-10 Days",
    visaStat: "Historic Charm",
    alt: "Gergeti Trinity Church below Mount Kazbek",
    details:
      "Tbilisi's old town and sulphur baths, the wine villages of Kakheti and mountain churches in the Caucasus. Indian passport holders need a visa, unless they hold a valid visa or residence permit of certain countries, such as the US or Britain.",
    keywords: ["Tbilisi", "Batumi", "Kazbegi", "Kakheti", "Caucasus"],
  },
  azerbaijan: {
    name: "Azerbaijan",
    getTime: "Approx. 3-5 Days",
    visaStat: "Land of Fire",
    alt: "The Flame Towers above Baku",
    details:
      "Baku's Flame Towers and walled Old City, the mud volcanoes of Gobustan and the Caspian seafront. Indian citizens can get an electronic visa through Azerbaijan's ASAN Visa system.",
    keywords: ["Baku", "Gobustan", "Gabala", "Caspian", "Caucasus"],
  },
  "sri-lanka": {
    name: "Sri Lanka",
    getTime: "Approx. 1-3 Days",
    visaStat: "Island Paradise",
    alt: "Sigiriya rock fortress rising above the forest",
    details:
      "Sigiriya's rock fortress, tea country around Nuwara Eliya and the beaches of the south coast, a short flight from South India. Indian passport holders can apply online for an Electronic Travel Authorisation; as reported in October 2025, it is no longer required before arrival.",
    keywords: ["Colombo", "Kandy", "Galle", "Sigiriya", "Ella", "Ceylon", "ETA"],
  },
  france: {
    name: "France",
    getTime: "Approx. 10-15 Days",
    visaStat: "Romantic Escape",
    alt: "The Eiffel Tower in Paris",
    details:
      "Paris, the French Riviera and the vineyards of Bordeaux and Burgundy. Apply to France when it is the Schengen country where you will stay the most days. You fill in the form on France-Visas and submit it at the visa centre, by appointment booked online.",
    keywords: ["Paris", "Nice", "Schengen", "Riviera", "Eiffel Tower", "Europe"],
  },
  malaysia: {
    name: "Malaysia",
    getTime: "Approx. 5-7 Days",
    visaStat: "Diverse Adventure",
    alt: "The Petronas Twin Towers in Kuala Lumpur",
    details:
      "Kuala Lumpur's Petronas Towers, Penang's street food, Langkawi's beaches and the rainforests of Borneo. Entry rules for Indian citizens have changed in recent years, so ask us what applies to your dates before you book.",
    keywords: ["Kuala Lumpur", "KL", "Penang", "Langkawi", "Borneo", "Petronas"],
  },
  thailand: {
    name: "Thailand",
    getTime: "Approx. 7-10 Days",
    visaStat: "Tropical Getaway",
    alt: "A Thai temple with a guardian statue",
    details:
      "Bangkok's temples and night markets, the islands around Phuket and Krabi, and Chiang Mai in the hills. Thailand's entry rules for Indian travellers have changed several times recently, so ask us which rules apply to your dates.",
    keywords: ["Bangkok", "Phuket", "Pattaya", "Krabi", "Chiang Mai", "Koh Samui", "Thai"],
  },
  canada: {
    name: "Canada",
    getTime: "Varies (Plan Ahead)",
    visaStat: "Natural Wonders",
    alt: "Moraine Lake and the mountains of Banff National Park",
    details:
      "Banff's lakes, the Rockies, Toronto, Vancouver and family visits across the country. Visitor visas need fingerprints and a photo, and processing times vary widely, so apply well before your travel dates.",
    keywords: ["Toronto", "Vancouver", "Montreal", "Banff", "Niagara Falls", "Rockies"],
  },
};

const hi: Record<DestinationSlug, DestinationText> = {
  "united-arab-emirates": {
    name: "संयुक्त अरब अमीरात",
    getTime: "लगभग 3-5 दिन",
    visaStat: "यात्रियों की पसंद",
    alt: "डाउनटाउन दुबई की ऊँची इमारतें और बुर्ज ख़लीफ़ा",
    details:
      "दुबई की ऊँची इमारतें और रेगिस्तान के कैंप, अबू धाबी की शेख़ ज़ायद ग्रैंड मस्जिद और शारजाह के पुराने बाज़ार। भारत के ज़्यादातर शहरों से यह बस छोटी-सी उड़ान की दूरी पर है। पर्यटक वीज़ा इलेक्ट्रॉनिक रूप से जारी होते हैं, इसलिए पूरा आवेदन यात्रा से पहले ऑनलाइन ही हो जाता है।",
    keywords: [
      "दुबई",
      "दुबाई",
      "अबू धाबी",
      "अबुधाबी",
      "शारजाह",
      "शारजा",
      "यूएई",
      "यू.ए.ई.",
      "अमीरात",
      "अरब अमीरात",
      "बुर्ज ख़लीफ़ा",
      "बुर्ज खलीफा",
      "खाड़ी देश",
      "खाड़ी",
      "गल्फ़",
      "गल्फ",
      "मध्य पूर्व",
      "मिडिल ईस्ट",
    ],
    spellings: ["arab amirat", "abudhabi"],
  },
  "united-states": {
    name: "संयुक्त राज्य अमेरिका",
    getTime: "समय तय नहीं (पहले से योजना बनाएँ)",
    visaStat: "भारी माँग",
    alt: "न्यूयॉर्क में स्टैच्यू ऑफ़ लिबर्टी",
    details:
      "न्यूयॉर्क, नेशनल पार्क और देश के एक छोर से दूसरे छोर तक परिवार से मिलने की यात्राएँ। भारत से जाने वाले ज़्यादातर यात्रियों को B1/B2 विज़िटर वीज़ा चाहिए, जिसके लिए अमेरिकी वाणिज्य दूतावास में ख़ुद जाकर इंटरव्यू देना होता है। इंटरव्यू के अपॉइंटमेंट के लिए इंतज़ार कभी कम, कभी कई महीने का होता है, इसलिए अपनी यात्रा से कई महीने पहले शुरुआत करें।",
    keywords: [
      "यूएसए",
      "यू.एस.ए.",
      "यूएस",
      "अमेरिका",
      "अमरीका",
      "संयुक्त राज्य",
      "न्यूयॉर्क",
      "न्यूयार्क",
      "न्यू यॉर्क",
      "कैलिफ़ोर्निया",
      "कैलिफोर्निया",
      "सैन फ़्रैंसिस्को",
      "सैन फ्रैंसिस्को",
      "शिकागो",
    ],
    spellings: ["amrika", "amerika", "newyork"],
  },
  switzerland: {
    name: "स्विट्ज़रलैंड",
    getTime: "लगभग 10-15 दिन",
    visaStat: "ख़ूबसूरत नज़ारे",
    alt: "स्विस आल्प्स की बर्फ़ से ढकी चोटियाँ",
    details:
      "आल्प्स के पहाड़ी गाँव, ग्लेशियर वाली झीलें और दुनिया के कुछ सबसे ख़ूबसूरत रेल मार्ग। स्विट्ज़रलैंड शेंगेन देशों में से एक है, जिनके बीच सीमा पर कोई जाँच नहीं होती। फ़िंगरप्रिंट और फ़ोटो वीज़ा सेंटर पर लिए जाते हैं, इसलिए अपना अपॉइंटमेंट जल्दी बुक करें।",
    keywords: [
      "स्विट्जरलैंड",
      "स्विटज़रलैंड",
      "स्विटजरलैंड",
      "शेंगेन",
      "स्विस",
      "ज़्यूरिख़",
      "ज़्यूरिख",
      "ज्यूरिख",
      "जिनेवा",
      "जेनेवा",
      "इंटरलाकेन",
      "इंटरलेकन",
      "ल्यूसर्न",
      "लुसर्न",
      "आल्प्स",
      "एल्प्स",
      "यूरोप",
    ],
    spellings: ["switzarland"],
  },
  vietnam: {
    name: "वियतनाम",
    getTime: "लगभग 5-7 दिन",
    visaStat: "संस्कृति का ख़ज़ाना",
    alt: "हा लॉन्ग बे में पानी से उभरे चूना-पत्थर के टापू",
    details:
      "हा लॉन्ग बे के चूना-पत्थर के टापू, हनोई का पुराना इलाक़ा और लालटेनों से जगमगाती होई आन की गलियाँ, साथ में हर बजट के हिसाब से खाना। भारतीय नागरिक वियतनाम के ई-वीज़ा के लिए ऑनलाइन आवेदन करते हैं।",
    keywords: [
      "हनोई",
      "हो ची मिन्ह सिटी",
      "हो ची मिन्ह",
      "साइगॉन",
      "सैगॉन",
      "हा लॉन्ग बे",
      "हालोंग",
      "हा लोंग",
      "दा नांग",
      "डा नांग",
      "होई आन",
      "होई एन",
      "वियत नाम",
      "वियेतनाम",
      "विएतनाम",
    ],
    spellings: ["viyatnam"],
  },
  singapore: {
    name: "सिंगापुर",
    getTime: "लगभग 2-4 दिन",
    visaStat: "हरा-भरा शहर",
    alt: "सिंगापुर के समुद्र किनारे ऊँचा खड़ा मरीना बे सैंड्स होटल",
    details:
      "मरीना बे, सेंटोसा और गार्डन्स बाय द बे, साथ में आसान पब्लिक ट्रांसपोर्ट और एशिया के हर कोने का खाना। भारतीय यात्री किसी अधिकृत वीज़ा एजेंट के ज़रिए आवेदन करते हैं; भारत में सिंगापुर का मिशन इन एजेंटों की सूची जारी करता है। हम इस सूची में हैं या नहीं, यह हम लॉन्च होने पर बताएँगे।",
    keywords: ["मरीना बे", "सेंटोसा", "सेंटोज़ा", "चांगी", "चंगी", "सिंगापूर"],
    spellings: ["singapur", "singapoor"],
  },
  georgia: {
    name: "जॉर्जिया",
    getTime: "लगभग 7-10 दिन",
    visaStat: "ऐतिहासिक आकर्षण",
    alt: "माउंट कज़बेक के नीचे गेरगेती ट्रिनिटी चर्च",
    details:
      "त्बिलिसी का पुराना शहर और गंधक के पानी वाले स्नानागार, काख़ेती में वाइन बनाने वाले गाँव और कॉकेशस के पहाड़ी चर्च। भारतीय पासपोर्ट धारकों को वीज़ा चाहिए, बशर्ते उनके पास ब्रिटेन जैसे कुछ देशों का वैध वीज़ा या निवास परमिट न हो।",
    keywords: [
      "त्बिलिसी",
      "तिबलिसी",
      "तबिलिसी",
      "बातुमी",
      "बटुमी",
      "कज़बेगी",
      "कजबेगी",
      "काख़ेती",
      "काखेती",
      "कॉकेशस",
      "काकेशस",
      "जार्जिया",
    ],
    spellings: ["jorjia"],
  },
  azerbaijan: {
    name: "अज़रबैजान",
    getTime: "लगभग 3-5 दिन",
    visaStat: "आग की धरती",
    alt: "बाकू के ऊपर फ़्लेम टावर्स",
    details:
      "बाकू के फ़्लेम टावर्स और दीवारों से घिरा पुराना शहर, गोबुस्तान के कीचड़ उगलने वाले ज्वालामुखी और कैस्पियन सागर का किनारा। भारतीय नागरिक अज़रबैजान की ASAN वीज़ा सेवा से इलेक्ट्रॉनिक वीज़ा ले सकते हैं।",
    keywords: [
      "अजरबैजान",
      "अज़रबाइजान",
      "अजरबाइजान",
      "बाकू",
      "गोबुस्तान",
      "गबाला",
      "क़बाला",
      "कबाला",
      "कैस्पियन",
      "कॉकेशस",
      "काकेशस",
    ],
    spellings: ["azarbaijan", "ajarbaijan"],
  },
  "sri-lanka": {
    name: "श्रीलंका",
    getTime: "लगभग 1-3 दिन",
    visaStat: "स्वर्ग जैसा द्वीप",
    alt: "जंगल के ऊपर उठा सिगिरिया का चट्टानी क़िला",
    details:
      "सिगिरिया का चट्टानी क़िला, नुवारा एलिया के आसपास के चाय बाग़ान और दक्षिण के समुद्र तट। दक्षिण भारत से यह बस छोटी-सी उड़ान की दूरी पर है। भारतीय पासपोर्ट धारक इलेक्ट्रॉनिक यात्रा अनुमति (ईटीए) के लिए ऑनलाइन आवेदन कर सकते हैं; अक्टूबर 2025 की ख़बर के मुताबिक़ अब पहुँचने से पहले यह ज़रूरी नहीं है।",
    keywords: ["श्री लंका", "लंका", "कोलंबो", "कोलम्बो", "कैंडी", "कांडी", "गाले", "गॉल", "सिगिरिया", "एला", "सीलोन", "ईटीए"],
    spellings: ["shrilanka", "shri lanka", "srilanka"],
  },
  france: {
    name: "फ़्रांस",
    getTime: "लगभग 10-15 दिन",
    visaStat: "रोमांटिक सफ़र",
    alt: "पेरिस में एफ़िल टावर",
    details:
      "पेरिस, फ़्रेंच रिविएरा और बोर्दो व बरगंडी के अंगूर के बाग़। फ़्रांस के लिए आवेदन तब करें जब शेंगेन देशों में सबसे ज़्यादा दिन आप यहीं ठहरेंगे। फ़ॉर्म france-visas.gouv.fr पर भरा जाता है और ऑनलाइन बुक किए अपॉइंटमेंट पर वीज़ा सेंटर में जमा होता है।",
    keywords: [
      "फ्रांस",
      "फ्रान्स",
      "पेरिस",
      "नीस",
      "शेंगेन",
      "रिविएरा",
      "रिवेरा",
      "एफ़िल टावर",
      "एफिल टावर",
      "एफिल टॉवर",
      "यूरोप",
    ],
    spellings: ["fraans", "frans"],
  },
  malaysia: {
    name: "मलेशिया",
    getTime: "लगभग 5-7 दिन",
    visaStat: "हर तरह का एडवेंचर",
    alt: "क्वालालंपुर के पेट्रोनास ट्विन टावर्स",
    details:
      "क्वालालंपुर के पेट्रोनास टावर्स, पेनांग का स्ट्रीट फ़ूड, लंगकावी के समुद्र तट और बोर्नियो के वर्षावन। भारतीय नागरिकों के लिए प्रवेश के नियम पिछले कुछ सालों में बदले हैं, इसलिए बुकिंग से पहले हमसे पूछ लें कि आपकी तारीख़ों पर कौन-से नियम लागू होंगे।",
    keywords: [
      "मलयेशिया",
      "मलेसिया",
      "क्वालालंपुर",
      "क्वाला लंपुर",
      "कुआलालंपुर",
      "कुआला लम्पुर",
      "केएल",
      "पेनांग",
      "पिनांग",
      "लंगकावी",
      "बोर्नियो",
      "पेट्रोनास",
    ],
    spellings: ["malaysiya", "maleshiya", "kualalumpur"],
  },
  thailand: {
    name: "थाईलैंड",
    getTime: "लगभग 7-10 दिन",
    visaStat: "धूप और समुद्र तट",
    alt: "एक थाई मंदिर और उसकी रक्षक प्रतिमा",
    details:
      "बैंकॉक के मंदिर और रात के बाज़ार, फुकेत और क्राबी के आसपास के द्वीप, और पहाड़ियों में बसा चियांग माई। भारतीय यात्रियों के लिए थाईलैंड के प्रवेश नियम हाल ही में कई बार बदले हैं, इसलिए हमसे पूछ लें कि आपकी तारीख़ों पर कौन-से नियम लागू होंगे।",
    keywords: [
      "थाइलैंड",
      "थायलैंड",
      "थाई",
      "बैंकॉक",
      "बैंकाक",
      "बैंकोक",
      "फुकेत",
      "फ़ुकेत",
      "फुकेट",
      "पटाया",
      "पट्टाया",
      "क्राबी",
      "चियांग माई",
      "चियांगमाई",
      "को समुई",
      "कोह समुई",
    ],
    spellings: ["thailend", "bankok"],
  },
  canada: {
    name: "कनाडा",
    getTime: "समय तय नहीं (पहले से योजना बनाएँ)",
    visaStat: "क़ुदरत के करिश्मे",
    alt: "बैन्फ़ नेशनल पार्क की मोरेन झील और पहाड़",
    details:
      "बैन्फ़ की झीलें, रॉकी पहाड़, टोरंटो, वैंकूवर और देश भर में परिवार से मिलने की यात्राएँ। विज़िटर वीज़ा के लिए फ़िंगरप्रिंट और फ़ोटो देने होते हैं, और प्रोसेसिंग समय में बहुत अंतर होता है, इसलिए अपनी यात्रा की तारीख़ों से काफ़ी पहले आवेदन करें।",
    keywords: [
      "टोरंटो",
      "टोरोंटो",
      "वैंकूवर",
      "वेंकूवर",
      "मॉन्ट्रियल",
      "मांट्रियल",
      "बैन्फ़",
      "बैंफ",
      "नियाग्रा फ़ॉल्स",
      "नियाग्रा फॉल्स",
      "नियाग्रा",
      "रॉकीज़",
      "रॉकी",
      "कैनेडा",
      "केनेडा",
    ],
    spellings: ["kanada", "kenada"],
  },
};

const text: Localized<Record<DestinationSlug, DestinationText>> = { en, hi };

/**
 * The destinations in every language. Each also finds what is typed in the other language:
 * its name, keywords and spellings there are keywords and spellings here, so "dubai" finds
 * the United Arab Emirates on a Hindi page and "दुबई" on an English one.
 */
export const destinations = mapLocales((locale) =>
  (Object.keys(photos) as DestinationSlug[]).map((slug): Destination => {
    const words = text[locale][slug];
    const others = otherLocales(locale).map((other) => text[other][slug]);
    return {
      slug,
      imageUrl: photos[slug],
      ...words,
      keywords: [...words.keywords, ...others.flatMap((other) => [other.name, ...other.keywords])],
      spellings: [...(words.spellings ?? []), ...others.flatMap((other) => other.spellings ?? [])],
    };
  }),
);
