import { Fragment, type ReactNode } from 'react';

const MARK = '\uE000';

/**
 * A message with elements in it ('Read the {rules} first', where {rules} is a link): the message is
 * formatted whole, with a marker for each element, then split at the markers. The sentence's order
 * stays the translator's; nothing is built by joining translated pieces.
 */
export function richText(
  format: (values: Record<string, string>) => string,
  elements: Record<string, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = format(markers).split(MARK);
  return parts.map((part, index) =>
    index % 2 === 1 && Object.hasOwn(elements, part) ? (
      <Fragment key={index}>{elements[part]}</Fragment>
    ) : (
      part
    ),
  );
}
