import type { Localized } from "~/config/locales";
import type { SectionIntro } from "./section";
import type stepsWords from "./words/en/steps.json";
import { wordsOf } from "./words";

interface ApplicationStep {
  title: string;
  description: string;
}

interface StepsContent {
  intro: SectionIntro;
  /** How it works: the advertised visa journey, in order (docs/requirements.md, Home). */
  items: ApplicationStep[];
}

export const applicationSteps: Localized<StepsContent> = wordsOf<typeof stepsWords>("steps");
