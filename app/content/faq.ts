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
      "It depends on the country and the type of visa. Processing takes from 24 hours up to 7-15 working days. The Destinations page shows an estimate for each country, so you can apply in good time before you travel.",
  },
  {
    id: "mobile",
    question: "Can I apply from my mobile phone?",
    answer:
      "Yes. The whole application works in your phone's browser: fill in the form, upload your documents, pay and track your status without a computer. Our mobile app is also on its way.",
  },
  {
    id: "data-security",
    question: "Is my personal data safe with you?",
    answer:
      "Yes. Your passport details, documents and personal information are protected with end-to-end encryption. Everything is handled online, so no paper copies of your documents change hands.",
  },
  {
    id: "support",
    question: "How can I get help with my application?",
    answer:
      "Our support team is available 24/7 on WhatsApp and by email. Message us before you apply or at any stage of your application, and a member of the team will help you.",
  },
];

export const faqIntro: SectionIntro = {
  eyebrow: "FAQs",
  title: "Frequently asked questions",
  intro: "Quick answers to what travellers ask us most.",
};
