import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { locales, localeSettings } from "./config/locales";
import { guidePaths, layoutRouteId } from "./config/pages";

/**
 * Every page in every language: the same route modules under each language's prefix (/hi),
 * inside one layout, so a switch of language keeps the shell and only swaps the page.
 */
const pages = locales.flatMap((locale) => {
  const id = (name: string) => ({ id: `${locale}/${name}` });
  const routes = [
    index("routes/home.tsx", id("home")),
    route("about-us", "routes/about-us.tsx", id("about-us")),
    route("destinations", "routes/destinations.tsx", id("destinations")),
    // One route per guide, not "destinations/:slug": any other slug then matches the not-found
    // route in the browser too, as it gets the language's 404 page from the host.
    ...guidePaths.map((path) => route(path.slice(1), "routes/destination-guide.tsx", id(path.slice(1)))),
    route("travel-news", "routes/travel-news.tsx", id("travel-news")),
    route("privacy", "routes/privacy.tsx", id("privacy")),
    route("*", "routes/not-found.tsx", id("not-found")),
  ];
  const path = localeSettings[locale].prefix.slice(1);
  return path ? prefix(path, routes) : routes;
});

export default [layout("routes/site-layout.tsx", { id: layoutRouteId }, pages)] satisfies RouteConfig;
