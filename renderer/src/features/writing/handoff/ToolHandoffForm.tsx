import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../auth';
import { Button } from '../../../ui/Button';
import { handoffTexts } from './handoff.texts';
import { HANDOFF_MAX_CHARS, handoffTarget, storeHandoff, type HandoffTool } from './tool-handoff';

/**
 * The text box of a public tool landing: the visitor pastes their text and goes to the tool; signed out, the tool's
 * guard sends them through sign-in or registration (and the e-mail confirmation) and back, where the text waits.
 */
export function ToolHandoffForm(props: { tool: HandoffTool; cta: string }) {
  const navigate = useNavigate();
  const signedOut = useAuthStore((state) => state.status === 'signedOut');
  const [text, setText] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    storeHandoff(props.tool, text);
    void navigate(handoffTarget(props.tool));
  }

  return (
    <form onSubmit={submit} className="mt-8 max-w-xl" data-testid="tool-handoff">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {handoffTexts.label[props.tool]}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={HANDOFF_MAX_CHARS}
        rows={6}
        placeholder={handoffTexts.placeholder[props.tool]}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count`}
        className="mt-2 block w-full resize-y rounded-2xl border border-slate-300 bg-white p-4 text-base shadow-card focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-500">
        {handoffTexts.characters(text.length, HANDOFF_MAX_CHARS)}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg">
          {props.cta}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
        {signedOut && <p className="text-sm text-muted">{handoffTexts.signedOutNote}</p>}
      </div>
    </form>
  );
}
