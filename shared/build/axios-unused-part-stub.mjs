// See axios-unused-parts.mjs.
export default function unusedAxiosPart() {
  throw new Error(
    'This part of axios is left out of the browser build (shared/build/axios-unused-parts.mjs)',
  );
}
export { unusedAxiosPart as progressEventReducer };
