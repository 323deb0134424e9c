import type { HomeworkBlock } from '../../../../shared/study/homework/homework.types';
import { MathFormula, MathText } from './MathText';

function stepNumbers(blocks: readonly HomeworkBlock[]): number[] {
  let step = 0;
  return blocks.map((block) => (block.type === 'step' ? (step += 1) : 0));
}

/** A question's or answer's blocks: numbered steps, display maths (KaTeX) and prose with inline maths. */
export function MathBlocks({ blocks }: { blocks: readonly HomeworkBlock[] }) {
  const numbers = stepNumbers(blocks);
  return (
    <div className="space-y-3">
      {blocks.map((block, index) => {
        if (block.type === 'math') {
          return (
            <div key={index} className="rounded-xl bg-slate-50 px-4 py-2 text-ink" data-testid="math-block">
              <MathFormula text={block.text} display />
            </div>
          );
        }
        if (block.type === 'step') {
          const step = numbers[index];
          return (
            <p key={index} className="flex gap-3 text-slate-700" data-testid="answer-step">
              <span
                aria-label={`Step ${step}`}
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
              >
                {step}
              </span>
              <span className="min-w-0">
                <MathText text={block.text} />
              </span>
            </p>
          );
        }
        return (
          <p key={index} className="text-slate-700">
            <MathText text={block.text} />
          </p>
        );
      })}
    </div>
  );
}
