// The single-file build of sql.js embeds its WebAssembly, so no .wasm file has to be located at run time in
// the browser, Electron or Node. Its API is the package's main one.
declare module 'sql.js/dist/sql-wasm-inline.js' {
  import initSqlJs from 'sql.js';
  export default initSqlJs;
}
