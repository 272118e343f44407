import { fetchStates } from '@journeys/shared/api';
import type { State } from '@journeys/shared/rules';
import { useResource } from '../../../lib/use-resource';

export function useStates() {
  return useResource<State[]>('states', fetchStates, 'Failed to load states');
}
