// What the request-reviews page says (spec §2.7 reviews/request-reviews, §5 field codes): why a
// customer's name or address was refused, next to the field, and how many more customers the
// professional may ask and from when (decisions 009 and 049).
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { FieldErrorCode, ReviewsRequestAllowanceFragment } from '../../generated/graphql.ts';
import { useDateFormatters } from '../../lib/time.ts';

export type CustomerField = 'name' | 'email';

export function useRequestReviewsMessages() {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  return useMemo(() => {
    const when = (moment: string) => formatDateTime(moment, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      field(field: CustomerField, code: FieldErrorCode): string {
        if (field === 'name') {
          return code === 'REQUIRED'
            ? i18n._({ id: 'reviews.request.error.name-required', message: "Enter the customer's name." })
            : i18n._({
                id: 'reviews.request.error.name-invalid',
                message: 'Enter the name in letters, as the customer writes it.',
              });
        }
        switch (code) {
          case 'REQUIRED':
            return i18n._({
              id: 'reviews.request.error.email-required',
              message: "Enter the customer's email address.",
            });
          case 'DUPLICATE':
            return i18n._({
              id: 'reviews.request.error.email-twice',
              message: 'This address is in the list twice. Ask each customer once.',
            });
          case 'INVALID_DNS':
            return i18n._({
              id: 'reviews.request.error.email-no-mail',
              message: 'This address cannot receive email. Check the part after the @.',
            });
          case 'BLACKLISTED_EMAIL':
            return i18n._({
              id: 'reviews.request.error.email-blocked',
              message: 'We do not send email to this address. Ask the customer for another one.',
            });
          default:
            return i18n._({
              id: 'reviews.request.error.email-invalid',
              message: 'Enter an email address like name@example.com.',
            });
        }
      },
      // AlreadyAskedForReview: the address was asked less than 30 days ago.
      alreadyAsked: i18n._({
        id: 'reviews.request.error.already-asked',
        message: 'You asked this customer for a review less than 30 days ago. Give them time to answer.',
      }),
      none: i18n._({ id: 'reviews.request.error.none', message: 'Add at least one customer to ask.' }),
      tooMany: (perRequest: number) =>
        i18n._({
          id: 'reviews.request.error.too-many',
          message: 'Ask at most {perRequest} customers at a time.',
          values: { perRequest },
        }),
      // How many more may be asked now, and when more may be.
      allowance({ perRequest, perDay, remaining, moreFrom }: ReviewsRequestAllowanceFragment): string {
        if (remaining === 0) {
          return i18n._({
            id: 'reviews.request.allowance.none-left',
            message:
              'You have asked {perDay} customers in the last 24 hours, the most for one day. You can ask more from {moreFrom}.',
            values: { perDay, moreFrom: moreFrom ? when(moreFrom) : '' },
          });
        }
        if (moreFrom === null || remaining === perDay) {
          return i18n._({
            id: 'reviews.request.allowance.full',
            message: 'You can ask up to {perRequest} customers at a time, and {perDay} in 24 hours.',
            values: { perRequest, perDay },
          });
        }
        return i18n._({
          id: 'reviews.request.allowance.some-left',
          message:
            'You can ask {remaining, plural, one {# more customer} other {# more customers}} now, up to {perRequest} at a time. More from {moreFrom}.',
          values: { remaining, perRequest, moreFrom: when(moreFrom) },
        });
      },
      // ReviewRequestLimitReached: more customers in the list than may be asked now.
      limitReached({ remaining, moreFrom }: ReviewsRequestAllowanceFragment): string {
        return remaining === 0
          ? i18n._({
              id: 'reviews.request.limit.none-left',
              message: 'You cannot ask anyone more today. Your list is kept: send it from {moreFrom}.',
              values: { moreFrom: moreFrom ? when(moreFrom) : '' },
            })
          : i18n._({
              id: 'reviews.request.limit.some-left',
              message:
                'You can ask only {remaining, plural, one {# more customer} other {# more customers}} now. Remove some from the list, or send it from {moreFrom}.',
              values: { remaining, moreFrom: moreFrom ? when(moreFrom) : '' },
            });
      },
      sent: (count: number) =>
        i18n._({
          id: 'reviews.request.sent',
          message: 'We emailed {count, plural, one {# customer} other {# customers}} a link to review you.',
          values: { count },
        }),
    };
  }, [i18n, formatDateTime]);
}
