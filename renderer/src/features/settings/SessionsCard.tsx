import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { loadSupabase } from '../../lib/supabase.loader';
import { describeUserAgent } from './user-agent';
import { sessionsQuery, settingsKeys, signOutOtherSessions } from './settings.api';
import { settingsTexts } from './settings.texts';
import { settingsToast } from './settings.toast';

const texts = settingsTexts.security;
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The devices signed in to the account, this one first, and "sign out other sessions". */
export function SessionsCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery(userId));
  const signOut = useMutation({
    mutationFn: async () => signOutOtherSessions(await loadSupabase()),
    onSuccess: async () => {
      settingsToast.success(settingsTexts.toasts.sessionsSignedOut);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions(userId) });
    },
    onError: () => settingsToast.error(settingsTexts.toasts.sessionsFailed),
  });
  const others = sessions.data?.filter((s) => !s.is_current).length ?? 0;

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">{texts.sessionsTitle}</h2>
          <p className="text-sm text-muted">{texts.sessionsIntro}</p>
        </div>
        <Button
          variant="outline"
          disabled={others === 0 || signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? texts.signingOut : texts.signOutOthers}
        </Button>
      </div>
      {sessions.isPending ? (
        <Skeleton className="mt-4 h-14 w-full" aria-busy="true" />
      ) : sessions.error ? (
        <p role="alert" className="mt-4 text-red-600">
          {sessions.error.message}
        </p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-100"
          aria-label={texts.sessionsTitle}
          data-testid="sessions"
        >
          {sessions.data.map((session) => (
            <li key={session.id} className="flex items-center gap-3 py-3">
              <Monitor aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  {describeUserAgent(session.user_agent) ?? texts.unknownDevice}
                  {session.ip ? <span className="text-muted"> · {session.ip}</span> : null}
                </p>
                <p className="text-sm text-muted">
                  {texts.lastActive(dateTime.format(new Date(session.last_active_at)))} ·{' '}
                  {texts.signedInAt(dateTime.format(new Date(session.created_at)))}
                </p>
              </div>
              {session.is_current && <Badge>{texts.thisDevice}</Badge>}
            </li>
          ))}
          {others === 0 && <li className="py-3 text-sm text-muted">{texts.noOtherSessions}</li>}
        </ul>
      )}
    </Card>
  );
}
