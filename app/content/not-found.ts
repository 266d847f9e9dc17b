export const notFound = {
  metaTitle: "Page not found",
  eyebrow: "Error 404",
  title: "We couldn’t find that page",
  description: "The link may be old or mistyped. Let’s get you back on course.",
  homeLink: "Go to Home",
};
