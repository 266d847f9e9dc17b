import type { Localized } from "../config/locales.ts";
import { site } from "../config/site.ts";
import type { DestinationSlug } from "./destination-photos.ts";
import type { Currency, FactDating, RuleKind } from "./facts.ts";

/**
 * The words of each destination's guide (docs/decisions/0013), keyed as its facts in
 * `facts/<slug>.json` (facts.ts). The time is the destination's `getTime` (destinations.ts):
 * the guide only says when it applies.
 */

/** A fact in words: who says it (an authority or a paper, named in the language) and what. */
interface FactText {
  by: string;
  says: string;
}

interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** A destination's guide in one language; `facts` and `portals` are keyed as in `guideFacts`. */
interface GuideText {
  /** The rule in a few words, for the card and the summary. */
  label: string;
  /** The rule today for Indian ordinary passport holders. */
  rule: string;
  stay: string;
  /** Who can skip the usual visa; empty when no one. */
  skip: string[];
  facts: Record<string, FactText>;
  /** What each official link is for. */
  portals: Record<string, string>;
  /** Look-alike sites and traps, with what to do instead. */
  warnings: string[];
  /** Usually asked, as the cited sources say (not the embassy's checklist); a last line says where no source lists the rest. */
  documents: string[];
  /** When the destination's `getTime` applies. */
  timeApplies: string;
  /** What VisaUdaan will do for this destination at launch; the page adds the launch message. */
  atLaunch: string;
  faqs: QuestionAndAnswer[];
  /** What the sources read left open, said plainly. */
  unknown: string[];
}

