import { BACKGROUND_PALETTE } from '@journeys/shared/rules';
import { useT, type MessageKey } from '../messages';
import styles from './background-picker.module.css';

/** The palette's colours by value, with this module's name for each. */
const COLOUR_NAMES: Record<string, MessageKey> = {
  '#e0e0e0': 'colourGray',
  '#ffcdd2': 'colourRed',
  '#c8e6c9': 'colourGreen',
  '#bbdefb': 'colourBlue',
  '#fff9c4': 'colourYellow',
  '#e1bee7': 'colourPurple',
  '#ffffff': 'colourWhite',
  '#ffe0b2': 'colourOrange',
};

export interface BackgroundPickerProps {
  value: string;
  onChange(value: string): void;
}

/** Native radios (arrow keys move the choice), drawn as swatches with their names. */
export function BackgroundPicker({ value, onChange }: BackgroundPickerProps) {
  const t = useT();
  const colourName = (value: string, label: string) => {
    const key = Object.hasOwn(COLOUR_NAMES, value) ? COLOUR_NAMES[value] : undefined;
    return key ? t(key) : label;
  };
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t('backgroundColour')}</legend>
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
            <span className={styles.label}>{colourName(color.value, color.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
