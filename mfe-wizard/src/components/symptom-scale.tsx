import { useLanguage } from '@journeys/shared/i18n';
import { SYMPTOM_LEVELS_HIGHEST_FIRST, formatSymptomScore, symptomLevel } from '@journeys/shared/rules';
import { ChoiceTile, ChoiceTiles } from '@journeys/shared/ui/choice-tiles';
import styles from './symptom-scale.module.css';

export interface SymptomScaleProps {
  value: number | null;
  onChange: (value: number | null) => void;
  /** The id of the visible heading naming the scale. */
  labelledBy: string;
  describedBy?: string;
}

/**
 * docs/product.md §5: pressing the chosen level again clears it. Toggle buttons (aria-pressed) say that
 * honestly; a radio group cannot be un-checked, so it would promise the wrong behaviour.
 */
export function SymptomScale({ value, onChange, labelledBy, describedBy }: SymptomScaleProps) {
  const language = useLanguage();
  return (
    <ChoiceTiles labelledBy={labelledBy} describedBy={describedBy} layout="stack">
      {SYMPTOM_LEVELS_HIGHEST_FIRST.map((level) => {
        const selected = value === level.value;
        return (
          <ChoiceTile
            key={level.value}
            chosen={selected}
            className={styles.level}
            style={{ borderLeftColor: level.color }}
            onClick={() => onChange(selected ? null : level.value)}
          >
            <span aria-hidden="true" className={styles.emoji}>
              {level.emoji}
            </span>
            <span className={styles.label}>{symptomLevel(level.value, language)?.label ?? level.label}</span>
            {/* The level colour is on the left border; the score stays in the text colour, as
                the lighter level colours are below 4.5:1 on the surface. */}
            <span className={styles.score}>{formatSymptomScore(level.score)}</span>
          </ChoiceTile>
        );
      })}
    </ChoiceTiles>
  );
}
