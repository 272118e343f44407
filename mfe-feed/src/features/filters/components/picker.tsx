import { useId } from 'react';
import styles from './filter-bar.module.css';

export interface PickerOption {
  value: string;
  label: string;
}

interface PickerProps {
  label: string;
  /** '' for the first option, which reads e.g. 'All procedures'. */
  value: string;
  options: readonly PickerOption[];
  onChange(value: string): void;
}

/** A labelled native select: keyboard, screen readers and phones handle it as they know best. */
export function Picker({ label, value, options, onChange }: PickerProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.control} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
