import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import type { AiTask } from './EditorAiTools';
import type { PendingSuggestion } from './SuggestionReview';
import { toEditorHtml } from './writing-content';
import { writingAssistantContract } from '../../../../shared/functions/writing.contract';
import { usePaidAction } from '../ai-tools';
import type { AnalysisResult, Engine } from './writing.api';
import { toolbarActionLabels, writingTexts } from './writing.texts';
import { AUTHORSHIP_META } from './authorship/edit-recorder';

/**
 * The editor's AI actions: the selection (or the whole text for rewrite, improve and analysis) goes to the paid
 * function; a rewrite comes back as a suggestion to accept (one undoable edit) or reject.
 */
export function useAiTasks(editor: Editor | null, paperId: string | null) {
  const { busy, run, failure, refuse, dismiss } = usePaidAction(writingAssistantContract);
  const [pending, setPending] = useState<PendingSuggestion | null>(null);
  const [analysis, setAnalysis] = useState<{ result: AnalysisResult; engine: Engine | null } | null>(null);
  const [customFor, setCustomFor] = useState<{ from: number; to: number; text: string } | null>(null);

  function selection() {
    if (!editor) return null;
    const { from, to } = editor.state.selection;
    const text = editor.state.doc.textBetween(from, to, '\n\n').trim();
    return text ? { from, to, text } : null;
  }

  async function runSelection(
    action: Extract<AiTask, { kind: 'toolbar' }>['action'],
    target: { from: number; to: number; text: string },
    instruction?: string,
  ) {
    const answer = await run({
      task: 'toolbar',
      action,
      text: target.text,
      paper_id: paperId,
      ...(instruction ? { instruction } : {}),
    });
    if (!answer.ok || answer.result.task === 'analyse') return;
    setPending({
      label: toolbarActionLabels[action],
      original: target.text,
      suggestion: answer.result.suggestion,
      engine: answer.engine,
      from: target.from,
      to: target.to,
      wholeText: false,
    });
  }

  async function start(task: AiTask) {
    if (!editor) return;
    if (task.kind === 'toolbar') {
      const target = selection();
      if (!target) return refuse(writingTexts.selectFirst);
      if (task.action === 'custom-query') return setCustomFor(target);
      return runSelection(task.action, target);
    }
    const text = editor.getText({ blockSeparator: '\n\n' });
    if (task.kind === 'analyse') {
      const answer = await run({ task: 'analyse', text, paper_id: paperId });
      if (answer.ok && answer.result.task === 'analyse')
        setAnalysis({ result: answer.result, engine: answer.engine });
      return;
    }
    const whole = task.kind;
    const answer = await run({ task: whole, text, paper_id: paperId });
    if (!answer.ok || answer.result.task === 'analyse') return;
    setPending({
      label: whole === 'rewrite' ? writingTexts.rewriteContent : writingTexts.improveContent,
      original: text,
      suggestion: answer.result.suggestion,
      engine: answer.engine,
      from: 0,
      to: editor.state.doc.content.size,
      wholeText: true,
    });
  }

  function accept() {
    if (!editor || !pending) return;
    const content = pending.wholeText
      ? toEditorHtml(pending.suggestion)
      : pending.suggestion.replace(/\s*\n+\s*/g, ' ');
    editor
      .chain()
      .focus()
      .setMeta(AUTHORSHIP_META, 'tool')
      .insertContentAt({ from: pending.from, to: pending.to }, content)
      .run();
    setPending(null);
  }

  return {
    busy,
    /** The last action's failure (or "select first"), shown under the toolbar with whether it was charged. */
    failure,
    dismissFailure: dismiss,
    pending,
    analysis,
    customFor,
    start,
    accept,
    reject: () => setPending(null),
    runCustom: async (instruction: string) => {
      if (!customFor) return;
      const target = customFor;
      setCustomFor(null);
      await runSelection('custom-query', target, instruction);
    },
    cancelCustom: () => setCustomFor(null),
  };
}
