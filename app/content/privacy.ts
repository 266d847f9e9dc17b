import { site } from "~/config/site";

interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** Said on every page's footer and at the top of the privacy notice. */
export const notAffiliated = `${site.name} is a private service. It is not a government website and is not affiliated with any government, embassy or consulate.`;

/**
 * The privacy notice, true of the site as built: no cookies, no storage, no analytics, no
 * third-party scripts (server/security-headers.mjs); only the photo host is contacted.
 * Company details not known yet are not filled in. Update it when anything here changes.
 */
export const privacy = {
  meta: {
    title: "Privacy Notice",
    description: `What this website stores (nothing) and what you share when you contact ${site.name} on WhatsApp or by e-mail.`,
  },
  title: "Privacy Notice",
  lastUpdated: "Last updated: 23 November 2026",
  intro:
    "This notice explains what happens to your information when you visit this website or contact us. It describes the website as it is today; before applications open, we will update it to cover them.",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      paragraphs: [
        `${site.name} is a visa service for Indian travellers that has not launched yet. ${notAffiliated}`,
        `For any question about this notice, write to ${site.contact.supportEmail}.`,
      ],
    },
    {
      id: "what-we-store",
      title: "What this website stores about you",
      paragraphs: [
        "Nothing. This website does not set cookies and does not save anything in your browser's storage. It has no accounts, no sign-in and no forms. It does not use analytics, advertising or tracking tools, and it does not load scripts from other companies.",
      ],
    },
    {
      id: "what-a-visit-shares",
      title: "What any visit shares",
      paragraphs: [
        "Like every website, the server that delivers these pages receives your IP address, the address of the page you ask for and your browser's type and version. The company that hosts this website may keep these details in its server logs for a limited time, for security and reliability. We will name the hosting company here before launch.",
      ],
    },
    {
      id: "photos",
      title: "Photos on the Destinations page",
      paragraphs: [
        "The destination photos come from Unsplash (images.unsplash.com), a photo service. When your browser loads them, Unsplash receives your IP address, your browser's details and the address of this website, as with any web request. It does not receive the page you are on or what you searched for. Unsplash's own privacy policy applies to this.",
      ],
    },
    {
      id: "whatsapp",
      title: "If you contact us on WhatsApp",
      paragraphs: [
        "Our WhatsApp links open WhatsApp with a message already written, for example naming the country you asked about. The message is sent only if you press send. The written message is part of the link, so WhatsApp can see it when the link opens. WhatsApp is a service of Meta Platforms, and its terms and privacy policy apply to your chat.",
        "When you write to us, our team sees your phone number, your WhatsApp name and profile photo (as your WhatsApp settings allow), and what you send.",
      ],
    },
    {
      id: "email",
      title: "If you contact us by e-mail",
      paragraphs: [
        "Our e-mail links open your own e-mail app with our address and a subject filled in. Nothing is sent until you send it. When you do, your e-mail provider and ours deliver the message, and our team sees your e-mail address, the name set in your e-mail app, and what you write and attach.",
      ],
    },
    {
      id: "your-messages",
      title: "What we do with your messages",
      paragraphs: [
        `We use your messages only to answer you. Please do not send passport scans or other documents before launch: we do not need them to answer a question. To ask us to delete your messages, write to ${site.contact.supportEmail}.`,
      ],
    },
    {
      id: "changes",
      title: "Changes to this notice",
      paragraphs: [
        "When the website changes, for example when applications open at launch, we will update this notice and the date at the top.",
      ],
    },
  ] satisfies PrivacySection[],
};
