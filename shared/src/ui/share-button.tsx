import { useState } from 'react';
import { common } from '@journeys/shared/i18n';

export interface ShareButtonProps {
  /** The page's path on the site (`paths.feed({ surgery })`, `paths.procedure(id)`…). */
  path: string;
  /** The caller's button style: the button sits among the caller's own controls. */
  className?: string;
}

/**
 * 'Share' where the browser has the Web Share API (the system's share sheet, which reads the
 * page's title from its address), otherwise 'Copy link', which copies the page's canonical address
 * and says 'Link copied'. The address is the site's own origin with the route table's path, the one
 * the page's HTML names canonical. No library and no stylesheet of its own: it is on every card of
 * /surgeries, whose size budget is spent.
 */
export function ShareButton({ path, className }: ShareButtonProps) {
  const t = common.useT();
  const [said, say] = useState('');
  const canShare = 'share' in navigator;
  const share = () => {
    const url = location.origin + path;
    // Closing the share sheet rejects (AbortError): nothing to say then. A refused copy shows the
    // address itself, to copy by hand.
    (canShare
      ? navigator.share({ url })
      : navigator.clipboard.writeText(url).then(() => say(t('linkCopied')))
    ).catch(() => canShare || say(url));
  };
  // The button itself says what happened, as a live region so screen readers hear it too: one
  // element, nothing that moves the controls around it.
  return (
    <button type="button" className={className} aria-live="polite" onClick={share}>
      {said || (canShare ? t('share') : t('copyLink'))}
    </button>
  );
}
