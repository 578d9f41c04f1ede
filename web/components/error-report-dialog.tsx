// The error-reporting dialog offered after a failed login or logout (spec §8: "an error-reporting
// dialog is loaded lazily"). It says what went wrong and lets the person send a report, with an
// optional description of what they were doing, to the error reporter.
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { type ReportContext, reportError } from '../lib/report.ts';

export interface ReportableError {
  readonly message: string;
  readonly status: number | null;
}

export interface ErrorReportDialogProps {
  readonly error: ReportableError;
  onClose(): void;
  readonly report?: (error: unknown, context: ReportContext) => void;
}

export function ErrorReportDialog({ error, onClose, report = reportError }: ErrorReportDialogProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const [comments, setComments] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  function send() {
    report(new Error(error.message), {
      tags: { source: 'authentication' },
      extra: { status: error.status, comments: comments.trim() },
    });
    onClose();
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="card error-report-dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {i18n._({ id: 'session.error-report.title', message: 'Something went wrong' })}
      </h2>
      <p>{error.message}</p>
      <label>
        {i18n._({ id: 'session.error-report.comments', message: 'What were you doing? (optional)' })}
        <textarea value={comments} onChange={(event) => setComments(event.target.value)} />
      </label>
      <div className="actions">
        <button type="button" className="button" onClick={send}>
          {i18n._({ id: 'session.error-report.send', message: 'Send report' })}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {i18n._({ id: 'session.error-report.close', message: 'Close' })}
        </button>
      </div>
    </div>
  );
}
