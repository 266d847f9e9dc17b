import type { Localized } from "~/config/locales";

const en = {
  metaTitle: "Page not found",
  eyebrow: "Error 404",
  title: "We couldn’t find that page",
  description: "The link may be old or mistyped. Let’s get you back on course.",
  homeLink: "Go to Home",
};

const hi: typeof en = {
  metaTitle: "पेज नहीं मिला",
  eyebrow: "त्रुटि 404",
  title: "यह पेज नहीं मिला",
  description: "हो सकता है लिंक पुराना हो या उसे लिखने में कोई ग़लती हुई हो। आइए, आपको सही रास्ते पर वापस ले चलें।",
  homeLink: "होम पर जाएँ",
};

export const notFound: Localized<typeof en> = { en, hi };
