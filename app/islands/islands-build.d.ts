// Written by vite.config.ts's islandsBuild at build time; null under `react-router dev`.
declare module "virtual:islands-build" {
  const build: import("./island").IslandsBuild | null;
  export default build;
}
