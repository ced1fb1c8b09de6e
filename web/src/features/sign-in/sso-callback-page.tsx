import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetCode, type sso } from '@gwn/contract/console';
import { errorText, retCodeWordsReady, textForCode } from '../../api/api-error.ts';
import { contractLang, currentLanguage } from '../../i18n/index.ts';
import { LanguageLinks } from '../../components/language-links.tsx';
import { useMfaCodeDialog } from '../../components/mfa-code/mfa-code-dialog.tsx';
import './sign-in.css';

type View =
  | { kind: 'working' }
  | { kind: 'failed'; text: string; groups: string[] }
  | { kind: 'tried'; report: sso.TryReport };

/** Refusals of our second factor after which the dialog stays open for another try (as on the password sign-in). */
const RETRY_CODES: ReadonlySet<number> = new Set([
  RetCode.MfaCodeEmpty, RetCode.MfaCodeWrong, RetCode.MfaCodeUsed, RetCode.MfaRecoveryCodeWrong,
  RetCode.SecurityKeyUnknown, RetCode.SecurityKeyVerifyFailed, RetCode.SecurityKeyCounterRegressed,
]);

const groupsOf = (data: unknown): string[] => {
  const groups = (data as { groups?: unknown } | null)?.groups;
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
};

/**
 * /login/sso: where the identity provider sends the browser back. The provider's answer (the query string) goes
 * to the account service, which signs the operator in (the same session as a password sign-in), asks our second
 * factor, refuses with the reason, or reports a super administrator's trial.
 */
export default function SsoCallbackPage() {
  const { t } = useTranslation(['sso', 'signIn', 'common']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const mfa = useMfaCodeDialog();
  const [view, setView] = useState<View>({ kind: 'working' });
  // The answer can be used once: a second effect run (StrictMode) must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const lang = contractLang(currentLanguage());
    const fail = (text: string, data: unknown = null) => setView({ kind: 'failed', text, groups: groupsOf(data) });

    const run = async () => {
      const calls = await import('./sso-calls.ts');
      const signIn = await import('./sign-in-calls.ts');
      const enter = async (signedIn: { url: string; region: string }) => {
        await signIn.startSession(signedIn, lang);
        await navigate('/welcome', { replace: true });
      };
      const outcome = await calls.finishWith(search);
      if (!outcome.ok) return fail(outcome.msg, outcome.data);
      const reply = outcome.data;
      if (reply.outcome === 'tried') {
        if (reply.report.refusal !== null) await retCodeWordsReady(); // the report words the refusal's code
        return setView({ kind: 'tried', report: reply.report });
      }
      if (reply.outcome === 'signedIn') return enter(reply);
      let keyOptions = reply.webauthnOptions;
      await mfa.ask({
        clientType: reply.clientType,
        signWithKey: keyOptions ? async () => {
          const options = keyOptions;
          keyOptions = undefined;
          if (!options) throw new Error('no security-key challenge: sign in again');
          return signIn.signWithSecurityKey(options);
        } : undefined,
        attempt: async (answer) => {
          const second = await calls.secondFactor({ ticket: reply.ticket, ...answer });
          if (second.ok && second.data.outcome === 'signedIn') {
            await enter(second.data);
            return null;
          }
          if (!second.ok && RETRY_CODES.has(second.retCode)) return textForCode(second.retCode, second.msg);
          fail(second.ok ? t('unexpected') : second.msg);
          return null;
        },
      });
      setView((now) => (now.kind === 'working' ? { kind: 'failed', text: t('cancelled'), groups: [] } : now));
    };
    run().catch((error: unknown) => fail(errorText(error)));
  }, [mfa, navigate, search, t]);

  return (
    <div className="sign-in">
      <LanguageLinks />
      <main className="sign-in__main">
        <section className="sign-in__card" aria-labelledby="sso-title" aria-busy={view.kind === 'working'}>
          <h1 id="sso-title" className="sign-in__title">{t(view.kind === 'tried' ? 'report.title' : 'callbackTitle')}</h1>
          {view.kind === 'working' && <p className="sign-in__subtitle">{t('working')}</p>}
          {view.kind === 'failed' && (
            <>
              <p className="sign-in__notice" role="alert">{view.text}</p>
              {view.groups.length > 0 && <p>{t('yourGroups', { groups: view.groups.join(', ') })}</p>}
              <Link to="/login" replace>{t('backToSignIn')}</Link>
            </>
          )}
          {view.kind === 'tried' && <TryReport report={view.report} />}
        </section>
      </main>
      {mfa.dialog}
    </div>
  );
}

/** What a trial sign-in found, for the super administrator who started it from the screen. */
function TryReport({ report }: { report: sso.TryReport }) {
  const { t } = useTranslation(['sso', 'common']);
  const rows: [string, string][] = [
    [t('report.subject'), report.subject], [t('report.account'), report.account || '-'], [t('report.name'), report.name || '-'],
    [t('report.email'), report.email || '-'], [t('report.groups'), report.groups.join(', ') || '-'],
    [t('report.role'), report.roleName ?? '-'], [t('report.regions'), report.regions.map((r) => t(`common:region.${r}`)).join(', ') || '-'],
  ];
  return (
    <div data-testid="sso-try-report">
      {report.refusal === null
        ? <p role="status">{t('report.wouldSignIn')}</p>
        : <p className="sign-in__notice" role="alert">{t('report.wouldRefuse', { reason: textForCode(report.refusal) })}</p>}
      <dl className="sso-report">
        {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
      <Link to="/parameters/sso">{t('backToScreen')}</Link>
    </div>
  );
}
