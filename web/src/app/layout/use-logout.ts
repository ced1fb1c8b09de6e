import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { auth } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { clearSession, readStored, writeStored } from '../../lib/session-storage.ts';

/**
 * Log out (spec 1 §7): end the console session, then the account-centre session, then forget everything
 * locally and go to /login. Local clean-up happens even when the server calls fail (e.g. already revoked).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Forget the credential first: from here on no screen sends it (guarded calls are not sent without
    // one), and only the logout call below presents it, to end it.
    const credential = readStored('authorization') ?? undefined;
    writeStored('authorization', null);
    await queryClient.cancelQueries();
    try {
      if (credential) await api(auth.logout, {}, { credential });
    } catch {
      // The session may already be gone (password changed, revoked): nothing more to end there.
    }
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
