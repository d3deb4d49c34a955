// What the server uses of jsdom (modules/files/clean-svg.ts). jsdom's own types (@types/jsdom) would
// bring the browser's DOM types into the whole server's type world, where `fetch` and `Response`
// are Node's; so only the constructor is declared, and clean-svg.ts types the few parts it uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
