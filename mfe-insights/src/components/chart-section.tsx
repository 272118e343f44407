import { useId, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { Card } from '@journeys/shared/ui/card';
import styles from './page.module.css';

export interface ChartSectionProps {
  title: string;
  /** The drawing, hidden from assistive technology: `summary` and `table` say the same. */
  chart?: ReactNode;
  /** A note under the drawing (its legend), visible to everyone. */
  legend?: ReactNode;
  summary: string;
  table: DataTableProps;
  /**
   * 2: a card of its own on the page. 3: a part of a card that has its own heading (a surgeon's
   * procedure), left unlabelled so a page of several such cards repeats no landmark's name.
   */
  level?: 2 | 3;
}

/** One chart with, under it, its one-sentence summary and its numbers as a table. */
export function ChartSection({ title, chart, legend, summary, table, level = 2 }: ChartSectionProps) {
  const titleId = useId();
  const body = (
    <>
      {chart}
      {legend}
      <p className={styles.summary}>{summary}</p>
      <DataTable {...table} />
    </>
  );
  if (level === 3)
    return (
      <div className={styles.part}>
        <h3 className={styles.partTitle}>{title}</h3>
        {body}
      </div>
    );
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {body}
    </Card>
  );
}