const en: Record<DestinationSlug, GuideText> = {
  "united-arab-emirates": {
    label: "Visa before travel; on arrival for some",
    rule: "Most Indian passport holders need a UAE visit visa, applied for online before they fly. If you hold a valid visa, residence permit or green card of certain countries, you can get a visa on arrival instead.",
    stay: "The visit visa's stay depends on the visa chosen. The visa on arrival is for 14 days (extendable once by 14 days) or 60 days.",
    skip: [
      "Indian passport holders with a valid US visa or green card, or a UK or EU visa or residence permit, can get a visa on arrival.",
      "Since 13 February 2025 this also covers valid visas, residence permits or green cards of Australia, Canada, Japan, New Zealand, Singapore and South Korea.",
      "Your passport must be valid for at least six months.",
    ],
    facts: {
      visitVisa: {
        by: "Business Standard",
        says: "A visit visa application made online must include the hotel booking and the return ticket.",
      },
      visitVisaFunds: {
        by: "DNA India",
        says: "Visit visa applicants must also provide proof of funds.",
      },
      arrivalWithVisa: {
        by: "Business Today",
        says: "Indian ordinary passport holders with a US visa or green card, or a UK or EU visa or residence permit, can get a visa on arrival at every UAE entry point, with a passport valid for six months.",
      },
      arrivalWidened: {
        by: "Business Standard",
        says: "From 13 February 2025 the visa on arrival also covers holders of visas or permits of six more countries: 14 days for AED 100, extendable by 14 days for AED 250, or 60 days for AED 250.",
      },
    },
    portals: {
      icp: "The UAE's Federal Authority for Identity, Citizenship, Customs and Port Security (ICP)",
    },
    warnings: [
      "We found no list of look-alike sites for UAE visas: apply through the UAE authorities' own services, or an airline or agent you trust, and check the address before you pay.",
    ],
    documents: ["Passport valid for at least six months", "Confirmed hotel booking", "Return ticket", "Proof of funds"],
    timeApplies:
      "A general estimate for the visit visa applied for before you fly, not an official figure: we found no official processing time.",
    atLaunch: `At launch, ${site.name} will help you prepare the UAE visit visa application and check your documents before they are submitted.`,
    faqs: [
      {
        question: "Can I get a UAE visa on arrival with an Indian passport?",
        answer:
          "Only if you also hold a valid visa, residence permit or green card of the US, the UK, an EU country, Australia, Canada, Japan, New Zealand, Singapore or South Korea, and your passport is valid for six months.",
      },
      {
        question: "Why are UAE visit visas refused even with bookings?",
        answer:
          "Newspapers reported more refusals after hotel bookings, return tickets and proof of funds became compulsory in late 2024. The authorities decide each application and do not always give a reason.",
      },
      {
        question: "How much does the visa on arrival cost?",
        answer:
          "As reported in February 2025: AED 100 for 14 days, AED 250 to extend by 14 days, or AED 250 for 60 days. Confirm the fee with ICP before you travel.",
      },
    ],
    unknown: ["The visit visa's official fee and stay options: we found no official page that gives them."],
  },

  "united-states": {
    label: "Visitor visa (B1/B2) with an interview",
    rule: "Indian citizens need a B1/B2 visitor visa, applied for at a US embassy or consulate in India. Most applicants attend an interview in person, and the wait for a date can be months.",
    stay: "For Indian citizens the B1/B2 visa is issued for up to 120 months with multiple entries; we found no official source we could cite for how long each stay may last.",
    skip: [],
    facts: {
      visitorVisa: {
        by: "the US Department of State",
        says: "For Indian applicants the B-1/B-2 visa has no issuance fee, allows multiple entries and is valid for up to 120 months.",
      },
      interviewWaits: {
        by: "Business Standard",
        says: "State Department figures for September 2025: an average wait for a B1/B2 interview of 2.5 months in Chennai, 3.5 months in New Delhi and 4.5 months in Mumbai, with New Delhi's next open date 12 months away.",
      },
      applyInIndia: {
        by: "Business Standard",
        says: "Since September 2025 applicants must apply in their country of residence, so Indian residents can no longer book interviews in other countries.",
      },
    },
    portals: { stateDepartment: "US Department of State: visitor visa" },
    warnings: [
      "Pay the fee and book the interview only through the appointment service linked from the State Department's page.",
    ],
    documents: [
      "Passport",
      "We found no official list of the other documents: check the official site before you apply.",
    ],
    timeApplies: "From paying the fee to the interview; the wait changes from month to month and from city to city.",
    atLaunch: `At launch, ${site.name} will help you fill in the application, prepare for the interview and look out for earlier dates; the interview itself is always in person.`,
    faqs: [
      {
        question: "Can I apply for a US visa in Dubai or Singapore to skip the queue?",
        answer:
          "No longer: since September 2025 applicants must apply where they live, as reported by Business Standard.",
      },
      {
        question: "How long is the wait for a US visitor visa interview?",
        answer:
          "It changes every month. In September 2025 the average was 2.5 months in Chennai and 4.5 months in Mumbai. Check the current wait on the State Department's site.",
      },
      {
        question: "How long is a US visitor visa valid?",
        answer:
          "For Indian citizens the B1/B2 visa is issued for up to 120 months, with multiple entries and no issuance fee, as the State Department's table shows.",
      },
    ],
    unknown: [
      "Which applicants can skip the interview today: the rules were narrowed in 2025, and we found no official page with the current list.",
      "The visa fee: we found no dated official source for it.",
    ],
  },

  switzerland: {
    label: "Schengen visa, in person",
    rule: "Indian citizens need a Schengen visa. You apply to the Embassy of Switzerland through a VFS Global visa centre, in person and by appointment, where fingerprints and a photo are taken.",
    stay: "A short-stay visa allows up to 90 days in every six months from the date of first entry.",
    skip: [],
    facts: {
      schengenVisa: {
        by: "Business Standard",
        says: "VFS Global, which handles visa applications for the Swiss Embassy in India, accepts only the documents on the official checklist.",
      },
      inPerson: {
        by: "VFS Global (the Swiss visa centre in India)",
        says: "Applications are submitted in person, by appointment; fingerprints and a digital photo have been taken since 2 November 2015.",
      },
      shortStay: {
        by: "VFS Global (the Swiss visa centre in India)",
        says: "A short-stay visa allows stays totalling up to 90 days in every six months from the first entry; Switzerland is in the Schengen Area, with no border controls between its countries.",
      },
      sixMonthsAhead: {
        by: "Lokmat Times (IANS)",
        says: "The Swiss Embassy said applicants can apply up to six months before travel.",
      },
      insurance: {
        by: "Business Standard",
        says: "The checklist asks for travel insurance of at least EUR 30,000, valid across the Schengen countries.",
      },
      refusals: {
        by: "Business Standard",
        says: "Switzerland refused 15% of Schengen visa applications from India in 2024.",
      },
      decisionTime: {
        by: "the European Commission",
        says: "A consulate usually decides within 15 days; in some cases it takes up to 45 days.",
      },
    },
    portals: { embassy: "Embassy of Switzerland in India: do I need a Schengen visa?" },
    warnings: [
      "Book the appointment only with the visa centre the embassy names; no one can sell you a faster decision.",
    ],
    documents: [
      "Passport issued within the last 10 years, valid three months beyond your return, with two blank pages",
      "Completed application form and one recent photo",
      "Travel insurance of at least EUR 30,000 for the Schengen area",
      "Return flight tickets and hotel bookings",
      "Employer's letter and bank statements",
    ],
    timeApplies: "From your visa-centre appointment; book the appointment early.",
    atLaunch: `At launch, ${site.name} will help you fill in the form, check your documents against the checklist and book the visa-centre appointment; the fingerprints are always given in person.`,
    faqs: [
      {
        question: "How early can I apply for a Swiss visa?",
        answer: "Up to six months before you travel, as the Swiss Embassy said in 2023.",
      },
      {
        question: "Does a Swiss visa let me visit other Schengen countries?",
        answer:
          "Yes: Switzerland is one of the Schengen countries, which have no border controls between them. A short-stay visa allows up to 90 days in every six months from the date of first entry.",
      },
      {
        question: "How much travel insurance do I need?",
        answer: "At least EUR 30,000 of cover, valid in every Schengen country, for the whole trip.",
      },
    ],
    unknown: ["The current visa fee and the visa centre's service charge: we found no dated official page."],
  },

  vietnam: {
    label: "E-visa, up to 90 days",
    rule: "Indian citizens apply online for Vietnam's e-visa, open to all nationalities since 15 August 2023.",
    stay: "Up to 90 days since 15 August 2023, with unlimited entries and exits in that time.",
    skip: [],
    facts: {
      evisaForAll: {
        by: "Vietnam Insider",
        says: "From 15 August 2023 Vietnam grants e-visas to citizens of all countries and territories.",
      },
      ninetyDays: {
        by: "Saigon Giai Phong",
        says: "From 15 August 2023 an e-visa allows stays of up to 90 days, with unlimited entries and exits in that time.",
      },
      multipleEntryFee: {
        by: "Huu Nghi magazine",
        says: "A multiple-entry visa valid for up to 90 days costs USD 50.",
      },
      fees: {
        by: "Saigon Giai Phong",
        says: "The e-visa fee set by the Ministry of Finance is USD 25, paid through the portal's electronic payment gateway.",
      },
      threeWorkingDays: {
        by: "Saigon Giai Phong",
        says: "The Immigration Department processes an e-visa within three working days of receiving the complete application and fee.",
      },
      officialPortal: {
        by: "ASEAN Express (citing Vietnam News)",
        says: "The Immigration Department directs applicants to its official site, evisa.xuatnhapcanh.gov.vn.",
      },
      fakeGovSites: {
        by: "the Da Nang Department of Health",
        says: 'Inspectors punished four sites that used "gov.vn" addresses to grant visas illegally, and proposed fines for the people behind two of them.',
      },
    },
    portals: { evisa: "Vietnam Immigration Department: e-visa" },
    warnings: [
      'Sites with "gov.vn" in the address are not always the government\'s: vietnamvisa.gov.vn, visavietnam.gov.vn, vietnam-visa.gov.vn and visatovietnam.gov.vn were punished for granting visas illegally.',
      "Vietnam's Immigration Department warned that some sites and social media pages inflate the e-visa fee.",
    ],
    documents: ["We found no official list of documents: check the official site before you apply."],
    timeApplies: "For the e-visa; apply at least a week before you fly.",
    atLaunch: `At launch, ${site.name} will help you fill in the e-visa application on the official portal and check it before you pay.`,
    faqs: [
      {
        question: "How much does the Vietnam e-visa cost?",
        answer:
          "The official fee is USD 25 for a single entry and USD 50 for multiple entries. A site asking much more is not the official portal.",
      },
      {
        question: "How long can I stay on a Vietnam e-visa?",
        answer: "Up to 90 days, with one or more entries, since 15 August 2023.",
      },
      {
        question: "Is a site ending in gov.vn always official?",
        answer:
          "No. Vietnam punished four gov.vn sites that granted visas illegally. Use the Immigration Department's portal linked on this page.",
      },
    ],
    unknown: [
      "Whether evisa.gov.vn has replaced evisa.xuatnhapcanh.gov.vn as the portal's address: we found no official page that says so.",
    ],
  },

  singapore: {
    label: "Visa through an authorised agent",
    rule: "Indian ordinary passport holders need a visa before they travel to Singapore. Applications can be made through the Authorised Visa Agents whose list Singapore's mission in India publishes; there is no visa on arrival.",
    stay: "The stay is set by the immigration officer at the checkpoint, not by the visa.",
    skip: [],
    facts: {
      visaRequired: {
        by: "Singapore's Ministry of Foreign Affairs",
        says: "Indian nationals with ordinary passports must apply for a visa before visiting; the mission publishes a list of Authorised Visa Agents.",
      },
      agentFees: {
        by: "FCM Travel (an authorised agent)",
        says: "This agent charges a visa processing fee of INR 1,800 and a service fee of INR 650 plus GST; processing takes about 3-5 working days.",
      },
      noVisaOnArrival: {
        by: "Teleport (a visa service)",
        says: "Singapore does not give Indians a visa on arrival: the visa must be approved before departure.",
      },
      noGuarantee: {
        by: "Singapore's Ministry of Foreign Affairs",
        says: "A visa alone does not guarantee entry: officers at the checkpoint decide whether you enter.",
      },
    },
    portals: { mfa: "Singapore's Ministry of Foreign Affairs: visa information and the list of authorised agents" },
    warnings: ["Apply through an agent on the official list of Authorised Visa Agents, which the mission publishes."],
    documents: [
      "Passport valid for at least six months",
      "The visa application form (Form 14A) and two photos",
      "A cover letter with your travel dates and purpose",
      "Salary slips or bank statements for the last three months",
    ],
    timeApplies:
      "A general estimate, not an official figure: the agent we cite quotes about 3-5 working days, not counting the day of submission, weekends and holidays (below).",
    atLaunch: `At launch, ${site.name} will help you prepare the application for an authorised agent, and say whether we are on the list of agents ourselves.`,
    faqs: [
      {
        question: "Can Indians get a visa on arrival in Singapore?",
        answer: "No. Indian ordinary passport holders apply before travel, through an authorised agent.",
      },
      {
        question: "Can I apply at the Singapore mission myself?",
        answer: "The mission's page sends applicants to its list of Authorised Visa Agents.",
      },
      {
        question: "How long does a Singapore visa take?",
        answer:
          "An authorised agent quotes about 3-5 working days, not counting the day of submission, weekends and holidays.",
      },
    ],
    unknown: [
      "A dated official source: the Foreign Ministry's page shows no date, so the rule is not dated here.",
      "The official visa fee in Singapore dollars: only agents' pages give a fee.",
    ],
  },

  georgia: {
    label: "Visa needed, unless you hold certain visas",
    rule: "India is not on Georgia's list of visa-free countries, so Indian passport holders need a visa. With a valid visa or residence permit of the US, the UK, a Schengen country or certain others, you can enter without a Georgian visa.",
    stay: "With a qualifying visa or permit: up to 90 days in any 180-day period.",
    skip: [
      "Holders of a valid visa or residence permit of the US, the UK, a Schengen or EU country, Japan, Canada, Australia or another country on Georgia's list.",
      "The visa or permit must be valid on the day you cross the border.",
    ],
    facts: {
      notVisaFree: {
        by: "Georgia's Ministry of Foreign Affairs",
        says: "India is not on the list of countries whose citizens may enter Georgia without a visa.",
      },
      visaHolders: {
        by: "DNA India (citing The Times of India)",
        says: "Indian passport holders with a valid visa or residence permit of the US, the UK, a Schengen country or Japan can travel to Georgia without a Georgian visa.",
      },
      visaHoldersStay: {
        by: "the Embassy of Georgia in France",
        says: "Holders of a valid visa or residence permit of a listed country need no visa and can stay 90 days in any 180-day period.",
      },
      officialPlatforms: {
        by: "DNA India",
        says: "Georgian authorities warned Indian travellers to apply only on official government platforms.",
      },
      evisaPortal: {
        by: "a Georgian tour operator",
        says: "Georgia has run an e-visa portal, evisa.gov.ge, since 10 February 2015.",
      },
    },
    portals: {
      consular: "Georgia's Ministry of Foreign Affairs: who enters without a visa",
      evisa: "Georgia's e-visa portal",
    },
    warnings: [
      "Apply for a Georgian visa only through official government channels: Georgia's authorities warned Indian travellers about unofficial sites.",
    ],
    documents: [
      "Your US, UK or Schengen visa or residence permit, if you travel on it",
      "We found no official list of the other documents: check the official site before you apply.",
    ],
    timeApplies:
      "A general estimate for a Georgian visa, not an official figure: we found no official processing time. You need no Georgian visa if your other visa or permit qualifies.",
    atLaunch: `At launch, ${site.name} will check whether your other visa or permit lets you enter without a Georgian visa, and help with the application if it does not.`,
    faqs: [
      {
        question: "Can I visit Georgia with my US, UK or Schengen visa?",
        answer: "Yes, if it is valid on the day you arrive: up to 90 days in 180, without a Georgian visa.",
      },
      {
        question: "Do Indians get a visa on arrival in Georgia?",
        answer: "No source we read says so. Plan for a visa before travel unless your other visa or permit qualifies.",
      },
      {
        question: "Can I apply for Georgia's e-visa online?",
        answer:
          "Georgia runs an e-visa portal, but no official page we read confirms that Indian passports can use it today. Check the portal, or ask us.",
      },
    ],
    unknown: [
      "Whether Indian passports can apply on Georgia's e-visa portal, and its fee and processing time: we found no official page that says.",
    ],
  },

  azerbaijan: {
    label: "E-visa (ASAN Visa), 30 days",
    rule: "Indian passport holders can apply online for an electronic visa through Azerbaijan's ASAN Visa portal, as the Embassy of Azerbaijan in New Delhi tells applicants.",
    stay: "Up to 30 days, one entry.",
    skip: [],
    facts: {
      embassyEvisa: {
        by: "the Embassy of Azerbaijan in New Delhi",
        says: "A standard e-visa is issued within 3 working days and an urgent one within 3 hours, through evisa.gov.az.",
      },
      thirtyDays: {
        by: "AzerNews",
        says: "The e-visa is for one entry and a stay of up to 30 days.",
      },
      stateFee: {
        by: "the Embassy of Azerbaijan in Moldova",
        says: "The state fee for the e-visa issued within 3 working days is USD 20.",
      },
      applyAhead: {
        by: "the ASAN Visa portal",
        says: "Apply at least 3 working days (standard) or 3 hours (urgent) before you arrive; your passport must be valid for 3 months beyond the e-visa's expiry.",
      },
      lookAlikeSites: {
        by: "butov.az (citing the ASAN Service)",
        says: "Sites posing as the official e-visa portal charged many times the state fee; Azerbaijan restricted them.",
      },
      privateAgency: {
        by: "terms published under the evisa.com.az name",
        says: "They call evisa.com.az a private, non-governmental agency.",
      },
    },
    portals: { asanVisa: "ASAN Visa: Azerbaijan's official e-visa portal" },
    warnings: [
      "The official portal is evisa.gov.az. Sites with similar names have charged many times the state fee.",
      "Terms published under the evisa.com.az name call it a private agency, not the government's portal.",
    ],
    documents: [
      "Passport valid for 3 months beyond the e-visa's expiry",
      "We found no official list of the other documents: check the official site before you apply.",
    ],
    timeApplies: "For the standard e-visa; an urgent one takes about 3 hours.",
    atLaunch: `At launch, ${site.name} will help you fill in the ASAN Visa application on the official portal and check it before you pay.`,
    faqs: [
      {
        question: "How much is Azerbaijan's e-visa?",
        answer:
          "The state fee for the standard e-visa is USD 20, as Azerbaijan's embassy in Moldova states; we found no official figure for the urgent e-visa.",
      },
      {
        question: "How fast is the e-visa?",
        answer: "A standard e-visa takes 3 working days; an urgent one about 3 hours.",
      },
      {
        question: "Which site is the real one?",
        answer: "evisa.gov.az. Look-alike sites have charged several times the fee.",
      },
    ],
    unknown: [
      "The urgent e-visa's fee today, and India on the list of e-visa countries as an official page shows it: the embassy's page describes the e-visa without naming countries.",
    ],
  },

  "sri-lanka": {
    label: "ETA free for tourists, not required before arrival",
    rule: "Indian passport holders can apply online for an Electronic Travel Authorisation (ETA) on Sri Lanka's official ETA site; for tourism it was free for them, as last reported in October 2025. As reported on 31 October 2025, an ETA before arrival is no longer compulsory: the procedures in place before 15 October 2025 apply until further notice.",
    stay: "The free scheme announced on 27 November 2023 gave 30 days with two entries; we found no newer official source for the stay today.",
    skip: [],
    facts: {
      freeScheme: {
        by: "Sri Lanka's Department of Immigration and Emigration",
        says: "A free visa scheme for Indian and six other nationalities, as a pilot until 31 March 2024: apply for an ETA before arriving; 30 days with two entries.",
      },
      freeEta: {
        by: "Ada Derana",
        says: "Indian passport holders receive the ETA free of charge; the fee applies to business ETAs.",
      },
      mandatoryWithdrawn: {
        by: "The Telegraph (PTI)",
        says: "Sri Lanka withdrew the rule of 15 October 2025 that made an ETA compulsory for every short-stay visitor; the earlier procedures apply until further notice.",
      },
    },
    portals: { eta: "Sri Lanka's official ETA site" },
    warnings: [
      "Apply only on eta.gov.lk: the tourist ETA is free for Indian passport holders, so a site charging for it is not the official one.",
    ],
    documents: ["We found no official list of documents: check the official site before you apply."],
    timeApplies: "A general estimate for the ETA, not an official figure: we found no official processing time.",
    atLaunch: `At launch, ${site.name} will help you apply for the ETA on the official site and check the details before you submit.`,
    faqs: [
      {
        question: "Do Indians pay for Sri Lanka's ETA?",
        answer: "Not for tourism, as reported in October 2025. Business ETAs are charged.",
      },
      {
        question: "How long can I stay?",
        answer:
          "The free scheme announced in November 2023 gave 30 days with two entries; confirm the stay on eta.gov.lk before you travel.",
      },
      {
        question: "Is the ETA still compulsory?",
        answer:
          "No. The October 2025 rule making it compulsory for every visitor was withdrawn, as reported on 31 October 2025; ETA and visa services continue under the earlier procedures until further notice.",
      },
    ],
    unknown: ["Whether the free tourist ETA for Indians has an end date after October 2025: we found no newer source."],
  },

  france: {
    label: "Schengen visa, in person",
    rule: "Indian citizens need a Schengen visa. You fill in the form on France-Visas, book an appointment online, and submit your application at the visa centre.",
    stay: "A short stay is up to 90 days in any 180-day period.",
    skip: [],
    facts: {
      applyAhead: {
        by: "News9 (quoting the French embassy's portal)",
        says: "Indian passport holders born in India must submit a short-stay application at least 5 days before departure, by appointment booked online.",
      },
      shortStay: {
        by: "a Czech government site on life in the EU",
        says: "A short-term stay in the Schengen countries is at most 90 days in any 180-day period.",
      },
      whereToApply: {
        by: "VFS Global (France's visa centre in India)",
        says: "Apply to the country where you will stay the most days; with equal days, to the country of first entry.",
      },
      insurance: {
        by: "Business Standard",
        says: "Schengen embassies ask for travel insurance of at least EUR 30,000.",
      },
      decisionTime: {
        by: "the European Commission",
        says: "A consulate usually decides within 15 days; in some cases it takes up to 45 days.",
      },
    },
    portals: { franceVisas: "France-Visas: France's official visa website" },
    warnings: ["Book appointments only through France-Visas and the visa centre it sends you to."],
    documents: [
      "Passport issued within the last 10 years, valid three months beyond your return",
      "The France-Visas application form and photos",
      "Travel insurance of at least EUR 30,000",
      "Flight bookings",
      "We found no official list of the other documents: check the official site before you apply.",
    ],
    timeApplies: "From your visa-centre appointment.",
    atLaunch: `At launch, ${site.name} will help you fill in the France-Visas form, check your documents and book the visa-centre appointment.`,
    faqs: [
      {
        question: "How late can I apply for a French visa?",
        answer:
          "The application must be in at least 5 days before departure, but a decision can take 15 days or more: apply weeks ahead.",
      },
      {
        question: "Can I walk in to the visa centre?",
        answer: "No. Appointments are booked online first.",
      },
      {
        question: "Does a French visa cover other Schengen countries?",
        answer:
          "Yes, for up to 90 days in any 180-day period. Apply to France if it is where you will stay the most days.",
      },
    ],
    unknown: ["The current visa fee and the visa centre's charge: we found no dated official page."],
  },

  malaysia: {
    label: "Visa-free, 30 days",
    rule: "Indian citizens can visit Malaysia without a visa for up to 30 days, under a scheme that runs until 31 December 2026. Fill in the Malaysia Digital Arrival Card (MDAC) online before you arrive.",
    stay: "Up to 30 days per visit.",
    skip: [],
    facts: {
      exemption: {
        by: "The Star",
        says: "Malaysia's Home Ministry extended the 30-day visa exemption for Indian nationals until 31 December 2026.",
      },
      entryConditions: {
        by: "Business Today",
        says: "At the border you may be asked for a return ticket within 30 days, a paid hotel booking, proof of funds and the MDAC.",
      },
      refusedEntry: {
        by: "Not In Town",
        says: "The High Commission of India in Kuala Lumpur warned that Indian travellers were refused entry for lack of funds, accommodation or a genuine return ticket.",
      },
      mdac: {
        by: "AsiaOne (The Straits Times)",
        says: "Every foreign visitor fills in the MDAC online within the three days before arrival, on the Immigration Department's site.",
      },
      paidMdacSite: {
        by: "malaysia-digital-arrival-card.com itself",
        says: "This site, which is not the Immigration Department's, asks an application fee of about USD 20 for the MDAC.",
      },
    },
    portals: { mdac: "Immigration Department of Malaysia: Digital Arrival Card" },
    warnings: [
      "Fill in the MDAC only on the Immigration Department's own site, imigresen-online.imi.gov.my.",
      "malaysia-digital-arrival-card.com asks about USD 20 for the MDAC: it is not the Immigration Department's site.",
    ],
    documents: [
      "Passport valid for at least six months",
      "Return or onward ticket within 30 days",
      "Paid hotel booking",
      "Proof of funds, such as a bank statement or credit card",
      "The MDAC, submitted before arrival",
    ],
    timeApplies:
      "A general estimate for a visa, if your trip is not covered by the visa-free scheme, not an official figure: we found no official processing time.",
    atLaunch: `At launch, ${site.name} will check your documents for the border and help with the MDAC, or with a visa if your trip needs one.`,
    faqs: [
      {
        question: "Do Indians need a visa for Malaysia?",
        answer:
          "Not for visits of up to 30 days until 31 December 2026, under the visa exemption. After that date, check what replaced it.",
      },
      {
        question: "Why were Indian travellers refused entry at Kuala Lumpur?",
        answer:
          "For lack of funds, a confirmed hotel or a genuine return ticket, as the High Commission of India warned in 2025. Carry them all.",
      },
      {
        question: "Does the MDAC cost money?",
        answer: "Fill it in on the Immigration Department's own site. A look-alike site asks about USD 20 for it.",
      },
    ],
    unknown: ["What applies to Indian visitors after 31 December 2026: we found no extension."],
  },

  thailand: {
    label: "Changing: check before booking",
    rule: "Indian ordinary passport holders have entered Thailand without a visa for up to 60 days, for tourism and short business trips. On 19 May 2026 Thailand's Cabinet was reported to have approved ending the 60-day scheme; what applies to Indian passports once the change takes effect is not confirmed.",
    stay: "Up to 60 days under the scheme being ended; the new length for Indian passports is not confirmed.",
    skip: [],
    facts: {
      exemption: {
        by: "the Royal Thai Embassy in New Delhi",
        says: "The 60-day visa exemption for tourism and short business trips for Indian ordinary passport holders was to remain in force until further announcement.",
      },
      cancellation: {
        by: "air-travel.com.ua (a Ukrainian travel news site)",
        says: "Thailand's Cabinet approved cancelling the 60-day visa exemption for 93 countries on 19 May 2026; the change takes effect 15 days after it is published in the Royal Gazette.",
      },
      evisa: {
        by: "the Royal Thai Embassy in New Delhi",
        says: "Since 1 January 2025 every Thai visa is applied for at thaievisa.go.th; a decision takes about 14 working days from the fee receipt.",
      },
      tdac: {
        by: "Malay Mail",
        says: "Since 1 May 2025 every foreign visitor fills in the Thailand Digital Arrival Card (TDAC) online, within the three days before arrival.",
      },
      tdacFree: {
        by: "Logistics News",
        says: "The TDAC is free of charge.",
      },
    },
    portals: {
      tdac: "Thailand Digital Arrival Card (Immigration Bureau)",
      evisa: "Thailand's official e-visa site",
    },
    warnings: ["The TDAC is free on tdac.immigration.go.th: do not pay a site for it."],
    documents: [
      "Passport",
      "Flight details and where you will stay, asked in the TDAC",
      "The TDAC, submitted before arrival",
    ],
    timeApplies:
      "A general estimate, not the embassy's figure: for the Thai e-visa the embassy gives about 14 working days from the fee receipt (below).",
    atLaunch: `At launch, ${site.name} will check which rule applies on your travel dates and help with the TDAC or the e-visa.`,
    faqs: [
      {
        question: "Is Thailand still visa-free for Indians?",
        answer:
          "The 60-day exemption was in force until further notice; in May 2026 Thailand was reported to have decided to end it. Which rule applies to Indian passports after the change is not confirmed: ask us or the Thai embassy before you book.",
      },
      {
        question: "What is the TDAC?",
        answer:
          "A free online arrival card every foreign visitor fills in within the three days before arrival, since 1 May 2025.",
      },
      {
        question: "How do I get a Thai e-visa?",
        answer: "On thaievisa.go.th. The embassy says a decision takes about 14 working days from the fee receipt.",
      },
    ],
    unknown: [
      "Whether the Royal Gazette has published the change, and from what date it applies.",
      "Which category Indian passports are in after the change: 30 days visa-free, 15 days, a visa on arrival or a visa before travel.",
    ],
  },

  canada: {
    label: "Visitor visa with fingerprints",
    rule: "Indian citizens need a Canadian visitor visa. Applicants aged 14 to 79 usually give fingerprints and a photo at a visa centre.",
    stay: "We found no official source we could cite for the length of stay: check it on IRCC's site before you travel.",
    skip: [],
    facts: {
      visitorVisa: {
        by: "India Today",
        says: "Indian nationals need a visitor visa to visit Canada; processing averaged 99 days in November 2025.",
      },
      processing: {
        by: "Business Standard",
        says: "Visitor visa applications from India took about 83 days, down from 99; the fee is CAD 100, plus CAD 85 for fingerprints and a photo.",
      },
      biometrics: {
        by: "Canada Tips",
        says: "Since 31 December 2018 visitors from Asia aged 14 to 79 give fingerprints and a photo, once every 10 years.",
      },
    },
    portals: { ircc: "Immigration, Refugees and Citizenship Canada (IRCC): visit Canada" },
    warnings: [
      "Apply through the Government of Canada's site: it publishes the processing time, and no agent can shorten it.",
    ],
    documents: ["We found no official list of documents: check the official site before you apply."],
    timeApplies:
      "The processing time for applications from India changes often; check the official figure before you apply.",
    atLaunch: `At launch, ${site.name} will help you prepare the application and book the fingerprints appointment; fingerprints are always given in person.`,
    faqs: [
      {
        question: "How long does a Canada visitor visa take from India?",
        answer: "About 83 days, as reported in February 2026; IRCC updates the figure often.",
      },
      {
        question: "Do I have to give fingerprints?",
        answer: "Usually yes, if you are 14 to 79. They are valid for 10 years.",
      },
      {
        question: "How much does it cost?",
        answer:
          "CAD 100 for the visa and CAD 85 for fingerprints and a photo, as reported in February 2026, plus the visa centre's charge.",
      },
    ],
    unknown: ["The current processing time: IRCC's page changes it often."],
  },
};

