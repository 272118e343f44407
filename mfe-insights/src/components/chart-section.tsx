import { useId, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { Card } from '@journeys/shared/ui/card';
import styles from './page.module.css';

export interface ChartSectionProps {
  title: string;
  /** The drawing, hidden from assistive technology: `summary` and `table` say the same. */
  chart: ReactNode;
  /** A note under the drawing (its legend), visible to everyone. */
  legend?: ReactNode;
  summary: string;
  table: DataTableProps;
}

/** One chart with, under it, its one-sentence summary and its numbers as a table. */
export function ChartSection({ title, chart, legend, summary, table }: ChartSectionProps) {
  const titleId = useId();
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {chart}
      {legend}
      <p className={styles.summary}>{summary}</p>
      <DataTable {...table} />
    </Card>
  );
}
