// jsdom ships no types; the built-HTML tests use only its parser and the window it returns.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
