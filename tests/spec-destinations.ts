/**
 * The destination table of docs/requirements.md, verbatim: the independent oracle the unit and
 * browser tests check the content module and the page against.
 */
export const specDestinations = [
  ["United Arab Emirates", "Approx. 3-5 Days", "Popular Choice"],
  ["United States", "Varies (Plan Ahead)", "High Demand"],
  ["Switzerland", "Approx. 10-15 Days", "Scenic Beauty"],
  ["Vietnam", "Approx. 5-7 Days", "Cultural Gem"],
  ["Singapore", "Approx. 2-4 Days", "Urban Oasis"],
  ["Georgia", "Approx. 7-10 Days", "Historic Charm"],
  ["Azerbaijan", "Approx. 3-5 Days", "Land of Fire"],
  ["Sri Lanka", "Approx. 1-3 Days", "Island Paradise"],
  ["France", "Approx. 10-15 Days", "Romantic Escape"],
  ["Malaysia", "Approx. 5-7 Days", "Diverse Adventure"],
  ["Thailand", "Approx. 7-10 Days", "Tropical Getaway"],
  ["Canada", "Varies (Plan Ahead)", "Natural Wonders"],
] as const;
