import { useEffect, useRef } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { useOnTrack } from '../api/use-on-track';
import { useT } from '../messages';
import { onTrackText } from '../utils/on-track-text';

interface OnTrackLineProps {
  reviewId: number;
  /** Changes when the member's latest report does (an update added or deleted on this page). */
  latestReport: string;
}

/** The answer to 'Am I on track?' on the member's own card; nothing while it loads. */
export default function OnTrackLine({ reviewId, latestReport }: OnTrackLineProps) {
  const t = useT();
  const language = useLanguage();
  const { data, isError, refetch } = useOnTrack(reviewId);
  const compared = useRef(latestReport);
  useEffect(() => {
    if (compared.current === latestReport) return;
    compared.current = latestReport;
    void refetch();
  }, [latestReport, refetch]);
  if (isError) return <span>{t('naNow')}</span>;
  return data ? <span>{onTrackText(data, t, language)}</span> : null;
}
