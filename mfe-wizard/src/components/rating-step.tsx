import { StepHeader } from './step-header';
import { StarRatingInput } from './star-rating-input';
import { useT } from '../messages';

export interface RatingStepProps {
  value: number | null;
  onChange: (value: number | null) => void;
}

export function RatingStep({ value, onChange }: RatingStepProps) {
  const t = useT();
  const title = t('ratingTitle');
  return (
    <>
      <StepHeader title={title}>{t('ratingHint')}</StepHeader>
      <StarRatingInput value={value} onChange={onChange} label={title} />
    </>
  );
}
