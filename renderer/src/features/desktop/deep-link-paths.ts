import type { DeepLink } from '../../../../shared/ipc/desktop-contract';

/**
 * Where in the app a validated `studyloop://` link leads. Sign-in links end on /auth/callback, which exchanges
 * the one-time PKCE code (the verifier never left this app) exactly as the web app does after a redirect.
 */
export function deepLinkPath(link: DeepLink): string {
  switch (link.kind) {
    case 'auth-callback':
      return `/auth/callback?code=${encodeURIComponent(link.code)}`;
    case 'auth-error':
      return `/auth/callback?error=${encodeURIComponent(link.error)}&error_description=${encodeURIComponent(
        link.description ?? link.error,
      )}`;
    case 'document':
      return `/documents/${encodeURIComponent(link.slug)}`;
    case 'deck':
      return `/dashboard/ai-flashcard-maker/deck/${encodeURIComponent(link.identifier)}`;
    case 'paper':
      return link.editor === 'editor'
        ? `/dashboard/xyeditor/paper/${encodeURIComponent(link.paperId)}`
        : `/dashboard/ai-writer/paper/${encodeURIComponent(link.paperId)}`;
  }
}
