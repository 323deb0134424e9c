// The AI tools and what each can deliver with and without a model (ARCHITECTURE §6b: "each tool declares what the
// built-in engine can do and what needs a model; the screen says so before the click"). The server answers these
// capabilities (ai-capabilities) and refuses, free, what cannot be delivered; the screens show them beside the
// price.

export const AI_TOOLS = [
  'homework',
  'document-chat',
  'flashcards',
  'practice-test',
  'paper-draft',
  'writing-toolbar',
  'writing-rewrite',
  'content-analysis',
  'reference-search',
  'ai-detection',
] as const;
export type AiTool = (typeof AI_TOOLS)[number];

/**
 * How a tool answers now: `model` through the configured AI model; `engine` on the built-in engines (no model
 * needed, or none configured and the engine does the whole job); `unavailable` when it needs a model and none is
 * configured (nothing can be bought; a free alternative may be offered).
 */
export type AiToolMode = 'model' | 'engine' | 'unavailable';

export interface AiToolInfo {
  /** True when the tool cannot answer at all without a model. */
  needsModel: boolean;
  /** What the built-in engine gives without a model (shown to the user), or null when nothing. */
  withoutModel: string | null;
}

export const AI_TOOL_INFO: Record<AiTool, AiToolInfo> = {
  homework: {
    needsModel: false,
    withoutModel:
      'Maths (arithmetic, equations, systems, derivatives) is solved step by step on the built-in engine; other questions need the AI model.',
  },
  'document-chat': {
    needsModel: false,
    withoutModel: 'Answers quote the matching passages of the document with their pages.',
  },
  flashcards: { needsModel: false, withoutModel: 'Cards are made from the key sentences of the text.' },
  'practice-test': {
    needsModel: false,
    withoutModel: 'Questions are made from the key sentences of the text.',
  },
  'paper-draft': {
    needsModel: true,
    withoutModel: 'A free outline of the sections and their lengths is offered instead.',
  },
  'writing-toolbar': { needsModel: true, withoutModel: null },
  'writing-rewrite': { needsModel: true, withoutModel: null },
  'content-analysis': {
    needsModel: false,
    withoutModel:
      'Readability, structure and word statistics from the built-in engine, without written comments.',
  },
  'reference-search': {
    needsModel: false,
    withoutModel: "Searches the platform's library (and a scholarly index when one is configured).",
  },
  'ai-detection': { needsModel: false, withoutModel: 'Model-free signals of AI-written text.' },
};

export interface AiCapabilities {
  /** Whether an AI model is configured. */
  provider: boolean;
  tools: Record<AiTool, AiToolMode>;
}

export function capabilitiesOf(provider: boolean): AiCapabilities {
  const tools = Object.fromEntries(
    AI_TOOLS.map((tool) => [
      tool,
      provider ? 'model' : AI_TOOL_INFO[tool].needsModel ? 'unavailable' : 'engine',
    ]),
  ) as Record<AiTool, AiToolMode>;
  return { provider, tools };
}

/** What the screens say beside a tool that needs a model when none is configured. */
export const NEEDS_AI_MODEL = {
  code: 'needs_ai_model',
  message: 'This tool needs an AI model, and none is configured on this platform. Nothing was charged.',
  short: 'Needs an AI model (not configured)',
} as const;
