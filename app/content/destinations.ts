/**
 * The destinations the site lists (docs/requirements.md, The destinations): name,
 * getTime and visaStat exactly as required, in its order. Photos are from Unsplash;
 * `keywords` are cities, abbreviations and common names a traveller may type instead.
 */
export interface Destination {
  slug: string;
  name: string;
  getTime: string;
  visaStat: string;
  /** Base URL on images.unsplash.com; sizes are added with the host's parameters. */
  imageUrl: string;
  alt: string;
  details: string;
  keywords: string[];
}

export const destinations: Destination[] = [
  {
    slug: "united-arab-emirates",
    name: "United Arab Emirates",
    getTime: "Approx. 3-5 Days",
    visaStat: "Popular Choice",
    imageUrl: "https://images.unsplash.com/photo-1512453979798-5ea266f8880c",
    alt: "Downtown Dubai skyline with the Burj Khalifa",
    details:
      "Dubai's skyline and desert camps, Abu Dhabi's Sheikh Zayed Grand Mosque and the souks of Sharjah, a short flight from most Indian cities. Tourist visas are issued electronically, so the whole application happens online before you fly.",
    keywords: ["Dubai", "Abu Dhabi", "Sharjah", "UAE", "Emirates", "Burj Khalifa", "GCC", "Gulf", "Middle East"],
  },
  {
    slug: "united-states",
    name: "United States",
    getTime: "Varies (Plan Ahead)",
    visaStat: "High Demand",
    imageUrl: "https://images.unsplash.com/photo-1485738422979-f5c462d49f74",
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
  {
    slug: "switzerland",
    name: "Switzerland",
    getTime: "Approx. 10-15 Days",
    visaStat: "Scenic Beauty",
    imageUrl: "https://images.unsplash.com/photo-1530122037265-a5f1f91d3b99",
    alt: "Snow-capped peaks of the Swiss Alps",
    details:
      "Alpine villages, glacier lakes and some of the world's most scenic railways. A Swiss Schengen visa also lets you travel on to the other Schengen countries; fingerprints and a photo are taken at the visa centre, so book your appointment early.",
    keywords: ["Schengen", "Swiss", "Zurich", "Geneva", "Interlaken", "Lucerne", "Alps", "Europe"],
  },
  {
    slug: "vietnam",
    name: "Vietnam",
    getTime: "Approx. 5-7 Days",
    visaStat: "Cultural Gem",
    imageUrl: "https://images.unsplash.com/photo-1528127269322-539801943592",
    alt: "Limestone islands rising from the water in Ha Long Bay",
    details:
      "Ha Long Bay's limestone islands, Hanoi's Old Quarter and the lantern-lit streets of Hoi An, with food that suits every budget. Indian citizens apply for Vietnam's e-visa online and receive it by e-mail.",
    keywords: ["Hanoi", "Ho Chi Minh City", "Saigon", "Ha Long Bay", "Halong", "Da Nang", "Hoi An", "Viet Nam"],
  },
  {
    slug: "singapore",
    name: "Singapore",
    getTime: "Approx. 2-4 Days",
    visaStat: "Urban Oasis",
    imageUrl: "https://images.unsplash.com/photo-1525625293386-3f8f99389edd",
    alt: "Marina Bay Sands hotel above the Singapore waterfront",
    details:
      "Marina Bay, Sentosa and Gardens by the Bay, with easy public transport and food from every corner of Asia. Indian travellers apply through an authorised visa agent and the visa arrives electronically.",
    keywords: ["Marina Bay", "Sentosa", "Changi", "SG"],
  },
  {
    slug: "georgia",
    name: "Georgia",
    getTime: "Approx. 7-10 Days",
    visaStat: "Historic Charm",
    imageUrl: "https://images.unsplash.com/photo-1563284223-333497472e88",
    alt: "Gergeti Trinity Church below Mount Kazbek",
    details:
      "Tbilisi's old town and sulphur baths, the wine villages of Kakheti and mountain churches in the Caucasus. Indian passport holders can apply for Georgia's e-visa online before they travel.",
    keywords: ["Tbilisi", "Batumi", "Kazbegi", "Kakheti", "Caucasus"],
  },
  {
    slug: "azerbaijan",
    name: "Azerbaijan",
    getTime: "Approx. 3-5 Days",
    visaStat: "Land of Fire",
    imageUrl: "https://images.unsplash.com/photo-1596306499398-8d88944a5ec4",
    alt: "The Flame Towers above Baku",
    details:
      "Baku's Flame Towers and walled Old City, the mud volcanoes of Gobustan and the Caspian seafront. Indian citizens can get an electronic visa through Azerbaijan's ASAN Visa system.",
    keywords: ["Baku", "Gobustan", "Gabala", "Caspian", "Caucasus"],
  },
  {
    slug: "sri-lanka",
    name: "Sri Lanka",
    getTime: "Approx. 1-3 Days",
    visaStat: "Island Paradise",
    imageUrl: "https://images.unsplash.com/photo-1612862862126-865765df2ded",
    alt: "Sigiriya rock fortress rising above the forest",
    details:
      "Sigiriya's rock fortress, tea country around Nuwara Eliya and the beaches of the south coast, a short flight from South India. Visitors apply online for an Electronic Travel Authorisation before they fly.",
    keywords: ["Colombo", "Kandy", "Galle", "Sigiriya", "Ella", "Ceylon", "ETA"],
  },
  {
    slug: "france",
    name: "France",
    getTime: "Approx. 10-15 Days",
    visaStat: "Romantic Escape",
    imageUrl: "https://images.unsplash.com/photo-1502602898657-3e91760cbb34",
    alt: "The Eiffel Tower in Paris",
    details:
      "Paris, the French Riviera and the vineyards of Bordeaux and Burgundy. A French Schengen visa covers travel across the Schengen Area; biometrics are taken at the visa centre, and summer appointments fill up fast.",
    keywords: ["Paris", "Nice", "Schengen", "Riviera", "Eiffel Tower", "Europe"],
  },
  {
    slug: "malaysia",
    name: "Malaysia",
    getTime: "Approx. 5-7 Days",
    visaStat: "Diverse Adventure",
    imageUrl: "https://images.unsplash.com/photo-1508062878650-88b52897f298",
    alt: "The Petronas Twin Towers in Kuala Lumpur",
    details:
      "Kuala Lumpur's Petronas Towers, Penang's street food, Langkawi's beaches and the rainforests of Borneo. Entry rules for Indian citizens have changed in recent years, so we confirm what applies to your dates before you book.",
    keywords: ["Kuala Lumpur", "KL", "Penang", "Langkawi", "Borneo", "Petronas"],
  },
  {
    slug: "thailand",
    name: "Thailand",
    getTime: "Approx. 7-10 Days",
    visaStat: "Tropical Getaway",
    imageUrl: "https://images.unsplash.com/photo-1528181304800-259b08848526",
    alt: "A Thai temple with a guardian statue",
    details:
      "Bangkok's temples and night markets, the islands around Phuket and Krabi, and Chiang Mai in the hills. Thailand's entry rules for Indian travellers have changed several times recently; we check the current rules for your trip.",
    keywords: ["Bangkok", "Phuket", "Pattaya", "Krabi", "Chiang Mai", "Koh Samui", "Thai"],
  },
  {
    slug: "canada",
    name: "Canada",
    getTime: "Varies (Plan Ahead)",
    visaStat: "Natural Wonders",
    imageUrl: "https://images.unsplash.com/photo-1561134643-668f9057cce4",
    alt: "Moraine Lake and the mountains of Banff National Park",
    details:
      "Banff's lakes, the Rockies, Toronto, Vancouver and family visits across the country. Visitor visas need fingerprints and a photo, and processing times vary widely, so apply well before your travel dates.",
    keywords: ["Toronto", "Vancouver", "Montreal", "Banff", "Niagara Falls", "Rockies"],
  },
];
