// §7.3: each step of the request form is a page view with its number and the service chosen so
// far. The first step is where the page starts; each later one moves the focus to its heading.
import { type RefObject, useEffect, useRef } from 'react';
import { analyticsCode } from '../../lib/analytics/lazy-analytics.ts';
import { reportError } from '../../lib/report.ts';

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
    const view = { step: stepIndex + 1, serviceId: service.current };
    analyticsCode().then(
      (analytics) => analytics.sendFormStepPageView(view),
      (error: unknown) => reportError(error, { tags: { source: 'analytics-code' } }),
    );
    if (shown.current) heading.current?.focus();
    shown.current = true;
  }, [stepIndex, heading]);
}
