// §7.3: each step of the request form is a page view with its number and the service chosen so
// far. The first step is where the page starts; each later one moves the focus to its heading.
import { type RefObject, useEffect, useRef } from 'react';
import { sendFormStepPageView } from '../../lib/analytics/page-views.ts';

export function useStepPageView(
  stepIndex: number,
  serviceId: string | null,
  heading: RefObject<HTMLHeadingElement | null>,
): void {
  // The service of the moment the step is shown; choosing one is no new page view.
  const service = useRef<string | null>(null);
  service.current = serviceId;
  const shown = useRef(false);
  useEffect(() => {
    void sendFormStepPageView({ step: stepIndex + 1, serviceId: service.current });
    if (shown.current) heading.current?.focus();
    shown.current = true;
  }, [stepIndex, heading]);
}
