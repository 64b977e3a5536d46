// wrangler.toml's bindings are local unless marked remote. For a deployed environment, the restore
// gives wrangler's platform proxy a copy of the configuration, as wrangler itself reads it, whose
// environment marks its database and bucket remote (a JSON file, which wrangler reads as well).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { experimental_readRawConfig, type Unstable_RawConfig } from "wrangler";

export type DeployedEnvironment = "production" | "staging";

/** The configuration in `configPath` with `environment`'s D1 databases and R2 buckets marked remote. */
export function remoteConfig(configPath: string, environment: DeployedEnvironment): Unstable_RawConfig {
  const { rawConfig } = experimental_readRawConfig({ config: configPath }) as { rawConfig: Unstable_RawConfig };
  const env = rawConfig.env?.[environment];
  if (!env) throw new Error(`${path.basename(configPath)} has no [env.${environment}]`);
  env.d1_databases = env.d1_databases?.map((database) => ({ ...database, remote: true }));
  env.r2_buckets = env.r2_buckets?.map((bucket) => ({ ...bucket, remote: true }));
  return rawConfig;
}

/** Writes that copy beside wrangler.toml, so the paths in it still resolve; answers its path (removed after the restore). */
export function writeRemoteConfig(root: string, environment: DeployedEnvironment): string {
  const configPath = path.join(root, "wrangler.restore.json");
  writeFileSync(configPath, JSON.stringify(remoteConfig(path.join(root, "wrangler.toml"), environment), null, 2));
  return configPath;
}
