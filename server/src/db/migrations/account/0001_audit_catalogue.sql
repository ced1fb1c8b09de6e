-- Entries written before the audit catalogue (contract/src/audit-actions.ts) move to its keys, and their
-- flat detail becomes the catalogue's shape ({ facts }), so the log screens read every entry one way.
UPDATE audit_log SET show_key = CASE show_key
  WHEN 'login' THEN 'signIn'
  WHEN 'loginFailed' THEN 'signInFailed'
  WHEN 'logout' THEN 'signOut'
  WHEN 'modifyLang' THEN 'languageChange'
  WHEN 'resetPassword' THEN 'passwordChange'
  ELSE show_key END;
--> statement-breakpoint
UPDATE audit_log SET detail = jsonb_build_object('facts', detail)
  WHERE detail <> '{}'::jsonb AND NOT (detail ?| array['subject', 'changes', 'facts']);
