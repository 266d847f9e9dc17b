import type { SectionIntro } from "./section";

interface ApplicationStep {
  title: string;
  description: string;
}

/** How it works: the advertised visa journey, in order (docs/requirements.md, Home). */
export const applicationSteps: ApplicationStep[] = [
  {
    title: "Choose Destination",
    description: "Pick the country you are travelling to and the visa that fits your trip.",
  },
  {
    title: "Fill Details",
    description: "Answer a short, AI-assisted form about you and your travel plans.",
  },
  {
    title: "Upload Documents",
    description: "Upload your passport, PAN card and a recent photo, straight from your phone.",
  },
  {
    title: "Pay & Submit",
    description: "Check the fees, shown upfront, then pay securely and submit your application.",
  },
  {
    title: "Track Online",
    description: "Follow each stage of your application and get a message when its status changes.",
  },
  {
    title: "Visa Issued",
    description: "Receive your visa and get ready to fly.",
  },
];

export const stepsIntro: SectionIntro = {
  eyebrow: "How it works",
  title: "Your visa in six simple steps",
  intro: "From launch, every step happens online, except an embassy appointment where one is needed.",
};
