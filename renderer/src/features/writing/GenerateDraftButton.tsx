import { wordsCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { generateDraft, type PaperRow } from './writing.api';
import { usePaidRun } from './usePaidRun';
import { writingTexts } from './writing.texts';

/** The writer's generation (10 points per 100 words, rounded up), offered while the paper is still empty. */
export function GenerateDraftButton(props: { paper: PaperRow; onDraft: (html: string) => void }) {
  const { busy, run } = usePaidRun();
  const target = Number((props.paper.format as { targetWords?: number } | null)?.targetWords ?? 1000);
  const price = wordsCost(target);
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() =>
        void run(() => generateDraft(props.paper.id)).then((answer) => {
          if (!answer) return;
          props.onDraft(answer.result.content);
          toast.info(
            answer.result.scaffold ? writingTexts.scaffoldNote : writingTexts.answeredBy(answer.engine),
          );
        })
      }
    >
      {busy ? writingTexts.working : writingTexts.generate(target, price)}
    </Button>
  );
}
