import { useEffect } from 'react';
import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enterprises, type RegionName } from '@gwn/contract/console';
import { regionQuery } from '../../api/region-query.ts';

/** How often the state of a queued removal e-mail is asked for while it is being sent. */
const POLL_MS = 2000;

interface Props {
  region: RegionName | null;
  row: Pick<enterprises.EnterpriseRow, 'centerEnterpriseId' | 'email'>;
  /** The e-mail was sent or failed for good: the watch has said so and may go. */
  onSettled: () => void;
}

/**
 * Follows one MFA-removal e-mail until it is sent or fails for good, and tells the operator which: the
 * request only queues the e-mail (the service sends it after the commit, with retries), so a mail server that
 * refuses it is reported here, in a notice that stays until closed.
 */
export function MfaRemovalWatch({ region, row, onSettled }: Props) {
  const { t } = useTranslation('enterprises');
  const { message, notification } = App.useApp();
  const { data } = useQuery({
    ...regionQuery(enterprises.resetMfaState, { enterpriseId: row.centerEnterpriseId }, region),
    refetchInterval: (query) => (query.state.data?.state === 'sending' || !query.state.data ? POLL_MS : false),
    // A later request for the same enterprise must not start from this one's answer.
    gcTime: 0,
  });
  const state = data?.state;
  useEffect(() => {
    if (state === 'sent') {
      void message.success(t('removeMfaSent', { email: row.email }));
      onSettled();
    } else if (state === 'failed') {
      notification.error({ title: t('removeMfaFailed', { email: row.email }), description: data?.error ?? undefined, duration: 0 });
      onSettled();
    }
    // Said once, when the state settles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return null;
}
