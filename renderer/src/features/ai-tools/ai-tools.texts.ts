// What the screens say about how an AI tool answers (issue 26: before the click, and beside the price).
import {
  AI_TOOL_INFO,
  NEEDS_AI_MODEL,
  type AiTool,
  type AiToolMode,
} from '../../../../shared/study/provider/ai-tools';

export const aiToolTexts = {
  model: 'Runs on the AI model.',
  engine: (tool: AiTool) =>
    `Runs on the built-in engine: ${AI_TOOL_INFO[tool].withoutModel ?? 'no AI model is used.'}`,
  unavailable: (tool: AiTool) =>
    `${NEEDS_AI_MODEL.short}.${AI_TOOL_INFO[tool].withoutModel ? ` ${AI_TOOL_INFO[tool].withoutModel}` : ''}`,
  needsModel: NEEDS_AI_MODEL.short,
  notCharged: 'You were not charged.',
  refunded: 'Your points were refunded.',
  stillCharged: 'Your points could not be refunded automatically; contact support.',
} as const;

export function aiToolNote(tool: AiTool, mode: AiToolMode): string {
  if (mode === 'model') return aiToolTexts.model;
  if (mode === 'engine') return aiToolTexts.engine(tool);
  return aiToolTexts.unavailable(tool);
}