/*
 * In Hindi, `by` is written in the oblique form, as the dating templates put a postposition
 * after it: "थाईलैंड के दूतावास की … घोषणा के मुताबिक़".
 */
const hi: Record<DestinationSlug, GuideText> = {
  "united-arab-emirates": {
    label: "यात्रा से पहले वीज़ा; कुछ यात्रियों को आगमन पर",
    rule: "ज़्यादातर भारतीय पासपोर्ट धारकों को यूएई का विज़िट वीज़ा चाहिए, जिसका आवेदन उड़ान से पहले ऑनलाइन होता है। कुछ देशों का वैध वीज़ा, निवास परमिट या ग्रीन कार्ड हो, तो इसकी जगह आगमन पर वीज़ा मिल सकता है।",
    stay: "विज़िट वीज़ा पर कितने दिन ठहर सकते हैं, यह चुने गए वीज़ा पर निर्भर है। आगमन पर मिलने वाला वीज़ा 14 दिन का होता है, जो एक बार 14 दिन और बढ़ सकता है, या 60 दिन का।",
    skip: [
      "जिन भारतीय पासपोर्ट धारकों के पास अमेरिका का वैध वीज़ा या ग्रीन कार्ड, या ब्रिटेन या यूरोपीय संघ का वीज़ा या निवास परमिट है, उन्हें आगमन पर वीज़ा मिल सकता है।",
      "13 फ़रवरी 2025 से यह सुविधा ऑस्ट्रेलिया, कनाडा, जापान, न्यूज़ीलैंड, सिंगापुर और दक्षिण कोरिया के वैध वीज़ा, निवास परमिट या ग्रीन कार्ड पर भी है।",
      "पासपोर्ट कम से कम छह महीने वैध होना चाहिए।",
    ],
    facts: {
      visitVisa: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "विज़िट वीज़ा के ऑनलाइन आवेदन के साथ होटल बुकिंग और वापसी टिकट देना ज़रूरी है।",
      },
      visitVisaFunds: {
        by: "डीएनए इंडिया",
        says: "विज़िट वीज़ा के आवेदकों को पैसों का सबूत भी देना होता है।",
      },
      arrivalWithVisa: {
        by: "बिज़नेस टुडे",
        says: "अमेरिका का वीज़ा या ग्रीन कार्ड, या ब्रिटेन या यूरोपीय संघ का वीज़ा या निवास परमिट रखने वाले भारतीय सामान्य पासपोर्ट धारकों को यूएई के हर प्रवेश द्वार पर आगमन पर वीज़ा मिल सकता है, बशर्ते पासपोर्ट छह महीने वैध हो।",
      },
      arrivalWidened: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "13 फ़रवरी 2025 से छह और देशों के वीज़ा या परमिट वालों को भी आगमन पर वीज़ा मिलता है: 14 दिन का 100 दिरहम में, जो 250 दिरहम देकर 14 दिन और बढ़ सकता है, या 60 दिन का 250 दिरहम में।",
      },
    },
    portals: { icp: "यूएई का पहचान, नागरिकता, कस्टम और बंदरगाह सुरक्षा संघीय प्राधिकरण (आईसीपी)" },
    warnings: [
      "यूएई वीज़ा की नक़ली साइटों की कोई सूची हमें नहीं मिली: आवेदन यूएई सरकार की अपनी सेवाओं से, या किसी भरोसेमंद एयरलाइन या एजेंट के ज़रिए करें, और भुगतान से पहले वेबसाइट का पता जाँच लें।",
    ],
    documents: ["कम से कम छह महीने वैध पासपोर्ट", "पक्की होटल बुकिंग", "वापसी टिकट", "पैसों का सबूत"],
    timeApplies:
      "उड़ान से पहले लिए जाने वाले विज़िट वीज़ा के लिए यह एक सामान्य अनुमान है, सरकारी आँकड़ा नहीं: हमें प्रोसेसिंग का कोई सरकारी समय नहीं मिला।",
    atLaunch: `लॉन्च होने पर ${site.name} यूएई विज़िट वीज़ा का आवेदन तैयार करने में मदद करेगा और जमा होने से पहले आपके दस्तावेज़ जाँचेगा।`,
    faqs: [
      {
        question: "क्या भारतीय पासपोर्ट पर यूएई में आगमन पर वीज़ा मिलता है?",
        answer:
          "सिर्फ़ तब, जब आपके पास अमेरिका, ब्रिटेन, यूरोपीय संघ के किसी देश, ऑस्ट्रेलिया, कनाडा, जापान, न्यूज़ीलैंड, सिंगापुर या दक्षिण कोरिया का वैध वीज़ा, निवास परमिट या ग्रीन कार्ड भी हो, और पासपोर्ट छह महीने वैध हो।",
      },
      {
        question: "बुकिंग होने पर भी यूएई का विज़िट वीज़ा नामंज़ूर क्यों होता है?",
        answer:
          "अख़बारों के मुताबिक़ 2024 के आख़िर में होटल बुकिंग, वापसी टिकट और पैसों का सबूत ज़रूरी होने के बाद नामंज़ूरी बढ़ी। हर आवेदन पर फ़ैसला अधिकारी करते हैं और हमेशा वजह नहीं बताते।",
      },
      {
        question: "आगमन पर वीज़ा की फ़ीस कितनी है?",
        answer:
          "फ़रवरी 2025 की ख़बरों के मुताबिक़: 14 दिन के लिए 100 दिरहम, 14 दिन बढ़ाने के लिए 250 दिरहम, या 60 दिन के लिए 250 दिरहम। यात्रा से पहले आईसीपी से फ़ीस पक्की कर लें।",
      },
    ],
    unknown: ["विज़िट वीज़ा की सरकारी फ़ीस और ठहरने की अवधि के विकल्प: हमें इनका कोई सरकारी पेज नहीं मिला।"],
  },

  "united-states": {
    label: "इंटरव्यू के साथ विज़िटर वीज़ा (B1/B2)",
    rule: "भारतीय नागरिकों को B1/B2 विज़िटर वीज़ा चाहिए, जिसका आवेदन भारत में अमेरिकी दूतावास या वाणिज्य दूतावास में होता है। ज़्यादातर आवेदकों को ख़ुद जाकर इंटरव्यू देना होता है, और इंटरव्यू की तारीख़ के लिए महीनों इंतज़ार करना पड़ सकता है।",
    stay: "भारतीय नागरिकों को B1/B2 वीज़ा 120 महीने तक के लिए, कई बार प्रवेश के साथ मिलता है; हर बार कितने दिन ठहर सकते हैं, इसका कोई सरकारी स्रोत हमें नहीं मिला।",
    skip: [],
    facts: {
      visitorVisa: {
        by: "अमेरिकी विदेश विभाग",
        says: "भारतीय आवेदकों के B1/B2 वीज़ा पर वीज़ा जारी करने की अलग फ़ीस नहीं लगती, इस पर कई बार प्रवेश कर सकते हैं और यह 120 महीने तक वैध होता है।",
      },
      interviewWaits: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "सितंबर 2025 के अमेरिकी विदेश विभाग के आँकड़े: B1/B2 इंटरव्यू के लिए औसत इंतज़ार चेन्नई में 2.5 महीने, नई दिल्ली में 3.5 महीने और मुंबई में 4.5 महीने था, और नई दिल्ली में अगली ख़ाली तारीख़ 12 महीने बाद की थी।",
      },
      applyInIndia: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "सितंबर 2025 से आवेदन उसी देश में करना होता है जहाँ आवेदक रहता है, इसलिए भारत में रहने वाले अब दूसरे देशों में इंटरव्यू बुक नहीं कर सकते।",
      },
    },
    portals: { stateDepartment: "अमेरिकी विदेश विभाग: विज़िटर वीज़ा" },
    warnings: ["फ़ीस और इंटरव्यू की बुकिंग सिर्फ़ उसी अपॉइंटमेंट सेवा से करें, जिसका लिंक विदेश विभाग के पेज पर है।"],
    documents: ["पासपोर्ट", "बाक़ी दस्तावेज़ों की कोई सरकारी सूची हमें नहीं मिली: आवेदन से पहले आधिकारिक वेबसाइट देख लें।"],
    timeApplies: "फ़ीस भरने से इंटरव्यू तक; यह इंतज़ार हर महीने और हर शहर में अलग होता है।",
    atLaunch: `लॉन्च होने पर ${site.name} आवेदन भरने, इंटरव्यू की तैयारी और पहले की तारीख़ ढूँढ़ने में मदद करेगा; इंटरव्यू हमेशा ख़ुद जाकर ही दिया जाता है।`,
    faqs: [
      {
        question: "क्या लंबे इंतज़ार से बचने के लिए दुबई या सिंगापुर में अमेरिकी वीज़ा का आवेदन कर सकते हैं?",
        answer: "अब नहीं: बिज़नेस स्टैंडर्ड की ख़बर के मुताबिक़ सितंबर 2025 से आवेदन वहीं करना होता है जहाँ आप रहते हैं।",
      },
      {
        question: "अमेरिकी विज़िटर वीज़ा के इंटरव्यू के लिए कितना इंतज़ार करना पड़ता है?",
        answer:
          "यह हर महीने बदलता है। सितंबर 2025 में औसत इंतज़ार चेन्नई में 2.5 महीने और मुंबई में 4.5 महीने था। मौजूदा इंतज़ार विदेश विभाग की वेबसाइट पर देखें।",
      },
      {
        question: "अमेरिका का विज़िटर वीज़ा कितने समय तक मान्य रहता है?",
        answer:
          "अमेरिकी विदेश विभाग की तालिका के मुताबिक़ भारतीय नागरिकों को B1/B2 वीज़ा 120 महीने तक के लिए, कई बार प्रवेश के साथ और बिना जारी करने की फ़ीस के मिलता है।",
      },
    ],
    unknown: [
      "आज किन आवेदकों को इंटरव्यू से छूट मिलती है: 2025 में नियम सख़्त हुए, और मौजूदा सूची हमें किसी सरकारी पेज पर नहीं मिली।",
      "वीज़ा फ़ीस: हमें इसका तारीख़ वाला कोई सरकारी स्रोत नहीं मिला।",
    ],
  },

  switzerland: {
    label: "शेंगेन वीज़ा, ख़ुद जाकर आवेदन",
    rule: "भारतीय नागरिकों को शेंगेन वीज़ा चाहिए। स्विट्ज़रलैंड के दूतावास के लिए आवेदन वीएफ़एस ग्लोबल के वीज़ा सेंटर पर, अपॉइंटमेंट लेकर ख़ुद जाकर करना होता है, जहाँ फ़िंगरप्रिंट और फ़ोटो लिए जाते हैं।",
    stay: "कम अवधि के वीज़ा पर पहली बार प्रवेश की तारीख़ से हर छह महीने में कुल 90 दिन तक ठहर सकते हैं।",
    skip: [],
    facts: {
      schengenVisa: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "भारत में स्विस दूतावास के वीज़ा आवेदन सँभालने वाली वीएफ़एस ग्लोबल सिर्फ़ आधिकारिक चेकलिस्ट में दिए दस्तावेज़ लेती है।",
      },
      inPerson: {
        by: "भारत में स्विट्ज़रलैंड का वीज़ा सेंटर चलाने वाली वीएफ़एस ग्लोबल",
        says: "आवेदन अपॉइंटमेंट लेकर ख़ुद जाकर जमा होता है; 2 नवंबर 2015 से फ़िंगरप्रिंट और डिजिटल फ़ोटो लिए जाते हैं।",
      },
      shortStay: {
        by: "भारत में स्विट्ज़रलैंड का वीज़ा सेंटर चलाने वाली वीएफ़एस ग्लोबल",
        says: "कम अवधि के वीज़ा पर पहली बार प्रवेश से हर छह महीने में कुल 90 दिन तक ठहर सकते हैं; स्विट्ज़रलैंड शेंगेन क्षेत्र में है, जिसके देशों के बीच सीमा पर कोई जाँच नहीं होती।",
      },
      sixMonthsAhead: {
        by: "लोकमत टाइम्स (आईएएनएस)",
        says: "स्विस दूतावास ने कहा कि यात्रा से छह महीने पहले तक आवेदन किया जा सकता है।",
      },
      insurance: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "चेकलिस्ट में कम से कम 30,000 यूरो का यात्रा बीमा माँगा गया है, जो सभी शेंगेन देशों में मान्य हो।",
      },
      refusals: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "2024 में स्विट्ज़रलैंड ने भारत से आए शेंगेन वीज़ा आवेदनों में से 15% नामंज़ूर किए।",
      },
      decisionTime: {
        by: "यूरोपीय आयोग",
        says: "वाणिज्य दूतावास आमतौर पर 15 दिन में फ़ैसला करता है; कुछ मामलों में 45 दिन तक लग सकते हैं।",
      },
    },
    portals: { embassy: "भारत में स्विट्ज़रलैंड का दूतावास: क्या मुझे शेंगेन वीज़ा चाहिए?" },
    warnings: ["अपॉइंटमेंट सिर्फ़ उसी वीज़ा सेंटर में बुक करें जिसका नाम दूतावास देता है; जल्दी फ़ैसला कोई बेच नहीं सकता।"],
    documents: [
      "पिछले 10 साल में बना पासपोर्ट, जो वापसी के बाद तीन महीने वैध हो और जिसमें दो ख़ाली पन्ने हों",
      "भरा हुआ आवेदन फ़ॉर्म और हाल की एक फ़ोटो",
      "शेंगेन क्षेत्र के लिए कम से कम 30,000 यूरो का यात्रा बीमा",
      "आने-जाने के हवाई टिकट और होटल बुकिंग",
      "नौकरी देने वाले का पत्र और बैंक स्टेटमेंट",
    ],
    timeApplies: "वीज़ा सेंटर के अपॉइंटमेंट से; अपॉइंटमेंट जल्दी बुक करें।",
    atLaunch: `लॉन्च होने पर ${site.name} फ़ॉर्म भरने, चेकलिस्ट से दस्तावेज़ मिलाने और वीज़ा सेंटर का अपॉइंटमेंट बुक करने में मदद करेगा; फ़िंगरप्रिंट हमेशा ख़ुद जाकर ही दिए जाते हैं।`,
    faqs: [
      {
        question: "स्विस वीज़ा के लिए कितने पहले आवेदन कर सकते हैं?",
        answer: "यात्रा से छह महीने पहले तक, जैसा स्विस दूतावास ने 2023 में बताया था।",
      },
      {
        question: "क्या स्विस वीज़ा पर दूसरे शेंगेन देश भी घूम सकते हैं?",
        answer:
          "हाँ: स्विट्ज़रलैंड शेंगेन देशों में से एक है, जिनके बीच सीमा पर कोई जाँच नहीं होती। कम अवधि के वीज़ा पर पहली बार प्रवेश की तारीख़ से हर छह महीने में कुल 90 दिन तक ठहर सकते हैं।",
      },
      {
        question: "कितना यात्रा बीमा चाहिए?",
        answer: "पूरी यात्रा के लिए कम से कम 30,000 यूरो का बीमा, जो हर शेंगेन देश में मान्य हो।",
      },
    ],
    unknown: ["मौजूदा वीज़ा फ़ीस और वीज़ा सेंटर का सर्विस चार्ज: हमें तारीख़ वाला कोई सरकारी पेज नहीं मिला।"],
  },

  vietnam: {
    label: "ई-वीज़ा, 90 दिन तक",
    rule: "भारतीय नागरिक वियतनाम के ई-वीज़ा के लिए ऑनलाइन आवेदन करते हैं, जो 15 अगस्त 2023 से सभी देशों के नागरिकों के लिए खुला है।",
    stay: "15 अगस्त 2023 से 90 दिन तक, और उस दौरान कितनी भी बार आ-जा सकते हैं।",
    skip: [],
    facts: {
      evisaForAll: {
        by: "वियतनाम इनसाइडर",
        says: "15 अगस्त 2023 से वियतनाम सभी देशों और क्षेत्रों के नागरिकों को ई-वीज़ा देता है।",
      },
      ninetyDays: {
        by: "साइगॉन जाई फ़ोंग",
        says: "15 अगस्त 2023 से ई-वीज़ा पर 90 दिन तक ठहर सकते हैं, और उस दौरान कितनी भी बार आ-जा सकते हैं।",
      },
      multipleEntryFee: {
        by: "वियतनाम की हू न्घी पत्रिका",
        says: "90 दिन तक कई बार प्रवेश वाले वीज़ा की फ़ीस 50 अमेरिकी डॉलर है।",
      },
      fees: {
        by: "साइगॉन जाई फ़ोंग",
        says: "वित्त मंत्रालय की तय की हुई ई-वीज़ा फ़ीस 25 अमेरिकी डॉलर है, जो पोर्टल के इलेक्ट्रॉनिक भुगतान गेटवे से भरी जाती है।",
      },
      threeWorkingDays: {
        by: "साइगॉन जाई फ़ोंग",
        says: "पूरा आवेदन और फ़ीस मिलने के तीन कामकाजी दिनों के भीतर इमिग्रेशन विभाग ई-वीज़ा प्रोसेस करता है।",
      },
      officialPortal: {
        by: "वियतनाम न्यूज़ के हवाले से आसियान एक्सप्रेस",
        says: "इमिग्रेशन विभाग आवेदकों को अपनी आधिकारिक वेबसाइट evisa.xuatnhapcanh.gov.vn पर आवेदन करने को कहता है।",
      },
      fakeGovSites: {
        by: "दा नांग के स्वास्थ्य विभाग",
        says: "जाँच अधिकारियों ने पते में gov.vn लगाकर ग़ैरक़ानूनी तरीक़े से वीज़ा देने वाली चार वेबसाइटों पर कार्रवाई की, और इनमें से दो के पीछे के लोगों पर जुर्माने का प्रस्ताव रखा।",
      },
    },
    portals: { evisa: "वियतनाम का इमिग्रेशन विभाग: ई-वीज़ा" },
    warnings: [
      "पते में gov.vn होने से हर वेबसाइट सरकारी नहीं हो जाती: vietnamvisa.gov.vn, visavietnam.gov.vn, vietnam-visa.gov.vn और visatovietnam.gov.vn पर ग़ैरक़ानूनी तरीक़े से वीज़ा देने के लिए कार्रवाई हुई।",
      "वियतनाम के इमिग्रेशन विभाग ने चेताया है कि कुछ वेबसाइटें और सोशल मीडिया पेज ई-वीज़ा की फ़ीस बढ़ाकर बताते हैं।",
    ],
    documents: ["दस्तावेज़ों की कोई सरकारी सूची हमें नहीं मिली: आवेदन से पहले आधिकारिक वेबसाइट देख लें।"],
    timeApplies: "ई-वीज़ा के लिए; उड़ान से कम से कम एक हफ़्ता पहले आवेदन करें।",
    atLaunch: `लॉन्च होने पर ${site.name} आधिकारिक पोर्टल पर ई-वीज़ा का आवेदन भरने में मदद करेगा और फ़ीस भरने से पहले उसे जाँचेगा।`,
    faqs: [
      {
        question: "वियतनाम के ई-वीज़ा की फ़ीस कितनी है?",
        answer:
          "सरकारी फ़ीस एक बार प्रवेश के लिए 25 अमेरिकी डॉलर और कई बार प्रवेश के लिए 50 अमेरिकी डॉलर है। इससे कहीं ज़्यादा माँगने वाली वेबसाइट आधिकारिक पोर्टल नहीं है।",
      },
      {
        question: "वियतनाम के ई-वीज़ा पर कितने दिन रुक सकते हैं?",
        answer: "15 अगस्त 2023 से 90 दिन तक, एक या कई बार प्रवेश के साथ।",
      },
      {
        question: "क्या gov.vn वाली हर वेबसाइट सरकारी होती है?",
        answer:
          "नहीं। वियतनाम ने ग़ैरक़ानूनी तरीक़े से वीज़ा देने वाली चार gov.vn वेबसाइटों पर कार्रवाई की। इस पेज पर दिया गया इमिग्रेशन विभाग का पोर्टल ही इस्तेमाल करें।",
      },
    ],
    unknown: [
      "क्या evisa.gov.vn ने पोर्टल के पते evisa.xuatnhapcanh.gov.vn की जगह ले ली है: हमें ऐसा कहने वाला कोई सरकारी पेज नहीं मिला।",
    ],
  },

  singapore: {
    label: "अधिकृत एजेंट के ज़रिए वीज़ा",
    rule: "भारतीय सामान्य पासपोर्ट धारकों को सिंगापुर जाने से पहले वीज़ा लेना होता है। आवेदन उन अधिकृत वीज़ा एजेंटों के ज़रिए किया जा सकता है जिनकी सूची भारत में सिंगापुर का मिशन जारी करता है; आगमन पर वीज़ा नहीं मिलता।",
    stay: "कितने दिन ठहर सकते हैं, यह वीज़ा से नहीं, चेकपॉइंट पर इमिग्रेशन अधिकारी तय करते हैं।",
    skip: [],
    facts: {
      visaRequired: {
        by: "सिंगापुर के विदेश मंत्रालय",
        says: "सामान्य पासपोर्ट वाले भारतीय नागरिकों को यात्रा से पहले वीज़ा का आवेदन करना होता है; मिशन अधिकृत वीज़ा एजेंटों की सूची जारी करता है।",
      },
      agentFees: {
        by: "अधिकृत एजेंट एफ़सीएम ट्रैवल",
        says: "यह एजेंट 1,800 रुपये वीज़ा प्रोसेसिंग फ़ीस और 650 रुपये सर्विस फ़ीस लेता है, जिस पर जीएसटी अलग से लगता है; प्रोसेसिंग में लगभग 3-5 कामकाजी दिन लगते हैं।",
      },
      noVisaOnArrival: {
        by: "वीज़ा सेवा टेलीपोर्ट",
        says: "सिंगापुर भारतीयों को आगमन पर वीज़ा नहीं देता: रवाना होने से पहले वीज़ा मंज़ूर होना चाहिए।",
      },
      noGuarantee: {
        by: "सिंगापुर के विदेश मंत्रालय",
        says: "सिर्फ़ वीज़ा होने से प्रवेश पक्का नहीं होता: प्रवेश मिलेगा या नहीं, यह चेकपॉइंट पर अधिकारी तय करते हैं।",
      },
    },
    portals: { mfa: "सिंगापुर का विदेश मंत्रालय: वीज़ा की जानकारी और अधिकृत एजेंटों की सूची" },
    warnings: ["आवेदन सिर्फ़ उसी एजेंट के ज़रिए करें जो अधिकृत वीज़ा एजेंटों की आधिकारिक सूची में है; यह सूची मिशन ख़ुद जारी करता है।"],
    documents: [
      "कम से कम छह महीने वैध पासपोर्ट",
      "वीज़ा आवेदन फ़ॉर्म (फ़ॉर्म 14ए) और दो फ़ोटो",
      "यात्रा की तारीख़ों और मक़सद के साथ एक कवर लेटर",
      "पिछले तीन महीने की सैलरी स्लिप या बैंक स्टेटमेंट",
    ],
    timeApplies:
      "यह एक सामान्य अनुमान है, सरकारी आँकड़ा नहीं: जिस एजेंट का हमने हवाला दिया है, वह लगभग 3-5 कामकाजी दिन बताता है, जमा करने का दिन, शनिवार-रविवार और छुट्टियाँ छोड़कर (नीचे देखें)।",
    atLaunch: `लॉन्च होने पर ${site.name} किसी अधिकृत एजेंट के लिए आवेदन तैयार करने में मदद करेगा, और बताएगा कि हम ख़ुद एजेंटों की सूची में हैं या नहीं।`,
    faqs: [
      {
        question: "क्या भारतीयों को सिंगापुर में आगमन पर वीज़ा मिलता है?",
        answer: "नहीं। भारतीय सामान्य पासपोर्ट धारक यात्रा से पहले किसी अधिकृत एजेंट के ज़रिए आवेदन करते हैं।",
      },
      {
        question: "क्या मैं ख़ुद सिंगापुर के मिशन में आवेदन कर सकता हूँ?",
        answer: "मिशन का पेज आवेदकों को अधिकृत वीज़ा एजेंटों की अपनी सूची की ओर भेजता है।",
      },
      {
        question: "सिंगापुर का वीज़ा मिलने में कितना समय लगता है?",
        answer:
          "एक अधिकृत एजेंट के मुताबिक़ लगभग 3-5 कामकाजी दिन, जिनमें आवेदन जमा करने का दिन, शनिवार, रविवार और छुट्टियाँ नहीं गिनी जातीं।",
      },
    ],
    unknown: [
      "तारीख़ वाला कोई सरकारी स्रोत: विदेश मंत्रालय के पेज पर तारीख़ नहीं है, इसलिए यहाँ नियम के साथ कोई तारीख़ नहीं दी गई है।",
      "सिंगापुर डॉलर में सरकारी वीज़ा फ़ीस: फ़ीस सिर्फ़ एजेंटों के पेजों पर मिली।",
    ],
  },

  georgia: {
    label: "वीज़ा ज़रूरी, कुछ देशों के वीज़ा वालों को छोड़कर",
    rule: "भारत जॉर्जिया के बिना वीज़ा प्रवेश वाले देशों की सूची में नहीं है, इसलिए भारतीय पासपोर्ट धारकों को वीज़ा चाहिए। अमेरिका, ब्रिटेन, किसी शेंगेन देश या कुछ और देशों का वैध वीज़ा या निवास परमिट हो, तो जॉर्जिया के वीज़ा के बिना जा सकते हैं।",
    stay: "मान्य वीज़ा या परमिट के साथ किसी भी 180 दिन में 90 दिन तक।",
    skip: [
      "अमेरिका, ब्रिटेन, किसी शेंगेन या यूरोपीय संघ के देश, जापान, कनाडा, ऑस्ट्रेलिया या जॉर्जिया की सूची वाले किसी और देश का वैध वीज़ा या निवास परमिट रखने वाले।",
      "सीमा पार करने के दिन वह वीज़ा या परमिट वैध होना चाहिए।",
    ],
    facts: {
      notVisaFree: {
        by: "जॉर्जिया के विदेश मंत्रालय",
        says: "भारत उन देशों की सूची में नहीं है जिनके नागरिक बिना वीज़ा जॉर्जिया आ सकते हैं।",
      },
      visaHolders: {
        by: "द टाइम्स ऑफ़ इंडिया के हवाले से डीएनए इंडिया",
        says: "अमेरिका, ब्रिटेन, किसी शेंगेन देश या जापान का वैध वीज़ा या निवास परमिट रखने वाले भारतीय पासपोर्ट धारक जॉर्जिया के वीज़ा के बिना वहाँ जा सकते हैं।",
      },
      visaHoldersStay: {
        by: "फ़्रांस में जॉर्जिया के दूतावास",
        says: "सूची वाले किसी देश का वैध वीज़ा या निवास परमिट रखने वालों को वीज़ा की ज़रूरत नहीं, और वे किसी भी 180 दिन में 90 दिन तक ठहर सकते हैं।",
      },
      officialPlatforms: {
        by: "डीएनए इंडिया",
        says: "जॉर्जिया के अधिकारियों ने भारतीय यात्रियों से कहा कि वीज़ा का आवेदन सिर्फ़ सरकारी वेबसाइटों पर करें।",
      },
      evisaPortal: {
        by: "जॉर्जिया के एक टूर ऑपरेटर",
        says: "जॉर्जिया 10 फ़रवरी 2015 से ई-वीज़ा पोर्टल evisa.gov.ge चला रहा है।",
      },
    },
    portals: {
      consular: "जॉर्जिया का विदेश मंत्रालय: कौन बिना वीज़ा आ सकता है",
      evisa: "जॉर्जिया का ई-वीज़ा पोर्टल",
    },
    warnings: [
      "जॉर्जिया के वीज़ा का आवेदन सिर्फ़ सरकारी माध्यमों से करें: जॉर्जिया के अधिकारियों ने भारतीय यात्रियों को ग़ैर-सरकारी वेबसाइटों से सावधान किया है।",
    ],
    documents: [
      "अमेरिका, ब्रिटेन या शेंगेन का वीज़ा या निवास परमिट, अगर आप उसी के भरोसे जा रहे हैं",
      "बाक़ी दस्तावेज़ों की कोई सरकारी सूची हमें नहीं मिली: आवेदन से पहले आधिकारिक वेबसाइट देख लें।",
    ],
    timeApplies:
      "जॉर्जिया के वीज़ा के लिए यह एक सामान्य अनुमान है, सरकारी आँकड़ा नहीं: हमें प्रोसेसिंग का कोई सरकारी समय नहीं मिला। आपका दूसरा वीज़ा या परमिट मान्य हो तो जॉर्जिया के वीज़ा की ज़रूरत नहीं।",
    atLaunch: `लॉन्च होने पर ${site.name} जाँचेगा कि आपके दूसरे वीज़ा या परमिट पर जॉर्जिया के वीज़ा के बिना जा सकते हैं या नहीं, और न जा सकें तो आवेदन में मदद करेगा।`,
    faqs: [
      {
        question: "क्या अमेरिका, ब्रिटेन या शेंगेन के वीज़ा पर जॉर्जिया जा सकते हैं?",
        answer: "हाँ, अगर पहुँचने के दिन वह वैध हो: जॉर्जिया के वीज़ा के बिना, 180 में से 90 दिन तक।",
      },
      {
        question: "क्या भारतीयों को जॉर्जिया में आगमन पर वीज़ा मिलता है?",
        answer:
          "हमने जो स्रोत पढ़े, उनमें से किसी में ऐसा नहीं लिखा है। आपका दूसरा वीज़ा या परमिट मान्य न हो, तो यात्रा से पहले वीज़ा लेने की योजना बनाएँ।",
      },
      {
        question: "क्या जॉर्जिया के ई-वीज़ा का आवेदन ऑनलाइन कर सकते हैं?",
        answer:
          "जॉर्जिया का ई-वीज़ा पोर्टल है, पर हमने जो सरकारी पेज पढ़े, उनमें से कोई यह पक्का नहीं करता कि आज भारतीय पासपोर्ट पर उसमें आवेदन हो सकता है। पोर्टल देखें, या हमसे पूछें।",
      },
    ],
    unknown: [
      "क्या भारतीय पासपोर्ट पर जॉर्जिया के ई-वीज़ा पोर्टल में आवेदन हो सकता है, और उसकी फ़ीस और प्रोसेसिंग समय: हमें ऐसा कोई सरकारी पेज नहीं मिला।",
    ],
  },

  azerbaijan: {
    label: "ई-वीज़ा (ASAN वीज़ा), 30 दिन",
    rule: "भारतीय पासपोर्ट धारक अज़रबैजान के ASAN वीज़ा पोर्टल पर इलेक्ट्रॉनिक वीज़ा के लिए ऑनलाइन आवेदन कर सकते हैं, जैसा नई दिल्ली में अज़रबैजान का दूतावास आवेदकों को बताता है।",
    stay: "30 दिन तक, एक बार प्रवेश।",
    skip: [],
    facts: {
      embassyEvisa: {
        by: "नई दिल्ली में अज़रबैजान के दूतावास",
        says: "evisa.gov.az पर सामान्य ई-वीज़ा 3 कामकाजी दिनों में और अर्जेंट ई-वीज़ा 3 घंटे में मिलता है।",
      },
      thirtyDays: {
        by: "अज़रन्यूज़",
        says: "ई-वीज़ा एक बार प्रवेश और 30 दिन तक ठहरने के लिए होता है।",
      },
      stateFee: {
        by: "मोल्दोवा में अज़रबैजान के दूतावास",
        says: "3 कामकाजी दिनों में मिलने वाले ई-वीज़ा की सरकारी फ़ीस 20 अमेरिकी डॉलर है।",
      },
      applyAhead: {
        by: "ASAN वीज़ा पोर्टल",
        says: "पहुँचने से कम से कम 3 कामकाजी दिन पहले (सामान्य) या 3 घंटे पहले (अर्जेंट) आवेदन करें; पासपोर्ट ई-वीज़ा की वैधता ख़त्म होने के बाद भी 3 महीने वैध होना चाहिए।",
      },
      lookAlikeSites: {
        by: "ASAN सेवा के हवाले से butov.az",
        says: "ख़ुद को आधिकारिक ई-वीज़ा पोर्टल जैसा दिखाने वाली वेबसाइटें सरकारी फ़ीस से कई गुना ज़्यादा वसूल रही थीं; अज़रबैजान ने उन पर रोक लगाई।",
      },
      privateAgency: {
        by: "evisa.com.az के नाम से छपी शर्तों",
        says: "ये शर्तें evisa.com.az को एक निजी, ग़ैर-सरकारी एजेंसी बताती हैं।",
      },
    },
    portals: { asanVisa: "ASAN वीज़ा: अज़रबैजान का आधिकारिक ई-वीज़ा पोर्टल" },
    warnings: [
      "आधिकारिक पोर्टल evisa.gov.az है। मिलते-जुलते नाम वाली वेबसाइटें सरकारी फ़ीस से कई गुना ज़्यादा वसूल चुकी हैं।",
      "evisa.com.az के नाम से छपी शर्तें उसे एक निजी एजेंसी बताती हैं, सरकारी पोर्टल नहीं।",
    ],
    documents: [
      "ई-वीज़ा की वैधता ख़त्म होने के बाद भी 3 महीने वैध पासपोर्ट",
      "बाक़ी दस्तावेज़ों की कोई सरकारी सूची हमें नहीं मिली: आवेदन से पहले आधिकारिक वेबसाइट देख लें।",
    ],
    timeApplies: "सामान्य ई-वीज़ा के लिए; अर्जेंट ई-वीज़ा में लगभग 3 घंटे लगते हैं।",
    atLaunch: `लॉन्च होने पर ${site.name} आधिकारिक पोर्टल पर ASAN वीज़ा का आवेदन भरने में मदद करेगा और फ़ीस भरने से पहले उसे जाँचेगा।`,
    faqs: [
      {
        question: "अज़रबैजान के ई-वीज़ा की फ़ीस कितनी है?",
        answer:
          "मोल्दोवा में अज़रबैजान के दूतावास के मुताबिक़ सामान्य ई-वीज़ा की सरकारी फ़ीस 20 अमेरिकी डॉलर है; अर्जेंट ई-वीज़ा की फ़ीस का कोई सरकारी आँकड़ा हमें नहीं मिला।",
      },
      {
        question: "ई-वीज़ा कितनी जल्दी मिलता है?",
        answer: "सामान्य ई-वीज़ा 3 कामकाजी दिनों में, और अर्जेंट लगभग 3 घंटे में।",
      },
      {
        question: "असली वेबसाइट कौन-सी है?",
        answer: "evisa.gov.az। मिलती-जुलती वेबसाइटें कई गुना फ़ीस वसूल चुकी हैं।",
      },
    ],
    unknown: [
      "अर्जेंट ई-वीज़ा की आज की फ़ीस, और किसी सरकारी पेज पर ई-वीज़ा वाले देशों की सूची में भारत का नाम: दूतावास का पेज ई-वीज़ा के बारे में बताता है, पर देशों के नाम नहीं देता।",
    ],
  },

  "sri-lanka": {
    label: "पर्यटकों के लिए मुफ़्त ईटीए, पहुँचने से पहले ज़रूरी नहीं",
    rule: "भारतीय पासपोर्ट धारक श्रीलंका की आधिकारिक ईटीए वेबसाइट पर इलेक्ट्रॉनिक यात्रा अनुमति (ईटीए) के लिए ऑनलाइन आवेदन कर सकते हैं; अक्टूबर 2025 की सबसे नई ख़बर के मुताबिक़ पर्यटन के लिए यह उन्हें मुफ़्त मिलती थी। 31 अक्टूबर 2025 की ख़बर के मुताबिक़ अब पहुँचने से पहले ईटीए लेना ज़रूरी नहीं है: अगली सूचना तक 15 अक्टूबर 2025 से पहले वाली प्रक्रिया लागू है।",
    stay: "27 नवंबर 2023 को घोषित मुफ़्त योजना में 30 दिन और दो बार प्रवेश मिलता था; आज कितने दिन ठहर सकते हैं, इसका इससे नया कोई सरकारी स्रोत हमें नहीं मिला।",
    skip: [],
    facts: {
      freeScheme: {
        by: "श्रीलंका के इमिग्रेशन विभाग",
        says: "भारत समेत सात देशों के नागरिकों के लिए 31 मार्च 2024 तक पायलट के तौर पर मुफ़्त वीज़ा योजना: पहुँचने से पहले ईटीए का आवेदन करें; 30 दिन, दो बार प्रवेश के साथ।",
      },
      freeEta: {
        by: "अदा देरण",
        says: "भारतीय पासपोर्ट धारकों को ईटीए मुफ़्त मिलती है; बिज़नेस के लिए ईटीए पर फ़ीस लगती है।",
      },
      mandatoryWithdrawn: {
        by: "द टेलीग्राफ़ (पीटीआई)",
        says: "श्रीलंका ने 15 अक्टूबर 2025 का वह नियम वापस ले लिया जिसमें कम दिनों के लिए आने वाले हर यात्री के लिए ईटीए ज़रूरी किया गया था; अगली सूचना तक पहले वाली प्रक्रिया लागू है।",
      },
    },
    portals: { eta: "श्रीलंका की आधिकारिक ईटीए वेबसाइट" },
    warnings: [
      "आवेदन सिर्फ़ eta.gov.lk पर करें: पर्यटन के लिए ईटीए भारतीय पासपोर्ट धारकों को मुफ़्त मिलती है, इसलिए इसके पैसे माँगने वाली वेबसाइट आधिकारिक नहीं है।",
    ],
    documents: ["दस्तावेज़ों की कोई सरकारी सूची हमें नहीं मिली: आवेदन से पहले आधिकारिक वेबसाइट देख लें।"],
    timeApplies: "ईटीए के लिए यह एक सामान्य अनुमान है, सरकारी आँकड़ा नहीं: हमें प्रोसेसिंग का कोई सरकारी समय नहीं मिला।",
    atLaunch: `लॉन्च होने पर ${site.name} आधिकारिक वेबसाइट पर ईटीए का आवेदन करने में मदद करेगा और जमा करने से पहले जानकारी जाँचेगा।`,
    faqs: [
      {
        question: "क्या भारतीयों को श्रीलंका की ईटीए के पैसे देने होते हैं?",
        answer: "अक्टूबर 2025 की ख़बर के मुताबिक़ पर्यटन के लिए नहीं। बिज़नेस के लिए ईटीए पर फ़ीस लगती है।",
      },
      {
        question: "कितने दिन रुक सकते हैं?",
        answer:
          "नवंबर 2023 में घोषित मुफ़्त योजना में 30 दिन और दो बार प्रवेश मिलता था; यात्रा से पहले eta.gov.lk पर अवधि पक्की कर लें।",
      },
      {
        question: "क्या ईटीए अब भी ज़रूरी है?",
        answer:
          "नहीं। 31 अक्टूबर 2025 की ख़बर के मुताबिक़ अक्टूबर 2025 में हर यात्री के लिए इसे ज़रूरी करने वाला नियम वापस ले लिया गया; अगली सूचना तक ईटीए और वीज़ा सेवाएँ पहले वाली प्रक्रिया से चलती रहेंगी।",
      },
    ],
    unknown: ["क्या भारतीयों के लिए मुफ़्त पर्यटक ईटीए की अक्टूबर 2025 के बाद कोई आख़िरी तारीख़ है: हमें इससे नया कोई स्रोत नहीं मिला।"],
  },

  france: {
    label: "शेंगेन वीज़ा, ख़ुद जाकर आवेदन",
    rule: "भारतीय नागरिकों को शेंगेन वीज़ा चाहिए। फ़ॉर्म फ़्रांस की वीज़ा वेबसाइट france-visas.gouv.fr पर भरा जाता है, अपॉइंटमेंट ऑनलाइन बुक होता है, और आवेदन वीज़ा सेंटर पर जमा होता है।",
    stay: "कम अवधि का ठहराव किसी भी 180 दिन में 90 दिन तक का होता है।",
    skip: [],
    facts: {
      applyAhead: {
        by: "फ़्रांसीसी दूतावास के पोर्टल के हवाले से न्यूज़9",
        says: "भारत में जन्मे भारतीय पासपोर्ट धारकों को कम अवधि के वीज़ा का आवेदन रवाना होने से कम से कम 5 दिन पहले, ऑनलाइन बुक किए अपॉइंटमेंट पर जमा करना होता है।",
      },
      shortStay: {
        by: "यूरोपीय संघ में रहने के बारे में चेक सरकार की एक वेबसाइट",
        says: "शेंगेन देशों में कम अवधि का ठहराव किसी भी 180 दिन में ज़्यादा से ज़्यादा 90 दिन का होता है।",
      },
      whereToApply: {
        by: "भारत में फ़्रांस का वीज़ा सेंटर चलाने वाली वीएफ़एस ग्लोबल",
        says: "आवेदन उस देश में करें जहाँ आप सबसे ज़्यादा दिन ठहरेंगे; बराबर दिन हों तो उस देश में, जहाँ सबसे पहले पहुँचेंगे।",
      },
      insurance: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "शेंगेन देशों के दूतावास कम से कम 30,000 यूरो का यात्रा बीमा माँगते हैं।",
      },
      decisionTime: {
        by: "यूरोपीय आयोग",
        says: "वाणिज्य दूतावास आमतौर पर 15 दिन में फ़ैसला करता है; कुछ मामलों में 45 दिन तक लग सकते हैं।",
      },
    },
    portals: { franceVisas: "फ़्रांस की आधिकारिक वीज़ा वेबसाइट" },
    warnings: ["अपॉइंटमेंट सिर्फ़ france-visas.gouv.fr से, और उसी वीज़ा सेंटर में बुक करें जहाँ वह वेबसाइट भेजे।"],
    documents: [
      "पिछले 10 साल में बना पासपोर्ट, जो वापसी के बाद तीन महीने वैध हो",
      "फ़्रांस की वीज़ा वेबसाइट का आवेदन फ़ॉर्म और फ़ोटो",
      "कम से कम 30,000 यूरो का यात्रा बीमा",
      "फ़्लाइट बुकिंग",
      "बाक़ी दस्तावेज़ों की कोई सरकारी सूची हमें नहीं मिली: आवेदन से पहले आधिकारिक वेबसाइट देख लें।",
    ],
    timeApplies: "वीज़ा सेंटर के अपॉइंटमेंट से।",
    atLaunch: `लॉन्च होने पर ${site.name} फ़्रांस की वीज़ा वेबसाइट का फ़ॉर्म भरने, दस्तावेज़ जाँचने और वीज़ा सेंटर का अपॉइंटमेंट बुक करने में मदद करेगा।`,
    faqs: [
      {
        question: "फ़्रांस के वीज़ा के लिए ज़्यादा से ज़्यादा कब तक आवेदन कर सकते हैं?",
        answer:
          "आवेदन रवाना होने से कम से कम 5 दिन पहले जमा होना चाहिए, पर फ़ैसले में 15 दिन या उससे ज़्यादा लग सकते हैं, इसलिए हफ़्तों पहले आवेदन करें।",
      },
      {
        question: "क्या बिना अपॉइंटमेंट वीज़ा सेंटर जा सकते हैं?",
        answer: "नहीं। पहले ऑनलाइन अपॉइंटमेंट बुक करना होता है।",
      },
      {
        question: "क्या फ़्रांस के वीज़ा पर दूसरे शेंगेन देश भी जा सकते हैं?",
        answer: "हाँ, किसी भी 180 दिन में 90 दिन तक। आवेदन फ़्रांस में तभी करें जब सबसे ज़्यादा दिन आप वहीं ठहरेंगे।",
      },
    ],
    unknown: ["मौजूदा वीज़ा फ़ीस और वीज़ा सेंटर का चार्ज: हमें तारीख़ वाला कोई सरकारी पेज नहीं मिला।"],
  },

  malaysia: {
    label: "बिना वीज़ा 30 दिन",
    rule: "भारतीय नागरिक 31 दिसंबर 2026 तक चलने वाली योजना में बिना वीज़ा 30 दिन तक मलेशिया जा सकते हैं। पहुँचने से पहले मलेशिया डिजिटल अराइवल कार्ड (एमडीएसी) ऑनलाइन भरें।",
    stay: "हर यात्रा में 30 दिन तक।",
    skip: [],
    facts: {
      exemption: {
        by: "द स्टार",
        says: "मलेशिया के गृह मंत्रालय ने भारतीय नागरिकों के लिए 30 दिन की वीज़ा छूट 31 दिसंबर 2026 तक बढ़ा दी।",
      },
      entryConditions: {
        by: "बिज़नेस टुडे",
        says: "सीमा पर 30 दिन के भीतर का वापसी टिकट, भुगतान की हुई होटल बुकिंग, पैसों का सबूत और एमडीएसी माँगा जा सकता है।",
      },
      refusedEntry: {
        by: "नॉट इन टाउन",
        says: "क्वालालंपुर में भारतीय उच्चायोग ने चेताया कि पैसे, ठहरने की जगह या असली वापसी टिकट न होने पर भारतीय यात्रियों को प्रवेश नहीं दिया गया।",
      },
      mdac: {
        by: "एशियावन (द स्ट्रेट्स टाइम्स)",
        says: "हर विदेशी यात्री पहुँचने से पहले के तीन दिनों में इमिग्रेशन विभाग की वेबसाइट पर एमडीएसी ऑनलाइन भरता है।",
      },
      paidMdacSite: {
        by: "ख़ुद malaysia-digital-arrival-card.com",
        says: "इमिग्रेशन विभाग की न होते हुए भी यह वेबसाइट एमडीएसी के लिए लगभग 20 अमेरिकी डॉलर की आवेदन फ़ीस माँगती है।",
      },
    },
    portals: { mdac: "मलेशिया का इमिग्रेशन विभाग: डिजिटल अराइवल कार्ड" },
    warnings: [
      "एमडीएसी सिर्फ़ इमिग्रेशन विभाग की अपनी वेबसाइट imigresen-online.imi.gov.my पर भरें।",
      "malaysia-digital-arrival-card.com एमडीएसी के लिए लगभग 20 अमेरिकी डॉलर माँगती है: यह इमिग्रेशन विभाग की वेबसाइट नहीं है।",
    ],
    documents: [
      "कम से कम छह महीने वैध पासपोर्ट",
      "30 दिन के भीतर का वापसी या आगे की यात्रा का टिकट",
      "भुगतान की हुई होटल बुकिंग",
      "पैसों का सबूत, जैसे बैंक स्टेटमेंट या क्रेडिट कार्ड",
      "पहुँचने से पहले भरा हुआ एमडीएसी",
    ],
    timeApplies:
      "अगर आपकी यात्रा बिना वीज़ा वाली योजना में नहीं आती, तो वीज़ा के लिए यह एक सामान्य अनुमान है, सरकारी आँकड़ा नहीं: हमें प्रोसेसिंग का कोई सरकारी समय नहीं मिला।",
    atLaunch: `लॉन्च होने पर ${site.name} सीमा पर माँगे जाने वाले आपके दस्तावेज़ जाँचेगा और एमडीएसी भरने में, या यात्रा के लिए वीज़ा चाहिए तो वीज़ा में, मदद करेगा।`,
    faqs: [
      {
        question: "क्या भारतीयों को मलेशिया के लिए वीज़ा चाहिए?",
        answer:
          "वीज़ा छूट के तहत 31 दिसंबर 2026 तक 30 दिन तक की यात्रा के लिए नहीं। उस तारीख़ के बाद देखें कि उसकी जगह कौन-सा नियम आया।",
      },
      {
        question: "क्वालालंपुर में भारतीय यात्रियों को प्रवेश क्यों नहीं मिला?",
        answer: "भारतीय उच्चायोग की 2025 की चेतावनी के मुताबिक़ पैसे, पक्का होटल या असली वापसी टिकट न होने पर। ये सब साथ रखें।",
      },
      {
        question: "क्या एमडीएसी के पैसे लगते हैं?",
        answer: "इसे इमिग्रेशन विभाग की अपनी वेबसाइट पर भरें। एक मिलती-जुलती वेबसाइट इसके लिए लगभग 20 अमेरिकी डॉलर माँगती है।",
      },
    ],
    unknown: ["31 दिसंबर 2026 के बाद भारतीय यात्रियों पर कौन-सा नियम लागू होगा: हमें योजना बढ़ने की कोई ख़बर नहीं मिली।"],
  },

  thailand: {
    label: "नियम बदल रहा है: बुकिंग से पहले जाँचें",
    rule: "भारतीय सामान्य पासपोर्ट धारक पर्यटन और छोटी बिज़नेस यात्राओं के लिए बिना वीज़ा 60 दिन तक थाईलैंड जाते रहे हैं। ख़बरों के मुताबिक़ 19 मई 2026 को थाईलैंड की कैबिनेट ने 60 दिन की यह योजना ख़त्म करने को मंज़ूरी दी; बदलाव लागू होने के बाद भारतीय पासपोर्ट पर कौन-सा नियम लागू होगा, यह पक्का नहीं है।",
    stay: "ख़त्म की जा रही योजना में 60 दिन तक; भारतीय पासपोर्ट के लिए नई अवधि पक्की नहीं है।",
    skip: [],
    facts: {
      exemption: {
        by: "नई दिल्ली में थाईलैंड के दूतावास",
        says: "भारतीय सामान्य पासपोर्ट धारकों के लिए पर्यटन और छोटी बिज़नेस यात्राओं की 60 दिन की वीज़ा छूट अगली घोषणा तक लागू रहनी थी।",
      },
      cancellation: {
        by: "यूक्रेन की यात्रा समाचार वेबसाइट air-travel.com.ua",
        says: "थाईलैंड की कैबिनेट ने 19 मई 2026 को 93 देशों के लिए 60 दिन की वीज़ा छूट ख़त्म करने को मंज़ूरी दी; बदलाव रॉयल गज़ट में छपने के 15 दिन बाद लागू होगा।",
      },
      evisa: {
        by: "नई दिल्ली में थाईलैंड के दूतावास",
        says: "1 जनवरी 2025 से थाईलैंड के हर वीज़ा का आवेदन thaievisa.go.th पर होता है; फ़ीस की रसीद मिलने से लगभग 14 कामकाजी दिनों में फ़ैसला होता है।",
      },
      tdac: {
        by: "मलय मेल",
        says: "1 मई 2025 से हर विदेशी यात्री पहुँचने से पहले के तीन दिनों में थाईलैंड डिजिटल अराइवल कार्ड (टीडीएसी) ऑनलाइन भरता है।",
      },
      tdacFree: {
        by: "लॉजिस्टिक्स न्यूज़",
        says: "टीडीएसी पूरी तरह मुफ़्त है।",
      },
    },
    portals: {
      tdac: "थाईलैंड डिजिटल अराइवल कार्ड (इमिग्रेशन ब्यूरो)",
      evisa: "थाईलैंड की आधिकारिक ई-वीज़ा वेबसाइट",
    },
    warnings: ["टीडीएसी tdac.immigration.go.th पर मुफ़्त भरा जाता है: इसके लिए किसी वेबसाइट को पैसे न दें।"],
    documents: ["पासपोर्ट", "फ़्लाइट की जानकारी और ठहरने की जगह, जो टीडीएसी में पूछी जाती है", "पहुँचने से पहले भरा हुआ टीडीएसी"],
    timeApplies:
      "यह एक सामान्य अनुमान है, दूतावास का आँकड़ा नहीं: थाईलैंड के ई-वीज़ा के लिए दूतावास फ़ीस की रसीद से लगभग 14 कामकाजी दिन बताता है (नीचे देखें)।",
    atLaunch: `लॉन्च होने पर ${site.name} जाँचेगा कि आपकी यात्रा की तारीख़ों पर कौन-सा नियम लागू है, और टीडीएसी या ई-वीज़ा में मदद करेगा।`,
    faqs: [
      {
        question: "क्या भारतीय अब भी बिना वीज़ा थाईलैंड जा सकते हैं?",
        answer:
          "60 दिन की छूट अगली घोषणा तक लागू थी; ख़बरों के मुताबिक़ मई 2026 में थाईलैंड ने इसे ख़त्म करने का फ़ैसला किया। बदलाव के बाद भारतीय पासपोर्ट पर कौन-सा नियम लागू होगा, यह पक्का नहीं है, इसलिए बुकिंग से पहले हमसे या थाईलैंड के दूतावास से पूछें।",
      },
      {
        question: "टीडीएसी क्या है?",
        answer: "एक मुफ़्त ऑनलाइन अराइवल कार्ड, जिसे 1 मई 2025 से हर विदेशी यात्री पहुँचने से पहले के तीन दिनों में भरता है।",
      },
      {
        question: "थाईलैंड का ई-वीज़ा कैसे मिलता है?",
        answer: "thaievisa.go.th पर आवेदन करके। दूतावास के मुताबिक़ फ़ीस की रसीद मिलने से लगभग 14 कामकाजी दिनों में फ़ैसला होता है।",
      },
    ],
    unknown: [
      "क्या रॉयल गज़ट में यह बदलाव छप चुका है, और यह किस तारीख़ से लागू है।",
      "बदलाव के बाद भारतीय पासपोर्ट किस श्रेणी में हैं: बिना वीज़ा 30 दिन, 15 दिन, आगमन पर वीज़ा या यात्रा से पहले वीज़ा।",
    ],
  },

  canada: {
    label: "फ़िंगरप्रिंट के साथ विज़िटर वीज़ा",
    rule: "भारतीय नागरिकों को कनाडा का विज़िटर वीज़ा चाहिए। 14 से 79 साल के आवेदक आमतौर पर वीज़ा सेंटर पर फ़िंगरप्रिंट और फ़ोटो देते हैं।",
    stay: "ठहरने की अवधि का कोई सरकारी स्रोत हमें नहीं मिला: यात्रा से पहले आईआरसीसी की वेबसाइट पर देख लें।",
    skip: [],
    facts: {
      visitorVisa: {
        by: "इंडिया टुडे",
        says: "कनाडा जाने के लिए भारतीय नागरिकों को विज़िटर वीज़ा चाहिए; नवंबर 2025 में प्रोसेसिंग का औसत समय 99 दिन था।",
      },
      processing: {
        by: "बिज़नेस स्टैंडर्ड",
        says: "भारत से विज़िटर वीज़ा के आवेदनों में लगभग 83 दिन लगे, जो पहले 99 दिन थे; फ़ीस 100 कनाडाई डॉलर है, और फ़िंगरप्रिंट और फ़ोटो के 85 कनाडाई डॉलर अलग से।",
      },
      biometrics: {
        by: "कनाडा टिप्स",
        says: "31 दिसंबर 2018 से एशिया के 14 से 79 साल के यात्री फ़िंगरप्रिंट और फ़ोटो देते हैं, जो 10 साल में एक बार देने होते हैं।",
      },
    },
    portals: { ircc: "कनाडा का इमिग्रेशन, शरणार्थी और नागरिकता विभाग (आईआरसीसी): कनाडा की यात्रा" },
    warnings: ["आवेदन कनाडा सरकार की वेबसाइट पर करें: प्रोसेसिंग समय वहीं छपता है, और कोई एजेंट इसे कम नहीं करा सकता।"],
    documents: ["दस्तावेज़ों की कोई सरकारी सूची हमें नहीं मिली: आवेदन से पहले आधिकारिक वेबसाइट देख लें।"],
    timeApplies: "भारत से आए आवेदनों का प्रोसेसिंग समय अक्सर बदलता है; आवेदन से पहले सरकारी आँकड़ा देख लें।",
    atLaunch: `लॉन्च होने पर ${site.name} आवेदन तैयार करने और फ़िंगरप्रिंट का अपॉइंटमेंट बुक करने में मदद करेगा; फ़िंगरप्रिंट हमेशा ख़ुद जाकर ही दिए जाते हैं।`,
    faqs: [
      {
        question: "भारत से कनाडा का विज़िटर वीज़ा कितने दिन में मिलता है?",
        answer: "फ़रवरी 2026 की ख़बर के मुताबिक़ लगभग 83 दिन में; आईआरसीसी यह आँकड़ा अक्सर बदलता है।",
      },
      {
        question: "क्या फ़िंगरप्रिंट देने होंगे?",
        answer: "आपकी उम्र 14 से 79 साल है, तो आमतौर पर हाँ। ये 10 साल तक मान्य रहते हैं।",
      },
      {
        question: "कितना ख़र्च आता है?",
        answer:
          "फ़रवरी 2026 की ख़बर के मुताबिक़ वीज़ा के 100 कनाडाई डॉलर और फ़िंगरप्रिंट और फ़ोटो के 85 कनाडाई डॉलर, और साथ में वीज़ा सेंटर का चार्ज।",
      },
    ],
    unknown: ["मौजूदा प्रोसेसिंग समय: आईआरसीसी अपने पेज पर इसे अक्सर बदलता है।"],
  },
};

