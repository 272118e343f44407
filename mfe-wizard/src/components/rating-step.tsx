import { StepHeader } from './step-header';
import { StarRatingInput } from './star-rating-input';

export interface RatingStepProps {
  value: number | null;
  onChange: (value: number | null) => void;
}

export function RatingStep({ value, onChange }: RatingStepProps) {
  return (
    <>
      <StepHeader title="Overall satisfaction">
        How satisfied are you with the outcome? This is optional.
      </StepHeader>
      <StarRatingInput value={value} onChange={onChange} label="Overall satisfaction" />
    </>
  );
}
