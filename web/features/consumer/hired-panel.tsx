// §2.6: once a pro is hired, the overview says so and asks the owner to review them (or to change
// the review they gave). The heading takes the focus right after the owner hires.
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Link } from '../../lib/router.tsx';

export function HiredPanel({
  serviceRequestId,
  name,
  reviewed,
  focus,
}: {
  serviceRequestId: string;
  name: string;
  reviewed: boolean;
  focus: boolean;
}) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="card consumer-hired" aria-labelledby="consumer-hired-heading">
      <h2 id="consumer-hired-heading" tabIndex={-1} ref={heading}>
        {i18n._({ id: 'consumer.hired.title', message: 'You hired {name}', values: { name } })}
      </h2>
      <p>
        {reviewed
          ? i18n._({
              id: 'consumer.hired.reviewed',
              message: 'Thank you for your review. You can still change it.',
            })
          : i18n._({
              id: 'consumer.hired.prompt',
              message: 'Once the work is done, tell other home owners how it went: your review helps them choose.',
            })}
      </p>
      <Link to="editReview" params={{ serviceRequestId }} className="button">
        <span data-testid="review-link">
          {reviewed
            ? i18n._({ id: 'consumer.hired.edit-review', message: 'Edit your review' })
            : i18n._({ id: 'consumer.hired.write-review', message: 'Write a review of {name}', values: { name } })}
        </span>
      </Link>
    </section>
  );
}