/** Every destination's guide in every language. */
export const destinationGuides: Localized<Record<DestinationSlug, GuideText>> = { en, hi };

/** The guide page's own words, shared by every destination; `{name}` is the destination's name. */
const pageEn = {
  meta: {
    title: "{name} Visa for Indians: Rules and Documents",
    /** `{label}` is the rule in a few words. */
    description:
      "{label}. What an Indian passport holder needs for {name}, each fact dated and linked to its official source.",
  },
  /** The page's h1. */
  title: "{name} Visa for Indians",
  breadcrumbLabel: "Breadcrumb",
  headings: {
    summary: "At a glance",
    rule: "The rule today",
    facts: "Dated facts",
    unknown: "Not confirmed yet",
    official: "Official links and sites to avoid",
    documents: "Documents",
    time: "How long it takes",
    decides: "Who decides",
    atLaunch: `What ${site.name} will do`,
    faqs: "Questions and answers",
  },
  labels: {
    entry: "Entry: ",
    stay: "Stay: ",
    whoCanSkip: "Who can skip the visa",
    officialSource: "Official source",
    usuallyAsked: "Usually asked",
    notOfficial: "Not official: ",
    /** After a link off the site, for screen readers; an icon shows it. */
    externalSite: " (external site)",
  },
  kinds: {
    "visa-free": "Visa-free",
    "e-visa": "E-visa",
    "visa-on-arrival": "Visa on arrival",
    eta: "Electronic Travel Authorisation (ETA)",
    "embassy-visa": "Visa from the embassy",
    "visa-before-travel": "Visa before travel",
  } satisfies Record<RuleKind, string>,
  /** How a fact is dated (docs/decisions/0013): `{by}` is who says it, `{date}` the date of its evidence. */
  dating: {
    announced: "As announced by {by} on {date}",
    inForce: "In force since {date}",
    reported: "Reported by {by} on {date}",
    stated: "Stated by {by} on a page that shows no date",
  } satisfies Record<FactDating, string>,
  /** A rule that cannot be shown as today's; `{date}` is a scheme's last day. */
  status: {
    ended: "This scheme was due to end on {date}. Our team is confirming what replaced it: ask us before you book.",
    changing:
      "This rule is being changed. Until the new rule for Indian passports is confirmed, check with us or the embassy before you book.",
    /** Before the rule of a scheme past its end. */
    until: "Until {date}: ",
    /** The card's and the summary's line for a scheme past its end, instead of its label. */
    endedLabel: "Was due to end on {date}: being confirmed",
    /** A temporary scheme's label before its end: `{label}` and its last day. */
    untilLabel: "{label}, until {date}",
  },
  /** A fee at an official portal: `{amount}` in `{currency}`, named as below. */
  fee: "Fee there: {currency} {amount}",
  currencies: { CAD: "CAD", USD: "USD" } satisfies Record<Currency, string>,
  /** The subject of the e-mail a guide's support link opens. */
  emailSubject: "Visa for {name}",
  decides: `The embassy or immigration authority decides every visa: no one, ${site.name} included, can guarantee one. Even with a visa, entry is at the border officer's discretion, and the airline can refuse boarding if your documents are not in order.`,
};

