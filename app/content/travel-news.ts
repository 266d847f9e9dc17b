import type { Localized } from "~/config/locales";
import type travelNewsWords from "./words/en/travel-news.json";
import { wordsOf } from "./words";

/** The coming topics; their icons and order are the page's (components/travel-news/travel-news-page.tsx). */
export type NewsTopicId = "visaNews" | "travelTips" | "serviceUpdates";

interface NewsTopic {
  title: string;
  description: string;
}

type TravelNewsText = typeof travelNewsWords & { topics: Record<NewsTopicId, NewsTopic> };

export const travelNews: Localized<TravelNewsText> = wordsOf<typeof travelNewsWords>("travel-news");
