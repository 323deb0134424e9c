// ai-capabilities (issue 26): which AI tools answer through the configured AI model, which run on the built-in
// engines, and which cannot answer at all without a model, so the screens say so before the click (and offer only
// what will be delivered). Nothing about the provider itself is sent: no endpoint, model or key.
import { capabilitiesOf } from '../../../shared/study/provider/ai-tools.ts';
import { providerSettings } from '../_shared/ai-provider.ts';
import { corsHeaders, json } from '../_shared/cors.ts';

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST' && request.method !== 'GET')
    return json({ error: 'Method not allowed' }, 405);
  const settings = await providerSettings();
  return json(capabilitiesOf(settings !== null));
});
