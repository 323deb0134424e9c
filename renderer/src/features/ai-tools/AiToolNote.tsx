import type { AiTool } from '../../../../shared/study/provider/ai-tools';
import { useAiToolMode } from './ai-capabilities.api';
import { aiToolNote } from './ai-tools.texts';

/** One line saying how a tool answers (AI model, built-in engine, or needs a model), shown beside its price. */
export function AiToolNote(props: { tool: AiTool; className?: string }) {
  const mode = useAiToolMode(props.tool);
  if (mode === null)
    return (
      <p className={props.className} aria-hidden="true">
        &nbsp;
      </p>
    );
  return (
    <p
      className={props.className ?? 'text-xs text-slate-600'}
      data-testid={`ai-tool-note-${props.tool}`}
      data-mode={mode}
    >
      {aiToolNote(props.tool, mode)}
    </p>
  );
}
