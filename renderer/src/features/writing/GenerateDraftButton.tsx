import { useRef, useState } from 'react';
import { paperGenerateContract } from '../../../../shared/functions/writing.contract';
import { wordsCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { useAiToolMode, PaidActionFailure, usePaidAction } from '../ai-tools';
import type { PaperRow } from './writing.api';
import { writingTexts } from './writing.texts';

/** How often the editor shows the draft written so far while it streams in. */
const DRAW_EVERY_MS = 200;

/**
 * The writer's generation (10 points per 100 words, rounded up), offered while the paper is still empty. With an
 * AI model the draft streams into the editor as it is written; the final answer replaces it with the stored draft
 * and the charge updates the points badge. Without a model no draft is sold: the screen says so before the click
 * and offers the built-in engine's outline, free. A failure is shown here, with whether the user was charged.
 */
export function GenerateDraftButton(props: {
  paper: PaperRow;
  onPartial: (html: string) => void;
  onDraft: (html: string) => void;
}) {
  const mode = useAiToolMode('paper-draft');
  const { busy, run, failure, dismiss } = usePaidAction(paperGenerateContract);
  const [status, setStatus] = useState('');
  const lastDraw = useRef(0);
  const target = Number((props.paper.format as { targetWords?: number } | null)?.targetWords ?? 1000);
  const price = wordsCost(target);

  async function outline() {
    const answer = await run({ paper_id: props.paper.id, outline: true });
    if (!answer.ok) return;
    props.onDraft(answer.result.content);
    setStatus(writingTexts.outlineReady);
    toast.info(writingTexts.scaffoldNote);
  }

  async function generate() {
    setStatus('');
    let written = '';
    const answer = await run(
      { paper_id: props.paper.id },
      {
        onChunk: (text) => {
          written += text;
          const now = Date.now();
          if (now - lastDraw.current >= DRAW_EVERY_MS) {
            lastDraw.current = now;
            props.onPartial(written);
          }
        },
      },
    );
    if (!answer.ok) {
      if (written) props.onPartial('');
      return;
    }
    props.onDraft(answer.result.content);
    setStatus(writingTexts.draftReady);
    toast.info(answer.result.scaffold ? writingTexts.scaffoldNote : writingTexts.answeredBy(answer.engine));
  }

  return (
    <div className="space-y-2">
      {mode === 'unavailable' ? (
        <>
          <p className="text-sm text-slate-700" data-testid="draft-needs-model">
            {writingTexts.draftNeedsModel}
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void outline()}>
            {busy ? writingTexts.working : writingTexts.freeOutline}
          </Button>
        </>
      ) : (
        <Button variant="secondary" disabled={busy || mode === null} onClick={() => void generate()}>
          {busy ? writingTexts.working : writingTexts.generate(target, price)}
        </Button>
      )}
      <PaidActionFailure failure={failure} onDismiss={dismiss} />
      <span role="status" aria-live="polite" className="sr-only">
        {status}
      </span>
    </div>
  );
}
