// After a refused submit the focus goes to the form's first field marked invalid, once the errors
// have rendered, so a keyboard or screen-reader user starts where the form needs them.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export function useFirstErrorFocus(): { formRef: RefObject<HTMLFormElement | null>; focusFirstError(): void } {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const focusFirstError = useCallback(() => setRefusals((count) => count + 1), []);
  return { formRef, focusFirstError };
}
