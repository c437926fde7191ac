import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isCancelled } from './api-client';

export interface CancellableMutationOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> {
  /** Receives the signal that Cancel aborts; pass it to the API call. */
  mutationFn: (variables: TVariables, signal: AbortSignal) => Promise<TData>;
  /**
   * Runs when Cancel cut a call that was on its way: the server may have acted on it before the
   * abort, so lists that would show the result are refreshed here.
   */
  onCancel?: () => void;
}

export type CancellableMutation<TData, TVariables> = UseMutationResult<TData, Error, TVariables> & {
  /**
   * Stops waiting for the call: aborts the request and returns the mutation to idle, so the form
   * can be closed or edited again. The server may already have acted on it; callers that show the
   * result refresh their lists after a cancel.
   */
  cancel: () => void;
};

/**
 * A TanStack mutation whose request the user can abort (the Cancel button of a form while it is
 * sending). An aborted call is not an error: no banner, no toast, no onError.
 */
export function useCancellableMutation<TData, TVariables>({
  mutationFn,
  onError,
  onCancel,
  ...options
}: CancellableMutationOptions<TData, TVariables>): CancellableMutation<TData, TVariables> {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => {
      const current = new AbortController();
      controller.current = current;
      return mutationFn(variables, current.signal);
    },
    onError: (error, ...rest) => {
      if (isCancelled(error)) return;
      return onError?.(error, ...rest);
    },
  });
  const { reset, isPending } = mutation;
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    reset();
    if (isPending) onCancel?.();
  }, [reset, isPending, onCancel]);
  return { ...mutation, cancel };
}
