// `npm run build`: the production builds (web, server, demo seed), unconditionally, stamped so that `npm start` and
// `npm test` know they are current.
import { builds, runBuild } from './lib/builds.mjs';

for (const build of builds) {
  console.log(`building ${build.name}…`);
  if (!runBuild(build)) process.exit(1);
}