type GuidePageText = typeof pageEn;

const pageHi: GuidePageText = {
  meta: {
    title: "भारतीयों के लिए {name} का वीज़ा: नियम और दस्तावेज़",
    description:
      "{label}। {name} जाने वाले भारतीय पासपोर्ट धारकों के लिए क्या ज़रूरी है, हर जानकारी तारीख़ और सरकारी स्रोत के लिंक के साथ।",
  },
  title: "भारतीयों के लिए {name} का वीज़ा",
  breadcrumbLabel: "आप यहाँ हैं",
  headings: {
    summary: "एक नज़र में",
    rule: "आज का नियम",
    facts: "तारीख़ के साथ जानकारी",
    unknown: "अभी पक्का नहीं",
    official: "आधिकारिक लिंक, और किन वेबसाइटों से बचें",
    documents: "दस्तावेज़",
    time: "कितना समय लगता है",
    decides: "फ़ैसला कौन करता है",
    atLaunch: `${site.name} क्या करेगा`,
    faqs: "सवाल-जवाब",
  },
  labels: {
    entry: "प्रवेश: ",
    stay: "ठहरने की अवधि: ",
    whoCanSkip: "किसे वीज़ा की ज़रूरत नहीं",
    officialSource: "सरकारी स्रोत",
    usuallyAsked: "आमतौर पर माँगे जाते हैं",
    notOfficial: "आधिकारिक नहीं: ",
    externalSite: " (बाहरी वेबसाइट)",
  },
  kinds: {
    "visa-free": "बिना वीज़ा",
    "e-visa": "ई-वीज़ा",
    "visa-on-arrival": "आगमन पर वीज़ा",
    eta: "इलेक्ट्रॉनिक यात्रा अनुमति (ईटीए)",
    "embassy-visa": "दूतावास से वीज़ा",
    "visa-before-travel": "यात्रा से पहले वीज़ा",
  },
  dating: {
    announced: "{by} की {date} की घोषणा के मुताबिक़",
    inForce: "{date} से लागू",
    reported: "{by} की {date} की ख़बर के मुताबिक़",
    stated: "{by} के पेज के मुताबिक़, जिस पर कोई तारीख़ नहीं है",
  },
  status: {
    ended: "यह योजना {date} को ख़त्म होनी थी। इसकी जगह कौन-सा नियम आया, हमारी टीम यह पक्का कर रही है: बुकिंग से पहले हमसे पूछें।",
    changing: "यह नियम बदल रहा है। जब तक भारतीय पासपोर्ट के लिए नया नियम पक्का न हो, बुकिंग से पहले हमसे या दूतावास से पूछ लें।",
    until: "{date} तक: ",
    endedLabel: "योजना {date} को ख़त्म होनी थी: पुष्टि की जा रही है",
    untilLabel: "{label}, {date} तक",
  },
  fee: "वहाँ फ़ीस: {amount} {currency}",
  currencies: { CAD: "कनाडाई डॉलर", USD: "अमेरिकी डॉलर" },
  emailSubject: "{name} के वीज़ा के बारे में सवाल",
  decides: `हर वीज़ा पर फ़ैसला दूतावास या इमिग्रेशन विभाग करता है: ${site.name} समेत कोई भी वीज़ा की गारंटी नहीं दे सकता। वीज़ा होने पर भी प्रवेश का फ़ैसला सीमा पर अधिकारी करते हैं, और दस्तावेज़ ठीक न हों तो एयरलाइन विमान में चढ़ने से रोक सकती है।`,
};

export const guidePage: Localized<GuidePageText> = { en: pageEn, hi: pageHi };
