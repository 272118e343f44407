import { BACKGROUND_PALETTE } from '@journeys/shared/rules';
import styles from './background-picker.module.css';

export interface BackgroundPickerProps {
  value: string;
  onChange(value: string): void;
}

/** Native radios (arrow keys move the choice), drawn as swatches with their names. */
export function BackgroundPicker({ value, onChange }: BackgroundPickerProps) {
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>Background colour</legend>
      <div className={styles.choices}>
        {BACKGROUND_PALETTE.map((color) => (
          <label key={color.value} className={styles.choice}>
            <input
              type="radio"
              name="background"
              value={color.value}
              checked={value === color.value}
              onChange={() => onChange(color.value)}
              className={styles.radio}
            />
            <span className={styles.swatch} style={{ background: color.value }} aria-hidden="true" />
            <span className={styles.label}>{color.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
