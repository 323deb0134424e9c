// Each e-mail template rendered with sample data by the same functions the mailer calls (shared/mail), shown in a
// sandboxed frame (no scripts, no same-origin access), with its subject and plain-text version.
import { useState } from 'react';
import { MAIL_TEMPLATE_PREVIEWS } from '../../../../../shared/mail/mail-templates';
import { Card } from '../../../ui/Card';

export function AdminMailPreviews() {
  const [kind, setKind] = useState(MAIL_TEMPLATE_PREVIEWS[0]!.kind);
  const [plain, setPlain] = useState(false);
  const template = MAIL_TEMPLATE_PREVIEWS.find((entry) => entry.kind === kind) ?? MAIL_TEMPLATE_PREVIEWS[0]!;
  const message = template.render();
  return (
    <section aria-labelledby="mail-templates-heading" className="mx-auto mt-8 max-w-7xl">
      <h2 id="mail-templates-heading" className="text-lg font-semibold text-ink">
        Templates
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every e-mail the platform sends, rendered with sample data by the mailer&apos;s own templates.
      </p>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="E-mail templates">
        {MAIL_TEMPLATE_PREVIEWS.map((entry) => (
          <button
            key={entry.kind}
            type="button"
            aria-pressed={entry.kind === template.kind}
            onClick={() => setKind(entry.kind)}
            className={`rounded-lg px-3 py-1.5 text-sm font-medium ${
              entry.kind === template.kind
                ? 'bg-brand-600 text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <Card className="mt-4 p-4">
        <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-slate-500">Template</dt>
          <dd className="font-mono text-ink">{message.kind}</dd>
          <dt className="text-slate-500">Subject</dt>
          <dd className="font-medium text-ink" data-testid="mail-preview-subject">
            {message.subject}
          </dd>
        </dl>
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={plain} onChange={(event) => setPlain(event.target.checked)} />
          Plain-text version
        </label>
        {plain ? (
          <pre className="mt-3 max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
            {message.text}
          </pre>
        ) : (
          <iframe
            title={`Preview of the ${template.label} e-mail`}
            sandbox=""
            srcDoc={message.html}
            className="mt-3 h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        )}
      </Card>
    </section>
  );
}
