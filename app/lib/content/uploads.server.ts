/**
 * What the team's uploads may take of the disk, where every server sees the same: a quota of
 * bytes stored per person and per Toronto day, counted in the database, and the uploads folder
 * cleared of what no draft names by the hourly chores (app/lib/app.server.ts), not only after a
 * publish.
 */
import { RateLimiterRes } from "rate-limiter-flexible";
import { torontoDay } from "~/lib/admin/time";
import type { RateLimiter, Store } from "~/lib/db.server";
import type { ServerEnv } from "~/lib/env.server";
import { megabytes } from "~/lib/post-limits";
import { pruneUploads } from "./media.server";
import { siteDirOf, siteRepo } from "./publish.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const quotas = new WeakMap<Store, RateLimiter>();

/**
 * Counts the bytes an upload stores against its person's day, and returns null; or, when they
 * would pass the quota, counts nothing and returns the refusal in words. The count is kept one
 * day per key, so a key names the Toronto day it counts.
 */
export async function chargeUpload(
  store: Store,
  env: ServerEnv,
  staffId: number,
  bytes: number,
  now = Date.now(),
): Promise<string | null> {
  let quota = quotas.get(store);
  if (!quota) {
    quota = store.rateLimiter("upload-bytes", {
      points: env.UPLOAD_BYTES_PER_DAY,
      durationMs: DAY_MS,
    });
    quotas.set(store, quota);
  }
  const key = `${staffId}:${torontoDay(now)}`;
  try {
    await quota.consume(key, bytes);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    // Refused, yet counted: given back, so a smaller image still fits in what is left.
    await quota.reward(key, bytes);
    const used = Math.max(0, rejection.consumedPoints - bytes);
    return `You have uploaded ${megabytes(used)} MB of images today; one person may upload at most ${megabytes(env.UPLOAD_BYTES_PER_DAY)} MB of images a day. Try again tomorrow.`;
  }
}

/** The chores' pass over the uploads: what no draft names, once old enough, is removed. */
export async function pruneIdleUploads(store: Store, env: ServerEnv): Promise<string[]> {
  const repo = await siteRepo(env);
  const drafts = await store.db.selectFrom("content_drafts").select("body").execute();
  return pruneUploads(siteDirOf(env), repo.contentDir, drafts);
}
