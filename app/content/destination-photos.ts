/**
 * The specification's twelve destinations (docs/requirements.md, The destinations), in its
 * order, each with its card's photo: a base URL on images.unsplash.com, sizes are added with the
 * host's parameters. Photos are from Unsplash.
 */
export const destinationPhotos = {
  "united-arab-emirates": "https://images.unsplash.com/photo-1512453979798-5ea266f8880c",
  "united-states": "https://images.unsplash.com/photo-1485738422979-f5c462d49f74",
  switzerland: "https://images.unsplash.com/photo-1530122037265-a5f1f91d3b99",
  vietnam: "https://images.unsplash.com/photo-1528127269322-539801943592",
  singapore: "https://images.unsplash.com/photo-1525625293386-3f8f99389edd",
  georgia: "https://images.unsplash.com/photo-1563284223-333497472e88",
  azerbaijan: "https://images.unsplash.com/photo-1596306499398-8d88944a5ec4",
  "sri-lanka": "https://images.unsplash.com/photo-1612862862126-865765df2ded",
  france: "https://images.unsplash.com/photo-1502602898657-3e91760cbb34",
  malaysia: "https://images.unsplash.com/photo-1508062878650-88b52897f298",
  thailand: "https://images.unsplash.com/photo-1528181304800-259b08848526",
  canada: "https://images.unsplash.com/photo-1561134643-668f9057cce4",
};

/**
 * The guides added beyond the specification's twelve (decision 0027), in the order of their own
 * section on Destinations: each a guide like the twelve, its card without a photo.
 */
export const addedDestinations = [
  "saudi-arabia",
  "united-kingdom",
  "qatar",
  "oman",
  "kuwait",
  "japan",
  "indonesia",
  "philippines",
  "maldives",
  "germany",
] as const;

export type DestinationSlug = keyof typeof destinationPhotos | (typeof addedDestinations)[number];

/** Every destination the site has a guide to: the twelve, then those added. */
// Marked pure, so an island that imports config/pages.ts for a path leaves the list out of its script.
export const destinationSlugs = /* @__PURE__ */ Object.keys(destinationPhotos).concat(
  addedDestinations,
) as DestinationSlug[];
