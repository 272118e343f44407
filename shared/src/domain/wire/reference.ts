/** Reference data: states, surgery types, surgeons and the doctor search. */
import { z } from './zod';

export const stateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
  })
  .meta({ id: 'State' });

export const surgeryTypeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
  })
  .meta({ id: 'SurgeryType' });

export const surgeonSchema = z
  .object({
    npi: z.string(),
    name: z.string(),
    address: z.string(),
    stateName: z.string().nullable(),
  })
  .meta({ id: 'Surgeon' });

export const doctorSearchResultSchema = z
  .object({
    npi: z.string(),
    name: z.string(),
    address: z.string(),
  })
  .meta({ id: 'DoctorSearchResult' });

/** The SPEC's doctor search keeps its numbered pages (`page`/`pageSize`), hence `hasMore`. */
export const doctorSearchPageSchema = z
  .object({
    doctors: z.array(doctorSearchResultSchema),
    hasMore: z.boolean(),
  })
  .meta({ id: 'DoctorSearchPage' });

export const stateListSchema = z.array(stateSchema);
export const surgeryTypeListSchema = z.array(surgeryTypeSchema);
export const surgeonListSchema = z.array(surgeonSchema);
