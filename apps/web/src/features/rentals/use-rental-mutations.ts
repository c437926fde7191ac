import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RentalMessages, type RentalRequest } from '@ourhood/contract';
import { errorMessage, type ApiResult } from '../../lib/api-client';
import { rentalKeys } from '../../lib/rentals/rental-keys';
import { rentalsApi } from '../../lib/rentals/rentals-api';
import { toast } from '../../components/ui/toast';
import { contractText } from '../../lib/i18n/contract-text';

type RequestList = ApiResult<RentalRequest[]>;

function patchRequest(list: RequestList | undefined, id: string, patch: (request: RentalRequest) => RentalRequest) {
  return list ? { ...list, data: list.data.map((item) => (item.id === id ? patch(item) : item)) } : list;
}

/** Lend, confirm or decline an offer, complete and cancel, each patching the loaded list. */
export function useRentalMutations() {
  const { t } = useLingui();
  const client = useQueryClient();
  const replace = (updated: RentalRequest) =>
    client.setQueryData<RequestList>(rentalKeys.requests, (list) => patchRequest(list, updated.id, () => updated));
  const refresh = () => client.invalidateQueries({ queryKey: rentalKeys.requests });

  // Spec §4: open → accepted at once; on failure back to open, with no message — except the lending
  // cap, which the lender has to know about to do anything about it.
  const lend = useMutation({
    mutationFn: (id: string) => rentalsApi.accept(id),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: rentalKeys.requests });
      client.setQueryData<RequestList>(rentalKeys.requests, (list) =>
        patchRequest(list, id, (item) => ({ ...item, status: 'accepted' })),
      );
    },
    onSuccess: ({ data }) => replace(data),
    onError: (error, id) => {
      client.setQueryData<RequestList>(rentalKeys.requests, (list) =>
        patchRequest(list, id, (item) => ({ ...item, status: 'open' })),
      );
      if (errorMessage(error, '') === contractText(RentalMessages.tooManyLoans))
        toast(contractText(RentalMessages.tooManyLoans), { tone: 'error' });
      void refresh();
    },
  });

  const confirm = useMutation({
    mutationFn: (id: string) => rentalsApi.confirm(id),
    onSuccess: ({ data }) => {
      replace(data);
      toast(t`Lender confirmed. You can now contact each other.`, { tone: 'success' });
    },
    onError: (error) => {
      toast(errorMessage(error, t`Could not confirm the lender`), { tone: 'error' });
      void refresh();
    },
  });

  const decline = useMutation({
    mutationFn: (id: string) => rentalsApi.decline(id),
    onSuccess: ({ data }) => {
      replace(data);
      toast(contractText(RentalMessages.offerDeclined), { tone: 'success' });
    },
    onError: (error) => {
      toast(errorMessage(error, t`Could not decline the offer`), { tone: 'error' });
      void refresh();
    },
  });

  const complete = useMutation({
    mutationFn: (id: string) => rentalsApi.complete(id),
    onSuccess: ({ data }) => {
      replace(data);
      toast(t`Marked as completed. Thanks for sharing!`, { tone: 'success' });
    },
    onError: (error) => {
      toast(errorMessage(error, t`Could not mark it completed`), { tone: 'error' });
      void refresh();
    },
  });

  const cancel = useMutation({
    mutationFn: (id: string) => rentalsApi.cancel(id),
    onSuccess: (_result, id) => {
      client.setQueryData<RequestList>(rentalKeys.requests, (list) =>
        list ? { ...list, data: list.data.filter((item) => item.id !== id) } : list,
      );
      toast(t`Request cancelled`, { tone: 'success' });
    },
    onError: () => void refresh(),
  });

  return { lend, confirm, decline, complete, cancel };
}
