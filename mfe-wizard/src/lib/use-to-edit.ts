import { useQuery } from '@journeys/shared/query';
import { loadById } from './not-found';
import { toResource, type Resource } from './resource';
import { useT } from '../messages';

/**
 * What a wizard edits: idle when it creates (no id), otherwise the entity `load` reads, cached
 * under `queryKey`, or 'Not Found' for an id that names nothing (docs/product.md §5).
 */
export function useToEdit<T>(
  id: number | undefined,
  queryKey: (id: number) => readonly unknown[],
  load: (id: number) => Promise<T>,
): Resource<T> {
  const t = useT();
  const enabled = id != null;
  const query = useQuery({ queryKey: queryKey(id ?? 0), queryFn: () => loadById(id, load), enabled });
  return toResource(query, t('notFound'), enabled);
}
