import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("destinations", "routes/destinations.tsx"),
    route("travel-news", "routes/travel-news.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
