// Data inside a page: a JSON script block is not executed, so the strict CSP allows it
// (web-server/src/content-security-policy.mjs). `<` is escaped so no text in it can close the element or
// open a comment.

/** `<script type="application/json" id="…">` holding `value`. */
export function jsonScript(id, value) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
