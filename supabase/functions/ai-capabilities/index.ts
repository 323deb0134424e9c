// ai-capabilities (issue 26): which AI tools answer through the configured AI model, which run on the built-in
// engines, and which cannot answer at all without a model, so the screens say so before the click (and offer only
// what will be delivered). Nothing about the provider itself is sent: no endpoint, model or key.
import { aiCapabilitiesContract } from '../../../shared/functions/ai.contract.ts';
import { capabilitiesOf } from '../../../shared/study/provider/ai-tools.ts';
import { providerSettings } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';

defineFunction(aiCapabilitiesContract, async () => capabilitiesOf((await providerSettings()) !== null));
