// The shop's scheduled work (sending the outbox, ending payment holds, reconciling payments):
// each job reads what is due from the database, so a restart or a crash loses nothing; croner
// times the passes. Passes of one job never overlap; a nudge while one runs asks for one more.
import { Cron } from "croner";
import { log } from "~/platform/log.server";

export interface ScheduledWork {
  /** Names the job in the log and for `nudge`. */
  name: string;
  /** Seconds between passes (a whole divisor of 60, or a whole number of minutes up to 60). */
  everySeconds: number;
  /** One pass: does whatever is due now. */
  run: () => unknown;
}

interface Job {
  work: ScheduledWork;
  cron: Cron;
  running: Promise<void> | null;
  again: boolean;
}

const jobs = new Map<string, Job>();

/** croner's pattern for "every n seconds" (seconds first). */
export function patternEvery(seconds: number): string {
  if (seconds < 60 && 60 % seconds === 0) return `*/${seconds} * * * * *`;
  const minutes = seconds / 60;
  if (Number.isInteger(minutes) && minutes <= 60 && 60 % minutes === 0) {
    return `0 */${minutes} * * * *`;
  }
  throw new Error(`cannot schedule every ${seconds} s: use a divisor of a minute or of an hour`);
}

function pass(job: Job): Promise<void> {
  if (job.running) {
    job.again = true;
    return job.running;
  }
  job.running = (async () => {
    do {
      job.again = false;
      try {
        await job.work.run();
      } catch (error) {
        log.error(
          { err: error, job: job.work.name },
          "a scheduled job failed; it runs again later",
        );
      }
    } while (job.again && jobs.get(job.work.name) === job);
  })().finally(() => {
    job.running = null;
  });
  return job.running;
}

/** Runs the work now and then every `everySeconds`, for as long as the server runs. */
export function scheduleWork(work: ScheduledWork): void {
  if (jobs.has(work.name)) throw new Error(`${work.name} is scheduled already`);
  const job: Job = { work, cron: null as unknown as Cron, running: null, again: false };
  job.cron = new Cron(patternEvery(work.everySeconds), { name: work.name, unref: true }, () => {
    void pass(job);
  });
  jobs.set(work.name, job);
  void pass(job);
}

/**
 * Runs a scheduled job's pass soon (something became due: an email was queued); resolves when
 * that pass is done. Does nothing for a job that is not scheduled (a script, a unit test).
 */
export function nudge(name: string): Promise<void> {
  const job = jobs.get(name);
  return job ? pass(job) : Promise.resolve();
}

const STOP_WAIT_MS = 5_000;

/**
 * Stops every job and waits for passes in flight (a graceful shutdown), at most 5 s: what a pass left
 * undone is still due in the database for the next start.
 */
export async function stopScheduledWork(): Promise<void> {
  const running = [...jobs.values()].map((job) => {
    job.cron.stop();
    return job.running;
  });
  jobs.clear();
  await Promise.race([
    Promise.all(running),
    new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
  ]);
}
