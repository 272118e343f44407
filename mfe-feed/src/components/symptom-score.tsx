import type { CSSProperties } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { formatSymptomScore, symptomLevel } from '@journeys/shared/rules';
import { useT } from '../messages';
import styles from './symptom-score.module.css';

/** The 1–7 answer shown as a -3..+3 score with its words, emoji and colour (docs/product.md §9). */
export function SymptomScore({ value }: { value: number }) {
  const t = useT();
  const language = useLanguage();
  const level = symptomLevel(value, language);
  if (!level) return <span className={styles.unknown}>{t('notGiven')}</span>;
  // The colour marks the badge's edge only: several level colours are too light for text.
  const tone = { '--sj-level-color': level.color } as CSSProperties;
  return (
    <span className={styles.score} style={tone}>
      <span aria-hidden="true" className={styles.emoji}>
        {level.emoji}
      </span>
      <span>{`${formatSymptomScore(level.score)} ${level.label}`}</span>
    </span>
  );
}
