import { useEffect } from 'react';
import styles from './click-ripple.module.css';

const STYLES = [
  styles.ring,
  styles.burst,
  styles.square,
  styles.double,
  styles.dot,
  styles.glow,
  styles.star,
];
const DURATION_MS = 600;

/** The decorative click ripple of docs/product.md §1, cycling through 7 styles; none under reduced motion. */
export function ClickRipple() {
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let next = 0;
    const onClick = (event: MouseEvent) => {
      if (reduced.matches || event.detail === 0) return;
      const ripple = document.createElement('span');
      ripple.className = `${styles.ripple} ${STYLES[next % STYLES.length] ?? ''}`;
      ripple.dataset.rippleStyle = String(next % STYLES.length);
      ripple.setAttribute('aria-hidden', 'true');
      ripple.style.left = `${event.clientX}px`;
      ripple.style.top = `${event.clientY}px`;
      next += 1;
      document.body.appendChild(ripple);
      setTimeout(() => ripple.remove(), DURATION_MS);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
