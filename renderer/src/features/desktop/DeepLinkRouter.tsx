import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getPlatform } from '../../platform/current-platform';
import { deepLinkPath } from './deep-link-paths';

/** Follows `studyloop://` links the desktop app receives (never fires in a browser). Renders nothing. */
export function DeepLinkRouter() {
  const navigate = useNavigate();
  useEffect(
    () =>
      getPlatform().deepLinks.subscribe(
        (link) => void navigate(deepLinkPath(link), { replace: link.kind.startsWith('auth') }),
      ),
    [navigate],
  );
  return null;
}
