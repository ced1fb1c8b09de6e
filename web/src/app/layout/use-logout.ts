import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { auth } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { clearSession, writeStored } from '../../lib/session-storage.ts';

/**
 * Log out (spec 1 §7): end the console session, then the account-centre session, then forget everything
 * locally and go to /login. Local clean-up happens even when the server calls fail (e.g. already revoked).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Nothing should refetch with a credential that is about to die.
    await queryClient.cancelQueries();
    try {
      await api(auth.logout, {});
    } catch {
      // The session may already be gone (password changed, revoked): nothing more to end there.
    }
    // The credential is dead now: forget it before anything else is sent, so nothing presents it again
    // (guarded calls are not sent without one; the public account-centre logout goes without it).
    writeStored('authorization', null);
    try {
      await api(auth.accountCentreLogout, {});
    } catch {
      // Public call; a failure leaves nothing to clean up on our side.
    }
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
