/** The heading block that opens a page section. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro: string;
}
