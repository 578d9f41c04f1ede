// One of the professional's message templates, put into the message they are writing (spec §2.7
// message-templates), where they write a proposal or a message (decision 048). An empty message
// takes the template as it is; a message that has text already asks first — replace it, add the
// template below it, or leave it — so nothing typed is lost without the professional saying so. The
// templates are managed on their own pages, which bring the professional back here (fromPage).
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { SelectField } from '../ui/fields.tsx';
import { currentPage } from './from-page.ts';
import { TemplatePickerDocument } from './generated/documents.ts';

export function TemplatePicker({
  text,
  onUse,
  targetId,
}: {
  // The message as it is now.
  text: string;
  // Called with the message as it should be with the template in it.
  onUse: (text: string) => void;
  // The id of the message's field, which takes the focus once the template is in.
  targetId: string;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { data } = useQuery(TemplatePickerDocument);
  const [chosen, setChosen] = useState('');
  // The template waiting for the professional to say what happens to the text already there.
  const [pending, setPending] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const askId = useId();
  const selectId = useId();
  const firstChoice = useRef<HTMLButtonElement>(null);
  const fromPage = currentPage(router);

  useEffect(() => {
    if (pending !== null) firstChoice.current?.focus();
  }, [pending]);

  // Without the templates (still loading, or they could not be fetched) the message is written
  // by hand, as it always could be.
  const templates = data?.messageTemplates;
  if (!templates) return null;

  const manage = (
    <Link to="proMessageTemplates" params={{ fromPage }}>
      {i18n._({ id: 'template-picker.manage', message: 'Manage templates' })}
    </Link>
  );

  if (templates.length === 0) {
    return (
      <div className="template-picker" data-testid="template-picker">
        <p className="field-hint">
          {i18n._({
            id: 'template-picker.none',
            message: 'Write the texts you send often once, as templates, and put them in any message with two clicks.',
          })}{' '}
          <Link to="proMessageTemplateAdd" params={{ fromPage }}>
            {i18n._({ id: 'template-picker.write-first', message: 'Write a template' })}
          </Link>
        </p>
      </div>
    );
  }

  function put(next: string) {
    onUse(next);
    setPending(null);
    setSaid(
      i18n._({ id: 'template-picker.added', message: 'The template is in your message. You can change it there.' }),
    );
    document.getElementById(targetId)?.focus();
  }

  function use() {
    const template = templates?.find((candidate) => candidate.id === chosen);
    if (!template) return;
    setSaid('');
    if (text.trim() === '') put(template.body);
    else if (text.includes(template.body)) {
      setSaid(i18n._({ id: 'template-picker.already-there', message: 'This template is already in your message.' }));
    } else setPending(template.body);
  }

  return (
    <div className="template-picker" data-testid="template-picker">
      <div className="template-picker-choose">
        <SelectField
          id={selectId}
          label={i18n._({ id: 'template-picker.label', message: 'Start from one of your templates' })}
          value={chosen}
          data-testid="template-picker-select"
          onChange={(event) => {
            setChosen(event.target.value);
            setPending(null);
          }}
          options={[
            { value: '', label: i18n._({ id: 'template-picker.choose', message: 'Choose a template' }) },
            ...templates.map((template) => ({ value: template.id, label: template.title })),
          ]}
        />
        <button
          type="button"
          className="button secondary"
          disabled={chosen === ''}
          data-testid="template-picker-use"
          onClick={use}
        >
          {i18n._({ id: 'template-picker.use', message: 'Use template' })}
        </button>
      </div>
      {pending !== null ? (
        <div className="template-picker-ask" data-testid="template-picker-ask">
          <p id={askId}>
            {i18n._({
              id: 'template-picker.ask',
              message: 'Your message already has text. What should happen to it?',
            })}
          </p>
          <div className="actions">
            <button
              ref={firstChoice}
              type="button"
              aria-describedby={askId}
              className="button secondary"
              data-testid="template-picker-below"
              onClick={() => put(`${text.trimEnd()}\n\n${pending}`)}
            >
              {i18n._({ id: 'template-picker.add-below', message: 'Keep it and add the template below' })}
            </button>
            <button
              type="button"
              className="button secondary"
              data-testid="template-picker-replace"
              onClick={() => put(pending)}
            >
              {i18n._({ id: 'template-picker.replace', message: 'Replace it with the template' })}
            </button>
            <button
              type="button"
              className="button ghost"
              data-testid="template-picker-keep"
              onClick={() => {
                setPending(null);
                document.getElementById(selectId)?.focus();
              }}
            >
              {i18n._({ id: 'template-picker.keep', message: 'Cancel' })}
            </button>
          </div>
        </div>
      ) : null}
      <p className="template-picker-manage">{manage}</p>
      <p className="visually-hidden" role="status" data-testid="template-picker-status">
        {said}
      </p>
    </div>
  );
}
