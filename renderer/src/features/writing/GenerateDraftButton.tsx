import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { wordsCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { PaidStreamError, streamPaidFunction } from '../../lib/event-stream';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { useAiToolMode } from '../ai-tools/ai-capabilities.api';
import { PaidActionFailure, type PaidFailure } from '../ai-tools/PaidActionFailure';
import { useAuthStore } from '../auth/auth.store';
import { walletKeys } from '../wallet/wallet.api';
import { freeOutline, type PaperRow } from './writing.api';
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
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const mode = useAiToolMode('paper-draft');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<PaidFailure | null>(null);
  const lastDraw = useRef(0);
  const target = Number((props.paper.format as { targetWords?: number } | null)?.targetWords ?? 1000);
  const price = wordsCost(target);

  async function outline() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await freeOutline(props.paper.id);
      if (!answer.ok) return setFailure(answer);
      props.onDraft(answer.result.content);
      setStatus(writingTexts.outlineReady);
      toast.info(writingTexts.scaffoldNote);
    } finally {
      setBusy(false);
    }
  }

  async function generate() {
    setBusy(true);
    setStatus('');
    setFailure(null);
    let written = '';
    try {
      const final = await streamPaidFunction<{ content: string; scaffold: boolean; words: number }>(
        'paper-generate',
        {
          body: { paper_id: props.paper.id },
          idempotencyKey: crypto.randomUUID(),
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
      if (userId && final.charge) queryClient.setQueryData(walletKeys.balance(userId), final.charge.balance);
      props.onDraft(final.result.content);
      setStatus(writingTexts.draftReady);
      toast.info(final.result.scaffold ? writingTexts.scaffoldNote : writingTexts.answeredBy(final.engine));
    } catch (error) {
      if (written) props.onPartial('');
      const body = error instanceof PaidStreamError ? error.body : {};
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        refunded: body.refunded === true,
        charged: (body as { charged?: boolean }).charged === true,
      });
      if (userId) void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
    } finally {
      setBusy(false);
    }
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
      <PaidActionFailure failure={failure} onDismiss={() => setFailure(null)} />
      <span role="status" aria-live="polite" className="sr-only">
        {status}
      </span>
    </div>
  );
}
