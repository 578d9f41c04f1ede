// Why a message could not be sent, in words (spec §5: required, invalid — too long or carrying
// contact details before shortlisting — and a conversation that is gone).
import type { I18n } from '@lingui/core';
import type { MessagesSendProposalMessageMutation } from '../../generated/graphql.ts';

export const MAX_MESSAGE_LENGTH = 5000;

export type MessageProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID';

export function messageProblemText(i18n: I18n, problem: MessageProblem): string {
  switch (problem) {
    case 'REQUIRED':
      return i18n._({ id: 'messages.error.required', message: 'Write a message first.' });
    case 'TOO_LONG':
      return i18n._({
        id: 'messages.error.too-long',
        message: 'Your message is too long: keep it to at most {max} characters.',
        values: { max: MAX_MESSAGE_LENGTH },
      });
    case 'INVALID':
      return i18n._({
        id: 'messages.error.invalid',
        message:
          'Your message could not be sent. Remove any phone number, email or web address: contact details can only be shared once the pro is shortlisted.',
      });
  }
}

export function checkMessage(body: string): MessageProblem | null {
  const trimmed = body.trim();
  if (!trimmed) return 'REQUIRED';
  if (trimmed.length > MAX_MESSAGE_LENGTH) return 'TOO_LONG';
  return null;
}

type Refused = Exclude<MessagesSendProposalMessageMutation['sendProposalMessage'], { __typename: 'MessageSent' }>;

// The field problem, or the whole-form message, of a refused message.
export function describeSendRefusal(
  i18n: I18n,
  result: Refused,
): { field: MessageProblem | null; message: string | null } {
  if (result.__typename === 'NotFound') {
    return {
      field: null,
      message: i18n._({
        id: 'messages.error.not-found',
        message: 'This conversation is no longer available, so your message was not sent.',
      }),
    };
  }
  const code = result.fieldErrors.find((error) => error.field === 'body')?.code;
  return { field: code === 'REQUIRED' ? 'REQUIRED' : 'INVALID', message: null };
}
