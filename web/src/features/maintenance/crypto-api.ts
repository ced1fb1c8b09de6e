import { useMutation } from '@tanstack/react-query';
import { cryptoTool, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

/** Encrypts or decrypts a text with the current region's key. */
export function useCryptoTool() {
  const region = useCurrentRegion();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof cryptoTool.encryptDecrypt>) =>
      api(cryptoTool.encryptDecrypt, payload, { region: region ?? undefined }),
  });
}
