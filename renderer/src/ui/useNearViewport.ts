import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport; true from then on.
 * For what a section below a page's first screen should fetch only when a visitor scrolls towards it, where the
 * browser has no lazy loading of its own: a video's poster is fetched as soon as the HTML parser (or its preload
 * scanner) sees it, and on a slow phone decoding it delayed the first paint of the page above (issue 32).
 */
export function useNearViewport<T extends Element>(margin = '50%'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);
  return [setNode, near];
}
