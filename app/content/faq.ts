import type { SectionIntro } from "./section";

/** A question on the home page FAQ. Answers are plain text: they also feed the FAQPage structured data. */
interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faqs: FaqItem[] = [
  {
    id: "processing-time",
    question: "How long does visa processing take?",
    answer:
      "It depends on the country and the type of visa: from 24 hours up to 7-15 working days. The Destinations page shows an estimate for each country, so you can apply in good time before you travel.",
  },
  {
    id: "mobile",
    question: "Can I apply from my mobile phone?",
    answer:
      "Yes, from launch. The application is built for your phone's browser: you fill in the form, upload your documents, pay and follow your application without a computer. Our mobile app follows after launch.",
  },
  {
    id: "data-security",
    question: "Is my personal data safe with you?",
    answer:
      "At launch, your passport details and documents travel encrypted from your phone to us and stay encrypted while we store them. Only the team working on your visa can open them, and we share them only with the embassy or its visa centre. Before launch, please do not send us passport scans: we do not need them to answer a question.",
  },
  {
    id: "support",
    question: "How can I get help with my application?",
    answer:
      "Before launch, our team answers your questions on WhatsApp and by e-mail. From launch, support is available 24/7, before you apply and at every stage of your application.",
  },
];

export const faqIntro: SectionIntro = {
  eyebrow: "Before you apply",
  title: "Frequently asked questions",
  intro: "Quick answers to what travellers ask us most.",
};
