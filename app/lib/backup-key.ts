// A nightly backup's R2 key (app/server/backups.server.ts writes them): pure, so the restore
// command's argument parser (db/restore/args.ts) and the runbook's test can check a key too.
const BACKUP_KEY = /^backups\/d1\/\d{4}-\d{2}-\d{2}\.json\.gz$/;

export const isBackupKey = (key: string) => BACKUP_KEY.test(key);
