import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardLook {
  /** No shadow: a card among many in a list that is already boxed, or a section of a page. */
  flat?: boolean;
}

/** The classes of a card's look, for an element that must be something else (a link that is a card). */
export function cardClass({ flat }: CardLook, className?: string): string {
  return [styles.card, flat && styles.flat, className].filter(Boolean).join(' ');
}

export interface CardProps extends HTMLAttributes<HTMLElement>, CardLook {
  /** The element it is: an article for a post, a section for a part of a page, a list item in a list. */
  as?: 'div' | 'article' | 'section' | 'li';
}

/** A bordered surface on the page's background, drawn from the tokens. */
export function Card({ as: Element = 'div', flat, className, ...props }: CardProps) {
  return <Element className={cardClass({ flat }, className)} {...props} />;
}
