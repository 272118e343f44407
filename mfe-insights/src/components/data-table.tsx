import { useId, type ReactNode } from 'react';
import styles from './data-table.module.css';

export interface DataTableProps {
  caption: string;
  /** Column headings; the first column heads each row. */
  columns: readonly string[];
  /** A row's heading and its cells, or its heading and one `note` across the other columns. */
  rows: readonly DataRow[];
}

export type DataRow =
  | { key: string; cells: readonly [ReactNode, ...ReactNode[]]; note?: never }
  | { key: string; cells: readonly [ReactNode]; note: ReactNode };

/**
 * A chart's numbers as a table: the accessible alternative to the drawing. On a narrow screen
 * it scrolls inside its own box, which takes keyboard focus so it can be scrolled without a mouse.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const captionId = useId();
  return (
    // Focusable so a keyboard can scroll it when it is wider than the screen.
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [head, ...rest], note }) => (
            <tr key={key}>
              <th scope="row">{head}</th>
              {note === undefined ? (
                rest.map((cell, i) => <td key={columns[i + 1] ?? i}>{cell}</td>)
              ) : (
                <td colSpan={columns.length - 1} className={styles.note}>
                  {note}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
