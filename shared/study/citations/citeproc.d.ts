// citeproc-js ships no type declarations; the formatter wraps it behind a typed interface of its own.
declare module 'citeproc' {
  const CSL: {
    Engine: new (
      sys: { retrieveLocale: (lang: string) => string; retrieveItem: (id: string) => unknown },
      style: string,
      lang?: string,
    ) => unknown;
  };
  export default CSL;
}
