import { stripMdSuffix, type Review, type State, type SurgeryType } from '@journeys/shared/rules';
import { FILTER_NAMES, type FeedFilters, type FilterName } from '../../feed/hooks/use-feed-filters';
import { pickedSurgeonName } from './picked-surgeons';

export interface FilterChip {
  name: FilterName;
  /** What the chip shows, and its remove button's name after 'Remove filter: '. */
  text: string;
}

export interface ChipNames {
  surgeryTypes: readonly SurgeryType[];
  states: readonly State[];
  /** The cards on screen: they name the surgeon and the member the address gives by number. */
  reviews: readonly Review[];
}

function surgeonName(npi: string, reviews: readonly Review[]): string | undefined {
  const name = pickedSurgeonName(npi) ?? reviews.find((r) => r.surgeon.npi === npi)?.surgeon.name;
  return name && stripMdSuffix(name);
}

/**
 * One chip per active filter, in FILTER_NAMES order. The text is the value as a reader knows it:
 * the procedure's or state's name, the surgeon's name (MD stripped), the search text in straight
 * double quotes, the member's username; until a name is known, the kind and the number
 * ('Procedure 12', 'NPI 1234567893', 'Member 12', 'Surgery 7').
 */
export function filterChips(
  filters: FeedFilters,
  { surgeryTypes, states, reviews }: ChipNames,
): FilterChip[] {
  const text = (name: FilterName): string | null => {
    switch (name) {
      case 'procedure': {
        const id = filters.procedure;
        return id == null ? null : (surgeryTypes.find((t) => t.id === id)?.name ?? `Procedure ${id}`);
      }
      case 'state': {
        const id = filters.state;
        return id == null ? null : (states.find((s) => s.id === id)?.name ?? `State ${id}`);
      }
      case 'surgeon': {
        const npi = filters.surgeon;
        return npi == null ? null : (surgeonName(npi, reviews) ?? `NPI ${npi}`);
      }
      case 'q':
        return filters.q == null ? null : `"${filters.q}"`;
      case 'user': {
        const id = filters.user;
        return id == null
          ? null
          : (reviews.find((r) => r.patient?.id === id)?.patient?.username ?? `Member ${id}`);
      }
      case 'surgery':
        return filters.surgery == null ? null : `Surgery ${filters.surgery}`;
    }
  };
  return FILTER_NAMES.flatMap((name) => {
    const value = text(name);
    return value == null ? [] : [{ name, text: value }];
  });
}
