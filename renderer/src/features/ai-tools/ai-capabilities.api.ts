// Which AI tools answer through the configured AI model, which run on the built-in engines, and which cannot
// answer without a model (the ai-capabilities function), so each screen says so before the click.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiCapabilitiesContract } from '../../../../shared/functions/ai.contract';
import type { AiCapabilities, AiTool, AiToolMode } from '../../../../shared/study/provider/ai-tools';
import { invokeFunction } from '../../lib/invoke-function';

export const aiCapabilitiesQuery = () =>
  queryOptions({
    queryKey: ['ai-capabilities'] as const,
    queryFn: (): Promise<AiCapabilities> => invokeFunction(aiCapabilitiesContract, {}),
    // An admin's change shows within a minute; the server refuses, free, whatever cannot be delivered meanwhile.
    staleTime: 60_000,
  });

/** How a tool answers now, or null while that is being read. */
export function useAiToolMode(tool: AiTool): AiToolMode | null {
  const { data } = useQuery(aiCapabilitiesQuery());
  return data?.tools[tool] ?? null;
}
