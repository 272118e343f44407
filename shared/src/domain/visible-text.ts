/**
 * Text that shows nothing: whitespace, format characters (zero-width space and joiners, word
 * joiner, BOM, bidi marks, soft hyphen) and other default-ignorable code points (Hangul filler,
 * variation selectors). A comment or description made only of these is as empty as ''.
 */
const VISIBLE = /[^\s\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** True when something would be seen: the emptiness rule of every required text, both sides. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}
