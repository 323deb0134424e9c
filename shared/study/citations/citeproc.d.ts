// citeproc-js ships no type declarations: these declare the part of its engine the formatter uses.
declare module 'citeproc' {
  interface CiteprocEngine {
    updateItems(ids: string[]): void;
    setOutputFormat(format: string): void;
    makeBibliography(): [{ entry_ids: string[][] }, string[]] | false;
    makeCitationCluster(items: Array<Record<string, unknown>>): string;
  }
  const CSL: {
    Engine: new (
      sys: { retrieveLocale: (lang: string) => string; retrieveItem: (id: string) => unknown },
      style: string,
      lang?: string,
    ) => CiteprocEngine;
  };
  export default CSL;
}
