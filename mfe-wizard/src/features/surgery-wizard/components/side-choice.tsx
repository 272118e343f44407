import { useId } from 'react';
import { SIDES, type Side } from '@journeys/shared/rules';
import { useT } from '../../../messages';
import styles from './steps.module.css';

export interface SideChoiceProps {
  legend: string;
  value: Side | null;
  onChange: (side: Side) => void;
  describedBy?: string;
}

/** Left / right / bilateral as a native radio group: arrow keys and labels come for free. */
export function SideChoice({ legend, value, onChange, describedBy }: SideChoiceProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className={styles.sides} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {SIDES.map((side) => (
        <label key={side} className={styles.side}>
          <input
            type="radio"
            name={name}
            value={side}
            checked={value === side}
            onChange={() => onChange(side)}
          />
          {t('sideName', { side })}
        </label>
      ))}
    </fieldset>
  );
}
