-- Entries written before the audit catalogue (contract/src/audit-actions.ts) move to its keys, and their
-- flat detail becomes the catalogue's shape ({ facts }), so the log screens read every entry one way.
UPDATE audit_log SET show_key = CASE show_key
  WHEN 'enterprise.switch.outdoor' THEN 'enterpriseOutdoorSwitch'
  WHEN 'enterprise.switch.payment' THEN 'enterprisePaymentSwitch'
  WHEN 'enterprise.switch.portal' THEN 'enterprisePortalSwitch'
  WHEN 'enterprise.switch.isOpenCache' THEN 'enterpriseCacheOpen'
  WHEN 'enterprise.switch.isShowTopWebsites' THEN 'enterpriseTopWebsitesSwitch'
  WHEN 'enterprise.switch.isShowHardwareReset' THEN 'enterpriseHardwareResetSwitch'
  WHEN 'enterprise.switch.isShowIspConfig' THEN 'enterpriseIspConfigSwitch'
  WHEN 'enterprise.switch.highPrecisionUsageControl' THEN 'enterpriseUsageControlSwitch'
  WHEN 'enterprise.export' THEN 'enterpriseExport'
  WHEN 'enterprise.removeMfa.request' THEN 'enterpriseMfaRemovalRequest'
  WHEN 'enterprise.removeMfa.confirm' THEN 'enterpriseMfaRemovalConfirm'
  WHEN 'enterprise.transfer.start' THEN 'enterpriseTransferStart'
  WHEN 'enterprise.transfer.done' THEN 'enterpriseTransferDone'
  WHEN 'enterprise.transfer.failed' THEN 'enterpriseTransferFail'
  WHEN 'ap.delete' THEN 'apDelete'
  WHEN 'ap.export' THEN 'apExport'
  WHEN 'apPassword.add' THEN 'apPasswordAdd'
  WHEN 'apPassword.edit' THEN 'apPasswordEdit'
  WHEN 'apPassword.delete' THEN 'apPasswordDelete'
  WHEN 'apPassword.import' THEN 'apPasswordImport'
  WHEN 'firmware.upload' THEN 'firmwareUpload'
  WHEN 'firmware.save' THEN 'firmwareSave'
  WHEN 'firmware.delete' THEN 'firmwareDelete'
  WHEN 'portal.upload' THEN 'portalUpload'
  WHEN 'portal.upload.portalImage' THEN 'portalImageUpload'
  WHEN 'portal.upload.emailImage' THEN 'portalImageUpload'
  WHEN 'portal.versions.save' THEN 'portalVersionsSave'
  WHEN 'plugin.upload' THEN 'pluginUpload'
  WHEN 'plugin.delete' THEN 'pluginDelete'
  ELSE show_key END;
--> statement-breakpoint
UPDATE audit_log SET detail = jsonb_build_object('facts', detail)
  WHERE detail <> '{}'::jsonb AND NOT (detail ?| array['subject', 'changes', 'facts']);
