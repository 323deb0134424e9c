import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { displayNameOf, useAuthStore } from '../auth';
import { LIVE_CHAT_POLL_LIMIT_MS, LIVE_CHAT_POLL_MS, liveChatAllowed } from './live-chat.rules';

/** The chat provider's script, from the runtime config (`liveChatSrc`); without one there is no widget. */
function liveChatSrc(): string | null {
  const content = document.querySelector('meta[name="studyloop-config"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const value = (JSON.parse(content) as { liveChatSrc?: unknown }).liveChatSrc;
    return typeof value === 'string' && /^https:\/\//.test(value) ? value : null;
  } catch {
    return null;
  }
}

interface ChatVisitor {
  email: string | null;
  nickname: string;
  avatar: string | null;
  session: { userId: string; signedInAt: string | null };
}

interface ChatApi {
  identify?: (visitor: ChatVisitor) => void;
  open?: () => void;
}

let loaded = false;

function loadWidget(src: string): void {
  if (loaded) return;
  loaded = true;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}

const chatApi = () => (window as { studyloopLiveChat?: ChatApi }).studyloopLiveChat;

/** Whether this deployment has a live chat widget at all (LIVE_CHAT_SRC). */
export function liveChatConfigured(): boolean {
  return liveChatSrc() !== null;
}

/**
 * Opens the live chat window (Help's 'Live Chat' button), loading the widget first if it is not yet on the
 * page and waiting for it as the identify step does: every 100 ms for at most 5 s. Resolves false when there
 * is no widget or it did not come up in time.
 */
export function openLiveChat(): Promise<boolean> {
  const src = liveChatSrc();
  if (!src) return Promise.resolve(false);
  loadWidget(src);
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const attempt = () => {
      const api = chatApi();
      if (api?.open) {
        api.open();
        resolve(true);
      } else if (Date.now() - startedAt >= LIVE_CHAT_POLL_LIMIT_MS) {
        resolve(false);
      } else {
        window.setTimeout(attempt, LIVE_CHAT_POLL_MS);
      }
    };
    attempt();
  });
}

/**
 * Loads the third-party live chat widget once, where spec 1 section 2 allows it, and hands it the signed-in
 * user by polling for its API every 100 ms for at most 5 s.
 */
export function LiveChat() {
  const { pathname } = useLocation();
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const profile = useAuthStore((state) => state.profile);
  const allowed = status !== 'loading' && liveChatAllowed(pathname, status === 'signedIn');

  useEffect(() => {
    const src = liveChatSrc();
    if (allowed && src) loadWidget(src);
  }, [allowed]);

  useEffect(() => {
    if (!allowed || !user || !liveChatSrc()) return;
    const visitor: ChatVisitor = {
      email: user.email ?? null,
      nickname: displayNameOf(profile, user),
      avatar: profile?.avatar_url ?? null,
      session: { userId: user.id, signedInAt: user.last_sign_in_at ?? null },
    };
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const api = chatApi();
      if (api?.identify) {
        api.identify(visitor);
        window.clearInterval(timer);
      } else if (Date.now() - startedAt >= LIVE_CHAT_POLL_LIMIT_MS) {
        window.clearInterval(timer);
      }
    }, LIVE_CHAT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [allowed, user, profile]);

  return null;
}
