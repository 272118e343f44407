import { clean } from '../normalize';
import { columns, type RawDoctor } from './types';

/** The header column each doctor field is read from; null where the layout has no such column. */
export type DoctorColumns = Record<keyof RawDoctor, string | null>;

/**
 * Binds every field to its column once (the per-record reader does no lookups by name); each value
 * goes through `read`, and a field without a column reads as null.
 */
export function doctorFields(
  header: readonly string[],
  names: DoctorColumns,
  read: (value: string | undefined) => string | null = clean,
): (record: readonly string[]) => RawDoctor {
  const col = columns(header);
  const bound = (Object.entries(names) as [keyof RawDoctor, string | null][]).map(
    ([field, name]) => [field, name === null ? null : col(name)] as const,
  );
  return (record) => {
    const doctor = {} as RawDoctor;
    for (const [field, column] of bound) doctor[field] = column ? read(column(record)) : null;
    return doctor;
  };
}
