import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { marketplaceApi } from '../../lib/marketplace/marketplace-api';
import { marketplaceKeys } from '../../lib/marketplace/marketplace-keys';

/** ♡ Save / unsave: the lists and the item refresh after; a failure says so in a toast. */
export function useSaveItem() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) => marketplaceApi.save(id, saved),
    onSuccess: (answer) => {
      client.setQueryData(marketplaceKeys.detail(answer.data.id), answer);
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
    onError: (error) => toast(errorMessage(error, t`Could not update your saved items.`), { tone: 'error' }),
  });
}
