// The AI provider's status on /admin/settings: configured or not, the model and endpoint, whether a key is set,
// and a live check of the provider's models endpoint (run by the admin-ai-status function; the key stays there).
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { aiStatusQuery } from '../admin.api';

export function AdminAiStatus() {
  const query = useQuery(aiStatusQuery());
  const status = query.data;
  return (
    <Card className="mt-6 p-5" aria-labelledby="ai-provider-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ai-provider-heading" className="text-lg font-semibold text-ink">
          AI provider
        </h2>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Checking…' : 'Check again'}
        </Button>
      </div>
      {query.isPending ? (
        <div
          className="mt-3 h-24 animate-pulse rounded-xl bg-slate-100"
          aria-label="Loading the AI provider status"
        />
      ) : query.error ? (
        <p role="alert" className="mt-3 text-red-600">
          {query.error.message}
        </p>
      ) : !status?.configured ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="ai-status">
          <strong>Not configured.</strong> The built-in study engines answer. Set AI_BASE_URL and AI_MODEL
          (and AI_API_KEY when the service needs one) in the functions&apos; environment to use a provider.
        </p>
      ) : (
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]" data-testid="ai-status">
          <dt className="text-slate-500">Status</dt>
          <dd
            className={
              status.check?.ok && status.check.modelListed !== false ? 'text-emerald-700' : 'text-red-600'
            }
            role="status"
          >
            {status.check?.ok
              ? status.check.modelListed === false
                ? 'Reachable, but the model is not in its list'
                : `Reachable (${status.check.latencyMs} ms)`
              : (status.check?.error ?? 'Not checked')}
          </dd>
          <dt className="text-slate-500">Model</dt>
          <dd className="font-mono text-ink">{status.model}</dd>
          <dt className="text-slate-500">Endpoint</dt>
          <dd className="break-all font-mono text-ink">{status.endpoint}</dd>
          <dt className="text-slate-500">API key</dt>
          <dd className="text-ink">{status.apiKeySet ? 'Set (hidden)' : 'Not set'}</dd>
          {status.check?.modelCount != null && (
            <>
              <dt className="text-slate-500">Models offered</dt>
              <dd className="text-ink">{status.check.modelCount}</dd>
            </>
          )}
        </dl>
      )}
    </Card>
  );
}
