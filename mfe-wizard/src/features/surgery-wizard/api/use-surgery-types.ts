import { fetchSurgeryTypes } from '@journeys/shared/api';
import { useLanguage } from '@journeys/shared/i18n';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { SurgeryType } from '@journeys/shared/rules';
import { toResource, type Resource } from '../../../lib/resource';
import { useT } from '../../../messages';

export function useSurgeryTypes(): Resource<SurgeryType[]> {
  const t = useT();
  const query = useQuery({
    queryKey: queryKeys.reference.surgeryTypes(useLanguage()),
    queryFn: fetchSurgeryTypes,
    staleTime: Infinity,
  });
  return toResource(query, t('typesError'));
}
