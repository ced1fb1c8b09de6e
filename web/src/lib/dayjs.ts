// The one import of dayjs's value in the console (lint refuses others): screens get it with its language set.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18next } from '../i18n/index.ts';

/**
 * dayjs in the console's language, following each language switch. Only screens that show or read dates import it,
 * so it loads with them and not on every route (issue #27: the sign-in page shows none); antd's pickers use this
 * same instance, so its locale reaches them too.
 */
const follow = (language: string | undefined) => void dayjs.locale(language === 'zh-CN' ? 'zh-cn' : 'en');
follow(i18next.language);
i18next.on('languageChanged', follow);

export { dayjs };
export type { Dayjs } from 'dayjs';
