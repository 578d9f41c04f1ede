// `npm run load -- --url http://uk.localhost:3000 [--rate 20] [--duration 30s] …`: a load test of a
// running BFF with a realistic mix of page loads, GraphQL reads, logins and page-view beacons
// (docs/load-testing.md). Exit code 0 when it ran, even with errors; 1 when the site could not be
// reached; 2 for bad options.
import { TargetUnreachableError } from './load/discovery.ts';
import { parseLoadArgs, USAGE, UsageError } from './load/options.ts';
import { formatText } from './load/report.ts';
import { runLoad } from './load/run.ts';

function readOptions() {
  try {
    return parseLoadArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main() {
  const options = readOptions();
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  // Ctrl-C stops starting requests; the report covers what ran. A second one exits at once.
  const stop = new AbortController();
  process.once('SIGINT', () => {
    console.error('Stopping: waiting for the requests in flight…');
    stop.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  console.error(
    `Load-testing ${options.url.origin} at ${options.rate} requests/s for ${options.durationMs / 1000} s` +
      (options.warmupMs > 0 ? ` after ${options.warmupMs / 1000} s of warm-up` : ''),
  );
  const report = await runLoad(options, {
    signal: stop.signal,
    onReady: ({ brand, signedIn, notes }) => {
      console.error(`Brand ${brand}; signed in: ${signedIn.join(', ') || 'no one'}`);
      for (const note of notes) console.error(`  - ${note}`);
    },
    onProgress: (progress) =>
      console.error(
        `  ${(progress.elapsedMs / 1000).toFixed(0)} s${progress.warmingUp ? ' (warm-up)' : ''}: ` +
          `${progress.sent} sent, ${progress.completed} answered, ${progress.inFlight} in flight, ` +
          `${progress.skipped} skipped, ${progress.errors} errors`,
      ),
  });
  console.log(options.json ? JSON.stringify(report, null, 2) : formatText(report));
}

// An unreachable site is said in one line; anything else is a fault of this program, with its stack.
main().catch((error: unknown) => {
  console.error(error instanceof TargetUnreachableError ? error.message : error);
  process.exit(1);
});
