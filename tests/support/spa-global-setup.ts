import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { SNAPSHOT_FILE } from './global-setup'

/**
 * The SPA project's share of the run's migrated snapshot: its path. Nothing is built here; the
 * first SPA test that needs the real backend builds it (tests/support/spa-backend.ts), unless the
 * server project's global setup already has.
 */
export default function setup(project: TestProject) {
  project.provide('snapshotFile', SNAPSHOT_FILE)
  return () => rm(SNAPSHOT_FILE, { force: true })
}
