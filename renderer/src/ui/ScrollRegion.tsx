import { clsx } from 'clsx';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';

/** Whether the element's content is larger than its box (it scrolls), kept current as either changes size. */
function useScrolls<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/**
 * A box whose content may scroll (a wide table on a phone, a long report). While it scrolls it is a named region
 * in the tab order, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1) even when it
 * holds no link or button; while everything fits it is a plain box and adds no tab stop.
 */
export function ScrollRegion({
  label,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & { label: string }) {
  const [ref, scrolls] = useScrolls<HTMLDivElement>();
  return (
    <div
      ref={ref}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className={clsx('focus-visible:outline-2 focus-visible:outline-brand-600', className)}
      {...props}
    >
      {children}
    </div>
  );
}
