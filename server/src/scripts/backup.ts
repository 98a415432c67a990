import "dotenv/config";
import { backupCommand } from "./backup-commands.js";

/** `npm run backup -- [--out DIR]`: see backups.ts and docs/deployment.md ("Backups"). */
process.exitCode = await backupCommand(process.argv.slice(2));
