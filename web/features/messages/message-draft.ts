// What is typed in a conversation's form, kept in this tab's session storage until it is sent, so
// that leaving the page — to manage one's message templates (decision 048), or by the back button —
// and coming back loses nothing. Read after hydration: the server has no session storage.
import { useCallback, useEffect, useState } from 'react';

const storageKey = (proposalId: string) => `hearth.message-draft.${proposalId}`;

function store(proposalId: string, body: string): void {
  try {
    if (body === '') window.sessionStorage.removeItem(storageKey(proposalId));
    else window.sessionStorage.setItem(storageKey(proposalId), body);
  } catch {
    // Storage full or switched off: the draft still lives in the page's state.
  }
}

export function useMessageDraft(proposalId: string): [string, (body: string) => void] {
  const [body, setBody] = useState('');

  useEffect(() => {
    try {
      setBody(window.sessionStorage.getItem(storageKey(proposalId)) ?? '');
    } catch {
      // Nothing stored, or storage switched off.
    }
  }, [proposalId]);

  const change = useCallback(
    (next: string) => {
      setBody(next);
      store(proposalId, next);
    },
    [proposalId],
  );
  return [body, change];
}
