// The real notistack, under a path the `notistack` alias (vite.config.ts) doesn't catch.
declare module 'notistack/notistack.esm.js' {
  export * from 'notistack';
}
