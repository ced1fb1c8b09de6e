import { useTranslation } from 'react-i18next';

/**
 * The services keep the built-in roles' names and descriptions in English (they are data, like any role's);
 * the console shows them in the operator's language. A custom role cannot take a built-in name (10051), so
 * matching the English text is safe; every other role shows as named.
 */
const BUILT_IN: Record<string, 'superAdmin' | 'subAdmin'> = {
  'Super administrator': 'superAdmin',
  'Sub administrator': 'subAdmin',
};
const BUILT_IN_DESCRIPTIONS: Record<string, 'superAdmin' | 'subAdmin'> = {
  'Everything, in every region': 'superAdmin',
  'Enterprises and devices; no system settings, users or roles': 'subAdmin',
};

export function useBuiltInRoleText() {
  const { t } = useTranslation('common');
  return {
    name: (name: string) => (BUILT_IN[name] ? t(`builtInRole.${BUILT_IN[name]}.name`) : name),
    description: (text: string) => (BUILT_IN_DESCRIPTIONS[text] ? t(`builtInRole.${BUILT_IN_DESCRIPTIONS[text]}.description`) : text),
  };
}
