// The AI provider on /admin/settings (issue 26): the settings in force with a live check, and the form that saves
// base URL, models (default, a smaller one for the editor's toolbar, a larger one for drafts), key and timeout on
// the server. The key is typed here and sent once; it never comes back (only whether one is set). "Test
// connection" lists the provider's models and runs one short completion on the values typed, before saving.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast.store';
import { aiCapabilitiesQuery } from '../../ai-tools';
import type {
  AiConnectionTest,
  AiProviderSettingsShown,
  AiProviderState,
} from '../../../../../shared/functions/ai.contract';
import { aiProviderQuery, clearAiProvider, saveAiProvider, testAiProvider } from '../admin.api';

function CheckResult(props: { check: AiConnectionTest; model: string }) {
  const { check } = props;
  return (
    <div
      role="status"
      data-testid="ai-connection-test"
      className={`rounded-xl px-3 py-2 text-sm ${check.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
    >
      <p className="font-medium">
        {check.ok
          ? `Connected: the model answered “${check.completion}” in ${check.latencyMs} ms.`
          : `Not working: ${check.error ?? 'no answer'}`}
      </p>
      {check.models && (
        <p className="mt-1">
          {check.models.length} models offered
          {check.modelListed === false ? `; “${props.model}” is not among them` : ''}:{' '}
          <span className="font-mono">{check.models.slice(0, 12).join(', ')}</span>
          {check.models.length > 12 ? ', …' : ''}
        </p>
      )}
      {check.ok && check.error && <p className="mt-1">{check.error}</p>}
    </div>
  );
}

function InForce(props: { state: AiProviderState }) {
  const active = props.state.active;
  if (!active)
    return (
      <p className="text-sm text-slate-700" data-testid="ai-status">
        <strong>Not configured.</strong> Tools that need an AI model (drafts, rewriting) are off and charge
        nothing; the others run on the built-in engines.
      </p>
    );
  return (
    <div className="space-y-2" data-testid="ai-status">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-500">Set by</dt>
        <dd className="text-ink">
          {props.state.environment
            ? 'Environment variables (they win over the saved settings below)'
            : 'The saved settings below'}
        </dd>
        <dt className="text-slate-500">Endpoint</dt>
        <dd className="break-all font-mono text-ink">{active.base_url}</dd>
        <dt className="text-slate-500">Model</dt>
        <dd className="font-mono text-ink">
          {active.model}
          {active.toolbar_model ? ` · toolbar ${active.toolbar_model}` : ''}
          {active.draft_model ? ` · drafts ${active.draft_model}` : ''}
        </dd>
        <dt className="text-slate-500">API key</dt>
        <dd className="text-ink">{active.api_key_set ? 'Set (hidden)' : 'Not set'}</dd>
      </dl>
      {props.state.check && <CheckResult check={props.state.check} model={active.model} />}
    </div>
  );
}

function SettingsForm(props: { saved: AiProviderSettingsShown | null; defaultTimeoutMs: number }) {
  const queryClient = useQueryClient();
  const saved = props.saved;
  const [baseUrl, setBaseUrl] = useState(saved?.base_url ?? '');
  const [model, setModel] = useState(saved?.model ?? '');
  const [toolbarModel, setToolbarModel] = useState(saved?.toolbar_model ?? '');
  const [draftModel, setDraftModel] = useState(saved?.draft_model ?? '');
  const [timeout, setTimeoutSeconds] = useState(saved?.timeout_ms ? String(saved.timeout_ms / 1000) : '');
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState<'save' | 'test' | 'clear' | null>(null);
  const [test, setTest] = useState<AiConnectionTest | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = (state: AiProviderState) => {
    queryClient.setQueryData(aiProviderQuery().queryKey, state);
    void queryClient.invalidateQueries({ queryKey: aiCapabilitiesQuery().queryKey });
  };

  async function act(kind: 'save' | 'test' | 'clear', run: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    void act('save', async () => {
      refresh(
        await saveAiProvider({
          base_url: baseUrl.trim(),
          model: model.trim(),
          toolbar_model: toolbarModel.trim() || null,
          draft_model: draftModel.trim() || null,
          timeout_ms: timeout.trim() ? Math.round(Number(timeout) * 1000) : null,
          ...(apiKey ? { api_key: apiKey } : {}),
        }),
      );
      setApiKey('');
      toast.success('AI provider saved');
    });
  }

  return (
    <form onSubmit={save} className="space-y-3" aria-label="AI provider settings">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Base URL"
          placeholder="http://127.0.0.1:11434/v1"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          required
          type="url"
        />
        <TextField
          label="Model"
          placeholder="llama3.2"
          value={model}
          onChange={(e) => setModel(e.target.value)}
          required
        />
        <TextField
          label="Toolbar model (optional, a small fast one)"
          value={toolbarModel}
          onChange={(e) => setToolbarModel(e.target.value)}
        />
        <TextField
          label="Draft model (optional, a larger one)"
          value={draftModel}
          onChange={(e) => setDraftModel(e.target.value)}
        />
        <TextField
          label={saved?.api_key_set ? 'API key (set; type to replace)' : 'API key (if the service needs one)'}
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <TextField
          label={`Timeout in seconds (default ${props.defaultTimeoutMs / 1000})`}
          type="number"
          min={1}
          max={600}
          value={timeout}
          onChange={(e) => setTimeoutSeconds(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy !== null}>
          {busy === 'save' ? 'Saving…' : 'Save'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy !== null || !baseUrl.trim() || !model.trim()}
          onClick={() =>
            void act('test', async () =>
              setTest(
                await testAiProvider({
                  base_url: baseUrl.trim(),
                  model: model.trim(),
                  ...(apiKey ? { api_key: apiKey } : {}),
                }),
              ),
            )
          }
        >
          {busy === 'test' ? 'Testing…' : 'Test connection'}
        </Button>
        {saved && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() =>
              void act('clear', async () => {
                refresh(await clearAiProvider());
                toast.success('AI provider settings removed');
              })
            }
          >
            {busy === 'clear' ? 'Removing…' : 'Remove saved settings'}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {test && <CheckResult check={test} model={model} />}
    </form>
  );
}

export function AdminAiProvider() {
  const query = useQuery(aiProviderQuery());
  return (
    <Card className="mt-6 space-y-4 p-5" aria-labelledby="ai-provider-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ai-provider-heading" className="text-lg font-semibold text-ink">
          AI provider
        </h2>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Checking…' : 'Check again'}
        </Button>
      </div>
      <p className="text-sm text-muted">
        Any OpenAI-compatible service: OpenAI, Ollama, vLLM, LM Studio. Stored on the server; the key is never
        sent back to a browser. AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS, AI_TOOLBAR_MODEL and
        AI_DRAFT_MODEL in the functions&apos; environment win over these settings.
      </p>
      {query.isPending ? (
        <div
          className="h-24 animate-pulse rounded-xl bg-slate-100"
          aria-label="Loading the AI provider status"
        />
      ) : query.error ? (
        <p role="alert" className="text-red-600">
          {query.error.message}
        </p>
      ) : (
        <>
          <InForce state={query.data} />
          <SettingsForm
            key={JSON.stringify(query.data.saved)}
            saved={query.data.saved}
            defaultTimeoutMs={query.data.default_timeout_ms}
          />
        </>
      )}
    </Card>
  );
}
