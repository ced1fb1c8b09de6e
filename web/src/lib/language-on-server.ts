import { auth } from '@gwn/contract/console';
import { api } from '../api/client.ts';
import { contractLang, type Language } from '../i18n/index.ts';

/** Stores the operator's language at the account service (modify_lang). Loaded on demand: see use-language.ts. */
export async function saveLanguageOnServer(language: Language): Promise<void> {
  await api(auth.modifyLang, { lang: contractLang(language) });
}
