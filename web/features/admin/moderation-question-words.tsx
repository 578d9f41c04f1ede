// What the questions and answers queues say (/admin/questions, /admin/answers; decision 078): the
// same sentences for both, each in the words of its own kind of item — what a decision will do,
// asked before it runs, and what it did, said after.
import { useLingui } from '@lingui/react';
import type { ConfirmedAction } from '../../components/ui/confirmed-action.tsx';
import type { ModerationDecision } from '../../generated/graphql.ts';
import { toast } from '../../lib/toasts/toast.ts';

export type Kind = 'question' | 'answer';

// A single decision's outcome, and a bulk one's: the items decided and the ids that named none.
export type OneOutcome = 'decided' | 'notFound';
export interface ManyOutcome {
  readonly decided: number;
  readonly notFound: number;
}

// The words of each kind, so both queues say the same things of their own items.
export function useKindWords(kind: Kind) {
  const { i18n } = useLingui();
  const question = kind === 'question';
  return {
    confirmOne: (decision: ModerationDecision, title: string): Omit<ConfirmedAction, 'run' | 'reason'> =>
      decision === 'APPROVE'
        ? {
            title: question
              ? i18n._({ id: 'admin.moderation.approve-question', message: 'Approve the question' })
              : i18n._({ id: 'admin.moderation.approve-answer', message: 'Approve the answer' }),
            text: question
              ? i18n._({
                  id: 'admin.moderation.approve-question-text',
                  message: '“{title}” goes public and its asker is told.',
                  values: { title },
                })
              : i18n._({
                  id: 'admin.moderation.approve-answer-text',
                  message: 'The answer to “{title}” goes public and the professional is told.',
                  values: { title },
                }),
            confirm: i18n._({ id: 'admin.moderation.approve', message: 'Approve' }),
          }
        : {
            title: question
              ? i18n._({ id: 'admin.moderation.reject-question', message: 'Reject the question' })
              : i18n._({ id: 'admin.moderation.reject-answer', message: 'Reject the answer' }),
            text: question
              ? i18n._({
                  id: 'admin.moderation.reject-question-text',
                  message: '“{title}” stays off the site. Its asker is told why.',
                  values: { title },
                })
              : i18n._({
                  id: 'admin.moderation.reject-answer-text',
                  message: 'The answer to “{title}” stays off the site. The professional is told why.',
                  values: { title },
                }),
            confirm: i18n._({ id: 'admin.moderation.reject', message: 'Reject' }),
            danger: true,
          },
    confirmMany: (decision: ModerationDecision, count: number): Omit<ConfirmedAction, 'run' | 'reason'> =>
      decision === 'APPROVE'
        ? {
            title: question
              ? i18n._({
                  id: 'admin.moderation.approve-questions',
                  message: '{count, plural, one {Approve # question} other {Approve # questions}}',
                  values: { count },
                })
              : i18n._({
                  id: 'admin.moderation.approve-answers',
                  message: '{count, plural, one {Approve # answer} other {Approve # answers}}',
                  values: { count },
                }),
            text: i18n._({
              id: 'admin.moderation.approve-many-text',
              message: 'They go public and each author is told.',
            }),
            confirm: i18n._({ id: 'admin.moderation.approve', message: 'Approve' }),
          }
        : {
            title: question
              ? i18n._({
                  id: 'admin.moderation.reject-questions',
                  message: '{count, plural, one {Reject # question} other {Reject # questions}}',
                  values: { count },
                })
              : i18n._({
                  id: 'admin.moderation.reject-answers',
                  message: '{count, plural, one {Reject # answer} other {Reject # answers}}',
                  values: { count },
                }),
            text: i18n._({
              id: 'admin.moderation.reject-many-text',
              message: 'They stay off the site and each author is told why, in the same words.',
            }),
            confirm: i18n._({ id: 'admin.moderation.reject', message: 'Reject' }),
            danger: true,
          },
    sayOne: (decision: ModerationDecision, outcome: OneOutcome) => {
      if (outcome === 'notFound') {
        toast.error(
          question
            ? i18n._({
                id: 'admin.moderation.question-gone',
                message: 'That question is gone: it was removed or its account closed.',
              })
            : i18n._({
                id: 'admin.moderation.answer-gone',
                message: 'That answer is gone: it was removed or its account closed.',
              }),
        );
        return;
      }
      toast.success(
        question
          ? decision === 'APPROVE'
            ? i18n._({ id: 'admin.moderation.question-approved', message: 'The question is approved.' })
            : i18n._({ id: 'admin.moderation.question-rejected', message: 'The question is rejected.' })
          : decision === 'APPROVE'
            ? i18n._({ id: 'admin.moderation.answer-approved', message: 'The answer is approved.' })
            : i18n._({ id: 'admin.moderation.answer-rejected', message: 'The answer is rejected.' }),
      );
    },
    sayMany: (decision: ModerationDecision, { decided, notFound }: ManyOutcome) => {
      if (decided > 0) {
        const values = { count: decided };
        toast.success(
          question
            ? decision === 'APPROVE'
              ? i18n._({
                  id: 'admin.moderation.questions-approved',
                  message: '{count, plural, one {# question approved.} other {# questions approved.}}',
                  values,
                })
              : i18n._({
                  id: 'admin.moderation.questions-rejected',
                  message: '{count, plural, one {# question rejected.} other {# questions rejected.}}',
                  values,
                })
            : decision === 'APPROVE'
              ? i18n._({
                  id: 'admin.moderation.answers-approved',
                  message: '{count, plural, one {# answer approved.} other {# answers approved.}}',
                  values,
                })
              : i18n._({
                  id: 'admin.moderation.answers-rejected',
                  message: '{count, plural, one {# answer rejected.} other {# answers rejected.}}',
                  values,
                }),
        );
      }
      if (notFound > 0) {
        toast.error(
          i18n._({
            id: 'admin.moderation.many-gone',
            message:
              '{count, plural, one {# of the chosen items is gone} other {# of the chosen items are gone}}: removed, or their account closed. Nothing was decided for them.',
            values: { count: notFound },
          }),
        );
      }
    },
  };
}
