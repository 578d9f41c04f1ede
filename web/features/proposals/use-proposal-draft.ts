// The proposal being written for one job, kept in this tab's session storage so the back button
// and a reload find it again. It is read after hydration: the server has no session storage.
import { useEffect, useState } from 'react';
import { EMPTY_DRAFT, loadDraft, type ProposalDraft, saveDraft } from './proposal-draft.ts';

export function useProposalDraft(jobId: string) {
  const [draft, setDraft] = useState<ProposalDraft>(EMPTY_DRAFT);

  useEffect(() => {
    const stored = loadDraft(jobId);
    if (stored) setDraft(stored);
  }, [jobId]);

  const update = (patch: Partial<ProposalDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      saveDraft(jobId, next);
      return next;
    });
  };

  return { draft, update };
}
