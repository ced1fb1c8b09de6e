import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { SecondFactorAnswer, SecondFactorRequest } from './mfa-code-modal.tsx';

// Only operators with two-factor need the dialog (and antd's Modal): load it when asked.
const MfaCodeModal = lazy(() => import('./mfa-code-modal.tsx'));

export type { SecondFactorAnswer, SecondFactorRequest };

/**
 * Asks for the second factor: the six-digit code, the security key (FIDO2 operators) or a recovery code.
 * `ask(request)` resolves when the dialog closes: after a successful attempt, or cancelled. A refused
 * answer (wrong code, key not verified) keeps the dialog open for another try (issue #16).
 */
export function useMfaCodeDialog() {
  const [request, setRequest] = useState<SecondFactorRequest | null>(null);
  const resolver = useRef<(() => void) | null>(null);

  const ask = useCallback((next: SecondFactorRequest) => new Promise<void>((resolve) => {
    resolver.current = resolve;
    setRequest(next);
  }), []);

  const finish = () => {
    setRequest(null);
    resolver.current?.();
    resolver.current = null;
  };

  const dialog = request && (
    <Suspense fallback={null}>
      <MfaCodeModal request={request} onClose={finish} />
    </Suspense>
  );
  return { ask, dialog };
}
