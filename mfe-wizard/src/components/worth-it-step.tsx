import { useId } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { WORTH_IT_ANSWERS, worthItLabel, type WorthItAnswer } from '@journeys/shared/rules';
import { ChoiceTile, ChoiceTiles } from '@journeys/shared/ui/choice-tiles';
import { StepHeader } from './step-header';
import { useT } from '../messages';

export interface WorthItStepProps {
  value: WorthItAnswer | null;
  onChange: (value: WorthItAnswer | null) => void;
}

/**
 * 'Was it worth it?', asked with the surgery and again with each update (docs/product.md §4).
 * Optional, so the chosen answer pressed again is taken back, as on the symptom scale.
 */
export function WorthItStep({ value, onChange }: WorthItStepProps) {
  const headingId = useId();
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <StepHeader id={headingId} title={t('worthTitle')}>
        {t('worthHint')}
      </StepHeader>
      <ChoiceTiles labelledBy={headingId} layout="grid">
        {WORTH_IT_ANSWERS.map((answer) => {
          const chosen = value === answer;
          return (
            <ChoiceTile key={answer} chosen={chosen} onClick={() => onChange(chosen ? null : answer)}>
              {worthItLabel(answer, language)}
            </ChoiceTile>
          );
        })}
      </ChoiceTiles>
    </>
  );
}
