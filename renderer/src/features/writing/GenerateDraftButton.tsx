import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { wordsCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { PaidStreamError, streamPaidFunction } from '../../lib/event-stream';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { useAuthStore } from '../auth/auth.store';
import { walletKeys } from '../wallet/wallet.api';
import type { PaperRow } from './writing.api';
import { writingTexts } from './writing.texts';

/** How often the editor shows the draft written so far while it streams in. */
const DRAW_EVERY_MS = 200;

/**
 * The writer's generation (10 points per 100 words, rounded up), offered while the paper is still empty. The
 * draft streams into the editor as the provider (or the built-in engine) writes it; the final answer replaces
 * it with the stored draft and the charge updates the points badge.
 */
export function GenerateDraftButton(props: {
  paper: PaperRow;
  onPartial: (html: string) => void;
  onDraft: (html: string) => void;
}) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const lastDraw = useRef(0);
  const target = Number((props.paper.format as { targetWords?: number } | null)?.targetWords ?? 1000);
  const price = wordsCost(target);

  async function generate() {
    setBusy(true);
    setStatus('');
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
      const refunded = error instanceof PaidStreamError && error.body.refunded === true;
      toast.error(refunded ? writingTexts.refunded : error instanceof Error ? error.message : String(error));
      if (userId) void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => void generate()}>
        {busy ? writingTexts.working : writingTexts.generate(target, price)}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {status}
      </span>
    </>
  );
}
