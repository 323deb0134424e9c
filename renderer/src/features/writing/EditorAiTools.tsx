import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { TOOLBAR_ACTIONS, type ToolbarAction } from '../../../../shared/constants/points-costs';
import type { AiTool, AiToolMode } from '../../../../shared/study/provider/ai-tools';
import {
  contentAnalysisCost,
  improveContentCost,
  rewriteContentCost,
  toolbarActionCost,
} from '../../../../shared/study/pricing/points-pricing.engine';
import { useAiToolMode, aiToolTexts } from '../ai-tools';
import { toolbarActionLabels, writingTexts } from './writing.texts';

/** What the editor's AI tools ask the workspace to run. */
export type AiTask = { kind: 'toolbar'; action: ToolbarAction } | { kind: 'rewrite' | 'improve' | 'analyse' };

interface AiChoice {
  task: AiTask;
  tool: AiTool;
  label: string;
  points: number;
}

const CHOICES: AiChoice[] = [
  ...TOOLBAR_ACTIONS.map((action) => ({
    task: { kind: 'toolbar', action } as AiTask,
    tool: 'writing-toolbar' as const,
    label: toolbarActionLabels[action],
    points: toolbarActionCost(action),
  })),
  {
    task: { kind: 'rewrite' },
    tool: 'writing-rewrite',
    label: writingTexts.rewriteContent,
    points: rewriteContentCost(),
  },
  {
    task: { kind: 'improve' },
    tool: 'writing-rewrite',
    label: writingTexts.improveContent,
    points: improveContentCost(),
  },
  {
    task: { kind: 'analyse' },
    tool: 'content-analysis',
    label: writingTexts.analysis,
    points: contentAnalysisCost(),
  },
];

/** What the editor says under its AI tools, before any click: which need a model and how each answers. */
function aiNote(rewriting: AiToolMode | null): string {
  if (rewriting === null) return '';
  return rewriting === 'model' ? writingTexts.aiToolsOnModel : writingTexts.aiToolsWithoutModel;
}

/**
 * The editor's nine AI actions with their prices (spec 1 section 9): chips on wider screens, one "AI tools" menu
 * on phones (issue 28 item 12). Tools that need an AI model say so, and cannot be clicked, when none is
 * configured; content analysis says it runs on the built-in engine.
 */
export function EditorAiTools(props: { busy: boolean; onAiTask: (task: AiTask) => void }) {
  const noteId = useId();
  const modes: Partial<Record<AiTool, AiToolMode | null>> = {
    'writing-toolbar': useAiToolMode('writing-toolbar'),
    'writing-rewrite': useAiToolMode('writing-rewrite'),
    'content-analysis': useAiToolMode('content-analysis'),
  };
  const unavailable = (choice: AiChoice) => modes[choice.tool] === 'unavailable';
  const note = aiNote(modes['writing-toolbar'] ?? null);
  return (
    <div className="space-y-1">
      <div
        role="toolbar"
        aria-label={writingTexts.aiTools}
        aria-describedby={noteId}
        className="hidden flex-wrap items-center gap-1.5 md:flex"
      >
        {CHOICES.map((choice) => (
          <button
            key={choice.label}
            type="button"
            disabled={props.busy || unavailable(choice)}
            title={unavailable(choice) ? aiToolTexts.needsModel : undefined}
            onClick={() => props.onAiTask(choice.task)}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-brand-200 bg-brand-50 px-2.5 text-sm font-medium text-brand-800 hover:bg-brand-100 disabled:opacity-50"
          >
            {choice.label}
            <span className="rounded bg-white px-1.5 text-xs text-brand-700">
              {writingTexts.points(choice.points)}
            </span>
          </button>
        ))}
      </div>
      <div className="md:hidden">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            disabled={props.busy}
            aria-describedby={noteId}
            className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-brand-200 bg-brand-50 px-3 text-sm font-medium text-brand-800 disabled:opacity-50"
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {props.busy ? writingTexts.working : writingTexts.aiTools}
            <ChevronDown aria-hidden="true" className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="start"
              sideOffset={4}
              className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
            >
              {CHOICES.map((choice) => (
                <DropdownMenu.Item
                  key={choice.label}
                  disabled={unavailable(choice)}
                  onSelect={() => props.onAiTask(choice.task)}
                  className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-sm text-slate-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50"
                >
                  <span>{choice.label}</span>
                  <span className="text-xs text-slate-600">
                    {unavailable(choice) ? aiToolTexts.needsModel : writingTexts.points(choice.points)}
                  </span>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <p id={noteId} className="min-h-4 text-xs text-slate-600" data-testid="ai-tools-note">
        {note}
      </p>
    </div>
  );
}
