// The chosen trade with its services and their questions; nothing is asked before one is chosen.
import type { SWRResponse } from 'swr';
import type { JobPostProfessionQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { JobPostProfessionDocument } from './generated/documents.ts';

export function useProfession(brand: string, slug: string): SWRResponse<JobPostProfessionQuery, Error> {
  return useQuery(JobPostProfessionDocument, { brand, slug }, { enabled: slug !== '' });
}
