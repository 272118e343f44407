import type { ReactNode } from 'react';
import { Stars } from '@journeys/shared/ui/stars';
import { useT } from '../messages';
import { SymptomScore } from './symptom-score';

/** One fact of a description list: its label over its value (the list's class lays them out). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How it went, the two facts every surgery and every update states. */
export function OutcomeFacts({ symptom, rating }: { symptom: number; rating: number | null }) {
  const t = useT();
  return (
    <>
      <Fact label={t('sym')}>
        <SymptomScore value={symptom} />
      </Fact>
      <Fact label={t('sat')}>
        <Stars rating={rating} />
      </Fact>
    </>
  );
}
