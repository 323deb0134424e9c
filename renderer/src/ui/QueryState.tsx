import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Container } from './Container';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The skeleton shown until the first answer. */
  loading: ReactNode;
  /** `page`: a detail page, whose error fills the page as its content would. */
  layout?: 'page' | 'inline';
  /** Shown on a failure instead of the error's message, where the spec words the failure itself. */
  failure?: ReactNode;
  /** Shown instead of the content when `isEmpty` says there is nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: NonNullable<T>) => boolean;
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * The states of a page's query in one place: error, loading, not found (a detail query answers null for a
 * slug nothing matches, and the spec sends that to the 404 page), empty, and the content.
 */
export function QueryState<T>({
  query,
  loading,
  layout = 'inline',
  failure,
  empty,
  isEmpty,
  children,
}: QueryStateProps<T>) {
  if (query.error) {
    const message = failure ?? (
      <p role="alert" className="text-red-600">
        {query.error.message}
      </p>
    );
    return layout === 'page' ? <Container className="py-16">{message}</Container> : message;
  }
  if (query.isPending) return loading;
  if (query.data === null || query.data === undefined) return <Navigate to="/404" replace />;
  if (empty !== undefined && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
