// CSS Modules as Vite compiles them; lets the ui-kit type-check on its own, outside Astro.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
